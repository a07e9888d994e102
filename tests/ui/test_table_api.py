"""The one drag payload of the tables: what travels in a drag, and what is refused."""

from __future__ import annotations

from PySide6.QtCore import QMimeData

from babelworks.ui.table_api import MIME, DragPayload


def test_an_action_or_a_piece_travels_as_json_under_one_type(qtbot):
    for payload in (
        DragPayload(action={"type": "construct", "cube": "red"}),
        DragPayload(piece={"card": "B07"}),
        DragPayload(piece={"stall": 0}),
    ):
        mime = payload.to_mime()
        assert mime.formats() == [MIME]
        assert DragPayload.from_mime(mime) == payload


def test_other_drags_and_malformed_data_carry_no_payload(qtbot):
    foreign = QMimeData()
    foreign.setText("a file name")
    assert DragPayload.from_mime(foreign) is None
    assert DragPayload.from_mime(None) is None
    for body in (b"not json", b"[1, 2]", b"{}", b'{"action": "end_turn"}', b'{"piece": 3}'):
        mime = QMimeData()
        mime.setData(MIME, body)
        assert DragPayload.from_mime(mime) is None, body
