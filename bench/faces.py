"""Printed faces, side by side in one run: each game's finished table at 1280x800 with faces
and without, the .glb export with textures and without, and a 3840x2160 PNG with and without.

    xvfb-run -a -s "-screen 0 1920x1080x24" python -m bench.faces [--seconds S] [--rounds N]

The two views of a game (plain and printed) are measured in alternating rounds and the
medians printed, as frames per wall second and per CPU second of this process (llvmpipe's
threads included): on a shared, loaded machine the second says more than the first.
"""

from __future__ import annotations

import argparse
import os
import statistics
import tempfile
import time
from pathlib import Path

from bench.export import GAMES, finished_match

SIZE = (1280, 800)
BIG = (3840, 2160)


def main(argv: list[str] | None = None) -> int:
    """Print the figures; returns 0."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=2.0, help="seconds per frame-rate round")
    parser.add_argument("--rounds", type=int, default=3, help="alternating rounds (medians printed)")
    args = parser.parse_args(argv)
    from babelworks.ui.app import application

    app = application()
    print(f"load average (1 min) {os.getloadavg()[0]:.2f} on {os.cpu_count()} cores")
    for game, players in GAMES:
        _bench_game(app, game, players, args)
    return 0


def _bench_game(app, game: str, players: int, args) -> None:
    from babelworks.cards import face_texture
    from babelworks.export.snapshot import match_about, table_pieces
    from babelworks.render.viewport import TableView

    match = finished_match(game, players)
    pieces, about = table_pieces(match), match_about(match)
    views = {}
    for label, faces in (("plain", None), ("faces", face_texture)):
        views[label] = view = TableView(faces=faces)
        view.resize(*SIZE)
        view.show()
        view.set_pieces(pieces)
        app.processEvents()
    rates = {label: [] for label in views}
    for _ in range(args.rounds):
        for label, view in views.items():
            rates[label].append(_rate(view, app, args.seconds))
    print(f"\n{game}, {players} players, finished: {len(pieces)} pieces")
    for label in views:
        wall, cpu = (statistics.median(r[k] for r in rates[label]) for k in (0, 1))
        print(f"  {label:5s} table 1280x800: {wall:5.1f} fps wall, {cpu:5.1f} frames per CPU second")
    cost = 1 - statistics.median(r[1] for r in rates["faces"]) / statistics.median(
        r[1] for r in rates["plain"]
    )
    print(f"  faces cost {cost:.0%} of the frame rate (per CPU second)")
    _exports(pieces, about, views, face_texture, args.rounds)
    for view in views.values():
        view.close()


def _rate(view, app, seconds: float) -> tuple[float, float]:
    from bench.rendering import frames_per_second

    wall, cpu = time.perf_counter(), time.process_time()
    fps = frames_per_second(view, app, seconds)
    wall, cpu = time.perf_counter() - wall, time.process_time() - cpu
    return fps, fps * wall / cpu


def _exports(pieces, about, views, faces, rounds: int) -> None:
    from babelworks.export.gltf import write_glb
    from babelworks.export.snapshot import export_snapshot

    with tempfile.TemporaryDirectory() as folder:
        glb, png = Path(folder) / "t.glb", Path(folder) / "t.png"
        write_glb(glb, pieces, about=about, faces=faces)  # the first pays for the atlas's PNG, once a run
        for label, source in (("plain", None), ("faces", faces)):
            _print_best(
                f"{label} .glb build + write",
                glb,
                rounds,
                lambda source=source: write_glb(glb, pieces, about=about, faces=source),
            )
        for label, view in views.items():
            _print_best(
                f"{label} PNG {BIG[0]}x{BIG[1]}",
                png,
                rounds,
                lambda view=view: export_snapshot(pieces, png=png, size=BIG, view=view, about=about),
            )


def _print_best(label: str, path: Path, rounds: int, run) -> None:
    walls, cpus = [], []
    for _ in range(rounds):
        wall, cpu = time.perf_counter(), time.process_time()
        run()
        walls.append(time.perf_counter() - wall)
        cpus.append(time.process_time() - cpu)
    print(
        f"  {label}: best {min(walls):.3f} s wall, median {statistics.median(walls):.3f} s, "
        f"CPU {statistics.median(cpus):.3f} s, {path.stat().st_size // 1024} KB"
    )


if __name__ == "__main__":
    raise SystemExit(main())
