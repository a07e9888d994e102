"""Printed faces, side by side in one run: each game's finished table at 1280x800 with faces
and without, the textured .glb export, and a 3840x2160 PNG.

    xvfb-run -a -s "-screen 0 1920x1080x24" python -m babelworks.bench.faces [--seconds S]
"""

from __future__ import annotations

import argparse
import os
import tempfile
import time
from pathlib import Path

from babelworks.bench.export import GAMES, finished_match

SIZE = (1280, 800)


def main(argv: list[str] | None = None) -> int:
    """Print the figures; returns 0."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=3.0)
    args = parser.parse_args(argv)
    from babelworks.bench.rendering import frames_per_second
    from babelworks.cards import face_texture
    from babelworks.export.snapshot import export_snapshot, match_about, table_pieces
    from babelworks.render.viewport import TableView
    from babelworks.ui.app import application

    app = application()
    print(f"load average (1 min) {os.getloadavg()[0]:.2f} on {os.cpu_count()} cores")
    for game, players in GAMES:
        match = finished_match(game, players)
        pieces, about = table_pieces(match), match_about(match)
        rates = {}
        for label, faces in (("plain", None), ("faces", face_texture)):
            view = TableView(faces=faces)
            view.resize(*SIZE)
            view.show()
            view.set_pieces(pieces)
            app.processEvents()
            rates[label] = frames_per_second(view, app, args.seconds)
            if faces:
                _exports(pieces, about, view, export_snapshot)
            view.close()
        cost = 1 - rates["faces"] / rates["plain"]
        print(f"{game}: {len(pieces)} pieces, {rates['plain']:.1f} fps plain, {rates['faces']:.1f} fps "
              f"with faces ({cost:+.0%} cost)")
    return 0


def _exports(pieces, about, view, export_snapshot) -> None:
    with tempfile.TemporaryDirectory() as folder:
        glb, png = Path(folder) / "t.glb", Path(folder) / "t.png"
        export_snapshot(pieces, glb=glb, about=about)  # the first pays for the atlas's PNG
        for label, kwargs in (("glb", {"glb": glb}), ("png 3840x2160", {"png": png, "size": (3840, 2160),
                                                                        "view": view})):
            times = []
            for _ in range(3):
                start = time.perf_counter()
                export_snapshot(pieces, about=about, **kwargs)
                times.append(time.perf_counter() - start)
            print(f"  {label}: best {min(times):.3f} s, size {(glb if label == 'glb' else png).stat().st_size // 1024} KB")


if __name__ == "__main__":
    raise SystemExit(main())
