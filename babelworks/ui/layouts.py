"""Each game's saved dock layout: stored with a version, restored only when it fits.

A layout saved by another version of babelworks or of a game's table, or one
left in a state no player can use, once hid the hot-seat curtain's button at
every launch until the settings file was edited by hand. So a saved layout
(``window/layout/<game id>`` in QSettings) carries a version made of the shell's
:data:`LAYOUT_VERSION` and the names of the docks it was saved with, and it is
used only when it fits the window now:

* it is of this version and names exactly the docks the game's table has now
  (Qt's own check of the version, and ``restoreState`` must succeed);
* every floating dock lies on a screen (one dragged off a screen it no longer has
  could never be brought back);
* the table keeps most of the window: no dock arrangement leaves it a strip.

A layout that does not fit is discarded (the settings entry removed) and the
game's default stays.
"""

from __future__ import annotations

import zlib

from PySide6.QtCore import QByteArray, QRect, QSettings
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QDockWidget, QMainWindow

LAYOUT_KEY = "window/layout/"  # + game id
LAYOUT_VERSION = 2  # the shell's: raise when what a layout may hold changes (1: unversioned)
TABLE_SHARE = 0.4  # the least share of the window's width and height the table keeps
ON_SCREEN_PX = 40  # how much of a floating dock must lie on a screen to be reached


def layout_version(window: QMainWindow) -> int:
    """The version a layout of ``window``'s docks now is saved with (a positive int32)."""
    names = sorted(dock.objectName() for dock in window.findChildren(QDockWidget) if dock.objectName())
    return zlib.crc32(f"{LAYOUT_VERSION}|{'|'.join(names)}".encode()) & 0x7FFFFFFF


def save_layout(window: QMainWindow, settings: QSettings, game_id: str) -> None:
    """Remember ``window``'s layout now as ``game_id``'s."""
    settings.setValue(LAYOUT_KEY + game_id, window.saveState(layout_version(window)))


def restore_layout(window: QMainWindow, settings: QSettings, game_id: str) -> bool:
    """Arrange ``window``'s docks as ``game_id``'s saved layout, when there is one that fits.

    Returns True when the saved layout was restored; otherwise the window's docks are
    as they were, and a saved layout that did not fit is forgotten.
    """
    saved = settings.value(LAYOUT_KEY + game_id)
    if saved is None:
        return False
    version = layout_version(window)
    before = window.saveState(version)
    if isinstance(saved, QByteArray) and window.restoreState(saved, version) and fits(window):
        return True
    window.restoreState(before, version)
    settings.remove(LAYOUT_KEY + game_id)
    return False


def fits(window: QMainWindow) -> bool:
    """True when every floating dock is on a screen and the table keeps most of the window."""
    layout = window.layout()
    if layout is not None:
        layout.activate()  # the docks' places as restored, not as they were
    floating = [d for d in window.findChildren(QDockWidget) if d.isFloating() and not d.isHidden()]
    if not all(on_a_screen(dock.frameGeometry()) for dock in floating):
        return False
    table, whole = window.centralWidget(), window.rect()
    if table is None or not window.isVisible():
        return True  # no table to squeeze yet
    return table.width() >= whole.width() * TABLE_SHARE and table.height() >= whole.height() * TABLE_SHARE


def on_a_screen(rect: QRect) -> bool:
    """True when enough of ``rect``'s top edge (where a dock's title bar is grabbed) lies on a screen."""
    title_bar = QRect(rect.left(), rect.top(), rect.width(), ON_SCREEN_PX)
    screens = [screen.availableGeometry() for screen in QGuiApplication.screens()]
    return any(screen.intersected(title_bar).width() >= ON_SCREEN_PX for screen in screens)
