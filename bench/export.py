"""Benchmark: exporting each game's finished table as a .glb model and a 3840x2160 PNG.

    xvfb-run -a python -m bench.export [--rounds N] [--size 3840x2160]

The tables are real: each game is played to its end by random bots from a fixed
seed (the same code as ``babelworks simulate``) and drawn by its table scene.
For each game it prints, as best and median wall time of N rounds with the
median CPU time (llvmpipe renders in-process on every core, so on a shared
machine CPU time says what an idle one would need):

- the .glb build and atomic write (goal <= 0.3 s), with its size;
- the PNG export in a table view that already exists, as in the app
  (goal <= 0.5 s at 3840x2160), then its stages side by side: the one renderer
  at its default sampling for the size, the same supersampled 2x2 (the old
  exporter's path), pyqtgraph's ``renderToArray`` (the old ``render_image``),
  the picture rendered then encoded one after the other against band by band
  (each band compressed in a thread while the next is painted: the exporter's
  path), and the PNG writers measured for the choice (the project's encoder,
  unfiltered, against the same with the "Up" filter it used before, and
  ``QImage.save``), with their sizes.

Pictures are made with the printed faces, as the exporter makes them.
"""

from __future__ import annotations

import argparse
import os
import statistics
import tempfile
import time
from pathlib import Path

from babelworks import registry
from babelworks.core.match import Match, Setup, seat_defaults
from babelworks.simulate import play_game

GAMES = (("rolling-heights", 4), ("rise-of-babel", 4), ("skyscrapers", 2))
SEED = 1
GLB_GOAL_S = 0.3
PNG_GOAL_S = 0.5


def finished_match(game_id: str, players: int, seed: int = SEED) -> Match:
    """A match played to its end by random bots from ``seed``, as ``simulate`` plays it."""
    game = registry.get_game(game_id)
    record = play_game(game, players, seed, registry.outcome_resolver(game_id), check_every=0)
    return Match.from_log(game, Setup(game.id, players, seed, {}, seat_defaults(players)), record.log)


def main(argv: list[str] | None = None) -> int:
    """Run the benchmark and print its figures; returns 0."""
    parser = argparse.ArgumentParser(prog="python -m bench.export", description=__doc__.split("\n")[0])
    parser.add_argument("--rounds", type=int, default=5, help="rounds per figure (best and median)")
    parser.add_argument("--size", default="3840x2160", help="picture size WxH")
    args = parser.parse_args(argv)
    from babelworks.commands import parse_picture_size

    size = parse_picture_size(args.size)
    print(f"machine load average (1 min): {os.getloadavg()[0]:.2f} on {os.cpu_count()} cores")
    with tempfile.TemporaryDirectory() as folder:
        for game_id, players in GAMES:
            _bench_game(game_id, players, Path(folder), size, args.rounds)
    return 0


def _bench_game(game_id: str, players: int, folder: Path, size, rounds: int) -> None:
    from babelworks.export.gltf import city_pieces
    from babelworks.export.snapshot import match_about, table_pieces

    match = finished_match(game_id, players)
    pieces = table_pieces(match)
    about = match_about(match)
    print(
        f"\n{game_id}, {players} players, seed {SEED}: {len(pieces)} pieces, "
        f"{len(city_pieces(pieces))} in the city"
    )
    _bench_glb(pieces, about, folder, rounds)
    _bench_png(pieces, about, folder, size, rounds)


def _bench_glb(pieces, about, folder: Path, rounds: int) -> None:
    from babelworks.export.gltf import glb_bytes
    from babelworks.export.snapshot import export_snapshot

    target = folder / "table.glb"
    _print_times(
        ".glb build + atomic write",
        _times(lambda: export_snapshot(pieces, glb=target, about=about), rounds),
        GLB_GOAL_S,
    )
    print(
        f"  .glb size: whole table {target.stat().st_size / 1024:.0f} KB, "
        f"city only {len(glb_bytes(pieces, city_only=True)) / 1024:.0f} KB"
    )


