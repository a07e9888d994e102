"""Every face of every game paints, is not blank, and fits its text at the standard size."""

from __future__ import annotations

import hashlib

import pytest
from PySide6.QtCore import QRectF, QSize
from PySide6.QtGui import QColor, QImage, QPainter

from babelworks.cards import GAMES, CardPainter, face_ids, face_size, face_text, paint, paint_face, palette
from babelworks.cards import rise_of_babel as rb
from babelworks.cards import rolling_heights as rh
from babelworks.cards.text import TextFit
from babelworks.games.rise_of_babel.content import content as rb_content
from babelworks.games.rolling_heights.content import content as rh_content
from babelworks.games.skyscrapers.content import load_content as sky_content
from tests.cards.pixels import colour_count, opaque_share, rgba

SMALL, LARGE = 48, 400


@pytest.mark.parametrize("game", GAMES)
def test_every_face_paints_small_and_large_and_is_not_blank(qapp, game):
    for key in face_ids(game):
        for size in (SMALL, LARGE):
            image = paint_face(key.kind, key.id, size, key.face)
            expected = face_size(key.kind, key.id, size)
            assert image.size() == expected and max(expected.width(), expected.height()) == size, key
            least = 0.1 if key.id.startswith("S-") else 0.5  # a support's stock is clear: its seat's colour
            assert opaque_share(image) > least, f"{key} at {size} px is mostly empty"
            assert colour_count(image) >= 3, f"{key} at {size} px is a flat colour"


@pytest.mark.parametrize("game", GAMES)
def test_no_face_elides_text_at_the_standard_size(qapp, game):
    elided = {key: paint(key.kind, key.id, None, key.face).elided for key in face_ids(game)}
    assert {key: texts for key, texts in elided.items() if texts} == {}


def test_a_face_too_small_for_its_words_reports_them_and_keeps_the_full_text(qapp):
    painted = paint("rb_card", "gambler", QSize(40, 56))
    assert painted.elided, "a 40 px Gambler cannot hold its banner"
    assert face_text("rb_card", "gambler").startswith("Gambler (cost 3")
    assert "pull a tile" in face_text("rb_card", "gambler")


def test_face_ids_list_every_design_kind_and_side_once():
    rb, sky = face_ids("rise-of-babel"), face_ids("skyscrapers")
    designs = {card.key for card in rb_content().cards.values()}
    assert {k.id for k in rb if k.kind == "rb_card"} == designs
    assert {k.id for k in rb if k.kind == "rb_level"} == set(rb_content().majors) | set(rb_content().minors)
    assert {k.id for k in rb if k.kind == "rb_tile"} >= {"wood", "multi", "wild", "confusion", "wood/stone"}
    rh = face_ids("rolling-heights")
    assert len([k for k in rh if k.kind == "rh_plan"]) == len(rh_content().plans) == 78
    assert len([k for k in rh if k.kind == "rh_board"]) == 2 * len(rh_content().boards)
    assert len([k for k in sky if k.kind == "sky_card"]) == 2 * len(sky_content().cards)
    assert [k.id for k in rb if k.kind == "rb_board"] == ["main"]
    for keys in (rb, rh, sky):
        assert len(set(keys)) == len(keys)


def _digest(image: QImage) -> str:
    return hashlib.sha1(rgba(image).tobytes()).hexdigest()


@pytest.mark.parametrize(
    "kind", ["rb_tile", "rb_bonus", "rb_card", "rb_level", "rh_plan", "rh_board", "sky_card"]
)
def test_different_faces_look_different(qapp, kind):
    keys = [k for game in GAMES for k in face_ids(game) if k.kind == kind]
    digests = {}
    for key in keys:
        digests.setdefault(_digest(paint_face(key.kind, key.id, 96, key.face)), []).append(key)
    same = [found for found in digests.values() if len(found) > 1]
    if kind == "sky_card":  # cards printed alike (the identical foundation cards) may share a face
        same = [found for found in same if {sky_content().cards[k.id].girders for k in found}.__len__() > 1]
    assert same == []


