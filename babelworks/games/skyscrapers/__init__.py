"""Skyscrapers: a dexterity game of cards joined by connectors into a tower.

The rules engine is pure (no physics): after every build and worker move the
game waits (CHANCE) for a verdict outcome action. ``GAME.sample_outcome`` is
the cheap analytic stand-in (:mod:`.chance`); the real verdict comes from
``babelworks.physics.skyscrapers_verdict.resolve_outcome``.
"""

from __future__ import annotations

from babelworks.core.kernel import Game
from babelworks.games.skyscrapers.chance import sample_outcome
from babelworks.games.skyscrapers.content import load_content
from babelworks.games.skyscrapers.scoring import winners
from babelworks.games.skyscrapers.setup import INFO, setup
from babelworks.games.skyscrapers.state import SkyscrapersState

GAME = Game(INFO, SkyscrapersState, setup, winners, sample_outcome)

# The cards are read and checked now, as the other games' content is: a broken
# cards.json then stops this game as it starts, in words, and never mid-game.
load_content()
