"""The "Tiles" side-bar tab: your tiles as their printed faces in a list to
drag, and your discard pile as card faces (drag one onto your hand or onto Trash
when a step allows).

The same tiles lie on the 3D table, where pressing one of yours picks it up.
The list is the other way to reach them, and holds what the table has no
piece for: a bag tile of the kind you choose, for a Refresh step, and the
supply's wild and confusion tiles. Drag a tile onto a tower space, your
warehouse, camp, elephant, a stall or an upgrade track on the 3D table, or
onto a stall or place row of this list. Every player's board is on the 3D
table itself (hover a piece of it to read it large), not in words here.
"""

from __future__ import annotations

from collections import Counter

from PySide6.QtCore import Qt
from PySide6.QtGui import QImage
from PySide6.QtWidgets import QAbstractItemView, QLabel, QListView, QVBoxLayout, QWidget

from babelworks.cards import CardPainter
from babelworks.cards.rise_of_babel_tiles import tile_words
from babelworks.core import words
from babelworks.games.rise_of_babel.content import content
from babelworks.games.rise_of_babel.tiles import kinds
from babelworks.i18n import translate
from babelworks.ui.card_views import CardListView
from babelworks.ui.named import named
from babelworks.ui.rise_of_babel.cardface import CardDelegate
from babelworks.ui.rise_of_babel.common import RowModel, dragged, game_data, legal_now, play_drop
from babelworks.ui.rise_of_babel.turn import DiscardModel, shown_seat

TILES = content().tiles


# your tiles, then your discard pile (short: four tabs share the side bar); shown() at display
TAB_TITLE = words.translate("Rise of Babel table", "Tiles")
FACE_PX = 28  # a tile's printed face beside its row's words
_PAINTER = CardPainter()


def _swatch(kind: str) -> QImage:
    """The tile's printed face (the card painter's, as on the table) beside its row."""
    return _PAINTER.face("rb_tile", kind, FACE_PX)


