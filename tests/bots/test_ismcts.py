"""The shared search player on a game whose best moves are known."""

import pytest

from babelworks.bots.evaluation import evaluator, final_values, lead_values
from babelworks.bots.ismcts import Budget, SearchPlayer
from babelworks.bots.progress import points_on_the_board
from babelworks.core.rng import Rng
from tests.bots.race import RACE


def _player(seat, iterations=300, seed=1, temperature=0.0):
    evaluate = evaluator(RACE, points_on_the_board, 1.0)
    return SearchPlayer(
        seat,
        Budget(iterations, 20, temperature=temperature),
        evaluate,
        RACE.sample_outcome,
        Rng.from_seed(seed),
    )


@pytest.mark.parametrize(("total", "best"), [(7, 3), (8, 2), (9, 1), (3, 3), (5, 1)])
def test_it_finds_the_winning_move(total, best):
    state = RACE.new_game(2, 0)
    state.data["total"] = total
    state.changed()
    assert _player(0).choose(state) == {"type": "add", "n": best}


def test_a_single_legal_move_is_played_without_search():
    state = RACE.new_game(2, 0)
    state.data["total"] = 9
    state.changed()
    player = _player(0, iterations=10**9)
    assert player.choose(state) == {"type": "add", "n": 1}


def test_the_same_seed_gives_the_same_choices():
    state = RACE.new_game(2, 0)
    picks = [_player(0, 20, seed=4, temperature=1.0).choose(state) for _ in range(2)]
    assert picks[0] == picks[1]


def test_it_never_reads_the_other_seats_hidden_card():
    one, two = RACE.new_game(2, 0), RACE.new_game(2, 0)
    two.data["hidden"][1] = (one.data["hidden"][1] + 1) % 100
    seen = []
    evaluate = evaluator(RACE, lambda s: seen.append(s.data["hidden"][1]) or [0.0, 0.0], 1.0)
    for state in (one, two):
        SearchPlayer(0, Budget(30, 2), evaluate, RACE.sample_outcome, Rng.from_seed(9)).choose(state)
    half = len(seen) // 2
    assert seen[:half] == seen[half:]


def test_values_are_results_or_squashed_leads():
    state = RACE.new_game(2, 0)
    state.data.update(total=10, last=1)
    assert final_values(RACE, state) == [0.0, 1.0]
    low, high = lead_values([3.0, 5.0], 2.0)
    assert 0 < low < 0.5 < high < 1 and abs(low + high - 1) < 1e-9
    assert lead_values([4.0], 4.0)[0] > 0.5


def test_rolling_heights_progress_counts_half_built_buildings_and_resources():
    from babelworks.bots.games.rolling_heights import progress as rolling_heights
    from babelworks.registry import get_game

    state = get_game("rolling-heights").new_game(2, 5)
    before = rolling_heights(state)
    state.data["seats"][1]["wild"] += 2
    after = rolling_heights(state)
    assert after[0] == before[0] and after[1] > before[1]


def test_the_random_player_keeps_a_deck_in_rise_of_babel():
    # Seed 104 solo stalls when a player trashes its deck to nothing (tests/rise_of_babel).
    from babelworks.bots.games.rise_of_babel import SMALLEST_DECK
    from babelworks.registry import get_game, random_player

    game = get_game("rise-of-babel")
    state, bot = game.new_game(1, 104), random_player(game.id, Rng.from_seed(104, "bots"))
    actions = 0
    while not state.is_over() and actions < 20_000:
        state.apply(bot.choose(state))
        actions += 1
        seat, turn = state.data["seats"][0], state.data["turn"]
        owned = len(seat["deck"]) + len(seat["hand"]) + len(seat["discard"]) + len(turn["play"])
        assert owned >= min(SMALLEST_DECK, 10)
    assert state.is_over(), f"no end after {actions} actions"


