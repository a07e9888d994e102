"""The installed Rolling Heights table: overlays, hand, side-bar tabs, animator and 3D gestures.

The 3D table is the window. On it: the turn bar (bottom-right), the camera
views (top-right), the choices prompt (top, only while the game asks), a hint
strip saying what can be done now and how (:mod:`.hints`) and the viewing
seat's hand along the bottom edge. The side bar gets two tabs beside
the shell's log and moves: the markets as plan cards (the same tiles lie on the
3D table and may be picked up there) and the supply with the ads.
"""

from __future__ import annotations

import math

from PySide6.QtWidgets import QFrame, QHBoxLayout, QToolButton

from babelworks.cards import CardPainter
from babelworks.core import words as phrases
from babelworks.core.protocol import CHANCE, Action
from babelworks.i18n import shown, translate
from babelworks.scene import rolling_heights_layout as lay
from babelworks.scene.camera import CameraPose
from babelworks.scene.changes import PieceChanges
from babelworks.scene.pieces import Piece
from babelworks.ui.beacons import light_move
from babelworks.ui.replay.room import Motion
from babelworks.ui.rolling_heights import suggestion
from babelworks.ui.rolling_heights.choices import ChoicesPrompt
from babelworks.ui.rolling_heights.controls import BAR_STYLE, TurnControls
from babelworks.ui.rolling_heights.framing import PHASE_VIEWS, STRIP_PX, TOP_PX, Region, framed, region
from babelworks.ui.rolling_heights.gestures import table_gestures
from babelworks.ui.rolling_heights.hand import PlanHand
from babelworks.ui.rolling_heights.hints import idle_hint
from babelworks.ui.rolling_heights.lens import PieceLens
from babelworks.ui.rolling_heights.market_panel import market_view
from babelworks.ui.rolling_heights.roll_animation import FRAME_MS, RollAnimator
from babelworks.ui.rolling_heights.roll_drawing import RollDrawing
from babelworks.ui.rolling_heights.session_match import rh_match
from babelworks.ui.rolling_heights.supply_panel import supply_view
from babelworks.ui.table_api import BaseTable, TableContext
from babelworks.ui.tutorial_marks import TableMarks

#: The named views on the camera bar: each frames its region of the table above the hand
#: strip (:mod:`.framing`). "From above" (the whole table from overhead) is the View menu's.
#: A view's English name is its key (:meth:`RollingHeightsTable.look_at`, ``PHASE_VIEWS``).
VIEWS = (
    phrases.translate("Rolling Heights cameras", "Whole map"),
    phrases.translate("Rolling Heights cameras", "Markets"),
    phrases.translate("Rolling Heights cameras", "My area"),
    phrases.translate("Rolling Heights cameras", "Rolling box"),
)
ABOVE = CameraPose((0.0, -2.0, 0.0), 100.0, 90.0, -90.0)
#: each view's short label on the camera bar (its full name is the tooltip)
SHORT = dict(
    zip(
        VIEWS,
        (
            phrases.translate("Rolling Heights cameras", "Map"),
            phrases.translate("Rolling Heights cameras", "Market"),
            phrases.translate("Rolling Heights cameras", "Mine"),
            phrases.translate("Rolling Heights cameras", "Box"),
        ),
    )
)
PLAN_VIEW = (40.0, 60.0, -90.0)  # distance, elevation, azimuth when a hand plan is clicked
LIT_MARGIN_CM = 6.0  # around the pieces a tutorial step lights, when the camera must find them


def _news(piece: Piece) -> bool:
    """A piece whose change says what a move did: a cube on a map space (``rh/cube/<space>/..``,
    not a supply's ``rh/cube/<resource>/..``), a plan (not one sliding along its market as
    the market fills up, nor the Wild Tokens riding on market plans), a tile, a marker, a
    seat's Wild Token (not the cubes in a seat's hand nor a plan held before it is placed:
    those placed on the map are the news)."""
    riding = piece.id.startswith("rh/plan/") and "/wild/" in piece.id
    if riding or {"market", "hand", "held"} & piece.extras.keys():
        return False
    kind, _, rest = piece.id.removeprefix("rh/").partition("/")
    if kind == "cube":
        return rest.split("/", 1)[0].isdigit()
    if kind == "wild":
        return not rest.startswith("supply/")
    return kind in ("plan", "tile", "marker")


