"""Skyscrapers table benchmark: viewport frames per second while the verdict animation plays.

``python -m bench.skyscrapers_table [--seconds 3] [--size 1280x800]``
(under a display: ``xvfb-run -a -s "-screen 0 1920x1080x24" ...``) prints, side
by side in one run:

- **record**: wall time to record the verdict's world (a 9-storey tower with a
  3-card cantilever off its top wall: the collapse is recorded to the end);
- **animation**: frames per second of the table view while the recording
  plays, every frame going the whole way the table goes (move the scene's
  pieces by the frame, upload them, paint, swap); goal: at least 30;
- **still**: frames per second of the same table standing still (repaint only),
  and **bare table** (no pieces at all): what this machine's GL gives at this
  size right now, so a low figure can be told apart from a slow animation.
"""

from __future__ import annotations

import argparse
import json
import time

from babelworks.games.skyscrapers import reference
from babelworks.physics.skyscrapers_verdict import record
from babelworks.scene.camera import CameraPose
from babelworks.scene.skyscrapers import Turn, table_pieces
from babelworks.scene.skyscrapers_motion import moved_pieces

GOAL_FPS = 30.0


def collapsing_tower():
    """The reference tower with a cantilever that brings it down, workers on its floors."""
    state = reference.tower_with_cantilever(9, 3)
    floors = [card for card, pose in state.structure.poses.items() if pose.is_floor][:4]
    for n, card in enumerate(floors):
        reference.stand(state, f"red-{n + 1}", card, 1 + n)
    return state


def frames_per_second(view, app, seconds: float, next_frame) -> tuple[float, int]:
    """Paint as fast as the view swaps for ``seconds``, calling ``next_frame()`` before each.

    Returns:
        (frames per second counted by ``frameSwapped``, frames counted).
    """
    swapped = []
    view.frameSwapped.connect(lambda: swapped.append(time.perf_counter()))
    start = time.perf_counter()
    while time.perf_counter() - start < seconds:
        before = len(swapped)
        next_frame()
        view.update()
        while len(swapped) == before and time.perf_counter() - start < seconds + 1:
            app.processEvents()
    view.frameSwapped.disconnect()
    counted = swapped[2:]
    if len(counted) < 2:
        return 0.0, len(counted)
    return (len(counted) - 1) / (counted[-1] - counted[0]), len(counted)


def measure(seconds: float, size: tuple[int, int]) -> dict:
    """Record the collapse, then time the still table and the animation in one window."""
    from PySide6.QtWidgets import QApplication

    from babelworks.render.glsetup import configure_gl

    configure_gl()
    app = QApplication.instance() or QApplication([])
    from babelworks.render.viewport import TableView

    state = collapsing_tower()
    started = time.perf_counter()
    recording = record(state)
    record_s = time.perf_counter() - started
    view = TableView()
    view.resize(*size)
    view.show()
    view.set_camera(CameraPose((0.0, 0.0, 0.0), 90.0, 25.0, -70.0))
    bare, _ = frames_per_second(view, app, seconds, lambda: None)
    pieces = table_pieces(state, None, 20.0)
    view.set_pieces(pieces)
    still, _ = frames_per_second(view, app, seconds, lambda: None)
    cursor = {"frame": 0, "python_s": 0.0}

    def next_frame():
        """Move the still pieces by the next recorded frame and upload them."""
        # What the table does per frame: the still pieces are kept, the frame moves them.
        begun = time.perf_counter()
        frame = recording.frames[cursor["frame"] % len(recording.frames)]
        cursor["frame"] += 1
        view.set_pieces(moved_pieces(pieces, frame, Turn(20.0)))
        cursor["python_s"] += time.perf_counter() - begun

    animated, frames = frames_per_second(view, app, seconds, next_frame)
    return {
        "pieces": len(pieces),
        "recorded_frames": len(recording.frames),
        "recorded_s": round(recording.seconds, 2),
        "record_ms": round(1000 * record_s, 1),
        "largest_shift_cm": round(recording.largest_shift_cm(), 1),
        "bare_table_fps": round(bare, 1),
        "still_fps": round(still, 1),
        "animation_fps": round(animated, 1),
        "animation_frames_counted": frames,
        "move_and_upload_ms_per_frame": round(1000 * cursor["python_s"] / max(cursor["frame"], 1), 2),
        "goal_fps": GOAL_FPS,
        "meets_goal": animated >= GOAL_FPS,
        "size": f"{size[0]}x{size[1]}",
    }


def main(argv: list[str] | None = None) -> int:
    """Print the figures as one JSON object; exit 0 (figures are reported, not judged)."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=3.0)
    parser.add_argument("--size", default="1280x800")
    args = parser.parse_args(argv)
    width, height = (int(n) for n in args.size.split("x"))
    print(json.dumps(measure(args.seconds, (width, height)), indent=1))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
