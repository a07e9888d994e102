"""The one off-screen renderer under a real GL context (Xvfb + Mesa): assertions on pixels only."""

from __future__ import annotations

import math

import numpy as np
import pytest

from babelworks.render.offscreen import (
    SUPERSAMPLE_MAX_SIDE,
    TILE,
    camera_at,
    check_size,
    offscreen_table,
    render_bands,
    render_image,
)
from babelworks.scene.camera import preset
from babelworks.scene.pieces import Piece
from tests.export.sample_city import finished_city

pytestmark = pytest.mark.gl


def _edge_pixels(image) -> int:
    """Pixels part way between a bright card and the table around it."""
    lum = image.astype(int).sum(axis=2)
    bright = lum > 2 * lum.mean()
    ys, xs = np.nonzero(bright)
    window = lum[ys.min() - 6 : ys.max() + 7, xs.min() - 6 : xs.max() + 7]
    table = np.median(np.r_[window[0], window[-1], window[:, 0], window[:, -1]])
    share = (window - table) / (np.median(lum[bright]) - table)
    return int(((share > 0.2) & (share < 0.8)).sum())


@pytest.fixture(scope="module")
def turned_card(qapp):
    turn = math.radians(30)
    card = Piece(
        "c",
        "card",
        (0.0, 0.0, 0.05),
        rotation=(0, 0, math.sin(turn / 2), math.cos(turn / 2)),
        scale=(2, 2, 1),
        colour=(0.9, 0.9, 0.9, 1.0),
    )
    with offscreen_table([card]) as view:
        view.set_camera_preset("top")
        yield view


def test_supersampling_softens_edges_that_a_plain_render_leaves_hard(turned_card):
    plain = render_image(turned_card, 960, 540, supersample=1)
    smooth = render_image(turned_card, 960, 540)
    assert _edge_pixels(plain) < 10
    assert _edge_pixels(smooth) > 100


def test_large_pictures_take_one_sample_per_pixel(turned_card):
    """Above SUPERSAMPLE_MAX_SIDE the default is the plain render (its pixels are small)."""
    wide = (SUPERSAMPLE_MAX_SIDE + 64, 400)
    assert np.array_equal(render_image(turned_card, *wide), render_image(turned_card, *wide, supersample=1))
    assert not np.array_equal(
        render_image(turned_card, 960, 540), render_image(turned_card, 960, 540, supersample=1)
    )


def test_picture_keeps_its_own_shape_whatever_the_window(qapp):
    square = Piece("s", "cube", (0.0, 0.0, 2.0), scale=(4, 4, 4), colour=(0.9, 0.02, 0.02, 1))
    with offscreen_table([square]) as view:
        view.set_camera_preset("top")  # the window stays 64x64
        wide = render_image(view, 1600, 400)
    rgb = wide.astype(int)
    ys, xs = np.nonzero(rgb[..., 0] > 2 * rgb[..., 1] + 40)  # the red cube
    assert wide.shape == (400, 1600, 3)
    width, height = np.ptp(xs) + 1, np.ptp(ys) + 1
    assert abs(width - height) <= 0.08 * height  # a square seen from above stays square


def test_tiled_supersampling_equals_averaging_one_large_render(qapp):
    """Against one untiled render at twice the size, averaged in numpy: a misplaced,
    missing or mis-scaled tile shows up as pixels unlike the reference."""
    size = (1500, 1100)  # painted at 3000x2200: 2 x 2 tiles, the last ones partial
    assert size[0] < TILE < 2 * size[1]
    with offscreen_table(finished_city()) as view, camera_at(view, preset("seat")):
        smooth = render_image(view, *size).astype(int)
        large = render_image(view, 2 * size[0], 2 * size[1], supersample=1, tile=4096)
    reference = large.astype(int).reshape(size[1], 2, size[0], 2, 3).mean(axis=(1, 3))
    unlike = np.abs(smooth - reference).max(axis=2) > 8
    assert unlike.mean() < 0.002


def test_bands_come_top_first_one_per_row_of_tiles(turned_card):
    """Bands in the wrong order or place would move the card against one untiled render."""
    bands = list(render_bands(turned_card, 400, 300, supersample=1, tile=128))
    assert [band.shape for band in bands] == [(44, 400, 3), (128, 400, 3), (128, 400, 3)]
    whole = render_image(turned_card, 400, 300, supersample=1, tile=4096).astype(int)
    unlike = np.abs(np.concatenate(bands).astype(int) - whole).max(axis=2) > 8
    assert unlike.mean() < 0.002


def test_camera_at_puts_the_camera_back(turned_card):
    before = turned_card.camera_pose()
    with camera_at(turned_card, preset("close")):
        assert turned_card.camera_pose() == preset("close")
    assert turned_card.camera_pose() == before


@pytest.mark.parametrize("size", [(3840, 2160), (2160, 3840), (16, 16)])
def test_sizes_up_to_uhd_either_way_round_are_fine(size):
    check_size(size)


@pytest.mark.parametrize("size", [(5000, 5000), (3840, 3840), (10, 10), (4000, 100)])
def test_other_sizes_are_refused_in_words(size):
    with pytest.raises(ValueError, match="picture size .* is outside 16x16 to 3840x2160"):
        check_size(size)
