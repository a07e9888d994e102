"""The code's house style holds: ruff (lint and format) everywhere, mypy on the whole package.

Each tool runs from this interpreter (``python -m``), never from PATH: the README's test
command does not put the virtual environment's bin folder on it.
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]


def _run(*args: str) -> subprocess.CompletedProcess:
    return subprocess.run(
        [sys.executable, "-m", *args], cwd=ROOT, capture_output=True, text=True, timeout=900
    )


def test_ruff_finds_nothing_to_fix():
    result = _run("ruff", "check", "babelworks", "bench", "tools", "tests", "packaging")
    assert result.returncode == 0, result.stdout[-4000:] + result.stderr[-2000:]


def test_the_code_is_formatted_by_ruff():
    result = _run("ruff", "format", "--check", "babelworks", "bench", "tools", "tests", "packaging")
    assert result.returncode == 0, result.stdout[-4000:] + result.stderr[-2000:]


@pytest.mark.slow  # mypy of the whole package, with no cache in a fresh clone
def test_mypy_passes_on_the_whole_package():
    result = _run("mypy")  # files and settings: [tool.mypy] in pyproject.toml
    assert result.returncode == 0, result.stdout[-4000:] + result.stderr[-2000:]
