"""Drops on the 3D table: building plans onto map spaces, cubes onto stacks.

While a plan is dragged over the map, the spaces it may go on light up and the
hovered one shows a ghost tile in the player's colour; the status bar gives
the total cost (market + placement + distance) and any VP bonus. A drop on an
illegal space is refused with the reason and changes nothing. A cube dropped
on one of your tiles goes onto the stack under the cursor.
"""

from __future__ import annotations

import json

import numpy as np
from PySide6.QtCore import QEvent, QObject

from babelworks.games.rolling_heights import GAME
from babelworks.games.rolling_heights.build import open_spaces
from babelworks.games.rolling_heights.content import content
from babelworks.games.rolling_heights.mapgrid import space_at
from babelworks.games.rolling_heights.phases import refuse
from babelworks.scene import rolling_heights_layout as lay
from babelworks.scene.pieces import Piece
from babelworks.ui.main_window import scene_pieces
from babelworks.ui.rolling_heights.market_panel import ACTION_MIME
from babelworks.scene.colours import linear_rgba

GHOST_Z = lay.BOARD_THICK_CM + 0.6
_DRAG_EVENTS = (QEvent.Type.DragEnter, QEvent.Type.DragMove, QEvent.Type.DragLeave, QEvent.Type.Drop)


def dragged_action(event) -> dict | None:
    """The action a drag carries, or None when it carries none of ours."""
    mime = event.mimeData()
    if not mime.hasFormat(ACTION_MIME):
        return None
    try:
        action = json.loads(bytes(mime.data(ACTION_MIME)).decode())
    except ValueError:
        return None
    return action if isinstance(action, dict) else None


def ground_point(view, x: float, y: float, height: float = lay.BOARD_THICK_CM) -> tuple[float, float] | None:
    """Where the ray through widget (x, y) meets the plane z = height, or None."""
    origin, direction = view.ray_at(x, y)
    if abs(direction[2]) < 1e-9:
        return None
    t = (height - origin[2]) / direction[2]
    if t <= 0:
        return None
    point = np.asarray(origin) + t * np.asarray(direction)
    return float(point[0]), float(point[1])


