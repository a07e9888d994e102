"""Physical moments replay as they happened: the same tumble, the same verdict.

Rolling Heights rolls are made here the three ways the app makes them, through
the app's own paths: the table's Roll button (its roll animation), the
session's "Let the table decide" (``Session.resolve_chance``) and ``simulate``
(saved games read back). In each of 20 seeded games the replay throws every
checked roll again from its recorded seed, and the tumble rests in the recorded
poses. Verdicts of a simulated Skyscrapers game are run again and give the
recorded outcome. In the window, stepping over either plays its motion first.
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import QSettings, Qt

from babelworks import registry
from babelworks.bots.random_bot import RandomBot
from babelworks.core.match import Match, Setup, seat_defaults
from babelworks.core.protocol import CHANCE
from babelworks.core.rng import Rng
from babelworks.core.savefile import read_save, write_save
from babelworks.physics.rolling_box import classify, resolve_outcome
from babelworks.session import Session
from babelworks.simulate import run_games
from babelworks.ui.replay import open_replay
from babelworks.ui.rolling_heights.roll_animation import LANDS_ELSEWHERE, OLDER_ROLL
from babelworks.ui.rolling_heights.roll_replay import replay_roll
from babelworks.ui.skyscrapers.replay import replay_verdict

RH = "rolling-heights"
SEEDS = range(20)  # seeded games per way of rolling
ROLLS = 2  # rolls made (and replayed) per game: a few meeples each, tens of ms of physics


def _match(seed: int) -> Match:
    return Match(registry.get_game(RH), Setup(RH, 2, seed, {}, seat_defaults(2)))


def _play_to_roll(session: Session, bot: RandomBot) -> int:
    """Let the random player move until a roll is awaited; the roll's step."""
    while session.match.state.current_player != CHANCE:
        assert session.dispatch(bot.choose(session.match.state))
    return len(session.match.log)


def _assert_replays_exactly(setup: Setup, log: list, steps: list[int]) -> None:
    """Every roll at ``steps`` is thrown again from its seed and rests as recorded."""
    assert steps and all(log[step]["type"] == "roll" for step in steps)
    for step in steps:
        again = replay_roll(setup, log, step)
        assert again.exact, f"seed {setup.seed}, roll at {step}: {again.note}"
        assert again.seed == log[step]["throw"] and len(again.roll.frames) > 2
        assert classify(again.roll.frames[-1]) == list(again.roll.poses) == log[step]["poses"]


def _rolled_by_the_table(seed: int) -> tuple[Setup, list, list[int]]:
    """A game whose rolls are made by "Let the table decide" (physics, the registry's resolver)."""
    session = Session()
    session.start(_match(seed))
    bot, steps = RandomBot(Rng.from_seed(seed, "bots")), []
    for _ in range(ROLLS):
        steps.append(_play_to_roll(session, bot))
        assert session.resolve_chance()
    return session.match.setup, session.match.log, steps


def test_rolls_the_table_decides_replay_exactly_in_20_games(qapp):
    for seed in SEEDS:
        _assert_replays_exactly(*_rolled_by_the_table(seed))


def test_rolls_of_simulated_games_replay_exactly_in_20_games(tmp_path):
    """``simulate`` rolls with the stand-in (recorded physics throws); each replays exactly."""
    report = run_games(RH, 2, len(SEEDS), SEEDS[0], save_dir=tmp_path, check_every=0)
    assert not report["violations"] and len(report["games"]) == len(SEEDS)
    for path in sorted(tmp_path.glob("*.babelworks")):
        recorded = read_save(path, registry.get_game)
        rolls = [i for i, action in enumerate(recorded.log) if action["type"] == "roll"]
        _assert_replays_exactly(recorded.setup, recorded.log, rolls[:ROLLS] + rolls[-1:])


@pytest.fixture
def rh_window(qtbot, tmp_path, monkeypatch):
    """A shown main window whose Rolling Heights table rolls at once (no real-time playback)."""
    from babelworks.ui.main_window import MainWindow

    window = MainWindow(Session(), QSettings(str(tmp_path / "window.ini"), QSettings.Format.IniFormat))
    window.tables.hot_seat = False
    monkeypatch.setattr(window, "_may_discard", lambda: True)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    return window


@pytest.mark.gl
def test_rolls_of_the_roll_button_replay_exactly_in_20_games(rh_window, qtbot):
    session = rh_window.session
    for seed in SEEDS:
        session.start(_match(seed))
        table = rh_window.tables.table
        table.pace(float("inf"))
        bot, steps = RandomBot(Rng.from_seed(seed, "bots")), []
        for _ in range(ROLLS):
            steps.append(_play_to_roll(session, bot))
            qtbot.mouseClick(table.controls.buttons["rollButton"], Qt.MouseButton.LeftButton)
            qtbot.waitUntil(lambda step=steps[-1]: len(session.match.log) > step, timeout=20_000)
        _assert_replays_exactly(session.match.setup, session.match.log, steps)
    # One position throws the same whoever makes it: "Let the table decide" agrees with the button.
    again = Session()
    again.start(Match.from_log(registry.get_game(RH), session.match.setup, session.match.log[: steps[0]]))
    assert resolve_outcome(again.match.state, again.outcome_rng()) == session.match.log[steps[0]]


def test_an_older_roll_without_its_throw_loads_and_is_shown_as_recorded(qapp):
    setup, log, steps = _rolled_by_the_table(SEEDS[0])
    older = [{k: v for k, v in a.items() if k != "throw"} if a["type"] == "roll" else a for a in log]
    match = Match.from_log(registry.get_game(RH), setup, older)  # the rules take it as before
    assert match.state.state_hash() == Match.from_log(registry.get_game(RH), setup, log).state.state_hash()
    again = replay_roll(setup, older, steps[0])
    assert not again.exact and again.roll is None and again.seed is None
    assert again.note == OLDER_ROLL and "regenerat" not in again.note


def test_a_throw_that_lands_otherwise_is_never_claimed_exact(qapp):
    setup, log, steps = _rolled_by_the_table(SEEDS[0])
    action = dict(log[steps[0]], poses=["out_of_box"] * len(log[steps[0]]["poses"]))
    again = replay_roll(setup, log[: steps[0]] + [action], steps[0])
    assert not again.exact and again.roll is None and again.note == LANDS_ELSEWHERE


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
    if game == RH:  # a simulated game's roll: the stand-in's recorded throw
        path = saves[game]
        step = next(i for i, action in enumerate(open_log(path)) if action["type"] == "roll")
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


def test_an_older_roll_is_shown_at_rest_saying_so_and_tried_once(qtbot, saves, tmp_path):
    """A save from before throws were recorded: the roll's meeples appear where they landed."""
    recorded = read_save(saves[RH], registry.get_game)
    older = [{k: v for k, v in a.items() if k != "throw"} if a["type"] == "roll" else a for a in recorded.log]
    path = tmp_path / "older.babelworks"
    write_save(path, Match.from_log(recorded.game, recorded.setup, older))
    window = open_replay(path)
    qtbot.addWidget(window)
    step = next(i for i, action in enumerate(window.recorded.log) if action["type"] == "roll")
    for _ in range(2):
        window.go_to(step)
        qtbot.keyClick(window, Qt.Key.Key_Right)
        qtbot.waitUntil(lambda: window.step == step + 1, timeout=60_000)
        assert window.statusBar().currentMessage() == OLDER_ROLL
    assert window.motion.at_rest == {step: OLDER_ROLL}
    window.close()
