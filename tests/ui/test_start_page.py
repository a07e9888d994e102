"""The start page: the games with their pictures, New game, Continue, Open, Open recent, Rules."""

from __future__ import annotations

import numpy as np
import pytest
from PySide6.QtGui import QImage
from PySide6.QtWidgets import QDockWidget, QTextBrowser

from babelworks import registry
from babelworks.core.savefile import write_save
from babelworks.session import Session
from babelworks.ui import game_pictures
from babelworks.ui import help as help_texts
from babelworks.ui.main_window import MainWindow
from babelworks.ui.recent_files import LIMIT, recent_files, remember_file
from tests.session.conftest import tally_match
from tests.ui.conftest import make_window

pytestmark = pytest.mark.gl


def registry_window(qtbot, settings, autosave=None) -> MainWindow:
    window = MainWindow(Session(autosave), settings)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    return window


def _assert_pictures_shown(page) -> None:
    for game_id, card in page.cards.items():
        picture = card.picture.pixmap()
        assert not picture.isNull() and picture.width() > 200
        colours = {
            picture.toImage().pixelColor(x, y).name()
            for x in range(0, picture.width(), 16)
            for y in range(0, picture.height(), 16)
        }
        assert len(colours) > 20, f"{game_id}'s picture is nearly blank"
    assert set(page.cards) == set(registry.ENTRIES)


def test_the_shipped_pictures_show_at_once_with_nothing_rendered(qtbot, settings, monkeypatch):
    monkeypatch.setattr(game_pictures, "render_picture", lambda game_id: pytest.fail("rendered"))
    window = registry_window(qtbot, settings)
    page = window.start_page
    assert window.pages.currentWidget() is page
    qtbot.waitUntil(page.pictures_done, timeout=5_000)
    _assert_pictures_shown(page)
    assert not any(game_pictures.picture_path(game_id).exists() for game_id in page.cards)


def _pixels(image: QImage) -> np.ndarray:
    image = image.convertToFormat(QImage.Format.Format_RGB888)
    rows = np.frombuffer(image.constBits(), np.uint8).reshape(image.height(), image.bytesPerLine())
    return rows[:, : 3 * image.width()].astype(np.int16)


@pytest.mark.parametrize("game_id", sorted(registry.ENTRIES))
def test_each_shipped_picture_is_the_table_as_it_renders_today(qtbot, game_id):
    shipped = QImage(str(game_pictures.shipped_path(game_id)))
    assert not shipped.isNull(), f"assets/start_page/{game_id}.png is missing or unreadable"
    fresh = game_pictures.render_picture(game_id)
    assert (shipped.width(), shipped.height()) == game_pictures.SIZE
    difference = float(np.abs(_pixels(shipped) - _pixels(fresh)).mean())
    assert difference < 1.0, (
        f"{game_id}'s shipped start-page picture differs from its table today (mean "
        f"{difference:.2f} per channel): python -m bench start-pictures renders it again"
    )


def test_without_a_shipped_picture_it_is_rendered_and_cached(qtbot, settings, monkeypatch, tmp_path):
    monkeypatch.setattr(game_pictures, "shipped_path", lambda game_id: tmp_path / "none.png")
    (tmp_path / "none.png").write_bytes(b"not a picture")  # damaged counts as missing
    window = registry_window(qtbot, settings)
    page = window.start_page
    qtbot.waitUntil(page.pictures_done, timeout=120_000)
    _assert_pictures_shown(page)
    assert all(game_pictures.picture_path(game_id).is_file() for game_id in page.cards)


def test_a_cached_picture_is_not_rendered_again(qtbot, monkeypatch, tmp_path):
    monkeypatch.setattr(game_pictures, "shipped_path", lambda game_id: tmp_path / "none.png")
    path = game_pictures.picture_path("skyscrapers")
    path.parent.mkdir(parents=True, exist_ok=True)
    game_pictures.render_picture("skyscrapers").save(str(path))
    monkeypatch.setattr(game_pictures, "render_picture", lambda game_id: pytest.fail("rendered again"))
    assert game_pictures.game_picture("skyscrapers").width() == game_pictures.SIZE[0]


