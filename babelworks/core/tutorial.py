"""Tutorials: a scripted first game whose steps are data, and the learner's progress through it.

A tutorial is a content file, ``assets/<game>/tutorial.json`` (its schema beside the
game's other schemas, ``schemas/tutorial.schema.json``), read by :func:`read_tutorial`:
a prepared opening (the seed, the set-up options, the seats, and opening actions played
before the first step) and a list of steps. Each step has the text shown at the table,
the targets lit on the table (``"piece:<scene piece id>"``, ``"piece:<prefix>*"``,
``"panel:<panel title>"``, ``"control:<widget name>"``, resolved by the game's table),
and what the step waits for:

- ``"continue"``: the learner reads and presses Continue;
- ``{"action": {...}}``: exactly that action (a roll's outcome too: the learner's Roll
  throws the recorded throw the step names);
- ``{"kind": "activate", "example": {...}}``: any legal action of that type (the
  example is what the self-test and the checks play);
- ``{"opponent": {...}}``: the computer seat's move, or an outcome of its turn, played
  for it by the table.

The engine alone decides legality: a step names an action the engine accepts in the
state where it is asked for (``core.tutorial_check`` replays the script to prove it). A
:class:`Lesson` follows one learner through the steps: it answers whether an action is
the one the step asks for (:meth:`Lesson.refusal`, a friendly sentence otherwise),
advances, resumes at a step and holds the scripted move of the position
(:meth:`Lesson.scripted`). Core knows no game: the registry says where a game's
tutorial lives, and the game is handed in.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from babelworks.core.content import read_json, refuse
from babelworks.core.errors import IllegalAction
from babelworks.core.match import PLAYERS, Match, Seat, Setup, seat_defaults
from babelworks.core.protocol import CHANCE, Action, Game, State
from babelworks.core.words import content_words, translate

TUTORIAL_FILE = "tutorial.json"
#: What a step may wait for (the key of its ``expect`` object, or the word "continue").
CONTINUE, ACTION, KIND, OPPONENT = "continue", "action", "kind", "opponent"
#: The target kinds a table resolves (``kind:name``).
TARGET_KINDS = ("piece", "panel", "control")

#: Said when a move is made after the last step, before the learner chooses how to go on.
LESSON_OVER = translate(
    "Tutorials", "The lesson is over: press Play on from here to go on with this game, or New game."
)
#: Said when the learner acts while a step only asks them to read.
READ_FIRST = translate("Tutorials", "Read this step first, then press Continue.")


@dataclass(frozen=True)
class Step:
    """One step of a tutorial.

    Attributes:
        text: what the table says, in the rulebook's words.
        highlight: targets lit on the table (``kind:name``, :data:`TARGET_KINDS`).
        expect: :data:`CONTINUE`, :data:`ACTION`, :data:`KIND` or :data:`OPPONENT`.
        action: the exact action (``ACTION``, ``OPPONENT``) or the example (``KIND``).
        kind: the action type any of which will do (``KIND`` only).
        ask: a short request said when the learner does something else ("Press Roll.").
    """

    text: str
    highlight: tuple[str, ...] = ()
    expect: str = CONTINUE
    action: Action | None = None
    kind: str = ""
    ask: str = ""

    @property
    def plays(self) -> bool:
        """True when the step is done by an action (anything but Continue)."""
        return self.expect != CONTINUE

    @property
    def by_itself(self) -> bool:
        """True when the step passes without the learner: the opponent's move, or the
        table's outcome (a step that plays and asks the learner nothing)."""
        return self.expect == OPPONENT or (self.plays and not self.ask)

    def accepts(self, action: Action) -> bool:
        """True when ``action`` is what this step waits for."""
        if self.expect == KIND:
            return isinstance(action, dict) and action.get("type") == self.kind
        return self.plays and action == self.action


@dataclass(frozen=True)
class Tutorial:
    """A game's tutorial: the prepared opening and the steps (:func:`read_tutorial`)."""

    game: str
    title: str
    players: int
    seed: int
    options: dict
    seats: tuple[Seat, ...]
    learner: int
    opening: tuple[Action, ...]
    steps: tuple[Step, ...]
    summary: tuple[str, ...]

    def setup(self) -> Setup:
        """The match's set-up: the tutorial's seed, options and seats."""
        return Setup(self.game, self.players, self.seed, dict(self.options), list(self.seats))

    def start(self, game: Game) -> Match:
        """A new match at the tutorial's first step: set up, the opening played.

        Raises:
            IllegalAction: an opening action the engine refuses (a broken tutorial).
        """
        match = Match(game, self.setup())
        for action in self.opening:
            match.apply(action)
        match.tutorial = 0
        return match

    def actions_before(self, index: int) -> int:
        """How many of the script's actions are played before step ``index``."""
        return sum(1 for step in self.steps[:index] if step.plays)

    def steps_for(self, played: int) -> range:
        """The step indices consistent with ``played`` script actions in the log:
        after the ``played``-th action step, up to and including the next one."""
        plays = [index for index, step in enumerate(self.steps) if step.plays]
        if not 0 <= played <= len(plays):
            return range(0)
        first = 0 if played == 0 else plays[played - 1] + 1
        last = plays[played] if played < len(plays) else len(self.steps)
        return range(first, last + 1)