class RollingHeightsTable(BaseTable):
    """The Rolling Heights overlays, hand, gestures and roll animation; :meth:`remove` takes them away."""

    def __init__(self, context: TableContext) -> None:
        super().__init__(context)
        faces = CardPainter()
        self.animator = RollAnimator(context)
        self.controls = context.add_overlay(TurnControls(context, self.animator), "bottom-right")
        self.cameras = context.add_overlay(self._camera_bar(), "top-right")
        self.prompt = context.add_overlay(ChoicesPrompt(context), "top")
        self.choices = self.prompt.view
        self.drops, self.meeples, self.places, self.pickup, self.follow = table_gestures(context, faces)
        self.hand = PlanHand(context, faces, self.look_at_space, self.drops.play_gesture)
        self.lens = PieceLens(context, faces)
        self.markets = market_view(context)
        self.supply = supply_view(context)
        # Phrases: the dock's object name keeps the English, its title is shown translated
        context.add_side_panel(phrases.translate("Rolling Heights table", "Supply"), self.supply)
        market = phrases.translate("Rolling Heights table", "Market")
        context.add_side_panel(market, self.markets)  # in front: the plans to buy
        self.animator.running_changed.connect(self._watch_box)
        self._camera_before_roll = None
        self._roller: int | None = None  # whose roll the camera looks at
        self.marks: TableMarks | None = None
        self._handing_off = False
        self._drawing: tuple[Motion, RollDrawing] | None = None  # the replay's tumble being drawn
        self._framed_turn: tuple | None = None  # (seat, turns played) of the steps framed
        self._framed_steps: set[str] = set()
        context.connect(context.viewing_seat_changed, self._handed_to)
        context.connect(context.session.match_started, self._forget_framing)
        context.connect(context.session.state_changed, self.frame_phase)
        for changed in (context.session.state_changed, context.viewing_seat_changed):
            context.connect(changed, self.show_hint)
        self.animator.running_changed.connect(self.show_hint)
        self.show_hint()

    def show_hint(self, *_) -> None:
        """The hint strip: what the viewing player can do now (nothing while meeples tumble)."""
        match = rh_match(self.context.session)
        state = None if match is None or self.animator.running else match.state
        self.context.hint(idle_hint(state, self.context.viewing_seat))

    def turn_seat(self, state=None) -> int | None:
        """Whose turn it is in ``state`` (default: the match's): while a roll is awaited, the
        seat whose box it is (the roll is that player's first action, so the hot-seat hand-off
        comes before it)."""
        state = self.position(state)
        if state is None:
            return None
        return state.current if state.current_player == CHANCE else state.current_player

    def _handed_to(self, seat: int) -> None:
        """After a hand-off (the curtain showed nobody's table) the camera frames what the new
        player's moment needs (their box to roll, their area...)."""
        if seat < 0:
            self._handing_off = True
        elif self._handing_off:
            self._handing_off = False
            self._framed_steps = set()
            self.frame_phase()

    def _forget_framing(self) -> None:
        """A new or loaded game: its first step is framed afresh."""
        self._framed_turn, self._framed_steps = None, set()

    def frame_phase(self, *_) -> None:
        """When a step of the viewing player's own turn begins for the first time this turn,
        frame what it needs (:data:`~.framing.PHASE_VIEWS`); coming back to a step (Main
        after paying) or staying in it, the camera stays where the person put it."""
        match = rh_match(self.context.session)
        if match is None or self.context.read_only or self.animator.running:
            return
        state, seat = match.state, self.context.viewing_seat
        if seat is None or seat < 0 or self.turn_seat() != seat or state.is_over():
            return
        turn = (seat, state.turns())
        if turn != self._framed_turn:
            self._framed_turn, self._framed_steps = turn, set()
        if state.step in PHASE_VIEWS and state.step not in self._framed_steps:
            self._framed_steps.add(state.step)
            self.look_at(PHASE_VIEWS[state.step])

    def home_view(self) -> None:
        """What the step of the turn needs (:data:`~.framing.PHASE_VIEWS`; else the whole map)."""
        match = rh_match(self.context.session)
        whole = "Whole map"  # not shown: a view's key
        self.look_at(whole if match is None else PHASE_VIEWS.get(match.state.step, whole))

    def marked_changes(self, changes: PieceChanges) -> frozenset[str]:
        """What a move did: plans placed and taken, cubes on the map, markers, Wild Tokens
        taken (not the supply's piles, nor the meeples tumbling in their box)."""
        return changes.where(_news)

    def play_chance(self) -> bool:
        """Throw the awaited roll as the Roll button does (a computer player's turn)."""
        return not self.animator.running and self.animator.start()

    def show_suggestion(self, action: Action | None) -> None:
        """Gold beacons over the pieces the suggested ``action`` concerns (None: put them out)."""
        light_move(self.context, action, suggestion.piece_ids)
        state = self.context.session.match.state
        self.hand.strip.light([] if action is None else suggestion.hand_keys(state, action))

    def suggestion_gains(self, action: Action) -> str:
        """What the suggested ``action`` gains at once, from the engine's preview."""
        return suggestion.gains(self.context.session.match.state, action)

    def show_motion(self, motion: Motion, frame: int) -> None:
        """Draw frame ``frame`` of a roll the replay threw again (its tumble in the box)."""
        if self._drawing is None or self._drawing[0] is not motion:
            self._drawing = (motion, RollDrawing(self.context, motion.record))
        self._drawing[1](motion.frames[frame])

    def pace(self, factor: float) -> None:
        """Play rolls ``factor`` times as fast as real time (inf: at once)."""
        if math.isinf(factor):
            self.animator.frames_per_tick = 1_000_000
            return
        self.animator.frames_per_tick = max(1, round(factor))
        self.animator.timer.setInterval(round(FRAME_MS * self.animator.frames_per_tick / factor))

    def _camera_bar(self) -> QFrame:
        """The four named views as a slim bar of short buttons (full names in tooltips)."""
        bar = QFrame()
        bar.setObjectName("rhCameras")
        bar.setStyleSheet(BAR_STYLE.format(name="rhCameras"))
        row = QHBoxLayout(bar)
        row.setContentsMargins(4, 4, 4, 4)
        row.setSpacing(4)
        for name in VIEWS:
            button = QToolButton()
            button.setText(shown(SHORT[name]))
            button.setObjectName("rhCamera" + name.replace(" ", ""))
            button.setToolTip(translate("Rolling Heights cameras", "Camera: {view}").format(view=name))
            button.clicked.connect(lambda _=False, n=name: self.look_at(n))
            row.addWidget(button)
        return bar

    def look_at(self, name: str, seat: int | None = None) -> None:
        """Move the camera to a named view (:data:`VIEWS`), framed clear of the panels
        (``seat``'s area or box when given: a computer's roll is seen in its own box)."""
        view, match = self.context.view, rh_match(self.context.session)
        if name == "From above" or match is None:
            view.set_camera(ABOVE)
            return
        if seat is None:
            seat = self.context.viewing_seat
            seat = match.state.current if seat is None or seat < 0 else seat
        view.set_camera(framed(view, region(name, seat, match.state.players), self._free_bottom()))

    def _free_bottom(self) -> float:
        """The lowest row of the view no panel covers: the top of the hand strip and of the turn
        bar (at 1024 px it spans most of the view's width)."""
        strip, view = self.hand.strip, self.context.view
        if strip.isVisible() and 0 < strip.y() < view.height():
            bottom = float(strip.y())
        else:
            bottom = float(view.height() - (STRIP_PX if strip.isVisible() else 0))
        if self.controls.isVisible() and 0 < self.controls.y() < bottom:
            bottom = float(self.controls.y())
        return bottom - 6

    def look_at_space(self, space: int) -> None:
        """Move the camera close over map ``space`` (a plan clicked in the hand)."""
        x, y = lay.space_centre(space)
        self.context.view.set_camera(CameraPose((x, y, 0.0), *PLAN_VIEW))

    def _watch_box(self, running: bool) -> None:
        """Roll in view: the camera looks into the roller's box (a computer's too) while the
        meeples tumble, then goes back to where it was; after another seat's roll, to the map,
        where that seat's turn goes on."""
        view = self.context.view
        if running:
            self._camera_before_roll = view.camera_pose()
            self._roller = self.turn_seat()
            self.look_at("Rolling box", self._roller)  # not shown: a view's key
        elif self._camera_before_roll is not None:
            pose, self._camera_before_roll = self._camera_before_roll, None
            if self._roller is not None and self._roller != self.context.viewing_seat:
                self.look_at("Whole map")  # not shown: a view's key; another's turn goes on there
            else:
                view.set_camera(pose)

    def light_targets(self, targets: list[str]) -> list[str]:
        """A tutorial step's targets: rings on the table's pieces, frames on panels and buttons."""
        if self.marks is None:
            self.marks = TableMarks(self.context)  # made only when a tutorial teaches
        missing = self.marks.light(targets)
        if not self._in_sight(self.marks.rings()):  # (the camera was on the box, say)
            self._frame_lit(self.marks.lit_positions())
        return missing

    def _frame_lit(self, spots: list[tuple[float, float, float]]) -> None:
        """Frame every lit piece, clear of the panels, from the angle of the table's other views."""
        xs, ys = [spot[0] for spot in spots], [spot[1] for spot in spots]
        area = Region(
            (min(xs) - LIT_MARGIN_CM, max(xs) + LIT_MARGIN_CM),
            (min(ys) - LIT_MARGIN_CM, max(ys) + LIT_MARGIN_CM),
            62.0,
        )
        self.context.view.set_camera(framed(self.context.view, area, self._free_bottom()))

    def _in_sight(self, points: list[tuple[float, float]]) -> bool:
        """True when every point lies in the part of the view no panel covers."""
        view, bottom = self.context.view, self._free_bottom()
        return all(0 <= x <= view.width() and TOP_PX <= y <= bottom for x, y in points)

    def tear_down(self) -> None:
        """Stop any roll being shown; close the meeple and Wild Token menus."""
        self.animator.cancel()
        self.meeples.close_menu()
        self.follow.close_menu()
        self.hand.close_menu()
        self.lens.remove()
