"""Where a dragged cube may go: the stacks with room for it light up, and a drop between
stacks names them nearest first (the engine takes the nearest that fits).

The lit stacks are the engine's legal ``construct`` moves for the cube in hand; nothing
here knows a rule.
"""

from __future__ import annotations

from babelworks.core.words import content_words
from babelworks.games.rolling_heights.build import own_space
from babelworks.games.rolling_heights.content import content
from babelworks.i18n import translate
from babelworks.scene import rolling_heights_layout as lay
from babelworks.scene.meshes import CUBE_EDGE_CM
from babelworks.scene.pieces import Piece
from babelworks.scene.rolling_heights import TILE_TOP

MISC = "misc"  # a cube picked up from the misc pile: any misc cube the stack takes
LIGHT_SIZE = 0.5  # of a tile's side: a green square under the cursor's target, over the spot


def fits(action: dict, cube: str) -> bool:
    """True when the legal ``construct`` ``action`` builds the dragged ``cube``."""
    return action["type"] == "construct" and (
        action["cube"] == cube or cube == MISC and action["cube"].startswith(MISC)
    )


def stack_lights(state, cube: str) -> list[Piece]:
    """A green square on top of every stack the dragged ``cube`` may go on now."""
    lit = sorted({(a["plan"], a["stack"]) for a in state.legal_actions() if fits(a, cube)})
    pieces = []
    for plan_id, stack in lit:
        space = own_space(state, plan_id)
        dx, dy = lay.stack_spots(len(content().plans[plan_id]["stacks"]))[stack]
        x, y = lay.space_centre(space)
        height = len(state.tiles[space]["stacks"][stack])
        pieces.append(
            Piece(
                f"rh/stacklight/{space}/{stack}",
                "tile",
                (x + dx, y + dy, TILE_TOP + CUBE_EDGE_CM * height + 0.05),
                scale=(LIGHT_SIZE * 0.6, LIGHT_SIZE * 0.6, 0.15),
                colour=lay.LIT_RGBA,
                name=translate("Rolling Heights map", "{plan}, stack {stack}: has room for this cube").format(
                    plan=content_words(content().plans[plan_id]["name"]), stack=stack + 1
                ),
            )
        )
    return pieces


def stacks_nearest(state, space: int, point: tuple[float, float]) -> list[int]:
    """The stacks of the plan on ``space``, nearest to table ``point`` first."""
    plan = content().plans[state.tiles[space]["plan"]]
    cx, cy = lay.space_centre(space)
    spots = lay.stack_spots(len(plan["stacks"]))
    return sorted(
        range(len(spots)),
        key=lambda k: (cx + spots[k][0] - point[0]) ** 2 + (cy + spots[k][1] - point[1]) ** 2,
    )