def test_rise_of_babel_search_never_swaps_loaded_tiles_back_and_forth():
    """A swap of a loaded tile is free and unlimited: the search sets it aside (it looped)."""
    from babelworks.bots.players import make_player
    from babelworks.core.protocol import CHANCE
    from babelworks.registry import get_game, outcome_resolver

    game = get_game("rise-of-babel")
    state, rng = game.new_game(2, 5), Rng.from_seed(5, "walk")
    resolve = outcome_resolver("rise-of-babel")

    def swap_legal() -> bool:
        return state.current_player != CHANCE and any(
            a["type"] == "swap_elephant" for a in state.legal_actions()
        )

    while not swap_legal():
        legal = state.legal_actions() if state.current_player != CHANCE else [resolve(state, rng)]
        state.apply(rng.choice(legal))
        assert not state.is_over(), "the walk met no swap to test with"
    player = make_player("easy", game, state.current_player, 1)
    for _ in range(5):
        assert player.choose(state)["type"] != "swap_elephant"
    assert player.playable(None, [{"type": "swap_elephant"}]) == [{"type": "swap_elephant"}]


def test_rolling_heights_search_activates_rather_than_ending_its_turn():
    """Two Normal players stalled: playouts that ended the turn at once never built with an
    activation's cubes, so ending the turn looked as good (docs/bots.md). At a Main step with
    meeples to activate, Normal now plays the turn out."""
    from babelworks.bots.players import make_player
    from babelworks.core.protocol import CHANCE
    from babelworks.registry import get_game, outcome_resolver

    game = get_game("rolling-heights")
    # Seed 2's first such step: before the fix Normal ended the turn there.
    state, rng = game.new_game(2, 2), Rng.from_seed(2, "walk")
    resolve = outcome_resolver("rolling-heights")

    def can_activate() -> bool:
        return state.current_player != CHANCE and any(a["type"] == "activate" for a in state.legal_actions())

    while not can_activate():
        legal = state.legal_actions() if state.current_player != CHANCE else [resolve(state, rng)]
        state.apply(rng.choice(legal))
    player = make_player("normal", game, state.current_player, 0)
    assert player.choose(state)["type"] != "end_turn"
    assert player.playout_moves([{"type": "end_turn"}, {"type": "rally"}]) == [{"type": "rally"}]
    assert player.playout_moves([{"type": "end_turn"}]) == [{"type": "end_turn"}]


def test_a_work_cap_stops_the_search_once_that_many_moves_are_listed():
    state = RACE.new_game(2, 0)
    evaluate = evaluator(RACE, points_on_the_board, 1.0)
    iterations = []

    def counted(budget):
        player = SearchPlayer(0, budget, evaluate, RACE.sample_outcome, Rng.from_seed(3))
        original = player._iterate
        player._iterate = lambda *args: iterations.append(1) or original(*args)
        return player

    capped = counted(Budget(10_000, 20, work=500))
    capped.choose(state)
    assert 500 <= capped.listed < 500 + 100 and len(iterations) < 10_000
    iterations.clear()
    counted(Budget(50, 20)).choose(state)
    assert len(iterations) == 50  # no cap: every iteration of the budget


def test_skyscrapers_progress_gives_the_last_cards_points_to_the_seat_ahead_in_the_race():
    from babelworks.bots.games.skyscrapers import first_to_finish
    from babelworks.bots.games.skyscrapers import progress as skyscrapers
    from babelworks.games.skyscrapers import GAME

    state = GAME.new_game(2, 0)
    data = state.data
    assert first_to_finish(state) == 0  # equal hands: the seat to play finishes first
    data["hands"][0] = data["hands"][0][:5]  # 2 actions this turn, then 3: done next turn
    data["hands"][1] = data["hands"][1][:3]  # 3 actions on its first turn: done first
    data["actions_left"] = 2
    assert first_to_finish(state) == 1
    assert skyscrapers(state) == [0.0 - 5, 0.0 - 3 + 5]
    data["eliminated"][1] = True
    assert first_to_finish(state) == 0


@pytest.mark.parametrize(("total", "best"), [(7, 3), (8, 2)])
def test_a_seeded_root_spends_its_first_iterations_on_the_one_ply_winner(total, best):
    """Two iterations without seeds try two moves once each and fall back on the first listed."""
    state = RACE.new_game(2, 0)
    state.data["total"] = total
    state.changed()
    evaluate = evaluator(RACE, points_on_the_board, 1.0)
    budget = Budget(2, 0, seed_visits=2)
    player = SearchPlayer(0, budget, evaluate, RACE.sample_outcome, Rng.from_seed(3))
    assert player.choose(state) == {"type": "add", "n": best}


