"""The Skyscrapers tutorial's checks are what the physics gives (issue 37).

The table runs every check of the lesson with the tremor its script recorded and shows
those frames, then logs the recorded verdict. So that what is shown is what is logged,
the physics must turn each recorded tremor into that very verdict in the position where
the script asks for it; a change to the structural model that breaks this is found here.
"""

from __future__ import annotations

from babelworks import registry
from babelworks.core.protocol import CHANCE
from babelworks.core.tutorial_check import walk
from babelworks.physics.skyscrapers_verdict import run


def test_every_recorded_check_is_the_physics_verdict() -> None:
    tutorial = registry.tutorial("skyscrapers")
    checks = [m for m in walk(tutorial, registry.get_game("skyscrapers")) if m.state.current_player == CHANCE]
    assert len(checks) >= 6  # the learner's and Robin's builds and moves
    results = set()
    for moment in checks:
        recorded = moment.step.action
        assert recorded is not None
        verdict, _ = run(moment.state, recorded["tremor"])
        assert verdict == recorded, f"step {moment.index + 1}"
        results.add(verdict["result"])
    assert results == {"stable", "workers_fell"}  # the lesson shows a steady and a shaky hand
