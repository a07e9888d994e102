"""The physics' small solves run on one BLAS thread, whatever numpy the project allows."""

from __future__ import annotations

import subprocess
import sys
import textwrap

from threadpoolctl import threadpool_info

from babelworks.physics.blas import one_blas_thread

ROOT = __import__("pathlib").Path(__file__).resolve().parents[2]
CHECK = textwrap.dedent(
    """
    import numpy
    from threadpoolctl import threadpool_info
    from babelworks.physics.blas import one_blas_thread
    blas = lambda: [i["num_threads"] for i in threadpool_info() if i["user_api"] == "blas"]
    before = blas()
    with one_blas_thread():
        inside = blas()
    print(numpy.__version__, before, inside, blas())
    assert before and inside == [1] * len(before) and blas() == before
    """
)


def _blas_threads() -> list[int]:
    return [info["num_threads"] for info in threadpool_info() if info["user_api"] == "blas"]


def test_the_cap_holds_inside_and_is_lifted_after():
    before = _blas_threads()
    assert before, "numpy's BLAS was not found"
    with one_blas_thread():
        assert _blas_threads() == [1] * len(before)
    assert _blas_threads() == before


def test_the_cap_holds_with_the_oldest_numpy_the_project_allows(tmp_path):
    # numpy 1.26 names its OpenBLAS differently from 2.x (the old file-name lookup missed it).
    venv = tmp_path / "venv"
    subprocess.run([sys.executable, "-m", "venv", str(venv)], check=True, timeout=300)
    python = venv / "bin" / "python"
    install = [str(python), "-m", "pip", "install", "-q", "--disable-pip-version-check"]
    done = subprocess.run(
        [*install, "numpy==1.26.4", "threadpoolctl>=3.1"], capture_output=True, text=True, timeout=900
    )
    assert done.returncode == 0, done.stderr[-2000:]
    result = subprocess.run(
        [str(python), "-c", CHECK],
        capture_output=True,
        text=True,
        timeout=300,
        env={"PYTHONPATH": str(ROOT), "OPENBLAS_NUM_THREADS": "2", "PATH": "/usr/bin:/bin"},
    )
    assert result.returncode == 0, result.stdout + result.stderr[-2000:]
    assert result.stdout.startswith("1.26.4")
