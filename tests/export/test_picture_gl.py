"""Snapshot pictures under a real GL context (Xvfb + Mesa): assertions on pixels only."""

from __future__ import annotations

import math

import numpy as np
import pytest
from PySide6.QtGui import QImage

from babelworks.export import picture
from babelworks.export.gltf import city_pieces
from babelworks.export.progress import ExportCancelled
from babelworks.export.sample_city import finished_city
from babelworks.export.snapshot import export_snapshot
from babelworks.render.frame_check import frame_problems
from babelworks.scene.pieces import Piece

pytestmark = pytest.mark.gl

UHD = (3840, 2160)
WIDGET = (384, 216)  # the picture's aspect, a tenth of its size: widget -> pixel is x10
CHROMA_TOLERANCE = 0.03


@pytest.fixture(scope="module")
def city():
    return finished_city()


@pytest.fixture
def city_view(qapp, city):
    with picture.offscreen_table(city) as view:
        view.resize(*WIDGET)
        yield view


def _chromaticity(rgb) -> np.ndarray:
    linear = (np.asarray(rgb, dtype=np.float64)[:3] / 255.0) ** 2.2
    return linear / linear.sum()


def _visible_cubes(view, pieces):
    """City cubes whose top-face centre is the first thing the view sees there."""
    for cube in (p for p in city_pieces(pieces) if p.mesh == "cube" and p.scale == (1, 1, 1)):
        x, y = view.project((cube.position[0], cube.position[1], cube.position[2] + 0.5))
        if view.pick(x, y) == cube.id:
            yield cube, (x, y)


def _decode(path) -> np.ndarray:
    image = QImage(str(path)).convertToFormat(QImage.Format.Format_RGB888)
    rows = np.frombuffer(image.constBits(), dtype=np.uint8).reshape(image.height(), -1)
    # copy: the array is a view of the QImage's memory, freed when it goes
    return rows[:, :3 * image.width()].reshape(image.height(), image.width(), 3).copy()


def test_uhd_picture_is_alive_and_shows_each_visible_cube_in_its_colour(city_view, city):
    with picture.camera_at(city_view, picture.hero_camera(city_view, UHD)):
        image = picture.snapshot_image(city_view, *UHD)
        seen = list(_visible_cubes(city_view, city))
    assert image.shape == (2160, 3840, 3)
    assert frame_problems(image) == []
    scale = UHD[0] / WIDGET[0]
    matches = [np.abs(_chromaticity(image[int(y * scale), int(x * scale)])
                      - _chromaticity(np.array(cube.colour[:3]) ** (1 / 2.2) * 255)).max()
               < CHROMA_TOLERANCE for cube, (x, y) in seen]
    assert len(seen) >= 60
    assert np.mean(matches) >= 0.95


def test_materials_seen_in_the_picture_are_the_city_materials(city_view, city):
    """Every cube material of the city appears somewhere in the hero picture."""
    with picture.camera_at(city_view, picture.hero_camera(city_view, (1920, 1080))):
        image = picture.snapshot_image(city_view, 1920, 1080)
    pixels = image.reshape(-1, 3)[::7].astype(np.float64)
    linear = (pixels / 255.0) ** 2.2
    chroma = linear / np.maximum(linear.sum(axis=1, keepdims=True), 1e-9)
    for colour in {p.colour for p in city_pieces(city) if p.mesh == "cube"}:
        want = _chromaticity(np.array(colour[:3]) ** (1 / 2.2) * 255)
        close = np.abs(chroma - want).max(axis=1) < CHROMA_TOLERANCE
        assert close.sum() > 50, f"no pixels of {colour}"


def _edge_pixels(image) -> int:
    """Pixels part way between a bright card and the table around it."""
    lum = image.astype(int).sum(axis=2)
    bright = lum > 2 * lum.mean()
    ys, xs = np.nonzero(bright)
    window = lum[ys.min() - 6:ys.max() + 7, xs.min() - 6:xs.max() + 7]
    table = np.median(np.r_[window[0], window[-1], window[:, 0], window[:, -1]])
    share = (window - table) / (np.median(lum[bright]) - table)
    return int(((share > 0.2) & (share < 0.8)).sum())


