"""Skyscrapers' search players: budgets with work caps, the race to the last card, and the
rulebook's score of a build as the prior; Hard also weighs the highest floor's majority and
the workers a hand's tremor may drop."""

from __future__ import annotations

from babelworks.bots.ismcts import Budget
from babelworks.bots.tuning import Tuning
from babelworks.core.protocol import Action, State
from babelworks.games.skyscrapers import views
from babelworks.games.skyscrapers.ending import HIGHEST_FLOOR_BONUS, LAST_CARD_BONUS
from babelworks.games.skyscrapers.falls import outcome_with_falls
from babelworks.games.skyscrapers.scoring import highest_floor_winner
from babelworks.games.skyscrapers.setup import ACTIONS_PER_TURN


def first_to_finish(state: State) -> int | None:
    """The seat that would use its last card first if every seat built with every action
    from now on (its turn's actions left, then 3 a turn, in turn order); None if none can."""
    seats, best, first = len(state.scores()), None, None
    for offset in range(seats):
        seat = (views.seat_to_act(state) + offset) % seats
        if views.eliminated(state, seat):
            continue
        cards = views.hand_size(state, seat)
        left = views.actions_left(state) if offset == 0 else ACTIONS_PER_TURN
        turns = 0 if cards <= left else -(-(cards - left) // ACTIONS_PER_TURN)
        if best is None or (turns, offset) < best:
            best, first = (turns, offset), seat
    return first


def finishers(state: State) -> list[int]:
    """The seats that gain the last card's 5 points in that race: the first to finish, and with
    the "equal turns" variant everyone who can also finish before that round is over (a seat
    that has already acted this round plays its next turn in the next round)."""
    first = first_to_finish(state)
    if first is None or not views.equal_turns(state):
        return [] if first is None else [first]
    rounds = {seat: _finishing_round(state, seat) for seat in range(len(state.scores()))}
    closing = rounds[first]
    assert closing is not None  # first_to_finish() skips eliminated seats
    return [seat for seat, done in rounds.items() if done is not None and done <= closing]


def _finishing_round(state: State, seat: int) -> int | None:
    if views.eliminated(state, seat):
        return None
    cards, current = views.hand_size(state, seat), views.seat_to_act(state)
    left = views.actions_left(state) if seat == current else ACTIONS_PER_TURN
    turns = 0 if cards <= left else -(-(cards - left) // ACTIONS_PER_TURN)
    return turns + (1 if seat < current else 0)


def progress(state: State) -> list[float]:
    """Points on the scoring track, less one per card still in hand, plus the last card's 5
    points to the seat ahead in the race to use its cards: what the end of the game gives and
    costs (Rulebook, "End of the Game"; with our "equal turns" variant, to every seat that finishes
    in the last round). Without the race, a search player sent and moved workers
    while a player who built with every action ended the game first: all five of Normal's losses
    to Random in 80 games (docs/bots.md)."""
    scores = state.scores()
    values = [float(score - views.hand_size(state, seat)) for seat, score in enumerate(scores)]
    for seat in finishers(state):
        values[seat] += LAST_CARD_BONUS
    return values


def progress_with_majority(state: State) -> list[float]:
    """:func:`progress`, plus the final scoring's 5 points to the seat that now has most workers
    on the highest floor (Rulebook, "End of the Game"). Hard without it left those 5 points to
    Greedy in 9 of 14 games from the second seat (took them in 3), where it lost 13 of 50
    (docs/bots.md)."""
    values = progress(state)
    ahead = highest_floor_winner(state)
    if ahead is not None:
        values[ahead] += HIGHEST_FLOOR_BONUS
    return values


def prior(state: State, legal: list[Action]) -> list[float]:
    """A build's points as the rulebook scores it (links, drawn worker, new height doubled);
    sends and moves score nothing now."""
    from babelworks.games.skyscrapers.geometry import CardPose
    from babelworks.games.skyscrapers.scoring import build_points

    content, structure = views.content(state), views.structure(state)
    return [
        float(build_points(content, structure, content.cards[a["card"]], CardPose.from_dict(a)))
        if a["type"] == "build"
        else 0.0
        for a in legal
    ]


# A decision's time follows the builds it lists (about 10 us each here), which vary tenfold
# between positions, so each level also caps the moves listed (docs/bots.md).
BUDGETS = {
    "greedy": Budget(iterations=2, rollout_depth=0, candidates=12),
    "easy": Budget(iterations=8, rollout_depth=3, temperature=1.0, candidates=6, work=20_000),
    "normal": Budget(iterations=60, rollout_depth=2, candidates=8, work=40_000, seed_visits=3),
    # Hard cuts every position it steps through to the prior's best builds and plays its playouts
    # by the prior: Normal's search, below its root, tried a new random build each iteration and
    # answered with random ones, so Hard, with the same search, beat it 50.75% (docs/bots.md).
    "hard": Budget(
        iterations=400,
        rollout_depth=2,
        candidates=8,
        work=120_000,
        seed_visits=3,
        deep_candidates=True,
        guided_playouts=True,
    ),
}
# A lead counts on 12 points: games end at 40-80 points with leads of 5-30. On 4 points (before
# issue 35's fix) a lead of 12 already read 0.95 and one of 20 0.99, so in any game going
# one way the search saw every move alike and played one at random (a step where a
# 3-point build was open; docs/bots.md): Normal beat Greedy 5 of 8.
# Hard alone knows the highest floor's majority and that a hand's tremor can drop workers:
# the other levels keep the measure Greedy, the yardstick, is defined by (docs/bots.md).
TUNING = Tuning(
    BUDGETS,
    scale=12.0,
    progress=progress,
    prior=prior,
    level_progress={"hard": progress_with_majority},
    level_chance={"hard": outcome_with_falls},
)
