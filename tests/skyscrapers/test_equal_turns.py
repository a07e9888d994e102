"""Our "equal turns" variant (finish the round) and the order of elimination and the last card."""

from babelworks.core.protocol import CHANCE
from babelworks.games.skyscrapers import GAME
from babelworks.games.skyscrapers.invariants import refuse_malformed

from .helpers import build, stand
from .test_verdicts import FLOOR_ON_H, STABLE


def _last_card_built(players: int, equal: bool, builder: int = 0, others_cards: int = 2):
    """``builder`` has just built its last card, B25, on the "H" (a verdict is awaited)."""
    state = GAME.new_game(players, 1, {"equal_turns": equal})
    hands = [["B25"] if seat == builder else [] for seat in range(players)]
    spare = iter(sorted(set(state.content.blocks()) - {"B25"}))
    for seat in range(players):
        if seat != builder:
            hands[seat] = [next(spare) for _ in range(others_cards)]
    dealt = {card for hand in hands for card in hand}
    state.data["hands"] = hands
    state.data["box"] = sorted(set(state.content.blocks()) - dealt) + [
        c for c in state.data["box"] if c.startswith("S-")
    ]
    colour = ("red", "green", "blue", "yellow")[builder]
    stand(state, f"{colour}-1", "F1", -1)
    state.data["seat"] = builder
    state.changed()
    state.apply(build(f"{colour}-1", "B25", "F1", *FLOOR_ON_H))
    return state


def test_without_the_variant_the_last_card_ends_the_game_at_once():
    state = _last_card_built(3, equal=False)
    state.apply(STABLE)
    assert state.is_over() and state.end_reason() == "last_card"
    assert "equal turns" not in state.phase()


def test_with_the_variant_the_players_after_the_builder_finish_the_round():
    state = _last_card_built(3, equal=True)
    state.apply(STABLE)
    assert not state.is_over()
    assert state.current_player == 1  # the builder's turn ended with its last card
    assert any(reason == "used the last card" for seat, _, reason in state.data["score_log"] if seat == 0)
    for _ in range(2):  # seats 1 and 2 play out their turns (passing is always possible)
        seat = state.current_player
        while state.current_player == seat and not state.is_over():
            state.apply(_pass_or_first(state))
            while state.current_player == CHANCE:
                state.apply(STABLE)
    assert state.is_over() and state.end_reason() == "last_card"
    assert "the round was finished" in state.phase()
    assert state.data["turn"] == 1  # the game ended with the round, before a new one


def test_with_the_variant_the_last_seat_emptying_its_hand_ends_the_game_at_once():
    state = _last_card_built(2, equal=True, builder=1)
    state.apply(STABLE)
    assert state.is_over() and state.end_reason() == "last_card"


def test_a_builder_eliminated_by_its_last_cards_verdict_takes_no_bonus():
    state = _last_card_built(3, equal=False)
    state.add_points(0, -39, "earlier falls")  # the floor's points and one fall reach -40
    stand(state, "green-1", "B25", 0)
    state.apply({"type": "verdict", "result": "workers_fell", "fallen": ["green-1"]})
    assert state.data["eliminated"][0]
    assert not any(reason == "used the last card" for _, _, reason in state.data["score_log"])
    assert state.is_over() and state.end_reason() == "last_card"
    assert 0 not in GAME.winners(state)


def test_the_variant_is_kept_in_the_data_only_when_on():
    assert GAME.new_game(2, 1).data["options"] == {"steady_hands": False}
    on = GAME.new_game(2, 1, {"equal_turns": True})
    assert on.data["options"] == {"steady_hands": False, "equal_turns": True}
    assert GAME.from_dict(on.to_dict()).to_dict() == on.to_dict()
    bad = on.to_dict()["data"] if "data" in on.to_dict() else dict(on.data)
    bad["options"] = {"steady_hands": False, "equal_turns": False}
    try:
        refuse_malformed(bad)
    except ValueError as error:
        assert "equal_turns" in str(error)
    else:
        raise AssertionError("an equal_turns stored as false was accepted")


def _pass_or_first(state):
    legal = state.legal_actions()
    passes = [a for a in legal if a["type"] in ("pass", "end_turn")]
    return passes[0] if passes else legal[0]


def test_the_search_players_count_the_bonus_for_everyone_who_finishes_the_last_round():
    from babelworks.bots.games.skyscrapers import finishers

    state = GAME.new_game(3, 0)
    data = state.data
    data.update({"seat": 1, "actions_left": 3, "eliminated": [False] * 3})
    data["hands"] = [["B01"], ["B02", "B03"], ["B04", "B05", "B06"]]
    data["options"]["equal_turns"] = False
    assert finishers(state) == [1]  # the rulebook: the first to use its last card alone
    data["options"]["equal_turns"] = True
    # Seat 1 finishes this round; seat 2 also can in its turn this round; seat 0 acted already.
    assert finishers(state) == [1, 2]
