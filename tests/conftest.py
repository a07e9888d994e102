"""Test-wide set-up: GL before the QApplication, and no silent skips in CI."""

from __future__ import annotations

import os

import pytest


def pytest_configure(config):
    """Configure OpenGL before pytest-qt creates the QApplication (FINDINGS: shared contexts)."""
    from babelworks.render.glsetup import configure_gl

    configure_gl()


def pytest_collection_modifyitems(config, items):
    """The tests marked ``slow`` run first, in their own order, then all the others.

    pytest-xdist hands out test modules in this order (``--dist loadscope
    --no-loadscope-reorder``): the modules of long tests start at once, one per free worker,
    instead of one of them starting near the end and keeping a single worker busy for
    minutes after the others have finished.
    """
    items.sort(key=lambda item: item.get_closest_marker("slow") is None)


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


_BLOCKING = {
    "QtWidgets.QDialog": ["exec"],
    "QtWidgets.QMessageBox": ["exec", "question", "warning", "information", "critical", "about"],
    "QtWidgets.QFileDialog": ["exec", "getOpenFileName", "getSaveFileName", "getExistingDirectory"],
    "QtWidgets.QInputDialog": ["exec", "getItem", "getInt", "getText", "getDouble"],
    "QtWidgets.QColorDialog": ["exec", "getColor"],
    "QtWidgets.QMenu": ["exec"],
    "QtGui.QDrag": ["exec"],
    "QtGui.QDesktopServices": ["openUrl"],  # would open the person's file manager or browser
}


@pytest.fixture(autouse=True)
def no_blocking_dialogs(monkeypatch):
    """A modal dialog, menu or drag loop opened by a test fails it at once instead of hanging CI.

    Tests that expect one patch the method themselves (their fixtures run after this one).
    """
    import importlib

    for dotted, methods in _BLOCKING.items():
        module_name, class_name = dotted.split(".")
        cls = getattr(importlib.import_module(f"PySide6.{module_name}"), class_name)
        for method in methods:
            monkeypatch.setattr(cls, method, _refuse(f"{class_name}.{method}"), raising=False)


def _refuse(name: str):
    def refuse(*args, **kwargs):
        raise AssertionError(
            f"{name}() would block the test waiting for a person; "
            "patch it or drive the widget without a modal loop"
        )

    return staticmethod(refuse) if not name.endswith(".exec") else refuse
