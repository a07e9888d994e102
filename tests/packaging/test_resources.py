"""babelworks.core.assets.assets_dir: a checkout, an installed wheel, a frozen bundle."""

from __future__ import annotations

import pytest

from babelworks.core import assets as resources
from babelworks.core.errors import ContentError
from tests.packaging.support import REPO


def test_source_checkout_finds_the_repository_assets_folder():
    assert resources.assets_dir() == REPO / "assets"


def test_assets_inside_the_package_win(monkeypatch, tmp_path):
    # Installed wheel and frozen bundle: importlib.resources answers a folder that
    # holds babelworks/assets; simulate that folder.
    package = tmp_path / "babelworks"
    (package / "assets").mkdir(parents=True)
    monkeypatch.setattr(resources.importlib.resources, "files", lambda name: package)
    assert resources.assets_dir() == package / "assets"


def test_missing_assets_raise_a_content_error_naming_both_places(monkeypatch, tmp_path):
    monkeypatch.setattr(resources, "_package_assets", lambda: tmp_path / "wheel")
    monkeypatch.setattr(resources, "_checkout_assets", lambda: tmp_path / "checkout")
    with pytest.raises(ContentError, match="wheel.*checkout"):
        resources.assets_dir()


def test_asset_path_joins_below_the_assets_folder():
    assert resources.asset_path("a", "b.json") == REPO / "assets" / "a" / "b.json"


def test_content_is_found_only_through_assets_dir():
    # A path built from __file__ points outside the package in a source checkout and
    # at nothing in a frozen bundle or a wheel: only core/assets.py may do that.
    package = REPO / "babelworks"
    offenders = [
        str(path.relative_to(REPO))
        for path in package.rglob("*.py")
        if path.relative_to(package).as_posix() != "core/assets.py"
        and "__file__" in (text := path.read_text(encoding="utf-8"))
        and '"assets"' in text
    ]
    assert not offenders, f"use babelworks.core.assets.assets_dir() in {offenders}"
