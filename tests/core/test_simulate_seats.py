"""simulate with computer players per seat, rotated seats and worker processes."""

import pytest

from babelworks.bots.standings import check_seats, wilson, win_table
from babelworks.simulate import run_games
from tests.bots.race import RACE as GAME


def test_jobs_give_the_same_results_as_one_process():
    one = run_games(
        GAME.id, 2, 6, seed=11, game=GAME, resolver=GAME.sample_outcome, seats=["easy", "random"], rotate=True
    )
    two = run_games(
        GAME.id,
        2,
        6,
        seed=11,
        game=GAME,
        resolver=GAME.sample_outcome,
        seats=["easy", "random"],
        rotate=True,
        jobs=2,
    )
    assert one["games"] == two["games"] and one["wins"] == two["wins"]


def test_rotated_seats_and_wins_per_kind_add_up():
    report = run_games(
        GAME.id,
        2,
        4,
        seed=3,
        game=GAME,
        resolver=GAME.sample_outcome,
        seats=["normal", "random"],
        rotate=True,
    )
    assert [entry["seats"] for entry in report["games"]] == [["normal", "random"], ["random", "normal"]] * 2
    kinds = report["wins"]["by_kind"]
    assert kinds["normal"]["games"] == 4 and kinds["random"]["games"] == 4
    assert kinds["normal"]["wins"] + kinds["random"]["wins"] == pytest.approx(4)


def test_shared_wins_are_split_and_intervals_hold_the_rate():
    entries = [{"winners": [0, 1], "seats": ["hard", "easy"]}, {"winners": [0], "seats": ["hard", "easy"]}]
    table = win_table(entries, 2)
    assert table["by_kind"]["hard"]["wins"] == 1.5 and table["by_seat"][1]["wins"] == 0.5
    low, high = wilson(19, 20)
    assert low < 0.95 < high and 0 < low and high <= 1


@pytest.mark.parametrize(
    ("seats", "words"),
    [(["hard"], "1 players for 2 seats"), (["hard", "godlike"], "Unknown player 'godlike'")],
)
def test_bad_seat_specs_are_refused_before_any_game(seats, words):
    with pytest.raises(ValueError, match=words):
        check_seats(seats, 2)


def test_the_command_line_refuses_a_bad_seat_spec_before_playing(capsys):
    from babelworks.cli import main

    assert main(["simulate", "--game", "rolling-heights", "--players", "2", "--seats", "hard"]) == 2
    assert "1 players for 2 seats" in capsys.readouterr().err
    assert main(["simulate", "--game", "rolling-heights", "--players", "2", "--jobs", "0"]) == 2
