"""Bumping the table in the view: Ctrl+drag, the drag's speed the jolt.

A deliberate gesture, for the brave (the rulebook only ever blames a bump):
with Ctrl held, the left button pressed anywhere in the view strikes the
table; its speed over the drag's last moments on the board plane (the same
measure as a drop's, :meth:`ViewGestures.drag_velocity`) is the bump's
strength, capped at the engine's hardest, and its direction is the way the
table is struck. The session gets ``{"type": "bump", "strength": ...}``; the
verdict that follows pushes the whole building
(:func:`~babelworks.physics.skyscrapers_verdict.bump_tremor`).
"""

from __future__ import annotations

import math

from PySide6.QtCore import Qt

from babelworks.core import words
from babelworks.games.skyscrapers.bump import HARDEST_CM_S
from babelworks.i18n import shown, translate
from babelworks.physics.skyscrapers_verdict import bump_tremor

#: A Ctrl+drag slower than this (cm/s) jolts nothing: it is refused, with how to bump.
SLOWEST_CM_S = 1.0
HINT = words.translate(
    "Skyscrapers table",
    "Bumping the table: Ctrl+drag across the view, faster for a harder jolt (you pay for what falls).",
)


class TableBump:
    """The Ctrl+drag that bumps the table, fed the view's mouse events by :class:`ViewGestures`."""

    def __init__(self, gestures) -> None:
        self.gestures = gestures
        self.trail: list[tuple[float, float, float]] | None = None  # None: no bump under way

    def press(self, event) -> bool:
        """Start a bump on a Ctrl+left press; False (not ours) otherwise."""
        if not event.modifiers() & Qt.KeyboardModifier.ControlModifier:
            return False
        self.trail = [self._point(event)]
        self.gestures.table.context.say(shown(HINT))
        return True

    def move(self, event) -> bool:
        """Follow the bumping hand; False when no bump is under way."""
        if self.trail is None:
            return False
        self.trail.append(self._point(event))
        return True

    def release(self, event) -> bool:
        """Strike the table at the drag's speed; False when no bump is under way."""
        if self.trail is None:
            return False
        trail, self.trail = self.trail, None
        position = event.position()
        (vx, vy), _ = self.gestures.drag_velocity(trail, position.x(), position.y())
        strength = min(math.hypot(vx, vy), HARDEST_CM_S)
        if strength < SLOWEST_CM_S:
            self.gestures.table.context.refuse(
                translate("Skyscrapers table", "Too slow to jolt the table: {how}").format(how=HINT)
            )
            return True
        strength = round(strength, 1)
        self.gestures.expect(bump_tremor(strength, math.atan2(vy, vx)))
        self.gestures.table.session.dispatch({"type": "bump", "strength": strength})
        return True

    def _point(self, event) -> tuple[float, float, float]:
        position = event.position()
        return self.gestures.clock(), position.x(), position.y()
