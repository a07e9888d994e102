"""The start page's pictures, rendered ahead and shipped in ``assets/start_page/``.

``python -m bench start-pictures [--out assets/start_page] [--game ID]``
renders each game's picture as the start page would (:mod:`babelworks.ui.game_pictures`)
and saves it as ``<game>.png``. Run it after a change to how a table looks: the test
``tests/ui/test_start_page.py`` compares every shipped picture with a fresh render
and names this command when one differs. Needs a display; ``python -m bench``
re-runs itself under Xvfb.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from babelworks import registry


def _parser() -> argparse.ArgumentParser:
    from babelworks.ui.game_pictures import SHIPPED_FOLDER

    parser = argparse.ArgumentParser(
        prog="python -m bench start-pictures", description=__doc__.split("\n")[0]
    )
    parser.add_argument("--out", type=Path, default=Path("assets") / SHIPPED_FOLDER, help="where the PNGs go")
    parser.add_argument("--game", action="append", choices=sorted(registry.ENTRIES), help="only this game")
    return parser


def main(argv: list[str] | None = None) -> int:
    """Render and save the pictures; prints one line per file. Returns the exit code."""
    from PySide6.QtWidgets import QApplication

    from babelworks.ui.game_pictures import render_picture

    args = _parser().parse_args(argv)
    app = QApplication.instance() or QApplication(sys.argv[:1])  # noqa: F841 (kept alive)
    args.out.mkdir(parents=True, exist_ok=True)
    for game_id in args.game or sorted(registry.ENTRIES):
        path = args.out / f"{game_id}.png"
        if not render_picture(game_id).save(str(path)):
            print(f"could not write {path}", file=sys.stderr)
            return 1
        print(path)
    return 0


if __name__ == "__main__":
    sys.exit(main())
