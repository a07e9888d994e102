"""The search's model of workers a hand's tremor slides off their floor."""

import pytest

from babelworks.core.rng import Rng
from babelworks.games.skyscrapers import falls

from .helpers import floor_on_h, fresh, moved_onto_a_floor, stand


def test_the_awaited_move_pushes_only_the_worker_it_moves():
    state = moved_onto_a_floor(spot_taken_by="blue-1")
    assert state.data["workers"]["red-1"]["spot"] == 1
    assert falls.pushed_workers(state) == ["red-1"]


def test_a_build_pushes_the_workers_on_the_cards_it_touches():
    state = fresh()
    floor_on_h(state, "B25")
    stand(state, "red-1", "B25", 0)
    stand(state, "blue-1", "F2", -1)  # at the foundation level: nothing to slide off
    state.changed()
    state.apply(next(a for a in state.legal_actions() if a["type"] == "build" and a["anchor"] == "B25"))
    assert falls.pushed_workers(state) == ["red-1"]


@pytest.mark.parametrize(
    ("velocity", "falls_off"),
    [
        ((-40.0, 0.0), True),  # 1.63 cm toward the edge 1.25 cm away
        ((0.0, -38.0), True),
        ((-20.0, 0.0), False),  # 0.41 cm
        ((40.0, 0.0), False),  # along the card, 8.4 cm of room
        ((0.0, 0.0), False),
    ],
)
def test_a_kicked_worker_slides_off_only_when_its_slide_reaches_the_edge(velocity, falls_off):
    state = moved_onto_a_floor()
    assert falls.slides_off(state, "red-1", velocity) is falls_off


def test_a_corner_spot_drops_about_one_move_in_26():
    # Uniform speeds up to 40 cm/s in any direction: the slide passes 1.25 cm from 35.6 cm/s on,
    # toward one of two edges; 3.3% by integration.
    state = moved_onto_a_floor()
    rng = Rng.from_seed(5, "falls")
    verdicts = [falls.outcome_with_falls(state, rng) for _ in range(4000)]
    dropped = [v for v in verdicts if v["result"] == "workers_fell"]
    assert all(v["fallen"] == ["red-1"] for v in dropped)
    assert 0.025 < len(dropped) / len(verdicts) < 0.055
    assert all(v == {"type": "verdict", "result": "stable"} for v in verdicts if v not in dropped)


def test_a_collapse_is_never_turned_into_falls(monkeypatch):
    state = moved_onto_a_floor()
    monkeypatch.setattr(falls, "analytic_verdict", lambda s: {"type": "verdict", "result": "collapse"})
    assert falls.outcome_with_falls(state, Rng.from_seed(1, "x")) == {"type": "verdict", "result": "collapse"}
