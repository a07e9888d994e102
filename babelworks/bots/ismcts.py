"""Information-set Monte Carlo tree search, written once for every game.

Single-observer ISMCTS (Cowling, Powley & Whitehouse 2012), as OpenSpiel's
``ismcts.py`` does it: every iteration starts from a fresh *determinization*,
a full state sampled from what the searching seat knows (``state.sample_for``),
so the bot never sees another seat's hand. Tree nodes are keyed by the action
taken (the searching seat's view of the history); a node's *availability* counts
the iterations in which its action was legal, which keeps UCB fair when
determinizations allow different actions. Chance outcomes (rolls, verdicts) are
sampled from the game's statistical resolver and never stored in the tree.

Playouts are cut short after ``rollout_depth`` random moves and scored by the
game's evaluation (:mod:`babelworks.bots.evaluation`), which turns a position
into a value in [0, 1] per seat. Rewards are kept per seat (max^n): each node
holds the value of the seat that chose its action.

Budgets are counted in iterations, not seconds, so a bot's choice depends only
on the position and its seed: games with bots replay, and tests are stable.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Hashable
from dataclasses import dataclass

from babelworks.bots.priors import Prior, candidates
from babelworks.core.protocol import CHANCE, Action, State
from babelworks.core.rng import Rng

Evaluate = Callable[[State], list[float]]
#: Whether the searching seat's lead in a sampled world is decided (``evaluation.decided``).
Decided = Callable[[State], bool]
Chance = Callable[[State, Rng], Action]
#: A game's word on the moves worth weighing: ``legal`` less the moves another legal move does
#: at least as well as (``Tuning.level_undominated``).
Undominated = Callable[[State, list[Action]], list[Action]]
#: Asked before every search iteration: True when the answer is no longer wanted.
StopAsked = Callable[[], bool]


class SearchCancelled(Exception):
    """The search was asked to stop (its position changed): there is no answer."""


@dataclass(frozen=True)
class Budget:
    """How hard a search player thinks.

    Attributes:
        iterations: determinized simulations per decision.
        rollout_depth: random moves played after the tree before evaluating.
        exploration: the UCB constant (rewards are in [0, 1]).
        temperature: 0 plays the most visited move; above 0 picks in proportion to
            ``visits ** (1 / temperature)``, the human-like slips of an easy player.
        candidates: 0 weighs every legal move; above 0, when the game has a prior, the
            search weighs only that many of the seat's moves of each kind, the best by the
            prior: a budget smaller than the number of moves would otherwise try a random few.
        work: 0 for no cap; above 0, no new iteration starts once the search has listed
            this many legal moves in the positions it stepped through (tree and playouts).
            Where positions hold a thousand moves (Skyscrapers' builds), listing them is
            most of a decision's cost, and it varies tenfold between positions: a cap in
            moves listed holds a decision to its time and stays deterministic, while a
            cheap position still gets every iteration.
        seed_visits: 0 for none; above 0, each root move starts with this many visits worth
            its one-ply value (the move applied in a sampled world, chance fallen, the
            position evaluated): knowledge the search starts from and overrules as its own
            visits mount. With the visits of a few dozen playouts spread over many moves,
            playout noise alone decided between moves a point apart (issue 35); now a tie
            goes to the move that looks best one move ahead, as the Greedy player's would.
        deep_candidates: with ``candidates`` and a prior, the cut applies at every position
            the tree steps through, not only at the root: below the root a thousand builds
            otherwise each get a node of their own and none is visited twice.
        guided_playouts: with a prior, a playout plays the move the prior likes best (ties
            drawn) instead of a random one: an opponent who answers with its best-looking
            build, not a random one, is what a move has to stand against.
    """

    iterations: int
    rollout_depth: int
    exploration: float = 0.7
    temperature: float = 0.0
    candidates: int = 0
    work: int = 0
    seed_visits: int = 0
    deep_candidates: bool = False
    guided_playouts: bool = False


@dataclass(frozen=True)
class Closing:
    """How a level closes a won game (``Tuning.level_closing``).

    Attributes:
        decided: asked once a decision, of a sampled world: whether the seat's lead is decided.
        evaluate: the evaluation a decided decision searches with (``evaluation.closing_evaluator``).
    """

    decided: Decided
    evaluate: Evaluate


#: Chance steps settled after a move before a one-ply value is read (a roll, a verdict).
CHANCE_STEPS = 4


def settle(world: State, chance: Chance, rng: Rng) -> None:
    """Let chance fall after a move (a few steps at most), as the game's resolver samples it."""
    for _ in range(CHANCE_STEPS):
        if world.current_player != CHANCE or world.is_over():
            return
        world.apply(chance(world, rng))


class Node:
    """One action's statistics in the search tree."""

    __slots__ = ("children", "visits", "total", "available", "seat")

    def __init__(self, seat: int) -> None:
        self.children: dict[Hashable, Node] = {}
        self.visits = 0
        self.total = 0.0
        self.available = 0
        self.seat = seat

    def score(self, exploration: float) -> float:
        """The UCB value of choosing this node (availability in place of the parent's visits)."""
        mean = self.total / self.visits
        return mean + exploration * math.sqrt(math.log(self.available) / self.visits)


_MUTABLE = (list, dict)


def _frozen(value: object) -> Hashable:
    """A JSON value made hashable: lists as tuples, dicts as their sorted items."""
    if isinstance(value, list):
        return tuple(_frozen(item) for item in value)
    if isinstance(value, dict):
        return tuple(sorted((name, _frozen(item)) for name, item in value.items()))
    return value


def action_key(action: Action) -> Hashable:
    """A hashable key of an action (dicts are not hashable).

    Most actions hold plain values: their items, in the order the engine lists
    them, are the key (a tenth of a search's time went to JSON keys). An action
    holding a list or a dict (Skyscrapers' build, its pose's corner) has its lists
    as tuples: its canonical JSON, the key before, cost 15% of a Skyscrapers decision.
    """
    for value in action.values():
        if type(value) in _MUTABLE:  # checked, not hashed and caught: a third cheaper
            return tuple((name, _frozen(item)) for name, item in action.items())
    return tuple(action.items())


class SearchPlayer:
    """A computer player that searches with ISMCTS.

    Args:
        seat: the seat it plays (it sees only what this seat may see).
        budget: its level's search budget.
        evaluate: position -> value in [0, 1] per seat.
        chance: the game's statistical outcome resolver (rolls, verdicts).
        rng: its own random stream (deterministic given the seed).
        prior: the game's prior over the seat's legal moves (None: every move is weighed).
        set_aside: kinds of move weighed only when nothing else is legal (see ``playable``).
        playout_last: kinds of move a playout plays only when nothing else is legal.
    """

    def __init__(
        self,
        seat: int,
        budget: Budget,
        evaluate: Evaluate,
        chance: Chance,
        rng: Rng,
        prior: Prior | None = None,
        set_aside: frozenset[str] = frozenset(),
        playout_last: frozenset[str] = frozenset(),
    ) -> None:
        self.seat = seat
        self.budget = budget
        self.evaluate = evaluate
        self.chance = chance
        self.rng = rng
        self.prior = prior
        self.set_aside = set_aside
        self.playout_last = playout_last
        self.listed = 0  # legal moves listed in this decision (the ``work`` it has done)
        #: when the level has it: a decision whose lead is decided, so that only ending the game
        #: can add to it, searches the seat's own turn alone (``own_turn``) with the closing
        #: evaluation. Another seat far behind will not end the game for it, as the random moves
        #: standing in for that seat did in playouts (Rolling Heights' Hard ended its turns 111
        #: to 35 for 1,000 actions, docs/bots.md). Every other decision is the plain search's.
        self.closing: Closing | None = None
        #: the level's pruning of dominated moves, when it has one (``playable``)
        self.undominated: Undominated | None = None
        self.own_turn = False
        self.judge = evaluate  # this decision's evaluation: ``evaluate`` or the closing one
        #: the last search's root (its moves' visits and values: the advice's explanation);
        #: None before a search, or when a single move was answered at once
        self.root: Node | None = None

    def playable(self, state: State, legal: list[Action]) -> list[Action]:
        """The moves it weighs: all but the set-aside kinds, unless nothing else is legal, and
        with ``undominated`` only the moves no other legal move does better than.

        A free move the rules allow without limit (Rise of Babel's swap of a loaded tile)
        can be undone by the same move: a search that values both orders alike plays
        them back and forth for ever, so such kinds are set aside."""
        if self.undominated is not None:
            legal = self.undominated(state, legal)
        if not self.set_aside:
            return legal
        return [action for action in legal if action["type"] not in self.set_aside] or legal

    def choose(self, state: State, cancelled: StopAsked | None = None) -> Action | None:
        """The action to play now (None when there is none).

        ``cancelled`` is asked before every iteration; once it answers True the search
        stops and raises :class:`SearchCancelled`. Asking it draws nothing from the
        player's stream, so a search that runs to its end chooses the same move either way.
        """
        legal = self.playable(state, state.legal_actions())
        self.root = None
        if len(legal) <= 1:
            return legal[0] if legal else None
        kept = None
        if self.prior is not None and 0 < self.budget.candidates < len(legal):
            legal = kept = candidates(legal, self.prior(state, legal), self.budget.candidates, self.rng)
        root, self.listed = Node(self.seat), 0
        self.root, self.own_turn, self.judge = root, False, self.evaluate
        if self.budget.seed_visits > 0 or self.closing is not None:
            # One sampled world serves both, so a decision that is not decided draws what it did.
            world = state.sample_for(self.seat, self.rng)
            if self.closing is not None and self.closing.decided(world):
                self.own_turn, self.judge = True, self.closing.evaluate
            if self.budget.seed_visits > 0:
                self._seed_root(root, world, legal)
        for _ in range(self.budget.iterations):
            if 0 < self.budget.work <= self.listed:
                break
            if cancelled is not None and cancelled():
                raise SearchCancelled
            self._iterate(root, state.sample_for(self.seat, self.rng), kept)
        return self._final_choice(root, legal)

    def _seed_root(self, root: Node, world: State, legal: list[Action]) -> None:
        """Each root move's first ``seed_visits`` visits: its one-ply value in ``world``, sampled."""
        seeded = self.budget.seed_visits
        for action in legal:
            after = world.copy()
            after.apply(action)
            settle(after, self.chance, self.rng)
            node = root.children[action_key(action)] = Node(self.seat)
            node.visits = node.available = seeded
            node.total = seeded * self.judge(after)[self.seat]

    def _legal(self, world: State) -> list[Action]:
        """The world's legal moves, counted as work done."""
        legal = world.legal_actions()
        self.listed += len(legal)
        return legal

    def _iterate(self, root: Node, world: State, kept: list[Action] | None) -> None:
        path = self._descend(root, world, kept)
        self._rollout(world)
        values = self.judge(world)
        for node in path:
            node.visits += 1
            node.total += values[node.seat]

    def _descend(self, node: Node, world: State, kept: list[Action] | None) -> list[Node]:
        """Down the tree to a new node; at the root only the ``kept`` candidates are weighed
        (None: all legal moves). The candidates are the seat's own moves, the same in every
        determinization (the seat knows its moves), so the root is not listed again: where a
        seat holds a thousand builds that listing was a quarter of an iteration's work."""
        path: list[Node] = []
        while not world.is_over():
            seat = world.current_player
            if seat == CHANCE:
                world.apply(self.chance(world, self.rng))
                continue
            assert seat is not None  # the loop stops when the game is over
            if self.own_turn and seat != self.seat:
                break
            legal = kept if kept is not None and not path else self._weighed(world)
            child, action, new = self._select(node, legal, seat)
            world.apply(action)
            path.append(child)
            if new:
                break
            node = child
        return path

    def _weighed(self, world: State) -> list[Action]:
        """The moves weighed at a position below the root: the playable ones, cut to the
        prior's best of each kind when the budget asks for ``deep_candidates``."""
        legal = self.playable(world, self._legal(world))
        count = self.budget.candidates
        if self.budget.deep_candidates and self.prior is not None and 0 < count < len(legal):
            return candidates(legal, self.prior(world, legal), count, self.rng)
        return legal

    def _select(self, node: Node, legal: list[Action], seat: int) -> tuple[Node, Action, bool]:
        keyed = [(action_key(action), action) for action in legal]
        untried = []
        for key, action in keyed:
            child = node.children.get(key)
            if child is None:
                untried.append((key, action))
            else:
                child.available += 1
        if untried:
            key, action = untried[self.rng.below(len(untried))]
            child = node.children[key] = Node(seat)
            child.available = 1
            return child, action, True
        c = self.budget.exploration
        key, action = max(keyed, key=lambda pair: node.children[pair[0]].score(c))
        return node.children[key], action, False

    def _rollout(self, world: State) -> None:
        for _ in range(self.budget.rollout_depth):
            if world.is_over():
                return
            if world.current_player == CHANCE:
                world.apply(self.chance(world, self.rng))
                continue
            if self.own_turn and world.current_player != self.seat:
                return
            legal = self.playout_moves(self._legal(world))
            if not legal:
                return
            world.apply(self._playout_move(world, legal))

    def _playout_move(self, world: State, legal: list[Action]) -> Action:
        """A random move, or with ``guided_playouts`` the prior's best (ties drawn)."""
        if not self.budget.guided_playouts or self.prior is None or len(legal) == 1:
            return legal[self.rng.below(len(legal))]
        values = self.prior(world, legal)
        best = max(values)
        ties = [index for index, value in enumerate(values) if value == best]
        return legal[ties[self.rng.below(len(ties))]]

    def playout_moves(self, legal: list[Action]) -> list[Action]:
        """The moves a playout draws from: the ``playout_last`` kinds only when nothing else is legal.

        A playout of a few random moves that ends a turn early rarely reaches what a turn's
        moves build up to (Rolling Heights: an activation's cubes count once constructed),
        so every move looks alike; a playout that plays the turn out before ending it does."""
        if not self.playout_last:
            return legal
        return [action for action in legal if action["type"] not in self.playout_last] or legal

    def _final_choice(self, root: Node, legal: list[Action]) -> Action:
        """The most visited move (ties: the best valued, then the first listed), or Easy's
        weighted pick. Where many moves share the visits (Rise of Babel's 46 tower spaces and
        Finish card, 6 visits each) the first listed won the tie whatever its value: Normal
        finished cards with a better placement open, 14 times in one game against a newcomer."""
        children = [root.children.get(key) for key in map(action_key, legal)]
        visits = [0 if child is None else child.visits for child in children]
        if self.budget.temperature <= 0:
            means = [
                0.0 if child is None or not child.visits else child.total / child.visits for child in children
            ]
            return legal[max(range(len(legal)), key=lambda k: (visits[k], means[k], -k))]
        weights = [v ** (1.0 / self.budget.temperature) for v in visits]
        if not any(weights):
            return legal[self.rng.below(len(legal))]
        return legal[self.rng.weighted_index(weights)]
