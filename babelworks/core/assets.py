"""Where babelworks finds its assets, however it was started.

Three ways to run babelworks put the ``assets/`` folder in different places:

- a source checkout (or an editable install): ``assets/`` beside the
  ``babelworks`` package, at the repository root;
- an installed wheel: ``babelworks/assets`` inside the package;
- a frozen bundle (PyInstaller, Nuitka): ``babelworks/assets`` inside the
  bundle, which the spec in ``packaging/`` puts there.

The package-relative place is asked for through :mod:`importlib.resources`,
not ``sys.frozen``/``sys._MEIPASS``, because Nuitka leaves ``sys.frozen``
unset while both freezers answer ``importlib.resources`` with a real folder.
Everything that reads content goes through :func:`assets_dir` (one way to find
files) and this module imports nothing but the standard library, so every
layer may use it.
"""

from __future__ import annotations

import importlib.resources
import os
from pathlib import Path

from babelworks.core.errors import ContentError
from babelworks.core.words import translate

ASSETS_FOLDER = "assets"
#: The environment variable naming another assets folder to use instead.
OVERRIDE = "BABELWORKS_ASSETS"


def _package_assets() -> Path:
    """The assets folder inside the installed or frozen ``babelworks`` package."""
    return Path(str(importlib.resources.files("babelworks"))) / ASSETS_FOLDER


def _checkout_assets() -> Path:
    """The assets folder at the root of a source checkout."""
    return Path(__file__).resolve().parents[2] / ASSETS_FOLDER


def assets_dir() -> Path:
    """Return the folder holding babelworks' content files, meshes and icons.

    The folder named by the environment variable ``BABELWORKS_ASSETS`` wins (a
    content designer trying new content on a copy); then the package's own
    ``assets`` folder (installed wheel, frozen bundle); a source checkout's root
    ``assets`` folder is the fallback.

    Returns:
        An existing directory.

    Raises:
        ContentError: neither place holds an assets folder (a broken install).
    """
    chosen = os.environ.get(OVERRIDE)
    if chosen:  # a content designer's (or a test's) own copy of the folder
        if not Path(chosen).is_dir():
            raise ContentError(
                translate(
                    "Content files", "{variable}={folder} is not a folder of babelworks assets."
                ).format(variable=OVERRIDE, folder=chosen)
            )
        return Path(chosen)
    for candidate in (_package_assets(), _checkout_assets()):
        if candidate.is_dir():
            return candidate
    raise ContentError(
        translate(
            "Content files",
            "babelworks cannot find its assets folder (looked in {first} and {second}); reinstall babelworks.",
        ).format(first=str(_package_assets()), second=str(_checkout_assets()))
    )


def asset_path(*parts: str) -> Path:
    """Return the path of one file or folder under :func:`assets_dir`.

    Args:
        *parts: path components below ``assets/`` ("rolling_heights", "plans.json").

    Returns:
        The path; whether it exists is the caller's question (content loaders
        report a missing file as a ContentError naming it).
    """
    return assets_dir().joinpath(*parts)
