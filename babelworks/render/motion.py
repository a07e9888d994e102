"""The table view's glides in time: a frame timer and a clock over :mod:`babelworks.scene.glide`.

A glide happens only when two things hold: the view has a glide length
(:meth:`Motion.set_length`, 0 = off, the default) and the new pieces arrive inside
:meth:`Motion.gliding` (the computer players play their moves inside it). Every
other ``set_pieces`` (a roll tumbling, a physics verdict, a drag's ghost, a
highlight, a recolouring) is drawn at once as before, and ends any glide under
way: their frames are already the motion, and smoothing them would lag behind.
"""

from __future__ import annotations

import contextlib
from collections.abc import Callable, Iterator

from PySide6 import QtCore

from babelworks.i18n import translate
from babelworks.scene import glide
from babelworks.scene.pieces import Piece

FRAME_MS = 16  # about 60 frames a second
MAX_LENGTH_MS = 5000  # a glide longer than this is a wait, not a move


class Motion(QtCore.QObject):
    """Drives one table view's glides.

    Signals:
        frame(list, set): the pieces to draw now, and the only drawing items (kinds) that changed.
        finished: a glide has ended (run to its end, or cut short by pieces set without one).
    """

    frame = QtCore.Signal(object, object)
    finished = QtCore.Signal()

    def __init__(self, parent: QtCore.QObject) -> None:
        """No glide length yet: nothing glides."""
        super().__init__(parent)
        self.length_ms = 0
        self._depth = 0  # how many gliding() blocks are open
        self._glide: glide.Glide | None = None
        self._kinds: set[str] = set()
        self._clock = QtCore.QElapsedTimer()
        self._timer = QtCore.QTimer(self, interval=FRAME_MS, timerType=QtCore.Qt.TimerType.PreciseTimer)
        self._timer.timeout.connect(lambda: self.step(self._clock.elapsed()))

    def set_length(self, ms: int) -> None:
        """Glide moved pieces over ``ms`` milliseconds (0: never glide; a glide under way ends now).

        Raises:
            ValueError: for a length below 0 or above :data:`MAX_LENGTH_MS`.
        """
        if not 0 <= ms <= MAX_LENGTH_MS:
            raise ValueError(
                translate(
                    "Table view", "A move takes between 0 and {most} ms on the table, not {ms}."
                ).format(most=MAX_LENGTH_MS, ms=ms)
            )
        self.length_ms = int(ms)
        if ms == 0:
            self.step(0.0)  # with no length, any glide under way draws its end at once

    @contextlib.contextmanager
    def gliding(self) -> Iterator[None]:
        """Pieces set inside this block glide to their new places (when a length is set)."""
        self._depth += 1
        try:
            yield
        finally:
            self._depth -= 1

    def moving(self) -> bool:
        """True while a glide is under way."""
        return self._glide is not None

    def show(
        self, drawn: list[Piece], new: list[Piece], kind_of: Callable[[Piece], str]
    ) -> list[Piece] | None:
        """New pieces arrive: start (or restart, from ``drawn``) a glide, or end any under way.

        Args:
            drawn: the pieces as drawn now.
            new: the pieces to show.
            kind_of: the drawing item (kind) a piece belongs to; frames refresh only the
                kinds of the travelling pieces.

        Returns:
            The glide's first frame, for the caller to draw; None when the new pieces
            are simply drawn (no glide asked for, or nothing moved).
        """
        motion = glide.glide(drawn, new) if self._depth and self.length_ms else None
        if motion is None or not motion.starts:
            self._end()
            return None
        self._glide = motion
        self._kinds = {kind_of(piece) for piece in new if piece.id in motion.starts}
        self._clock.start()
        self._timer.start()
        return glide.frame(motion, 0.0)

    def step(self, elapsed_ms: float) -> None:
        """Draw the glide as it stands ``elapsed_ms`` after it began; at its length, the end."""
        if self._glide is None:
            return
        t = elapsed_ms / self.length_ms if self.length_ms else 1.0
        self.frame.emit(glide.frame(self._glide, t), self._kinds)
        if t >= 1.0:
            self._end()

    def _end(self) -> None:
        """Forget the glide; waiters hear that it is over."""
        self._timer.stop()
        if self._glide is not None:
            self._glide = None
            self.finished.emit()
