"""Test-side hands: express one chosen Rise of Babel action as mouse gestures.

Clicks go through qtbot (press/release on the widget under the cursor). Drags
that would block in ``QDrag.exec()`` are sent as QDragEnter/QDragMove/QDrop
events carrying exactly the MIME data the source panel's model produces from
its row (``model.mimeData([index])``). Nothing here calls the engine or
``session.dispatch``.
"""

from __future__ import annotations

from PySide6.QtCore import QMimeData, QPoint, Qt

from babelworks.games.rise_of_babel.content import content
from babelworks.scene.rise_of_babel import space_position
from babelworks.ui.rise_of_babel.view3d import target_of
from tests.drag import drag_drop

TILES = content().tiles
ZONE_OF = {
    "stalls_to_warehouse": "warehouse",
    "stalls_to_camp": "camp",
    "load_elephant": "elephant",
    "gain_to_hand": "hand",
    "search_discard": "hand",
    "trash": "trash",
}
CHOICES = (
    "advance_elephant",
    "draw",
    "refresh_market",
    "gain_cart",
    "gain_specialization",
    "pull",
    "decline",
    "return_camp",
)
TO_TOWER = ("stalls_to_tower", "warehouse_to_tower", "unload", "place_wild", "place_confusion")


class GestureFailed(AssertionError):
    """The gesture for an action could not be made (a row or a space was not found)."""


