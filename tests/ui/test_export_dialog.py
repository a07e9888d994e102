"""The table in the window: File > Export snapshot… (.glb or .png) and clicking pieces (GL, Xvfb)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, Qt

from babelworks.scene.pieces import Piece

pytestmark = pytest.mark.gl

CUBE = Piece("test/cube/1", "cube", (0.0, 0.0, 1.0), colour=(0.9, 0.1, 0.1, 1.0))


@pytest.fixture
def table_with_a_cube(window, monkeypatch):
    """The window's game shows one red cube on the table."""
    monkeypatch.setattr("babelworks.ui.main_window.scene_pieces", lambda match: [CUBE])
    window.session.dispatch({"type": "add", "amount": 1})  # any change redraws the table
    assert window.view.pieces() == [CUBE]
    return window


def test_exports_a_model(table_with_a_cube, dialogs, tmp_path):
    dialogs.path = str(tmp_path / "table")
    assert table_with_a_cube.export_snapshot()
    assert (tmp_path / "table.glb").read_bytes()[:4] == b"glTF"
    assert "Exported table.glb" in table_with_a_cube.statusBar().currentMessage()


def test_exports_a_picture(table_with_a_cube, dialogs, tmp_path):
    dialogs.path = str(tmp_path / "table.png")
    assert table_with_a_cube.export_snapshot()
    assert (tmp_path / "table.png").read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"


def test_cancel_writes_nothing(table_with_a_cube, dialogs, tmp_path, monkeypatch):
    from PySide6.QtWidgets import QProgressDialog

    monkeypatch.setattr(QProgressDialog, "wasCanceled", lambda dialog: True)
    dialogs.path = str(tmp_path / "table.glb")
    assert not table_with_a_cube.export_snapshot()
    assert list(tmp_path.glob("table*")) == []
    assert "cancelled" in table_with_a_cube.statusBar().currentMessage()


def test_a_game_without_a_table_scene_says_so(window, dialogs, tmp_path):
    dialogs.path = str(tmp_path / "table.glb")
    assert not window.export_snapshot()
    assert dialogs.calls[-1][0] == "information"
    assert not (tmp_path / "table.glb").exists()


def test_clicking_a_piece_names_it(table_with_a_cube, qtbot):
    from dataclasses import replace

    named = replace(CUBE, name="Red cube on the table")
    table_with_a_cube.view.set_pieces([named])
    view = table_with_a_cube.view
    x, y = view.project(named.position)
    qtbot.mouseClick(view, Qt.MouseButton.LeftButton, pos=QPoint(round(x), round(y)))
    assert table_with_a_cube.statusBar().currentMessage() == "Red cube on the table"
