"""Skyscrapers gestures on the 3D view: build by dropping a card, move and send workers, turn the site.

* A card dragged from the hand strip shows a ghost snapped to the nearest
  legal placement for the chosen builder, with the points it would score in
  the status bar; the wheel, O (or Tab) and Shift cycle its orientations there
  (:class:`~babelworks.ui.skyscrapers.drag_keys.DragKeys`), and an orange mark on the ghost's printed top-left
  corner shows which way it faces. Far from every legal place the ghost turns
  red and the status bar says why. Drop builds.
* A worker is dragged like any piece: picked up on the tower (or in the crew
  by the site) by :class:`~babelworks.ui.pickup.PiecePickup`, or from the hand
  strip's crew; the cards it may go to light up; dropped on one, a tower worker
  moves there and a crew worker is sent there.
* Dragging the round part's rim, or the [ and ] keys, turns the site.
* Ctrl+drag anywhere in the view bumps the table
  (:class:`~babelworks.ui.skyscrapers.bump_gesture.TableBump`).

The hint strip says what the thing in hand does (:mod:`babelworks.ui.skyscrapers.hints`).
How a card or worker is dropped is the hand's tremor
(:func:`babelworks.physics.skyscrapers_verdict.hand_tremor`): the pointer's
speed over the drag's last :data:`HAND_WINDOW_S` or more (measured on the board plane,
in the site's own axes) and how long it held still before letting go. The
tremor is left in :attr:`ViewGestures.hand` for the verdict of that action.
"""

from __future__ import annotations

import time
from dataclasses import replace

import numpy as np
from PySide6.QtCore import QEvent, QObject, Qt

from babelworks.core.errors import IllegalAction
from babelworks.games.skyscrapers import describe, views
from babelworks.games.skyscrapers.geometry import CardPose
from babelworks.i18n import said, shown, translate
from babelworks.physics.skyscrapers_verdict import hand_tremor
from babelworks.scene.skyscrapers import Turn, card_pieces
from babelworks.scene.skyscrapers_ghost import Placement, orientation_mark, place_marks, placements
from babelworks.ui.skyscrapers import hints
from babelworks.ui.skyscrapers.bump_gesture import TableBump
from babelworks.ui.skyscrapers.drag_keys import DragKeys
from babelworks.ui.table_api import DragPayload

SNAP_PX = 90.0  # a ghost farther than this from every legal place is shown as refused
TURN_STEP_DEG = 15.0
RIM_DEG_PER_PX = 0.5
LEGAL_TINT, REFUSED_TINT = (0.10, 0.45, 1.00, 1.0), (0.95, 0.15, 0.10, 1.0)
#: The drag's last moments (s) whose speed is the hand's; a pointer within STILL_PX is still.
HAND_WINDOW_S, STILL_PX = 0.15, 3.0
_TURN_KEYS = {Qt.Key.Key_BracketLeft: -TURN_STEP_DEG, Qt.Key.Key_BracketRight: TURN_STEP_DEG}


def dragged_piece(event) -> dict | None:
    """What a drag carries from the hand or the table (``{"card": ...}``, ``{"worker": ...}``), or None."""
    payload = DragPayload.from_mime(event.mimeData())
    return None if payload is None else payload.piece


