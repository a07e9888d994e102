"""Picking pieces up in 3D: a press on a movable piece drags it; elsewhere the camera orbits."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QEvent, QObject, QPointF, Qt
from PySide6.QtGui import QMouseEvent
from PySide6.QtWidgets import QApplication

from babelworks.scene.pieces import Piece
from babelworks.ui import hand
from babelworks.ui.pickup import PIECE_PX, PiecePickup
from babelworks.ui.table_api import DragPayload, TableContext
from tests.drag import drag_drop
from tests.ui.conftest import make_window

pytestmark = pytest.mark.gl
LEFT, RIGHT, NONE = Qt.MouseButton.LeftButton, Qt.MouseButton.RightButton, Qt.MouseButton.NoButton
NO_KEYS, CTRL = Qt.KeyboardModifier.NoModifier, Qt.KeyboardModifier.ControlModifier
MINE = Piece("cube/mine", "cube", (-6.0, 0.0, 2.0), scale=(4.0, 4.0, 4.0), colour=(0.2, 0.5, 0.9, 1.0))
THEIRS = Piece("cube/theirs", "cube", (6.0, 0.0, 2.0), scale=(4.0, 4.0, 4.0), colour=(0.9, 0.3, 0.2, 1.0))


def mouse(view, kind: QEvent.Type, pos: QPointF, button=NONE, buttons=NONE, keys=NO_KEYS) -> None:
    """One mouse event as Qt delivers it to the view (through its event filters)."""
    event = QMouseEvent(kind, pos, view.mapToGlobal(pos), button, buttons, keys)
    QApplication.sendEvent(view, event)


def press_move_release(view, start: QPointF, moves: list[QPointF], button=LEFT, keys=NO_KEYS) -> None:
    mouse(view, QEvent.Type.MouseButtonPress, start, button, button, keys)
    for pos in moves:
        mouse(view, QEvent.Type.MouseMove, pos, NONE, button, keys)
    mouse(view, QEvent.Type.MouseButtonRelease, moves[-1] if moves else start, button, NONE, keys)


@pytest.fixture
def table(qtbot, settings, monkeypatch):
    """A window showing two cubes; only "mine" may be picked up."""
    window = make_window(qtbot, settings)
    window.resize(1000, 700)
    window.view.set_pieces([MINE, THEIRS])
    context = TableContext(window, window.tables)
    payload = DragPayload(piece={"cube": "mine"})
    pickup = PiecePickup(context, lambda piece: payload if piece.id == MINE.id else None)
    started = []
    monkeypatch.setattr(
        hand, "start_drag", lambda source, carried, pixmap: started.append((source, carried, pixmap))
    )
    yield window, context, pickup, started
    context.release()


class DropTarget(QObject):
    """A table's 3D drop target: it watches the view as the tables do, and takes every payload."""

    def __init__(self, parent) -> None:
        super().__init__(parent)
        self.dropped: list[DragPayload] = []

    def eventFilter(self, watched, event) -> bool:  # noqa: N802 (Qt API)
        if event.type() in (QEvent.Type.DragEnter, QEvent.Type.DragMove, QEvent.Type.Drop):
            if event.type() == QEvent.Type.Drop:
                self.dropped.append(DragPayload.from_mime(event.mimeData()))
            event.acceptProposedAction()
            return True
        return False


def on_screen(view, piece: Piece) -> QPointF:
    x, y = view.project(piece.position)
    return QPointF(x, y)


def test_the_cubes_are_where_the_test_presses(table):
    window, _, pickup, _ = table
    assert pickup.piece_at(on_screen(window.view, MINE)).id == MINE.id
    assert pickup.piece_at(on_screen(window.view, THEIRS)).id == THEIRS.id
    assert pickup.piece_at(QPointF(5, 5)) is None


def test_moving_a_press_on_a_movable_piece_drags_it_and_leaves_the_camera(table):
    window, _, _, started = table
    view = window.view
    before = view.camera_pose()
    start = on_screen(view, MINE)
    press_move_release(
        view, start, [start + QPointF(2, 1), start + QPointF(60, 40), start + QPointF(120, 80)]
    )
    assert view.camera_pose() == before
    ((source, carried, pixmap),) = started
    assert source is view and carried == DragPayload(piece={"cube": "mine"})
    assert pixmap.width() == PIECE_PX and pixmap.height() == PIECE_PX


def test_press_and_release_on_a_movable_piece_is_a_click(table):
    window, _, _, started = table
    clicked = []
    window.view.piece_clicked.connect(clicked.append)
    start = on_screen(window.view, MINE)
    press_move_release(window.view, start, [start + QPointF(1, 1)])
    assert clicked == [MINE.id] and started == []
    assert MINE.id in window.statusBar().currentMessage()


def test_a_press_on_a_piece_that_may_not_move_or_on_the_table_orbits(table):
    window, _, _, started = table
    view = window.view
    for start in (on_screen(view, THEIRS), QPointF(40, view.height() - 40)):
        before = view.camera_pose()
        press_move_release(view, start, [start + QPointF(40, 0), start + QPointF(90, 10)])
        assert view.camera_pose().azimuth != before.azimuth
    assert started == []


@pytest.mark.parametrize("button, keys", [(RIGHT, NO_KEYS), (LEFT, CTRL)])
def test_a_right_or_ctrl_press_on_a_movable_piece_stays_the_cameras(table, button, keys):
    window, _, _, started = table
    view = window.view
    before = view.camera_pose()
    start = on_screen(view, MINE)
    press_move_release(view, start, [start + QPointF(40, 0), start + QPointF(90, 10)], button, keys)
    assert view.camera_pose().centre != before.centre and started == []  # panned


def test_the_picked_up_piece_drops_where_the_table_takes_drops(table):
    window, context, _, started = table
    view = window.view
    target = DropTarget(context)
    context.watch_view(target)
    start = on_screen(view, MINE)
    press_move_release(view, start, [start + QPointF(50, 0)])
    ((_, carried, _),) = started
    drag_drop(view, on_screen(view, THEIRS), carried.to_mime())
    assert target.dropped == [DragPayload(piece={"cube": "mine"})]


def test_release_gives_the_camera_its_presses_back(table):
    window, context, _, started = table
    view = window.view
    context.release()
    before = view.camera_pose()
    start = on_screen(view, MINE)
    press_move_release(view, start, [start + QPointF(40, 0), start + QPointF(90, 10)])
    assert view.camera_pose().azimuth != before.azimuth and started == []
