"""The rendering benchmark's machinery (figures are printed by the command, not asserted)."""

import pyqtgraph.opengl as gl
import pytest

from bench import rendering
from bench.__main__ import _as_text

pytestmark = pytest.mark.gl


def test_city_has_the_asked_number_of_distinct_cubes_stacked_on_the_table():
    city = rendering.city_of_cubes(1500)
    assert len(city) == len({p.id for p in city}) == 1500
    assert len({p.position for p in city}) == 1500
    assert min(p.position[2] for p in city) == pytest.approx(0.5)
    assert max(p.position[2] for p in city) == pytest.approx(9.5)


def test_both_ways_draw_the_same_city_and_give_frame_rates(table_view, qapp):
    table_view.set_camera_preset("seat")
    assert rendering.coverage_agreement(table_view, 60) > 0.9
    report = rendering.compare(table_view, qapp, cubes=30, seconds=0.05, rounds=1)
    assert report["instanced_fps"] > 0 and report["separate_fps"] > 0
    assert report["ratio"] == pytest.approx(report["instanced_fps"] / report["separate_fps"], rel=0.05)
    leftovers = [i for i in table_view.items if isinstance(i, gl.GLMeshItem)]
    assert leftovers == []  # the separate items are gone again


def test_report_text_names_every_figure():
    report = {
        "cubes": 1500,
        "instanced_fps": 30.0,
        "separate_fps": 3.0,
        "ratio": 10.0,
        "rounds": 3,
        "coverage_agreement": 0.97,
        "window": "1280x800",
        "renderer": "llvmpipe",
        "start_to_first_frame_s": 1.0,
    }
    text = _as_text(report)
    for words in ("instanced item", "separate GLMeshItems", "ratio", "first painted frame"):
        assert words in text