class ViewGestures(QObject):
    """An event filter on the table view turning Skyscrapers gestures into actions."""

    def __init__(self, table) -> None:
        super().__init__(table)
        self.table, self.view = table, table.view
        self.card: str | None = None  # the card being dragged from the hand
        self.place: tuple | None = None
        self.orientation = 0
        self.chosen: Placement | None = None  # the placement the ghost shows, or None (refused)
        self.reason = ""  # why the ghost is refused, in words
        self.worker: str | None = None  # the worker being dragged
        self.rim_x: float | None = None
        self.clock = time.monotonic
        self.trail: list[tuple[float, float, float]] = []  # (time, x, y) of the drag so far
        self.hand: tuple[int, list[float]] | None = None  # (log length of its check, tremor)
        self.bump = TableBump(self)
        self.keys = DragKeys(self)
        table.context.watch_view(self)

    def eventFilter(self, watched, event) -> bool:  # noqa: N802 (Qt API)
        """Route drag, mouse and key events to the gesture they belong to."""
        handler = _HANDLERS.get(event.type())
        return bool(handler(self, event)) if handler else False

    # -- a card or a worker dragged onto the view ------------------------------------
    def _drag_enter(self, event) -> bool:
        data = dragged_piece(event)
        if data is None:
            return False
        self.card, self.place, self.orientation = data.get("card"), None, 0
        self.trail = [(self.clock(), event.position().x(), event.position().y())]
        if self.card is not None:
            self.keys.start()
            places = self._placements()
            self.table.context.hint(hints.card_hint(self.card, len(places), self.names()))
        elif "worker" in data:
            self._light_targets(data["worker"])
        event.acceptProposedAction()
        return True

    def _drag_move(self, event) -> bool:
        data = dragged_piece(event)
        if data is None:
            return False
        position = event.position()
        self.trail.append((self.clock(), position.x(), position.y()))
        if "card" in data:
            self.card = data["card"]
            self.show_ghost(position.x(), position.y())
        event.acceptProposedAction()
        return True

    def _drag_leave(self, event) -> bool:
        self.end_drag()
        return False

    def _drop(self, event) -> bool:
        data = dragged_piece(event)
        if data is None:
            return False
        position = event.position()
        self._let_go(position.x(), position.y())
        if "card" in data:
            self.card = data["card"]
            self.show_ghost(position.x(), position.y())
            chosen, reason = self.chosen, self.reason
            self.end_drag()
            self._build(chosen, reason)
        elif "worker" in data:
            self.end_drag()
            self._send_or_move(data["worker"], position.x(), position.y())
        event.acceptProposedAction()
        return True

    def end_drag(self) -> None:
        """The drag left, was dropped or cancelled: no ghost, nothing lit, the keys let go."""
        self.keys.stop()
        shown = bool(self.table.ghost or self.table.lit)
        self.card, self.place, self.chosen, self.worker = None, None, None, None
        self.table.ghost, self.table.lit = [], frozenset()
        if shown:
            self.table.show_table()
        self.table.show_idle_hint()

    def _placements(self) -> dict:
        """The dragged card's legal places; while a tutorial teaches a build, only its own
        (a lesson narrows the choice to the move it teaches; the engine still decides)."""
        if not self._awaiting() or self.card is None:
            return {}
        found = placements(self.table.state(), self.card, self.table.builder)
        coach = self.table.session.coach
        if coach is None:
            return found
        taught = {at: [p for p in group if coach.allows(p.action)] for at, group in found.items()}
        return {at: group for at, group in taught.items() if group} or found

    def _awaiting(self) -> bool:
        state = self.table.state()
        return state is not None and state.current_player is not None and state.current_player >= 0

    def _light_targets(self, worker: str) -> None:
        """Light the cards ``worker`` may go to now (the engine's legal moves or sends)."""
        state = self.table.state()
        place = views.worker_place(state, worker)
        own = self._awaiting() and state.seat_of(worker) == views.seat_to_act(state)
        kind = "send" if place is not None and place["where"] == "crew" else "move"
        targets = [
            a["to"]
            for a in (state.legal_actions() if own else [])
            if a["type"] == kind and a.get("worker", worker) == worker
        ]
        self.worker, self.table.lit = worker, frozenset(targets)
        self.table.context.hint(hints.worker_hint(worker, targets, kind == "send", self.names()))
        self.table.show_table()

    def _let_go(self, x: float, y: float) -> None:
        """Turn the drag's last moments into the hand's tremor for the coming verdict."""
        velocity, still_s = self.drag_velocity(self.trail, x, y)
        self.expect(hand_tremor(velocity, still_s))
        self.trail = []

    def drag_velocity(self, trail: list, x: float, y: float) -> tuple[tuple[float, float], float]:
        """A drag's velocity on the board (site axes, cm/s) over its last moments, ending at (x, y),
        and how long it held still before (x, y) (s)."""
        now = self.clock()
        trail = trail + [(now, x, y)]
        moving = [t for t, px, py in trail if abs(px - x) + abs(py - y) > STILL_PX]
        still_s = now - max(moving) if moving else now - trail[0][0]
        # From the last point at least HAND_WINDOW_S old: a slow machine's sparse events still count.
        older = [p for p in trail if now - p[0] >= HAND_WINDOW_S]
        start = older[-1] if older else trail[0]
        seconds = max(now - start[0], 1e-3)
        ends = [self._ground_point(start[1], start[2]), self._ground_point(x, y)]
        if ends[0] is None or ends[1] is None:
            return (0.0, 0.0), still_s
        shift = Turn(self.table.site_turn).matrix.T @ (np.asarray(ends[1]) - np.asarray(ends[0]))
        return (shift[0] / seconds, shift[1] / seconds), still_s

    def expect(self, tremor: list[float]) -> None:
        """Keep ``tremor`` for the verdict of the action about to be dispatched."""
        match = self.table.session.match
        self.hand = (len(match.log) + 1, tremor) if match is not None else None

    def take_hand(self, log_length: int) -> list[float] | None:
        """The tremor of the drop whose verdict is awaited at ``log_length``, once."""
        hand, self.hand = self.hand, None
        return hand[1] if hand is not None and hand[0] == log_length else None

    def _build(self, chosen, reason: str) -> None:
        if chosen is None:
            self.table.context.refuse(
                shown(reason) or translate("Skyscrapers table", "The card cannot go there.")
            )
            return
        self.table.session.dispatch(chosen.action)

    def _send_or_move(self, worker: str, x: float, y: float) -> None:
        try:
            action = self.table.state().action_for({"worker": worker, "to": self.card_at(x, y)})
        except IllegalAction as refusal:
            self.table.context.refuse(said(refusal))
            return
        self.table.session.dispatch(action)

    # -- the ghost --------------------------------------------------------------
    def show_ghost(self, x: float, y: float) -> None:
        """Snap the dragged card's ghost to the legal place nearest to (x, y) and show it."""
        state, turn = self.table.state(), Turn(self.table.site_turn)
        assert self.card is not None  # a card is being dragged
        groups = self._placements()
        place = self._nearest(groups, turn, x, y)
        if place != self.place:
            self.place, self.orientation = place, 0
        others = place_marks([centre for centre in groups if centre != place], turn)
        if place is None:
            self.chosen = None
            self._refused_ghost(state, turn, x, y, far=bool(groups), others=others)
            return
        group = groups[place]
        self.chosen = group[self.orientation % len(group)]
        card = state.content.cards[self.card]
        ghost = card_pieces(card, self.chosen.pose, turn, tint=LEGAL_TINT, prefix="ghost")
        self.table.ghost = ghost + [orientation_mark(self.chosen.pose, turn)] + others
        self.table.context.say(self._ghost_words(len(group)))
        self.table.show_table()

    def _ghost_words(self, orientations: int) -> str:
        """The chosen place in words: the card, its builder, why it holds, which orientation."""
        assert self.chosen is not None and self.card is not None  # a card is dragged to a chosen place
        card = shown(describe.card_words(self.card, self.names()))
        fields = {
            "card": card[0].upper() + card[1:],
            "worker": describe.worker_words(self.chosen.action["worker"]),
            "why": self.chosen.why,
        }
        if orientations > 1:
            return translate(
                "Skyscrapers table", "{card}, built by {worker}: {why} (orientation {number} of {count})"
            ).format(number=self.orientation % orientations + 1, count=orientations, **fields)
        return translate("Skyscrapers table", "{card}, built by {worker}: {why}").format(**fields)

    def names(self) -> list[str]:
        """The seats' names, as the words of cards and workers call their players."""
        return [seat.name for seat in self.table.session.match.setup.seats]

    def _nearest(self, groups: dict, turn: Turn, x: float, y: float):
        """The place whose middle shows nearest to (x, y), within SNAP_PX; None when none is."""
        if not groups:
            return None
        centres = list(groups)
        screen = self.screen_points([turn.point(c) for c in centres])
        distances = np.hypot(screen[:, 0] - x, screen[:, 1] - y)
        best = int(np.argmin(distances))
        return centres[best] if distances[best] < SNAP_PX else None

    def screen_points(self, points) -> np.ndarray:
        """Widget positions (N, 2) of world points, all in one matrix product."""
        view = self.view
        box = (0, 0, view.width(), view.height())
        mvp = np.array((view.projectionMatrix(box, box) * view.viewMatrix()).data()).reshape(4, 4).T
        clip = np.c_[np.asarray(points, dtype=float), np.ones(len(points))] @ mvp.T
        ndc = clip[:, :2] / clip[:, 3:4]
        return np.c_[(ndc[:, 0] + 1) / 2 * view.width(), (1 - ndc[:, 1]) / 2 * view.height()]

    def _refused_ghost(self, state, turn: Turn, x: float, y: float, far: bool, others: list) -> None:
        reason = state.why_not_there(self.card) if far else state.why_no_place(self.card, self.table.builder)
        point = self._ground_point(x, y)
        card = state.content.cards.get(self.card)
        self.table.ghost = others
        if card is not None and point is not None:
            ghost = card_pieces(
                card, CardPose((0, 0, 0), "+x", "+y"), Turn(0.0), tint=REFUSED_TINT, prefix="ghost"
            )
            shift = np.asarray(point) - ghost[0].position
            self.table.ghost = [_shifted(piece, shift) for piece in ghost] + others
        self.reason = reason
        self.table.context.say(shown(reason))
        self.table.show_table()

    def _ground_point(self, x: float, y: float):
        origin, direction = self.view.ray_at(x, y)
        if abs(direction[2]) < 1e-9 or -origin[2] / direction[2] < 0:
            return None
        return origin + direction * (-origin[2] / direction[2]) + (0.0, 0.0, 0.6)

    def cycle(self, steps: int) -> None:
        """Turn the ghost to the next (or previous) orientation at its place."""
        self.orientation += steps
        if self.card is not None and self.last_xy is not None:
            self.show_ghost(*self.last_xy)

    @property
    def last_xy(self):
        """Where the ghost's place projects on the view, if it has one."""
        if self.chosen is None:
            return None
        return self.view.project(Turn(self.table.site_turn).point(self.place))

    # -- workers and the site in the view ----------------------------------------------
    def card_at(self, x: float, y: float) -> str | None:
        """The card under a view position (girders, connectors and workers count as their card)."""
        piece_id = self.view.pick(x, y)
        pieces = {piece.id: piece for piece in self.view.pieces()}
        piece = pieces.get(piece_id)
        if piece is None or piece_id.startswith("ghost/"):
            return None
        return piece.extras.get("card")

    def _press(self, event) -> bool:
        if event.button() != Qt.MouseButton.LeftButton:
            return False
        if self.bump.press(event):
            return True
        x, y = event.position().x(), event.position().y()
        piece = {p.id: p for p in self.view.pieces()}.get(self.view.pick(x, y))
        if piece is not None and piece.extras.get("site_rim"):
            self.rim_x = x
            return True
        return False  # a worker may be picked up (PiecePickup); elsewhere the camera orbits

    def _mouse_move(self, event) -> bool:
        if self.bump.move(event):
            return True
        if self.rim_x is not None:
            x = event.position().x()
            self.turn_site((x - self.rim_x) * RIM_DEG_PER_PX)
            self.rim_x = x
            return True
        return False

    def _release(self, event) -> bool:
        if self.bump.release(event):
            return True
        if self.rim_x is not None:
            self.rim_x = None
            return True
        return False

    def turn_site(self, degrees: float) -> None:
        """Turn the site's round part (and the tower on it) by ``degrees``."""
        self.table.site_turn = (self.table.site_turn + degrees) % 360.0
        self.table.show_table()

    def _key(self, event) -> bool:
        if event.key() in _TURN_KEYS:
            self.turn_site(_TURN_KEYS[event.key()])
            return True
        return False


def _shifted(piece, shift):
    return replace(piece, position=tuple(float(a + b) for a, b in zip(piece.position, shift)))


_HANDLERS = {
    QEvent.Type.DragEnter: ViewGestures._drag_enter,
    QEvent.Type.DragMove: ViewGestures._drag_move,
    QEvent.Type.DragLeave: ViewGestures._drag_leave,
    QEvent.Type.Drop: ViewGestures._drop,
    QEvent.Type.MouseButtonPress: ViewGestures._press,
    QEvent.Type.MouseMove: ViewGestures._mouse_move,
    QEvent.Type.MouseButtonRelease: ViewGestures._release,
    QEvent.Type.KeyPress: ViewGestures._key,
}
