"""Test-side hands: express one chosen Rise of Babel action as mouse gestures.

Clicks go through qtbot (press/release on the widget under the cursor): a card's
banner on the hand strip, a choice, a turn button. Drags start where a person
starts them: pressing a tile or a market card on the 3D table (the shared
``PiecePickup``) or a card on the hand strip and moving the mouse; ``QDrag.exec``
would block the test, so the drag's start is captured (``babelworks.ui.hand.start_drag``
patched for the gesture) and its drop is sent as QDragEnter/QDragMove/QDrop events
carrying exactly that payload. Rows of the side-bar lists drag the MIME data their
model makes (``model.mimeData([index])``). Nothing here calls the engine or
``session.dispatch``; pixels covered by an overlay are never pressed or dropped on.
"""

from __future__ import annotations

from contextlib import contextmanager

from PySide6.QtCore import QMimeData, QPoint, Qt

from babelworks.cards.rise_of_babel import banner_at
from babelworks.ui import hand
from babelworks.ui.rise_of_babel.gestures import target_of
from babelworks.ui.rise_of_babel.turn import CHOICE_TYPES
from tests.drag import drag_drop

LEFT = Qt.MouseButton.LeftButton
ZONE_OF = {
    "stalls_to_warehouse": "warehouse",
    "stalls_to_camp": "camp",
    "load_elephant": "elephant",
}
CHOICES = CHOICE_TYPES  # the moves the table offers as choices
TO_TOWER = ("stalls_to_tower", "warehouse_to_tower", "unload", "place_wild", "place_confusion")
TAKE = ("buy_card", "gain_free", "gain_cheap_card", "gain_to_hand")
# where on a piece's top to press, in shares of its size from its centre
FOOTPRINT = (
    (0, 0),
    (0.25, 0),
    (-0.25, 0),
    (0, 0.25),
    (0, -0.25),
    (0.4, 0.4),
    (-0.4, -0.4),
    (0.4, -0.4),
    (-0.4, 0.4),
)


class GestureFailed(AssertionError):
    """The gesture for an action could not be made (a row, a card or a piece was not found)."""


