"""The physics' small solves on one BLAS thread (numpy's BLAS, whichever it is).

Its own module, needing only threadpoolctl, so that it can be checked with any numpy the
project allows (tests/physics/test_blas_cap.py installs the oldest in a bare environment).
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

_BLAS = None  # the ThreadpoolController, found once: looking the libraries up costs a scan


def _blas() -> Any:
    global _BLAS
    if _BLAS is None:
        from threadpoolctl import ThreadpoolController

        _BLAS = ThreadpoolController()
    return _BLAS


@contextmanager
def one_blas_thread() -> Iterator[None]:
    """Run small solves on one BLAS thread: with every core busy, OpenBLAS's threads make a
    168-row solve ten times slower (measured: 11 ms alone, 100+ ms on a loaded machine).
    threadpoolctl finds whichever BLAS numpy loaded, by what is loaded rather than by file
    name, so the cap holds on every numpy and every system the project allows."""
    with _blas().limit(limits=1, user_api="blas"):
        yield
