"""Text from a save file is shown in message boxes as its characters, never as markup."""

from __future__ import annotations

import json

import pytest
from PySide6.QtGui import QTextDocument

from babelworks.core.savefile import write_save
from babelworks.ui.messages import plain
from tests.session.conftest import tally_match

HOSTILE = [
    "<font size=7 color=red>PWNED</font>",
    "<img src=/etc/passwd.png>",
    "<b>bold</b> & <a href='x'>link</a>",
]


def _save_with_game(tmp_path, game_id: str):
    path = tmp_path / "hostile.babelworks"
    write_save(path, tally_match(3))
    data = json.loads(path.read_text())
    data["game"] = game_id
    path.write_text(json.dumps(data))
    return path


@pytest.mark.parametrize("hostile", HOSTILE)
def test_a_hostile_game_id_is_shown_literally_when_opening(window, dialogs, tmp_path, hostile):
    path = _save_with_game(tmp_path, hostile)
    assert not window.open_file(str(path))
    kind, title, text = dialogs.calls[-1]
    assert (kind, title) == ("warning", "Cannot open this file")
    document = QTextDocument()
    document.setHtml(text)
    seen = document.toPlainText()
    assert hostile in seen and str(path) in seen  # literal, and the file is named


@pytest.mark.parametrize("hostile", HOSTILE)
def test_a_hostile_game_id_is_shown_literally_when_watching(window, dialogs, tmp_path, hostile):
    path = _save_with_game(tmp_path, hostile)
    assert window.watch_replay(str(path)) is None
    kind, title, text = dialogs.calls[-1]
    document = QTextDocument()
    document.setHtml(text)
    assert (kind, title) == ("warning", "Cannot replay this file") and hostile in document.toPlainText()


def test_a_file_name_with_markup_is_shown_literally(window, dialogs, tmp_path):
    path = tmp_path / "<b>game<br>.babelworks"
    path.write_text("{")
    assert not window.open_file(str(path))
    document = QTextDocument()
    document.setHtml(dialogs.calls[-1][2])
    assert "<b>game<br>.babelworks" in document.toPlainText()


def test_plain_text_survives_qts_format_guess():
    for hostile in HOSTILE:
        document = QTextDocument()
        document.setHtml(plain(f"before {hostile} after"))
        assert document.toPlainText() == f"before {hostile} after"
        assert "<img" not in plain(hostile)  # nothing left for Qt to load