class TileSourceModel(RowModel):
    """The shown player's tiles, one row each, draggable; supply tiles when a step asks."""

    def build_rows(self) -> list[dict]:
        """Stalls, warehouse, camp, elephant load, then bag and supply when a step needs them."""
        g, seat = game_data(self.context), shown_seat(self.context)
        if seat is None:
            return []
        assert g is not None  # a seat is shown only during a Rise of Babel match
        player = g["seats"][seat]
        rows = [self._stall(stall, tile) for stall, tile in enumerate(player["stalls"])]
        warehouse = translate("Rise of Babel table", "Warehouse")
        camp = translate("Rise of Babel table", "Camp")
        elephant = translate("Rise of Babel table", "On the elephant")
        rows += [
            self._tile(warehouse, t, {"warehouse": TILES[t].kind}, "warehouse") for t in player["warehouse"]
        ]
        rows += [self._tile(camp, t, {"camp": TILES[t].kind}, "camp") for t in player["camp"]]
        rows += [self._tile(elephant, t, {"cargo": TILES[t].kind}, "elephant") for t in player["cargo"]]
        return rows + self._asked_for(g, player)

    def _stall(self, stall: int, tile: str | None) -> dict:
        if tile is None:
            return {
                "text": translate("Rise of Babel table", "Stall {number}: empty").format(number=stall + 1),
                "target": {"stall": stall},
            }
        return {
            **self._tile(
                translate("Rise of Babel table", "Stall {number}").format(number=stall + 1),
                tile,
                {"stall": stall},
                "stall",
            ),
            "target": {"stall": stall},
        }

    def _tile(self, where: str, tile: str, source: dict, zone: str) -> dict:
        named = tile_words(TILES[tile].kind)
        return {
            "text": translate("Rise of Babel table", "{where}: {tile}").format(where=where, tile=named),
            "tip": translate("Rise of Babel table", "{where}: {tile}; drag it").format(
                where=where, tile=named
            ),
            "colour": _swatch(TILES[tile].kind),
            "drag": source,
            "target": {"zone": zone} if zone in ("warehouse", "camp", "elephant") else None,
        }

    def _asked_for(self, g: dict, player: dict) -> list[dict]:
        types = {action["type"] for action in legal_now(self.context)}
        rows = []
        if "stall_from_bag" in types:
            counts = Counter(TILES[t].kind for t in player["bag"])
            rows += [
                {
                    "text": translate("Rise of Babel table", "Bag: {tile} ({count} in the bag)").format(
                        tile=tile_words(kind), count=counts[kind]
                    ),
                    "colour": _swatch(kind),
                    "drag": {"bag": kind},
                }
                for kind in kinds(player["bag"])
            ]
        if "place_wild" in types:
            rows.append(
                {
                    "text": translate("Rise of Babel table", "Wild tile ({count} in the supply)").format(
                        count=len(g["wilds"])
                    ),
                    "colour": _swatch("wild"),
                    "drag": {"supply": "wild"},
                }
            )
        if "place_confusion" in types:
            rows.append(
                {
                    "text": translate(
                        "Rise of Babel table", "Confusion tile ({count} left): place it"
                    ).format(count=len(g["confusion"])),
                    "colour": _swatch("confusion"),
                    "drag": {"supply": "confusion"},
                }
            )
        return rows

    def flags(self, index):
        """Rows that are places (stalls, warehouse, camp, elephant) also take drops."""
        if not index.isValid():
            return Qt.ItemFlag.ItemIsDropEnabled
        flags = super().flags(index)
        if index.isValid() and self.rows[index.row()].get("target") is not None:
            flags |= Qt.ItemFlag.ItemIsDropEnabled
        return flags

    def canDropMimeData(self, data, action, row, column, parent) -> bool:  # noqa: N802 (Qt API)
        """Our drags, onto a row that is a place."""
        return (
            dragged(data) is not None
            and parent.isValid()
            and self.rows[parent.row()].get("target") is not None
        )

    def dropMimeData(self, data, action, row, column, parent) -> bool:  # noqa: N802
        """Play the drop on the row's place (refused with the reason when it cannot be)."""
        if not self.canDropMimeData(data, action, row, column, parent):
            return False
        source = dragged(data)
        assert source is not None  # canDropMimeData took only our drags
        play_drop(self.context, source, self.rows[parent.row()]["target"])
        return False  # the game moved the tile; the view must not remove a row itself

    def supportedDropActions(self) -> Qt.DropAction:  # noqa: N802
        """Drops move game things."""
        return Qt.DropAction.MoveAction | Qt.DropAction.CopyAction


class BoardsPanel(QWidget):
    """The tab, keeping its models and views (the table and tests reach them)."""

    tiles: TileSourceModel
    tiles_view: QListView
    discard: DiscardModel
    discard_view: QListView


def boards_panel(context) -> BoardsPanel:
    """Your tiles (drag them) and your discard pile."""
    panel = BoardsPanel()
    panel.setObjectName("rbBoardsPanel")
    panel.tiles = TileSourceModel(context)
    panel.tiles_view = _tiles_view(panel.tiles)
    panel.discard = DiscardModel(context)
    panel.discard_view = _cards_view(panel.discard)
    layout = QVBoxLayout(panel)
    layout.setContentsMargins(4, 4, 4, 4)
    layout.addWidget(
        QLabel(translate("Rise of Babel table", "Your tiles (drag onto the table)"), wordWrap=True)
    )
    layout.addWidget(panel.tiles_view, 2)
    layout.addWidget(
        QLabel(translate("Rise of Babel table", "Your discard pile (newest first)"), wordWrap=True)
    )
    layout.addWidget(panel.discard_view, 3)
    return panel


def _cards_view(model: DiscardModel) -> QListView:
    view = named(CardListView(), "rbDiscard")
    view.setModel(model)
    view.setItemDelegate(CardDelegate(view))
    view.setDragEnabled(True)
    view.setDragDropMode(QAbstractItemView.DragDropMode.DragOnly)
    view.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
    return view


def _tiles_view(model: TileSourceModel) -> QListView:
    view = named(CardListView(), "rbTilesView")
    view.setModel(model)
    view.setWordWrap(True)
    view.setDragEnabled(True)
    view.setAcceptDrops(True)
    view.setDropIndicatorShown(True)
    view.setDragDropMode(QAbstractItemView.DragDropMode.DragDrop)
    view.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
    return view
