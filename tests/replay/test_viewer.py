"""The replay viewer steps through whole saved games, by keys and by the timeline.

At every position visited, the table's state hash equals ``Match.state_at(step)``
(a replay from the set-up): every position of the short game (Skyscrapers), a
sample of positions of the long ones, forwards and backwards.
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from babelworks import registry
from babelworks.core.hashing import state_hash
from babelworks.core.savefile import read_save
from babelworks.ui.replay import open_replay
from babelworks.ui.replay.position import READ_ONLY
from babelworks.ui.replay.tables import FOLLOW

SAMPLE_RUN = 12  # consecutive key steps at each end of a long game
SAMPLE_JUMPS = 15  # timeline drags spread over a long game


@pytest.fixture
def viewer(qtbot, saves, request):
    """A replay window on the game named by the test's ``game`` parameter, motion off."""
    window = open_replay(saves[request.param])
    qtbot.addWidget(window)
    window.acts.motion.setChecked(False)  # stepping checked without physics; see test_physical
    window.recorded_hashes = {}
    yield window
    window.close()


def _expect(window, step: int) -> str:
    found = window.recorded_hashes.get(step)
    if found is None:
        found = window.recorded_hashes[step] = state_hash(window.recorded.state_at(step))
    return found


def _check(window, step: int) -> None:
    assert window.step == step
    assert state_hash(window.session.match.state) == _expect(window, step)
    assert window.bar.slider.value() == step and window.moves.currentRow() == step
    assert window.session.match.log == window.recorded.log[:step]


def _key_steps(qtbot, window, key, count: int) -> None:
    direction = 1 if key == Qt.Key.Key_Right else -1
    for _ in range(count):
        before = window.step
        qtbot.keyClick(window, key)
        _check(window, before + direction)


def _drag(window, step: int) -> None:
    slider = window.bar.slider
    slider.setSliderDown(True)
    slider.setSliderPosition(step)
    slider.setSliderDown(False)
    _check(window, step)


@pytest.mark.parametrize("viewer", ["skyscrapers"], indirect=True)
def test_every_position_of_a_short_game_by_keys_and_timeline(qtbot, viewer):
    end = len(viewer.recorded.log)
    qtbot.keyClick(viewer, Qt.Key.Key_Home)
    _check(viewer, 0)
    _key_steps(qtbot, viewer, Qt.Key.Key_Right, end)
    qtbot.keyClick(viewer, Qt.Key.Key_Right)  # past the end: stays
    _check(viewer, end)
    _key_steps(qtbot, viewer, Qt.Key.Key_Left, end)
    for step in range(end + 1):
        _drag(viewer, step)
    for step in range(end, -1, -1):
        _drag(viewer, step)


