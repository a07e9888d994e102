"""The prompt over the Rise of Babel table names what the step needs and where it comes from:
a wild tile's supply, and what a cart and a specialization token do (newcomer trial)."""

from __future__ import annotations

from babelworks import registry
from babelworks.core.match import Match, Setup, seat_defaults
from babelworks.games.rise_of_babel.views import rules_data
from babelworks.simulate import play_game
from babelworks.ui.rise_of_babel.hints import prompt_words

NAMES = ["Ann", "Bo"]


def _prompts_of_a_seeded_game(seed: int):
    """(rules data, the prompt to the seat to play) at every position of a random game."""
    game = registry.get_game("rise-of-babel")
    log = play_game(game, 2, seed, registry.outcome_resolver("rise-of-babel")).log
    match = Match(game, Setup("rise-of-babel", 2, seed, {}, seat_defaults(2)))
    for action in log:
        g = rules_data(match.state)
        if not g["over"]:
            yield g, prompt_words(g, g["current"], NAMES)
        match.apply(action)


def test_a_wild_to_place_says_where_its_supply_is_and_a_cart_or_token_what_each_does():
    wild = choice = 0
    for g, words in _prompts_of_a_seeded_game(2):
        active, stack = g["turn"]["active"], g["turn"]["stack"]
        if active and "place_wild" in active["left"] and not stack and not g["turn"]["confusion_due"]:
            wild += 1
            assert "wild supply beside the main board" in words
        if stack and stack[-1]["kind"] == "cart_or_spec":
            choice += 1
            assert "a cart lets your elephant carry one more tile" in words
    assert wild and choice, (wild, choice)  # the seed meets both (else the test proves nothing)
