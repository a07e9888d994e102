"""A test-side player for the Rolling Heights table that acts only by gestures.

It reads the table (the state, what lights up) to choose among the legal
options, and expresses every choice as mouse clicks, key presses or drag and
drop events sent to widgets: buttons, the 3D view, the market and player
board panels' real ``mimeData``, the meeple menu, the Choices list.
"""

from __future__ import annotations

from PySide6.QtCore import QPoint, QPointF, Qt

from babelworks.core.protocol import CHANCE
from babelworks.games.rolling_heights.build import own_space
from babelworks.games.rolling_heights.content import content
from babelworks.scene import rolling_heights_layout as lay
from babelworks.scene.rolling_heights import TILE_TOP
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

    @property
    def state(self):
        return self.window.session.match.state

    def act(self) -> None:
        """Make one move (or one roll) by gesture."""
        state = self.state
        self.gestures += 1
        if state.current_player == CHANCE:
            self.roll()
            return
        action = self.choose()
        kind = action["type"]
        if kind in ("rally", "stop", "end_turn"):
            self.click_button(
                {"rally": "rallyButton", "stop": "stopButton", "end_turn": "endTurnButton"}[kind]
            )
        elif kind in ("buy_plan", "take_start_plan"):
            self.drag_plan(action)
        elif kind in ("activate", "strike"):
            self.click_meeple(action)
        elif kind == "construct":
            self.drag_cube(action)
        else:
            self.pick_choice(action)

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

    def drag_plan(self, action: dict) -> None:
        """Drag the tile from its market cell; drop it on one of the spaces that light up."""
        model = self.table.markets.model()
        row = 0 if action["type"] == "take_start_plan" else action["market"]
        mime = model.mimeData([model.index(row, action["slot"])])
        start = self._screen(*lay.space_centre(0), lay.BOARD_THICK_CM)
        send_drag(self.window.view, "enter", start, mime)
        lit = sorted(self.table.drops.legal)
        assert lit, "a legal purchase lights up at least one space"
        space = self.chooser.choice(lit)
        target = self._screen(*lay.space_centre(space), lay.BOARD_THICK_CM)
        send_drag(self.window.view, "move", target, mime)
        send_drag(self.window.view, "drop", target, mime)

    def drag_cube(self, action: dict) -> None:
        """Drag the cube's row from the player board onto the stack's top."""
        board = self.table.board.model()
        row = next(r for r, (_text, payload) in enumerate(board.rows) if payload == action["cube"])
        mime = board.mimeData([board.index(row, 0)])
        state = self.state
        space = own_space(state, action["plan"])
        plan = content().plans[action["plan"]]
        dx, dy = lay.stack_spots(len(plan["stacks"]))[action["stack"]]
        x, y = lay.space_centre(space)
        height = len(state.tiles[space]["stacks"][action["stack"]])
        target = self._screen(x + dx, y + dy, TILE_TOP + height)
        drag_drop(self.window.view, target, mime)

    # -- clicks on meeples, menus and choices ------------------------------------------
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
        """Select the choice with the keyboard in the Choices list and press Enter."""
        view = self.table.choices
        model = view.model()
        row = next(r for r, (_text, payload) in enumerate(model.rows) if payload == action)
        first = view.visualRect(model.index(0, 0)).center()
        self.qtbot.mouseClick(view.viewport(), LEFT, pos=first)
        for _ in range(row):
            self.qtbot.keyClick(view, Qt.Key.Key_Down)
        self.qtbot.keyClick(view, Qt.Key.Key_Return)
