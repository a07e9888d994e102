"""The Greedy player: one ply, the project's yardstick and a beginner's opponent.

It applies each of its moves to a copy of a few worlds it might be in (each a
``state.sample_for`` of its own seat, so it never sees another seat's hand),
lets chance fall as the game's statistical resolver samples it, and plays the
move whose worlds it likes best on average: each seat's standing in the game's
own progress measure (VP, influence, points: :mod:`babelworks.bots.games`),
read as its lead over the best other seat, or the result when the game ends.
It looks no further than its own move, so it never plans a turn or sees an
opponent's answer. Every choice depends only on the position and its seed.
"""

from __future__ import annotations

from babelworks.bots.evaluation import Progress, final_values
from babelworks.bots.ismcts import Budget, SearchCancelled, StopAsked, settle
from babelworks.bots.priors import Prior, candidates
from babelworks.core.protocol import Action, Game, State
from babelworks.core.rng import Rng

#: A game won or lost outweighs any lead in points.
RESULT_WORTH = 1000.0


class GreedyPlayer:
    """Picks the move with the best average one-ply value over sampled worlds.

    Args:
        seat: the seat it plays.
        game: the game (its result when a world ends).
        budget: ``iterations`` is the worlds sampled; ``candidates`` (with a prior) the moves
            of each kind it weighs where moves are many (Skyscrapers' thousand builds).
        progress: the game's progress measure.
        chance: the game's statistical outcome resolver.
        rng: its own random stream.
        prior: the game's prior over the seat's moves (None: every move is weighed).
        set_aside: kinds of free, repeatable move weighed only when nothing else is legal.
    """

    def __init__(
        self,
        seat: int,
        game: Game,
        budget: Budget,
        progress: Progress,
        chance,
        rng: Rng,
        prior: Prior | None = None,
        set_aside: frozenset[str] = frozenset(),
    ) -> None:
        self.seat, self.game, self.budget = seat, game, budget
        self.progress, self.chance, self.rng = progress, chance, rng
        self.prior, self.set_aside = prior, set_aside

    def choose(self, state: State, cancelled: StopAsked | None = None) -> Action | None:
        """The action to play now (None when there is none); ``cancelled`` is asked before each
        sampled world (raising :class:`SearchCancelled` once it answers True), drawing nothing."""
        legal = state.legal_actions()
        legal = [a for a in legal if a["type"] not in self.set_aside] or legal
        if len(legal) <= 1:
            return legal[0] if legal else None
        if self.prior is not None and 0 < self.budget.candidates < len(legal):
            legal = candidates(legal, self.prior(state, legal), self.budget.candidates, self.rng)
        else:  # ties between equal moves go to a fair draw, not to the first listed
            self.rng.shuffle(legal)
        totals = [0.0] * len(legal)
        for _ in range(max(1, self.budget.iterations)):
            if cancelled is not None and cancelled():
                raise SearchCancelled
            world = state.sample_for(self.seat, self.rng)
            for index, action in enumerate(legal):
                totals[index] += self.value_after(world, action)
        return legal[max(range(len(legal)), key=totals.__getitem__)]

    def value_after(self, world: State, action: Action) -> float:
        """The seat's value once ``action`` is played in a copy of ``world`` and chance has fallen."""
        after = world.copy()
        after.apply(action)
        settle(after, self.chance, self.rng)
        return self.value(after)

    def value(self, state: State) -> float:
        """The seat's lead over the best other seat in progress, plus the result once over."""
        points = self.progress(state)
        others = points[: self.seat] + points[self.seat + 1 :]
        lead = points[self.seat] - (max(others) if others else 0.0)
        if state.is_over():
            lead += RESULT_WORTH * final_values(self.game, state)[self.seat]
        return lead
