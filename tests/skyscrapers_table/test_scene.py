"""The Skyscrapers table scene, the ghost's placements and the verdict recording (no Qt)."""

from __future__ import annotations

import math

import numpy as np
import pytest

from babelworks.core.protocol import CHANCE
from babelworks.core.rng import Rng
from babelworks.games.skyscrapers import GAME, reference
from babelworks.games.skyscrapers.geometry import CardPose
from babelworks.games.skyscrapers.scoring import build_points
from babelworks.physics.skyscrapers_verdict import record
from babelworks.scene.skyscrapers import SITE_CENTRE_CM, Turn, table_pieces
from babelworks.scene.skyscrapers_ghost import placements
from babelworks.scene.skyscrapers_motion import moved_pieces


def _played(seed: int, actions: int):
    state, rng = GAME.new_game(2, seed), Rng.from_seed(seed, "scene test")
    for _ in range(actions):
        if state.is_over():
            break
        if state.current_player == CHANCE:
            state.apply(GAME.sample_outcome(state, rng))
        else:
            legal = state.legal_actions()
            builds = [a for a in legal if a["type"] == "build"]
            state.apply(rng.choice(builds or legal))
    return state


def _by_prefix(pieces, prefix):
    return [p for p in pieces if p.id.startswith(prefix)]


def test_every_built_card_girder_and_connector_is_a_piece():
    state = _played(3, 40)
    pieces = table_pieces(state)
    cards = state.content.cards
    assert len(_by_prefix(pieces, "sky/card/")) == len(state.data["built"])
    girders = sum(sum(cards[c].girders) + cards[c].centre_girder for c, _ in state.data["built"])
    assert len(_by_prefix(pieces, "sky/girder/")) == girders
    assert len(_by_prefix(pieces, "sky/connector/")) == len(state.data["joints"])
    assert len({p.id for p in pieces}) == len(pieces)


def test_a_worker_on_a_floor_stands_on_its_card():
    state = reference.tower(3)
    floor = next(c for c, pose in state.structure.poses.items() if pose.is_floor)
    reference.stand(state, "red-1", floor, 5)
    pieces = {p.id: p for p in table_pieces(state)}
    worker, card = pieces["sky/worker/red-1"], pieces[f"sky/card/{floor}"]
    assert worker.position[2] - card.position[2] == pytest.approx(0.075 + 1.0)
    assert worker.colour == pieces["sky/marker/red"].colour


def test_turning_the_site_turns_the_tower_about_its_middle():
    state = reference.tower(2)
    still = {p.id: p for p in table_pieces(state)}
    turned = {p.id: p for p in table_pieces(state, site_turn_deg=90.0)}
    for piece_id in [i for i in still if i.startswith("sky/card/")]:
        a, b = np.array(still[piece_id].position), np.array(turned[piece_id].position)
        assert np.hypot(*a[:2]) == pytest.approx(np.hypot(*b[:2]))
        assert a[2] == pytest.approx(b[2])
    moved = [
        i
        for i in still
        if i.startswith("sky/card/") and not np.allclose(still[i].position, turned[i].position)
    ]
    assert moved, "a quarter turn moved no card"
    assert Turn(90.0).lattice(Turn(90.0).point((1.0, 2.0, 3.0))) == pytest.approx([1.0, 2.0, 3.0])


def test_the_score_marker_stands_on_its_track_space():
    state = GAME.new_game(2, 1)
    state.data["scores"] = [7, 0]
    pieces = {p.id: p for p in table_pieces(state)}
    assert pieces["sky/marker/red"].position[0] == pytest.approx(pieces["sky/track/7"].position[0] - 0.4)


def test_an_identity_frame_leaves_every_piece_where_it_was():
    state = reference.tower(2)
    pieces = table_pieces(state, site_turn_deg=30.0)
    frame = {f"card:{c}": ((0.0, 0.0, 0.0, 1.0), (0.0, 0.0, 0.0)) for c in state.structure.poses}
    for before, after in zip(pieces, moved_pieces(pieces, frame, Turn(30.0))):
        assert after.position == pytest.approx(before.position)


def test_a_recorded_frame_moves_a_card_as_the_recording_says():
    state = reference.cantilever(3)
    frame = record(state).frames[-1]
    card, (quaternion, shift) = next((k[5:], m) for k, m in frame.items() if k.startswith("card:"))
    turn = Turn(40.0)
    moved = {p.id: p for p in moved_pieces(table_pieces(state, site_turn_deg=40.0), frame, turn)}
    x, y, z, w = quaternion
    centre = (
        np.array(CardPose.from_dict(dict(zip(("at", "u", "v"), _pose_of(state, card)))).local(2, 1)) * 2.5
        + np.array(_pose_of(state, card)[0]) * 2.5
    )
    rotation = np.array(
        [
            [1 - 2 * (y * y + z * z), 2 * (x * y - z * w), 2 * (x * z + y * w)],
            [2 * (x * y + z * w), 1 - 2 * (x * x + z * z), 2 * (y * z - x * w)],
            [2 * (x * z - y * w), 2 * (y * z + x * w), 1 - 2 * (x * x + y * y)],
        ]
    )
    assert moved[f"sky/card/{card}"].position == pytest.approx(
        turn.point(rotation @ centre + shift), abs=1e-6
    )


def _pose_of(state, card):
    pose = state.structure.poses[card]
    return pose.at, pose.u, pose.v


def test_the_recording_shows_a_three_card_cantilever_fall_and_a_tower_stand():
    falling = record(reference.cantilever(3))
    standing = record(reference.tower(4))
    assert falling.largest_shift_cm() > 3.0
    assert standing.largest_shift_cm() < 1.5
    assert len(standing.frames) < len(falling.frames)


@pytest.mark.parametrize("seed", [2, 5])
def test_ghost_places_score_what_the_build_scores(seed):
    state = _played(seed, 25)
    while state.current_player == CHANCE:
        state.apply(GAME.sample_outcome(state, Rng.from_seed(seed, "v")))
    cards = {a["card"] for a in state.legal_actions() if a["type"] == "build"}
    assert cards, "no build to check"
    for card in cards:
        for centre, group in placements(state, card, None).items():
            for place in group:
                expected = build_points(state.content, state.structure, state.content.cards[card], place.pose)
                assert place.points == expected
                assert place.why.startswith(f"+{expected} points")
                far = place.pose.local(2, 1)
                assert centre == tuple((a + b) * 2.5 for a, b in zip(place.pose.at, far))


def test_no_place_says_why():
    state = GAME.new_game(2, 1)
    assert "Send a worker" in state.why_no_place(state.data["hands"][0][0])
    assert "not in your hand" in state.why_no_place(state.data["hands"][1][0])
    assert math.isclose(SITE_CENTRE_CM[0], 5.0)
