"""The search weighs only the most promising moves where a game has a prior."""

from babelworks.bots.evaluation import evaluator, lead_values
from babelworks.bots.games.skyscrapers import TUNING, prior, progress
from babelworks.bots.ismcts import Budget, SearchPlayer
from babelworks.bots.priors import candidates
from babelworks.bots.random_bot import RandomBot
from babelworks.core.protocol import CHANCE
from babelworks.core.rng import Rng
from babelworks.registry import ENTRIES


def test_candidates_keep_the_best_of_every_kind_best_first():
    legal = [
        {"type": "send", "to": "H1"},
        {"type": "build", "card": "a"},
        {"type": "build", "card": "b"},
        {"type": "build", "card": "c"},
        {"type": "move", "to": "B1"},
        {"type": "move", "to": "B2"},
    ]
    values = [0.0, 2.0, 5.0, 3.0, 0.0, 1.0]
    kept = candidates(legal, values, 2, Rng.from_seed(1))
    assert kept[:3] == [legal[2], legal[3], legal[5]] and sorted(map(legal.index, kept[3:])) == [0, 4]


def test_candidates_draw_among_equals_by_the_players_rng():
    legal = [{"type": "move", "to": f"B{n}"} for n in range(20)]
    draws = {tuple(a["to"] for a in candidates(legal, [0.0] * 20, 3, Rng.from_seed(s))) for s in range(6)}
    assert len(draws) > 1 and all(len(draw) == 3 for draw in draws)


def _position_with_builds(seed: int):
    game = ENTRIES["skyscrapers"].game
    state, bot, outcomes = (
        game.new_game(2, seed, {}),
        RandomBot(Rng.from_seed(seed)),
        Rng.from_seed(seed, "o"),
    )
    while not any(action["type"] == "build" for action in state.legal_actions()):
        state.apply(
            game.sample_outcome(state, outcomes) if state.current_player == CHANCE else bot.choose(state)
        )
    return game, state


def test_a_skyscrapers_search_player_builds_one_of_its_best_builds():
    game, state = _position_with_builds(5)
    legal = state.legal_actions()
    values = prior(state, legal)
    assert max(values) >= 1 and len(legal) > 8
    seat = state.current_player
    evaluate = evaluator(game, progress, 4.0)
    player = SearchPlayer(
        seat, Budget(6, 1, candidates=8), evaluate, game.sample_outcome, Rng.from_seed(5), prior
    )
    assert player.choose(state) in candidates(legal, values, 8, Rng.from_seed(5))


def test_a_skyscrapers_point_still_counts_at_a_lead_of_twenty():
    """Games end at 40-80 points with leads of 5-30: on the old 4-point scale a lead of 20 read
    0.993 and a point more 0.0015 more, so in a game going one way every move looked alike to
    the search (it stepped with a 3-point build open). A point at 20 must count a third as much
    as the first point does."""
    scale = TUNING.scale
    first = lead_values([1.0, 0.0], scale)[0] - lead_values([0.0, 0.0], scale)[0]
    at_twenty = lead_values([21.0, 0.0], scale)[0] - lead_values([20.0, 0.0], scale)[0]
    assert at_twenty > first / 3
