"""The two market strips as one thin model: tiles in slot order, costs, Wild Tokens, faces.

The side bar's "Markets" tab: column 0 is the Level 1 strip, column 1 Level 2;
row = slot (slot 1 lies next to the draw pile), so both strips fit the narrow
side bar as two columns of plan cards. Dragging a tile carries the action that
takes it (:func:`take_action`: ``buy_plan``, or ``take_start_plan`` while players
choose their starting plans) as a :class:`~babelworks.ui.table_api.DragPayload`;
dropping it on a map space places it (see :mod:`.map_drop`). The same tiles lie
on the 3D table, where pressing one picks it up (:mod:`.pickup`).
"""

from __future__ import annotations

from PySide6.QtCore import QModelIndex, QPersistentModelIndex, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QPainter
from PySide6.QtWidgets import QAbstractItemView, QStyledItemDelegate, QTableView

from babelworks.cards import CardPainter, face_text
from babelworks.cards.text import TextFit
from babelworks.core.words import content_words
from babelworks.games.rolling_heights.content import content
from babelworks.i18n import shown, translate
from babelworks.ui.card_views import CardTableView
from babelworks.ui.card_zoom import FACE_ROLE
from babelworks.ui.rolling_heights.session_match import rh_match
from babelworks.ui.table_api import DragPayload, PanelModel

CELL = (120, 74)  # a plan card in the side bar: two strips side by side in 270 px, nine rows in 800
COST_STRIP = 13  # px under the face for its market cost: a badge on the face hid the ability text
_DISPLAY, _TIP, _USER = Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.ToolTipRole, Qt.ItemDataRole.UserRole


def take_action(state, market: int, slot: int) -> dict:
    """The action that takes the tile in ``slot`` of strip ``market`` now (start placement
    or a purchase).

    Starting plans come only from the Level 1 strip; a Level 2 tile dragged
    then carries a purchase, which the game refuses with its reason.
    """
    if state.step == "start" and market == 0:
        return {"type": "take_start_plan", "slot": slot}
    return {"type": "buy_plan", "market": market, "slot": slot}


class MarketModel(PanelModel):
    """Both market strips over the session's state: row = slot, column = strip."""

    def build_rows(self) -> list[list]:
        """The two strips' entries ({"plan", "wild"} or None), none without a game."""
        match = rh_match(self.context.session)
        return [] if match is None else [list(strip) for strip in match.state.markets]

    def _state(self):
        match = rh_match(self.context.session)
        return None if match is None else match.state

    def rowCount(self, parent: QModelIndex | QPersistentModelIndex = QModelIndex()) -> int:  # noqa: N802 (Qt API)
        """Nine slots (none without a game)."""
        return 0 if parent.isValid() or not self.rows else content().components["market_slots"]

    def columnCount(self, parent: QModelIndex | QPersistentModelIndex = QModelIndex()) -> int:  # noqa: N802 (Qt API)
        """The strips (none without a game)."""
        return 0 if parent.isValid() else len(self.rows)

    def headerData(self, section: int, orientation, role: int = _DISPLAY):  # noqa: N802
        """'Level 1'/'Level 2' across, slot numbers down the side."""
        if role != _DISPLAY:
            return None
        if orientation == Qt.Orientation.Horizontal:
            return translate("Rolling Heights market", "Level {level}").format(level=section + 1)
        return f"{section + 1}"

    def entry(self, index: QModelIndex | QPersistentModelIndex):
        """The market entry ({"plan", "wild"}) at an index, or None for an empty slot."""
        if not index.isValid() or not 0 <= index.column() < len(self.rows):
            return None
        strip = self.rows[index.column()]
        return strip[index.row()] if 0 <= index.row() < len(strip) else None

    def index_of(self, market: int, slot: int) -> QModelIndex:
        """The index of ``slot`` in strip ``market``."""
        return self.index(slot, market)

    def data(self, index: QModelIndex | QPersistentModelIndex, role: int = _DISPLAY):
        """Plan name and cost; the whole face as tooltip; the plan id as UserRole; the face to zoom."""
        entry = self.entry(index)
        if entry is None:
            if role == _DISPLAY and index.isValid():
                return translate("Rolling Heights market", "(empty)")
            return None
        plan = content().plans[entry["plan"]]
        cost = content().market_costs[index.column()][index.row()]
        if role == _DISPLAY:
            return _label(content_words(plan["name"]), cost, entry["wild"])
        if role == _TIP:
            return f"{_costs(cost, entry['wild'])}\n{shown(face_text('rh_plan', plan['id']))}"
        if role == _USER:
            return plan["id"]
        if role == FACE_ROLE:
            return ("rh_plan", plan["id"])
        return None

    def drag_payload(self, index: QModelIndex | QPersistentModelIndex) -> DragPayload | None:
        """A tile carries the action that takes it; an empty slot cannot be dragged."""
        state = self._state()
        if state is None or self.entry(index) is None:
            return None
        return DragPayload(action=take_action(state, index.column(), index.row()))


