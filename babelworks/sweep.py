"""Where a ``simulate`` run's games are played: here, in worker processes, or as Ray tasks.

Every game is a pure function of the run and its seed, so the place it is played
changes nothing: the records reach ``keep`` in seed order whichever way they were
played, and the report, the seeds and the saves are those of one process.

Ctrl-C (SIGINT, to this process or to its whole process group from a terminal)
stops the games still running at once: worker processes ignore it and are
terminated by their parent, Ray tasks are cancelled. The games already finished,
including those that finished out of order behind a slower one, are kept (their
saves written, their entries reported, in seed order) before KeyboardInterrupt
goes on to the caller.

``cluster`` is a Ray address: ``auto`` joins the Ray instance this process
already started or a running local one, or else starts one on this machine;
anything else (``ray://head:10001``, ``head:6379``) is handed to ``ray.init``
with the package shipped to the workers (see ``docs/cluster.md``).
"""

from __future__ import annotations

import logging
import multiprocessing
import os
import queue
import signal
import threading
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import babelworks
from babelworks.core.assets import assets_dir

# play(run, seed, index) -> record; keep(record, cpu_seconds) -> None
Play = Callable[[Any, int, int], Any]
Keep = Callable[[Any, float], None]

WAIT_SECONDS = 0.25  # how often a waiting parent looks up, so Ctrl-C is seen at once
NOT_SHIPPED = ("/.git", "/.venv", "/tests", "/docs", "/build", "/dist", "/.cache", "__pycache__", "*.pyc")


class InSeedOrder:
    """Hands finished games to ``keep`` in seed order, holding back those that finish early."""

    def __init__(self, keep: Keep) -> None:
        self.keep = keep
        self.waiting: dict[int, tuple[Any, float]] = {}
        self.next = 0

    def add(self, index: int, record: Any, cpu: float) -> None:
        """Game ``index`` has finished: keep it and every held-back game it was the last gap before."""
        self.waiting[index] = (record, cpu)
        while self.next in self.waiting:
            self.keep(*self.waiting.pop(self.next))
            self.next += 1

    def flush(self) -> None:
        """Keep every finished game still held back (after Ctrl-C: the run will have gaps)."""
        for index in sorted(self.waiting):
            self.keep(*self.waiting.pop(index))


def timed(play: Play, run: Any, seed: int, index: int) -> tuple[int, Any, float]:
    """Play one game and return its index, its record and the CPU seconds it took."""
    started = time.process_time()
    record = play(run, seed, index)
    return index, record, time.process_time() - started


def play_all(
    play: Play, run: Any, seeds: list[int], keep: Keep, jobs: int = 1, cluster: str | None = None
) -> None:
    """Play game ``index`` of ``run`` with ``seeds[index]`` for every index; ``keep`` each in seed order.

    ``play`` must be a module-level function (it is sent to other processes by
    name). ``jobs`` above 1 plays in that many worker processes; ``cluster`` (a
    Ray address or ``auto``) plays each game as a Ray task.

    Raises:
        KeyboardInterrupt: Ctrl-C, after every finished game has been kept.
        ValueError: a cluster was asked for but Ray is missing or cannot be reached.
    """
    order = InSeedOrder(keep)
    if cluster is not None:
        _on_cluster(play, run, seeds, order, cluster)
    elif jobs > 1:
        _in_processes(play, run, seeds, order, jobs)
    else:
        for index, seed in enumerate(seeds):
            order.add(*timed(play, run, seed, index))


@contextmanager
def sigint_blocked() -> Iterator[None]:
    """Ctrl-C waits until the block is done (in the main thread; elsewhere as is).

    The handler only notes a Ctrl-C, and the block's end acts on it. Masking the signal would
    not do: the kernel hands a process signal to any thread that does not block it (numpy's
    BLAS threads, a pool's helpers), and Python then runs its handler in the main thread
    anyway, in the middle of the block (a save written but not yet reported).
    """
    if threading.current_thread() is not threading.main_thread():
        yield
        return
    caught: list[int] = []
    previous = signal.signal(signal.SIGINT, lambda number, frame: caught.append(number))
    try:
        yield
    finally:
        signal.signal(signal.SIGINT, previous)
        if caught and previous is not signal.SIG_IGN:
            if callable(previous):
                previous(signal.SIGINT, None)  # Python's own: KeyboardInterrupt, now
            else:
                os.kill(os.getpid(), signal.SIGINT)  # the default: end as Ctrl-C ends


