"""Strength results: chunks of seeded games written as data, merged only when the players are today's."""

import ast
import json

import pytest

from babelworks.bots.games import rolling_heights, skyscrapers
from babelworks.bots.ismcts import Budget
from bench import strength
from bench import strength_results as results

SEATS = ("random", "random")


def _entries(first, games, winners_of):
    kinds = ("normal", "random")
    return tuple(
        {"seed": seed, "seats": list(kinds[seed % 2 :] + kinds[: seed % 2]), "winners": winners_of(seed)}
        for seed in range(first, first + games)
    )


def _normal_wins(losses):
    """Winners per seed: the normal seat wins every game but the first ``losses``."""
    return lambda seed: [(seed % 2) if seed >= losses else (1 - seed % 2)]


def test_a_run_writes_its_chunks_and_the_next_run_plays_only_what_is_missing(tmp_path):
    assert strength.run("rolling-heights", SEATS, 0, 2, 2, tmp_path, jobs=1) == 1
    assert strength.run("rolling-heights", SEATS, 0, 4, 2, tmp_path, jobs=1) == 1  # seeds 2-3 only
    rows, problems = strength.report_rows(tmp_path)
    assert problems == [] and len(rows) == 1
    row = rows[0]
    assert row["games"] == 4 and row["seeds"] == "0-3" and row["by_kind"]["random"]["games"] == 8
    assert list(row["cpu_seconds_per_game"]) == ["CPython"] and row["verdict"] == "no threshold"
    chunks, _ = results.read_folder(tmp_path)
    assert {chunk.interpreter for chunk in chunks} == {results.this_interpreter()}


def test_the_chunked_games_are_the_games_of_one_simulate_run(tmp_path):
    from babelworks.simulate import run_games

    strength.run("rolling-heights", SEATS, 0, 4, 2, tmp_path, jobs=1)
    whole = run_games("rolling-heights", 2, 4, seed=0, seats=list(SEATS), rotate=True)["games"]
    chunks, _ = results.read_folder(tmp_path)
    merged = results.merged_entries(chunks)
    assert [(e["seed"], e["scores"], e["winners"]) for e in merged] == [
        (e["seed"], e["scores"], e["winners"]) for e in whole
    ]


def test_a_chunk_that_does_not_turn_every_seat_is_refused(tmp_path):
    with pytest.raises(ValueError, match="multiple of the 3 players"):
        strength.run("rolling-heights", ("random",) * 3, 0, 4, 4, tmp_path, jobs=1)


def test_changing_a_level_changes_the_fingerprint(monkeypatch):
    before = results.fingerprint("rolling-heights", ["normal", "random"])
    assert results.fingerprint("rolling-heights", ["normal", "random"]) == before
    monkeypatch.setitem(rolling_heights.BUDGETS, "normal", Budget(iterations=401, rollout_depth=12))
    assert results.fingerprint("rolling-heights", ["normal", "random"]) != before
    assert results.fingerprint("rolling-heights", ["easy", "random"]) != before


def _write(folder, chunk):
    path = folder / results.chunk_name(chunk)
    path.write_text(json.dumps(chunk.to_dict()))
    return path


def test_stale_and_damaged_files_are_left_out_with_a_reason(tmp_path):
    mark = results.fingerprint("skyscrapers", ["normal", "random"])
    seats = ("normal", "random")
    _write(tmp_path, results.Chunk("skyscrapers", 2, seats, 0, _entries(0, 4, _normal_wins(0)), mark))
    _write(tmp_path, results.Chunk("skyscrapers", 2, seats, 4, _entries(4, 4, _normal_wins(0)), "0" * 16))
    (tmp_path / "broken.json").write_text('{"format": 1, "game": "skyscrapers"')
    damaged = results.Chunk("skyscrapers", 2, seats, 8, _entries(8, 2, lambda seed: [5]), mark)
    _write(tmp_path, damaged)
    rows, problems = strength.report_rows(tmp_path)
    assert [row["games"] for row in rows] == [4]
    assert any("stale" in problem and "0004-0007" in problem for problem in problems)
    assert any(problem.startswith("broken.json is not a readable strength result") for problem in problems)
    assert any("0008-0009" in problem and "damaged" in problem for problem in problems)


