"""The wheel ships the package and its assets, and no benchmark or tool (they live beside it)."""

from __future__ import annotations

import shutil
import subprocess
import sys
import zipfile

from tests.packaging.support import REPO


def test_the_wheel_holds_no_benchmark_or_tool(tmp_path):
    # Built from a copy, so the build's own folders never land in the checkout.
    source = tmp_path / "source"
    for name in ("babelworks", "assets", "bench", "tools"):
        shutil.copytree(REPO / name, source / name, ignore=shutil.ignore_patterns("__pycache__"))
    for name in ("setup.py", "pyproject.toml", "README.md"):
        shutil.copy2(REPO / name, source / name)
    # --no-build-isolation: the test environment already has setuptools and wheel, and
    # an isolated build would reach for the package registry.
    result = subprocess.run(
        [
            sys.executable,
            "-m",
            "pip",
            "wheel",
            str(REPO),
            "--no-deps",
            "--no-build-isolation",
            "-q",
            "-w",
            str(tmp_path),
        ],
        capture_output=True,
        text=True,
        timeout=600,
        cwd=tmp_path,
    )
    assert result.returncode == 0, result.stderr[-3000:]
    (wheel,) = tmp_path.glob("babelworks-*.whl")
    names = zipfile.ZipFile(wheel).namelist()
    assert "babelworks/cli.py" in names
    assert any(name.startswith("babelworks/assets/") for name in names)
    strays = [n for n in names if n.split("/")[0] in ("bench", "tools", "tests") or "/bench" in n]
    assert strays == []
