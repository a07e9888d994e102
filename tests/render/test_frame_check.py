"""frame_problems: a blank, black or single-colour frame must be reported."""

import numpy as np
import pytest

from babelworks.render.frame_check import frame_problems


def _scene_like(h=60, w=80):
    """A background with a shaded block in it: what a live frame looks like."""
    img = np.full((h, w, 4), (40, 50, 60, 255), dtype=np.uint8)
    ramp = np.linspace(90, 200, w // 2).astype(np.uint8)
    img[h // 4 : 3 * h // 4, w // 4 : 3 * w // 4, 0] = ramp
    img[h // 4 : 3 * h // 4, w // 4 : 3 * w // 4, 1] = 120
    return img


def test_live_frame_has_no_problems():
    assert frame_problems(_scene_like()) == []


def test_rgb_frame_is_accepted():
    assert frame_problems(_scene_like()[..., :3].copy()) == []


def test_all_black_frame_is_flagged():
    problems = frame_problems(np.zeros((60, 80, 4), dtype=np.uint8))
    assert any("mostly black" in p for p in problems)


def test_uniform_frame_is_flagged():
    problems = frame_problems(np.full((60, 80, 3), 128, dtype=np.uint8))
    assert any("distinct colour" in p for p in problems)
    assert any("nearly one colour" in p for p in problems)


def test_background_with_a_speck_is_flagged():
    img = np.full((100, 100, 3), (200, 200, 210), dtype=np.uint8)
    img[0, 0] = (10, 10, 10)
    img[0, 1] = (90, 10, 10)
    assert any("nearly one colour" in p for p in frame_problems(img))


def test_black_frame_with_a_few_lit_pixels_is_flagged():
    img = np.zeros((100, 100, 3), dtype=np.uint8)
    img[:2, :] = np.arange(100, dtype=np.uint8)[:, None] + 100
    assert any("mostly black" in p for p in frame_problems(img))


@pytest.mark.parametrize(
    "bad",
    [
        np.zeros((10, 10), dtype=np.uint8),
        np.zeros((10, 10, 2), dtype=np.uint8),
        np.zeros((10, 10, 3), dtype=np.float32),
        np.zeros((0, 10, 3), dtype=np.uint8),
    ],
)
def test_malformed_arrays_are_reported_not_crashed(bad):
    assert len(frame_problems(bad)) == 1
