"""``bench.stall``: one seeded game of a run, cut short, and how it stands when it has not ended."""

from babelworks.simulate import run_games
from bench import stall


def test_a_game_that_ends_is_the_runs_game_with_its_seats_turned():
    said = []
    standing = stall.play("rise-of-babel", ["random", "easy"], 3, 2, 20_000, said.append)
    (record,) = run_games("rise-of-babel", 2, 1, seed=3, seats=["easy", "random"])["games"]
    assert standing["over"] and standing["seats"] == ["easy", "random"]
    assert standing["actions"] == record["actions"]
    assert len(said) == standing["actions"] // 1000


def test_a_game_cut_short_says_what_its_last_moves_were(capsys):
    assert (
        stall.main(["--game", "rise-of-babel", "--seats", "random,random", "--seed", "0", "--actions", "50"])
        == 1
    )
    printed = capsys.readouterr().out
    assert "'over': False" in printed and "'actions': 50" in printed and "'last_moves': {" in printed


def test_an_unknown_player_is_refused_in_words(capsys):
    assert stall.main(["--game", "rise-of-babel", "--seats", "grandmaster,random", "--seed", "0"]) == 2
    assert "grandmaster" in capsys.readouterr().err