def test_the_table_replaces_the_page_when_a_game_starts_and_docks_come_back(qtbot, settings):
    window = make_window(qtbot, settings, start=False)
    assert window.pages.currentWidget() is window.start_page
    assert not any(dock.isVisible() for dock in window.findChildren(QDockWidget))
    window.session.start(tally_match())
    assert window.pages.currentWidget() is window.view
    assert all(action.isChecked() for action in window.acts.panels_menu.actions())


def test_the_page_fits_the_first_window_without_scrolling(qtbot, settings):
    window = registry_window(qtbot, settings)
    page = window.start_page
    assert window.width() == 1280, "the first window's size (no saved geometry)"
    qtbot.waitUntil(lambda: page.viewport().width() >= window.width() - 20, timeout=5_000)
    assert page.horizontalScrollBar().maximum() == 0, "a scroll bar across a page that nearly fits"
    assert page.verticalScrollBar().maximum() == 0


def test_new_game_and_rules_buttons_name_their_game(qtbot, settings, monkeypatch):
    window = registry_window(qtbot, settings)
    asked = []
    monkeypatch.setattr(window, "new_game", lambda game_id=None: asked.append(game_id))
    window.start_page.cards["rise-of-babel"].play.click()
    window.start_page.new_button.click()
    assert asked == ["rise-of-babel", None]
    monkeypatch.setattr("babelworks.ui.help.show_markdown", lambda parent, title, text: asked.append(text))
    window.start_page.cards["skyscrapers"].rules.click()
    assert asked[-1] == help_texts.rules_summary("skyscrapers")
    assert "no rules summary" not in asked[-1]


def test_continue_plays_on_the_autosaved_game(qtbot, settings, autosave):
    autosave.start()
    unfinished = tally_match()
    unfinished.apply({"type": "add", "amount": 1})
    autosave.write(unfinished)
    window = make_window(qtbot, settings, autosave, start=False)
    page = window.start_page
    assert not page.continue_button.isHidden()
    assert "1 moves played" in page.continue_label.text()
    page.continue_button.click()
    assert window.session.match.log == [{"type": "add", "amount": 1}]
    assert window.pages.currentWidget() is window.view


def test_no_continue_without_an_unfinished_autosave(qtbot, settings, autosave):
    autosave.start()
    window = make_window(qtbot, settings, autosave, start=False)
    assert window.start_page.continue_button.isHidden()
    assert not window.continue_game()


def test_recent_files_keep_the_last_ten_newest_first(settings, tmp_path):
    paths = []
    for number in range(LIMIT + 2):
        path = tmp_path / f"game{number}.babelworks"
        write_save(path, tally_match())
        remember_file(settings, path)
        paths.append(path.resolve())
    assert recent_files(settings) == paths[:1:-1]  # the newest ten, newest first
    remember_file(settings, paths[5])
    assert recent_files(settings) == [paths[5], *(p for p in paths[:1:-1] if p != paths[5])]
    paths[11].unlink()
    assert paths[11] not in recent_files(settings)


def test_opened_and_saved_files_are_offered_on_the_page_and_in_the_menu(qtbot, settings, tmp_path, dialogs):
    saved = tmp_path / "evening.babelworks"
    write_save(saved, tally_match())
    window = make_window(qtbot, settings, start=False)
    assert window.open_file(str(saved))
    window.acts.recent_menu.aboutToShow.emit()
    texts = [action.text() for action in window.acts.recent_menu.actions()]
    assert texts[0] == "&1 evening" and "&Clear the list" in texts
    other = make_window(qtbot, settings, start=False)
    recent = other.start_page.recent
    assert recent.item(0).text() == "evening" and recent.item(0).toolTip() == str(saved.resolve())
    recent.itemActivated.emit(recent.item(0))
    assert other.save_path == saved.resolve() and other.session.match is not None
    window.acts.recent_menu.actions()[-1].trigger()  # Clear the list
    assert recent_files(settings) == []


def test_rules_summary_of_a_game_without_playing_it(qtbot, settings):
    window = registry_window(qtbot, settings)
    dialog = window.show_rules("rolling-heights")
    text = dialog.findChild(QTextBrowser, "helpText").toPlainText()
    assert text.startswith("Rolling Heights")
