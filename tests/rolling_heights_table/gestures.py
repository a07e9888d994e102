"""A test-side player for the Rolling Heights table that acts only by gestures.

It reads the table (the state, what lights up) to choose among the legal
options, and expresses every choice as mouse clicks, key presses or drag and
drop events sent to widgets: buttons, the 3D view, the Markets tab's real
``mimeData``, the meeple menu, the choices prompt. Pieces are picked up as a
person does: a press and a move on a market tile or a cube in the 3D view, or
on a cube card in the hand strip; the drag that starts is caught (``QDrag.exec``
would block the test) and dropped on the view with the events a real drop sends.
"""

from __future__ import annotations

from unittest import mock

from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtWidgets import QApplication

from babelworks.core.protocol import CHANCE
from babelworks.games.rolling_heights.build import own_space
from babelworks.games.rolling_heights.content import content
from babelworks.games.rolling_heights.mapgrid import space_index
from babelworks.scene import rolling_heights_layout as lay
from babelworks.scene.rolling_heights import TILE_TOP
from babelworks.ui import hand
from tests.drag import drag_drop, send_drag

LEFT = Qt.MouseButton.LeftButton
#: How much the player likes each kind of Main-phase move (builders finish games).
LIKES = {"construct": 8, "activate": 6, "buy_plan": 3, "use_wild": 2, "trade": 1, "end_turn": 1}