def test_a_seed_found_in_two_files_counts_once():
    mark, seats = "f" * 16, ("normal", "random")
    first = results.Chunk("skyscrapers", 2, seats, 0, _entries(0, 4, _normal_wins(0)), mark)
    overlap = results.Chunk("skyscrapers", 2, seats, 2, _entries(2, 4, _normal_wins(0)), mark)
    assert [entry["seed"] for entry in results.merged_entries([first, overlap])] == [0, 1, 2, 3, 4, 5]


@pytest.mark.parametrize(
    ("games", "losses", "expected"),
    [
        (200, 10, "met (95.0%)"),
        (200, 11, "missed (94.5%)"),
        (20, 0, "not yet (20 of 200 games, 100.0% so far)"),
    ],
)
def test_the_verdict_needs_200_games_and_the_issues_rate(games, losses, expected):
    from babelworks.bots.standings import win_table

    entries = list(_entries(0, games, _normal_wins(losses)))
    by_kind = win_table(entries, 2)["by_kind"]
    assert results.verdict(("normal", "random"), by_kind, games) == f"normal wins >= 95%: {expected}"
    assert results.verdict(("random", "normal"), by_kind, games).endswith(expected)


def test_a_matchup_with_hard_is_judged_on_100_games():
    from babelworks.bots.standings import win_table

    seats = ("hard", "normal")
    wins = [
        {"seed": seed, "seats": list(seats if seed % 2 == 0 else seats[::-1]), "winners": [seed % 2]}
        for seed in range(100)
    ]
    by_kind = win_table(wins, 2)["by_kind"]
    assert results.verdict(seats, by_kind, 99).endswith("not yet (99 of 100 games, 100.0% so far)")
    assert results.verdict(seats, by_kind, 100) == "hard wins >= 60%: met (100.0%)"
    assert results.games_needed(("normal", "easy")) == 200


def test_the_command_line_reports_a_bad_game_in_words(capsys, tmp_path):
    code = strength.main(["--dir", str(tmp_path), "run", "--game", "chess", "--seats", "random,random"])
    assert code == 2 and "chess" in capsys.readouterr().err


def test_re_tuning_a_level_that_does_not_play_leaves_the_fingerprint(monkeypatch):
    before = results.fingerprint("skyscrapers", ["normal", "random"])
    monkeypatch.setitem(skyscrapers.BUDGETS, "hard", Budget(iterations=999, rollout_depth=2))
    assert results.fingerprint("skyscrapers", ["normal", "random"]) == before
    kept = ast.dump(results._tree(results.TUNING_FOLDER / "skyscrapers.py"))
    assert "id='BUDGETS', ctx=Store()" not in kept and "id='TUNING', ctx=Store()" in kept


def test_a_result_covers_its_own_games_tuning_and_no_other():
    names = {
        path.name for path in results.source_files("skyscrapers") if path.parent == results.TUNING_FOLDER
    }
    assert names == {"__init__.py", "skyscrapers.py"}
    names = {
        path.name for path in results.source_files("rise-of-babel") if path.parent == results.TUNING_FOLDER
    }
    assert names == {"__init__.py", "rise_of_babel.py"}


def test_check_restamps_stale_files_only_when_their_games_replay_the_same(tmp_path):
    from bench.strength_check import check

    strength.run("rolling-heights", SEATS, 0, 4, 2, tmp_path, jobs=1)
    first, second = sorted(tmp_path.glob("*.json"))
    for path in (first, second):
        data = json.loads(path.read_text())
        data["fingerprint"] = "0" * 16
        path.write_text(json.dumps(data))
    said = []
    assert check(tmp_path, "rolling-heights", SEATS, True, said.append)
    mark = results.fingerprint("rolling-heights", list(SEATS))
    restamped = json.loads(first.read_text())
    assert restamped["fingerprint"] == mark
    assert restamped["restamped"] == [{"from": "0" * 16, "checked_seeds": [0, 2]}]
    assert "2 stale files now carry" in said[-1]