@pytest.mark.parametrize("viewer", ["rolling-heights", "rise-of-babel"], indirect=True)
def test_a_sample_of_a_long_game_by_keys_and_timeline(qtbot, viewer):
    end = len(viewer.recorded.log)
    qtbot.keyClick(viewer, Qt.Key.Key_Home)
    _key_steps(qtbot, viewer, Qt.Key.Key_Right, SAMPLE_RUN)
    _key_steps(qtbot, viewer, Qt.Key.Key_Left, SAMPLE_RUN)
    qtbot.keyClick(viewer, Qt.Key.Key_End)
    _check(viewer, end)
    _key_steps(qtbot, viewer, Qt.Key.Key_Left, SAMPLE_RUN)
    _key_steps(qtbot, viewer, Qt.Key.Key_Right, SAMPLE_RUN)
    jumps = [end * k // SAMPLE_JUMPS + k % 7 for k in range(SAMPLE_JUMPS)]
    for step in jumps + jumps[::-1]:
        _drag(viewer, min(step, end))


@pytest.mark.parametrize("viewer", ["rise-of-babel", "rolling-heights"], indirect=True)
def test_turn_and_round_jumps_land_on_their_starts(qtbot, viewer):
    timeline = viewer.session.timeline
    viewer.go_to(0)
    for start in [mark.step for mark in timeline.turn_starts][1:6]:
        qtbot.keyClick(viewer, Qt.Key.Key_PageDown)
        _check(viewer, start)
    qtbot.keyClick(viewer, Qt.Key.Key_PageUp)
    _check(viewer, timeline.turn_starts[4].step)
    viewer.go_to(0)
    for start in timeline.round_starts[1:3]:
        qtbot.keyClick(viewer, Qt.Key.Key_PageDown, Qt.KeyboardModifier.ControlModifier)
        _check(viewer, start)
    viewer.bar.buttons["round_back"].click()
    _check(viewer, timeline.round_starts[1])


@pytest.mark.parametrize("viewer", ["rise-of-babel"], indirect=True)
def test_play_runs_to_the_end_then_pauses(qtbot, viewer):
    viewer.bar.speed.setCurrentText("32×")
    viewer.go_to(len(viewer.recorded.log) - 8)
    qtbot.keyClick(viewer, Qt.Key.Key_Space)
    assert viewer.is_playing
    qtbot.waitUntil(lambda: not viewer.is_playing, timeout=10_000)
    _check(viewer, len(viewer.recorded.log))


@pytest.mark.parametrize("viewer", ["rolling-heights"], indirect=True)
def test_the_replay_never_plays_and_watches_as_chosen(qtbot, viewer):
    viewer.go_to(40)
    before = state_hash(viewer.session.match.state)
    with qtbot.waitSignal(viewer.session.error) as refused:
        assert viewer.session.dispatch(viewer.session.next_action()) is False
    assert refused.args == [READ_ONLY] and state_hash(viewer.session.match.state) == before
    assert viewer.recorded.log == read_save(viewer.save_path, registry.get_game).log
    viewer.bar.watch.setCurrentIndex(2)  # "Watch as Player 2"
    viewer.go_to(3)
    assert viewer.viewing_seat == 1
    viewer.tables.watch(FOLLOW)
    seat = viewer.session.match.state.current_player
    assert viewer.viewing_seat == (seat if seat >= 0 else viewer.viewing_seat)


@pytest.mark.parametrize("viewer", ["skyscrapers"], indirect=True)
def test_playing_shows_verdicts_moving_and_plays_on_after_a_jump(qtbot, viewer):
    viewer.acts.motion.setChecked(True)
    viewer.bar.speed.setCurrentText("32×")
    verdict = next(i for i, a in enumerate(viewer.recorded.log) if a["type"] == "verdict")
    viewer.go_to(verdict)
    viewer.toggle_play()
    qtbot.waitUntil(lambda: viewer.motion.busy, timeout=5_000)
    viewer.go_to(verdict - 1)  # a jump in the middle of the motion: it is dropped, play goes on
    assert not viewer.motion.busy and viewer.is_playing
    qtbot.waitUntil(lambda: viewer.step > verdict, timeout=60_000)
    viewer.toggle_play()
    assert not viewer.is_playing
    _check(viewer, viewer.step)


@pytest.mark.parametrize("viewer", ["skyscrapers"], indirect=True)
def test_clicking_a_move_shows_the_position_after_it(qtbot, viewer):
    for row in (5, 0, 30, 12):
        item = viewer.moves.item(row)
        viewer.moves.scrollToItem(item)
        qtbot.mouseClick(
            viewer.moves.viewport(), Qt.MouseButton.LeftButton, pos=viewer.moves.visualItemRect(item).center()
        )
        _check(viewer, row)


@pytest.mark.parametrize("viewer", ["rise-of-babel", "rolling-heights", "skyscrapers"], indirect=True)
def test_all_hands_open_lists_every_seats_private_cards(qtbot, viewer):
    window = viewer
    window.go_to(len(window.recorded.log) // 2)
    assert not window.acts.hands.isChecked() and not window.hands.isVisible()
    window.acts.hands.trigger()
    assert window.acts.hands.isChecked() and window.hands.isVisible()
    _check_hands(window)
    window.go_to(0)  # the dock follows the shown position
    _check_hands(window)


def _check_hands(window) -> None:
    state, names = window.session.match.state, window.session.names()
    shown = [window.hands.item(row).text() for row in range(window.hands.count())]
    assert len(shown) == len(names) >= 2
    for seat, (name, line) in enumerate(zip(names, shown)):
        assert line.startswith(f"{name} — ")
        private = _private_words(window.recorded.setup.game, state, seat)
        assert private and all(words in line for words in private)


def _private_words(game: str, state, seat: int) -> list[str]:
    """What only ``seat`` sees, as the game's own panels word it."""
    if game == "rise-of-babel":
        from babelworks.games.rise_of_babel.cards import CARDS

        g = state.data
        in_play = g["turn"]["play"] if seat == g["current"] else []
        return [CARDS[card].name for card in g["seats"][seat]["hand"] + in_play]
    if game == "rolling-heights":
        from babelworks.games.rolling_heights.content import content

        return [content().targets[target]["name"] for target in state.seats[seat]["targets"]]
    from babelworks.ui.skyscrapers.models import card_words

    return [card_words(state.content.cards[card]) for card in state.data["hands"][seat]]


def test_the_move_list_says_after_which_moves_a_hint_was_asked(qtbot, saves):
    from babelworks.ui.replay import replay_match

    recorded = read_save(saves["rise-of-babel"], registry.get_game)
    recorded.hints = [(0, 0), (3, 1)]
    window = replay_match(recorded, None)
    qtbot.addWidget(window)
    name = recorded.setup.seats[1].name
    assert window.moves.item(0).text() == f"Set-up · {recorded.setup.seats[0].name} asked for a hint"
    assert window.moves.item(3).text().endswith(f" · {name} asked for a hint")
    assert "hint" not in window.moves.item(2).text()
    window.close()
