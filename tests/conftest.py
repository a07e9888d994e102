"""Test-wide set-up: GL before the QApplication, and no silent skips in CI."""

from __future__ import annotations

import os

import pytest


def pytest_configure(config):
    """Configure OpenGL before pytest-qt creates the QApplication (FINDINGS: shared contexts)."""
    from babelworks.render.glsetup import configure_gl

    configure_gl()


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_makereport(item, call):
    """Under ``BABELWORKS_NO_SKIPS=1`` (set by .ci/run) a skipped test is a failure.

    GL, validator and packaging tests must never pass CI by quietly not running.
    """
    outcome = yield
    report = outcome.get_result()
    if report.skipped and os.environ.get("BABELWORKS_NO_SKIPS") == "1" and not hasattr(report, "wasxfail"):
        report.outcome = "failed"
        report.longrepr = f"skipped, which CI does not allow: {report.longrepr}"
