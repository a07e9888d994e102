"""Physical moments replay as they happened: the same tumble, the same verdict.

Rolls are thrown here the three ways a game throws them (the table's roll
animation, the session's "let the table decide", a headless game's outcome
stream); the replay finds the throw and its last frame rests in the recorded
poses. Verdicts of a simulated Skyscrapers game are run again and give the
recorded outcome. In the window, stepping over either plays its motion first.
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from babelworks import registry
from babelworks.bots.random_bot import RandomBot
from babelworks.core.match import Match, Setup, seat_defaults
from babelworks.core.protocol import CHANCE
from babelworks.core.rng import Rng
from babelworks.core.savefile import write_save
from babelworks.physics.rolling_box import classify, resolve_outcome, roll, roll_seed
from babelworks.ui.replay import open_replay
from babelworks.ui.replay.physical import replay_roll, replay_verdict

RH = "rolling-heights"


def _play_to_roll(match: Match, bot: RandomBot) -> int:
    while match.state.current_player != CHANCE:
        match.apply(bot.choose(match.state))
    return len(match.log)


def _table_throw(match: Match, _outcomes) -> dict:
    thrown = roll(len(match.state.rolling["meeples"]), roll_seed(match.setup.seed, len(match.log)))
    return {"type": "roll", "meeples": list(match.state.rolling["meeples"]), "poses": thrown.poses}


def _session_throw(match: Match, _outcomes) -> dict:
    return resolve_outcome(match.state, Rng.from_seed(match.setup.seed, f"table/{len(match.log)}"))


def _headless_throw(match: Match, outcomes: Rng) -> dict:
    return resolve_outcome(match.state, outcomes)


def _rolled_game(throw, rolls: int = 2, seed: int = 11) -> tuple[Match, list[int]]:
    """A Rolling Heights game played up to and through ``rolls`` physics rolls."""
    match = Match(registry.get_game(RH), Setup(RH, 2, seed, {}, seat_defaults(2)))
    bot, outcomes, steps = RandomBot(Rng.from_seed(seed, "bots")), Rng.from_seed(seed, "outcomes"), []
    for _ in range(rolls):
        steps.append(_play_to_roll(match, bot))
        match.apply(throw(match, outcomes))
    return match, steps


@pytest.mark.parametrize("throw", [_table_throw, _session_throw, _headless_throw])
def test_a_roll_replays_as_the_same_tumble_ending_in_the_recorded_poses(throw):
    match, steps = _rolled_game(throw)
    step = steps[-1]
    again = replay_roll(match.setup, match.log, step)
    assert again.exact and len(again.roll.frames) > 2
    assert classify(again.roll.frames[-1]) == match.log[step]["poses"]
    assert list(again.roll.poses) == match.log[step]["poses"]


def test_a_roll_no_throw_reproduces_is_shown_at_rest():
    match, steps = _rolled_game(_table_throw, rolls=1)
    action = dict(match.log[steps[0]])
    action["poses"] = ["out_of_box"] * len(action["poses"])  # no throw lands every meeple outside
    log = match.log[: steps[0]] + [action]
    again = replay_roll(match.setup, log, steps[0])
    assert not again.exact and again.roll is None


def _verdict_steps(log: list, wanted: int = 3) -> list[int]:
    steps = [i for i, action in enumerate(log) if action["type"] == "verdict"]
    falls = [i for i in steps if log[i].get("fallen") or log[i]["result"] != "stable"]
    return (falls[:1] + steps)[:wanted]


def test_a_recorded_verdict_runs_again_to_the_recorded_outcome(saves):
    from babelworks.core.savefile import read_save

    recorded = read_save(saves["skyscrapers"], registry.get_game)
    for step in _verdict_steps(recorded.log):
        again = replay_verdict(recorded.state_at(step), recorded.log[step])
        assert again.exact and again.outcome == recorded.log[step] and again.frames


def test_a_collapse_replays_to_the_recorded_outcome(saves):
    """A hard push late in the game brings cards or workers down; the replay agrees."""
    from babelworks.core.savefile import read_save
    from babelworks.physics.skyscrapers_verdict import run

    recorded = read_save(saves["skyscrapers"], registry.get_game)
    found = None
    for step in [i for i, a in enumerate(recorded.log) if a["type"] == "verdict"][::-1][:8]:
        before = recorded.state_at(step)
        outcome = run(before, [0.0, 200.0, 0.0])[0]
        if outcome["result"] != "stable":
            found = (step, before, outcome)
            break
    assert found is not None, "no late position falls under a hard push"
    step, before, outcome = found
    branch = Match.from_log(recorded.game, recorded.setup, recorded.log[:step] + [outcome])
    again = replay_verdict(before, branch.log[step])
    assert again.exact and again.outcome["result"] in ("collapse", "workers_fell")
    assert again.outcome.get("fallen") == outcome.get("fallen") and len(again.frames) > 1


def _drawn_frames(window, monkeypatch) -> list:
    drawn = []
    table = window.tables.table
    if hasattr(table, "show_table"):
        original = table.show_table
        monkeypatch.setattr(table, "show_table", lambda frame=None: (drawn.append(frame), original(frame)))
    original_set = window.view.set_pieces
    monkeypatch.setattr(
        window.view, "set_pieces", lambda pieces: (drawn.append(len(pieces)), original_set(pieces))
    )
    return drawn


@pytest.mark.parametrize("game", [RH, "skyscrapers"])
def test_stepping_over_a_physical_moment_plays_it_then_moves_on(qtbot, saves, tmp_path, monkeypatch, game):
    if game == RH:
        match, steps = _rolled_game(_table_throw, rolls=1)
        path, step = tmp_path / "rolled.babelworks", steps[0]
        write_save(path, match)
    else:
        path = saves[game]
        step = next(i for i, action in enumerate(open_log(path)) if action["type"] == "verdict")
    window = open_replay(path)
    qtbot.addWidget(window)
    window.go_to(step)
    drawn = _drawn_frames(window, monkeypatch)
    qtbot.keyClick(window, Qt.Key.Key_Right)
    assert window.step == step and window.motion.busy  # the motion first
    qtbot.waitUntil(lambda: window.step == step + 1, timeout=60_000)
    assert len(drawn) > 3 and not window.motion.busy
    assert window.statusBar().currentMessage() == ""  # regenerated exactly: no apology shown
    window.close()


def open_log(path) -> list:
    """The action log of a save, read plainly (the test's own choice of a step)."""
    import json

    return json.loads(path.read_text())["log"]


def test_a_simulated_roll_is_shown_at_rest_and_tried_once(qtbot, saves):
    """A headless Rolling Heights game draws its rolls from the engine, not physics."""
    from babelworks.ui.replay.motion import AT_REST

    window = open_replay(saves[RH])
    qtbot.addWidget(window)
    step = next(i for i, action in enumerate(window.recorded.log) if action["type"] == "roll")
    for _ in range(2):
        window.go_to(step)
        qtbot.keyClick(window, Qt.Key.Key_Right)
        qtbot.waitUntil(lambda: window.step == step + 1, timeout=60_000)
        assert window.statusBar().currentMessage() == AT_REST
    assert window.motion.at_rest == {step}
    window.close()
