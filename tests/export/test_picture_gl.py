"""Exported pictures under a real GL context (Xvfb + Mesa): assertions on pixels only."""

from __future__ import annotations

import numpy as np
import pytest
from PySide6.QtGui import QImage

from babelworks.export import picture
from babelworks.export.framing import framed_pieces, picture_pieces, view_names
from babelworks.export.gltf import city_pieces
from babelworks.export.progress import ExportCancelled
from babelworks.export.snapshot import export_snapshot, table_pieces
from babelworks.render.frame_check import frame_problems
from babelworks.render.offscreen import camera_at, offscreen_table, render_image
from bench.export import GAMES, finished_match
from tests.export.sample_city import finished_city

pytestmark = pytest.mark.gl

UHD = (3840, 2160)
WIDGET = (384, 216)  # the picture's aspect, a tenth of its size: widget -> pixel is x10
CHROMA_TOLERANCE = 0.03


@pytest.fixture(scope="module")
def city():
    return finished_city()


@pytest.fixture
def city_view(qapp, city):
    with offscreen_table(city) as view:
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
    return rows[:, : 3 * image.width()].reshape(image.height(), image.width(), 3).copy()


def test_uhd_picture_is_alive_and_shows_each_visible_cube_in_its_colour(city_view, city):
    shown = picture_pieces(city)
    with picture.showing(city_view, shown), camera_at(city_view, picture.picture_pose(city_view, UHD)):
        image = render_image(city_view, *UHD)
        seen = list(_visible_cubes(city_view, shown))
    assert image.shape == (2160, 3840, 3)
    assert frame_problems(image) == []
    scale = UHD[0] / WIDGET[0]
    matches = [
        np.abs(
            _chromaticity(image[int(y * scale), int(x * scale)])
            - _chromaticity(np.array(cube.colour[:3]) ** (1 / 2.2) * 255)
        ).max()
        < CHROMA_TOLERANCE
        for cube, (x, y) in seen
    ]
    assert len(seen) >= 60
    assert np.mean(matches) >= 0.95


def test_materials_seen_in_the_picture_are_the_city_materials(city_view, city):
    """Every cube material of the city appears somewhere in the three-quarter picture."""
    with camera_at(city_view, picture.picture_pose(city_view, (1920, 1080))):
        image = render_image(city_view, 1920, 1080)
    pixels = image.reshape(-1, 3)[::7].astype(np.float64)
    linear = (pixels / 255.0) ** 2.2
    chroma = linear / np.maximum(linear.sum(axis=1, keepdims=True), 1e-9)
    for colour in {p.colour for p in city_pieces(city) if p.mesh == "cube"}:
        want = _chromaticity(np.array(colour[:3]) ** (1 / 2.2) * 255)
        close = np.abs(chroma - want).max(axis=1) < CHROMA_TOLERANCE
        assert close.sum() > 50, f"no pixels of {colour}"


def test_app_view_is_put_back_and_current_camera_is_used(city_view, city, tmp_path):
    city_view.set_camera_preset("close")
    before = city_view.camera_pose()
    export_snapshot(city, png=tmp_path / "city.png", size=(640, 360), view=city_view)
    assert city_view.camera_pose() == before
    assert sorted(p.id for p in city_view.pieces()) == sorted(p.id for p in city)
    export_snapshot(city, png=tmp_path / "now.png", size=(640, 360), view=city_view, camera="current")
    expected = render_image(city_view, 640, 360)
    assert np.array_equal(_decode(tmp_path / "now.png"), expected)
    assert not np.array_equal(_decode(tmp_path / "city.png"), expected)


def test_cancelling_during_the_picture_leaves_no_file(city_view, city, tmp_path):
    reports = []

    def cancel_late(done, total):
        reports.append(done)
        return done < 70  # past the model's share: the picture is being made

    with pytest.raises(ExportCancelled):
        export_snapshot(
            city,
            glb=tmp_path / "c.glb",
            png=tmp_path / "c.png",
            size=(640, 360),
            view=city_view,
            progress=cancel_late,
        )
    assert list(tmp_path.iterdir()) == []
    assert max(reports) >= 70 and reports == sorted(reports)


def test_progress_runs_to_a_hundred_percent(city_view, city, tmp_path):
    reports = []

    def watch(done, total):
        reports.append((done, total))
        return True

    export_snapshot(
        city, glb=tmp_path / "c.glb", png=tmp_path / "c.png", size=(320, 180), view=city_view, progress=watch
    )
    assert reports[-1] == (100, 100) and reports == sorted(reports)
    assert {p.name for p in tmp_path.iterdir()} == {"c.glb", "c.png"}


def _city_mask(view, pieces, size, camera):
    """The exported picture, and where the framed city shows in it (against the same
    picture without the framed pieces: whatever changes is the city)."""
    shown = picture_pieces(pieces)
    framed = {piece.id for piece in framed_pieces(shown)}
    pose = picture.picture_pose(view, size, camera)
    with picture.showing(view, shown), camera_at(view, pose):
        full = render_image(view, *size)
    with picture.showing(view, [p for p in shown if p.id not in framed]), camera_at(view, pose):
        bare = render_image(view, *size)
    return full, np.abs(full.astype(int) - bare.astype(int)).max(axis=2) > 12


@pytest.fixture(scope="module", params=[game for game, _ in GAMES])
def finished_table(request):
    game_id = request.param
    return game_id, table_pieces(finished_match(game_id, 2))


@pytest.mark.parametrize("camera", ["three-quarter", "top"])
def test_each_games_picture_is_filled_by_its_city_and_cuts_nothing(qapp, finished_table, camera, tmp_path):
    game_id, pieces = finished_table
    size = (640, 360)
    with offscreen_table(pieces) as view:
        export_snapshot(pieces, png=tmp_path / "city.png", size=size, view=view, camera=camera)
        full, city = _city_mask(view, pieces, size, camera)
    assert np.array_equal(_decode(tmp_path / "city.png"), full)  # the exported picture itself
    rows, columns = np.nonzero(city.any(axis=1))[0], np.nonzero(city.any(axis=0))[0]
    spans = (np.ptp(columns) + 1) / size[0], (np.ptp(rows) + 1) / size[1]
    assert max(spans) >= 0.6, f"{game_id}: the city spans only {spans} of the picture"
    edges = np.r_[city[0], city[-1], city[:, 0], city[:, -1]]
    assert not edges.any(), f"{game_id}: the city is cut at the picture's edge"


def test_every_named_view_is_offered(city_view, city, tmp_path):
    for camera in view_names():
        export_snapshot(city, png=tmp_path / f"{camera}.png", size=(64, 36), view=city_view, camera=camera)
    assert len({(tmp_path / f"{c}.png").read_bytes() for c in view_names()}) == len(view_names())
