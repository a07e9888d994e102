"""Every word the engines give a player is the rulebook's (issue 36).

Seeded random games of every title are played (random legal moves, the game's own
statistical outcomes). Every phase line, every description of a played action (and
of every legal action at sampled moments: the Moves list) and every refusal the engines give to mutated actions (wrong type, wrong seat, indices
out of range, unknown ids, missing or extra values) is collected, and the test
fails on any identifier-like word, printing the offending sentences.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from typing import Any

import pytest

from babelworks.bots.random_bot import random_player
from babelworks.core.errors import IllegalAction
from babelworks.core.protocol import CHANCE
from babelworks.core.rng import Rng
from babelworks.registry import ENTRIES

GAMES_PER_TITLE = 10
NAMES = ("Ann", "Bo", "Cyd", "Dee")
#: States sampled per game for refusals (every SAMPLE_EVERY-th action).
SAMPLE_EVERY = 7
MAX_ACTIONS = 4000

#: Identifier-like words no player should read, each with what it catches.
LEAKS = {
    r"\b[A-Za-z]+_[A-Za-z_]+\b": "snake_case word",
    r"\bslot\b": "'slot'",
    r"\bbanner \d": "'banner N'",
    r"\b(red|green|blue|yellow|orange|purple|black|white)-\d": "colour-number id",
    r"\b[A-Z]{1,2}\d{1,3}\b": "card id",
    r"\bS-\w+-[VH]\b": "support card id",
    r"\bnowhere\b": "'nowhere'",
    r"[{}]": "raw Python repr",
    r"\b(None|True|False)\b": "raw Python value",
    r"\bSeat \d": "'Seat N'",
    r"\bseat \d": "'seat N'",
}


def leaks(text: str) -> list[str]:
    """What identifier-like words ``text`` holds (empty when it reads as the rulebook's)."""
    return [what for pattern, what in LEAKS.items() if re.search(pattern, text)]


@pytest.mark.parametrize(
    ("text", "bad"),
    [
        ("Player 1 rolls: flat, arm_head", True),
        ("Player 1 plays Drover (banner 2)", True),
        ("builds B09 onto the foundation", True),
        ("the card S-red-V", True),
        ("red-1 builds", True),
        ("not beside 'nowhere'", True),
        ("Seat 2 passes", True),
        ("pays with {'x': 1}", True),
        ("buys the card from market slot 1", True),
        ("Ada rolls 2 Working Hard, 1 Exhausted", False),
        ("Ada builds a card with 3 girders on the 2nd floor", False),
    ],
)
def test_the_checker_knows_a_leak(text: str, bad: bool) -> None:
    """The checker itself: it catches each kind of leak and passes plain words."""
    assert bool(leaks(text)) is bad


# -- mutations of a legal action -------------------------------------------------


def _mutated_values(value: Any, players: int) -> Iterator[Any]:
    """Wrong values of one field: off-range, unknown, of the wrong kind."""
    if type(value) is bool:
        yield not value
        yield "yes"
    elif type(value) is int:
        yield from (-1, value + 1, value + players, 99, str(value), None, 1.5)
    elif type(value) is str:
        yield from ("unknown", "", 3, None, value + "x")
        yield from _other_seats(value)
    elif type(value) is list:
        yield from ([], value + value[:1], "unknown", [99], [None])
    elif type(value) is dict:
        yield from ({}, "unknown")
    else:
        yield "unknown"


SEAT_COLOURS = ("red", "green", "blue", "yellow")


def _other_seats(value: str) -> Iterator[str]:
    """The same piece of another seat ("red-2" -> "green-2"): a wrong seat's worker or card."""
    for colour in SEAT_COLOURS:
        if colour in value:
            yield from (value.replace(colour, other) for other in SEAT_COLOURS if other != colour)


def mutations(action: Any, players: int) -> Iterator[Any]:
    """Mutated copies of a legal action (most are refused; a few may be legal too)."""
    if type(action) is not dict:
        yield "unknown"
        return
    yield {**action, "type": "unknown"}
    yield {**action, "extra": 1}
    yield {key: value for key, value in action.items() if key == "type"}
    for key, value in action.items():
        if key == "type":
            continue
        yield {k: v for k, v in action.items() if k != key}
        for wrong in _mutated_values(value, players):
            yield {**action, key: wrong}
        if type(value) is list:
            for index, item in enumerate(value):
                for wrong in _mutated_values(item, players):
                    yield {**action, key: value[:index] + [wrong] + value[index + 1 :]}
    yield 7
    yield {"type": 7}


def refusals(state: Any, action: Any, players: int) -> Iterator[str]:
    """Every refusal the engine gives to mutations of ``action`` in ``state``.

    A refused move changes nothing (checked here), so one copy of the state, and the
    legal list it works out once, serves every mutation until one is played.
    """
    trial = state.copy()
    for wrong in mutations(action, players):
        try:
            trial.apply(wrong)
        except IllegalAction as refused:
            assert trial.data == state.data, f"refusing {wrong!r} changed the state"
            yield str(refused)
            continue
        except (KeyError, TypeError, IndexError, ValueError, AttributeError) as crash:
            yield f"[crash {type(crash).__name__}: {crash} on {wrong!r}]"
        trial = state.copy()  # played (or crashed): the next mutation starts afresh


def compound_moves(state: Any, action: Any) -> Iterator[dict]:
    """Moves that join ``action`` to the placement that must follow it (a plan taken and
    placed in one move), at the first open place: their words are a player's too."""
    if type(action) is not dict or state.current_player == CHANCE or "plan" not in action["type"]:
        return  # only a plan taken from a market is placed next
    trial = state.copy()
    trial.apply(action)
    if trial.current_player != state.current_player:
        return
    for following in trial.legal_actions()[:1]:
        if following.get("type") == "place_plan":
            yield {**action, "space": following["space"]}


# -- the seeded games ---------------------------------------------------------------


def texts_of_game(game: Any, players: int, seed: int) -> Iterator[tuple[str, str]]:
    """``(where, text)`` for every text one seeded random game shows a player."""
    state = game.new_game(players, seed, {})
    names = list(NAMES[:players]) if seed % 2 else None  # the table's names, or none (the fallback)
    bot = random_player(game.id, Rng.from_seed(seed, "bots"))
    outcomes = Rng.from_seed(seed, "outcomes")
    for count in range(MAX_ACTIONS):
        if state.is_over():
            break
        yield "phase", state.phase(names)
        if state.current_player == CHANCE:
            action = game.sample_outcome(state, outcomes)
        else:
            action = bot.choose(state)
        yield "describe", state.describe(action, names)
        if count % SAMPLE_EVERY == 0:
            for refusal in refusals(state, action, players):
                yield "refusal", refusal
            for listed in state.legal_actions():  # the Moves list shows every one
                yield "moves list", state.describe(listed, names)
        for compound in compound_moves(state, action):
            yield "describe", state.describe(compound, names)
            yield from (("refusal", refusal) for refusal in refusals(state, compound, players))
        state.apply(action)
    yield "phase", state.phase(names)


def title_texts(game: Any) -> dict[str, str]:
    """Every distinct text of GAMES_PER_TITLE seeded games of one title, with where it came from."""
    found: dict[str, str] = {}
    for seed in range(GAMES_PER_TITLE):
        players = game.min_players + seed % (game.max_players - game.min_players + 1)
        for where, text in texts_of_game(game, players, seed):
            found.setdefault(text, f"{where} ({players} players, seed {seed})")
    return found


@pytest.mark.parametrize("game_id", sorted(ENTRIES))
def test_every_word_is_the_rulebooks(game_id: str) -> None:
    """No phase, description or refusal of a seeded game holds an identifier-like word."""
    found = title_texts(ENTRIES[game_id].game)
    bad = [f"{where}: {text!r} -> {', '.join(leaks(text))}" for text, where in found.items() if leaks(text)]
    crashes = [f"{where}: {text}" for text, where in found.items() if text.startswith("[crash")]
    assert len(found) > 50
    assert not crashes, "\n".join(crashes[:40])
    assert not bad, f"{len(bad)} texts leak identifiers:\n" + "\n".join(sorted(bad)[:300])
