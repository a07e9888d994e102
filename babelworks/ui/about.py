"""Help > About: what babelworks is, its licence, the third-party software it carries, About Qt.

The third-party notices come from :mod:`babelworks.licences`: the ``licences`` folder beside a
desktop build's executable (a frozen app has no distribution metadata), else the installed
distributions' own metadata.
"""

from __future__ import annotations

import sys
from pathlib import Path

from PySide6.QtWidgets import (
    QApplication,
    QDialog,
    QDialogButtonBox,
    QLabel,
    QListWidget,
    QPlainTextEdit,
    QSplitter,
    QVBoxLayout,
    QWidget,
)

from babelworks import licences
from babelworks.i18n import translate
from babelworks.ui.help import about_text
from babelworks.ui.named import named


def notices() -> list[licences.Notice]:
    """The notices of everything this build redistributes (see the module doc)."""
    if getattr(sys, "frozen", False):  # PyInstaller's marker of a desktop build
        return licences.read_folder(Path(sys.executable).parent / licences.FOLDER)
    return [licences.python_notice()] + [licences.notice(n) for n in licences.redistributed()[1:]]


class AboutDialog(QDialog):
    """The About window: the app, its MIT licence, and each third-party notice in full."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(translate("About window", "About babelworks"))
        self.resize(640, 560)
        self.notices = notices()
        header = QLabel(
            translate(
                "About window",
                "{about}<p>babelworks is free software under the MIT licence. "
                "It carries the third-party software listed below, each under its own licence.</p>",
            ).format(about=about_text())
        )
        header.setWordWrap(True)
        self.listing = named(QListWidget(), "thirdParty")
        self.listing.setAccessibleName(translate("About window", "Third-party software"))
        self.listing.addItems([f"{n.name} {n.version} — {n.licence}" for n in self.notices])
        self.text = named(QPlainTextEdit(readOnly=True), "licenceText")
        self.text.setAccessibleName(translate("About window", "Licence text"))
        self.listing.currentRowChanged.connect(self._show_notice)
        split = QSplitter(self)
        split.addWidget(self.listing)
        split.addWidget(self.text)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        self.about_qt = buttons.addButton(
            translate("About window", "About Qt"), QDialogButtonBox.ButtonRole.HelpRole
        )
        self.about_qt.clicked.connect(lambda _=False: QApplication.aboutQt())
        buttons.rejected.connect(self.close)
        layout = QVBoxLayout(self)
        for widget in (header, split, buttons):
            layout.addWidget(widget)
        self.listing.setCurrentRow(0)

    def _show_notice(self, row: int) -> None:
        if 0 <= row < len(self.notices):
            item = self.notices[row]
            parts = [f"== {name} ==\n\n{text}" for name, text in item.texts]
            self.text.setPlainText(f"{item.name} {item.version}: {item.licence}\n\n" + "\n\n".join(parts))


def show_about(parent: QWidget) -> AboutDialog:
    """Open the About window over ``parent`` (non-modal); returns it (tests read it)."""
    dialog = AboutDialog(parent)
    dialog.show()
    return dialog