class Hands:
    """Performs actions on a main window with the Rise of Babel table installed."""

    def __init__(self, qtbot, window) -> None:
        self.qtbot = qtbot
        self.window = window
        self.table = window.tables.table

    # -- small gestures ------------------------------------------------------
    def click_view_cell(self, view, index, modifier=Qt.KeyboardModifier.NoModifier) -> None:
        """Click a cell of an item view (scrolled into sight first)."""
        view.scrollTo(index)
        centre = view.visualRect(index).center()
        self.qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, modifier, centre)

    def click(self, button) -> None:
        """Click a push button."""
        self.qtbot.mouseClick(button, Qt.MouseButton.LeftButton)

    def find_row(self, model, predicate) -> int:
        """The first row of ``model`` whose row dict satisfies ``predicate``."""
        for row in range(model.rowCount()):
            if predicate(model.row(row)):
                return row
        raise GestureFailed(f"no row found in {type(model).__name__}")

    def row_mime(self, model, row: int) -> QMimeData:
        """The MIME data the model produces for dragging ``row``."""
        mime = model.mimeData([model.index(row, 0)])
        if mime is None:
            raise GestureFailed(f"row {row} of {type(model).__name__} cannot be dragged")
        return mime

    def drop_on_zone(self, zone, mime: QMimeData) -> None:
        """Drop on a drop zone's centre."""
        drag_drop(zone, zone.rect().center(), mime)

    # -- actions -----------------------------------------------------------------
    def perform(self, action: dict) -> None:
        """Make the gestures that play ``action``."""
        kind = action["type"]
        if kind == "activate":
            self._banner(action)
        elif kind in ("finish_card", "end_turn"):
            self.click(self.table.turn.finish if kind == "finish_card" else self.table.turn.end)
        elif kind == "pay_refresh_market":
            self.click(self.window.findChild(type(self.table.turn.end), "rbRefreshMarket"))
        elif kind in CHOICES:
            self._choice(action)
        elif kind in TO_TOWER:
            self._to_tower(action)
        else:
            self._other(action)

    def _other(self, action: dict) -> None:
        kind = action["type"]
        if kind in ("buy_card", "gain_free", "gain_cheap_card", "gain_to_hand"):
            self._market_card(action)
        elif kind in ("trash", "search_discard"):
            self._card_to_zone(action)
        elif kind == "board_upgrade":
            self.drop_on_zone(self.table.boards.zones[f"track_{action['track']}"], self._tile_mime(action))
        elif kind in ZONE_OF:
            self.drop_on_zone(self.table.boards.zones[ZONE_OF[kind]], self._tile_mime(action))
        elif kind == "stall_from_bag":
            self._bag_to_stall(action)
        elif kind in ("refresh_stalls", "sell_warehouse"):
            self._select_and_press(action)
        else:
            raise GestureFailed(f"no gesture for {action}")

    def _banner(self, action: dict) -> None:
        view = self.table.turn.play_view
        model = view.model()
        row = next(r for r in range(model.rowCount()) if model.card_at(r) == action["card"])
        self.click_view_cell(view, model.index(row, action["banner"] + 1))

    def _choice(self, action: dict) -> None:
        model = self.table.turn.choices
        row = self.find_row(model, lambda r: r["action"] == action)
        self.click_view_cell(self.table.turn.choices_view, model.index(row, 0))

    def _tile_source(self, action: dict) -> dict:
        kind = action["type"]
        if "stall" in action and kind != "stall_from_bag":
            return {"stall": action["stall"]}
        key = {"warehouse_to_tower": "warehouse", "unload": "cargo", "load_elephant": "camp"}.get(kind)
        if key:
            return {key: action["tile"]}
        return {"supply": "wild" if kind == "place_wild" else "confusion"}

    def _tile_mime(self, action: dict) -> QMimeData:
        model = self.table.boards.tiles
        source = self._tile_source(action)
        return self.row_mime(model, self.find_row(model, lambda r: r.get("drag") == source))

    def _to_tower(self, action: dict) -> None:
        mime = self._tile_mime(action)
        view = self.window.view
        pos = self.space_pixel(action) if "tower" in action else self.any_space_pixel()
        drag_drop(view, pos, mime)

    def space_pixel(self, action: dict) -> QPoint:
        """A pixel of the 3D view where picking finds the action's tower space."""
        g = self.window.session.match.state.data
        tower = next(t for t in g["towers"] if t["id"] == action["tower"])
        want = {"tower": action["tower"], "space": list(action["space"])}
        x, y, z = space_position(tower, *action["space"])
        for dz in (0.4, 0.2, 0.7, 0.0):
            px, py = self.window.view.project((x, y, z + dz))
            for dx, dy in ((0, 0), (0, -4), (0, 4), (-4, 0), (4, 0)):
                if self._target_at(px + dx, py + dy) == want:
                    return QPoint(round(px + dx), round(py + dy))
        raise GestureFailed(f"tower space {want} is not visible in the 3D view")

    def any_space_pixel(self) -> QPoint:
        """Round III with full towers: any tower space will do."""
        g = self.window.session.match.state.data
        tower = g["towers"][0]
        row, col = tower["cells"][0][:2]
        return self.space_pixel({"tower": tower["id"], "space": [row, col]})

    def _target_at(self, px: float, py: float):
        view = self.window.view
        piece_id = view.pick(px, py)
        piece = next((p for p in view.pieces() if p.id == piece_id), None)
        return target_of(piece, self.window.session.match.state.data["current"])

    def _market_card(self, action: dict) -> None:
        market = self.table.market.model
        offer = {k: v for k, v in action.items() if k in ("from", "slot")}
        row = self.find_row(market, lambda r: r.get("offer") == offer)
        zone = "hand" if action["type"] == "gain_to_hand" else "discard"
        self.drop_on_zone(self.table.turn.zones[zone], self.row_mime(market, row))

    def _card_to_zone(self, action: dict) -> None:
        turn = self.table.turn
        play = turn.play_view.model()
        in_play = [r for r in range(play.rowCount()) if play.card_at(r) == action["card"]]
        if in_play and action["type"] == "trash":
            mime = play.mimeData([play.index(in_play[0], 0)])
        else:
            row = self.find_row(turn.discard, lambda r: r.get("card") == action["card"])
            mime = self.row_mime(turn.discard, row)
        self.drop_on_zone(turn.zones[ZONE_OF[action["type"]]], mime)

    def _bag_to_stall(self, action: dict) -> None:
        model, view = self.table.boards.tiles, self.table.boards.tiles_view
        mime = self.row_mime(model, self.find_row(model, lambda r: r.get("drag") == {"bag": action["tile"]}))
        row = self.find_row(model, lambda r: r.get("target") == {"stall": action["stall"]})
        view.scrollTo(model.index(row, 0))
        drag_drop(view.viewport(), view.visualRect(model.index(row, 0)).center(), mime)

    def _select_and_press(self, action: dict) -> None:
        boards = self.table.boards
        model, view = boards.tiles, boards.tiles_view
        view.clearSelection()
        if action["type"] == "refresh_stalls":
            rows = [self.find_row(model, lambda r, s=s: r.get("stall") == s) for s in action["stalls"]]
            button = boards.refresh_stalls
        else:
            rows = self._warehouse_rows(model, action["tiles"])
            button = boards.sell
        for n, row in enumerate(rows):
            modifier = Qt.KeyboardModifier.ControlModifier if n else Qt.KeyboardModifier.NoModifier
            self.click_view_cell(view, model.index(row, 0), modifier)
        self.click(button)

    def _warehouse_rows(self, model, kinds: list[str]) -> list[int]:
        rows, left = [], list(kinds)
        for row in range(model.rowCount()):
            data = model.row(row)
            if data.get("zone") == "warehouse" and data["kind"] in left:
                left.remove(data["kind"])
                rows.append(row)
        return rows
