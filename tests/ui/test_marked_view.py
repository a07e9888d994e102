"""The table view's marks: frames drawn around marked pieces whatever the table draws next."""

from __future__ import annotations

import pytest

from babelworks.render.offscreen import render_image
from babelworks.scene.marks import LAST_TURN, POINTED, PREFIX
from babelworks.scene.pieces import Piece
from babelworks.ui.marked_view import MarkedTableView

pytestmark = pytest.mark.gl


@pytest.fixture
def view(qtbot):
    shown = MarkedTableView()
    qtbot.addWidget(shown)
    shown.resize(320, 240)
    shown.show()
    qtbot.waitExposed(shown)
    shown.set_camera_preset("top")
    return shown


def _frames(view) -> list[str]:
    return [p.id for p in view.pieces() if p.id.startswith(PREFIX)]


def _yellow(image) -> int:
    r, g, b = (image[..., i].astype(int) for i in range(3))
    return int(((r > 150) & (g > 100) & (b < 80)).sum())


def test_a_mark_stays_on_its_piece_through_redraws_until_its_layer_is_cleared(view):
    blue = (0.1, 0.1, 0.8, 1.0)
    view.set_pieces([Piece("a", "cube", (0.0, 0.0, 1.5), scale=(3, 3, 3), colour=blue)])
    before = _yellow(render_image(view, 320, 240))
    view.mark_pieces(LAST_TURN, {"a", "later"})
    assert len(_frames(view)) == 4
    assert _yellow(render_image(view, 320, 240)) > before + 20, "the frame shows"
    view.set_pieces(
        [
            Piece("a", "cube", (5.0, 0.0, 1.5), scale=(3, 3, 3), colour=blue),
            Piece("later", "cube", (0, 9, 0.5)),
        ]
    )
    assert {p.id.rsplit("/", 1)[1] for p in view.pieces() if p.id.startswith(PREFIX)} == {"a", "later"}
    view.set_pieces(view.pieces())  # a table handing back what it was given: no frames twice
    assert len(_frames(view)) == 8
    view.mark_pieces(LAST_TURN, ())
    assert _frames(view) == [] and view.marked(LAST_TURN) == frozenset()


def test_a_click_on_a_frame_is_a_click_on_the_piece(view):
    view.set_pieces([Piece("a", "cube", (0.0, 0.0, 0.5))])
    view.mark_pieces(POINTED, {"a"})
    bar = next(p for p in view.pieces() if p.id.startswith(PREFIX))
    assert view.pick(*view.project(bar.position)) == "a"
    assert view.unmarked_pieces() == [Piece("a", "cube", (0.0, 0.0, 0.5))]


def test_an_export_draws_the_table_without_its_marks_and_gets_them_back(view):
    view.set_pieces([Piece("a", "cube", (0.0, 0.0, 0.5))])
    view.mark_pieces(LAST_TURN, {"a"})
    with view.without_marks():
        assert _frames(view) == [] and [p.id for p in view.pieces()] == ["a"]
    assert len(_frames(view)) == 4 and view.marked(LAST_TURN) == {"a"}
