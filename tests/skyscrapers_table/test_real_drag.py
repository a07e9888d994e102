"""A real drag (``QDrag.exec`` and Qt's drag loop) from the hand strip into the view, driven
through the X server's XTest extension: the pointer, the button, the wheel and the keys are
the server's own events, so the drag loop's filter eats keys and the wheel as it does for a
person. The wheel, O and Shift must each still turn the ghost; the drop builds the pose shown;
Esc cancels.

Each step waits for what it should have caused (polled on a timer, since ``QDrag.exec``
runs its own event loop); a watchdog presses Esc and lets go should anything stall.
"""

from __future__ import annotations

import ctypes
import ctypes.util

import pytest
from PySide6.QtCore import QPoint, QTimer
from PySide6.QtGui import QDrag, QGuiApplication

from babelworks.games.skyscrapers.geometry import CardPose
from babelworks.scene.skyscrapers import Turn, card_centre_cm
from tests.skyscrapers_table.driver import Driver, open_table

POLL_MS, STEP_LIMIT_MS = 20, 5000
REAL_EXEC = QDrag.exec  # taken at import, before tests/conftest.py makes it refuse


class _XTest:
    """The X server's fake input: pointer motion, buttons (4/5: the wheel), keys by name."""

    def __init__(self) -> None:
        self.x11, self.xtst = ctypes.CDLL(ctypes.util.find_library("X11")), ctypes.CDLL("libXtst.so.6")
        self.x11.XOpenDisplay.restype = ctypes.c_void_p
        self.x11.XStringToKeysym.restype = ctypes.c_ulong
        self.x11.XStringToKeysym.argtypes = [ctypes.c_char_p]
        self.x11.XKeysymToKeycode.argtypes = [ctypes.c_void_p, ctypes.c_ulong]
        self.x11.XFlush.argtypes = self.x11.XCloseDisplay.argtypes = [ctypes.c_void_p]
        args = [ctypes.c_void_p, ctypes.c_int, ctypes.c_int, ctypes.c_ulong]
        self.xtst.XTestFakeMotionEvent.argtypes = args + [ctypes.c_ulong]
        self.xtst.XTestFakeButtonEvent.argtypes = self.xtst.XTestFakeKeyEvent.argtypes = args
        self.display = self.x11.XOpenDisplay(None)

    def move(self, point: QPoint) -> None:
        self.xtst.XTestFakeMotionEvent(self.display, -1, point.x(), point.y(), 0)
        self.x11.XFlush(self.display)

    def button(self, number: int, down: bool) -> None:
        self.xtst.XTestFakeButtonEvent(self.display, number, down, 0)
        self.x11.XFlush(self.display)

    def key(self, name: str) -> None:
        code = self.x11.XKeysymToKeycode(self.display, self.x11.XStringToKeysym(name.encode()))
        for down in (True, False):
            self.xtst.XTestFakeKeyEvent(self.display, code, down, 0)
        self.x11.XFlush(self.display)

    def close(self) -> None:
        self.x11.XCloseDisplay(self.display)


def _xtest(monkeypatch) -> _XTest:
    """The fake input, and the real drag loop back (its Esc and let-go end it, and a watchdog)."""
    if QGuiApplication.platformName() != "xcb":
        pytest.skip("a real drag needs the X server (xcb)")
    try:
        x = _XTest()
    except OSError:
        pytest.skip("the XTest library is not installed")
    monkeypatch.setattr(QDrag, "exec", REAL_EXEC)
    return x


def _play(qtbot, steps) -> list[str]:
    """Run (action, wait-until) steps one after another off timers; the steps that stalled."""
    stalled, left, finished = [], list(steps), []

    def next_step(waited: int = 0, waiting=None) -> None:
        if waiting is not None and not waiting() and waited < STEP_LIMIT_MS:
            QTimer.singleShot(POLL_MS, lambda: next_step(waited + POLL_MS, waiting))
            return
        if waiting is not None and not waiting():
            stalled.append(waiting.__doc__ or "a step")
        if not left:
            finished.append(True)
            return
        action, until = left.pop(0)
        action()
        QTimer.singleShot(POLL_MS, lambda: next_step(0, until))  # let the server's events arrive

    QTimer.singleShot(0, next_step)
    qtbot.waitUntil(lambda: bool(finished), timeout=STEP_LIMIT_MS * (len(steps) + 2))
    return stalled


def _card_over_its_place(qtbot, settings):
    """A table with red's builder on F1; the first build's card and the strip and view points."""
    driver = Driver(qtbot, open_table(qtbot, settings, seed=4))
    screen = QGuiApplication.primaryScreen().geometry()  # the pointer reaches only what is on it
    driver.window.resize(min(1280, screen.width()), min(800, screen.height()))
    driver.window.move(screen.topLeft())
    qtbot.waitUntil(lambda: driver.window.frameGeometry().bottom() <= screen.bottom())
    driver.play({"type": "send", "to": "F1"})
    build = next(a for a in driver.state.legal_actions() if a["type"] == "build" and driver.usable(a))
    strip = driver.table.strip
    start = strip.mapToGlobal(driver.item_point(f"card:{build['card']}"))
    xy = driver.view.project(Turn(driver.table.site_turn).point(card_centre_cm(CardPose.from_dict(build))))
    target = driver.view.mapToGlobal(QPoint(round(xy[0]), round(xy[1])))
    return driver, build, start, target


