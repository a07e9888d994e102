"""The README's two commands, run in a sandbox: what each installs, and what CI traps.

The bootstrap and .ci/run are copied into a temp tree whose Python, venv and tools
are recorders, so these tests see exactly what the scripts would install and run,
without installing anything.
"""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import tomllib
from pathlib import Path

from tests.packaging.support import PACKAGING, REPO

RECORDER = '#!/bin/sh\necho "$0 $*" >> "{log}"\nexit 0\n'
NEEDED = (
    "bash",
    "sh",
    "dirname",
    "touch",
    "grep",
    "id",
    "awk",
    "mktemp",
    "rm",
    "cat",
    "chmod",
    "env",
    "sort",
    "tr",
)


def _sandbox(tmp_path: Path) -> tuple[Path, Path]:
    """A tree with the scripts, a recording venv, and a PATH of only the needed tools."""
    tree, bin_dir, log = tmp_path / "tree", tmp_path / "bin", tmp_path / "calls.log"
    (tree / "packaging").mkdir(parents=True)
    (tree / ".ci").mkdir()
    shutil.copy(PACKAGING / "bootstrap.sh", tree / "packaging")
    shutil.copy(REPO / ".ci" / "run", tree / ".ci")
    shutil.copy(REPO / "pyproject.toml", tree)
    bin_dir.mkdir()
    for tool in NEEDED:
        os.symlink(shutil.which(tool), bin_dir / tool)
    for fake in (bin_dir / "python3.11", tree / ".venv/bin/python", tree / ".venv/bin/babelworks"):
        fake.parent.mkdir(parents=True, exist_ok=True)
        fake.write_text(RECORDER.format(log=log))
        fake.chmod(0o755)
    return tree, bin_dir


def _run(script: list[str], tree: Path, bin_dir: Path) -> subprocess.CompletedProcess:
    env = {"PATH": str(bin_dir), "HOME": str(tree)}
    return subprocess.run(script, cwd=tree, env=env, capture_output=True, text=True, timeout=60)


def _extras_installed(log: Path) -> set[str]:
    """The extras of every ``pip install -e TARGET`` the recorder saw."""
    extras = set()
    for line in log.read_text().splitlines():
        if " -m pip install " in line:
            target = line.split()[-1]
            extras |= set(target.partition("[")[2].rstrip("]").split(",")) - {""}
    return extras


def test_run_installs_only_what_running_needs(tmp_path):
    tree, bin_dir = _sandbox(tmp_path)
    done = _run(["bash", "packaging/bootstrap.sh", "run", "--version"], tree, bin_dir)
    assert done.returncode == 0, done.stderr
    calls = (tmp_path / "calls.log").read_text()
    assert " -m pip install " in calls and ".venv/bin/babelworks --version" in calls
    declared = tomllib.loads((REPO / "pyproject.toml").read_text())["project"]["optional-dependencies"]
    pulled_in = [dep for extra in _extras_installed(tmp_path / "calls.log") for dep in declared[extra]]
    assert not [dep for dep in pulled_in if dep.lower().startswith(("pyinstaller", "pytest", "ray"))]


def test_test_installs_the_cluster_extra_and_runs_on_every_core_with_the_slowest_15(tmp_path):
    tree, bin_dir = _sandbox(tmp_path)
    (tree / ".cache/npm/node_modules/gltf-validator").mkdir(parents=True)  # installed already
    done = _run(["bash", "packaging/bootstrap.sh", "test", "tests/x"], tree, bin_dir)
    assert done.returncode == 0, done.stderr
    assert {"test", "packaging", "cluster"} <= _extras_installed(tmp_path / "calls.log")
    calls = (tmp_path / "calls.log").read_text()
    assert (
        ".venv/bin/python -m pytest -n auto --dist loadscope --no-loadscope-reorder --durations=15 tests/x"
        in calls
    )


def _readme_with(tree: Path, command: str) -> None:
    (tree / "README.md").write_text(f"<!-- test-command -->\n```sh\n{command}\n```\n")


def test_ci_fails_when_a_test_reaches_a_project_tool_through_path(tmp_path):
    tree, bin_dir = _sandbox(tmp_path)
    _readme_with(tree, "lint-imports || true")  # even a command that hides the failure
    done = _run(["bash", ".ci/run"], tree, bin_dir)
    assert done.returncode != 0
    assert "lint-imports" in done.stderr and "not installed by the bootstrap" in done.stderr


def test_ci_passes_a_command_that_needs_nothing_from_path(tmp_path):
    tree, bin_dir = _sandbox(tmp_path)
    _readme_with(tree, 'test -z "$PYTHONPATH" && test "$PYTHONNOUSERSITE" = 1')
    done = _run(["bash", ".ci/run"], tree, bin_dir)
    assert done.returncode == 0, done.stderr


def _declared_packages(name: str) -> set[str]:
    """The Debian packages listed in the bootstrap's ``NAME="..."`` variable."""
    text = (PACKAGING / "bootstrap.sh").read_text()
    value = re.search(rf'^{name}="([^"]*)"', text, re.MULTILINE | re.DOTALL)
    return set(value.group(1).split())


def test_every_system_tool_a_test_needs_is_installed_by_the_bootstrap():
    needed = set()
    for path in (REPO / "tests").rglob("*.py"):
        needed |= set(re.findall(r'require_tool\("[^"]+", "([^"]+)"\)', path.read_text()))
    assert needed, "the test must find the tools the tests require"
    assert needed - _declared_packages("RUN_PACKAGES") - _declared_packages("TEST_PACKAGES") == set()