class Hands:
    """Performs actions on a main window with the Rise of Babel table installed.

    Attributes:
        counts: how many gestures of each kind were made ("3d pickup", "hand drag",
            "banner click", "list drag", ...).
    """

    def __init__(self, qtbot, window) -> None:
        self.qtbot = qtbot
        self.window = window
        self.table = window.tables.table
        self.counts: dict[str, int] = {}

    def _count(self, kind: str) -> None:
        self.counts[kind] = self.counts.get(kind, 0) + 1

    # -- small gestures ------------------------------------------------------
    def click_view_cell(self, view, index, modifier=Qt.KeyboardModifier.NoModifier) -> None:
        """Click a cell of an item view (scrolled into sight first)."""
        view.scrollTo(index)
        centre = view.visualRect(index).center()
        self.qtbot.mouseClick(view.viewport(), LEFT, modifier, centre)

    def click(self, button) -> None:
        """Click a push button (it must be shown and enabled, as for a person)."""
        if not (button.isVisible() and button.isEnabled()):
            raise GestureFailed(f"{button.objectName()} is not there to click")
        self.qtbot.mouseClick(button, LEFT)

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

    @contextmanager
    def _caught_drag(self):
        """Catch the drag a gesture starts (``QDrag.exec`` would block): yields a list that
        holds the dragged payload afterwards."""
        caught, real = [], hand.start_drag
        hand.start_drag = lambda source, payload, pixmap: caught.append(payload)
        try:
            yield caught
        finally:
            hand.start_drag = real

    def press_and_move(self, widget, pos: QPoint):
        """Press at ``pos`` on ``widget`` and move the mouse away: the payload it drags, or None.
        (A real drag holds the mouse until the drop: no further move or release reaches
        ``widget``.)"""
        with self._caught_drag() as caught:
            self.qtbot.mousePress(widget, LEFT, pos=pos)
            self.qtbot.mouseMove(widget, pos + QPoint(12, -16))
        return caught[0] if caught else None

    # -- the 3D table --------------------------------------------------------------
    def pieces_pixel(self, wanted) -> QPoint | None:
        """A pixel of the 3D view, not under an overlay, where picking finds a piece
        satisfying ``wanted(piece)``; None when no such piece shows."""
        view = self.window.view
        found = [p for p in view.pieces() if wanted(p)]
        ids = {p.id for p in found}
        for piece in found:
            for point in self._footprint(piece):
                if not view.rect().contains(point) or view.childAt(point) is not None:
                    continue
                if view.pick(point.x(), point.y()) in ids:
                    return point
        return None

    def _footprint(self, piece):
        """View pixels over ``piece``: its centre first, then across it (a ray through a
        point inside the piece meets the piece, unless something lies in front)."""
        x, y, z = piece.position
        sx, sy, _ = piece.scale
        for fx, fy in FOOTPRINT:
            px, py = self.window.view.project((x + fx * sx, y + fy * sy, z))
            yield QPoint(round(px), round(py))

    def pick_up(self, source: dict):
        """Press one of the pieces the table lets you pick up as ``source`` and move:
        the payload dragged, or None when no such piece shows."""
        gestures = self.table.gestures

        def picks(piece) -> bool:
            payload = gestures.source(piece)
            return payload is not None and payload.piece == source

        pos = self.pieces_pixel(picks)
        if pos is None:
            return None
        payload = self.press_and_move(self.window.view, pos)
        if payload is None or payload.piece != source:
            raise GestureFailed(f"pressing {source} on the table dragged {payload}")
        self._count("3d pickup")
        return payload

    def target_pixel(self, target: dict) -> QPoint:
        """A pixel of the 3D view (not under an overlay) that means drop ``target``."""
        current = self.window.session.match.state.data["current"]
        pos = self.pieces_pixel(lambda piece: target_of(piece, current) == target)
        if pos is None:
            raise GestureFailed(f"{target} is not visible in the 3D view")
        return pos

    def space_pixel(self, action: dict) -> QPoint:
        """A pixel of the 3D view where picking finds the action's tower space."""
        return self.target_pixel({"tower": action["tower"], "space": list(action["space"])})

    def any_space_pixel(self) -> QPoint:
        """Round III with full towers: any tower space will do."""
        tower = self.window.session.match.state.data["towers"][0]
        return self.space_pixel({"tower": tower["id"], "space": list(tower["cells"][0][:2])})

    # -- the hand strip ----------------------------------------------------------------
    @property
    def strip(self):
        """The hand strip."""
        return self.table.hand.strip

    def card_point(self, card: str, share: tuple[float, float]) -> QPoint:
        """The strip pixel at ``share`` (0..1 across and down) of ``card``'s face."""
        rect = self.strip.item_rect(f"card:{card}")
        if rect.isEmpty():
            raise GestureFailed(f"{card} is not on the hand strip")
        return QPoint(
            round(rect.left() + share[0] * rect.width()), round(rect.top() + share[1] * rect.height())
        )

    def banner_share(self, card: str, banner: int) -> tuple[float, float]:
        """Where on the card its banner ``banner`` lies (the middle of it, down the card)."""
        rows = [n / 100 for n in range(100) if banner_at(card, (0.5, n / 100)) == banner]
        if not rows:
            raise GestureFailed(f"{card} has no banner {banner}")
        return 0.5, rows[len(rows) // 2]

    def drag_card_from_strip(self, card: str):
        """Press a card on the hand strip and move: the payload dragged."""
        payload = self.press_and_move(self.strip, self.strip.item_rect(f"card:{card}").center())
        if payload is None:
            raise GestureFailed(f"{card} could not be dragged from the hand strip")
        self._count("hand drag")
        return payload

    # -- actions -----------------------------------------------------------------
    def perform(self, action: dict) -> None:
        """Make the gestures that play ``action``."""
        kind = action["type"]
        buttons = self.table.controls.buttons
        if kind == "activate":
            self._play_card(action)
        elif kind in ("finish_card", "end_turn"):
            self.click(buttons["finish" if kind == "finish_card" else "end"])
        elif kind == "pay_refresh_market":
            self.click(self.table.market.findChild(type(buttons["end"]), "rbRefreshMarket"))
        elif kind in CHOICES:
            self._choice(action)
        elif kind in TO_TOWER:
            self._to_tower(action)
        else:
            self._other(action)

    def _other(self, action: dict) -> None:
        kind = action["type"]
        if kind in TAKE:
            self._market_card(action)
        elif kind in ("trash", "search_discard"):
            self._card_to(action)
        elif kind == "board_upgrade":
            self._tile_to_table(action, {"track": action["track"]})
        elif kind in ZONE_OF:
            self._tile_to_table(action, {"zone": ZONE_OF[kind]})
        elif kind == "stall_from_bag":
            self._tile_to_table(action, {"stall": action["stall"]})
        elif kind in ("refresh_stalls", "sell_warehouse"):
            self.click(self.table.controls.buttons["refresh_stalls" if kind == "refresh_stalls" else "sell"])
            self._choice(action)
        else:
            raise GestureFailed(f"no gesture for {action}")

    def _play_card(self, action: dict) -> None:
        """Every other card with one playable banner is dragged onto the table; the rest
        are played by a click on the banner."""
        card, legal = action["card"], self.window.session.match.state.legal_actions()
        banners = [a for a in legal if a["type"] == "activate" and a["card"] == card]
        if len(banners) == 1 and self.counts.get("banner click", 0) > self.counts.get("hand drag", 0):
            mime = self.drag_card_from_strip(card).to_mime()
            drag_drop(self.window.view, self.open_table_pixel(), mime)
            return
        share = self.banner_share(card, action["banner"])
        self.qtbot.mouseClick(self.strip, LEFT, pos=self.card_point(card, share))
        self._count("banner click")

    def open_table_pixel(self) -> QPoint:
        """A pixel of the 3D view no overlay covers (near the middle)."""
        view = self.window.view
        for dy in range(0, view.height() // 2, 20):
            point = view.rect().center() - QPoint(0, dy)
            if view.childAt(point) is None:
                return point
        raise GestureFailed("the overlays cover the middle of the table")

    def _choice(self, action: dict) -> None:
        controls = self.table.controls
        row = self.find_row(controls.choices, lambda r: r["action"] == action)
        if not controls.choices_view.isVisible():
            raise GestureFailed("the choices are not shown")
        self.click_view_cell(controls.choices_view, controls.choices.index(row, 0))

    def _tile_source(self, action: dict) -> dict:
        kind = action["type"]
        if kind == "stall_from_bag":
            return {"bag": action["tile"]}
        if "stall" in action:
            return {"stall": action["stall"]}
        key = {"warehouse_to_tower": "warehouse", "unload": "cargo", "load_elephant": "camp"}.get(kind)
        if key:
            return {key: action["tile"]}
        return {"supply": "wild" if kind == "place_wild" else "confusion"}

    def _tile_mime(self, source: dict) -> QMimeData:
        """Pick the tile up on the 3D table, or else drag its row of the Board tab's list."""
        payload = self.pick_up(source)
        if payload is not None:
            return payload.to_mime()
        model = self.table.boards.tiles
        self._count("list drag")
        return self.row_mime(model, self.find_row(model, lambda r: r.get("drag") == source))

    def _tile_to_table(self, action: dict, target: dict) -> None:
        mime = self._tile_mime(self._tile_source(action))
        drag_drop(self.window.view, self.target_pixel(target), mime)

    def _to_tower(self, action: dict) -> None:
        mime = self._tile_mime(self._tile_source(action))
        pos = self.space_pixel(action) if "tower" in action else self.any_space_pixel()
        drag_drop(self.window.view, pos, mime)

    def _market_card(self, action: dict) -> None:
        """Pick the card up on the 3D table (else drag it from the Market tab) and drop it on
        your discard pile, or on your hand strip to take it into your hand."""
        offer = {k: v for k, v in action.items() if k in ("from", "slot")}
        payload = self.pick_up({"offer": offer})
        if payload is not None:
            mime = payload.to_mime()
        else:
            market = self.table.market.model
            mime = self.row_mime(market, self.find_row(market, lambda r: r.get("offer") == offer))
            self._count("list drag")
        if action["type"] == "gain_to_hand":
            drag_drop(self.strip, self.strip.rect().center(), mime)
        elif (
            payload is not None and self.counts.get("card onto your area", 0) < self.counts["3d pickup"] // 2
        ):
            drag_drop(self.window.view, self.own_area_pixel(), mime)
            self._count("card onto your area")
        else:
            self.drop_on_zone(self.table.controls.zones["discard"], mime)

    def own_area_pixel(self) -> QPoint:
        """A pixel of the 3D view on the player area of the seat to act."""
        current = self.window.session.match.state.data["current"]
        pos = self.pieces_pixel(lambda p: p.extras == {"owner": current, "zone": "area"})
        if pos is None:
            raise GestureFailed("your player area is not visible in the 3D view")
        return pos

    def _card_to(self, action: dict) -> None:
        """A card in play dragged from the hand strip, or a discard-pile card from its list,
        onto Trash or onto the hand strip."""
        card = action["card"]
        if action["type"] == "trash" and not self.strip.item_rect(f"card:{card}").isEmpty():
            mime = self.drag_card_from_strip(card).to_mime()
        else:
            discard = self.table.boards.discard
            mime = self.row_mime(discard, self.find_row(discard, lambda r: r.get("card") == card))
            self._count("list drag")
        if action["type"] == "trash":
            self.drop_on_zone(self.table.controls.zones["trash"], mime)
        else:
            drag_drop(self.strip, self.strip.rect().center(), mime)
