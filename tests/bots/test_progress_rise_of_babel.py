"""Rise of Babel's progress measure counts the scoring still to come, in the rulebook's terms,
keeps a hand of cards, and still tells moves apart when one seat is far ahead."""

import math

from babelworks.bots.evaluation import lead_values
from babelworks.bots.games.rise_of_babel import (
    CARD_FLOOR,
    LEAD_REACH,
    SHORT_CARD,
    TUNING,
    cards_short,
    points,
    progress,
)
from babelworks.games.rise_of_babel import GAME
from babelworks.games.rise_of_babel.scoring import final_points


def _neighbours(tower: dict) -> tuple[list, list]:
    """Two empty cells of one row, side by side."""
    cells = {(cell[0], cell[1]): cell for cell in tower["cells"]}
    for (row, col), cell in sorted(cells.items()):
        if (row, col + 1) in cells and cell[2] is None and cells[(row, col + 1)][2] is None:
            return cell, cells[(row, col + 1)]
    raise AssertionError("no two cells side by side")


def test_a_wood_run_on_a_tower_counts_before_the_round_scores_it():
    state = GAME.new_game(2, 3, {})
    g = state.data
    before = [points(g, 0), points(g, 1)]
    left, right = _neighbours(g["towers"][0])
    left[2], right[2] = "0w1", "0w2"
    assert [points(g, 0), points(g, 1)] == [before[0] + 3, before[1]]  # a run of 2 scores 3
    assert [seat["influence"] for seat in g["seats"]] == [0, 0]


def test_the_cards_owned_count_their_end_of_game_influence():
    state = GAME.new_game(2, 3, {})
    g = state.data
    assert [points(g, i) for i in range(2)] == [
        float(seat["influence"] + final_points(g, i)) for i, seat in enumerate(g["seats"])
    ]
    g["over"] = True
    assert progress(state) == [float(seat["influence"]) for seat in g["seats"]]


def test_the_remembered_tower_points_are_the_rounds_points_all_game_long():
    import random

    from babelworks.bots.games.rise_of_babel import towers_points
    from babelworks.core.protocol import CHANCE
    from babelworks.core.rng import Rng
    from babelworks.games.rise_of_babel.scoring import round_points

    state, moves, outcomes, scored = GAME.new_game(3, 5, {}), random.Random(5), Rng.from_seed(5, "o"), 0
    while not state.is_over():
        if state.current_player == CHANCE:
            state.apply(GAME.sample_outcome(state, outcomes))
            continue
        state.apply(moves.choice(state.legal_actions()))
        g = state.data
        for seat in range(3):
            assert towers_points(g, seat) == round_points(g, seat)
            scored += round_points(g, seat) != 0
    assert scored > 100  # the towers scored something for much of the game


def _lead(state, seat: int) -> float:
    """The lead the evaluation reads for ``seat`` (its progress less the best other's)."""
    values = progress(state)
    return values[seat] - max(v for i, v in enumerate(values) if i != seat)


def test_the_lead_is_the_points_lead_read_ever_more_slowly_far_out():
    state = GAME.new_game(3, 3, {})
    g = state.data
    g["seats"][0]["influence"] += 3
    g["seats"][2]["influence"] += 60
    raw = [points(g, seat) for seat in range(3)]
    for seat in range(3):
        lead = raw[seat] - max(v for i, v in enumerate(raw) if i != seat)
        assert math.isclose(_lead(state, seat), LEAD_REACH * math.asinh(lead / LEAD_REACH))
    assert abs(_lead(state, 0) - (raw[0] - raw[2])) > 30  # squashed: 60 points read as some 23


def test_a_seat_far_ahead_still_sees_a_few_points():
    # Read straight, leads of 52 and 56 were 0.9985 and 0.9991 to the search: alike.
    straight = lead_values([56.0, 0.0], TUNING.scale)[0] - lead_values([52.0, 0.0], TUNING.scale)[0]
    state = GAME.new_game(2, 3, {})
    g = state.data
    g["seats"][0]["influence"] += 52
    far = lead_values(progress(state), TUNING.scale)[0]
    g["seats"][0]["influence"] += 4
    further = lead_values(progress(state), TUNING.scale)[0]
    assert further - far > 5 * straight and far < 0.95


def test_each_card_short_of_a_hand_costs_the_seat_whatever_its_lead():
    state = GAME.new_game(2, 3, {})
    g = state.data
    seat = 1 - g["current"]  # not playing: its cards are in its hand, deck and discard
    g["seats"][seat]["influence"] += 52
    player = g["seats"][seat]
    owned = player["deck"] + player["hand"] + player["discard"]
    assert cards_short(g, seat) == 0 and len(owned) > CARD_FLOOR
    ahead = _lead(state, seat)
    player["trashed"] += owned[CARD_FLOOR - 2 :]  # keep two cards fewer than a hand
    player["deck"], player["hand"], player["discard"] = owned[: CARD_FLOOR - 2], [], []
    assert cards_short(g, seat) == 2
    raw_lead = points(g, seat) - points(g, 1 - seat)
    assert math.isclose(_lead(state, seat), LEAD_REACH * math.asinh(raw_lead / LEAD_REACH) - 2 * SHORT_CARD)
    assert _lead(state, seat) < ahead - 2 * SHORT_CARD + 1


def test_the_player_in_turn_counts_the_cards_in_play():
    state = GAME.new_game(2, 3, {})
    g = state.data
    seat = g["current"]
    player = g["seats"][seat]
    owned = player["deck"] + player["hand"] + player["discard"] + g["turn"]["play"]
    player["deck"], player["hand"], player["discard"] = [], [], []
    g["turn"]["play"] = owned[:CARD_FLOOR]
    player["trashed"] += owned[CARD_FLOOR:]
    assert cards_short(g, seat) == 0
    g["turn"]["play"] = owned[: CARD_FLOOR - 1]
    assert cards_short(g, seat) == 1
