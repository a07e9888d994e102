"""A tutorial's script checked by replaying it headless (``tests/test_tutorials.py``).

:func:`walk` replays the script step by step; :func:`check_tutorial` finds every
problem a tutorial's author must fix: an action the engine refuses where it is asked,
a ``kind`` step whose alternatives break the rest of the script, a lit piece the
table does not show. :func:`words_of` lists every text the tutorial shows. The
problems are for the author, in English.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import dataclass

from babelworks.core.errors import IllegalAction
from babelworks.core.protocol import Action, Game, State
from babelworks.core.tutorial import KIND, Step, Tutorial


@dataclass(frozen=True)
class Moment:
    """A step met on the replayed script: its index, and the state where it is asked for."""

    index: int
    step: Step
    state: State


def walk(
    tutorial: Tutorial, game: Game, choose: Callable[[Moment], Action] | None = None
) -> Iterator[Moment]:
    """Replay the script headless, yielding each step with the state it is asked in (before
    its action). ``choose`` picks a ``kind`` step's action (default: its example).

    Raises:
        IllegalAction: an opening or step action the engine refuses there.
    """
    state = tutorial.start(game).state
    for index, step in enumerate(tutorial.steps):
        moment = Moment(index, step, state.copy())
        yield moment
        if step.plays:
            action = choose(moment) if choose is not None and step.expect == KIND else step.action
            assert action is not None  # a step that plays carries its action
            state.apply(action)


def check_tutorial(
    tutorial: Tutorial, game: Game, pieces: Callable[[State], set[str]] | None = None
) -> list[str]:
    """Every problem of the script, in words (none: []): an action the engine refuses where
    it is asked, a ``kind`` step whose example is of another kind or none of whose legal
    alternatives lets the rest of the script replay, a lit piece the table does not show
    (``pieces(state)``: the ids of the scene's pieces in that state)."""
    problems: list[str] = []
    try:
        moments = list(walk(tutorial, game))
    except IllegalAction as refusal:
        return [f"the script does not replay: {refusal}"]  # not shown
    except Exception as failure:  # noqa: BLE001 - a malformed action is a problem to report
        return [f"the script does not replay: {failure!r}"]  # not shown
    for moment in moments:
        problems += _check_moment(tutorial, game, moment, pieces)
    return problems


# check_tutorial's problems are for a tutorial's author (tests/test_tutorials.py), in English.
def _check_moment(
    tutorial: Tutorial, game: Game, moment: Moment, pieces: Callable[[State], set[str]] | None
) -> list[str]:
    where, step, problems = f"step {moment.index + 1}", moment.step, []  # not shown
    if pieces is not None:
        shown = pieces(moment.state)
        for target in step.highlight:
            kind, _, name = target.partition(":")
            found = any(p.startswith(name[:-1]) for p in shown) if name.endswith("*") else name in shown
            if kind == "piece" and not found:
                problems.append(f"{where}: the lit piece '{name}' is not on the table")  # not shown
    if step.expect == KIND:
        assert step.action is not None  # a kind step carries its example
        if step.action.get("type") != step.kind:
            problems.append(f"{where}: the example is not a {step.kind} action")  # not shown
        for action in [a for a in moment.state.legal_actions() if a.get("type") == step.kind]:
            if not _rest_replays(tutorial, game, moment.index, action):
                problem = f"{where}: after {action}, the rest of the script does not replay"  # not shown
                problems.append(problem)
    return problems


def _rest_replays(tutorial: Tutorial, game: Game, index: int, chosen: Action) -> bool:
    """True when the script replays to its end with ``chosen`` played at step ``index``."""
    try:
        for _ in walk(tutorial, game, lambda moment: chosen if moment.index == index else _example(moment)):
            pass
    except (IllegalAction, ValueError, KeyError):
        return False
    return True


def _example(moment: Moment) -> Action:
    """A ``kind`` step's example, or, when an earlier choice made it illegal, the first
    legal action of its kind (a second payment after the first was chosen freely)."""
    step = moment.step
    assert step.action is not None
    legal = moment.state.legal_actions()
    if step.action in legal:
        return step.action
    return next((action for action in legal if action.get("type") == step.kind), step.action)


def words_of(tutorial: Tutorial) -> list[str]:
    """Every text the tutorial shows a player: title, steps, requests and summary."""
    texts = [tutorial.title, *tutorial.summary]
    for step in tutorial.steps:
        texts += [step.text] + ([step.ask] if step.ask else [])
    return texts
