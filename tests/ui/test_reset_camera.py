"""View > Reset camera goes back to the view the game's table gave the turn, not to a view
of the whole table nobody started from (a newcomer found no way back to the first view)."""

from __future__ import annotations

import pytest

from tests.ui.test_text_fit import settle, start, window_at_size


def _pose(window) -> tuple:
    pose = window.view.camera_pose()
    return tuple(round(value, 3) for value in (*pose.centre, pose.distance, pose.elevation, pose.azimuth))


@pytest.mark.gl
@pytest.mark.parametrize("game_id", ["rolling-heights", "rise-of-babel", "skyscrapers"])
def test_reset_camera_returns_to_the_view_the_turn_began_with(qtbot, settings, game_id):
    window = window_at_size(qtbot, settings)
    start(window, game_id)
    settle()
    first = _pose(window)
    top = next(action for action in window.acts.camera_menu.actions() if action.text() == "Top")
    top.trigger()
    assert _pose(window) != first
    window.acts.reset_camera.trigger()
    settle()
    assert _pose(window) == pytest.approx(first, abs=0.05)
    window.session.mark_saved()
