"""``legal_actions()`` is exact both ways, on states reached by seeded random play."""

from __future__ import annotations

import pytest

from babelworks.core.errors import IllegalAction
from babelworks.core.hashing import state_hash
from babelworks.core.match import Match, Setup
from babelworks.core.rng import Rng
from babelworks.games.rise_of_babel import GAME

from .helpers import new, of_type


def sampled_states(players: int, seed: int, every: int, limit: int):
    """States met along a seeded random game, every ``every`` actions."""
    state = new(players, seed)
    bot = Rng.from_seed(seed, "legal-test")
    steps = 0
    while not state.is_over() and steps < limit:
        if steps % every == 0:
            yield state
        state.apply(bot.choice(state.legal_actions()))
        steps += 1


def near_misses(action: dict) -> list[dict]:
    """Variations of a legal action: other stalls, spaces, cards, tiles, sources."""
    found = [{k: v for k, v in action.items() if k != key} for key in action if key != "type"]
    for key, value in action.items():
        if isinstance(value, int) and not isinstance(value, bool):
            found += [{**action, key: value + 1}, {**action, key: -1}]
        elif key == "space":
            found += [{**action, key: [value[0] + 5, value[1]]}, {**action, key: [value[1], value[0]]}]
        elif isinstance(value, str) and key != "type":
            found += [{**action, key: value + "x"}, {**action, key: "wood"}, {**action, key: "m01"}]
    return found + [{**action, "type": "end_turn"}, {**action, "extra": 1}]


UNIVERSE = [
    {"type": "end_turn"},
    {"type": "finish_card"},
    {"type": "decline"},
    {"type": "return_camp"},
    {"type": "pay_refresh_market"},
    {"type": "refresh_market"},
    {"type": "draw"},
    {"type": "pull"},
    {"type": "advance_elephant"},
    {"type": "gain_cart"},
    {"type": "buy_card", "from": "jobs"},
    {"type": "buy_card", "from": "teamsters"},
    {"type": "load_elephant", "tile": "wood"},
    {"type": "stalls_to_camp", "stall": 0},
    {"type": "gain_specialization", "resource": "tar"},
    {"type": "stalls_to_tower", "stall": 1},
    {"type": "place_wild"},
    {"type": "fly"},
    {},
]


@pytest.mark.parametrize("players,seed", [(1, 11), (2, 12), (3, 13), (4, 14)])
def test_every_listed_action_applies_and_nothing_else_does(players, seed):
    for state in sampled_states(players, seed, every=37, limit=1600):
        legal = state.legal_actions()
        assert legal, state.phase()
        before = state_hash(state)
        for action in legal:
            trial = GAME.from_dict(state.to_dict())
            trial.apply(action)
            assert trial.check_invariants() == [], action
        candidates = [miss for action in legal for miss in near_misses(action)] + UNIVERSE
        for action in candidates:
            if action in legal:
                continue
            with pytest.raises(IllegalAction):
                state.apply(action)
            assert state_hash(state) == before
        assert state.legal_actions() == legal


def test_lookalike_types_are_refused():
    state = new(2, seed=3)
    card = state.data["turn"]["play"][0]
    before = state_hash(state)
    for banner in (True, 0.0):
        with pytest.raises(IllegalAction):
            state.apply({"type": "activate", "card": card, "banner": banner})
    with pytest.raises(IllegalAction):
        state.apply("end_turn")
    assert state_hash(state) == before


@pytest.mark.parametrize(
    "action",
    [
        {"type": "activate"},
        {"type": "activate", "card": ["x"], "banner": 0},
        {"type": "activate", "card": "zzz", "banner": "1"},
        {"type": "buy_card", "from": {}},
        {"type": "buy_card", "from": "market", "slot": "2"},
        {"type": "unload", "tile": None},
        {"type": "stalls_to_tower", "stall": 0, "tower": "major", "space": "a1"},
        {"type": "sell_warehouse", "tiles": "abc"},
        {"type": None},
        [],
        None,
        7,
    ],
)
def test_odd_payloads_are_refused_in_words(action):
    state = new(2, seed=3)
    before = state_hash(state)
    with pytest.raises(IllegalAction) as refused:
        state.apply(action)
    assert str(refused.value) and state_hash(state) == before


