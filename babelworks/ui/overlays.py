"""Compact overlays drawn on the 3D table, kept in their places as the view resizes.

The 3D view is the window; what a player must see besides it sits on it: the
scoreboard in a corner, a table's action buttons, a hint strip, the hand along
the bottom edge. :class:`OverlayLayout` keeps each overlay at its anchor: a
corner, the middle of the top edge, or the bottom edge (above the hand). The
hand (:class:`~babelworks.ui.hand.HandStrip`) spans the bottom edge.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, QRect, Qt
from PySide6.QtWidgets import QLabel, QWidget

from babelworks.i18n import shown

ANCHORS = ("top-left", "top", "top-right", "bottom-left", "bottom", "bottom-right")
EDGE = 8  # pixels between an overlay and the view's edge
STACK_GAP = 6  # between overlays sharing an anchor


class OverlayLayout(QObject):
    """Places overlay widgets on ``view`` at their anchors, again on every resize."""

    def __init__(self, view: QWidget) -> None:
        super().__init__(view)
        self.view = view
        self._anchored: list[tuple[QWidget, str]] = []
        self.hand: QWidget | None = None
        self.preview: QWidget | None = None  # the hand's enlarged card, kept above every overlay
        view.installEventFilter(self)

    def place(self, widget: QWidget, anchor: str) -> None:
        """Keep ``widget`` (a child of the view) at ``anchor`` (one of :data:`ANCHORS`)."""
        if anchor not in ANCHORS:
            raise ValueError(f"unknown overlay anchor {anchor!r}; one of {ANCHORS}")  # not shown
        self._anchored.append((widget, anchor))
        widget.installEventFilter(self)
        self.relayout()

    def set_hand(self, strip: QWidget | None, preview: QWidget | None = None) -> None:
        """Lay ``strip`` along the bottom edge, the full width of the view (None: no hand);
        its enlarged card ``preview`` stays above every overlay."""
        if self.hand is not None and self.hand is not strip:
            self.hand.removeEventFilter(self)
        self.hand, self.preview = strip, preview
        if strip is not None:
            strip.installEventFilter(self)
        self.relayout()

    def forget(self, widget: QWidget) -> None:
        """Stop placing ``widget`` (it is going away)."""
        self._anchored = [(w, a) for w, a in self._anchored if w is not widget]
        if self.hand is widget:
            self.hand, self.preview = None, None

    def hand_height(self) -> int:
        """How much of the view's bottom edge the hand covers now (0 without one)."""
        hand = self.hand
        return hand.height() if hand is not None and not hand.isHidden() else 0

    def relayout(self) -> None:
        """Put every overlay back at its anchor for the view's size now.

        The corners are placed first; an overlay in the middle of the top edge that would
        run over a corner's (the scoreboard, a table's buttons: a narrow window) goes
        below them instead."""
        width, height = self.view.width(), self.view.height()
        if self.hand is not None:
            hint = self.hand.sizeHint().height()
            self.hand.setGeometry(0, height - hint, width, hint)
        bottom = height - self.hand_height() - EDGE
        offsets = dict.fromkeys(ANCHORS, 0)
        corners: list[QRect] = []  # where the top corners' overlays are
        shown = [(w, a) for w, a in self._anchored if not w.isHidden()]  # hidden: takes no room
        for widget, anchor in sorted(shown, key=lambda placed: placed[1] == "top"):
            widget.adjustSize()
            size = widget.size()
            x = {"left": EDGE, "right": width - size.width() - EDGE}.get(
                anchor.split("-")[-1], (width - size.width()) // 2
            )
            if anchor.startswith("top"):
                y = EDGE + offsets[anchor]
                if anchor == "top":
                    y = clear_of(QRect(x, y, size.width(), size.height()), corners)
                    offsets[anchor] = y - EDGE
            else:
                y = bottom - size.height() - offsets[anchor]
            offsets[anchor] += size.height() + STACK_GAP
            widget.move(max(0, x), max(0, y))
            widget.raise_()
            if anchor in ("top-left", "top-right"):
                corners.append(widget.geometry())
        preview = self.preview
        if preview is not None and not preview.isHidden():
            preview.raise_()  # the hovered card's enlarged copy stays above every overlay

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt API)
        """Lay out again when the view resizes or an overlay shows, hides or changes size."""
        kinds = (QEvent.Type.Resize, QEvent.Type.Show, QEvent.Type.Hide, QEvent.Type.LayoutRequest)
        if event.type() in kinds and (watched is self.view or watched.parent() is self.view):
            self.relayout()
        return False


def clear_of(place: QRect, corners: list[QRect]) -> int:
    """The top of ``place`` moved down just below every rectangle of ``corners`` it overlaps."""
    moved = QRect(place)
    while hit := next((corner for corner in corners if moved.intersects(corner)), None):
        moved.moveTop(hit.bottom() + 1 + STACK_GAP)  # each step lower: it ends
    return moved.top()


def of(view: QWidget) -> OverlayLayout:
    """The overlay layout of ``view`` (made on first use; one per view)."""
    layout = view.findChild(OverlayLayout)
    return layout if layout is not None else OverlayLayout(view)


class HintStrip(QLabel):
    """A short line of hints on the table (what the thing being dragged does, its keys)."""

    def __init__(self) -> None:
        super().__init__()
        self.setObjectName("hintStrip")
        self.setWordWrap(False)
        self.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.setStyleSheet(
            "#hintStrip { background: rgba(20, 24, 30, 200); color: white;"
            " border-radius: 6px; padding: 4px 10px; }"
        )
        self.hide()

    def show_hint(self, text: str) -> None:
        """Show ``text`` (empty: hide the strip), a Phrase in the player's language."""
        self.setText(shown(text))
        self.setVisible(bool(text))
        self.adjustSize()
