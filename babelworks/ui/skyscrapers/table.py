"""The Skyscrapers table: the 3D scene and its gestures, the hand strip, the turn bar, hints.

The viewing seat's cards and crew lie in a :class:`~babelworks.ui.hand.HandStrip`
along the view's bottom edge (:mod:`babelworks.ui.skyscrapers.hand`); its
workers on the tower are picked up in 3D (:class:`~babelworks.ui.pickup.PiecePickup`);
clicking one of them (on the tower or in the strip) makes it the builder. The
actions left and End turn are a small bar in the view's bottom-right corner;
the hint strip at the top says what to do now or what the thing in hand does.
Each player's cards left, and the ending floor by floor, are under the turn's
words (the 3D table shows the rest: workers on the site, in the crew, lost).

After every build or move the game awaits its physics verdict; the table's
:class:`~babelworks.ui.skyscrapers.verdict_player.VerdictPlayer` shows it.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, Qt, QThreadPool, QTimer
from PySide6.QtGui import QPixmap

from babelworks.core.protocol import CHANCE, Action
from babelworks.games.skyscrapers import views
from babelworks.i18n import translate
from babelworks.scene.camera import CameraPose
from babelworks.scene.changes import PieceChanges
from babelworks.scene.skyscrapers import Turn, table_pieces
from babelworks.scene.skyscrapers_motion import moved_pieces
from babelworks.ui.hand import HandStrip
from babelworks.ui.pickup import PiecePickup
from babelworks.ui.replay.room import Motion
from babelworks.ui.skyscrapers import suggestion
from babelworks.ui.skyscrapers.controls import TurnBar
from babelworks.ui.skyscrapers.gestures import ViewGestures
from babelworks.ui.skyscrapers.hand import hand_items, seat_colour, worker_image
from babelworks.ui.skyscrapers.hints import idle_hint
from babelworks.ui.skyscrapers.verdict_player import VerdictPlayer
from babelworks.ui.table_api import BaseTable, DragPayload, TableContext
from babelworks.ui.tutorial_marks import TableMarks

TABLE_VIEW = CameraPose((0.0, 0.0, 0.0), 62.0, 32.0, -70.0)  # the site, a little from the side
PICKED_WORKER_PX = 44  # a worker picked up in 3D, on the cursor


class SkyscrapersTable(BaseTable):
    """Everything Skyscrapers adds to the window; :meth:`remove` takes it away."""

    draws_scene = True  # show_table redraws the whole scene (site turn, ghost, frames) itself

    def __init__(self, context: TableContext) -> None:
        super().__init__(context)
        self.session, self.view = context.session, context.view
        self.site_turn = 0.0
        self.builder: str | None = None
        self.lit: frozenset[str] = frozenset()
        self.ghost: list = []
        self.suggested: Action | None = None  # the move Help > Suggest a move lit
        self.last_frame: dict | None = None
        self._still: tuple | None = None
        self.player = VerdictPlayer(self)
        self.marks: TableMarks | None = None  # a tutorial's lit targets
        self._hand_strip()
        self.turn = TurnBar(context)
        self.turn_label, self.end_turn, self.turn_bar = self.turn.label, self.turn.end_turn, self.turn.bar
        self.pickup = PiecePickup(context, self._pickup_source, self._pickup_image)
        self.gestures = ViewGestures(self)  # after the pickup: its filter sees presses first
        context.connect(self.view.piece_clicked, self._clicked_piece)
        context.connect(self.session.state_changed, self._on_state)
        context.connect(context.viewing_seat_changed, self.refresh_panels)
        self.view.set_camera(TABLE_VIEW)
        self._on_state()

    def home_view(self) -> None:
        """The view a game starts with: the whole building site."""
        self.view.set_camera(TABLE_VIEW)

    # -- hand and turn bar ------------------------------------------------------------
    def _hand_strip(self) -> None:
        self.strip = HandStrip(translate("Skyscrapers table", "Your cards and crew"))
        self.strip.clicked.connect(self._clicked_item)
        self.context.set_hand(self.strip)

    def _clicked_item(self, key: str, _where: QPointF) -> None:
        if key.startswith("worker:"):
            self.choose_builder(key.split(":", 1)[1])

    def _clicked_piece(self, piece_id: str) -> None:
        if piece_id.startswith("sky/worker/"):
            self.choose_builder(piece_id.rsplit("/", 1)[1])

    def choose_builder(self, worker: str) -> None:
        """Make ``worker`` (the viewing seat's, on the site) the builder of the cards dragged next."""
        state, seat = self.state(), self.context.viewing_seat
        if state is None or seat is None or state.seat_of(worker) != seat:
            return
        if views.place_of(state, worker)["where"] != "site":
            self.context.say(
                translate(
                    "Skyscrapers table",
                    "Only a worker on the site can build: drag it onto a foundation card first.",
                )
            )
            return
        self.builder = worker
        self.refresh_panels()

    def _pickup_source(self, piece) -> DragPayload | None:
        """A worker of the viewing seat, on its turn: picked up to move (or send, from the crew)."""
        worker, state = piece.extras.get("worker"), self.state()
        seat = self.context.viewing_seat
        if worker is None or state is None or seat is None or state.current_player != seat:
            return None
        if state.seat_of(worker) != seat or views.place_of(state, worker)["where"] not in ("crew", "site"):
            return None
        return DragPayload(piece={"worker": worker})

    def _pickup_image(self, piece) -> QPixmap:
        worker = piece.extras["worker"]
        seat = self.state().seat_of(worker)
        image = worker_image(seat_colour(self.session.match.setup.seats, seat), int(worker.rsplit("-", 1)[1]))
        return QPixmap.fromImage(image).scaledToHeight(
            PICKED_WORKER_PX, Qt.TransformationMode.SmoothTransformation
        )

    def refresh_panels(self, *_) -> None:
        """Re-read the hand strip, the turn bar and the hint for the viewing seat."""
        state = self.state()
        if state is None:
            return
        seats = self.session.match.setup.seats
        self.strip.set_items(hand_items(state, self.context.viewing_seat, seats, self.builder))
        self.turn.show(state, seats, self.builder)
        if not self.ghost and not self.lit:
            self.show_idle_hint()

    def show_idle_hint(self) -> None:
        """The hint for nothing in hand: what the viewing player can do now."""
        state = self.state()
        viewing = state is not None and self.context.viewing_seat == state.current_player
        self.context.hint(idle_hint(state, viewing))

    # -- the scene ----------------------------------------------------------------
    def state(self):
        """The match's state, or None without a match."""
        match = self.session.match
        return None if match is None else match.state

    def show_table(self, frame: dict | None = None) -> None:
        """Draw the state with the site's turn, lit floors, the ghost and a recorded frame."""
        state = self.state()
        if state is None:
            return
        turn = Turn(self.site_turn)
        pieces = self._still_pieces(state)
        frame = frame or (self.last_frame if state.end_reason() == "collapse" else None)
        if frame:
            pieces = moved_pieces(pieces, frame, turn)
        self.view.set_pieces(pieces + self.ghost + self._suggestion_pieces(state, pieces, turn))

    def _suggestion_pieces(self, state, pieces: list, turn: Turn) -> list:
        action = self.suggested
        if action is None:
            return []
        return suggestion.suggestion_pieces(state, action, pieces, turn, self.session.describe(action))

    def _still_pieces(self, state) -> list:
        """The state's own pieces, kept while nothing they depend on changes (animation frames)."""
        key = (len(self.session.match.log), self.site_turn, self.lit, self.session.undo_stack.index())
        if self._still is None or self._still[0] != key:
            self._still = (key, table_pieces(state, self.session.match.setup.seats, self.site_turn, self.lit))
        return self._still[1]

    def _on_state(self) -> None:
        state = self.state()
        self.suggested = None  # a suggestion is for the position it was asked at
        self._still = None
        if state is None:
            return
        place = views.worker_place(state, self.builder) if self.builder else None
        if self.builder and (place is None or place["where"] != "site"):
            self.builder = None
        self.refresh_panels()
        if not self.player.active:
            self.show_table()
        if state.current_player == CHANCE:
            # After the dispatch that asked for the check has returned.
            QTimer.singleShot(0, self.player, self.player.show_check)  # not after remove()

    def marked_changes(self, changes: PieceChanges) -> frozenset[str]:
        """What a move did: a card built (its girders stand on it) and a worker moved or
        sent (not the score markers)."""
        return changes.among(("sky/card/", "sky/worker/"))

    def show_suggestion(self, action: Action | None) -> None:
        """Gold beacons over the worker and card the suggested ``action`` concerns and a gold
        ghost of a suggested build (None: put them out); kept as the site turns, gone at the
        next change of the state."""
        self.suggested = action
        self.strip.light([] if action is None else suggestion.hand_keys(self.state(), action))
        self.show_table()

    def suggestion_gains(self, action: Action) -> str:
        """What the suggested ``action`` gains at once, from the engine's preview."""
        return suggestion.gains(self.context.session.match.state, action)

    def quiet(self) -> None:
        """Stop a verdict this table began deciding (the replay shows the recorded one)."""
        if self.player.active:
            self.player.stop()

    def show_motion(self, motion: Motion, frame: int) -> None:
        """Draw frame ``frame`` of a verdict the replay regenerated."""
        self.show_table(motion.frames[frame])

    def pace(self, factor: float) -> None:
        """Play verdicts ``factor`` times as fast as real time (inf: straight to the outcome)."""
        self.player.pace(factor)

    def play_chance(self) -> bool:
        """The awaited check runs by itself after the drop: make sure it is being shown."""
        self.player.show_check()
        return True

    def light_targets(self, targets: list[str]) -> list[str]:
        """A tutorial step's targets: rings on the table's pieces, frames on panels and buttons."""
        if self.marks is None:
            self.marks = TableMarks(self.context)  # made only when a tutorial teaches
        return self.marks.light(targets)

    def tear_down(self) -> None:
        """Stop the verdict's animation and wait for its recording thread."""
        self.player.stop()
        self.gestures.keys.stop()
        QThreadPool.globalInstance().waitForDone()  # no recording outlives its table
