"""``python -m bench``: rendering figures from one run on this machine.

Prints frames per second for N cubes (1,500 by default) drawn by the instanced
item and by N separate GLMeshItems, their ratio, and the time from process start
to the first painted frame. Subcommands: ``screens`` (the docs' screenshots of
each game, :mod:`tools.screens`), ``table-fps`` (each game's
late-game table in the full window beside the bare table,
:mod:`bench.table_fps`) and ``start-pictures`` (the start page's
shipped pictures, :mod:`tools.start_pictures`). Needs a display; without one it re-runs
itself under ``xvfb-run`` (Xvfb + Mesa), as the tests do.
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import sys

XVFB_ARGS = ["xvfb-run", "-a", "-s", "-screen 0 1920x1080x24"]
SUBCOMMANDS = {
    "screens": "tools.screens",
    "table-fps": "bench.table_fps",
    "start-pictures": "tools.start_pictures",
}
WINDOW_SIZE = (1280, 800)


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="python -m bench",
        description=__doc__.split("\n")[0],
        epilog="subcommands: screens, table-fps, start-pictures (each with --help)",
    )
    parser.add_argument("--cubes", type=int, default=1500, help="cubes in the city")
    parser.add_argument("--seconds", type=float, default=2.0, help="measuring time per way per round")
    parser.add_argument("--rounds", type=int, default=3, help="alternating rounds (the median is reported)")
    parser.add_argument("--json", action="store_true", help="print one JSON object")
    return parser


def main(argv: list[str] | None = None) -> int:
    """Run the benchmark and print its figures; returns the exit code."""
    argv = list(sys.argv[1:] if argv is None else argv)
    from bench.startup import FIRST_FRAME_FLAG, first_frame_child

    if argv == [FIRST_FRAME_FLAG]:
        return first_frame_child()
    subcommand = SUBCOMMANDS.get(argv[0]) if argv else None
    args = None if subcommand else _parser().parse_args(argv)
    if not os.environ.get("DISPLAY") and not os.environ.get("WAYLAND_DISPLAY"):
        return _rerun_under_xvfb(argv)
    if subcommand:
        import importlib

        return importlib.import_module(subcommand).main(argv[1:])
    report = _measure(args)
    print(json.dumps(report) if args.json else _as_text(report))
    return 0


def _rerun_under_xvfb(argv: list[str]) -> int:
    if shutil.which("xvfb-run") is None:
        print("no display and no xvfb-run: install xvfb or run on a desktop", file=sys.stderr)
        return 2
    import subprocess

    return subprocess.call(XVFB_ARGS + [sys.executable, "-m", "bench", *argv])


def _measure(args) -> dict:
    from PySide6 import QtWidgets

    from babelworks.render.glsetup import configure_gl

    configure_gl()
    app = QtWidgets.QApplication(sys.argv[:1])
    from babelworks.render.viewport import TableView
    from bench import rendering, startup

    view = TableView()
    view.resize(*WINDOW_SIZE)
    view.set_camera_preset("seat")
    view.show()
    app.processEvents()
    report = rendering.compare(view, app, args.cubes, args.seconds, args.rounds)
    report["coverage_agreement"] = round(rendering.coverage_agreement(view, args.cubes), 3)
    report["window"] = "x".join(map(str, WINDOW_SIZE))
    report["renderer"] = rendering.gl_renderer(view)
    view.close()
    report["start_to_first_frame_s"] = round(startup.seconds_to_first_frame(), 3)
    return report


def _as_text(report: dict) -> str:
    n = report["cubes"]
    return "\n".join(
        [
            f"babelworks rendering benchmark: {n} cubes, {report['window']} window,",
            f"  {report['renderer']}",
            f"  instanced item (1 draw call):       {report['instanced_fps']:7.1f} fps",
            f"  separate GLMeshItems ({n} calls): {report['separate_fps']:7.1f} fps",
            f"  ratio instanced / separate:         {report['ratio']:7.2f} x",
            f"  same pixels covered (IoU):          {report['coverage_agreement']:7.3f}",
            f"  process start to first painted frame: {report['start_to_first_frame_s']:.2f} s",
            f"  (median of {report['rounds']} alternating rounds)",
        ]
    )


if __name__ == "__main__":
    sys.exit(main())
