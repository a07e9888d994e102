"""The Rise of Babel card delegate and the gallery paint through the one card painter."""

from __future__ import annotations

from PySide6.QtCore import QRect, QSize
from PySide6.QtGui import QImage, QPainter, QStandardItem, QStandardItemModel
from PySide6.QtWidgets import QStyleOptionViewItem

from babelworks.cards import face_ids, paint_face
from babelworks.cards.gallery import main as gallery
from babelworks.games.rise_of_babel.content import content
from babelworks.ui.rise_of_babel.cardface import CARD_ROLE, STATE_ROLE, CardDelegate
from tests.cards.pixels import rgba


def _delegate_paint(card: str, state: str) -> QImage:
    model = QStandardItemModel()
    item = QStandardItem()
    item.setData(card, CARD_ROLE)
    item.setData(state, STATE_ROLE)
    model.appendRow(item)
    image = QImage(184, 78, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(0)
    option = QStyleOptionViewItem()
    option.rect = QRect(0, 0, 184, 78)
    painter = QPainter(image)
    CardDelegate().paint(painter, option, model.index(0, 0))
    painter.end()
    return image


def test_card_delegate_paints_the_painters_face_and_shades_blocked_cards(qapp):
    card = content().market[0]
    shown = rgba(_delegate_paint(card, ""))[2:-2, 2:-2]
    face = rgba(paint_face("rb_card", card, QSize(180, 74)))
    assert (abs(shown.astype(int) - face.astype(int)) > 8).mean() < 0.01
    blocked = rgba(_delegate_paint(card, "blocked"))[2:-2, 2:-2]
    assert (abs(blocked.astype(int) - face.astype(int)) > 8).mean() > 0.3


def test_gallery_writes_a_contact_sheet(qapp, tmp_path, capsys):
    assert gallery(["--game", "skyscrapers", "--out", str(tmp_path), "--size", "64", "--columns", "8"]) == 0
    sheet = QImage(str(tmp_path / "skyscrapers.png"))
    assert sheet.width() > 8 * 64 and not sheet.isNull()
    assert f"{len(face_ids('skyscrapers'))} faces" in capsys.readouterr().out
    assert gallery(["--game", "skyscrapers", "--out", str(tmp_path), "--size", "64", "--colours", "16"]) == 0
    indexed = QImage(str(tmp_path / "skyscrapers.png"))
    assert indexed.format() == QImage.Format.Format_Indexed8 and len(indexed.colorTable()) <= 16
