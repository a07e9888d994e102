"""The session with the real games: undo/redo stays in step with the match, and undo
restores the exact state, through a seeded sample of random play (outcomes from each
game's statistical stand-in, so no physics runs here)."""

from __future__ import annotations

import pytest

from babelworks.core.hashing import state_hash
from babelworks.core.match import Match, Setup, seat_defaults
from babelworks.core.protocol import CHANCE
from babelworks.core.rng import Rng
from babelworks.registry import available_games, get_game
from babelworks.session import Session

STEPS = 120


def play_step(session: Session, rng: Rng, hashes: list[str]) -> None:
    """One random step: a legal move, an outcome, an undo or a redo."""
    state = session.match.state
    roll = rng.below(10)
    if roll == 0 and session.undo_stack.canUndo():
        session.undo()
        assert state_hash(session.match.state) == hashes.pop()
    elif roll == 1 and session.undo_stack.canRedo():
        hashes.append(state_hash(state))
        session.redo()
    elif state.current_player == CHANCE:
        assert session.resolve_chance()
    else:
        before = state_hash(state)
        assert session.dispatch(rng.choice(state.legal_actions()))
        if session.undo_stack.canUndo():
            hashes.append(before)


@pytest.mark.parametrize("game_id", available_games())
def test_undo_redo_in_step_with_the_match(game_id, qtbot, monkeypatch):
    game = get_game(game_id)
    monkeypatch.setattr("babelworks.session.session.table_resolver", lambda _: game.sample_outcome)
    session = Session()
    players = max(game.min_players, 2)
    session.start(Match(game, Setup(game_id, players, 2024, {}, seat_defaults(players))))
    rng, hashes = Rng.from_seed(5), []
    for _ in range(STEPS):
        if session.match.state.is_over():
            break
        play_step(session, rng, hashes)
        assert session.undo_stack.canUndo() == session.match.can_undo()
        assert session.undo_stack.canRedo() == session.match.can_redo()
        assert len(session.log_texts) == len(session.match.log)
        if not session.undo_stack.canUndo():
            hashes.clear()  # a reveal: nothing before it can come back
