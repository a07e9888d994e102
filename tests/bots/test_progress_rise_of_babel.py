"""Rise of Babel's progress measure counts the scoring still to come, in the rulebook's terms."""

from babelworks.bots.games.rise_of_babel import progress
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
    before = progress(state)
    left, right = _neighbours(state.data["towers"][0])
    left[2], right[2] = "0w1", "0w2"
    after = progress(state)
    assert after[0] == before[0] + 3 and after[1] == before[1]  # a run of 2 scores 3
    assert [seat["influence"] for seat in state.data["seats"]] == [0, 0]


def test_the_cards_owned_count_their_end_of_game_influence():
    state = GAME.new_game(2, 3, {})
    g = state.data
    assert progress(state) == [
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
