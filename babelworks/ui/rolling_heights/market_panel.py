"""The two market strips as one thin model: tiles in slot order, costs, Wild Tokens, faces.

Row 0 is the Level 1 strip, row 1 Level 2; column = slot (slot 1 lies next to
the draw pile). Dragging a tile carries the action that takes it (``buy_plan``,
or ``take_start_plan`` while players choose their starting plans) as a
:class:`~babelworks.ui.table_api.DragPayload`; dropping it on a map space places it (see :mod:`.gestures`).
"""

from __future__ import annotations

from PySide6.QtCore import QModelIndex, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QPainter
from PySide6.QtWidgets import QAbstractItemView, QStyledItemDelegate, QTableView

from babelworks.cards import CardPainter
from babelworks.cards.text import TextFit
from babelworks.games.rolling_heights.content import content
from babelworks.ui.rolling_heights.session_match import rh_match
from babelworks.ui.table_api import DragPayload, PanelModel

_DISPLAY, _TIP, _USER = Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.ToolTipRole, Qt.ItemDataRole.UserRole


def plan_face(plan: dict) -> str:
    """A plan tile's face in words: name, type, stacks, VP, meeple reward, ability."""
    stacks = ", ".join(f"{s['height']} {s['cube']}" for s in plan["stacks"])
    vp = plan["vp"] if isinstance(plan["vp"], int) else f"variable ({plan['vp']['per'].replace('_', ' ')})"
    meeples = ", ".join(m if isinstance(m, str) else " or ".join(m) for m in plan["meeples"]) or "none"
    ability = "none"
    if plan["ability"]:
        ability = "; ".join(
            f"{side}: {plan['ability'][side]['do'].replace('_', ' ')}" for side in ("steady", "hard")
        )
    return (
        f"{plan['name']} ({plan['type']}, Level {plan['level']})\nStacks: {stacks}\nVP: {vp}\n"
        f"Meeples on completion: {meeples}\nPublic Figure ability: {ability}"
    )


class MarketModel(PanelModel):
    """Both market strips over the session's state: row = strip, column = slot."""

    def build_rows(self) -> list[list]:
        """The two strips' entries ({"plan", "wild"} or None), none without a game."""
        match = rh_match(self.context.session)
        return [] if match is None else [list(strip) for strip in match.state.markets]

    def _state(self):
        match = rh_match(self.context.session)
        return None if match is None else match.state

    def columnCount(self, parent: QModelIndex = QModelIndex()) -> int:  # noqa: N802 (Qt API)
        """Nine slots per strip."""
        return 0 if parent.isValid() else content().components["market_slots"]

    def headerData(self, section: int, orientation, role: int = _DISPLAY):  # noqa: N802
        """'Level 1'/'Level 2' down the side, slot numbers across."""
        if role != _DISPLAY:
            return None
        return f"Level {section + 1}" if orientation == Qt.Orientation.Vertical else f"{section + 1}"

    def entry(self, index: QModelIndex):
        """The market entry ({"plan", "wild"}) at an index, or None for an empty slot."""
        if not index.isValid() or not 0 <= index.row() < len(self.rows):
            return None
        strip = self.rows[index.row()]
        return strip[index.column()] if 0 <= index.column() < len(strip) else None

    def data(self, index: QModelIndex, role: int = _DISPLAY):
        """Plan name and cost; the whole face as tooltip; the plan id as UserRole."""
        entry = self.entry(index)
        if entry is None:
            return "(empty)" if role == _DISPLAY and index.isValid() else None
        plan = content().plans[entry["plan"]]
        cost = content().market_costs[index.row()][index.column()]
        if role == _DISPLAY:
            wild = f", {entry['wild']} Wild" if entry["wild"] else ""
            return f"{plan['name']} ({cost}{wild})"
        if role == _TIP:
            return f"Costs {cost} cubes in the market.\n{plan_face(plan)}"
        if role == _USER:
            return plan["id"]
        return None

    def take_action(self, index: QModelIndex) -> dict:
        """The action that takes the tile at ``index`` now (start placement or a purchase).

        Starting plans come only from the Level 1 strip; a Level 2 tile dragged
        then carries a purchase, which the game refuses with its reason.
        """
        state = self._state()
        if state is not None and state.step == "start" and index.row() == 0:
            return {"type": "take_start_plan", "slot": index.column()}
        return {"type": "buy_plan", "market": index.row(), "slot": index.column()}

    def drag_payload(self, index: QModelIndex) -> DragPayload | None:
        """A tile carries the action that takes it; an empty slot cannot be dragged."""
        return DragPayload(action=self.take_action(index)) if self.entry(index) else None


class TileDelegate(QStyledItemDelegate):
    """Paints a plan tile with the one card painter, and its market cost and Wild Tokens."""

    faces = CardPainter()

    def paint(self, painter: QPainter, option, index: QModelIndex) -> None:
        """Draw the tile face in the cell, its cost in a corner badge."""
        entry = index.model().entry(index)
        painter.save()
        rect = option.rect.adjusted(2, 2, -2, -2)
        if entry is None:
            painter.fillRect(rect, QColor("#3a3a3a"))
        else:
            ratio = painter.device().devicePixelRatioF()
            pixels = QSize(round(rect.width() * ratio), round(rect.height() * ratio))
            painter.drawImage(QRectF(rect), self.faces.face("rh_plan", entry["plan"], pixels))
            cost = content().market_costs[index.row()][index.column()]
            self._paint_cost(
                painter, QRectF(rect), f"{cost}" + (f" +{entry['wild']}W" if entry["wild"] else "")
            )
        if option.state & option.state.State_Selected:
            painter.setPen(QColor("#ffffff"))
            painter.drawRect(rect)
        painter.restore()

    def _paint_cost(self, painter: QPainter, rect: QRectF, words: str) -> None:
        badge = QRectF(
            rect.right() - rect.width() * 0.32,
            rect.bottom() - rect.height() * 0.28,
            rect.width() * 0.32,
            rect.height() * 0.28,
        )
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(20, 20, 20, 210))
        painter.drawRoundedRect(badge, 4, 4)
        TextFit(painter).draw(
            badge.adjusted(2, 0, -2, 0), words, badge.height() * 0.7, 6, "#ffffff", bold=True
        )

    def sizeHint(self, option, index: QModelIndex) -> QSize:  # noqa: N802
        """Room for a two-line name and the stack bars."""
        return QSize(110, 58)


def market_view(context) -> QTableView:
    """The market strips: drag a tile onto the map to buy and place it."""
    view = QTableView()
    view.setObjectName("rhMarketView")
    view.setModel(MarketModel(context))
    view.setItemDelegate(TileDelegate(view))
    view.setDragEnabled(True)
    view.setDragDropMode(QAbstractItemView.DragDropMode.DragOnly)
    view.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
    view.horizontalHeader().setDefaultSectionSize(110)
    view.verticalHeader().setDefaultSectionSize(58)
    view.setToolTip("Drag a building plan onto a map space to buy and place it")
    return view
