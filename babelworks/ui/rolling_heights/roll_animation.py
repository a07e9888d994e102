"""Rolling meeples at the table: throw them with physics, show the tumble, then report it.

A roll is computed in one go on a worker thread (a 10-meeple roll takes a
fraction of a second of physics, and pybullet lets the UI thread run
meanwhile), then played back in the viewport from its recorded poses, 40
frames per simulated second, by a timer on the UI thread. When the meeples have
rested a moment, the roll's outcome enters the game as its outcome action
through the session, so it is logged, saved and replays without physics.

The throw's seed comes from the position's table RNG (``session.outcome_rng()``,
:func:`~babelworks.core.rng.table_rng`) through
:func:`~babelworks.physics.rolling_box.throw_seed`, as "Let the table decide"
draws it, and is recorded in the action (``"throw"``): a replay throws it again.
"""

from __future__ import annotations

import threading

from PySide6.QtCore import QObject, QTimer, Signal

from babelworks.core import words as phrases
from babelworks.core.protocol import CHANCE
from babelworks.i18n import shown, translate
from babelworks.physics.rolling_box import FRAME_STEPS, Roll, roll, roll_outcome, throw_again, throw_seed
from babelworks.physics.world import STEP_S
from babelworks.scene.rolling_heights_layout import box_centre
from babelworks.scene.rolling_heights_seats import BOX_FLOOR_TOP, meeple_pieces

FRAME_MS = round(1000 * FRAME_STEPS * STEP_S)  # real time: 25 ms per recorded frame
HOLD_FRAMES = 16  # the resting meeples stay in view this many frames before the outcome counts
#: Said in a replay when a roll's tumble cannot be shown: the meeples appear where they landed
#: (Phrases: a worker thread words them, the replay window shows them).
OLDER_ROLL = phrases.translate(
    "Rolling Heights replay",
    "This roll comes from an older save, which kept only where the meeples landed, "
    "so they are shown as they came to rest.",
)
LANDS_ELSEWHERE = phrases.translate(
    "Rolling Heights replay",
    "On this computer this throw would land differently, so the meeples are shown as they came to rest.",
)


def roll_again(action: dict) -> tuple[Roll | None, str]:
    """A recorded roll thrown again for a replay: the very tumble, or None and the sentence why not.

    Runs physics (tens of ms for a few meeples): call it off the UI thread.
    """
    thrown = throw_again(action)
    if thrown is not None:
        return thrown, ""
    return None, OLDER_ROLL if "throw" not in action else LANDS_ELSEWHERE


class RollAnimator(QObject):
    """Throws the meeples in the box, plays the motion back, dispatches the outcome.

    Signals:
        running_changed(bool): a roll started (True) or its outcome was played (False).
    """

    running_changed = Signal(bool)
    _thrown = Signal(object)  # the worker's Roll, delivered on the UI thread

    def __init__(self, context) -> None:
        super().__init__(context)
        self.context = context
        self.timer = QTimer(self)
        self.timer.setInterval(FRAME_MS)
        self.timer.timeout.connect(self._tick)
        self.result: Roll | None = None
        self.frame = 0
        self._base: list = []
        self._action: dict | None = None
        #: recorded frames shown per timer tick (1: real time; more: faster playback)
        self.frames_per_tick = 1
        self._busy = False
        self._log_length = 0
        self._seed = 0
        self._scripted: dict | None = None  # the outcome a tutorial's script holds for this roll
        self._thrown.connect(self._play)

    @property
    def running(self) -> bool:
        """True from the throw until the roll's outcome has been played."""
        return self._busy

    def start(self) -> bool:
        """Throw the meeples the game has put in the box; False (with a reason) if none are."""
        match = self.context.session.match
        if self.running or match is None or match.state.current_player != CHANCE:
            self.context.session.error.emit(
                translate("Rolling Heights turn bar", "There is nothing to roll now.")
            )
            return False
        meeples = list(match.state.rolling["meeples"])
        self._log_length = len(match.log)
        # A tutorial's roll lands as its script recorded it: that throw is thrown and played.
        self._scripted = self.context.session.scripted()
        refusal = self._refusal(meeples)
        if refusal:
            self.context.session.error.emit(shown(refusal))
            return False
        self._seed = (self._scripted or {}).get("throw", throw_seed(self.context.session.outcome_rng()))
        self._action = {"type": "roll", "meeples": meeples}
        self._busy = True
        self.running_changed.emit(True)
        threading.Thread(target=self._throw, args=(len(meeples), self._seed), daemon=True).start()
        return True

    def _refusal(self, meeples: list[int]) -> str | None:
        """Why a tutorial does not want a roll now (None: throw)."""
        coach = self.context.session.coach
        if coach is None or self._scripted is not None:
            return None
        return coach.refusal({"type": "roll", "meeples": meeples})

    def _throw(self, count: int, seed: int) -> None:
        """Worker thread: run the physics, hand the Roll to the UI thread."""
        result = roll(count, seed)
        try:
            self._thrown.emit(result)
        except RuntimeError:  # the table was taken away while the meeples flew
            pass

    def _play(self, result) -> None:
        """The physics is done: show the recorded motion from its first frame."""
        match = self.context.session.match
        if not self._busy or match is None or len(match.log) != self._log_length:
            self._stop()  # the table was removed or the roll decided otherwise meanwhile
            return
        self.result = result
        assert self._action is not None  # set by start() while busy
        self._action = self._scripted or roll_outcome(self._action["meeples"], self._seed, result)
        seat = match.state.current
        self._base = [p for p in self.context.plain_scene() if not p.id.startswith(f"rh/meeple/{seat}/")]
        self.frame = 0
        self.timer.start()
        self.context.session.show_outcome(self._action)  # a computer may think while it tumbles
        self._tick()

    def _stop(self) -> None:
        self.timer.stop()
        if self._busy:
            self._busy = False
            self.running_changed.emit(False)

    def cancel(self) -> None:
        """Forget a roll being thrown or shown (the table is going away); nothing is played."""
        self._stop()

    def _tick(self) -> None:
        assert self.result is not None and self._action is not None  # the timer runs after _play
        frames = self.result.frames
        if self.frame >= len(frames) + HOLD_FRAMES:
            action, self._action = self._action, None
            self._stop()
            self.context.session.dispatch(action)
            return
        self.context.view.set_pieces(self._base + self._meeples_at(min(self.frame, len(frames) - 1)))
        self.frame += self.frames_per_tick

    def _meeples_at(self, frame: int) -> list:
        """The seat's meeples, the thrown ones at their recorded poses on the table."""
        match = self.context.session.match
        state, seat = match.state, match.state.current
        bx, by = box_centre(seat, state.players)
        assert self.result is not None and self._action is not None  # drawn after _play
        poses = {}
        for index, (centre, quaternion) in zip(self._action["meeples"], self.result.mesh_poses(frame)):
            poses[index] = ((bx + centre[0], by + centre[1], BOX_FLOOR_TOP + centre[2]), quaternion)
        return meeple_pieces(state, seat, match.setup.seats[seat].name, poses)
