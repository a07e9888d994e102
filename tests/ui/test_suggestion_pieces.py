"""Every move a suggestion can light names pieces the game's table shows (the beacons land).

For each game, at every position of a seeded random game where a seat acts, every legal
move's ``suggestion.piece_ids`` must name pieces of the table's scene
(``registry.table_pieces``): a misspelt id would leave a suggested move unlit.
"""

from __future__ import annotations

import importlib

import pytest

from babelworks.bots.random_bot import RandomBot
from babelworks.core.match import Match, Setup, seat_defaults
from babelworks.core.protocol import CHANCE
from babelworks.core.rng import Rng
from babelworks.registry import ENTRIES, table_module, table_pieces

ACTIONS = 120  # per game: past the opening into the middle game
EVERY = 3  # positions looked at: every third


@pytest.mark.parametrize("game_id", list(ENTRIES))
def test_every_legal_move_lights_pieces_on_the_table(game_id):
    suggestion = importlib.import_module(f"{table_module(game_id).__name__}.suggestion")
    game = ENTRIES[game_id].game
    match = Match(game, Setup(game_id, 3, 2, {}, seat_defaults(3)))
    bot, outcomes, kinds = RandomBot(Rng.from_seed(2)), Rng.from_seed(3), set()
    for step in range(ACTIONS):
        state = match.state
        if state.is_over():
            break
        if state.current_player != CHANCE and step % EVERY == 0:
            shown = {piece.id for piece in table_pieces(match)}
            for action in state.legal_actions():
                missing = set(suggestion.piece_ids(state, action)) - shown
                assert not missing, f"{action} names pieces the table does not show: {missing}"
                kinds.add(action["type"])
        match.apply(
            game.sample_outcome(state, outcomes) if state.current_player == CHANCE else bot.choose(state)
        )
    assert len(kinds) >= 3
