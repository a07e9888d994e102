"""Drops on the 3D table: building plans onto map spaces, cubes onto stacks.

While a plan is dragged over the map, the spaces it may go on light up and the
hovered one shows a ghost tile in the player's colour; the status bar gives
the total cost (market + placement + distance) and any VP bonus. A drop is one
move, taken and placed at once (``state.action_for``: one undo step, never half
done); on an illegal space it is refused with the reason and changes nothing. A
cube dropped on a stack goes onto it, and one dropped on a plan between its stacks
onto the nearest stack it fits (:mod:`.stack_lights`; one picked up from the misc pile
is the misc cube the engine lets onto that stack); while it is dragged, the stacks
with room for it light up. A move that brings choices (paying) is played with them
(:mod:`.follow_through`). Every cost,
bonus and refusal is the engine's own answer (``state.preview``,
``state.action_for``); nothing here knows a rule.
"""

from __future__ import annotations

import numpy as np
from PySide6.QtCore import QEvent, QObject

from babelworks.cards.rolling_heights_lit import lit_id, placement_words
from babelworks.core.errors import AmbiguousGesture, IllegalAction
from babelworks.core.words import content_words
from babelworks.i18n import said, shown, translate
from babelworks.scene import rolling_heights_layout as lay
from babelworks.scene.colours import linear_rgba
from babelworks.scene.pieces import Face, Piece
from babelworks.ui.rolling_heights.follow_through import FollowThrough
from babelworks.ui.rolling_heights.stack_lights import stack_lights, stacks_nearest
from babelworks.ui.table_api import DragPayload

GHOST_Z = lay.BOARD_THICK_CM + 0.6
MISC = "misc"  # a cube picked up from the misc pile in 3D; the stack says which misc cube
_DRAG_EVENTS = (QEvent.Type.DragEnter, QEvent.Type.DragMove, QEvent.Type.DragLeave, QEvent.Type.Drop)


def lit_space(piece_id: str, space: int, name: str, answer: dict | None = None) -> Piece:
    """A green tile lying on map ``space``: a space the plan in hand may go on.

    ``answer`` is the engine's preview of that space (``cost``, ``bonus``): the tile
    then shows the total cost and any VP bonus printed on it.
    """
    printed = None if answer is None else lit_id(answer["cost"], answer["bonus"])
    return Piece(
        piece_id,
        "tile",
        (*lay.space_centre(space), GHOST_Z - 0.4),
        scale=(0.9, 0.9, 0.3),
        colour=lay.LIT_RGBA,
        name=name if answer is None else _with_placement(name, answer),
        face=None if printed is None else Face("rh_lit", printed),
    )


def _with_placement(name: str, answer: dict) -> str:
    """A lit space's name and what placing the plan there costs and scores."""
    placement = placement_words(answer["cost"], answer["bonus"])
    return translate("Rolling Heights map", "{name} ({placement})").format(name=name, placement=placement)


