"""The hand strip: cards in a row, hover raises and enlarges, drag plays, click picks, folds."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QEvent, QPoint, QPointF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetrics, QHelpEvent, QImage, QMouseEvent
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QWidget

from babelworks.cards import face_text, paint_face
from babelworks.ui import hand
from babelworks.ui.hand import CARD_HEIGHT, DRAG_HEIGHT, RISE_PX, HandItem, HandStrip
from babelworks.ui.table_api import DragPayload
from tests.drag import drag_drop, drag_over

LEFT = Qt.MouseButton.LeftButton
NONE = Qt.MouseButton.NoButton


def card(key: str, colour: str = "tan", payload: DragPayload | None = None, **more) -> HandItem:
    """A plain 5:7 card face of one colour (the strip draws any image)."""
    image = QImage(50, 70, QImage.Format.Format_ARGB32)
    image.fill(QColor(colour))
    return HandItem(key, image, f"The words of {key}", payload, **more)


def play(key: str) -> DragPayload:
    return DragPayload(action={"type": "play", "card": key})


@pytest.fixture
def table(qtbot):
    """A stand-in for the 3D view: the strip along its bottom, the preview on it."""
    host = QWidget()
    qtbot.addWidget(host)
    host.resize(800, 500)
    strip = HandStrip("Your hand", host)
    strip.setGeometry(0, 500 - strip.sizeHint().height(), 800, strip.sizeHint().height())
    host.show()
    qtbot.waitExposed(host)
    return host, strip


def mouse(widget, kind: QEvent.Type, pos, button=NONE, buttons=NONE) -> None:
    """Send one mouse event to ``widget`` as Qt delivers it (filters included)."""
    point = QPointF(pos)
    event = QMouseEvent(
        kind, point, widget.mapToGlobal(point), button, buttons, Qt.KeyboardModifier.NoModifier
    )
    QApplication.sendEvent(widget, event)


def hover(strip, pos) -> None:
    mouse(strip, QEvent.Type.MouseMove, pos)


def centre_of(strip, key: str) -> QPoint:
    return strip.item_rect(key).center()


@pytest.fixture
def drags(monkeypatch):
    """Record the drags the strip starts instead of running QDrag's blocking loop."""
    started = []
    monkeypatch.setattr(hand, "start_drag", lambda source, payload, pixmap: started.append((payload, pixmap)))
    return started


def test_cards_sit_side_by_side_when_they_fit(table):
    _, strip = table
    strip.set_items([card("a"), card("b"), card("c")])
    rects = [strip.item_rect(key) for key in "abc"]
    assert all(rect.height() == CARD_HEIGHT for rect in rects)
    assert rects[0].right() < rects[1].left() and rects[1].right() < rects[2].left()
    assert strip.title_text() == "Your hand (3)"


