"""File > Export snapshot…: the table as a 3D model (.glb) or a picture (.png).

The exporter (``babelworks.export.snapshot``) does the work; this module asks
where to write, shows progress with a Cancel button and reports the outcome.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QFileDialog, QMessageBox, QProgressDialog

from babelworks.export.progress import ExportCancelled
from babelworks.export.snapshot import CURRENT, SnapshotUnavailable, export_snapshot

MODEL_FILTER = "3D model (*.glb)"
PICTURE_FILTER = "Picture (*.png)"
PICTURE_SIZE = (1920, 1080)


def export_table(window) -> bool:
    """Ask for a file and export the table shown in ``window`` (a MainWindow) there.

    The picture is taken from the camera as it is now. Returns True when a file
    was written; a refusal, a failure or a cancel is told to the player.
    """
    pieces = window.view.pieces()
    if not pieces:
        QMessageBox.information(window, "Export snapshot",
                                "This game has no 3D table to export yet.")
        return False
    path = _ask_path(window)
    if not path:
        return False
    picture = path.lower().endswith(".png")
    try:
        with _progress(window) as step:
            export_snapshot(pieces, glb=None if picture else path, png=path if picture else None,
                            size=PICTURE_SIZE, view=window.view, camera=CURRENT, progress=step)
    except ExportCancelled as cancelled:
        window.statusBar().showMessage(str(cancelled), 10_000)
        return False
    except (OSError, SnapshotUnavailable) as failure:
        QMessageBox.warning(window, "Export failed", f"{path}: {failure}")
        return False
    window.statusBar().showMessage(f"Exported {Path(path).name}.", 10_000)
    return True


def _ask_path(window) -> str:
    folder = str(window.settings.value("files/export_folder", window.settings.value("files/folder", "")))
    path, chosen = QFileDialog.getSaveFileName(window, "Export snapshot", folder,
                                               f"{MODEL_FILTER};;{PICTURE_FILTER}")
    if not path:
        return ""
    if Path(path).suffix.lower() not in (".glb", ".png"):
        path += ".png" if chosen == PICTURE_FILTER else ".glb"
    window.settings.setValue("files/export_folder", str(Path(path).parent))
    return path


class _progress:
    """A progress dialog for the export's ``(done, total) -> go on?`` callback."""

    def __init__(self, window) -> None:
        self.dialog = QProgressDialog("Exporting the table…", "Cancel", 0, 100, window)
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