def _ignore_ctrl_c() -> None:
    """In a worker: a terminal's Ctrl-C reaches the whole group; only the parent decides."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)


def _in_processes(play: Play, run: Any, seeds: list[int], order: InSeedOrder, jobs: int) -> None:
    finished: queue.SimpleQueue = queue.SimpleQueue()
    with sigint_blocked():
        pool = multiprocessing.get_context().Pool(min(jobs, len(seeds)), initializer=_ignore_ctrl_c)
    try:
        for index, seed in enumerate(seeds):
            pool.apply_async(
                timed, (play, run, seed, index), callback=finished.put, error_callback=finished.put
            )
        for _ in seeds:
            order.add(*_next_result(finished))
    except KeyboardInterrupt:
        pool.terminate()  # the running games are lost at once, not waited for
        while not finished.empty():
            result = finished.get()
            if not isinstance(result, BaseException):
                order.add(*result)
        order.flush()
        raise
    finally:
        pool.terminate()
        pool.join()


def _next_result(finished: queue.SimpleQueue) -> tuple[int, Any, float]:
    """The next game a worker finished (a short wait at a time, so Ctrl-C is seen at once)."""
    while True:
        try:
            result = finished.get(timeout=WAIT_SECONDS)
        except queue.Empty:
            continue
        if isinstance(result, BaseException):
            raise result  # a worker could not even start the game (play itself never raises)
        return result


@contextmanager
def connected(address: str | None) -> Iterator[None]:
    """Joined to the Ray cluster at ``address`` for the block (nothing when None); see :func:`connect`.

    A Ray instance this block started is shut down at its end; one that was
    already running is left as it was.
    """
    if address is None:
        yield
        return
    ray = _import_ray()
    started_here = connect(ray, address)
    try:
        yield
    finally:
        if started_here:
            ray.shutdown()


def _on_cluster(play: Play, run: Any, seeds: list[int], order: InSeedOrder, address: str) -> None:
    with connected(address):
        import ray

        task = ray.remote(num_cpus=1)(timed)
        shared = ray.put(run)  # sent once, not once a game
        pending = [task.remote(play, shared, seed, index) for index, seed in enumerate(seeds)]
        try:
            while pending:
                ready, pending = ray.wait(pending, num_returns=len(pending), timeout=WAIT_SECONDS)
                for result in ray.get(ready):
                    order.add(*result)
        except KeyboardInterrupt:
            for ref in pending:
                ray.cancel(ref, force=True)
            for ref in pending:
                _keep_if_finished(ray, ref, order)
            order.flush()
            raise


def _keep_if_finished(ray: Any, ref: Any, order: InSeedOrder) -> None:
    """A task that ended before its cancel arrived has a result worth keeping."""
    ready, _ = ray.wait([ref], timeout=0)
    if not ready:
        return
    try:
        order.add(*ray.get(ready[0], timeout=WAIT_SECONDS))
    except Exception:  # noqa: BLE001 - cancelled or lost: a game that did not finish
        return


def _import_ray() -> Any:
    try:
        import ray
    except ImportError:
        raise ValueError(
            '--cluster needs Ray, which is not installed: pip install "babelworks[cluster]".'
        ) from None
    return ray


def connect(ray: Any, address: str) -> bool:
    """Join the cluster at ``address`` (``auto``: this machine's); True when this call started Ray.

    Raises:
        ValueError: the cluster cannot be reached (a sentence naming the address).
    """
    if ray.is_initialized():
        return False
    quiet: dict[str, Any] = {"logging_level": logging.WARNING, "log_to_driver": False}
    try:
        with sigint_blocked():
            if address == "auto":
                ray.init(**quiet)
            else:
                ray.init(address=address, runtime_env=package_runtime_env(), **quiet)
    except (ConnectionError, RuntimeError, ValueError) as error:
        raise ValueError(f"--cluster {address}: no Ray cluster could be reached ({error}).") from None
    return True


def package_runtime_env() -> dict[str, Any]:
    """The Ray runtime environment that ships this babelworks to a cluster's workers.

    From a source checkout, the checkout (``assets/`` beside the package; tests, docs
    and the virtual environment left out); from an installed wheel, the package
    folder, which holds its assets. The workers need babelworks' dependencies
    (numpy, pybullet) installed already, or a ``pip`` entry added by the person.
    """
    package = Path(babelworks.__file__).resolve().parent
    root = assets_dir().parent  # the checkout when the assets are the checkout's own
    if root == package.parent and (root / "pyproject.toml").is_file():
        return {"working_dir": str(root), "excludes": list(NOT_SHIPPED)}
    return {"py_modules": [str(package)]}
