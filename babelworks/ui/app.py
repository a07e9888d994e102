"""Start the app: GL set-up, the QApplication, the session with its autosave, the window.

After a crash (the last session left its running marker behind) the app offers
to resume the autosaved game; a clean exit clears the marker.
"""

from __future__ import annotations

import logging
import sys
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QSettings, QStandardPaths
from PySide6.QtWidgets import QApplication, QMessageBox

import babelworks
from babelworks.render.glsetup import configure_gl
from babelworks.session import Autosave, Session
from babelworks.ui.main_window import MainWindow

ORGANISATION = "babelworks"
APPLICATION = "babelworks"


def application() -> QApplication:
    """The QApplication, created once with GL configured before it (FINDINGS)."""
    existing = QApplication.instance()
    if existing is not None:
        return existing
    configure_gl()
    QCoreApplication.setOrganizationName(ORGANISATION)
    QCoreApplication.setApplicationName(APPLICATION)
    QCoreApplication.setApplicationVersion(babelworks.__version__)
    return QApplication(sys.argv[:1])


def log_to_file() -> Path:
    """Log to a file in the app's state folder: a GUI launch on Windows has no stderr.

    Unexpected errors raised in Qt slots are logged there too, and the player is
    told where to find them, instead of Qt only printing a trace nobody sees.
    """
    folder = Path(QStandardPaths.writableLocation(QStandardPaths.StandardLocation.StateLocation))
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / "babelworks.log"
    logging.basicConfig(filename=path, level=logging.INFO,
                        format="%(asctime)s %(levelname)s %(name)s: %(message)s")
    sys.excepthook = lambda kind, error, trace: _report_unexpected(path, kind, error, trace)
    return path


def _report_unexpected(log_path: Path, kind, error, trace) -> None:
    """Log an uncaught error and tell the player, without closing the app."""
    logging.getLogger("babelworks").error("Unexpected error", exc_info=(kind, error, trace))
    QMessageBox.critical(QApplication.activeWindow(), "Something went wrong",
                         f"babelworks hit an unexpected error: {error}\n\n"
                         f"The details are in {log_path}.")


def open_window(save_path: str | None, autosave: Autosave, settings: QSettings,
                **window_options) -> MainWindow:
    """Show the main window: on ``save_path``, on a crashed session's game, or empty.

    Args:
        save_path: a save file to open, or None.
        autosave: the autosave, not yet started.
        settings: where the window keeps its geometry and last choices.
        window_options: passed to MainWindow (tests give their own games).
    """
    crashed = autosave.start()
    window = MainWindow(Session(autosave), settings, **window_options)
    window.show()
    if save_path:
        window.open_file(save_path)
    elif crashed:
        offer_resume(window, autosave)
    return window


def offer_resume(window: MainWindow, autosave: Autosave) -> bool:
    """Ask whether to resume the autosaved game of a session that did not end cleanly."""
    match = autosave.resumable()
    if match is None:
        return False
    Btn = QMessageBox.StandardButton
    answer = QMessageBox.question(
        window, "Resume the last game?",
        f"babelworks did not close properly last time. Resume the {match.game.name} game "
        f"in progress ({len(match.log)} actions played)?", Btn.Yes | Btn.No, Btn.Yes)
    if answer != Btn.Yes:
        return False
    window.session.start(match)
    return True


def main(argv_save_path: str | None = None) -> int:
    """Run the app until its window closes; returns the exit code.

    Args:
        argv_save_path: a save file named on the command line, opened at start.
    """
    app = application()
    log_to_file()
    autosave = Autosave()
    window = open_window(argv_save_path, autosave, QSettings())
    try:
        return app.exec()
    finally:
        autosave.finish()  # a clean exit: the next launch offers no resume
        window.deleteLater()
