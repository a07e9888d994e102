"""The session's computer seats: the turn driver off the UI thread, thinking while the table
shows an outcome, and the same game for the same seed either way."""

from __future__ import annotations

from babelworks.bots.turns import TurnDriver
from babelworks.core.match import Match, Setup, seat_defaults
from babelworks.core.protocol import CHANCE
from babelworks.session import ComputerTurns, Session
from tests.session.tally_game import TALLY


def computer_match(seed: int) -> Match:
    seats = seat_defaults(3)
    for seat in seats:
        seat.player = "random"
    return Match(TALLY, Setup("tally", 3, seed, {"target": 12, "table": True}, seats))


class Table:
    """Stands in for a table: it decides an awaited draw, says so at once (``ahead``) or
    not, and plays it after an 'animation' of ``ms``."""

    def __init__(self, qtbot, session: Session, ahead: bool, ms: int = 30) -> None:
        self.qtbot, self.session, self.ahead, self.ms = qtbot, session, ahead, ms
        self.thinking_while_shown = 0

    def throw(self, turns: ComputerTurns) -> None:
        match = self.session.match
        outcome = TALLY.sample_outcome(match.state, self.session.outcome_rng())
        if self.ahead:
            self.session.show_outcome(outcome)
        self.qtbot.wait(self.ms)  # the animation
        assert match.state.current_player == CHANCE, "nothing is played while the outcome shows"
        self.thinking_while_shown += turns.deciding
        self.session.dispatch(outcome)


def play_to_the_end(qtbot, seed: int, ahead: bool) -> tuple[list, int]:
    session = Session()
    turns = ComputerTurns(session, lambda: None)
    table = Table(qtbot, session, ahead)
    turns.decided.connect(lambda ticket, action, _s: turns.play(ticket, action))
    pending = []
    turns.chance_awaited.connect(lambda _seat, computers: pending.append(computers))
    session.start(computer_match(seed))
    match = session.match
    while not match.state.is_over():
        qtbot.waitUntil(lambda: match.state.is_over() or bool(pending), timeout=10_000)
        if pending:
            pending.clear()
            table.throw(turns)
    return list(match.log), table.thinking_while_shown


def test_the_next_decision_is_asked_while_the_outcome_is_shown_and_stays_the_same(qtbot):
    for seed in (3, 4):
        before, _ = play_to_the_end(qtbot, seed, ahead=False)
        ahead, thought = play_to_the_end(qtbot, seed, ahead=True)
        assert any(action["type"] == "drawn" for action in before), "the table decided draws"
        assert ahead == before, "a decision asked ahead is the one it would have been"
        assert thought > 0, "the computers thought while the draws were shown"


def test_an_answer_for_an_outcome_that_did_not_come_is_dropped(qtbot, monkeypatch):
    asked = []  # (step, scores) of every position a computer was asked about
    decide = TurnDriver.decide

    def noted(driver, state, step, cancelled=None):
        asked.append((step, state.scores()))
        return decide(driver, state, step, cancelled)

    monkeypatch.setattr(TurnDriver, "decide", noted)
    session = Session()
    turns = ComputerTurns(session, lambda: None)
    decided, pending = [], []
    turns.decided.connect(lambda ticket, action, _s: decided.append((ticket, action)))
    turns.chance_awaited.connect(lambda _seat, _c: pending.append(1))
    session.start(computer_match(3))
    match = session.match
    while not pending:  # the computers play until one draws
        qtbot.waitUntil(lambda: bool(decided) or bool(pending), timeout=10_000)
        if decided:
            turns.play(*decided.pop())
    step = len(match.log) + 1
    session.show_outcome({"type": "drawn", "value": 1})
    qtbot.waitUntil(lambda: any(at == step for at, _ in asked), timeout=10_000)
    qtbot.wait(30)  # its answer comes, and is held for the outcome it assumed
    assert decided == [], "nothing is decided for a position not reached"
    session.dispatch({"type": "drawn", "value": 3})  # the table played another outcome
    qtbot.waitUntil(lambda: bool(decided), timeout=10_000)
    assert [ticket[2] for ticket, _ in decided] == [step]
    assert asked[-1] == (step, match.state.scores()), "asked again about the real position"
    assert asked[-2][0] == step and asked[-2][1] != asked[-1][1], "the first answer assumed 1"


def test_take_back_goes_back_to_the_persons_own_move_or_says_why_not(qtbot):
    seats = seat_defaults(3)
    seats[1].player = seats[2].player = "random"
    session = Session()
    errors = []
    session.error.connect(errors.append)
    session.start(Match(TALLY, Setup("tally", 3, 1, {"target": 30}, seats)))
    match = session.match
    assert session.people() == [0] and not session.can_take_back()
    for action in ({"type": "add", "amount": 1}, {"type": "add", "amount": 2}, {"type": "add", "amount": 1}):
        session.dispatch(action)  # the person, then both computers (played here by hand)
    session.take_back()
    assert match.log == [] and session.undo_stack.canRedo()
    for action in ({"type": "add", "amount": 2}, {"type": "draw"}, {"type": "add", "amount": 1}):
        session.dispatch(action)  # the second computer draws: revealed
    assert session.can_take_back(), "Undo is offered, to say why not"
    session.take_back()
    assert len(match.log) == 3 and "\u201cPlayer 2 draws\u201d revealed" in errors[-1]