def dragged_action(event) -> dict | None:
    """The action a drag carries, or None when it carries none of ours."""
    payload = DragPayload.from_mime(event.mimeData())
    return None if payload is None else payload.action


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

    def __init__(self, context, follow: FollowThrough) -> None:
        super().__init__(context)
        self.context, self.follow = context, follow
        self.legal: dict[int, int] = {}  # space -> total cost, for the plan being dragged
        self.preview: dict = {}  # the engine's answer for the dragged plan
        self.hovered: int | None = None
        context.watch_view(self)

    def eventFilter(self, watched, event) -> bool:
        """Handle drag enter/move/leave/drop on the view; let everything else through."""
        if event.type() not in _DRAG_EVENTS:
            return False
        if event.type() == QEvent.Type.DragLeave:
            self._clear()
            return True
        action = dragged_action(event)
        if action is None or self.context.session.match is None:
            event.ignore()
            return True
        handler = {
            QEvent.Type.DragEnter: self._enter,
            QEvent.Type.DragMove: self._move,
            QEvent.Type.Drop: self._drop,
        }[event.type()]
        handler(event, action)
        return True

    # -- plans -------------------------------------------------------------------
    def _enter(self, event, action: dict) -> None:
        event.acceptProposedAction()
        if action["type"] == "construct":
            lights = stack_lights(self.context.session.match.state, action["cube"])
            self.context.view.set_pieces(self.context.plain_scene() + lights)
            self.context.say(
                ""
                if lights
                else translate("Rolling Heights map", "No stack of your plans has room for this cube now.")
            )
            return
        self.legal = self._legal_spaces(action)
        self._move(event, action)

    def _move(self, event, action: dict) -> None:
        event.acceptProposedAction()
        if action["type"] == "construct":
            return
        point = ground_point(self.context.view, event.position().x(), event.position().y())
        space = None if point is None else lay.space_under(*point)
        if space != self.hovered or not self.context.view.pieces():
            self.hovered = space
            self._show_highlights()
        self.context.say(self._words(action, space))

    def _legal_spaces(self, action: dict) -> dict[int, int]:
        """Spaces the dragged plan may go on, with the total cost of each (the engine's preview)."""
        self.preview = self.context.session.match.state.preview(action)
        return {space: answer["cost"] for space, answer in self.preview.get("spaces", {}).items()}

    def _words(self, action: dict, space: int | None) -> str:
        """The ghost's caption: total cost and bonus, or why the space is refused."""
        if space is None:
            return translate("Rolling Heights map", "Drop the plan on a map space.")
        refusal = self._refusal(action, space)
        if refusal:
            return shown(refusal)
        answer = self.preview["spaces"][space]
        fields = {
            "plan": content_words(self.preview["name"]),
            "row": space // 12 + 1,
            "column": space % 12 + 1,
            "cost": answer["cost"],
            "placement": answer["placement"],
            "distance": answer["cost"] - answer["placement"],
        }
        if answer["bonus"]:
            return translate(
                "Rolling Heights map",
                "{plan} at row {row}, column {column}: {cost} cubes in all (placement {placement}, "
                "market and distance {distance}), +{bonus} VP bonus",
            ).format(bonus=answer["bonus"], **fields)
        return translate(
            "Rolling Heights map",
            "{plan} at row {row}, column {column}: {cost} cubes in all (placement {placement}, "
            "market and distance {distance})",
        ).format(**fields)

    def _refusal(self, action: dict, space: int) -> str | None:
        """Why the plan may not go on ``space`` (None when it may)."""
        if space in self.legal:
            return None
        if not self.preview.get("legal"):
            return self.preview.get("refusal") or self.context.session.match.state.why_illegal(action)
        return self.preview["refusals"][space]

    def _drop(self, event, action: dict) -> None:
        x, y = event.position().x(), event.position().y()
        if action["type"] == "construct":
            event.acceptProposedAction()
            self._drop_cube(action, x, y)
            return
        point = ground_point(self.context.view, x, y)
        space = None if point is None else lay.space_under(*point)
        self._clear()
        if self.play_gesture({"plan": action, "space": space}):
            event.acceptProposedAction()
        else:
            event.ignore()

    def play_gesture(self, gesture: dict) -> bool:
        """Play the one move ``gesture`` means (the engine's ``action_for``), or say why not."""
        session = self.context.session
        try:
            action = session.match.state.action_for(gesture)
        except (IllegalAction, AmbiguousGesture) as refusal:
            session.error.emit(said(refusal))
            return False
        return self.follow.play(action)

    def _show_highlights(self) -> None:
        match = self.context.session.match
        spaces = self.preview.get("spaces", {})
        here = translate("Rolling Heights map", "you may place here")
        overlay = [
            lit_space(f"rh/ghost/legal/{s}", s, here, spaces.get(s)) for s in self.legal if s != self.hovered
        ]
        if self.hovered in self.legal:
            overlay += self._ghost(match, self.hovered)
        self.context.view.set_pieces(self.context.plain_scene() + overlay)

    def _ghost(self, match, space: int) -> list[Piece]:
        """The plan hovering over ``space``, with its total cost as white cubes on it."""
        colour = linear_rgba(match.setup.seats[match.state.current].colour)
        x, y = lay.space_centre(space)
        ghost = [
            Piece(
                "rh/ghost/plan",
                "tile",
                (x, y, GHOST_Z),
                colour=colour,
                name=translate(
                    "Rolling Heights map", "the plan, if dropped here: {cost} cubes in all"
                ).format(cost=self.legal[space]),
            )
        ]
        cost = translate("Rolling Heights map", "cost")
        for k in range(self.legal[space]):  # the cost, counted out in cubes: 5 a row
            row, column = divmod(k, 5)
            ghost.append(
                Piece(
                    f"rh/ghost/cost/{k}",
                    "cube",
                    (x - 1.6 + 0.8 * column, y + 1.6 - 0.8 * row, GHOST_Z + 0.4),
                    scale=(0.6, 0.6, 0.6),
                    colour=(0.95, 0.95, 0.92, 1.0),
                    name=cost,
                )
            )
        return ghost

    def _clear(self) -> None:
        self.legal, self.hovered, self.preview = {}, None, {}
        match = self.context.session.match
        if match is not None:
            self.context.view.set_pieces(self.context.plain_scene())
        self.context.say("")

    # -- cubes -------------------------------------------------------------------
    def _drop_cube(self, action: dict, x: float, y: float) -> None:
        """Build the dragged cube on the stack under the cursor, or the nearest that fits."""
        self._clear()
        self.play_gesture({"cube": action["cube"], **self._stacks_at(x, y)})

    def _stacks_at(self, x: float, y: float) -> dict:
        """The gesture's place: ``space`` and the ``stack`` right under widget point (x, y),
        or its plan's ``stacks`` nearest first (no space: off every plan)."""
        hit = self._stack_hit(x, y)
        if hit is not None:
            return {"space": hit[0], "stack": hit[1]}
        state = self.context.session.match.state
        point = ground_point(self.context.view, x, y)
        space = None if point is None else lay.space_under(*point)
        if point is None or space is None or state.tiles[space] is None:
            return {"space": None, "stacks": []}
        return {"space": space, "stacks": stacks_nearest(state, space, point)}

    def _stack_hit(self, x: float, y: float) -> tuple[int, int] | None:
        """(space, stack) of the built cube or printed stack spot under widget point (x, y)."""
        picked = self.context.view.pick(x, y) or ""
        parts = picked.split("/")
        if picked.startswith("rh/cube/") and parts[2].isdigit() and self._on_the_map(picked):
            return int(parts[2]), int(parts[3])
        if picked.startswith("rh/stacklight/"):
            return int(parts[2]), int(parts[3])
        if picked.startswith("rh/tile/") and "/spot/" in picked:
            return int(parts[2]), int(parts[-1])
        return None

    def _on_the_map(self, piece_id: str) -> bool:
        """True when ``piece_id`` is a built cube (a held cube may bear the id of the spot it fills)."""
        return any(p.id == piece_id and p.extras.get("city") for p in self.context.view.drawn_pieces())

    def _stack_at(self, x: float, y: float) -> tuple[int, int] | None:
        """(space, stack) a cube dropped at widget point (x, y) is aimed at first: the one
        under it, else its plan's nearest (None: on no plan)."""
        place = self._stacks_at(x, y)
        if place["space"] is None:
            return None
        return place["space"], place["stack"] if "stack" in place else place["stacks"][0]
