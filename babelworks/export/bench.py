"""Benchmark: how long a finished 4-player city takes to export, and how big the .glb is.

    python -m babelworks.export.bench [--rounds N] [--size 3840x2160]

Needs a display for the picture (``xvfb-run -a python -m babelworks.export.bench``
headless). Prints the best and median wall time of N rounds for each stage and
the median CPU time (on a shared machine, an idle 2-core one would need between
CPU / 2 and CPU for the multi-threaded GL stages); goals: the .glb under 0.5 s,
the 3840x2160 PNG under 1 s. The PNG is timed in a table view that already
exists, as in the app; creating the view is timed on its own.
"""

from __future__ import annotations

import argparse
import os
import statistics
import tempfile
import time
from pathlib import Path

from babelworks.export import picture
from babelworks.export.gltf import city_pieces, glb_bytes
from babelworks.export.png import encode_png
from babelworks.export.sample_city import finished_city
from babelworks.export.snapshot import export_snapshot

GLB_GOAL_S = 0.5
PNG_GOAL_S = 1.0


def main(argv: list[str] | None = None) -> int:
    """Run the benchmark and print its figures; returns 0."""
    parser = argparse.ArgumentParser(prog="python -m babelworks.export.bench")
    parser.add_argument("--rounds", type=int, default=5)
    parser.add_argument("--size", default="3840x2160")
    args = parser.parse_args(argv)
    size = picture.parse_size(args.size)
    pieces = finished_city()
    print(f"machine load average (1 min): {os.getloadavg()[0]:.2f} on {os.cpu_count()} cores")
    print(f"city: {len(pieces)} pieces on the table, {len(city_pieces(pieces))} in the city")
    with tempfile.TemporaryDirectory() as folder:
        _bench_glb(pieces, Path(folder), args.rounds)
        _bench_png(pieces, Path(folder), size, args.rounds)
    return 0


def _bench_glb(pieces, folder: Path, rounds: int) -> None:
    target = folder / "city.glb"
    _print_times(".glb build + atomic write", _times(
        lambda: export_snapshot(pieces, glb=target), rounds), GLB_GOAL_S)
    print(f"  .glb size: whole table {target.stat().st_size / 1024:.0f} KB, "
          f"city only {len(glb_bytes(pieces, city_only=True)) / 1024:.0f} KB")


def _bench_png(pieces, folder: Path, size: tuple[int, int], rounds: int) -> None:
    problem = picture.display_problem()
    if problem:
        print(f"PNG: not measured ({problem})")
        return
    started = time.perf_counter()
    with picture.offscreen_table(pieces) as view:
        print(f"table view created and shown: {time.perf_counter() - started:.3f} s")
        label = f"{size[0]}x{size[1]}"
        pose = picture.hero_camera(view, size)
        _print_times(f"PNG {label} render + encode + atomic write", _times(
            lambda: export_snapshot(pieces, png=folder / "city.png", size=size, view=view),
            rounds), PNG_GOAL_S)
        with picture.camera_at(view, pose):
            _stage_times(view, size, rounds)
        print(f"  PNG size: {(folder / 'city.png').stat().st_size / 1024:.0f} KB")


def _stage_times(view, size: tuple[int, int], rounds: int) -> None:
    factor = picture.SUPERSAMPLE
    _print_times(f"  render {factor}x{factor} supersampled + read back", _times(
        lambda: picture.snapshot_image(view, *size), rounds))
    _print_times("  (for comparison: plain render, no antialiasing)", _times(
        lambda: picture.snapshot_image(view, *size, supersample=1), rounds))
    image = picture.snapshot_image(view, *size)
    _print_times("  PNG encode", _times(lambda: encode_png(image), rounds))


def _times(work, rounds: int) -> list[tuple[float, float]]:
    """(wall, CPU) seconds of each round; CPU counts every thread of this process
    (llvmpipe renders in-process), so it says what an idle machine would need
    when the machine is shared."""
    times = []
    for _ in range(rounds):
        started, cpu = time.perf_counter(), time.process_time()
        work()
        times.append((time.perf_counter() - started, time.process_time() - cpu))
    return times


def _print_times(label: str, times: list[tuple[float, float]], goal: float | None = None) -> None:
    wall = [w for w, _ in times]
    cpu = statistics.median(c for _, c in times)
    verdict = "" if goal is None else (
        f"  (goal < {goal} s: {'met' if min(wall) < goal else 'NOT met'})")
    print(f"{label}: best {min(wall):.3f} s, median {statistics.median(wall):.3f} s"
          f" over {len(wall)}, CPU {cpu:.3f} s{verdict}")


if __name__ == "__main__":
    raise SystemExit(main())
