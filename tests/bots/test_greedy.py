"""The Greedy player: one ply, deterministic, and better than random moves."""

from babelworks.bots.players import make_player
from babelworks.core.protocol import CHANCE
from babelworks.core.rng import Rng
from babelworks.registry import ENTRIES
from babelworks.simulate import run_games

GAME = ENTRIES["rolling-heights"].game


def _choices(seed: int, steps: int) -> list:
    state = GAME.new_game(2, 3, {})
    players = [make_player("greedy", GAME, seat, seed) for seat in range(2)]
    outcomes, chosen = Rng.from_seed(3, "outcomes"), []
    for _ in range(steps):
        if state.current_player == CHANCE:
            state.apply(GAME.sample_outcome(state, outcomes))
            continue
        chosen.append(players[state.current_player].choose(state))
        state.apply(chosen[-1])
    return chosen


def test_greedy_choices_depend_only_on_the_position_and_the_seed():
    assert _choices(5, 80) == _choices(5, 80)


def test_greedy_never_swaps_elephant_cargo_while_another_move_exists():
    game = ENTRIES["rise-of-babel"].game
    state, outcomes = game.new_game(2, 1, {}), Rng.from_seed(1, "outcomes")
    players = [make_player("greedy", game, seat, 1) for seat in range(2)]
    for _ in range(300):
        if state.is_over():
            break
        if state.current_player == CHANCE:
            state.apply(game.sample_outcome(state, outcomes))
            continue
        legal = state.legal_actions()
        action = players[state.current_player].choose(state)
        others = [a for a in legal if a["type"] != "swap_elephant"]
        assert action["type"] != "swap_elephant" or not others
        state.apply(action)


def test_greedy_beats_random_moves_in_rolling_heights():
    report = run_games(GAME.id, 2, 2, seed=0, seats=["greedy", "random"], rotate=True)
    assert not report["violations"]
    assert report["wins"]["by_kind"]["greedy"]["wins"] == 2