def test_check_leaves_stale_files_stale_when_a_game_differs(tmp_path):
    from bench.strength_check import check

    strength.run("rolling-heights", SEATS, 0, 2, 2, tmp_path, jobs=1)
    (path,) = tmp_path.glob("*.json")
    data = json.loads(path.read_text())
    data["fingerprint"], data["entries"][0]["actions"] = "0" * 16, -1
    path.write_text(json.dumps(data))
    said = []
    assert not check(tmp_path, "rolling-heights", SEATS, True, said.append)
    assert "DIFFERS" in said[0] and said[-1].startswith("Not restamped")
    assert json.loads(path.read_text())["fingerprint"] == "0" * 16


def test_the_markdown_row_is_the_docs_table_row_of_a_matchup(tmp_path):
    mark = results.fingerprint("skyscrapers", ["normal", "random"])
    seats = ("normal", "random")
    _write(tmp_path, results.Chunk("skyscrapers", 2, seats, 0, _entries(0, 200, _normal_wins(4)), mark, 10.0))
    rows, _ = strength.report_rows(tmp_path)
    cells = [cell.strip() for cell in strength.markdown_row(rows[0]).strip("|").split("|")]
    assert cells[:6] == [
        "Skyscrapers",
        "2",
        "Normal vs Random",
        "200 (seeds 0-199)",
        "Normal 196 (98.0%)",
        "95.0%-99.2%",
    ]
    assert cells[7] == "normal wins >= 95%: **met** (98.0%)" and cells[8] == "0.1 s"


def test_cpu_per_game_is_told_apart_by_the_python_that_played(tmp_path):
    mark, seats = results.fingerprint("skyscrapers", ["normal", "random"]), ("normal", "random")
    _write(tmp_path, results.Chunk("skyscrapers", 2, seats, 0, _entries(0, 4, _normal_wins(0)), mark, 40.0))
    pypy = results.Chunk(
        "skyscrapers", 2, seats, 4, _entries(4, 2, _normal_wins(0)), mark, 5.0, "PyPy 3.9.16"
    )
    _write(tmp_path, pypy)
    rows, _ = strength.report_rows(tmp_path)
    assert rows[0]["games"] == 6 and rows[0]["cpu_seconds_per_game"] == {"CPython": 10.0, "PyPy": 2.5}
    assert strength.cpu_words(rows[0]["cpu_seconds_per_game"]) == "10.0 s; 2.5 s (PyPy)"


def test_a_tutorials_script_leaves_the_fingerprint_and_the_rules_content_changes_it(tmp_path, monkeypatch):
    """A lesson's words never change how a game between players goes (a tutorial edited after
    a strength run made its results stale); a rule's content does."""
    import shutil

    assets = tmp_path / "assets"
    shutil.copytree(results.assets_dir() / "skyscrapers", assets / "skyscrapers")
    monkeypatch.setattr(results, "assets_dir", lambda: assets)
    before = results._content_digest("skyscrapers")
    (assets / "skyscrapers" / results.TUTORIAL).write_text("{}", encoding="utf-8")
    assert results._content_digest("skyscrapers") == before
    cards = next(path for path in (assets / "skyscrapers").glob("*.json") if path.name != results.TUTORIAL)
    cards.write_text(cards.read_text(encoding="utf-8") + " ", encoding="utf-8")
    assert results._content_digest("skyscrapers") != before


def test_a_variants_games_are_a_matchup_of_their_own_and_those_of_simulate(tmp_path):
    from babelworks.simulate import run_games

    ads = (("first_game_ads", True),)
    strength.run("rolling-heights", SEATS, 0, 2, 2, tmp_path, jobs=1)
    assert strength.run("rolling-heights", SEATS, 0, 2, 2, tmp_path, jobs=1, options=ads) == 1
    names = sorted(path.name for path in tmp_path.glob("*.json"))
    assert names == [
        "rolling-heights-2p-first_game_ads-random-random-0000-0001.json",
        "rolling-heights-2p-random-random-0000-0001.json",
    ]
    rows, problems = strength.report_rows(tmp_path)
    assert problems == [] and [row["options"] for row in rows] == [{}, {"first_game_ads": True}]
    variant = [
        (entry["scores"], entry["actions"]) for entry in results.read_chunk(tmp_path / names[0]).entries
    ]
    whole = run_games("rolling-heights", 2, 2, options=dict(ads), seats=list(SEATS), rotate=True)["games"]
    assert variant == [(entry["scores"], entry["actions"]) for entry in whole]
    assert strength.run("rolling-heights", SEATS, 0, 2, 2, tmp_path, jobs=1, options=ads) == 0


