"""The search's fall model (games.skyscrapers.falls) against the physics verdict it stands in for."""

import pytest

from babelworks.bots.random_bot import RandomBot
from babelworks.core.protocol import CHANCE
from babelworks.core.rng import Rng
from babelworks.games.skyscrapers import falls
from babelworks.games.skyscrapers.analytic import GRAVITY_CM
from babelworks.physics import skyscrapers_verdict, sway
from babelworks.physics.skyscrapers_verdict import resolve_outcome, verdict
from babelworks.registry import ENTRIES
from bench.fall_model import pushes
from tests.skyscrapers.helpers import moved_onto_a_floor


@pytest.mark.parametrize(
    "tremor",
    [
        (-40.0, 0.0, -10.0),
        (0.0, -38.0, -9.5),
        (-36.0, 0.0, -9.0),
        (-33.0, 0.0, -8.0),
        (-20.0, 0.0, -5.0),
        (40.0, 0.0, -10.0),
        (-30.0, -30.0, -10.0),
    ],
)
def test_on_a_floor_held_by_the_board_the_model_drops_a_moved_worker_when_the_physics_does(tremor):
    state = moved_onto_a_floor()
    physics = verdict(state, list(tremor))
    assert (physics["result"] == "workers_fell") is falls.slides_off(state, "red-1", tremor[:2])
    assert physics.get("fallen", ["red-1"]) == ["red-1"]


def _physics_save(seed: int) -> dict:
    """A random game's first 90 actions, its verdicts from the physics with a computer's hand."""
    game = ENTRIES["skyscrapers"].game
    state, bot, log = game.new_game(2, seed, {}), RandomBot(Rng.from_seed(seed)), []
    outcomes = Rng.from_seed(seed, "outcomes")
    while not state.is_over() and len(log) < 90:
        action = resolve_outcome(state, outcomes) if state.current_player == CHANCE else bot.choose(state)
        state.apply(action)
        log.append(action)
    return {"players": 2, "seed": seed, "options": {}, "log": log}


@pytest.mark.parametrize(("seed", "physics_falls"), [(4, 0), (5, 2)])  # 4: a slide stops 0.03 cm short
def test_in_a_game_the_model_drops_the_workers_the_physics_drops_tremor_for_tremor(seed, physics_falls):
    found = pushes(_physics_save(seed))
    assert {kind for kind, *_ in found} == {"build", "move"}
    assert sum(physics for _, _, physics, _ in found) == physics_falls
    assert all(model == physics for _, model, physics, _ in found)
    assert all(0.0 <= chance <= 0.1 for *_, chance in found)


def test_the_model_uses_the_tables_hand_and_friction():
    assert falls.HAND_CM_S == skyscrapers_verdict.COMPUTER_LEVEL * skyscrapers_verdict.COMPUTER_TREMOR_CM_S
    assert falls.STEP_S == sway.STEP_S
    assert falls.GRIP_CM_S2 == sway.WORKER_FRICTION * GRAVITY_CM == sway.WORKER_FRICTION * sway.GRAVITY_CM