def _bench_png(pieces, about, folder: Path, size, rounds: int) -> None:
    from babelworks.export.snapshot import export_snapshot, printed_faces
    from babelworks.render.offscreen import camera_at, display_problem, offscreen_table

    problem = display_problem()
    if problem:
        print(f"PNG: not measured ({problem})")
        return
    from babelworks.export import picture

    label, target = f"{size[0]}x{size[1]}", folder / "table.png"
    with offscreen_table(pieces, faces=printed_faces()) as view:
        _print_times(
            f"PNG {label} render + encode + atomic write",
            _times(lambda: export_snapshot(pieces, png=target, size=size, view=view, about=about), rounds),
            PNG_GOAL_S,
        )
        print(f"  PNG size: {target.stat().st_size / 1024:.0f} KB")
        shown = picture.picture_pieces(view.pieces())
        with picture.showing(view, shown), camera_at(view, picture.picture_pose(view, size)):
            _stage_times(view, size, folder, rounds)


def _stage_times(view, size, folder: Path, rounds: int) -> None:
    from babelworks.render.offscreen import render_bands, render_image
    from babelworks.render.png import encode_png, encode_png_bands

    _print_times("  render, default sampling for the size", _times(lambda: render_image(view, *size), rounds))
    _print_times(
        "  render supersampled 2x2 (the old exporter's path)",
        _times(lambda: render_image(view, *size, supersample=2), rounds),
    )
    _print_times(
        "  pyqtgraph renderToArray (the old TableView.render_image)",
        _times(
            lambda: (view.renderToArray(size, textureSize=max(size) + 2, padding=1), view.doneCurrent()),
            rounds,
        ),
    )
    _print_times(
        "  render, then encode (one after the other)",
        _times(lambda: encode_png(render_image(view, *size)), rounds),
    )
    _print_times(
        "  render and encode band by band (the exporter's path)",
        _times(lambda: encode_png_bands(render_bands(view, *size)), rounds),
    )
    image = render_image(view, *size)
    _print_times(
        f"  PNG encode, ours, unfiltered ({len(encode_png(image)) / 1024:.0f} KB)",
        _times(lambda: encode_png(image), rounds),
    )
    _print_times(
        f"  PNG encode, 'Up' filter, as before ({len(_up_filtered_png(image)) / 1024:.0f} KB)",
        _times(lambda: _up_filtered_png(image), rounds),
    )
    qimage, qt_file = _qimage(image), folder / "qt.png"
    _print_times(
        f"  PNG encode, QImage.save ({_qt_size(qimage, qt_file) / 1024:.0f} KB)",
        _times(lambda: qimage.save(str(qt_file)), rounds),
    )


def _up_filtered_png(image) -> bytes:
    """The IDAT payload of the encoder's previous way: each row minus the row above, one buffer."""
    import zlib

    import numpy as np

    from babelworks.render.png import COMPRESSION_LEVEL

    height, width = image.shape[:2]
    flat = image[..., :3].reshape(height, 3 * width)
    rows = np.empty((height, 1 + 3 * width), dtype=np.uint8)
    rows[:, 0] = 2  # "Up"
    rows[0, 1:] = flat[0]
    np.subtract(flat[1:], flat[:-1], out=rows[1:, 1:])  # wraps modulo 256, as PNG wants
    return zlib.compress(rows.tobytes(), COMPRESSION_LEVEL)


def _qimage(image):
    import numpy as np
    from PySide6.QtGui import QImage

    rows = np.ascontiguousarray(image)  # the renderer's picture is a flipped view
    height, width = rows.shape[:2]
    return QImage(rows.data, width, height, 3 * width, QImage.Format.Format_RGB888).copy()


def _qt_size(qimage, path: Path) -> int:
    qimage.save(str(path))
    return path.stat().st_size


def _times(work, rounds: int) -> list[tuple[float, float]]:
    """(wall, CPU) seconds of each round; CPU counts every thread of this process."""
    times = []
    for _ in range(rounds):
        started, cpu = time.perf_counter(), time.process_time()
        work()
        times.append((time.perf_counter() - started, time.process_time() - cpu))
    return times


def _print_times(label: str, times: list[tuple[float, float]], goal: float | None = None) -> None:
    wall = [w for w, _ in times]
    cpu = statistics.median(c for _, c in times)
    verdict = "" if goal is None else (f"  (goal <= {goal} s: {'met' if min(wall) <= goal else 'NOT met'})")
    print(
        f"{label}: best {min(wall):.3f} s, median {statistics.median(wall):.3f} s"
        f" over {len(wall)}, CPU {cpu:.3f} s{verdict}"
    )


if __name__ == "__main__":
    raise SystemExit(main())