def test_options_on_the_command_line_keep_only_what_differs_from_the_rulebook(capsys, tmp_path):
    assert strength.variant_options("skyscrapers", ["equal_turns=no"]) == ()
    assert strength.variant_options("skyscrapers", ["equal_turns=yes"]) == (("equal_turns", True),)
    code = strength.main(
        [
            "--dir",
            str(tmp_path),
            "run",
            "--game",
            "skyscrapers",
            "--seats",
            "random,random",
            "--option",
            "turbo=yes",
        ]
    )
    assert code == 2 and "turbo" in capsys.readouterr().err and not list(tmp_path.iterdir())


def test_a_variants_row_and_file_name_say_its_options(tmp_path):
    mark, seats = results.fingerprint("skyscrapers", ["normal", "random"]), ("normal", "random")
    chunk = results.Chunk(
        "skyscrapers", 2, seats, 0, _entries(0, 2, _normal_wins(0)), mark, 4.0, None, (("equal_turns", True),)
    )
    path = _write(tmp_path, chunk)
    assert path.name == "skyscrapers-2p-equal_turns-normal-random-0000-0001.json"
    assert results.read_chunk(path) == chunk
    rows, _ = strength.report_rows(tmp_path)
    row = strength.markdown_row(rows[0])
    assert (
        row.startswith("| Skyscrapers (equal_turns) | 2 | Normal vs Random |")
        and "no threshold (a variant)" in row
    )
    data = json.loads(path.read_text())
    data["options"] = {"equal_turns": [1]}
    path.write_text(json.dumps(data))
    assert "not a readable strength result" in strength.report_rows(tmp_path)[1][0]


def _simulated(games, **given):
    from babelworks.simulate import run_games

    return run_games("rolling-heights", 2, games, seats=list(SEATS), rotate=True, **given)


def test_a_simulate_report_is_kept_as_the_chunks_a_strength_run_writes(tmp_path):
    from bench.strength_import import import_report

    assert import_report(_simulated(4), tmp_path / "kept", 2, say=lambda line: None) == 2
    strength.run("rolling-heights", SEATS, 0, 4, 2, tmp_path / "played", jobs=1)
    kept, _ = results.read_folder(tmp_path / "kept")
    played, _ = results.read_folder(tmp_path / "played")
    assert [(chunk.seats, chunk.entries, chunk.fingerprint) for chunk in kept] == [
        (chunk.seats, chunk.entries, chunk.fingerprint) for chunk in played
    ]
    assert strength.report_rows(tmp_path / "kept")[0][0]["games"] == 4


def test_a_report_of_other_players_or_not_turned_is_refused_and_nothing_written(tmp_path):
    from bench.strength_import import import_report

    report = _simulated(2)
    report["games"][0]["scores"] = [999, 0]
    with pytest.raises(ValueError, match="plays differently today"):
        import_report(report, tmp_path, 2)
    report = _simulated(2, seed=5)
    report["games"][1]["seats"] = ["normal", "random"]
    with pytest.raises(ValueError, match="game 1 of the report"):
        import_report(report, tmp_path, 2)
    assert not tmp_path.exists() or not list(tmp_path.iterdir())


def test_the_import_command_says_what_is_wrong_with_a_report(capsys, tmp_path):
    (tmp_path / "report.json").write_text("{not json")
    code = strength.main(
        ["--dir", str(tmp_path / "out"), "import", "--report", str(tmp_path / "report.json")]
    )
    assert code == 2 and "report.json is not a readable simulate report" in capsys.readouterr().err


def test_the_rulebooks_games_need_no_python_3_11_module(monkeypatch, tmp_path):
    """PyPy (a Python 3.9) plays the long Rolling Heights and Rise of Babel runs
    (docs/bots.md); the command line's module needs 3.11, so only a variant reads it."""
    import sys

    monkeypatch.setitem(sys.modules, "babelworks.cli", None)  # importing it now fails
    assert strength.variant_options("rolling-heights", []) == ()
    argv = ["--dir", str(tmp_path), "run", "--game", "rolling-heights", "--seats", "random,random"]
    assert strength.main([*argv, "--games", "2", "--chunk", "2"]) == 0