def test_a_card_id_paints_its_design(qapp):
    starting = rb_content().starting[0][0]
    assert _digest(paint_face("rb_card", starting, 120)) == _digest(paint_face("rb_card", "quarry_hand", 120))
    assert face_text("rb_card", starting) == face_text("rb_card", "quarry_hand")


def test_skyscrapers_back_is_the_front_mirrored(qapp):
    front, back = rgba(paint_face("sky_card", "B03", 200)), rgba(paint_face("sky_card", "B03", 200, "back"))
    # girders and worker mirror (the corner label does not: its rows are left out); B03's side
    # worker makes it lopsided, so a back that were not mirrored would differ far more
    rows = slice(front.shape[0] // 3, front.shape[0])

    def differ(a, b):
        return (abs(a.astype(int) - b.astype(int)) > 40).mean()

    assert differ(front[rows], back[rows, ::-1]) < 0.06
    assert differ(front[rows], back[rows, ::-1]) < differ(front[rows], back[rows]) / 2
    assert _digest(paint_face("sky_card", "B03", 200)) != _digest(paint_face("sky_card", "B03", 200, "back"))


def test_unknown_kinds_ids_and_faces_are_refused_clearly(qapp):
    with pytest.raises(KeyError, match="known kinds"):
        paint_face("tarot", "fool")
    with pytest.raises(KeyError, match="faces"):
        paint_face("rb_card", "gambler", 100, "back")
    with pytest.raises(KeyError, match="known games"):
        face_ids("chess")


def test_the_cache_paints_each_face_once(qapp):
    painter = CardPainter()
    first = painter.face("rh_plan", "viceroy-house", 128)
    assert painter.face("rh_plan", "viceroy-house", 128) is first
    assert painter.face("rh_plan", "viceroy-house", 96) is not first


def _fit_image() -> tuple[QImage, QPainter, TextFit]:
    image = QImage(400, 200, QImage.Format.Format_ARGB32_Premultiplied)
    painter = QPainter(image)
    return image, painter, TextFit(painter)


def test_text_shrinks_then_wraps_then_elides(qapp):
    image, painter, fit = _fit_image()
    words = "Each of your completed buildings next to water scores 1 VP"
    one_line, px = fit.layout(QRectF(0, 0, 400, 30), words, 20, 8)
    assert len(one_line) == 1 and 8 <= px < 20
    wrapped, px = fit.layout(QRectF(0, 0, 120, 200), words, 20, 12)
    assert len(wrapped) > 1 and px >= 12 and fit.elided == []
    elided, px = fit.layout(QRectF(0, 0, 60, 20), words, 20, 12)
    assert elided[-1].endswith("…") and fit.elided == [words]
    painter.end()


def test_ink_reads_on_every_stock_the_faces_print_on():
    stocks = [
        palette.CARD_STOCK,
        palette.GOLD,
        palette.INFLUENCE,
        palette.WILD,
        palette.CONFUSION,
        *palette.RESOURCE.values(),
        *palette.PRINTED.values(),
        *palette.BUILDING_TYPE.values(),
        *palette.SKY_CARD.values(),
        *rh.OBJECTIVE_COLOUR.values(),
        *(QColor(colour) for _, colour in rb.STEP_ICONS.values()),
    ]
    weakest = min(stocks, key=lambda stock: palette.contrast(palette.ink_on(stock), stock))
    assert palette.contrast(palette.ink_on(weakest), weakest) >= 4.0, weakest.name()


def test_a_lit_space_face_is_named_by_its_cost_and_bonus_and_none_past_the_printed_ones():
    from babelworks.cards.rolling_heights_lit import HIGHEST_COST, lit_id, lit_ids, lit_words

    assert lit_id(3, 0) == "3" and lit_id(3, 2) == "3+2" and {"3", "3+2"} <= set(lit_ids())
    assert lit_id(HIGHEST_COST + 1, 0) is None and lit_id(3, 99) is None
    assert lit_words("1") == "Place the plan here: 1 cube in all"
    assert lit_words("4+2") == "Place the plan here: 4 cubes in all, +2 VP bonus"
