"""The running app names its desktop entry and shows its icon (window managers match them)."""

from __future__ import annotations

from PySide6.QtGui import QGuiApplication

from babelworks.ui.app import DESKTOP_ID, ICON_SIZES, application
from tests.packaging.support import APP_ID, SHARE


def test_the_app_carries_its_desktop_entry_id_and_its_icon_at_every_size(qapp):
    assert application() is qapp  # the test's app is identified like a launched one
    assert QGuiApplication.desktopFileName() == DESKTOP_ID == APP_ID
    assert (SHARE / "applications" / f"{DESKTOP_ID}.desktop").is_file()
    icon = qapp.windowIcon()
    assert not icon.isNull()
    sizes = {size.width() for size in icon.availableSizes()}
    assert sizes == set(ICON_SIZES)
    small = icon.pixmap(16, 16).toImage()
    assert small.width() == 16 and small.pixelColor(8, 8).alpha() > 0  # drawn, not blank


def test_every_window_shows_the_icon(qapp, qtbot):
    from PySide6.QtWidgets import QWidget

    application()
    window = QWidget()
    qtbot.addWidget(window)
    assert not window.windowIcon().isNull()


def test_qts_own_words_follow_the_locale(qapp):
    from PySide6.QtCore import QCoreApplication, QLocale
    from PySide6.QtWidgets import QDialogButtonBox

    from babelworks.ui.app import load_qt_translations

    translator = load_qt_translations(qapp, QLocale(QLocale.Language.German))
    assert translator is not None
    try:
        box = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel)
        assert box.button(QDialogButtonBox.StandardButton.Cancel).text().replace("&", "") == "Abbrechen"
    finally:
        QCoreApplication.removeTranslator(translator)
