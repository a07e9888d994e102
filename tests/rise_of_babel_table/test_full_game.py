"""A complete 2-player game of Rise of Babel played at the table by gestures only.

A test-side player (tests/rise_of_babel_table/player.py) chooses among the
legal actions; every choice is made with the mouse in the table's layout:
banners clicked on the hand strip, cards dragged from it onto the table, tiles
and market cards picked up on the 3D table and dropped there or on the
discard-pile spot, choices and turn buttons clicked on their overlays (see
hands.py). Hand-offs between seats and the end-of-round pauses are answered by
clicking their buttons. The final table is kept as
``artifacts/rise-of-babel-final.png`` and checked pixel by pixel.
"""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest
from PySide6.QtCore import Qt

from babelworks.core.rng import Rng
from babelworks.render.frame_check import frame_problems
from babelworks.render.offscreen import render_image
from babelworks.render.png import write_png
from babelworks.scene.rise_of_babel import space_position
from babelworks.ui.rise_of_babel.common import CHOICE_TYPES
from tests.rise_of_babel_table.hands import Hands
from tests.rise_of_babel_table.player import choose

ARTIFACT = Path("artifacts") / "rise-of-babel-final.png"
MAX_ACTIONS = 2000
PICTURE = (1280, 800)


def _answer_pauses(qtbot, window, seen: dict) -> None:
    """Click through an end-of-round pause and a hot-seat hand-off when shown."""
    table = window.tables.table
    if table.round_end.bar.isVisible():
        seen["round_ends"] += 1
        seen["round_end_texts"].append(table.round_end.bar.label.text())
        qtbot.mouseClick(table.round_end.bar.button, Qt.MouseButton.LeftButton)
    if window.tables.curtain.isVisible():
        seen["hand_offs"] += 1
        qtbot.mouseClick(window.tables.curtain.button, Qt.MouseButton.LeftButton)


def play_by_gestures(qtbot, window, seed: int) -> dict:
    """Play the window's game to its end by gestures; return what happened."""
    hands, rng = Hands(qtbot, window), Rng.from_seed(seed, "test-player")
    match = window.session.match
    seen = {"actions": 0, "round_ends": 0, "hand_offs": 0, "round_end_texts": [], "gestures": hands.counts}
    errors = []
    window.session.error.connect(errors.append)
    while not match.state.is_over() and seen["actions"] < MAX_ACTIONS:
        _answer_pauses(qtbot, window, seen)
        action = choose(match.state, rng)
        before = len(match.log)
        hands.perform(action)
        assert len(match.log) > before and match.log[before] == action, (
            f"gesture for {action} did not play it; refusals: {errors[-3:]}"
        )
        # after it, only the steps a card left as its single option (taken without asking)
        assert all(forced["type"] in CHOICE_TYPES for forced in match.log[before + 1 :])
        seen["actions"] += len(match.log) - before
    _answer_pauses(qtbot, window, seen)
    return seen


def _space_pixels(window, size) -> list[tuple[int, int]]:
    """Image pixels beside the centre of every tower space (off the owner mark)."""
    g, view = window.session.match.state.data, window.view
    found = []
    for tower in g["towers"]:
        for row, col, _tile, _ in tower["cells"]:
            x, y, z = space_position(tower, row, col)
            px, py = view.project((x + 1.3, y + 1.3, z + 0.7))
            found.append((int(py * size[1] / view.height()), int(px * size[0] / view.width())))
    return found


def towers_filled_by_pixels(window) -> tuple[np.ndarray, int]:
    """The final image, and how many tower spaces change colour when their tiles are
    taken off the table (a tile is seen there). Rendered at the view's own size."""
    view = window.view
    pieces = view.pieces()
    size = (view.width(), view.height())  # the view's own shape: projections match pixels
    image = render_image(view, *size)
    bare = [p for p in pieces if not (p.id.startswith("rb/tile/") and "tower" in p.extras)]
    view.set_pieces(bare)
    without = render_image(view, *size)
    view.set_pieces(pieces)
    changed = [
        np.abs(image[r, c, :3].astype(int) - without[r, c, :3].astype(int)).sum() > 40
        for r, c in _space_pixels(window, size)
    ]
    return image, sum(changed)


@pytest.mark.gl
@pytest.mark.slow
def test_complete_two_player_game_by_gestures(qtbot, rb_window):
    seen = play_by_gestures(qtbot, rb_window, seed=3)
    state = rb_window.session.match.state
    assert state.is_over(), f"not over after {seen['actions']} gestures"
    assert state.data["round"] == 3 and seen["round_ends"] == 2, seen["round_end_texts"]
    assert seen["hand_offs"] >= 20
    gestures = seen["gestures"]
    print("gestures made:", dict(sorted(gestures.items())))
    assert gestures.get("3d pickup", 0) >= 20 and gestures.get("hand drag", 0) >= 5, gestures
    assert gestures.get("banner click", 0) >= 20, gestures
    spaces = [cell for tower in state.data["towers"] for cell in tower["cells"]]
    assert all(cell[2] is not None for cell in spaces), "Round III towers are full at the end"
    qtbot.wait(50)
    shown, filled = towers_filled_by_pixels(rb_window)
    image = render_image(rb_window.view, *PICTURE)  # the kept picture, at the standard size
    ARTIFACT.parent.mkdir(exist_ok=True)
    write_png(ARTIFACT, image)
    assert frame_problems(image) == [] and frame_problems(shown) == []
    assert filled >= 0.9 * len(spaces), f"{filled} of {len(spaces)} tower spaces show a tile"
