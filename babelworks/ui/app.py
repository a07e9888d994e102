"""Start the app: GL set-up, the QApplication, the session with its autosave, the window.

After a crash (the last session left its running marker behind) the app offers
to resume the autosaved game first, even when a file is named at launch; a game
not resumed is kept aside as a file of its own and the player is told where. A
clean exit clears the marker. When autosave cannot run, the player is told once.
"""

from __future__ import annotations

import logging
import sys
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QSettings, QStandardPaths, QTranslator
from PySide6.QtGui import QIcon
from PySide6.QtWidgets import QApplication, QMessageBox

import babelworks
from babelworks.core.assets import asset_path
from babelworks.i18n import load_translations, said, shown, translate
from babelworks.render.glsetup import configure_gl
from babelworks.session import Autosave, Session
from babelworks.ui.main_window import MainWindow
from babelworks.ui.messages import plain
from babelworks.ui.recent_files import remember_file

ORGANISATION = "babelworks"
APPLICATION = "babelworks"
#: The desktop entry's id (packaging/linux): Wayland compositors and taskbars match the
#: window to its launcher, name and icon by it.
DESKTOP_ID = "org.babelworks.Babelworks"
ICON_SIZES = (16, 24, 32, 48, 64, 128, 256, 512)


def application() -> QApplication:
    """The QApplication, created once with GL configured before it (FINDINGS), and identified."""
    app = QApplication.instance()
    if not isinstance(app, QApplication):
        configure_gl()
        QCoreApplication.setOrganizationName(ORGANISATION)
        QCoreApplication.setApplicationName(APPLICATION)
        QCoreApplication.setApplicationVersion(babelworks.__version__)
        app = QApplication(sys.argv[:1])
        load_qt_translations(app)
        load_translations(app)
    identify(app)
    return app


def load_qt_translations(app: QApplication, locale: QLocale | None = None) -> QTranslator | None:
    """Qt's own translations (its dialogs' buttons, its message boxes) for the system's
    locale, or ``locale``; the translator installed, or None where Qt has none for it."""
    translator = QTranslator(app)
    folder = QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)
    if not translator.load(locale or QLocale.system(), "qtbase", "_", folder):
        return None
    app.installTranslator(translator)
    return translator


def identify(app: QApplication) -> None:
    """Give the app its desktop entry's id and its icon at every size (every window shows it)."""
    QApplication.setDesktopFileName(DESKTOP_ID)
    app.setWindowIcon(app_icon())


def app_icon() -> QIcon:
    """The babelworks icon at every size it ships in (``packaging/render_icon.py`` makes them)."""
    icon = QIcon()
    for size in ICON_SIZES:
        icon.addFile(str(asset_path("icons", f"babelworks-{size}.png")))
    return icon


def log_to_file() -> Path:
    """Log to a file in the app's state folder: a GUI launch on Windows has no stderr.

    Unexpected errors raised in Qt slots are logged there too, and the player is
    told where to find them, instead of Qt only printing a trace nobody sees.
    """
    folder = Path(QStandardPaths.writableLocation(QStandardPaths.StandardLocation.StateLocation))
    path = folder / "babelworks.log"
    form = "%(asctime)s %(levelname)s %(name)s: %(message)s"
    try:
        folder.mkdir(parents=True, exist_ok=True)
        logging.basicConfig(filename=path, level=logging.INFO, format=form)
    except OSError:  # a read-only or full state folder must not stop the app
        logging.basicConfig(level=logging.INFO, format=form)
    sys.excepthook = lambda kind, error, trace: _report_unexpected(path, kind, error, trace)
    return path


def _report_unexpected(log_path: Path, kind, error, trace) -> None:
    """Log an uncaught error and tell the player, without closing the app."""
    logging.getLogger("babelworks").error("Unexpected error", exc_info=(kind, error, trace))  # not shown
    QMessageBox.critical(
        QApplication.activeWindow(),
        translate("Unexpected error", "Something went wrong"),
        plain(
            translate(
                "Unexpected error", "babelworks hit an unexpected error: {error}\n\nThe details are in {log}."
            ).format(error=said(error), log=log_path)
        ),
    )


def open_window(
    save_path: str | None, autosave: Autosave, settings: QSettings, **window_options
) -> MainWindow:
    """Show the main window: on a crashed session's game, on ``save_path``, or empty.

    Args:
        save_path: a save file to open, or None.
        autosave: the autosave, not yet started.
        settings: where the window keeps its geometry and last choices.
        window_options: passed to MainWindow (tests give their own games).
    """
    crashed = autosave.start()
    window = MainWindow(Session(autosave), settings, **window_options)
    window.show()
    if autosave.problem:
        QMessageBox.warning(window, translate("Autosave", "Autosave is off"), plain(shown(autosave.problem)))
    resumed = crashed and offer_resume(window, autosave, save_path)
    if save_path and not resumed:
        window.open_file(save_path)
    return window


def offer_resume(window: MainWindow, autosave: Autosave, save_path: str | None = None) -> bool:
    """Ask whether to resume the autosaved game of a session that did not end cleanly.

    A game the player does not resume is moved to a file of its own first, so the
    next autosave never overwrites it, and the player is told where it is.
    """
    match = autosave.resumable()
    if match is None:
        return False
    instead = (
        translate("Resume", "No: keep it in a file and open {file}").format(file=Path(save_path).name)
        if save_path
        else translate("Resume", "No: keep it in a file and start afresh")
    )
    Btn = QMessageBox.StandardButton
    answer = QMessageBox.question(
        window,
        translate("Resume", "Resume the last game?"),
        plain(
            translate(
                "Resume",
                "babelworks did not close properly last time. Resume the {game} game "
                "in progress ({moves} moves played)?\n\n{instead}.",
            ).format(game=match.game.name, moves=len(match.log), instead=instead)
        ),
        Btn.Yes | Btn.No,
        Btn.Yes,
    )
    if answer == Btn.Yes:
        window.session.start(match)
        if save_path:
            window.statusBar().showMessage(
                translate("Resume", "Resumed the last game; {file} was not opened.").format(file=save_path),
                30_000,
            )
        return True
    kept = autosave.keep_aside()
    if kept is not None:
        remember_file(window.settings, kept)  # one click away in Open recent
    window.show_start_page()  # nothing to Continue any more: the button would do nothing
    _tell_kept(window, kept)
    return False


def _tell_kept(window: MainWindow, kept: Path | None) -> None:
    if kept is None:
        QMessageBox.warning(
            window,
            translate("Resume", "The last game could not be kept"),
            translate(
                "Resume", "The unfinished game could not be moved aside; the next autosave will replace it."
            ),
        )
        return
    QMessageBox.information(
        window,
        translate("Resume", "The last game is kept"),
        plain(
            translate(
                "Resume", "The unfinished game is kept in {file}. Open it with File > Open whenever you like."
            ).format(file=kept)
        ),
    )


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