@pytest.mark.parametrize(("total", "best"), [(7, 3), (8, 2)])
def test_greedy_takes_a_win_one_move_ahead(total, best):
    from babelworks.bots.greedy import GreedyPlayer

    state = RACE.new_game(2, 0)
    state.data["total"] = total
    state.changed()
    player = GreedyPlayer(0, RACE, Budget(2, 0), points_on_the_board, RACE.sample_outcome, Rng.from_seed(3))
    assert player.choose(state) == {"type": "add", "n": best}


def test_rolling_heights_tokens_never_outweigh_a_cube_far_from_the_end():
    """Not even with a Nest Egg target (1 VP a token at the end): seat 1 bust for tokens and
    built nothing when they did (seed 3 against Greedy). Near the end the target counts."""
    from babelworks.bots.games import rolling_heights as tuning
    from babelworks.registry import get_game

    state = get_game("rolling-heights").new_game(2, 3)
    state.data["seats"][1]["targets"] = ["nest-egg", "nest-egg"]
    values = {}
    for left in (30, 1):  # cubes of wood still to build: far from the end, then near it
        state.data["built"]["wood"] = tuning._components()["cubes"]["wood"] - state.data["box"]["wood"] - left
        before = tuning.progress(state)[1]
        state.data["seats"][1]["wild"] += 1
        token = tuning.progress(state)[1] - before
        state.data["seats"][1]["wild"] -= 1
        state.data["seats"][1]["cubes"]["wood"] += 1
        values[left] = (token, tuning.progress(state)[1] - before)
        state.data["seats"][1]["cubes"]["wood"] -= 1
    assert values[30][0] <= values[30][1] and values[1][0] > values[1][1]
    state.data["end"] = {"triggered": True, "turns_left": 1, "colour": "wood"}
    assert tuning.time_left(state.data) == 0.0


@pytest.mark.parametrize(("total", "best"), [(7, 3), (8, 2)])
def test_moves_with_as_many_visits_are_told_apart_by_their_value(total, best):
    """Every move seeded once and no iteration: all tie on visits, and the best valued is
    played, not the first listed (Rise of Babel's Normal finished cards that way)."""
    state = RACE.new_game(2, 0)
    state.data["total"] = total
    state.changed()
    evaluate = evaluator(RACE, points_on_the_board, 1.0)
    player = SearchPlayer(0, Budget(0, 0, seed_visits=1), evaluate, RACE.sample_outcome, Rng.from_seed(3))
    assert state.legal_actions()[0] != {"type": "add", "n": best}
    assert player.choose(state) == {"type": "add", "n": best}


def _smallest_first(state, legal):
    """A prior that likes small steps best."""
    return [-float(action["n"]) for action in legal]


def _root_means(player):
    return {key[1][1]: child.total / child.visits for key, child in player.root.children.items()}


@pytest.mark.parametrize("guided", [True, False])
def test_a_guided_playout_plays_the_priors_best_move(guided):
    """Playouts of steps of 1 from the root's move make every root move's value exact: after
    adding 2, eight steps of 1 leave the last step, and the win, to the searching seat."""
    state = RACE.new_game(2, 0)
    evaluate = evaluator(RACE, points_on_the_board, 1.0)
    budget = Budget(3, 20, guided_playouts=guided)
    means = []
    for seed in range(4):
        player = SearchPlayer(0, budget, evaluate, RACE.sample_outcome, Rng.from_seed(seed), _smallest_first)
        player.choose(state)
        means.append(_root_means(player))
    exact = {1: 0.0, 2: 1.0, 3: 0.0}
    assert all(found == exact for found in means) == guided


@pytest.mark.parametrize("deep", [True, False])
def test_deep_candidates_cut_the_moves_below_the_root_too(deep):
    state = RACE.new_game(2, 0)
    evaluate = evaluator(RACE, points_on_the_board, 1.0)
    budget = Budget(60, 0, candidates=1, deep_candidates=deep)
    player = SearchPlayer(0, budget, evaluate, RACE.sample_outcome, Rng.from_seed(2), _smallest_first)
    player.choose(state)
    below = {key[1][1] for child in player.root.children.values() for key in child.children}
    assert player.root.children and (below == {1}) == deep