def _pick_and_bring(x: _XTest, gestures, start: QPoint, target: QPoint) -> list:
    """Steps: press the card in the strip, drag it over its place until the ghost shows."""
    steps = [(lambda: x.move(start), None), (lambda: x.button(1, True), None)]
    steps += [(lambda k=k: x.move(start + QPoint(0, -8 * k)), None) for k in range(1, 4)]
    steps += [(lambda k=k: x.move(start + (target - start) * (k / 6)), None) for k in range(1, 7)]

    def ghost_shown():
        """the ghost showing over its place"""
        return gestures.chosen is not None

    return steps + [(lambda: x.move(target), ghost_shown)]


@pytest.mark.gl
def test_in_a_real_drag_the_wheel_o_and_shift_each_turn_the_ghost_and_the_drop_builds(
    qtbot, settings, monkeypatch
):
    x = _xtest(monkeypatch)
    driver, build, start, target = _card_over_its_place(qtbot, settings)
    gestures, seen = driver.table.gestures, []
    group = [p.action for p in driver.group_of(build)]
    log = len(driver.window.session.match.log)

    def turned():
        """the ghost turned"""
        return gestures.chosen is not None and gestures.chosen.action != seen[-1]

    def built():
        """the build dispatched"""
        return len(driver.window.session.match.log) > log

    def note():
        seen.append(None if gestures.chosen is None else gestures.chosen.action)

    steps = _pick_and_bring(x, gestures, start, target) + [(note, None)]
    for turn in (
        lambda: x.key("o"),
        lambda: (x.button(5, True), x.button(5, False)),
        lambda: x.key("Shift_L"),
    ):
        steps += [(turn, turned), (note, None)]
    steps.append((lambda: x.button(1, False), built))
    try:
        stalled = _play(qtbot, steps)
    finally:
        x.key("Escape"), x.button(1, False), x.close()
    assert stalled == []
    assert len(group) >= 4 and seen == group[:4]
    assert driver.window.session.match.log[log] == group[3]
    assert not gestures.keys.active and driver.table.ghost == []


@pytest.mark.gl
def test_esc_cancels_a_real_drag_and_builds_nothing(qtbot, settings, monkeypatch):
    x = _xtest(monkeypatch)
    driver, build, start, target = _card_over_its_place(qtbot, settings)
    gestures = driver.table.gestures
    before = driver.state.to_dict()

    def cancelled():
        """the ghost gone"""
        return not gestures.keys.active and driver.table.ghost == []

    steps = _pick_and_bring(x, gestures, start, target) + [(lambda: x.key("Escape"), cancelled)]
    try:
        stalled = _play(qtbot, steps + [(lambda: x.button(1, False), None)])
    finally:
        x.button(1, False), x.close()
    qtbot.wait(100)
    assert stalled == [] and driver.state.to_dict() == before


@pytest.mark.gl
def test_a_worker_picked_up_on_the_tower_in_a_real_drag_moves_where_it_is_dropped(
    qtbot, settings, monkeypatch
):
    x = _xtest(monkeypatch)
    driver, _, _, _ = _card_over_its_place(qtbot, settings)
    driver.play({"type": "send", "to": "F2"})
    for _ in range(12):  # play on until a worker of the seat to act can step onto a card in sight
        legal = driver.state.legal_actions()
        moves = [a for a in legal if a["type"] == "move" and driver.usable(a)]
        if moves:
            break
        others = [a for a in legal if a["type"] in ("build", "send") and driver.usable(a)]
        driver.play((others or [{"type": "pass"}])[0])
    assert moves, "no move in sight"
    move, log = moves[0], len(driver.window.session.match.log)
    view = driver.view
    start = view.mapToGlobal(QPoint(*(round(c) for c in driver.worker_xy(move["worker"]))))
    end = view.mapToGlobal(QPoint(*(round(c) for c in driver.screen_of_card(move["to"]))))

    def lit():
        """the worker's floors lit"""
        return move["to"] in driver.table.lit

    def moved():
        """the move dispatched"""
        return len(driver.window.session.match.log) > log

    steps = [(lambda: x.move(start), None), (lambda: x.button(1, True), None)]
    steps += [(lambda k=k: x.move(start + (end - start) * (k / 6)), None) for k in range(1, 7)]
    steps += [(lambda: x.move(end), lit), (lambda: x.button(1, False), moved)]
    try:
        stalled = _play(qtbot, steps)
    finally:
        x.key("Escape"), x.button(1, False), x.close()
    assert stalled == []
    assert driver.window.session.match.log[log] == move
    assert driver.table.lit == frozenset()
