"""Paths and tool look-ups shared by the packaging tests."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[2]
PACKAGING = REPO / "packaging"
SHARE = PACKAGING / "linux" / "share"
APP_ID = "org.babelworks.Babelworks"
SAVE_MIME_TYPE = "application/x-babelworks-save"


def require_tool(command: str, debian_package: str) -> str:
    """Return the path of ``command``, failing the test (never skipping) when absent.

    Args:
        command: the executable's name.
        debian_package: the Debian package that provides it, named in the failure.
    """
    path = shutil.which(command)
    if path is None:
        pytest.fail(
            f"{command} is not installed; install it with "
            f"`apt-get install {debian_package}` (packaging/bootstrap.sh test does)."
        )
    return path