class Lesson:
    """One learner's way through a tutorial: the current step, checks and advances.

    Args:
        tutorial: the tutorial followed.
        step: the step to start at (0: the first; ``len(steps)``: finished).
    """

    def __init__(self, tutorial: Tutorial, step: int = 0) -> None:
        self.tutorial = tutorial
        self.index = max(0, min(step, len(tutorial.steps)))

    @property
    def finished(self) -> bool:
        """True once every step is done."""
        return self.index >= len(self.tutorial.steps)

    @property
    def step(self) -> Step | None:
        """The current step (None once finished)."""
        return None if self.finished else self.tutorial.steps[self.index]

    def refusal(self, action: Action, names: list[str]) -> str | None:
        """None when ``action`` is what the step asks for, else a friendly sentence saying
        what the step asks instead (once the lesson is over: to choose how to go on)."""
        step = self.step
        if step is None:
            return LESSON_OVER
        if step.accepts(action):
            return None
        if step.expect == CONTINUE:
            return READ_FIRST
        if step.expect == OPPONENT:
            name = (
                names[1 - self.tutorial.learner]
                if len(names) == 2
                else translate("Tutorials", "the other player")
            )
            return translate("Tutorials", "Wait a moment: it is {player}'s move in this lesson.").format(
                player=name
            )
        # A step's own ask is listed for translators; the first sentence of its text is not.
        asks = step.ask or _first_sentence(step.text)
        return translate("Tutorials", "Not yet: this lesson asks for another move now. {ask}").format(
            ask=asks
        )

    def played(self, action: Action) -> bool:
        """Advance past the current step when ``action`` completes it; True if it did."""
        step = self.step
        if step is None or not step.accepts(action):
            return False
        self.index += 1
        return True

    def carry_on(self) -> bool:
        """Continue pressed: advance past a reading step; True if it was one."""
        step = self.step
        if step is None or step.plays:
            return False
        self.index += 1
        return True

    def scripted(self, state: State) -> Action | None:
        """The move the script plays itself now: the opponent's move, or the outcome the
        step names while one is awaited (a roll the learner throws lands as recorded)."""
        step = self.step
        if step is None or step.expect not in (ACTION, OPPONENT):
            return None
        if step.expect == OPPONENT or state.current_player == CHANCE:
            return step.action
        return None

    def off_script(self, state: State) -> bool:
        """True when the current step's move cannot be played in ``state`` (a save of an
        older script, a game changed by hand): the lesson cannot go on from here."""
        step = self.step
        if step is None or not step.plays:
            return False
        if step.expect == KIND:
            return not any(action.get("type") == step.kind for action in state.legal_actions())
        assert step.action is not None  # a step that plays carries its action
        try:
            state.copy().apply(step.action)
        except (IllegalAction, ValueError, KeyError, TypeError):
            return True
        return False

    def follow(self, log_length: int) -> None:
        """Keep the step consistent with the log (an undo, a resumed save): the nearest
        step to the current one among those the log's length allows."""
        played = log_length - len(self.tutorial.opening)
        allowed = self.tutorial.steps_for(played)
        if allowed and self.index not in allowed:
            self.index = min(max(self.index, allowed.start), allowed.stop - 1)


def _first_sentence(text: str) -> str:
    head, dot, _ = text.partition(". ")
    return head + (dot.strip() or "")


# -- reading -----------------------------------------------------------------------------
def read_tutorial(folder: Path, game_id: str, name: str = TUTORIAL_FILE) -> Tutorial:
    """The tutorial ``folder / name`` of ``game_id``, checked against its schema and shape.

    Raises:
        ContentError: the file is missing, malformed or breaks the format (naming the
            file, the entry and the problem).
    """
    data = read_json(folder, name)
    if not isinstance(data, dict):
        refuse(
            name,
            translate("Content files", "(the whole file)"),
            translate("Content files", "should be an object"),
        )
    players = data["players"]
    seats = tuple(_seat(name, index, seat) for index, seat in enumerate(data["seats"]))
    if len(seats) != players:
        refuse(
            name,
            "seats",
            translate("Content files", "names {seats} seats for {players} players").format(
                seats=len(seats), players=players
            ),
        )
    if not 0 <= data["learner"] < players or not seats[data["learner"]].is_person:
        refuse(name, "learner", translate("Content files", "should be the seat of a person"))
    steps = tuple(_step(name, index, step) for index, step in enumerate(data["steps"]))
    return Tutorial(
        game_id,
        content_words(data["title"]),
        players,
        data["seed"],
        dict(data["options"]),
        seats,
        data["learner"],
        tuple(data["opening"]),
        steps,
        tuple(content_words(line) for line in data["summary"]),
    )


def _seat(file: str, index: int, seat: dict) -> Seat:
    colour = seat.get("colour") or seat_defaults(index + 1)[index].colour
    if seat["player"] not in PLAYERS:
        refuse(
            file,
            f"seats[{index}].player",
            translate("Content files", "should be one of {kinds}").format(kinds=", ".join(PLAYERS)),
        )
    return Seat(seat["name"], colour, seat["player"])


def _step(file: str, index: int, data: dict) -> Step:
    expect = data["expect"]
    highlight = tuple(data.get("highlight", ()))
    for target in highlight:
        if target.partition(":")[0] not in TARGET_KINDS or not target.partition(":")[2]:
            problem = translate("Content files", "'{target}' is not kind:name ({kinds})").format(
                target=target[:40], kinds=TARGET_KINDS
            )
            refuse(file, f"steps[{index}].highlight", problem)
    text, ask = content_words(data["text"]), content_words(data["ask"]) if data.get("ask") else ""
    if expect == CONTINUE:
        return Step(text, highlight, CONTINUE, ask=ask)
    if not isinstance(expect, dict) or len(expect.keys() & {ACTION, KIND, OPPONENT}) != 1:
        problem = translate("Content files", "should be continue, or hold one of action, kind, opponent")
        refuse(file, f"steps[{index}].expect", problem)
    if KIND in expect:
        return Step(text, highlight, KIND, expect["example"], expect[KIND], ask)
    kind = ACTION if ACTION in expect else OPPONENT
    return Step(text, highlight, kind, expect[kind], ask=ask)
