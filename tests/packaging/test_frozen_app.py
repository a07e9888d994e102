"""Build the one-folder app with PyInstaller and run it: the player's view of a release.

Slow (a full PyInstaller build, about a minute on 2 cores) and run in CI. The build
time and bundle size are printed (`pytest -s` shows them).
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import time
from pathlib import Path

import pytest

from babelworks import __version__
from babelworks.core.assets import assets_dir
from babelworks.registry import available_games
from tests.packaging.support import PACKAGING, REPO, require_tool

pytestmark = pytest.mark.slow

XVFB_SCREEN = "-screen 0 1280x800x24"


def _folder_megabytes(folder: Path) -> float:
    files = (p for p in folder.rglob("*") if p.is_file() and not p.is_symlink())
    return sum(p.stat().st_size for p in files) / 1e6


@pytest.fixture(scope="module")
def frozen_app(tmp_path_factory) -> Path:
    """Build dist/babelworks into a temporary folder; return the app folder."""
    out = tmp_path_factory.mktemp("frozen")
    command = ["bash", str(PACKAGING / "build.sh"), "--dist", str(out / "dist"), "--work", str(out / "work")]
    started = time.perf_counter()
    result = subprocess.run(
        command, capture_output=True, text=True, timeout=1200, env={**os.environ, "PYTHON": sys.executable}
    )
    seconds = time.perf_counter() - started
    assert result.returncode == 0, f"build failed:\n{result.stdout}\n{result.stderr}"
    app = out / "dist" / "babelworks"
    print(f"\nfrozen build: {seconds:.0f} s, {_folder_megabytes(app):.0f} MB in {app}")
    return app


@pytest.fixture(scope="module")
def app_env(tmp_path_factory) -> dict[str, str]:
    """The frozen app's environment: its own home, a real X display, no Qt overrides."""
    home = tmp_path_factory.mktemp("home")
    env = {k: v for k, v in os.environ.items() if not k.startswith(("QT_", "PYTHON"))}
    return {
        **env,
        "HOME": str(home),
        "XDG_CONFIG_HOME": str(home / ".config"),
        "XDG_DATA_HOME": str(home / ".local" / "share"),
    }


def _run_app(app: Path, env: dict[str, str], *args: str, display: bool = False):
    command = [str(app / "babelworks"), *args]
    if display:
        command = [require_tool("xvfb-run", "xvfb"), "-a", "-s", XVFB_SCREEN, *command]
    return subprocess.run(command, capture_output=True, text=True, env=env, timeout=300)


def test_frozen_app_passes_its_self_test_under_xvfb(frozen_app, app_env):
    result = _run_app(frozen_app, app_env, "--self-test", display=True)
    assert result.returncode == 0, result.stdout + result.stderr
    assert "self-test passed" in result.stdout


def test_frozen_app_reports_its_version(frozen_app, app_env):
    result = _run_app(frozen_app, app_env, "--version")
    assert result.stdout.strip() == f"babelworks {__version__}"


def _simulation(command: list[str], env: dict[str, str]) -> dict:
    """The JSON report of one short seeded simulation (pybullet prints a banner first)."""
    result = subprocess.run(command, capture_output=True, text=True, env=env, timeout=300, cwd=REPO)
    report = [line for line in result.stdout.splitlines() if line.startswith("{")]
    assert report, f"no JSON report from {command}:\n{result.stdout}\n{result.stderr}"
    return json.loads(report[-1])


@pytest.mark.parametrize("game_id", available_games())
def test_frozen_app_plays_the_same_game_as_the_source(frozen_app, app_env, game_id):
    # Every game package, its content and its physics must be in the bundle: the same
    # seed gives the same game (or the same failure) frozen and from source.
    args = ["simulate", "--game", game_id, "--players", "2", "--games", "1", "--seed", "3", "--json"]
    frozen = _simulation([str(frozen_app / "babelworks"), *args], app_env)
    source = _simulation([sys.executable, "-m", "babelworks", *args], dict(os.environ))
    for field in ("games", "violations"):
        assert frozen[field] == source[field]


def test_bundle_holds_every_asset_file_unchanged(frozen_app):
    source = assets_dir()
    bundled = frozen_app / "_internal" / "babelworks" / "assets"
    for path in (p for p in source.rglob("*") if p.is_file()):
        copy = bundled / path.relative_to(source)
        assert copy.is_file() and copy.read_bytes() == path.read_bytes(), f"{copy} missing"


def test_bundle_leaves_out_the_gtk_theme_plugin(frozen_app):
    assert not list(frozen_app.rglob("libqgtk3.so")), "see GTK_THEME_ONLY in the spec"


def test_bundle_carries_the_desktop_files(frozen_app):
    for name in ("install-desktop.sh", "share/applications/org.babelworks.Babelworks.desktop"):
        assert (frozen_app / name).is_file()


def test_bundle_is_lean(frozen_app):
    # Debug information stripped (pybullet's alone was 126 MB): 350 MB before, goal under 230.
    assert _folder_megabytes(frozen_app) < 230


def test_bundle_carries_a_licence_text_for_every_redistributed_distribution(frozen_app):
    from babelworks import licences

    folder = frozen_app / licences.FOLDER
    assert (folder / "babelworks-LICENSE.txt").read_text().startswith("MIT License")
    carried = {notice.name: notice for notice in licences.read_folder(folder)}
    wanted = {"Python"} | set(licences.redistributed()[1:])
    assert wanted <= set(carried)
    assert all(notice.texts and all(text.strip() for _, text in notice.texts) for notice in carried.values())
