"""Is a rendered frame a picture, or a blank / black / single-colour failure?

pyqtgraph swallows per-item draw errors, so a broken renderer still "works"
and hands back a black or background-only frame. These checks catch that.
"""

from __future__ import annotations

import numpy as np

NEAR_BLACK = 8  # luminance (0-255) below which a pixel counts as black
MOSTLY_BLACK_SHARE = 0.97
DOMINANT_COLOUR_SHARE = 0.995
MIN_LUMINANCE_SPREAD = 6.0  # 99th minus 1st percentile of luminance
MIN_DISTINCT_COLOURS = 3


def frame_problems(image: np.ndarray) -> list[str]:
    """List what is wrong with a rendered frame; an empty list means it looks alive.

    Args:
        image: (H, W, 3) RGB or (H, W, 4) RGBA uint8 array.

    Returns:
        Human-readable problems, e.g. "frame is mostly black (99% of pixels)".
    """
    shape_problem = _shape_problem(image)
    if shape_problem:
        return [shape_problem]
    rgb = image[..., :3]
    luminance = rgb @ np.array([0.299, 0.587, 0.114])
    problems = [_black_problem(luminance), _spread_problem(luminance)]
    problems += _colour_problems(rgb)
    return [p for p in problems if p]


def _shape_problem(image: np.ndarray) -> str:
    if not isinstance(image, np.ndarray) or image.dtype != np.uint8:
        return "frame is not a uint8 image array"  # not shown: self-test diagnostics printed to a terminal
    if image.ndim != 3 or image.shape[2] not in (3, 4):
        return f"frame has shape {image.shape}, expected (H, W, 3) or (H, W, 4)"  # not shown: self-test diagnostics printed to a terminal
    if image.shape[0] == 0 or image.shape[1] == 0:
        return "frame is empty (zero pixels)"  # not shown: self-test diagnostics printed to a terminal
    return ""


def _black_problem(luminance: np.ndarray) -> str:
    share = float(np.mean(luminance < NEAR_BLACK))
    if share >= MOSTLY_BLACK_SHARE:
        return f"frame is mostly black ({share:.0%} of pixels)"  # not shown: self-test diagnostics printed to a terminal
    return ""


def _spread_problem(luminance: np.ndarray) -> str:
    low, high = np.percentile(luminance, [1, 99])
    if high - low < MIN_LUMINANCE_SPREAD:
        return f"frame has almost no light and shade (luminance spread {high - low:.1f})"  # not shown: self-test diagnostics printed to a terminal
    return ""


def _colour_problems(rgb: np.ndarray) -> list[str]:
    packed = rgb.reshape(-1, 3).astype(np.uint32)
    keys = (packed[:, 0] << 16) | (packed[:, 1] << 8) | packed[:, 2]
    _, counts = np.unique(keys, return_counts=True)
    problems = []
    if counts.size < MIN_DISTINCT_COLOURS:
        problems.append(
            f"frame has only {counts.size} distinct colour(s)"  # not shown: self-test diagnostics printed to a terminal
        )
    dominant = counts.max() / keys.size
    if dominant >= DOMINANT_COLOUR_SHARE:
        problems.append(
            f"frame is nearly one colour ({dominant:.1%} of pixels)"  # not shown: self-test diagnostics printed to a terminal
        )
    return problems
