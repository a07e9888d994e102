"""The installed Rise of Babel table: its docks, overlays, hand strip and 3D gestures (see the
package's docstring)."""

from __future__ import annotations

from babelworks.core.protocol import Action
from babelworks.i18n import shown, translate
from babelworks.scene.camera import CameraPose
from babelworks.scene.changes import PieceChanges
from babelworks.scene.rise_of_babel_player import AREA_CENTRES
from babelworks.ui.beacons import light_move
from babelworks.ui.rise_of_babel import suggestion
from babelworks.ui.rise_of_babel.boards import TAB_TITLE, boards_panel
from babelworks.ui.rise_of_babel.controls import TurnControls
from babelworks.ui.rise_of_babel.gestures import TableGestures
from babelworks.ui.rise_of_babel.hand import HandCards
from babelworks.ui.rise_of_babel.lens import Lens
from babelworks.ui.rise_of_babel.market import market_panel
from babelworks.ui.rise_of_babel.round_end import RoundEndShow
from babelworks.ui.table_api import BaseTable, TableContext
from babelworks.ui.tutorial_marks import TableMarks

TABLE_VIEW = CameraPose((0.0, -20.0, 0.0), 125.0, 55.0, -90.0)  # towers and the south areas
TOWERS_CENTRE = (0.0, 4.0)  # the towers' middle on the main board, cm
SEAT_VIEW_CM, SEAT_VIEW_ELEVATION = 116.0, 62.0  # the whole row of towers and a seat's board
SEAT_WEIGHT = 0.56  # the view's middle lies this far from the towers to the board's side
# The side-bar tabs' narrowest: the market's card faces readable. (Without it the side
# bar comes back from under the hot-seat curtain at its contents' smallest.)
SIDE_PANEL_PX = 250


class RiseOfBabelTable(BaseTable):
    """The installed Rise of Babel table.

    Attributes:
        hand: the viewing seat's cards (``.strip``, the :class:`~babelworks.ui.hand.HandStrip`).
        controls: the overlays for the turn (``.prompt``, ``.choices``, ``.buttons``, ``.zones``...).
        market: the Market tab (``.model``, ``.view``).
        boards: the "Tiles" tab (and discard pile) (``.tiles``, ``.tiles_view``, ``.discard``,
            ``.discard_view``).
        gestures: the 3D view's pick-up, drag, drop and click handling.
        round_end: the end-of-round pattern show.
    """

    def __init__(self, context: TableContext) -> None:
        super().__init__(context)
        self.market = market_panel(context)
        self.boards = boards_panel(context)
        # The tab added last is in front: the market.
        docks = []
        for title, panel in (
            (shown(TAB_TITLE), self.boards),
            (translate("Rise of Babel table", "Market"), self.market),
        ):
            panel.setMinimumWidth(SIDE_PANEL_PX)
            docks.append(context.add_side_panel(title, panel))
        context.view.set_camera(TABLE_VIEW)  # the towers and the near player areas
        context.connect(context.viewing_seat_changed, self.frame_seat)
        self.controls = TurnControls(context, docks[0].raise_)  # the Tiles tab holds the discard pile
        self.hand = HandCards(context)
        self.gestures = TableGestures(context)
        self.round_end = RoundEndShow(context, self.controls.pause)
        self.lens = Lens(context)
        self.marks: TableMarks | None = None  # a tutorial's lit targets
        self.frame_seat(context.viewing_seat)

    def frame_seat(self, seat: int | None) -> None:
        """Frame the viewing person's board and the towers (the whole table for a watcher),
        seen from that person's side of the table."""
        if seat is None or seat < 0 or seat >= len(AREA_CENTRES):
            return
        x, y = AREA_CENTRES[seat]
        tx, ty = TOWERS_CENTRE  # across, the towers stay in the middle: every tower is in sight
        centre = (tx + (x - tx) * SEAT_WEIGHT * 0.5, ty + (y - ty) * SEAT_WEIGHT, 0.0)
        azimuth = -90.0 if y < 0 else 90.0  # the south seats sit at the -y edge
        self.context.view.set_camera(CameraPose(centre, SEAT_VIEW_CM, SEAT_VIEW_ELEVATION, azimuth))

    def home_view(self) -> None:
        """The view a game starts with: the viewing seat's board and the towers."""
        seat = self.context.viewing_seat
        if seat is None or seat < 0 or seat >= len(AREA_CENTRES):
            self.context.view.set_camera(TABLE_VIEW)
        else:
            self.frame_seat(seat)

    def holding(self) -> bool:
        """True while a round's scoring is shown: computer players wait for Continue."""
        return self.round_end.bar.isVisible()

    def marked_changes(self, changes: PieceChanges) -> frozenset[str]:
        """What a move did: tiles placed or moved (not their printed marks), a camp or an
        elephant loaded, a board upgraded, a tablet taken (not the bags and the supply)."""
        moved = changes.among(("rb/tile/", "rb/camp/", "rb/elephant/", "rb/upgrade/", "rb/tablet/"))
        return frozenset(
            p for p in moved if not p.endswith("/mark") and ("/elephant/" not in p or p.endswith("/body"))
        )

    def show_suggestion(self, action: Action | None) -> None:
        """Gold beacons over the pieces the suggested ``action`` concerns (None: put them out)."""
        light_move(self.context, action, suggestion.piece_ids)
        state = self.context.session.match.state
        self.hand.strip.light([] if action is None else suggestion.hand_keys(state, action))

    def suggestion_gains(self, action: Action) -> str:
        """What the suggested ``action`` gains at once, from the engine's preview."""
        return suggestion.gains(self.context.session.match.state, action)

    def light_targets(self, targets: list[str]) -> list[str]:
        """A tutorial step's targets: rings on the table's pieces, frames on panels and buttons."""
        if self.marks is None:
            self.marks = TableMarks(self.context)  # made only when a tutorial teaches
        return self.marks.light(targets)

    def tear_down(self) -> None:
        """Put out the spaces the gestures lit."""
        self.gestures.tear_down()


def install(context: TableContext) -> RiseOfBabelTable:
    """Add the Rise of Babel table through ``context`` (called by the window's table host)."""
    return RiseOfBabelTable(context)
