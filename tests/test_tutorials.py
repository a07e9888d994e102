"""Every tutorial file replays, lights what the table shows and speaks the rulebook's words (issue 37).

For each game with a tutorial (``registry.tutorial_games()``): the script is replayed
headless from its prepared opening and every forced action must be legal where it is
asked for (every legal alternative of a "any move of a kind" step must let the rest
replay too); every lit piece must be on the table in that state (the game's own scene);
every text passes the words test of ``tests/test_words.py``. The core's answers
(refusals, advancing, resuming) and the loader's refusals are checked on the same files.
"""

from __future__ import annotations

import json
import shutil

import pytest

from babelworks import registry
from babelworks.core.assets import assets_dir
from babelworks.core.errors import ContentError
from babelworks.core.protocol import CHANCE
from babelworks.core.tutorial import CONTINUE, LESSON_OVER, OPPONENT, READ_FIRST, Lesson, read_tutorial
from babelworks.core.tutorial_check import check_tutorial, walk, words_of
from tests.test_broken_content import WAYS
from tests.test_words import leaks

GAMES = registry.tutorial_games()


def _pieces(tutorial):
    """The ids of the pieces the game's table shows in a state."""
    scene = registry.scene_module(tutorial.game)
    return lambda state: {piece.id for piece in scene.table_pieces(state, list(tutorial.seats))}


def test_some_game_has_a_tutorial() -> None:
    assert GAMES, "no game declares a tutorial"


@pytest.mark.parametrize("game_id", GAMES)
def test_the_script_replays_and_lights_what_the_table_shows(game_id: str) -> None:
    tutorial = registry.tutorial(game_id)
    problems = check_tutorial(tutorial, registry.get_game(game_id), _pieces(tutorial))
    assert not problems, "\n".join(problems)


@pytest.mark.parametrize("game_id", GAMES)
def test_every_text_is_the_rulebooks(game_id: str) -> None:
    tutorial = registry.tutorial(game_id)
    bad = [f"{text!r}: {', '.join(leaks(text))}" for text in words_of(tutorial) if leaks(text)]
    assert not bad, "\n".join(bad)


@pytest.mark.parametrize("game_id", GAMES)
def test_every_step_belongs_to_the_player_it_asks(game_id: str) -> None:
    """An action step is the learner's move (or the learner's roll); an opponent step the other seat's."""
    tutorial = registry.tutorial(game_id)
    for moment in walk(tutorial, registry.get_game(game_id)):
        state, step = moment.state, moment.step
        if step.expect == CONTINUE:
            continue
        mover = state.current_player
        if mover == CHANCE:
            continue  # a roll: whoever's turn it is throws it (the table knows whose box)
        assert (mover == tutorial.learner) == (step.expect != OPPONENT), f"step {moment.index + 1}"


def test_a_broken_script_is_found() -> None:
    """The check is not blind: an action moved out of place, or a piece that is not there, is named."""
    tutorial = registry.tutorial(GAMES[0])
    game = registry.get_game(GAMES[0])
    steps = list(tutorial.steps)
    playing = [index for index, step in enumerate(steps) if step.plays]
    steps[playing[0]], steps[playing[-1]] = steps[playing[-1]], steps[playing[0]]
    swapped = type(tutorial)(**{**tutorial.__dict__, "steps": tuple(steps)})
    assert check_tutorial(swapped, game)[0].startswith("the script does not replay")
    first = tutorial.steps[0]
    lit = type(first)(**{**first.__dict__, "highlight": ("piece:no/such/piece",)})
    missing = type(tutorial)(**{**tutorial.__dict__, "steps": (lit, *tutorial.steps[1:])})
    assert "no/such/piece" in " ".join(check_tutorial(missing, game, _pieces(tutorial)))


def test_the_lesson_refuses_kindly_advances_and_resumes() -> None:
    tutorial = registry.tutorial(GAMES[0])
    game = registry.get_game(GAMES[0])
    lesson = Lesson(tutorial)
    names = [seat.name for seat in tutorial.seats]
    first_play = next(index for index, step in enumerate(tutorial.steps) if step.plays)
    action = tutorial.steps[first_play].action
    assert tutorial.steps[0].expect == CONTINUE
    assert lesson.refusal(action, names) == READ_FIRST and not lesson.played(action)
    while lesson.index < first_play:
        assert lesson.carry_on()
    assert lesson.refusal({"type": "no such move"}, names).startswith("Not yet")
    assert lesson.refusal(action, names) is None and lesson.played(action)
    assert lesson.index == first_play + 1
    # resuming: the step follows the log, a step saved too early or too late is brought back
    resumed = Lesson(tutorial, 0)
    resumed.follow(len(tutorial.opening) + 1)
    assert resumed.index == first_play + 1
    assert Lesson(tutorial, len(tutorial.steps)).refusal(action, names) == LESSON_OVER
    late = Lesson(tutorial, len(tutorial.steps))
    late.follow(len(tutorial.opening))
    assert late.index == first_play
    match = tutorial.start(game)
    assert match.tutorial == 0 and len(match.log) == len(tutorial.opening)


def test_a_game_that_left_the_script_is_said_so() -> None:
    tutorial = registry.tutorial(GAMES[0])
    game = registry.get_game(GAMES[0])
    moments = list(walk(tutorial, game))
    assert not any(Lesson(tutorial, m.index).off_script(m.state) for m in moments)
    playing = [m for m in moments if m.step.plays and m.step.expect != "kind"]
    first, last = playing[0], playing[-1]
    assert Lesson(tutorial, last.index).off_script(first.state)


def test_the_schema_is_written_by_hand_and_kept() -> None:
    from tools.content_schemas import WRITTEN_BY_HAND

    assert "tutorial.json" in WRITTEN_BY_HAND
    for game_id in GAMES:
        folder = assets_dir() / registry.entry(game_id).tutorial
        assert (folder / "schemas" / "tutorial.schema.json").is_file()


@pytest.mark.parametrize("way", sorted(WAYS))
def test_a_broken_tutorial_file_is_one_sentence_naming_it(way: str, tmp_path) -> None:
    folder_name = registry.entry(GAMES[0]).tutorial
    copy = tmp_path / folder_name
    shutil.copytree(assets_dir() / folder_name, copy)
    WAYS[way](copy / "tutorial.json")
    with pytest.raises(ContentError) as refused:
        read_tutorial(copy, GAMES[0])
    message = str(refused.value)
    assert "tutorial.json" in message and "\n" not in message and len(message) < 400, message


def test_a_step_of_an_unknown_form_is_refused(tmp_path) -> None:
    folder_name = registry.entry(GAMES[0]).tutorial
    copy = tmp_path / folder_name
    shutil.copytree(assets_dir() / folder_name, copy)
    data = json.loads((copy / "tutorial.json").read_text())
    data["steps"][0]["expect"] = {"wish": {"type": "stop"}}
    (copy / "tutorial.json").write_text(json.dumps(data))
    with pytest.raises(ContentError, match="steps"):
        read_tutorial(copy, GAMES[0])
