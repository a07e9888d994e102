"""A computer player sees only what its seat may see, in every game.

Two states that differ only in what seat 0 cannot see (the second is a state
the first could be, from seat 0's chair: ``sample_for``) must give seat 0's
player exactly the same inputs: the same determinized worlds, so the same
positions evaluated and the same choice.
"""

import pytest

from babelworks.bots.evaluation import evaluator
from babelworks.bots.ismcts import Budget, SearchPlayer
from babelworks.core.hashing import state_hash
from babelworks.core.protocol import CHANCE
from babelworks.core.rng import Rng
from babelworks.registry import ENTRIES, bot_tuning


def _mid_game(game, players: int, seed: int, actions: int):
    from babelworks.bots.random_bot import RandomBot

    state = game.new_game(players, seed, {})
    bot, outcomes = RandomBot(Rng.from_seed(seed, "bots")), Rng.from_seed(seed, "outcomes")
    while actions > 0 or state.current_player in (CHANCE, None) and not state.is_over():
        if state.is_over():
            break
        state.apply(
            game.sample_outcome(state, outcomes) if state.current_player == CHANCE else bot.choose(state)
        )
        actions -= 1
    return state


def _twins(game_id: str):
    """A mid-game state, a twin that differs only in what its mover cannot see, and the mover."""
    game = ENTRIES[game_id].game
    state = _mid_game(game, 3, 4, 40)
    seat = state.current_player
    other = state.sample_for(seat, Rng.from_seed(5))
    assert state_hash(other) != state_hash(state), "the two states should differ in hidden parts"
    return game, state, other, seat


#: The prior, where the game has one, sees only the seat's view too: at the root, and with
#: Skyscrapers' Hard at every position of the tree and in playouts.
BUDGETS = {
    "root candidates": Budget(12, 2, candidates=4, seed_visits=2),
    "deep and guided": Budget(12, 2, candidates=4, seed_visits=2, deep_candidates=True, guided_playouts=True),
}


def _inputs(game, state, seat: int, budget: Budget) -> tuple[list[str], dict]:
    seen: list[str] = []
    tuning = bot_tuning(game.id)
    progress = tuning.progress
    evaluate = evaluator(game, lambda s: seen.append(state_hash(s)) or progress(s), 4.0)
    player = SearchPlayer(seat, budget, evaluate, game.sample_outcome, Rng.from_seed(77), tuning.prior)
    return seen, player.choose(state)


@pytest.mark.parametrize("budget", list(BUDGETS))
@pytest.mark.parametrize("game_id", list(ENTRIES))
def test_another_seats_hidden_information_changes_nothing_the_bot_sees(game_id, budget):
    game, state, other, seat = _twins(game_id)
    seen_one, choice_one = _inputs(game, state, seat, BUDGETS[budget])
    seen_two, choice_two = _inputs(game, other, seat, BUDGETS[budget])
    assert seen_one == seen_two and choice_one == choice_two


def _greedy_inputs(game, state, seat: int) -> tuple[list[str], dict]:
    from babelworks.bots.greedy import GreedyPlayer

    seen: list[str] = []
    tuning = bot_tuning(game.id)
    progress = tuning.progress
    budget = Budget(2, 0, candidates=4)

    def watched(s):
        seen.append(state_hash(s))
        return progress(s)

    player = GreedyPlayer(
        seat, game, budget, watched, game.sample_outcome, Rng.from_seed(77), tuning.prior, tuning.set_aside
    )
    return seen, player.choose(state)


@pytest.mark.parametrize("game_id", list(ENTRIES))
def test_the_greedy_player_sees_only_its_seats_view(game_id):
    game, state, other, seat = _twins(game_id)
    seen_one, choice_one = _greedy_inputs(game, state, seat)
    seen_two, choice_two = _greedy_inputs(game, other, seat)
    assert seen_one and seen_one == seen_two and choice_one == choice_two


def _level_inputs(game, state, seat: int, level: str) -> tuple[list, dict]:
    """What a level's own knowledge (its progress, chance, closing and pruning) is given."""
    import dataclasses

    from babelworks.bots.players import make_player

    tuning = bot_tuning(game.id)
    small = dataclasses.replace(tuning.budgets[level], iterations=12)
    player = make_player(
        level, game, seat, 77, dataclasses.replace(tuning, budgets={**tuning.budgets, level: small})
    )
    seen: list = []
    evaluate, closing, undominated = player.evaluate, player.closing, player.undominated
    player.evaluate = lambda s: seen.append(state_hash(s)) or evaluate(s)
    if closing is not None:
        player.closing = dataclasses.replace(
            closing,
            decided=lambda s: seen.append(("decided", state_hash(s))) or closing.decided(s),
            evaluate=lambda s: seen.append(("closing", state_hash(s))) or closing.evaluate(s),
        )
    if undominated is not None:
        player.undominated = lambda s, legal: seen.append(kept := undominated(s, legal)) or kept
    return seen, player.choose(state)


@pytest.mark.parametrize("level", ["normal", "hard"])
@pytest.mark.parametrize("game_id", list(ENTRIES))
def test_each_levels_own_knowledge_sees_only_its_seats_view(game_id, level):
    game, state, other, seat = _twins(game_id)
    seen_one, choice_one = _level_inputs(game, state, seat, level)
    seen_two, choice_two = _level_inputs(game, other, seat, level)
    assert seen_one and seen_one == seen_two and choice_one == choice_two