def _label(plan: str, cost: int, wild: int) -> str:
    """A market tile in the list: its plan's name, its cost and the Wild Tokens riding on it."""
    if wild:
        return translate("Rolling Heights market", "{plan} ({cost}, {wild} Wild)").format(
            plan=plan, cost=cost, wild=wild
        )
    return translate("Rolling Heights market", "{plan} ({cost})").format(plan=plan, cost=cost)


def _costs(cost: int, wild: int) -> str:
    """A market tile's tooltip's first line: its cost and the Wild Tokens that come with it."""
    if wild == 1:
        return translate(
            "Rolling Heights market",
            "Costs {cost} cubes in the market. Its 1 Wild Token comes with it "
            "(each unused one scores 1 VP at the end).",
        ).format(cost=cost)
    if wild:
        return translate(
            "Rolling Heights market",
            "Costs {cost} cubes in the market. Its {wild} Wild Tokens come with it "
            "(each unused one scores 1 VP at the end).",
        ).format(cost=cost, wild=wild)
    return translate("Rolling Heights market", "Costs {cost} cubes in the market.").format(cost=cost)


class TileDelegate(QStyledItemDelegate):
    """Paints a plan tile with the one card painter, and its market cost and Wild Tokens."""

    faces = CardPainter()

    def paint(self, painter: QPainter, option, index: QModelIndex | QPersistentModelIndex) -> None:
        """Draw the tile face in the cell and its market cost in a strip under it."""
        model = index.model()
        assert isinstance(model, MarketModel)  # the delegate draws the market only
        entry = model.entry(index)
        painter.save()
        rect = option.rect.adjusted(2, 2, -2, -2)
        if entry is None:
            painter.fillRect(rect, QColor("#3a3a3a"))
        else:
            face = QRectF(rect.adjusted(0, 0, 0, -COST_STRIP))
            ratio = painter.device().devicePixelRatioF()
            pixels = QSize(round(face.width() * ratio), round(face.height() * ratio))
            painter.drawImage(face, self.faces.face("rh_plan", entry["plan"], pixels))
            cost = content().market_costs[index.column()][index.row()]
            self._paint_cost(
                painter, QRectF(rect.left(), face.bottom(), rect.width(), COST_STRIP), cost, entry["wild"]
            )
        if option.state & option.state.State_Selected:
            painter.setPen(QColor("#ffffff"))
            painter.drawRect(rect)
        painter.restore()

    def _paint_cost(self, painter: QPainter, strip: QRectF, cost: int, wild: int) -> None:
        painter.fillRect(strip, QColor(20, 20, 20))
        cubes = (
            translate("Rolling Heights market", "1 cube")
            if cost == 1
            else translate("Rolling Heights market", "{count} cubes").format(count=cost)
        )
        words = (
            translate("Rolling Heights market", "{cubes} + {wild} Wild").format(cubes=cubes, wild=wild)
            if wild
            else cubes
        )
        TextFit(painter).draw(
            strip.adjusted(3, 0, -3, 0), words, strip.height() * 0.85, 6, "#ffffff", bold=True
        )

    def sizeHint(self, option, index: QModelIndex | QPersistentModelIndex) -> QSize:  # noqa: N802
        """A plan card's shape, two to a side-bar row."""
        return QSize(CELL[0], CELL[1])


def market_view(context) -> QTableView:
    """The market strips: drag a tile onto the map to buy and place it."""
    view = CardTableView()
    view.setObjectName("rhMarketView")
    view.setModel(MarketModel(context))
    view.setItemDelegate(TileDelegate(view))
    view.setDragEnabled(True)
    view.setDragDropMode(QAbstractItemView.DragDropMode.DragOnly)
    view.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
    view.horizontalHeader().setDefaultSectionSize(CELL[0])
    view.verticalHeader().setDefaultSectionSize(CELL[1])
    view.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
    view.setToolTip(
        translate("Rolling Heights market", "Drag a building plan onto a map space to buy and place it")
    )
    return view
