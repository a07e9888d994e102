"""Fixtures for UI tests: isolated settings and app data, no blocking message boxes,
and a main window playing the Tally example game (GL is configured in tests/conftest.py).

GL tests need a real X server: pytest-xvfb starts Xvfb when DISPLAY is unset.
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QFileDialog, QMessageBox

from babelworks.session import Autosave, Session
from tests.session.conftest import tally_lookup, tally_match
from tests.session.tally_game import TALLY


@pytest.fixture(autouse=True)
def isolated_places(tmp_path, monkeypatch):
    """Keep QSettings() and QStandardPaths away from the real user's files.

    Not QStandardPaths' test mode: it still writes under the real home (~/.qttest).
    """
    for variable in ("XDG_DATA_HOME", "XDG_CONFIG_HOME", "XDG_STATE_HOME", "XDG_CACHE_HOME"):
        monkeypatch.setenv(variable, str(tmp_path / variable.lower()))
    for fmt in (QSettings.Format.NativeFormat, QSettings.Format.IniFormat):
        QSettings.setPath(fmt, QSettings.Scope.UserScope, str(tmp_path / "settings"))


@pytest.fixture
def settings(tmp_path):
    """A settings file of the test's own."""
    return QSettings(str(tmp_path / "window.ini"), QSettings.Format.IniFormat)


@pytest.fixture
def autosave(tmp_path):
    """An autosave in a temp folder that knows the Tally game."""
    keeper = Autosave(tmp_path / "appdata", lookup=tally_lookup)
    yield keeper
    keeper.finish()


def make_window(qtbot, settings, autosave=None, start=True):
    """A shown main window offering Tally, optionally playing a fresh 2-seat match."""
    from babelworks.ui.main_window import MainWindow

    window = MainWindow(Session(autosave), settings, games={"tally": TALLY}, lookup=tally_lookup)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    if start:
        window.session.start(tally_match())
        pass_first_curtain(window)
        window.session.mark_saved()  # a fresh game: nothing to lose on close
    return window


def pass_first_curtain(window) -> None:
    """The first person of a hot-seat game confirms it is them (the curtain is up at the start)."""
    if window.tables.curtain.isVisible():
        window.tables.curtain.button.click()


@pytest.fixture
def window(qtbot, settings, autosave):
    """A main window playing Tally, autosaving to a temp folder."""
    autosave.start()
    return make_window(qtbot, settings, autosave)


class DialogRecorder:
    """Stands in for modal dialogs: records message boxes, answers them and file dialogs.

    Questions are answered Discard unless a test sets ``answer``; file dialogs
    return ``path`` ("" = cancelled).
    """

    def __init__(self) -> None:
        self.calls: list[tuple[str, str, str]] = []
        self.answer = QMessageBox.StandardButton.Discard
        self.path = ""

    def hook(self, kind: str):
        def fake(parent, title, text, buttons=None, default=None):
            self.calls.append((kind, title, text))
            return self.answer

        return fake

    def file_hook(self, kind: str):
        def fake(parent, caption, folder, filters):
            self.calls.append((kind, caption, folder))
            return self.path, filters

        return fake


@pytest.fixture(autouse=True)
def dialogs(monkeypatch):
    """No modal message box ever blocks a test; each one shown is recorded."""
    recorder = DialogRecorder()
    for kind in ("question", "warning", "about", "information", "critical"):
        monkeypatch.setattr(QMessageBox, kind, staticmethod(recorder.hook(kind)))
    for kind in ("getOpenFileName", "getSaveFileName"):
        monkeypatch.setattr(QFileDialog, kind, staticmethod(recorder.file_hook(kind)))
    return recorder