class MapDropTarget(QObject):
    """Event filter on the table view that accepts plan and cube drops."""

    def __init__(self, window) -> None:
        super().__init__(window)
        self.window = window
        self.legal: dict[int, int] = {}  # space -> total cost, for the plan being dragged
        self.hovered: int | None = None
        window.view.setAcceptDrops(True)
        window.view.installEventFilter(self)

    def eventFilter(self, watched, event) -> bool:  # noqa: N802 (Qt API)
        """Handle drag enter/move/leave/drop on the view; let everything else through."""
        if event.type() not in _DRAG_EVENTS:
            return False
        if event.type() == QEvent.Type.DragLeave:
            self._clear()
            return True
        action = dragged_action(event)
        if action is None or self.window.session.match is None:
            event.ignore()
            return True
        handler = {QEvent.Type.DragEnter: self._enter, QEvent.Type.DragMove: self._move,
                   QEvent.Type.Drop: self._drop}[event.type()]
        handler(event, action)
        return True

    # -- plans -------------------------------------------------------------------
    def _enter(self, event, action: dict) -> None:
        self.legal = self._legal_spaces(action) if action["type"] != "construct" else {}
        event.acceptProposedAction()
        self._move(event, action)

    def _move(self, event, action: dict) -> None:
        event.acceptProposedAction()
        if action["type"] == "construct":
            return
        point = ground_point(self.window.view, event.position().x(), event.position().y())
        space = None if point is None else lay.space_under(*point)
        if space != self.hovered or not self.window.view.pieces():
            self.hovered = space
            self._show_highlights()
        self.window.statusBar().showMessage(self._words(action, space))

    def _legal_spaces(self, action: dict) -> dict[int, int]:
        """Spaces the dragged plan may go on, with the total cost of each."""
        state = self.window.session.match.state
        trial = GAME.from_dict(state.to_dict())
        if action not in trial.legal_actions():
            return {}
        trial.apply(action)
        fee, mode = trial.pending["fee"], trial.pending["mode"]
        allowed = {tuple(a["space"]) for a in trial.legal_actions() if a["type"] == "place_plan"}
        return {space: fee + icon + (extra if mode == "buy" else 0)
                for space, icon, extra in open_spaces(trial, trial.current)
                if tuple(space_at(space)) in allowed}

    def _words(self, action: dict, space: int | None) -> str:
        """The ghost's caption: total cost and bonus, or why the space is refused."""
        if space is None:
            return "Drop the plan on a map space."
        refusal = self._refusal(action, space)
        if refusal:
            return refusal
        state = self.window.session.match.state
        plan = self._plan(action)
        icon = state.city.cost[space]
        text = f"{plan['name']} at row {space // 12 + 1}, column {space % 12 + 1}: {self.legal[space]} cubes in all"
        text += f" (placement {icon}, market and distance {self.legal[space] - icon})"
        bonus = state.city.bonus[space]
        if bonus and plan["type"] in bonus[0]:
            text += f", +{bonus[1]} VP bonus"
        return text

    def _plan(self, action: dict) -> dict:
        state = self.window.session.match.state
        if action["type"] == "take_start_plan":
            return content().plans[state.markets[0][action["slot"]]["plan"]]
        return content().plans[state.markets[action["market"]][action["slot"]]["plan"]]

    def _refusal(self, action: dict, space: int) -> str | None:
        """Why the plan may not go on ``space`` (None when it may)."""
        state = self.window.session.match.state
        if space in self.legal:
            return None
        if action not in state.legal_actions():
            return refuse(state, action)
        if state.city.terrain[space] != "land":
            return f"Plans go only on land; that space is {state.city.terrain[space]}."
        tile = state.tiles[space]
        if tile is not None:
            return f"That space already holds {content().plans[tile['plan']]['name']}."
        if action["type"] == "take_start_plan":
            return "A starting plan goes on a space with no cube icon, more than 2 spaces from other players' tiles."
        return "You cannot pay for the plan there (market + placement + distance)."

    def _drop(self, event, action: dict) -> None:
        x, y = event.position().x(), event.position().y()
        if action["type"] == "construct":
            event.acceptProposedAction()
            self._drop_cube(action, x, y)
            return
        point = ground_point(self.window.view, x, y)
        space = None if point is None else lay.space_under(*point)
        refusal = "Drop the plan on a map space." if space is None else self._refusal(action, space)
        self._clear()
        if refusal:
            event.ignore()
            self.window.session.error.emit(refusal)
            return
        event.acceptProposedAction()
        session = self.window.session
        if session.dispatch(action):
            session.dispatch({"type": "place_plan", "space": space_at(space)})

    def _show_highlights(self) -> None:
        match = self.window.session.match
        overlay = [Piece(f"rh/ghost/legal/{s}", "tile", (*lay.space_centre(s), GHOST_Z - 0.4),
                         scale=(0.9, 0.9, 0.3), colour=(0.25, 0.85, 0.35, 1.0), name="you may place here")
                   for s in self.legal if s != self.hovered]
        if self.hovered in self.legal:
            overlay += self._ghost(match, self.hovered)
        self.window.view.set_pieces(scene_pieces(match) + overlay)

    def _ghost(self, match, space: int) -> list[Piece]:
        """The plan hovering over ``space``, with its total cost as white cubes on it."""
        colour = linear_rgba(match.setup.seats[match.state.current].colour)
        x, y = lay.space_centre(space)
        ghost = [Piece("rh/ghost/plan", "tile", (x, y, GHOST_Z), colour=colour,
                       name=f"the plan, if dropped here: {self.legal[space]} cubes in all")]
        for k in range(self.legal[space]):  # the cost, counted out in cubes: 5 a row
            row, column = divmod(k, 5)
            ghost.append(Piece(f"rh/ghost/cost/{k}", "cube",
                               (x - 1.6 + 0.8 * column, y + 1.6 - 0.8 * row, GHOST_Z + 0.4),
                               scale=(0.6, 0.6, 0.6), colour=(0.95, 0.95, 0.92, 1.0), name="cost"))
        return ghost

    def _clear(self) -> None:
        self.legal, self.hovered = {}, None
        match = self.window.session.match
        if match is not None:
            self.window.view.set_pieces(scene_pieces(match))
        self.window.statusBar().clearMessage()

    # -- cubes -------------------------------------------------------------------
    def _drop_cube(self, action: dict, x: float, y: float) -> None:
        """Build the dragged cube on the stack under the cursor."""
        target = self._stack_at(x, y)
        session = self.window.session
        if target is None:
            session.error.emit("Drop the cube on a stack of one of your building plans.")
            return
        space, stack = target
        state = session.match.state
        tile = state.tiles[space]
        build = {"type": "construct", "plan": tile["plan"], "stack": stack, "cube": action["cube"]}
        if tile["owner"] != state.current:
            session.error.emit("That building belongs to another player: build only on your own plans.")
            return
        session.dispatch(build)

    def _stack_at(self, x: float, y: float) -> tuple[int, int] | None:
        """(space, stack) under widget point (x, y): the picked piece's, else the nearest spot."""
        state = self.window.session.match.state
        picked = self.window.view.pick(x, y) or ""
        parts = picked.split("/")
        if picked.startswith("rh/cube/") and parts[2].isdigit():
            return int(parts[2]), int(parts[3])
        point = ground_point(self.window.view, x, y)
        space = None if point is None else lay.space_under(*point)
        if space is None or state.tiles[space] is None:
            return None
        if picked.startswith(f"rh/tile/{space}/spot/"):
            return space, int(parts[-1])
        plan = content().plans[state.tiles[space]["plan"]]
        cx, cy = lay.space_centre(space)
        spots = lay.stack_spots(len(plan["stacks"]))
        nearest = min(range(len(spots)), key=lambda k: (cx + spots[k][0] - point[0]) ** 2 + (cy + spots[k][1] - point[1]) ** 2)
        return space, nearest

    def remove(self) -> None:
        """Stop watching the view."""
        self.window.view.removeEventFilter(self)
