"""The Rise of Babel table's layout: the 3D view is most of the window, the overlays
keep clear of each other, and every text fits (at 1280x800, mid-game)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QSettings

from babelworks.core.match import Match
from babelworks.core.rng import Rng
from babelworks.games.rise_of_babel import GAME
from babelworks.session import Session
from babelworks.ui.rise_of_babel.boards import TAB_TITLE
from tests.rise_of_babel_table.conftest import rise_match
from tests.rise_of_babel_table.player import choose
from tests.ui.text_fit import cut_texts

pytestmark = pytest.mark.gl


def _window(qtbot, tmp_path, size):
    from babelworks.ui.main_window import MainWindow

    window = MainWindow(Session(), QSettings(str(tmp_path / "w.ini"), QSettings.Format.IniFormat))
    qtbot.addWidget(window)
    window.resize(*size)
    window.show()
    qtbot.waitExposed(window)
    qtbot.waitUntil(lambda: window.size().toTuple() == size)
    return window


def _mid_game(window, actions: int = 120) -> None:
    """Start seed 3 and play ``actions`` of the test player's moves (the table shows the
    seat to act, its curtain lifted)."""
    state, rng, log = GAME.new_game(2, 3), Rng.from_seed(3, "test-player"), []
    for _ in range(actions):
        action = choose(state, rng)
        state.apply(action)
        log.append(action)
    window.session.start(Match.from_log(GAME, rise_match().setup, log))
    if window.tables.curtain.isVisible():
        window.tables.curtain.button.click()


def view_share(window) -> float:
    """The 3D view's share of the window's area."""
    view = window.view
    return view.width() * view.height() / (window.width() * window.height())


@pytest.mark.parametrize("size, least", [((1280, 800), 0.60), ((1920, 1080), 0.75)])
def test_the_table_is_most_of_the_window(qtbot, tmp_path, size, least):
    window = _window(qtbot, tmp_path, size)
    _mid_game(window)
    qtbot.wait(10)
    assert view_share(window) >= least
    strip = window.tables.table.hand.strip
    assert strip.isVisible() and strip.height() <= 140 and strip.items()


def test_the_overlays_keep_clear_of_each_other_and_their_text_fits(qtbot, tmp_path):
    window = _window(qtbot, tmp_path, (1280, 800))
    _mid_game(window)
    qtbot.wait(10)
    controls = window.tables.table.controls
    shown = [w for w in (controls.box, controls.bar, controls.spots) if w.isVisible()]
    assert len(shown) == 3
    strip = window.tables.table.hand.strip
    for n, first in enumerate(shown):
        assert not first.geometry().intersects(strip.geometry()), first.objectName()
        assert window.view.rect().contains(first.geometry()), first.objectName()
        for second in shown[n + 1 :]:
            assert not first.geometry().intersects(second.geometry()), (
                first.objectName(),
                second.objectName(),
            )
    cut = [(w.objectName(), text[:60]) for w, text in cut_texts(window.view)]
    assert cut == []


def test_the_side_bar_comes_back_from_under_the_curtain_wide_enough(qtbot, tmp_path):
    from babelworks.ui.rise_of_babel import SIDE_PANEL_PX

    window = _window(qtbot, tmp_path, (1280, 800))
    _mid_game(window, actions=0)
    window.session.dispatch({"type": "end_turn"})
    assert window.tables.curtain.isVisible()
    window.tables.curtain.button.click()
    qtbot.wait(10)
    assert window.tables.table.market.width() >= SIDE_PANEL_PX
    assert view_share(window) >= 0.60


def test_the_side_bar_tabs_text_fits_mid_game(qtbot, tmp_path):
    from PySide6.QtWidgets import QDockWidget

    window = _window(qtbot, tmp_path, (1280, 800))
    _mid_game(window)
    table = window.tables.table
    for title, panel in ((TAB_TITLE, table.boards), ("Market", table.market)):
        window.findChild(QDockWidget, f"dock:{title}").raise_()
        qtbot.waitUntil(panel.isVisible)
        assert [(w.objectName(), text[:60]) for w, text in cut_texts(panel)] == [], title
