"""The PyInstaller spec, read without PyInstaller: what it would put in the bundle."""

from __future__ import annotations

import sys
import types
from pathlib import Path

import pytest

from babelworks.core.assets import assets_dir
from tests.packaging.support import PACKAGING, REPO

SPEC = PACKAGING / "babelworks.spec"


class _Recorder:
    """Stands in for one of the spec's PyInstaller classes and keeps its arguments."""

    calls: dict[str, dict] = {}

    def __init__(self, *args, **kwargs):
        self.calls[type(self).__name__] = {"args": args, **kwargs}
        self.pure = self.scripts = self.binaries = self.datas = []


@pytest.fixture(scope="module")
def spec_calls():
    """Run the spec with the build steps replaced by recorders; return their arguments."""
    hooks = types.ModuleType("PyInstaller.utils.hooks")
    hooks.collect_submodules = lambda package: [f"<every module of {package}>"]
    names = ("PyInstaller", "PyInstaller.utils", "PyInstaller.utils.hooks")
    saved = {name: sys.modules.get(name) for name in names}
    sys.modules.update({name: types.ModuleType(name) for name in names[:2]})
    sys.modules[names[2]] = hooks
    namespace = {"SPECPATH": str(PACKAGING), "__file__": str(SPEC)}
    for step in ("Analysis", "PYZ", "EXE", "COLLECT"):
        namespace[step] = type(step, (_Recorder,), {})
    try:
        exec(compile(SPEC.read_text(encoding="utf-8"), str(SPEC), "exec"), namespace)
    finally:
        for name, module in saved.items():
            if module is None:
                del sys.modules[name]
            else:
                sys.modules[name] = module
    return _Recorder.calls


def _bundle_destination(datas, source: Path) -> str | None:
    """Where a (source folder or file, bundle folder) list puts ``source``, or None."""
    for origin, folder in datas:
        origin = Path(origin)
        if source == origin:
            return f"{folder}/{source.name}"
        if origin in source.parents:
            return f"{folder}/{source.relative_to(origin).as_posix()}"
    return None


def test_every_asset_file_goes_to_babelworks_assets_in_the_bundle(spec_calls):
    datas = spec_calls["Analysis"]["datas"]
    assets = assets_dir()
    for path in (p for p in assets.rglob("*") if p.is_file()):
        expected = f"babelworks/assets/{path.relative_to(assets).as_posix()}"
        assert _bundle_destination(datas, path) == expected, f"{path} is not bundled"
    assert (str(assets), "babelworks/assets") in datas


def test_bundle_relies_on_no_file_outside_the_repository(spec_calls):
    for origin, _ in spec_calls["Analysis"]["datas"]:
        assert REPO in Path(origin).resolve().parents


def test_entry_script_is_the_launcher_and_every_babelworks_module_is_taken(spec_calls):
    analysis = spec_calls["Analysis"]
    assert analysis["args"][0] == [str(PACKAGING / "launcher.py")]
    assert "<every module of babelworks>" in analysis["hiddenimports"]


def test_app_is_one_folder_named_babelworks(spec_calls):
    assert spec_calls["EXE"]["exclude_binaries"] is True
    assert spec_calls["EXE"]["name"] == spec_calls["COLLECT"]["name"] == "babelworks"


def test_launcher_runs_the_cli_entry_point():
    text = (PACKAGING / "launcher.py").read_text(encoding="utf-8")
    assert "from babelworks.cli import main" in text


def test_no_benchmark_tool_or_test_is_collected(spec_calls):
    analysis = spec_calls["Analysis"]
    assert not [name for name in analysis["hiddenimports"] if name.split(".")[0] in ("bench", "tools")]
    assert {"bench", "tools", "tests"} <= set(analysis["excludes"])