def test_refusals_say_why():
    state = new(2, seed=3)
    with pytest.raises(IllegalAction, match=r"Teamster costs 4 gold; you have 0"):
        state.apply({"type": "buy_card", "from": "teamsters"})
    with pytest.raises(IllegalAction, match=r"no card you are resolving offers stalls to tower"):
        state.apply({"type": "stalls_to_tower", "stall": 0, "tower": "major", "space": [0, 1]})


def test_every_legal_action_has_words():
    for state in sampled_states(3, 21, every=29, limit=900):
        for action in state.legal_actions():
            words = state.describe(action)
            assert words.startswith("Player ") and "malformed" not in words


def test_illegal_message_names_the_pending_choice():
    state = new(2, seed=3)
    state.data["turn"]["stack"].append({"kind": "cart_or_spec"})
    state.changed()
    with pytest.raises(IllegalAction, match="choose a cart or a specialization token"):
        state.apply({"type": "end_turn"})


def test_undo_stops_at_draws_and_pulls():
    match = Match(GAME, Setup("rise-of-babel", 2, 5))
    activate = next(
        a for a in match.state.legal_actions() if a["type"] == "activate" and not match.state.reveals(a)
    )
    before = match.state_hash()
    match.apply(activate)
    assert match.can_undo()
    match.undo()
    assert match.state_hash() == before
    match.apply({"type": "end_turn"})
    assert not match.can_undo()


def test_reveals_marks_stall_moves_and_buys_but_not_loading():
    state = new(2, seed=3)
    state.data["turn"]["gold"] = 5
    state.changed()
    assert state.reveals({"type": "end_turn"})
    assert (
        state.reveals({"type": "buy_card", "from": "market", "slot": 0})
        or state.data["market"]["row"][0] is None
    )
    assert state.reveals({"type": "refresh_stalls", "stalls": [0]})
    assert not state.reveals({"type": "sell_warehouse", "tiles": ["a", "b", "c"]})
    me = state.data["seats"][state.data["current"]]
    me["camp"].append(me["bag"].pop())
    state.changed()
    load = of_type(state, "load_elephant")[0]
    assert not state.reveals(load)


def test_undo_redo_round_trip_along_a_random_game():
    match = Match(GAME, Setup("rise-of-babel", 2, 31))
    bot = Rng.from_seed(31, "undo-test")
    for _ in range(400):
        before = match.state_hash()
        action = bot.choice(match.state.legal_actions())
        revealing = match.state.reveals(action)
        match.apply(action)
        after = match.state_hash()
        assert match.can_undo() == (not revealing)
        if not revealing:
            match.undo()
            assert match.state_hash() == before
            match.redo()
            assert match.state_hash() == after


def test_reveals_answers_without_playing_and_never_misses_a_reveal():
    """``reveals`` is a predicate on the state (no trial copy): every action that drew,
    pulled or shuffled was announced, and the only over-cautious answers are tower
    placements that fill the towers while a bonus choice delays the round's end."""
    for players, seed in ((1, 3), (2, 5), (3, 7), (4, 9)):
        state = GAME.new_game(players, seed)
        bot = Rng.from_seed(seed, "reveals-test")
        for _ in range(3000):  # a solo random game may trash every card and never end
            if state.is_over():
                break
            action = bot.choice(state.legal_actions())
            counted, said = state.data["reveals"], state.reveals(action)
            assert state.apply(action) == said
            revealed = state.data["reveals"] != counted
            assert said or not revealed, action
            assert revealed or not said or "tower" in action, action


@pytest.mark.parametrize("space", [[1], [1, 2, 3], ["a"], ["a", 1], "01", None])
def test_a_space_of_the_wrong_shape_is_refused_with_a_sentence(space):
    state = new(2, seed=3)
    state.data["turn"]["active"] = {"card": state.data["turn"]["play"][0], "left": ["place_wild"]}
    state.changed()
    action = {"type": "place_wild", "tower": "major", "space": space}
    before = state.state_hash()
    with pytest.raises(IllegalAction, match=r"A tower space is a row and a column"):
        state.apply(action)
    with pytest.raises(IllegalAction, match=r"A tower space is a row and a column"):
        state.preview(action)
    assert state.reveals(action) is False
    assert "malformed" in state.describe(action)
    assert state.state_hash() == before
