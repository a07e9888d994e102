"""The Board side-bar tab: your tiles as a list to drag, your discard pile as card
faces (drag one onto your hand or onto Trash when a step allows), and every
player's board in words.

The same tiles lie on the 3D table, where pressing one of yours picks it up.
The list is the other way to reach them, and holds what the table has no
piece for: a bag tile of the kind you choose, for a Refresh step. Drag a tile
onto a tower space, your warehouse, camp, elephant, a stall or an upgrade
track on the 3D table, or onto a stall or place row of this list.
"""

from __future__ import annotations

from collections import Counter

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QAbstractItemView, QLabel, QListView, QVBoxLayout, QWidget

from babelworks.games.rise_of_babel.content import RESOURCES, content
from babelworks.games.rise_of_babel.tiles import kinds
from babelworks.scene.rise_of_babel_tiles import CONFUSION_COLOUR, RESOURCE_COLOUR, WILD_COLOUR
from babelworks.ui.card_views import CardListView
from babelworks.ui.named import named
from babelworks.ui.rise_of_babel.cardface import CardDelegate
from babelworks.ui.rise_of_babel.common import RowModel, dragged, game_data, legal_now, play_drop
from babelworks.ui.rise_of_babel.turn import DiscardModel, shown_seat

TILES = content().tiles
BOARD = content().board


def _swatch(kind: str) -> QColor:
    """The colour chip shown beside a tile kind (linear colours shown as they are)."""
    first = kind.split("/")[0]
    rgba = RESOURCE_COLOUR.get(first) or {"wild": WILD_COLOUR, "confusion": CONFUSION_COLOUR}.get(
        first, (0.6, 0.85, 0.6, 1.0)
    )
    return QColor.fromRgbF(*rgba)


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
        rows += [
            self._tile("Warehouse", t, {"warehouse": TILES[t].kind}, "warehouse") for t in player["warehouse"]
        ]
        rows += [self._tile("Camp", t, {"camp": TILES[t].kind}, "camp") for t in player["camp"]]
        rows += [
            self._tile("On the elephant", t, {"cargo": TILES[t].kind}, "elephant") for t in player["cargo"]
        ]
        return rows + self._asked_for(g, player)

    def _stall(self, stall: int, tile: str | None) -> dict:
        if tile is None:
            return {"text": f"Stall {stall + 1}: empty", "target": {"stall": stall}}
        return {
            **self._tile(f"Stall {stall + 1}", tile, {"stall": stall}, "stall"),
            "target": {"stall": stall},
        }

    def _tile(self, where: str, tile: str, source: dict, zone: str) -> dict:
        kind = TILES[tile].kind
        return {
            "text": f"{where}: {kind} tile",
            "tip": f"{where}: {kind} tile ({tile}); drag it",
            "colour": _swatch(kind),
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
                    "text": f"Bag: {kind} tile ({counts[kind]} in the bag)",
                    "colour": _swatch(kind),
                    "drag": {"bag": kind},
                }
                for kind in kinds(player["bag"])
            ]
        if "place_wild" in types:
            rows.append(
                {
                    "text": f"Wild tile ({len(g['wilds'])} in the supply)",
                    "colour": _swatch("wild"),
                    "drag": {"supply": "wild"},
                }
            )
        if "place_confusion" in types:
            rows.append(
                {
                    "text": f"Confusion tile ({len(g['confusion'])} left): place it",
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


class BoardsModel(RowModel):
    """Every player's board in words, one row per player."""

    def build_rows(self) -> list[dict]:
        """A summary of stalls, bag, warehouse, camp, elephant, tracks and tokens per seat."""
        g, seats = game_data(self.context), self.context.session.match.setup.seats
        assert g is not None  # the panel is refreshed only during a Rise of Babel match
        words = [board_words(g, seat, seats[seat].name) for seat in range(g["players"])]
        return [{"text": text, "tip": text} for text in words]


def board_words(g: dict, seat: int, name: str) -> str:
    """One player's board in words (``name``: the seat's name, else "Player N")."""
    player = g["seats"][seat]

    def names(tiles):
        """Tile kinds in words."""
        return ", ".join(TILES[t].kind for t in tiles) or "none"

    stalls = ", ".join(TILES[t].kind if t else "empty" for t in player["stalls"])
    tracks = "\n".join(f"  {r}: " + track_words(BOARD["tracks"][r], player["tablets"][r]) for r in RESOURCES)
    tokens = [
        f"gold token {player['gold_token']}" if player["gold_token"] else "",
        f"skip token ({player['skip_token']} side)" if player["skip_token"] else "",
        "free card token" if player["free_token"] else "",
        "specializations: " + ", ".join(s.split("-")[1] for s in player["specs"]) if player["specs"] else "",
    ]
    elephant = "in camp" if player["elephant"] == 0 else f"on space {player['elephant']}"
    return (
        f"{name} — {player['influence']} influence\n"
        f"Stalls: {stalls} · bag {len(player['bag'])} tiles\n"
        f"Warehouse: {names(player['warehouse'])}\nCamp: {names(player['camp'])}\n"
        f"Elephant {elephant}, carrying {names(player['cargo'])}; carts {player['carts']} "
        f"(on board {player['carts_on_board']})\nUpgrade tracks (✓ unlocked, ▶ tablet):\n{tracks}\n"
        f"Tokens: {', '.join(t for t in tokens if t) or 'none'}"
    )


def track_words(icons: list[str], reached: int) -> str:
    """One upgrade track: the upgrades under it, those passed ticked, the tablet shown."""
    steps = [("✓ " if n < reached else "") + icon.replace("_", " ") for n, icon in enumerate(icons)]
    steps.insert(min(reached, len(steps)), "▶")
    return " · ".join(steps) + (" (past the end: +1 influence each)" if reached >= len(icons) else "")


class BoardsPanel(QWidget):
    """The Board tab, keeping its models and views (the table and tests reach them)."""

    tiles: TileSourceModel
    tiles_view: QListView
    discard: DiscardModel
    discard_view: QListView
    boards: BoardsModel
    boards_view: QListView


def boards_panel(context) -> BoardsPanel:
    """Your tiles (drag them), your discard pile and every player's board in words."""
    panel = BoardsPanel()
    panel.setObjectName("rbBoardsPanel")
    panel.tiles = TileSourceModel(context)
    panel.tiles_view = _tiles_view(panel.tiles)
    panel.discard = DiscardModel(context)
    panel.discard_view = _cards_view(panel.discard)
    panel.boards = BoardsModel(context)
    panel.boards_view = named(QListView(), "rbBoardsView")
    panel.boards_view.setModel(panel.boards)
    panel.boards_view.setWordWrap(True)
    layout = QVBoxLayout(panel)
    layout.setContentsMargins(4, 4, 4, 4)
    layout.addWidget(QLabel("Your tiles (drag onto the table)", wordWrap=True))
    layout.addWidget(panel.tiles_view, 2)
    layout.addWidget(QLabel("Your discard pile (newest first)", wordWrap=True))
    layout.addWidget(panel.discard_view, 2)
    layout.addWidget(QLabel("Player boards"))
    layout.addWidget(panel.boards_view, 2)
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
