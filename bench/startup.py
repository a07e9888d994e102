"""Process start to first painted frame of the table view.

The parent notes the time, starts a fresh Python that imports the renderer,
opens a TableView on a small city and prints the wall-clock time when the first
frame has been swapped to the screen; the difference is what a user waits.
"""

from __future__ import annotations

import subprocess
import sys
import time

FIRST_FRAME_FLAG = "--first-frame-child"
FIRST_FRAME_CUBES = 100


def first_frame_child() -> int:
    """Run in the child process: show the view, print the time of the first frame."""
    from PySide6 import QtWidgets

    from babelworks.render.glsetup import configure_gl

    configure_gl()
    app = QtWidgets.QApplication(sys.argv[:1])
    from babelworks.render.viewport import TableView
    from bench.rendering import city_of_cubes

    view = TableView()
    view.set_pieces(city_of_cubes(FIRST_FRAME_CUBES))
    view.resize(1280, 800)

    def first_frame():
        print(f"{time.time():.6f}", flush=True)
        app.quit()

    view.frameSwapped.connect(first_frame)
    view.show()
    return app.exec()


def seconds_to_first_frame(timeout: float = 60.0) -> float:
    """Start a fresh process and time it from start to its first painted frame.

    Returns:
        Seconds from just before the process was started to its first frame.

    Raises:
        RuntimeError: if the child fails or prints no time.
    """
    command = [sys.executable, "-m", "bench", FIRST_FRAME_FLAG]
    started = time.time()
    done = subprocess.run(command, capture_output=True, text=True, timeout=timeout)
    lines = done.stdout.split()
    if done.returncode != 0 or not lines:
        raise RuntimeError(f"first-frame child failed ({done.returncode}): {done.stderr[-500:]}")
    return float(lines[-1]) - started