def test_supersampling_softens_edges_that_a_plain_render_leaves_hard(qapp):
    turn = math.radians(30)
    card = Piece("c", "card", (0.0, 0.0, 0.05), rotation=(0, 0, math.sin(turn / 2),
                                                          math.cos(turn / 2)),
                 scale=(2, 2, 1), colour=(0.9, 0.9, 0.9, 1.0))
    with picture.offscreen_table([card]) as view:
        view.set_camera_preset("top")
        plain = picture.snapshot_image(view, 960, 540, supersample=1)
        smooth = picture.snapshot_image(view, 960, 540)
    assert _edge_pixels(plain) < 10
    assert _edge_pixels(smooth) > 100


def test_picture_keeps_its_own_shape_whatever_the_window(qapp):
    square = Piece("s", "cube", (0.0, 0.0, 2.0), scale=(4, 4, 4), colour=(0.9, 0.02, 0.02, 1))
    with picture.offscreen_table([square]) as view:
        view.set_camera_preset("top")  # the window stays 64x64
        wide = picture.snapshot_image(view, 1600, 400)
    rgb = wide.astype(int)
    ys, xs = np.nonzero(rgb[..., 0] > 2 * rgb[..., 1] + 40)  # the red cube
    assert wide.shape == (400, 1600, 3)
    width, height = np.ptp(xs) + 1, np.ptp(ys) + 1
    assert abs(width - height) <= 0.08 * height  # a square seen from above stays square


def test_app_view_camera_is_put_back_and_current_camera_is_used(city_view, city, tmp_path):
    city_view.set_camera_preset("close")
    before = city_view.camera_pose()
    export_snapshot(city, png=tmp_path / "hero.png", size=(640, 360), view=city_view)
    assert city_view.camera_pose() == before
    export_snapshot(city, png=tmp_path / "now.png", size=(640, 360), view=city_view,
                    camera="current")
    expected = picture.snapshot_image(city_view, 640, 360)
    assert np.array_equal(_decode(tmp_path / "now.png"), expected)
    assert not np.array_equal(_decode(tmp_path / "hero.png"), expected)


def test_cancelling_during_the_picture_leaves_no_file(city_view, city, tmp_path):
    reports = []

    def cancel_late(done, total):
        reports.append(done)
        return done < 70  # past the model's share: the picture is being made

    with pytest.raises(ExportCancelled):
        export_snapshot(city, glb=tmp_path / "c.glb", png=tmp_path / "c.png", size=(640, 360),
                        view=city_view, progress=cancel_late)
    assert list(tmp_path.iterdir()) == []
    assert max(reports) >= 70 and reports == sorted(reports)


def test_progress_runs_to_a_hundred_percent(city_view, city, tmp_path):
    reports = []
    def watch(done, total):
        reports.append((done, total))
        return True

    export_snapshot(city, glb=tmp_path / "c.glb", png=tmp_path / "c.png", size=(320, 180),
                    view=city_view, progress=watch)
    assert reports[-1] == (100, 100) and reports == sorted(reports)
    assert {p.name for p in tmp_path.iterdir()} == {"c.glb", "c.png"}


def test_tiled_supersampling_equals_averaging_one_large_render(city_view):
    """Against the table view's own one-pass render at twice the size, averaged in numpy:
    a misplaced, missing or mis-scaled tile shows up as pixels unlike the reference."""
    size = (1500, 1100)  # drawn at 3000x2200: 2 x 2 tiles, the last ones partial
    assert size[0] < picture.TILE < 2 * size[1]
    with picture.camera_at(city_view, picture.hero_camera(city_view, size)):
        smooth = picture.snapshot_image(city_view, *size).astype(int)
        large = city_view.render_image(2 * size[0], 2 * size[1])[..., :3].astype(int)
    reference = large.reshape(size[1], 2, size[0], 2, 3).mean(axis=(1, 3))
    unlike = np.abs(smooth - reference).max(axis=2) > 8
    assert unlike.mean() < 0.002
