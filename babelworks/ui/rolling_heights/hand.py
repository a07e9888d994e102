"""The viewing seat's hand along the table's bottom edge: plans, cubes, Wild Tokens, targets.

Plans under construction are their printed tiles (card painter kind
``rh_plan``) with a badge of cubes built over cubes needed; the tooltip adds
each stack's progress. Cubes in hand are one item per colour (misc cubes
apart, as the engine keeps them), with a count badge; dragging one onto a
stack on the 3D table, or onto a plan here in the hand (the first of its stacks that takes
it), builds there (the payload the map drop takes, see
:mod:`.map_drop`). Clicking a Wild Token offers its trades; clicking a target
at the end of the game chooses it; clicking a plan turns the camera to it.
An item the engine lists no move for now is drawn greyed. Nothing shows under
the hot-seat curtain (no viewing seat).
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QFont, QImage, QPainter, QPen, QPolygonF
from PySide6.QtWidgets import QMenu

from babelworks.cards import face_text
from babelworks.core import words as phrases
from babelworks.core.protocol import CHANCE
from babelworks.games.rolling_heights import views
from babelworks.games.rolling_heights.content import CUBES, content
from babelworks.i18n import shown, translate
from babelworks.scene import rolling_heights_layout as lay
from babelworks.ui.hand import HandItem, HandStrip
from babelworks.ui.rolling_heights.meeple_menu import offer_moves
from babelworks.ui.rolling_heights.names import CUBE_WORDS, named
from babelworks.ui.rolling_heights.session_match import rh_match
from babelworks.ui.table_api import DragPayload

FACE_PX = 184  # faces painted at twice the strip's card height, sharp on a hover
TOKEN = QSize(64, 92)  # a cube's or token's item in the strip


def token_image(colour: str, words: str, cube: bool = True) -> QImage:
    """A cube (or, ``cube`` False, a round token) item in ``colour`` with its name under it."""
    image = QImage(TOKEN * 2, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setBrush(QColor(34, 38, 46, 235))
    painter.setPen(QColor(120, 126, 136))
    painter.drawRoundedRect(QRectF(2, 2, image.width() - 4, image.height() - 4), 12, 12)
    if cube:
        _block(painter, QColor(colour))
    else:
        painter.setPen(QPen(QColor(245, 245, 245), 3))
        painter.setBrush(QColor(colour))
        painter.drawEllipse(QRectF(24, 26, 80, 80))
    font = QFont()
    font.setPixelSize(22)
    font.setBold(True)
    painter.setFont(font)
    painter.setPen(QColor("white"))
    painter.drawText(QRectF(4, 116, image.width() - 8, 60), Qt.AlignmentFlag.AlignCenter, words)
    painter.end()
    return image


def _block(painter: QPainter, colour: QColor) -> None:
    """A cube drawn as a cube (a lit top, a shaded side) with a white rim, so a grey
    concrete or an off-white misc cube stands out from the dark card even when dimmed."""
    front, top, side = QRectF(22, 44, 62, 62), colour.lighter(135), colour.darker(150)
    rim = QPen(QColor(245, 245, 245), 3)
    rim.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
    painter.setPen(rim)
    for face, points in (
        (top, [(22, 44), (44, 24), (106, 24), (84, 44)]),
        (side, [(84, 44), (106, 24), (106, 86), (84, 106)]),
    ):
        painter.setBrush(face)
        painter.drawPolygon(QPolygonF([QPointF(x, y) for x, y in points]))
    painter.setBrush(colour)
    painter.drawRect(front)


class PlanHand:
    """Keeps a :class:`HandStrip` showing the viewing seat's hand; answers clicks on it."""

    def __init__(self, context, faces, look_at_space, play_gesture) -> None:
        self.context, self.faces, self.look_at_space = context, faces, look_at_space
        self.play_gesture = play_gesture  # the map drop's: one gesture, one move with its choices
        self.strip = HandStrip(translate("Rolling Heights hand", "Plans and cubes"))
        self.menu: QMenu | None = None
        self._tokens: dict[tuple[str, str], QImage] = {}
        self.strip.clicked.connect(self.clicked)
        self.strip.accept_drops(lambda payload: (payload.action or {}).get("type") == "construct")
        context.connect(self.strip.dropped, self.dropped)
        context.set_hand(self.strip)
        context.connect(context.session.state_changed, self.refresh)
        context.connect(context.session.match_started, self.refresh)
        context.connect(context.viewing_seat_changed, lambda _seat: self.refresh())
        self.refresh()

    def _moves(self, match) -> list[dict]:
        """The viewing seat's legal moves now (none when it is not theirs to move)."""
        state = match.state
        if state.is_over() or state.current_player in (None, CHANCE):
            return []
        return state.legal_actions() if self.context.viewing_seat == state.current else []

    def refresh(self) -> None:
        """Show the viewing seat's plans, cubes, Wild Tokens and targets (nothing for nobody)."""
        match = rh_match(self.context.session)
        seat = self.context.viewing_seat
        if match is None or seat is None or not 0 <= seat < match.state.players:
            self.strip.set_items([])
            return
        moves = self._moves(match)
        data = match.state.seats[seat]
        plans = [self._plan(match.state, space, moves) for space in data["plans"]]
        items = [item for item in plans if item is not None] + self._targets(
            views.targets(match.state, seat), data.get("target"), moves
        )
        items += self._wild(data, moves) + self._cubes(data, moves)  # last: on top, never overlapped
        self.strip.set_items(items)

    def _plan(self, state, space: int, moves: list[dict]) -> HandItem | None:
        tile = state.tiles[space]
        if tile["complete"]:
            return None
        plan = content().plans[tile["plan"]]
        built = sum(len(stack) for stack in tile["stacks"])
        needed = sum(stack["height"] for stack in plan["stacks"])
        progress = _progress(tile, plan)
        builds = any(m["type"] == "construct" and m["plan"] == plan["id"] for m in moves)
        then = (
            translate("Rolling Heights hand", "Drag a cube onto one of its stacks to build.")
            if builds
            else translate("Rolling Heights hand", "Click to look at it on the map.")
        )
        face = shown(face_text("rh_plan", plan["id"]))
        built_so_far = translate("Rolling Heights hand", "Built so far: {progress}").format(progress=progress)
        tip = "\n".join([face, built_so_far, then])  # a line each, each translated on its own
        image = self.faces.face("rh_plan", plan["id"], FACE_PX)
        return HandItem(f"plan:{space}", image, tip, None, builds, f"{built}/{needed}")

    def _cubes(self, data: dict, moves: list[dict]) -> list[HandItem]:
        piles = [(cube, cube, data["cubes"][cube]) for cube in CUBES]
        piles += [(f"misc:{cube}", cube, data["misc"][cube]) for cube in CUBES]
        items = []
        for key, colour, count in piles:
            if not count:
                continue
            misc = key.startswith("misc:")
            builds = any(m["type"] == "construct" and m["cube"] == key for m in moves)
            tip = _cubes_tip(count, colour, misc, builds)
            label = translate("Rolling Heights hand", "misc") if misc else shown(named(CUBE_WORDS, colour))
            image = self._token(lay.CUBE_COLOURS["misc" if misc else colour], label)
            payload = DragPayload(action={"type": "construct", "cube": key})
            items.append(HandItem(f"cube:{key}", image, tip, payload, builds, f"x{count}"))
        return items

    def _wild(self, data: dict, moves: list[dict]) -> list[HandItem]:
        if not data["wild"]:
            return []
        usable = any(m["type"] == "use_wild" for m in moves)
        then = (
            translate("Rolling Heights hand", "Click to trade one for a cube of any colour.")
            if usable
            else translate("Rolling Heights hand", "Usable in your Main phase.")
        )
        tip = (
            translate("Rolling Heights hand", "1 Wild Token. {then}").format(then=then)
            if data["wild"] == 1
            else translate("Rolling Heights hand", "{count} Wild Tokens. {then}").format(
                count=data["wild"], then=then
            )
        )
        image = self._token(lay.WILD_COLOUR, translate("Rolling Heights hand", "Wild"), cube=False)
        return [HandItem("wild", image, tip, None, usable, f"x{data['wild']}")]

    def _targets(self, targets: tuple[str, ...], revealed: str | None, moves: list[dict]) -> list[HandItem]:
        items = []
        for target in targets:
            choose = {"type": "choose_target", "target": target}
            chosen = revealed == target
            face = shown(face_text("rh_target", target))
            click = translate("Rolling Heights hand", "Click to choose this target for the final scoring.")
            tip = f"{face}\n{click}" if choose in moves else face
            image = self.faces.face("rh_target", target, FACE_PX)
            items.append(HandItem(f"target:{target}", image, tip, None, choose in moves or chosen))
        return items

    def _token(self, colour: str, words: str, cube: bool = True) -> QImage:
        key = (colour, words)
        if key not in self._tokens:
            self._tokens[key] = token_image(colour, words, cube)
        return self._tokens[key]

    # -- clicks ----------------------------------------------------------------------------
    def clicked(self, key: str, _where: QPointF) -> None:
        """A plan turns the camera to it; a Wild Token offers its trades; a target is chosen."""
        match = rh_match(self.context.session)
        if match is None:
            return
        kind, _, name = key.partition(":")
        if kind == "plan":
            self.look_at_space(int(name))
        elif kind == "wild":
            self._offer_wild(match)
        elif kind == "target":
            self._play(match, {"type": "choose_target", "target": name})

    def dropped(self, payload: DragPayload, onto: str) -> None:
        """A cube dropped on a plan in the hand goes onto the first of its stacks that takes
        it (the engine's ``action_for``); dropped anywhere else in the hand, it says where."""
        match = rh_match(self.context.session)
        kind, _, space = onto.partition(":")
        if match is None or payload.action is None:
            return
        if kind != "plan":
            self.context.refuse(
                translate(
                    "Rolling Heights hand",
                    "Drop the cube on one of your plans, here in your hand or on the map.",
                )
            )
            return
        stacks = list(range(len(match.state.tiles[int(space)]["stacks"])))
        self.play_gesture({"cube": payload.action["cube"], "space": int(space), "stacks": stacks})

    def _play(self, match, action: dict) -> None:
        """Play ``action`` if it is the viewing seat's move now, else say why not."""
        if action in self._moves(match):
            self.context.session.dispatch(action)
        elif self.context.viewing_seat != match.state.current:
            self.context.refuse(translate("Rolling Heights hand", "It is not your turn."))
        else:
            self.context.refuse(shown(match.state.why_illegal(action)))

    def _offer_wild(self, match) -> None:
        """A menu of the Wild Token's trades at the cursor (or why there are none now)."""
        trades = [m for m in self._moves(match) if m["type"] == "use_wild"]
        if not trades:
            self._play(match, {"type": "use_wild", "cube": CUBES[0]})  # not a move: says why
            return
        self.menu = offer_moves(self.strip, "rhWildMenu", trades, self.context.session)

    def close_menu(self) -> None:
        """Close the Wild Token menu if one is open."""
        if self.menu is not None:
            self.menu.close()


def _cubes_tip(count: int, colour: str, misc: bool, builds: bool) -> str:
    """A pile of cubes in hand, in words: how many, and what dragging one does now."""
    material = named(CUBE_WORDS, colour)
    cube = translate("Rolling Heights hand", "misc {cube}").format(cube=material) if misc else shown(material)
    then = (
        translate("Rolling Heights hand", "Drag one onto a stack of one of your plans to build.")
        if builds
        else translate("Rolling Heights hand", "No stack takes one now.")
    )
    if count == 1:
        return translate("Rolling Heights hand", "1 {cube} cube in hand. {then}").format(cube=cube, then=then)
    return translate("Rolling Heights hand", "{count} {cube} cubes in hand. {then}").format(
        count=count, cube=cube, then=then
    )


def _progress(tile: dict, plan: dict) -> str:
    """A plan's stacks in words, built over needed: "1/2 wood, 0/3 concrete"."""
    stacks = [
        phrases.translate("Rolling Heights hand", "{built}/{height} {cube}").format(
            built=len(done), height=stack["height"], cube=named(CUBE_WORDS, stack["cube"])
        )
        for done, stack in zip(tile["stacks"], plan["stacks"])
    ]
    return shown(phrases.listed(stacks))
