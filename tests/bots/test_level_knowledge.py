"""What one level knows beyond the game's plain measure reaches that level alone."""

from babelworks.bots.evaluation import lead_values
from babelworks.bots.games.skyscrapers import TUNING, progress, progress_with_majority
from babelworks.bots.players import make_player
from babelworks.bots.tuning import Tuning
from babelworks.games.skyscrapers import GAME
from babelworks.games.skyscrapers.falls import outcome_with_falls
from tests.bots.race import RACE
from tests.skyscrapers.helpers import floor_on_h, stand


def _knowing(state):
    return [7.0, 0.0]


def _chance(state, rng):
    return {"type": "bump"}


def test_a_levels_own_progress_and_chance_reach_that_level_and_no_other():
    plain = Tuning(
        {"normal": TUNING.budgets["normal"], "hard": TUNING.budgets["hard"]},
        scale=1.0,
        level_progress={"hard": _knowing},
        level_chance={"hard": _chance},
    )
    state = RACE.new_game(2, 1)
    hard = make_player("hard", RACE, 0, 1, plain)
    normal = make_player("normal", RACE, 0, 1, plain)
    greedy = make_player("greedy", RACE, 0, 1, plain)
    assert hard.chance is _chance and hard.evaluate(state) == lead_values([7.0, 0.0], 1.0)
    assert normal.chance == RACE.sample_outcome and normal.evaluate(state) == lead_values([0.0, 0.0], 1.0)
    assert greedy.chance == RACE.sample_outcome and greedy.progress is plain.progress


def test_skyscrapers_hard_alone_weighs_falls_and_the_highest_floors_majority():
    assert TUNING.level_chance == {"hard": outcome_with_falls}
    assert TUNING.level_progress == {"hard": progress_with_majority}
    assert make_player("hard", GAME, 1, 3, TUNING).chance is outcome_with_falls
    assert make_player("normal", GAME, 1, 3, TUNING).chance == GAME.sample_outcome


def test_the_seat_with_most_workers_on_the_highest_floor_is_counted_its_5_points():
    state = GAME.new_game(2, 1)
    floor_on_h(state, "B25")
    stand(state, "red-1", "F1", -1)
    stand(state, "green-1", "F2", -1)
    state.changed()
    assert progress_with_majority(state) == progress(state)  # tied on every floor: nobody
    stand(state, "green-1", "B25", 0)
    state.changed()
    assert progress_with_majority(state) == [progress(state)[0], progress(state)[1] + 5]
