"""Playing Skyscrapers in the main window by gestures only (mouse, keys, drag-and-drop events).

A test-side player chooses an action among the legal ones; this driver turns it
into what a person does: click the builder's worker in the hand strip, press a
card in the strip and move (the drag starts with the strip's own payload;
``QDrag.exec`` would block, so :func:`picked_up` catches what ``start_drag`` is
given), bring it over the view, press O to turn the ghost, drop; press a worker
on the tower and move (the 3D pickup starts the drag), drop it over a card; drag
a crew worker from the strip onto a foundation card; click End turn and the
hand-off button; wait for the verdict's animation.
"""

from __future__ import annotations

from contextlib import contextmanager
from unittest import mock

from PySide6.QtCore import QPoint, Qt

from babelworks.core.match import Match, Setup, seat_defaults
from babelworks.core.protocol import CHANCE
from babelworks.games.skyscrapers.geometry import CardPose
from babelworks.registry import get_game
from babelworks.scene.skyscrapers import Turn, card_centre_cm
from babelworks.scene.skyscrapers_ghost import placements
from babelworks.session import Session
from tests.drag import drag_over, send_drag


def open_table(qtbot, settings, seed: int, frame_ms: int = 15, options: dict | None = None):
    """A shown main window playing a new 2-player Skyscrapers match."""
    from babelworks.ui.main_window import MainWindow

    window = MainWindow(Session(), settings)
    qtbot.addWidget(window)
    window.resize(1400, 900)
    window.show()
    qtbot.waitExposed(window)
    window.session.start(
        Match(get_game("skyscrapers"), Setup("skyscrapers", 2, seed, options or {}, seat_defaults(2)))
    )
    window.tables.table.player.frame_ms = frame_ms
    if window.tables.curtain.isVisible():  # the first person confirms it is them
        window.tables.curtain.button.click()
    qtbot.waitUntil(lambda: window.tables.table.strip.isVisible())
    return window


@contextmanager
def picked_up():
    """Catch the payloads drags start with (``QDrag.exec`` would block the test): a list."""
    caught = []
    with mock.patch("babelworks.ui.hand.start_drag", lambda source, payload, pixmap: caught.append(payload)):
        yield caught


def _point(xy) -> QPoint:
    return QPoint(round(xy[0]), round(xy[1]))


