"""The table in the window: File > Export snapshot… / the final city, and clicking pieces (GL)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import QDialogButtonBox

from babelworks.export.framing import THREE_QUARTER
from babelworks.scene.pieces import Piece
from babelworks.ui import export_dialog
from babelworks.ui.export_dialog import ExportChoices, ExportOptionsDialog

pytestmark = pytest.mark.gl

CUBE = Piece("test/cube/1", "cube", (0.0, 0.0, 1.0), colour=(0.9, 0.1, 0.1, 1.0), extras={"city": True})


@pytest.fixture
def table_with_a_cube(window, monkeypatch):
    """The window's game shows one red cube on the table."""
    monkeypatch.setattr("babelworks.ui.main_window.scene_pieces", lambda match: [CUBE])
    window.session.dispatch({"type": "add", "amount": 1})  # any change redraws the table
    assert window.view.pieces() == [CUBE]
    return window


def _answer(monkeypatch, **changes):
    """Answer the options dialog with its defaults changed by ``changes``; record defaults."""
    seen = {}

    def ask(window, defaults):
        seen["defaults"] = defaults
        return ExportChoices(**{**defaults.__dict__, **changes})

    monkeypatch.setattr(export_dialog, "ask_choices", ask)
    return seen


def test_exports_a_model_and_a_picture(table_with_a_cube, dialogs, tmp_path, monkeypatch):
    _answer(monkeypatch, base=tmp_path / "table")
    assert table_with_a_cube.export_snapshot()
    assert (tmp_path / "table.glb").read_bytes()[:4] == b"glTF"
    assert (tmp_path / "table.png").read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
    assert "Exported table.glb and table.png" in table_with_a_cube.statusBar().currentMessage()


def test_a_finished_export_offers_to_show_the_files_in_their_folder(
    table_with_a_cube, dialogs, tmp_path, monkeypatch
):
    from PySide6.QtGui import QDesktopServices
    from PySide6.QtWidgets import QMessageBox

    opened = []
    monkeypatch.setattr(QDesktopServices, "openUrl", staticmethod(opened.append))
    _answer(monkeypatch, base=tmp_path / "table", picture=False)
    assert table_with_a_cube.export_snapshot()  # the recorder answers "not now"
    assert dialogs.calls[-1][0] == "question" and "table.glb" in dialogs.calls[-1][2]
    assert opened == []
    dialogs.answer = QMessageBox.StandardButton.Open
    assert table_with_a_cube.export_snapshot()
    assert [url.toLocalFile() for url in opened] == [str(tmp_path.resolve())]


def test_the_model_says_which_match_it_is_of(table_with_a_cube, dialogs, tmp_path, monkeypatch):
    from tests.export.support import read_glb

    _answer(monkeypatch, base=tmp_path / "table", picture=False)
    assert table_with_a_cube.export_snapshot()
    about = read_glb((tmp_path / "table.glb").read_bytes()).asset.extras
    match = table_with_a_cube.session.match
    assert (about["game"], about["seed"]) == (match.setup.game, match.setup.seed)
    assert [p["name"] for p in about["players"]] == [s.name for s in match.setup.seats]


def test_exports_only_a_picture(table_with_a_cube, dialogs, tmp_path, monkeypatch):
    _answer(monkeypatch, base=tmp_path / "pic", model=False)
    assert table_with_a_cube.export_snapshot()
    assert [p.name for p in tmp_path.glob("pic*")] == ["pic.png"]


def test_final_city_defaults_to_city_only_and_the_three_quarter_view(
    table_with_a_cube, dialogs, tmp_path, monkeypatch
):
    seen = _answer(monkeypatch, base=tmp_path / "city", picture=False)
    assert table_with_a_cube.export_final_city()
    defaults = seen["defaults"]
    assert defaults.city_only and defaults.camera == THREE_QUARTER and defaults.base.name == "final-city"
    assert (tmp_path / "city.glb").exists()


def test_cancel_writes_nothing(table_with_a_cube, dialogs, tmp_path, monkeypatch):
    from PySide6.QtWidgets import QProgressDialog

    monkeypatch.setattr(QProgressDialog, "wasCanceled", lambda dialog: True)
    _answer(monkeypatch, base=tmp_path / "table")
    assert not table_with_a_cube.export_snapshot()
    assert list(tmp_path.glob("table*")) == []
    assert "cancelled" in table_with_a_cube.statusBar().currentMessage()


def test_unwritable_folder_is_reported(table_with_a_cube, dialogs, tmp_path, monkeypatch):
    _answer(monkeypatch, base=tmp_path / "missing" / "table")
    assert not table_with_a_cube.export_snapshot()
    assert dialogs.calls[-1][0] == "warning"


def test_a_game_without_a_table_scene_says_so(window, dialogs, tmp_path, monkeypatch):
    _answer(monkeypatch, base=tmp_path / "table")
    assert not window.export_snapshot()
    assert dialogs.calls[-1][0] == "information"
    assert not (tmp_path / "table.glb").exists()


def test_options_dialog_reads_back_what_the_player_set(qtbot, tmp_path, dialogs):
    dialog = ExportOptionsDialog(None, ExportChoices(tmp_path / "a"))
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    dialog.path.setText(str(tmp_path / "b.png"))
    dialog.picture_size.setCurrentIndex(2)
    qtbot.mouseClick(dialog.model, Qt.MouseButton.LeftButton, pos=QPoint(8, dialog.model.height() // 2))
    dialog.city_only.setChecked(True)
    choices = dialog.choices()
    assert choices.base == tmp_path / "b" and not choices.model and choices.picture
    assert choices.size == (3840, 2160) and choices.city_only
    dialog.picture.setChecked(False)
    assert not dialog.buttons.button(QDialogButtonBox.StandardButton.Save).isEnabled()


def test_final_city_action_is_enabled_only_when_the_game_is_over(window):
    assert not window.acts.export_city.isEnabled()


def test_clicking_a_piece_names_it(table_with_a_cube, qtbot):
    from dataclasses import replace

    named = replace(CUBE, name="Red cube on the table")
    table_with_a_cube.view.set_pieces([named])
    view = table_with_a_cube.view
    x, y = view.project(named.position)
    qtbot.mouseClick(view, Qt.MouseButton.LeftButton, pos=QPoint(round(x), round(y)))
    assert table_with_a_cube.statusBar().currentMessage() == "Red cube on the table"


def test_clicking_a_piece_with_a_hint_says_both(table_with_a_cube, qtbot):
    from dataclasses import replace

    hinted = replace(CUBE, name="Round part", hint="drag its rim to turn it")
    view = table_with_a_cube.view
    view.set_pieces([hinted])
    x, y = view.project(hinted.position)
    qtbot.mouseClick(view, Qt.MouseButton.LeftButton, pos=QPoint(round(x), round(y)))
    assert table_with_a_cube.statusBar().currentMessage() == "Round part: drag its rim to turn it"
