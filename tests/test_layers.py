"""Layers point inward: core, games, bots and scene import no Qt, OpenGL or pybullet."""

from __future__ import annotations

import ast
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
PURE = ("core", "games", "bots", "scene")
FORBIDDEN = ("PySide6", "pyqtgraph", "OpenGL", "pybullet", "shiboken6")


def _imported_roots(path: Path) -> set[str]:
    tree = ast.parse(path.read_text(), filename=str(path))
    roots = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            roots.update(alias.name.split(".")[0] for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            roots.add(node.module.split(".")[0])
    return roots


def test_pure_layers_import_nothing_forbidden():
    offenders = []
    for layer in PURE:
        for path in sorted((ROOT / "babelworks" / layer).rglob("*.py")):
            bad = _imported_roots(path) & set(FORBIDDEN)
            if bad:
                offenders.append(f"{path.relative_to(ROOT)}: {sorted(bad)}")
    assert offenders == []


def test_pure_layers_run_without_qt_or_pybullet_loaded():
    code = (
        "import sys, importlib, pkgutil, babelworks\n"
        f"for layer in {PURE!r}:\n"
        "    pkg = importlib.import_module('babelworks.' + layer)\n"
        "    for info in pkgutil.walk_packages(pkg.__path__, pkg.__name__ + '.'):\n"
        "        importlib.import_module(info.name)\n"
        f"loaded = sorted(m for m in sys.modules if m.split('.')[0] in {FORBIDDEN!r})\n"
        "print(loaded)\n"
    )
    result = subprocess.run(
        [sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, timeout=120
    )
    assert result.returncode == 0, result.stderr
    assert result.stdout.strip() == "[]"


def test_import_linter_contract_is_kept():
    # Run from this interpreter (never PATH): the README's command does not put .venv/bin on it.
    code = "import sys; from importlinter.cli import lint_imports_command; sys.exit(lint_imports_command())"
    result = subprocess.run(
        [sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, timeout=300
    )
    assert result.returncode == 0, result.stdout[-2000:]
