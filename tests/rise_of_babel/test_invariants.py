"""check_invariants() notices each kind of lost or duplicated component."""

from __future__ import annotations

from .helpers import me, new


def test_fresh_game_holds():
    for players in (1, 2, 3, 4):
        assert new(players, seed=players).check_invariants() == []


def test_duplicated_tile_is_reported():
    state = new(2, seed=1)
    me(state)["camp"].append(me(state)["bag"][0])
    assert any("is in 2 places" in p for p in state.check_invariants())


def test_lost_card_wild_and_confusion_are_reported():
    state = new(2, seed=1)
    state.data["market"]["deck"].pop()
    state.data["wilds"].pop()
    state.data["confusion"].pop()
    problems = " ".join(state.check_invariants())
    assert "cards missing" in problems and "tiles missing" in problems


def test_token_problems_are_reported():
    state = new(2, seed=1)
    player = me(state)
    player["specs"] += ["spec-wood-1", "spec-wood-2"]
    state.data["specs"] = [s for s in state.data["specs"] if not s.startswith("spec-wood")]
    player["carts"] = 1
    state.data["bonus_supply"].pop()
    problems = " ".join(state.check_invariants())
    assert "two specialization tokens of one type" in problems
    assert "carts not conserved" in problems and "bonus tiles missing" in problems


def test_turn_problems_are_reported():
    state = new(2, seed=1)
    state.data["turn"]["gold"] = -1
    state.data["turn"]["stack"].append({"kind": "teleport"})
    other = state.data["seats"][1 - state.data["current"]]
    other["elephant"] = 3
    problems = " ".join(state.check_invariants())
    assert "negative gold" in problems and "unknown pending" in problems
    assert "elephant left waiting" in problems
