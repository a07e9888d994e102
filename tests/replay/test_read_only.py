"""The replay window hosts each game's own table read-only: no control in it plays.

At positions where each seat is to act, every visible button outside the replay's own
timeline bar is clicked and every row of every visible item view outside its move list is
activated; none of them tries to play an action (the position's ``dispatch`` is never
called), and the tables' turn controls (Roll, End turn, the choices) are not shown at all.
"""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QAbstractButton, QAbstractItemView, QApplication, QWidget

from babelworks.ui.replay import open_replay


def _controls(window) -> tuple[list[QAbstractButton], list[QAbstractItemView]]:
    """The visible, enabled buttons and item views the game's table put in the window."""

    def foreign(widget: QWidget) -> bool:
        own = (window.bar, window.moves)
        return widget.isVisible() and widget.isEnabled() and not any(o.isAncestorOf(widget) for o in own)

    buttons = [b for b in window.findChildren(QAbstractButton) if foreign(b)]
    views = [v for v in window.findChildren(QAbstractItemView) if foreign(v) and v is not window.moves]
    return buttons, views


@pytest.mark.parametrize("game_id", ["rolling-heights", "rise-of-babel", "skyscrapers"])
def test_the_replay_window_shows_no_control_that_plays(qtbot, saves, monkeypatch, game_id):
    window = open_replay(saves[game_id])
    qtbot.addWidget(window)
    window.acts.motion.setChecked(False)
    window.show()
    tried = []
    monkeypatch.setattr(window.session, "dispatch", lambda action: tried.append(action) or False)
    log, seen = window.recorded.log, set()
    for step in range(0, len(log), max(1, len(log) // 40)):
        window.go_to(step)
        QApplication.processEvents()
        seen.add(window.session.match.state.current_player)
        buttons, views = _controls(window)
        assert not [b.text() for b in buttons if b.text() in ("Roll", "End turn", "Finish card")]
        for button in buttons:
            button.click()
        for view in views:
            model = view.model()
            for row in range(min(model.rowCount(), 8)):
                view.activated.emit(model.index(row, 0))
                view.doubleClicked.emit(model.index(row, 0))
    assert sorted({action.get("type") for action in tried}) == []
    assert {0, 1} <= seen  # both seats' turns were looked at
    window.close()
