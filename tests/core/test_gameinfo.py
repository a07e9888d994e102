"""Declared options: one place for the type, the default and the words."""

import pytest

from babelworks.core.gameinfo import GameInfo, Option

SHAKY = Option("steady_hands", bool, False, "Shaky hands", "Extra tremor on every drop.")
INFO = GameInfo("g", "Game", 2, 4, (SHAKY, Option("rounds", int, 3, "Rounds", "How many.", (1, 2, 3))))


@pytest.mark.parametrize(
    ("text", "value"),
    [("no", False), ("false", False), ("0", False), ("yes", True), ("True", True), ("on", True)],
)
def test_bool_options_read_the_words_people_type(text, value):
    assert INFO.check_options({"steady_hands": text})["steady_hands"] is value


@pytest.mark.parametrize(
    "given",
    [
        {"steady_hands": "maybe"},
        {"steady_hands": 1},
        {"rounds": "٣"},
        {"rounds": 4},
        {"rounds": True},
        {"speed": "fast"},
        ["rounds"],
    ],
)
def test_bad_options_are_refused_with_a_sentence(given):
    with pytest.raises(ValueError) as refused:
        INFO.check_options(given)
    assert str(refused.value).endswith(").") or str(refused.value).endswith(".")


def test_defaults_fill_in_and_players_are_checked():
    assert INFO.check_options(None) == {"steady_hands": False, "rounds": 3}
    assert INFO.check_players(3) == 3
    for players in (1, 5, "2", 2.0, True):
        with pytest.raises(ValueError, match="2-4 players"):
            INFO.check_players(players)