class Driver:
    """Carries out chosen actions as gestures on one window."""

    def __init__(self, qtbot, window) -> None:
        self.qtbot, self.window = qtbot, window
        self.table = window.tables.table
        self.view = window.view
        self.gestures = self.table.gestures
        self._places: dict = {}
        self.done: dict[str, int] = {}  # gestures made, by action type

    @property
    def state(self):
        """The match's state now."""
        return self.window.session.match.state

    def settle(self) -> None:
        """Wait for the verdict's animation and outcome; pass the hot-seat curtain."""
        self.qtbot.waitUntil(
            lambda: self.state.current_player != CHANCE and not self.table.player.active, timeout=30000
        )
        curtain = self.window.tables.curtain
        if curtain.isVisible():
            self.qtbot.mouseClick(curtain.button, Qt.MouseButton.LeftButton)

    # -- where things are on screen ---------------------------------------------------
    def screen_of_card(self, card: str):
        """Widget position of a built card's middle."""
        return self.view.project(
            Turn(self.table.site_turn).point(card_centre_cm(self.state.structure.poses[card]))
        )

    def _inside(self, xy) -> bool:
        """On the view and not under an overlay (the hand strip, the turn bar, the hint...)."""
        on_view = 2 <= xy[0] <= self.view.width() - 2 and 2 <= xy[1] <= self.view.height() - 2
        return on_view and self.view.childAt(_point(xy)) is None

    def card_reachable(self, card: str) -> bool:
        """True when the card's middle is on screen and picking there finds it."""
        xy = self.screen_of_card(card)
        return self._inside(xy) and self.gestures.card_at(*xy) == card

    def worker_xy(self, worker: str):
        """Widget position of a worker figure, if picking there finds it."""
        piece = next((p for p in self.view.pieces() if p.id == f"sky/worker/{worker}"), None)
        if piece is None:
            return None
        xy = self.view.project(piece.position)
        return xy if self._inside(xy) and self.view.pick(*xy) == piece.id else None

    def usable(self, action: dict) -> bool:
        """Can a person do this action with the mouse from the current camera?"""
        kind = action["type"]
        if kind == "send":
            return self.card_reachable(action["to"])
        if kind == "move":
            return self.worker_xy(action["worker"]) is not None and self.card_reachable(action["to"])
        if kind == "build":
            return self._build_xy(action) is not None
        return True

    def _build_xy(self, action: dict):
        turn = Turn(self.table.site_turn)
        centre = card_centre_cm(CardPose.from_dict(action))
        xy = self.view.project(turn.point(centre))
        if not self._inside(xy):
            return None
        groups = self.placements(action["card"], action["worker"])
        return xy if self.gestures._nearest(groups, turn, *xy) == centre else None

    def placements(self, card: str, worker: str) -> dict:
        """The ghost's places for a card and builder, kept until the state changes."""
        key = (len(self.window.session.match.log), self.table.site_turn, card, worker)
        if key not in self._places:
            self._places = {k: v for k, v in self._places.items() if k[0] == key[0]}
            self._places[key] = placements(self.state, card, worker)
        return self._places[key]

    # -- gestures -------------------------------------------------------------------
    def play(self, action: dict) -> None:
        """Do ``action`` by gestures, then wait for any verdict."""
        getattr(self, "_" + action["type"])(action)
        self.done[action["type"]] = self.done.get(action["type"], 0) + 1
        self.settle()

    def _pass(self, action: dict) -> None:
        self.qtbot.mouseClick(self.table.end_turn, Qt.MouseButton.LeftButton)

    # -- the hand strip -----------------------------------------------------------------
    def item_point(self, key: str) -> QPoint:
        """The middle of the visible part of hand item ``key`` (e.g. "card:B07", "worker:red-1")."""
        rect = self.table.strip.item_rect(key)
        assert not rect.isEmpty(), f"{key} is not in the hand strip"
        return rect.center()

    def click_item(self, key: str) -> None:
        """Click a hand item (a worker on the site: it becomes the builder)."""
        self.qtbot.mouseClick(self.table.strip, Qt.MouseButton.LeftButton, pos=self.item_point(key))

    def take_from_hand(self, key: str):
        """Press hand item ``key`` and move: the drag it starts, as the MIME data it carries."""
        strip, start = self.table.strip, self.item_point(key)
        with picked_up() as caught:
            self.qtbot.mousePress(strip, Qt.MouseButton.LeftButton, pos=start)
            self.qtbot.mouseMove(strip, start + QPoint(0, -30))
            self.qtbot.mouseRelease(strip, Qt.MouseButton.LeftButton, pos=start + QPoint(0, -30))
        assert len(caught) == 1, f"pressing and moving {key} started no drag"
        return caught[0].to_mime()

    def pick_up_in_view(self, xy):
        """Press the piece at ``xy`` in the view and move: the drag the 3D pickup starts (MIME), or None."""
        left, start = Qt.MouseButton.LeftButton, _point(xy)
        with picked_up() as caught:
            self.qtbot.mousePress(self.view, left, pos=start)
            self.qtbot.mouseMove(self.view, start + QPoint(12, -12))
            self.qtbot.mouseRelease(self.view, left, pos=start + QPoint(12, -12))
        return caught[0].to_mime() if caught else None

    def _drag_in(self, mime, xy, turns: int = 0) -> None:
        drag_over(self.view, xy, mime)
        for _ in range(turns):
            self.qtbot.keyClick(self.view, Qt.Key.Key_O)
        send_drag(self.view, "drop", xy, mime)

    def group_of(self, action: dict) -> list:
        """The build's orientations at its place, in the order the ghost cycles them."""
        return self.placements(action["card"], action["worker"])[card_centre_cm(CardPose.from_dict(action))]

    def _build(self, action: dict) -> None:
        self.click_item(f"worker:{action['worker']}")  # choose the builder
        assert self.table.builder == action["worker"]
        mime = self.take_from_hand(f"card:{action['card']}")
        turns = [p.action for p in self.group_of(action)].index(action)
        self._drag_in(mime, self._build_xy(action), turns)

    def _send(self, action: dict) -> None:
        worker = next(
            w
            for w, p in sorted(self.state.data["workers"].items())
            if p["where"] == "crew" and self.state.seat_of(w) == self.state.data["seat"]
        )
        mime = self.take_from_hand(f"worker:{worker}")
        self._drag_in(mime, self.screen_of_card(action["to"]))

    def _move(self, action: dict) -> None:
        mime = self.pick_up_in_view(self.worker_xy(action["worker"]))
        assert mime is not None, f"{action['worker']} could not be picked up"
        self._drag_in(mime, self.screen_of_card(action["to"]))
