"""Screenshots of a game's tutorial at chosen steps: ``python -m tools.tutorial_screens``.

Opens the main window at 1280x800 (fresh settings, computer players at instant speed),
starts the game's tutorial as Learn to play does, plays it to each chosen step by the
self-test's gestures (:func:`babelworks.ui.tutorial_selftest.play_to`) and saves the
window, bubble and lit targets included, as ``<out>/<game>-tutorial-<n>.png``. Needs a
display (run it under ``xvfb-run -a -s "-screen 0 1280x800x24"``).
"""

from __future__ import annotations

import argparse
import sys
import tempfile
from pathlib import Path

from tools.screens import SIZE, save_png, wait


def shoot(game_id: str, steps: list[int], out: Path) -> list[str]:
    """Save the window at each step (1-based, ascending); a line of words for each."""
    from PySide6.QtCore import QSettings

    from babelworks.session import Session
    from babelworks.ui.app import application
    from babelworks.ui.main_window import MainWindow
    from babelworks.ui.tutorial_selftest import play_to

    app = application()
    folder = Path(tempfile.mkdtemp(prefix="babelworks-tutorial-screens-"))
    settings = QSettings(str(folder / "window.ini"), QSettings.Format.IniFormat)
    settings.setValue("computer_players/speed", "instant")
    window = MainWindow(Session(None), settings)
    window.resize(*SIZE)
    window.show()
    window.acts.tutorials.start(game_id)
    lines = []
    for number, step in enumerate(steps, start=1):
        problems = play_to(window, step - 1, probe=False)
        wait(app, 1.0)  # the lit ring pulses, the camera settles
        path = out / f"{game_id}-tutorial-{number}.png"
        size = save_png(window, path)
        lines.append(f"{path}: step {step}, {size / 1024:.0f} KiB" + "".join(f"; {p}" for p in problems))
    window.session.modified = False
    window.close()
    return lines


def main(argv: list[str] | None = None) -> int:
    """Take the screenshots; print where they went."""
    parser = argparse.ArgumentParser(
        prog="python -m tools.tutorial_screens", description=__doc__.split("\n")[0]
    )
    parser.add_argument("--game", default="rolling-heights", help="the game whose tutorial is shown")
    parser.add_argument("--steps", default="3,10,30", help="the steps to show, 1-based, ascending")
    parser.add_argument("--out", type=Path, default=Path("docs/screens"), help="the folder of the pictures")
    args = parser.parse_args(argv)
    for line in shoot(args.game, [int(step) for step in args.steps.split(",")], args.out):
        print(line)
    return 0


if __name__ == "__main__":
    sys.exit(main())
