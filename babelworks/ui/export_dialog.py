"""File > Export snapshot… and File > Export the final city…: a .glb model and/or a picture.

One dialog asks what to write (model, picture or both; picture size; camera;
city only) and where; the exporter (``babelworks.export.snapshot``) does the
work under a progress dialog with Cancel. A cancelled or failed export leaves
no file behind and says why; a finished one offers to show the files in their
folder (the system's file manager, through QDesktopServices).
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from PySide6.QtCore import Qt, QUrl
from PySide6.QtGui import QDesktopServices
from PySide6.QtWidgets import (
    QApplication,
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QFormLayout,
    QHBoxLayout,
    QLineEdit,
    QMessageBox,
    QProgressDialog,
    QPushButton,
    QWidget,
)

from babelworks.export.framing import CURRENT, THREE_QUARTER, view_names
from babelworks.export.progress import ExportCancelled
from babelworks.export.snapshot import SnapshotUnavailable, export_snapshot, match_about
from babelworks.i18n import said, translate
from babelworks.ui.messages import plain

SIZES = ((1920, 1080), (2560, 1440), (3840, 2160))


@dataclass
class ExportChoices:
    """What the player asked to export."""

    base: Path  # file name without extension
    model: bool = True
    picture: bool = True
    size: tuple[int, int] = SIZES[0]
    camera: str = CURRENT
    city_only: bool = False

    def paths(self) -> tuple[Path | None, Path | None]:
        """(.glb path or None, .png path or None)."""
        return (
            self.base.with_suffix(".glb") if self.model else None,
            self.base.with_suffix(".png") if self.picture else None,
        )


class ExportOptionsDialog(QDialog):
    """Asks where to write and what: model, picture (size, camera), city only."""

    def __init__(self, parent: QWidget, choices: ExportChoices) -> None:
        super().__init__(parent)
        self.setWindowTitle(translate("Export dialog", "Export snapshot"))
        self.path = QLineEdit(str(choices.base))
        browse = QPushButton(translate("Export dialog", "Browse…"))
        browse.clicked.connect(self._browse)
        where = QHBoxLayout()
        where.addWidget(self.path)
        where.addWidget(browse)
        self.model = QCheckBox(translate("Export dialog", "3D model (.glb)"))
        self.model.setChecked(choices.model)
        self.picture = QCheckBox(translate("Export dialog", "Picture (.png)"))
        self.picture.setChecked(choices.picture)
        sizes = [
            (size, translate("Export dialog", "{width} × {height}").format(width=size[0], height=size[1]))
            for size in SIZES
        ]
        self.picture_size = _combo(sizes, choices.size)
        self.camera = _combo(cameras(), choices.camera)
        self.city_only = QCheckBox(
            translate("Export dialog", "Only the city (the model leaves out the rest of the table)")
        )
        self.city_only.setChecked(choices.city_only)
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Save | QDialogButtonBox.StandardButton.Cancel
        )
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        for box in (self.model, self.picture):
            box.toggled.connect(self._update)
        self._lay_out(where)
        self._update()

    def _lay_out(self, where: QHBoxLayout) -> None:
        form = QFormLayout(self)
        form.addRow(translate("Export dialog", "File name"), where)
        form.addRow(translate("Export dialog", "Write"), self.model)
        form.addRow("", self.picture)
        form.addRow(translate("Export dialog", "Picture size"), self.picture_size)
        form.addRow(translate("Export dialog", "Camera"), self.camera)
        form.addRow("", self.city_only)
        form.addRow(self.buttons)

    def _update(self) -> None:
        self.picture_size.setEnabled(self.picture.isChecked())
        self.camera.setEnabled(self.picture.isChecked())
        save = self.buttons.button(QDialogButtonBox.StandardButton.Save)
        save.setEnabled(self.model.isChecked() or self.picture.isChecked())

    def _browse(self) -> None:
        path, _ = QFileDialog.getSaveFileName(
            self,
            translate("Export dialog", "Export snapshot"),
            self.path.text(),
            translate("Export dialog", "3D model or picture (*.glb *.png)"),
        )
        if path:
            self.path.setText(str(_without_suffix(Path(path))))

    def choices(self) -> ExportChoices:
        """The choices as the dialog shows them."""
        return ExportChoices(
            _without_suffix(Path(self.path.text().strip())),
            self.model.isChecked(),
            self.picture.isChecked(),
            self.picture_size.currentData(),
            self.camera.currentData(),
            self.city_only.isChecked(),
        )


def cameras() -> list[tuple[str, str]]:
    """(camera, its words) for the Camera choice, in the player's language: the table as
    seen now, then every view a picture can be taken from."""
    named_views = {
        THREE_QUARTER: translate("Export dialog", "The city from a three-quarter view"),
        "overview": translate("Export dialog", "The city, overview view"),
        "top": translate("Export dialog", "The city, top view"),
        "seat": translate("Export dialog", "The city, seat view"),
        "close": translate("Export dialog", "The city, close view"),
    }
    views = [
        (name, named_views.get(name) or translate("Export dialog", "The city, {name} view").format(name=name))
        for name in (THREE_QUARTER, *(n for n in view_names() if n != THREE_QUARTER))
    ]
    return [(CURRENT, translate("Export dialog", "As the table is seen now")), *views]


def _combo(items, current) -> QComboBox:
    combo = QComboBox()
    for data, text in items:
        combo.addItem(text, data)
    combo.setCurrentIndex(max(0, combo.findData(current)))
    return combo


def _without_suffix(path: Path) -> Path:
    return path.with_suffix("") if path.suffix.lower() in (".glb", ".png") else path


def ask_choices(window, defaults: ExportChoices) -> ExportChoices | None:
    """Show the options dialog; None when the player cancels."""
    dialog = ExportOptionsDialog(window, defaults)
    if dialog.exec() != QDialog.DialogCode.Accepted:
        return None
    return dialog.choices()


def export_table(window, city: bool = False) -> bool:
    """Export the table shown in ``window`` (a MainWindow); True when files were written.

    Args:
        window: the main window.
        city: the game-end "Export the final city": city only, three-quarter view by default.
    """
    pieces = window.view.unmarked_pieces()  # the marks' frames are no pieces of the game
    if not pieces:
        QMessageBox.information(
            window,
            translate("Export dialog", "Export snapshot"),
            translate("Export dialog", "This game has no 3D table to export yet."),
        )
        return False
    choices = ask_choices(window, _defaults(window, city))
    if choices is None or not choices.base.name:
        return False
    window.settings.setValue("files/export_folder", str(choices.base.parent))
    return _write(window, pieces, choices)


def _defaults(window, city: bool) -> ExportChoices:
    folder = Path(
        str(window.settings.value("files/export_folder", window.settings.value("files/folder", Path.home())))
    )
    name = "final-city" if city else "table"  # not shown: file names, kept in every language
    return ExportChoices(folder / name, camera=THREE_QUARTER if city else CURRENT, city_only=city)


def _write(window, pieces, choices: ExportChoices) -> bool:
    glb, png = choices.paths()
    try:
        with _progress(window) as step, window.view.without_marks():
            export_snapshot(
                pieces,
                glb=glb,
                png=png,
                size=choices.size,
                city_only=choices.city_only,
                view=window.view,
                camera=choices.camera,
                about=_about(window),
                progress=step,
            )
    except ExportCancelled as cancelled:
        window.statusBar().showMessage(said(cancelled), 10_000)
        return False
    except (OSError, SnapshotUnavailable, ValueError) as failure:
        QMessageBox.warning(
            window,
            translate("Export dialog", "Export failed"),
            plain(
                translate("Export dialog", "{file}: {problem}").format(
                    file=choices.base, problem=said(failure)
                )
            ),
        )
        return False
    written = _files([path.name for path in (glb, png) if path])
    window.statusBar().showMessage(
        translate("Export dialog", "Exported {files}.").format(files=written), 10_000
    )
    _offer_folder(window, written, choices.base.parent)
    return True


def _files(names: list[str]) -> str:
    """One file's name, or the model's and the picture's joined by "and" in the player's language."""
    if len(names) != 2:
        return "".join(names)
    return translate("Export dialog", "{first} and {second}").format(first=names[0], second=names[1])


def _about(window) -> dict | None:
    match = window.session.match
    return None if match is None else match_about(match)


def _offer_folder(window, written: str, folder: Path) -> None:
    """Ask whether to show the new files in the system's file manager, and do so."""
    answer = QMessageBox.question(
        window,
        translate("Export dialog", "Export finished"),
        plain(
            translate("Export dialog", "Wrote {files} in {folder}.\n\nShow them in their folder?").format(
                files=written, folder=folder
            )
        ),
        QMessageBox.StandardButton.Open | QMessageBox.StandardButton.Close,
        QMessageBox.StandardButton.Close,
    )
    if answer == QMessageBox.StandardButton.Open:
        QDesktopServices.openUrl(QUrl.fromLocalFile(str(folder.resolve())))


class _progress:
    """A progress dialog for the export's ``(done, total) -> go on?`` callback."""

    def __init__(self, window) -> None:
        self.dialog = QProgressDialog(
            translate("Export dialog", "Exporting the table…"),
            translate("Export dialog", "Cancel"),
            0,
            100,
            window,
        )
        self.dialog.setWindowModality(Qt.WindowModality.WindowModal)
        self.dialog.setMinimumDuration(400)  # quick exports flash no dialog

    def __enter__(self):
        def step(done: int, total: int) -> bool:
            self.dialog.setValue(round(100 * done / total) if total else 100)
            QApplication.processEvents()  # paint the bar, notice Cancel
            return not self.dialog.wasCanceled()

        return step

    def __exit__(self, *exc) -> None:
        self.dialog.close()
        self.dialog.deleteLater()
