"""The one drag type of the tables: an app MIME type holding the action or the piece.

Its own module, so that the hand strip, the panels and the table API can all use it without
importing one another.
"""

from __future__ import annotations

import json
from dataclasses import dataclass

from PySide6.QtCore import QMimeData

MIME = "application/x-babelworks-drag"


@dataclass(frozen=True)
class DragPayload:
    """What a drag carries: the action it plays when dropped, or the piece picked up.

    Attributes:
        action: a (possibly partial) game action, e.g. ``{"type": "construct", "cube": "red"}``;
            the drop target fills in where.
        piece: what is picked up, e.g. ``{"stall": 0}``, ``{"card": "B07"}``; the drop
            target turns piece and target into an action.
    """

    action: dict | None = None
    piece: dict | None = None

    def to_mime(self) -> QMimeData:
        """The payload as drag data (JSON under :data:`MIME`)."""
        mime = QMimeData()
        body = {
            key: value for key, value in (("action", self.action), ("piece", self.piece)) if value is not None
        }
        mime.setData(MIME, json.dumps(body).encode("utf-8"))
        return mime

    @classmethod
    def from_mime(cls, mime: QMimeData | None) -> DragPayload | None:
        """The payload a drag carries, or None when it carries none of ours."""
        if mime is None or not mime.hasFormat(MIME):
            return None
        try:
            body = json.loads(bytes(mime.data(MIME).data()).decode("utf-8"))
        except (ValueError, UnicodeDecodeError):
            return None
        if not isinstance(body, dict):
            return None
        action, piece = body.get("action"), body.get("piece")
        if not isinstance(action, dict | None) or not isinstance(piece, dict | None):
            return None
        if action is None and piece is None:
            return None
        return cls(action, piece)