class GesturePlayer:
    """Plays whatever the game awaits, choosing with a seeded ``random.Random``."""

    def __init__(self, window, qtbot, chooser) -> None:
        self.window, self.qtbot, self.chooser = window, qtbot, chooser
        self.table = window.tables.table
        self.gestures = 0
        self.last: dict | None = None  # the move the last gesture meant to make
        self.errors: list[str] = []  # what the table said it refused
        window.session.error.connect(self.errors.append)
        #: how each piece was moved: "3d plan", "tab plan", "3d cube", "hand cube"
        self.moved: dict[str, int] = {}

    def _count(self, how: str) -> None:
        self.moved[how] = self.moved.get(how, 0) + 1

    @property
    def state(self):
        return self.window.session.match.state

    def act(self) -> None:
        """Make one move (or one roll) by gesture."""
        QApplication.processEvents()  # a choice with one option is taken without asking
        state = self.state
        self.gestures += 1
        if state.current_player == CHANCE:
            self.roll()
            return
        action = self.choose()
        self.last = action
        kind = action["type"]
        if kind in ("rally", "stop", "end_turn"):
            self.click_button(
                {"rally": "rallyButton", "stop": "stopButton", "end_turn": "endTurnButton"}[kind]
            )
            if kind == "rally":  # Rally throws the Exhausted meeples at once
                self.qtbot.waitUntil(lambda: not self.table.animator.running, timeout=30_000)
        elif kind in ("buy_plan", "take_start_plan"):
            self.drag_plan(action)
        elif kind in ("activate", "strike"):
            self.click_meeple(action)
        elif kind == "construct":
            self.drag_cube(action)
        elif kind == "place_plan":
            self.click_space(action)
        elif kind == "trade":
            self.trade(action)
        elif kind == "use_wild":
            self.spend_wild(action)
        else:
            self.pick_choice(action)
        self.answer_ways()

    def choose(self) -> dict:
        legal = self.state.legal_actions()
        if self.state.step == "risk":
            return {"type": "stop"} if self.chooser.random() < 0.6 else {"type": "rally"}
        if self.state.step != "main":
            return self.chooser.choice(legal)
        return self.chooser.choices(legal, [LIKES.get(a["type"], 1) for a in legal])[0]

    # -- buttons and rolls ------------------------------------------------------------
    def click_button(self, name: str) -> None:
        button = self.table.controls.buttons[name]
        assert button.isEnabled(), f"{name} should be enabled: {button.toolTip()}"
        self.qtbot.mouseClick(button, LEFT)

    def roll(self) -> None:
        self.click_button("rollButton")
        self.qtbot.waitUntil(lambda: not self.table.animator.running, timeout=30_000)

    # -- drags onto the table ---------------------------------------------------------------
    def _screen(self, x: float, y: float, z: float) -> QPointF:
        px, py = self.window.view.project((x, y, z))
        return QPointF(px, py)

    def drag_plan(self, action: dict, where: str | None = None) -> None:
        """Pick the tile up (on the 3D table, or from the Markets tab); drop it on one of the
        spaces that light up."""
        row = 0 if action["type"] == "take_start_plan" else action["market"]
        where = where or self.chooser.choice(("3d", "tab"))
        if where == "3d":
            plan = self.window.session.match.state.markets[row][action["slot"]]["plan"]
            mime = self.pick_up_piece(f"rh/plan/{plan}").to_mime()
        else:
            model = self.table.markets.model()
            mime = model.mimeData([model.index_of(row, action["slot"])])
        self._count(f"{where} plan")
        start = self._screen(*lay.space_centre(0), lay.BOARD_THICK_CM)
        send_drag(self.window.view, "enter", start, mime)
        lit = sorted(self.table.drops.legal)
        assert lit, "a legal purchase lights up at least one space"
        space = self.chooser.choice(lit)
        target = self._screen(*lay.space_centre(space), lay.BOARD_THICK_CM)
        send_drag(self.window.view, "move", target, mime)
        send_drag(self.window.view, "drop", target, mime)

    def drag_cube(self, action: dict, where: str | None = None) -> None:
        """Pick a cube of the colour up (from the hand strip, or the pile in the player's
        area on the 3D table) and drop it on the stack's top."""
        cube = action["cube"]
        where = where or ("hand" if cube.startswith("misc:") else self.chooser.choice(("3d", "hand")))
        if where == "3d":
            seat = self.state.current
            mime = self.pick_up_piece(self._top_cube(seat, cube)).to_mime()
        else:
            mime = self.pick_up_card(f"cube:{cube}").to_mime()
        self._count(f"{where} cube")
        drag_drop(self.window.view, self._stack_point(action), mime)

    def _stack_point(self, action: dict) -> QPointF:
        """Where the stack shows: its top, else lower down it; from above if a tower hides it."""
        state = self.state
        space = own_space(state, action["plan"])
        plan = content().plans[action["plan"]]
        dx, dy = lay.stack_spots(len(plan["stacks"]))[action["stack"]]
        x, y = lay.space_centre(space)
        height = len(state.tiles[space]["stacks"][action["stack"]])
        for _look in range(2):
            for z in range(height, -1, -1):
                point = self._screen(x + dx, y + dy, TILE_TOP + z)
                if self.table.drops._stack_at(point.x(), point.y()) == (space, action["stack"]):
                    return point
            self.table.look_at("From above")  # a person moves the camera to see it
        return point

    def _top_cube(self, seat: int, cube: str) -> str:
        """The id of the top cube of the pile of ``cube`` in ``seat``'s area."""
        pile = [
            p for p in self.window.view.pieces() if p.extras.get("hand") == cube and p.extras["owner"] == seat
        ]
        return pile[-1].id  # the scene lays a pile out bottom first

    # -- picking up: a press and a move start a drag; the drag is caught ----------------------
    def _caught(self, press_and_move):
        caught = []
        with mock.patch.object(hand, "start_drag", lambda _source, payload, _pixmap: caught.append(payload)):
            press_and_move()
        assert len(caught) == 1, "the press and move picked one thing up"
        return caught[0]

    def pick_up_piece(self, piece_id: str):
        """Press on the piece in the 3D view and move: the payload its pick-up drags."""
        view = self.window.view
        piece = next(p for p in view.pieces() if p.id == piece_id)
        x, y = view.project(piece.position)
        start = QPoint(round(x), round(y))
        picked = view.pick(start.x(), start.y()) or ""
        assert picked.startswith(piece_id.rsplit("/", 1)[0]), f"{picked!r} lies over {piece_id}"

        def press_and_move():
            self.qtbot.mousePress(view, LEFT, pos=start)
            self.qtbot.mouseMove(view, start + QPoint(0, -30))
            self.qtbot.mouseRelease(view, LEFT, pos=start + QPoint(0, -30))

        return self._caught(press_and_move)

    def pick_up_card(self, key: str):
        """Press on the hand strip's card ``key`` and move: the payload its drag carries."""
        strip = self.table.hand.strip
        item = next(i for i in strip.items() if i.key == key)
        assert item.enabled, f"{key} should be playable: {item.tip}"
        start = strip.item_rect(key).center()

        def press_and_move():
            self.qtbot.mousePress(strip, LEFT, pos=start)
            self.qtbot.mouseMove(strip, start + QPoint(0, -30))
            self.qtbot.mouseRelease(strip, LEFT, pos=start + QPoint(0, -30))

        return self._caught(press_and_move)

    # -- clicks on meeples, menus and choices ------------------------------------------
    def click_menu_item(self, menu, text: str) -> None:
        """Click the item of the open ``menu`` whose words are ``text``."""
        item = next(a for a in menu.actions() if a.text() == text)
        self.qtbot.mouseClick(menu, LEFT, pos=menu.actionGeometry(item).center())

    def answer_ways(self) -> None:
        """A move with several ways to finish it (to pay) asks in a menu: choose one."""
        menu = self.table.follow.menu
        if menu is not None and menu.isVisible():
            self.click_menu_item(menu, self.chooser.choice(menu.actions()).text())
            self.table.follow.menu = None

    def trade(self, action: dict) -> None:
        """Press Trade; click the trade, or open its ways to pay and click one."""
        self.click_button("tradeButton")
        menu = self.table.controls.menu
        self.qtbot.waitUntil(menu.isVisible)
        ways = [a for a in menu.actions() if a.menu() is not None and a.text().endswith(self._gain(action))]
        if not ways:
            single = self.window.session.describe(self.table.follow.ways(action)[0])
            self.click_menu_item(menu, single)
            return
        self.qtbot.mouseClick(menu, LEFT, pos=menu.actionGeometry(ways[0]).center())
        submenu = ways[0].menu()
        self.qtbot.waitUntil(submenu.isVisible)
        self.click_menu_item(submenu, self.chooser.choice(submenu.actions()).text())
        menu.close()

    def _gain(self, action: dict) -> str:
        return f"{action['gain']} cube"

    def spend_wild(self, action: dict) -> None:
        """Click the Wild Token in the hand, then the cube it buys in its menu."""
        strip = self.table.hand.strip
        key = next(i.key for i in strip.items() if i.key.startswith("wild"))
        self.qtbot.mouseClick(strip, LEFT, pos=strip.item_rect(key).center())
        menu = self.table.hand.menu
        self.qtbot.waitUntil(menu.isVisible)
        self.click_menu_item(menu, self.window.session.describe(action))

    def click_meeple(self, action: dict) -> None:
        """Click the meeple; if a menu offers several moves, click the chosen one."""
        seat, index = self.state.current, action["meeple"]
        piece = next(p for p in self.window.view.pieces() if p.id == f"rh/meeple/{seat}/{index}")
        x, y = self.window.view.project(piece.position)
        self.qtbot.mouseClick(self.window.view, LEFT, pos=QPoint(round(x), round(y)))
        menu = self.table.meeples.menu
        if menu is not None and menu.isVisible():
            words = self.window.session.describe(action)
            item = next(a for a in menu.actions() if a.text() == words)
            self.qtbot.mouseClick(menu, LEFT, pos=menu.actionGeometry(item).center())
            self.table.meeples.menu = None

    def pick_choice(self, action: dict) -> None:
        """Click the choice in the choices prompt, or (every other time) select it with the
        keyboard and press Enter."""
        view = self.table.choices
        assert view.isVisible(), "the choices prompt shows while the game asks"
        model = view.model()
        row = next(r for r, (_text, payload) in enumerate(model.rows) if payload == action)
        if self.chooser.random() < 0.5:
            view.scrollTo(model.index(row, 0))
            self.qtbot.mouseClick(view.viewport(), LEFT, pos=view.visualRect(model.index(row, 0)).center())
            return
        view.setFocus()
        view.setCurrentIndex(model.index(0, 0))
        for _ in range(row):
            self.qtbot.keyClick(view, Qt.Key.Key_Down)
        self.qtbot.keyClick(view, Qt.Key.Key_Return)

    def click_space(self, action: dict) -> None:
        """Click the lit map space the plan waiting to be placed should go on."""
        space = space_index(*action["space"])
        lit = self.table.places.moves()
        assert space in lit, "the space of a legal placement lights up"
        point = self._screen(*lay.space_centre(space), lay.BOARD_THICK_CM + 0.3)
        assert self.window.view.pick(point.x(), point.y()) == f"rh/place/{space}", "the light lies on top"
        self.qtbot.mouseClick(self.window.view, LEFT, pos=point.toPoint())