@pytest.mark.parametrize("count", [14, 40, 120])
def test_many_cards_overlap_evenly_and_all_stay_inside_the_strip(table, count):
    _, strip = table
    keys = [f"card{i}" for i in range(count)]
    strip.set_items([card(key) for key in keys])
    rects = [strip.item_rect(key) for key in keys]
    lefts = [rect.left() for rect in rects]
    assert lefts == sorted(set(lefts)), "every card shows a part of its own"
    steps = {b - a for a, b in zip(lefts, lefts[1:])}
    assert max(steps) - min(steps) <= 1, "evenly"
    assert 0 <= lefts[0] and strip.item_rect(keys[-1]).right() < strip.width()
    clicked = []
    strip.clicked.connect(lambda key, _share: clicked.append(key))
    picked = [keys[0], keys[count // 2], keys[-1]]
    for key in picked:  # each one's visible part picks it
        mouse(strip, QEvent.Type.MouseButtonPress, centre_of(strip, key), LEFT, LEFT)
        mouse(strip, QEvent.Type.MouseButtonRelease, centre_of(strip, key), LEFT, NONE)
    assert clicked == picked


def test_a_badge_sits_in_the_part_of_its_card_left_in_sight(table):
    _, strip = table
    keys = [f"card{i}" for i in range(30)]
    strip.set_items([card(key, badge="x3" if key == "card9" else "") for key in keys])
    shown = strip.item_rect("card9")
    shown.setRight(strip.item_rect("card10").left() - 1)
    assert shown.width() < 30, "a crowded strip: the next card covers most of this one"
    picture = strip.grab().toImage()
    top = [
        picture.pixelColor(x, y)
        for x in range(shown.left(), shown.right() + 1)
        for y in range(shown.top(), shown.top() + 20)
    ]
    assert sum(max(c.red(), c.green(), c.blue()) < 60 for c in top) > 40, "the badge's dark patch"


def test_hover_raises_the_card_and_shows_it_enlarged_above_the_strip(table):
    host, strip = table
    strip.set_items([card("a"), card("b")])
    resting = strip.item_rect("b")
    hover(strip, resting.center())
    assert strip.item_rect("b") == resting.translated(0, -RISE_PX)
    preview = strip.preview
    assert preview.isVisible() and preview.parentWidget() is host
    assert preview.height() > 2 * CARD_HEIGHT
    assert preview.geometry().bottom() < strip.geometry().top()
    hover(strip, QPoint(resting.center().x(), resting.bottom() - 2))  # the raised card's old foot
    assert preview.isVisible() and strip.item_rect("b").top() == resting.top() - RISE_PX
    hover(strip, QPoint(strip.width() - 5, strip.height() - 3))  # off the cards
    assert not preview.isVisible() and strip.item_rect("b") == resting
    hover(strip, resting.center())
    QApplication.sendEvent(strip, QEvent(QEvent.Type.Leave))
    assert not preview.isVisible()


def test_hovering_an_item_with_more_to_say_enlarges_that_and_not_its_face(table):
    _, strip = table
    more = QImage(140, 70, QImage.Format.Format_ARGB32)
    more.fill(QColor("navy"))
    strip.set_items([card("a"), card("b", enlarged=more)])
    hover(strip, centre_of(strip, "b"))
    shown = strip.preview.pixmap()
    assert shown.width() == 2 * shown.height(), "the wide picture, not the 5:7 face"
    seen = shown.toImage().pixelColor(shown.width() // 2, shown.height() // 2)
    assert (seen.red(), seen.green()) == (0, 0) and 120 <= seen.blue() <= 136, "navy (a 16-bit screen)"
    assert strip.item_rect("b").width() < strip.item_rect("b").height(), "the strip shows the face"
    hover(strip, centre_of(strip, "a"))
    assert strip.preview.pixmap().width() < strip.preview.pixmap().height()


def test_the_preview_goes_when_the_strip_hides_or_its_cards_change(table):
    _, strip = table
    strip.set_items([card("a")])
    hover(strip, centre_of(strip, "a"))
    assert strip.preview.isVisible()
    strip.hide()
    assert not strip.preview.isVisible()
    strip.show()
    hover(strip, centre_of(strip, "a"))
    strip.set_items([card("b")])
    assert not strip.preview.isVisible()


def test_the_tooltip_is_the_card_under_the_cursor_in_full(table, monkeypatch):
    _, strip = table
    words = face_text("rb_card", "quarry_hand")
    strip.set_items([HandItem("quarry_hand", paint_face("rb_card", "quarry_hand", 200), words), card("x")])
    shown = []
    monkeypatch.setattr(hand.QToolTip, "showText", lambda pos, text, widget=None: shown.append(text))
    monkeypatch.setattr(hand.QToolTip, "hideText", lambda: shown.append(None))
    for pos in (
        centre_of(strip, "quarry_hand"),
        centre_of(strip, "x"),
        QPoint(strip.width() - 4, strip.height() - 2),
    ):
        event = QHelpEvent(QEvent.Type.ToolTip, pos, strip.mapToGlobal(pos))
        QApplication.sendEvent(strip, event)
    assert shown == [words, "The words of x", None]
    assert len(words) > 40  # the card's whole text, not its name


def test_a_click_gives_the_card_and_where_on_it(table, drags):
    _, strip = table
    strip.set_items([card("a"), card("b")])
    clicks = []
    strip.clicked.connect(lambda key, share: clicks.append((key, share.x(), share.y())))
    rect = strip.item_rect("b")
    at = QPoint(rect.left() + rect.width() // 4, rect.top() + rect.height() * 3 // 4)
    mouse(strip, QEvent.Type.MouseButtonPress, at, LEFT, LEFT)
    mouse(strip, QEvent.Type.MouseButtonRelease, at, LEFT, NONE)
    ((key, across, down),) = clicks
    assert key == "b" and across == pytest.approx(0.25, abs=0.05) and down == pytest.approx(0.75, abs=0.05)
    hover(strip, rect.center())  # raised: the share is measured on the card where it is drawn
    top = strip.item_rect("b").top()
    mouse(strip, QEvent.Type.MouseButtonPress, QPoint(rect.center().x(), top + 1), LEFT, LEFT)
    mouse(strip, QEvent.Type.MouseButtonRelease, QPoint(rect.center().x(), top + 1), LEFT, NONE)
    assert clicks[-1][0] == "b" and clicks[-1][2] < 0.05
    assert drags == []


def test_press_and_move_drags_the_payload_with_a_small_image_held_above_the_cursor(table, monkeypatch):
    _, strip = table
    strip.set_items([card("a", payload=play("a")), card("b", payload=play("b"))])
    assert strip.mime_for("b") is not None and DragPayload.from_mime(strip.mime_for("b")) == play("b")
    execs = []

    class FakeDrag:
        def __init__(self, source):
            self.source = source

        def setMimeData(self, mime):  # noqa: N802 (Qt API)
            self.mime = mime

        def setPixmap(self, pixmap):  # noqa: N802 (Qt API)
            self.pixmap = pixmap

        def setHotSpot(self, spot):  # noqa: N802 (Qt API)
            self.spot = spot

        def exec(self, actions):
            execs.append(self)

    monkeypatch.setattr(hand, "QDrag", FakeDrag)
    clicks = []
    strip.clicked.connect(lambda key, share: clicks.append(key))
    start = centre_of(strip, "b")
    mouse(strip, QEvent.Type.MouseButtonPress, start, LEFT, LEFT)
    mouse(strip, QEvent.Type.MouseMove, start + QPoint(1, -1), NONE, LEFT)
    assert execs == []  # not yet: under the drag distance
    mouse(strip, QEvent.Type.MouseMove, start + QPoint(0, -3 * QApplication.startDragDistance()), NONE, LEFT)
    (drag,) = execs
    assert drag.source is strip and DragPayload.from_mime(drag.mime) == play("b")
    assert drag.pixmap.height() == DRAG_HEIGHT < CARD_HEIGHT
    assert drag.spot.y() > drag.pixmap.height()  # the image is above the cursor: the target stays seen
    assert 0 <= drag.spot.x() <= drag.pixmap.width()
    mouse(strip, QEvent.Type.MouseButtonRelease, start, LEFT, NONE)
    assert clicks == [] and not strip.preview.isVisible()


def test_disabled_cards_and_cards_without_a_payload_do_not_drag(table, drags):
    _, strip = table
    strip.set_items([card("a", payload=play("a"), enabled=False), card("b"), card("c", payload=play("c"))])
    for key in "abc":
        start = centre_of(strip, key)
        mouse(strip, QEvent.Type.MouseButtonPress, start, LEFT, LEFT)
        mouse(strip, QEvent.Type.MouseMove, start + QPoint(0, -40), NONE, LEFT)
        mouse(strip, QEvent.Type.MouseButtonRelease, start + QPoint(0, -40), LEFT, NONE)
    assert [payload for payload, _ in drags] == [play("c")]
    assert drags[0][1].height() == DRAG_HEIGHT
    assert strip.mime_for("b") is None and strip.mime_for("nothing") is None


def test_folding_shrinks_the_strip_to_its_tab_and_unfolding_brings_the_cards_back(table, drags):
    _, strip = table
    strip.set_items([card("a", payload=play("a"))])
    open_height = strip.height()
    mouse(strip, QEvent.Type.MouseButtonPress, QPoint(20, 8), LEFT, LEFT)  # the title tab
    assert strip.collapsed() and strip.height() < open_height / 3
    strip.setGeometry(0, 500 - strip.height(), 800, strip.height())
    assert strip.item_rect("a").isValid()
    mouse(strip, QEvent.Type.MouseButtonPress, QPoint(60, 10), LEFT, LEFT)  # unfolds: not a card press
    assert not strip.collapsed() and strip.height() == open_height
    strip.set_collapsed(True)
    hover(strip, QPoint(40, 10))
    assert not strip.preview.isVisible()
    strip.set_collapsed(False)
    assert strip.height() == open_height and drags == []


def test_drops_are_taken_only_when_the_table_says_so(table):
    _, strip = table
    dropped = []
    strip.dropped.connect(lambda payload, onto: dropped.append((payload, onto)))
    mime = play("a").to_mime()
    where = QPoint(780, strip.height() // 2)  # beyond the cards
    assert not strip.acceptDrops()
    strip.accept_drops(lambda payload: payload.action is not None and payload.action["card"] == "a")
    assert strip.acceptDrops()
    assert drag_over(strip, where, mime).isAccepted()
    drag_drop(strip, where, mime)
    refused = drag_drop(strip, where, play("z").to_mime())
    assert not refused.isAccepted()
    piece = drag_drop(strip, where, DragPayload(piece={"stall": 0}).to_mime())
    assert not piece.isAccepted()
    strip.set_items([card("a", "#c03020"), card("b", "#2050c0")])
    drag_drop(strip, strip.item_rect("b").center(), mime)
    assert dropped == [(play("a"), ""), (play("a"), "b")]  # with the card it landed on
    strip.accept_drops(None)
    assert not strip.acceptDrops()


def test_each_card_is_drawn_with_its_face_and_a_disabled_one_greyed(table):
    _, strip = table
    strip.set_items([card("a", "#c03020"), card("b", "#2050c0", enabled=False)])
    for _ in range(2):  # the second paint draws from the scaled faces kept from the first
        picture = strip.grab().toImage()
    red = picture.pixelColor(strip.item_rect("a").center())
    blue = picture.pixelColor(strip.item_rect("b").center())
    assert red.red() == pytest.approx(0xC0, abs=8) and red.green() == pytest.approx(0x30, abs=8)
    assert blue.blue() > blue.red() and blue.blue() < 0xC0  # seen through: greyed by the dim band


class Table(QWidget):
    """Records the presses that reach it: what the 3D view under the strip would get."""

    def __init__(self) -> None:
        super().__init__()
        self.presses: list[tuple[Qt.MouseButton, QPoint]] = []

    def mousePressEvent(self, event) -> None:  # noqa: N802 (Qt API)
        self.presses.append((event.button(), event.position().toPoint()))


def test_presses_beside_the_cards_or_with_another_button_reach_the_table_below(qtbot, drags):
    host = Table()
    qtbot.addWidget(host)
    host.resize(800, 500)
    strip = HandStrip("Your hand", host)
    strip.setGeometry(0, 500 - strip.sizeHint().height(), 800, strip.sizeHint().height())
    host.show()
    qtbot.waitExposed(host)
    strip.set_items([card("a", payload=play("a"))])
    beside = QPoint(600, strip.height() - 20)
    for button, pos in ((LEFT, beside), (Qt.MouseButton.RightButton, centre_of(strip, "a"))):
        QTest.mousePress(strip, button, Qt.KeyboardModifier.NoModifier, pos)
        QTest.mouseRelease(strip, button, Qt.KeyboardModifier.NoModifier, pos)
    assert host.presses == [
        (LEFT, strip.mapToParent(beside)),
        (Qt.MouseButton.RightButton, strip.mapToParent(centre_of(strip, "a"))),
    ]
    QTest.mousePress(strip, LEFT, Qt.KeyboardModifier.NoModifier, centre_of(strip, "a"))
    assert len(host.presses) == 2  # a press on a card is the strip's


def test_a_long_title_has_room_on_its_tab_and_all_of_it_folds_the_strip(table):
    _, strip = table
    strip.title = "Your plans, cubes, Wild Tokens and the targets you hold"
    strip.set_items([card("a")])
    font = QFont(strip.font())
    font.setBold(True)
    words = QFontMetrics(font).horizontalAdvance(strip.title_text("\u25be"))
    assert words > 300
    mouse(strip, QEvent.Type.MouseButtonPress, QPoint(hand.MARGIN + words, 11), LEFT, LEFT)
    assert strip.collapsed()


def test_a_suggested_moves_cards_are_outlined_until_the_items_change(qtbot):
    strip = HandStrip("Your hand")
    qtbot.addWidget(strip)
    strip.set_items([HandItem("card:a", QImage(20, 30, QImage.Format.Format_RGB32), "A")])
    strip.light(["card:a"])
    assert strip.lit == {"card:a"}
    strip.resize(400, 160)
    rect = strip.item_rect("card:a")
    edge = strip.grab().toImage().pixelColor(rect.left() + 2, rect.center().y())
    assert edge.red() > 240 and 180 < edge.green() < 220 and edge.blue() < 80  # gold
    strip.set_items([HandItem("card:b", QImage(20, 30, QImage.Format.Format_RGB32), "B")])
    assert strip.lit == frozenset()
