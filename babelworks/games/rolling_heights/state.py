"""The Rolling Heights game state, on the shared kernel (:mod:`babelworks.core.kernel`).

All of the game's data, the RNG included, is plain JSON in ``self.data``; each
top-level entry reads and writes as an attribute (``state.seats``,
``state.step = "main"``) through :class:`DataField`, so the rules read in the
game's words while the kernel copies, saves and hashes one dict. Phases are
data: :data:`.legal.LEGAL` lists each step's actions and :data:`.moves.MOVES`
plays them.
"""

from __future__ import annotations

from typing import Any

from babelworks.core.errors import IllegalAction
from babelworks.core.kernel import GameState
from babelworks.core.protocol import CHANCE, Action, Gesture
from babelworks.core.rng import Rng
from babelworks.core.words import Phrase, translate
from babelworks.games.rolling_heights import follow_ups, gestures
from babelworks.games.rolling_heights.build import placements
from babelworks.games.rolling_heights.chance import resample_hidden
from babelworks.games.rolling_heights.describe import cube_name, describe
from babelworks.games.rolling_heights.invariants import check_invariants
from babelworks.games.rolling_heights.legal import LEGAL
from babelworks.games.rolling_heights.mapgrid import CityMap, build_map
from babelworks.games.rolling_heights.moves import MOVES
from babelworks.games.rolling_heights.phases import PHASE_WORDS, refuse
from babelworks.games.rolling_heights.preview import meeple_refusal, preview, space_refusal
from babelworks.games.rolling_heights.rolls import apply_roll
from babelworks.games.rolling_heights.setup import INFO
from babelworks.games.rolling_heights.validate import validate_data
from babelworks.games.rolling_heights.views import seen_by


class DataField:
    """One top-level entry of ``state.data`` read and written as an attribute."""

    __slots__ = ("name",)

    def __init__(self, name: str) -> None:
        self.name = name

    def __get__(self, state: Any, owner: type | None = None) -> Any:
        return state.data[self.name]

    def __set__(self, state: Any, value: Any) -> None:
        state.data[self.name] = value


class RollingHeightsState(GameState):
    """A game of Rolling Heights in progress (see :mod:`babelworks.core.protocol`)."""

    info = INFO
    city: CityMap

    # The data's top-level entries (setup.FIELDS), each read and written in place.
    players = DataField("players")
    seed = DataField("seed")
    arrangement = DataField("arrangement")
    tiles = DataField("tiles")
    markets = DataField("markets")
    piles = DataField("piles")
    supply = DataField("supply")
    box = DataField("box")
    misc_aside = DataField("misc_aside")
    misc_in = DataField("misc_in")
    misc_extra = DataField("misc_extra")
    built = DataField("built")
    meeple_supply = DataField("meeple_supply")
    wild_supply = DataField("wild_supply")
    ads = DataField("ads")
    seats = DataField("seats")
    start_player = DataField("start_player")
    current = DataField("current")
    step = DataField("step")
    pending = DataField("pending")
    turn = DataField("turn")
    rolling = DataField("rolling")
    end = DataField("end")
    start_queue = DataField("start_queue")
    turn_count = DataField("turn_count")
    final = DataField("final")
    options = DataField("options")

    def derive(self, original: GameState | None) -> None:
        """The city map (shared with the original: it never changes) and an empty cost cache."""
        if isinstance(original, RollingHeightsState):
            self.city = original.city
        else:
            self.city = build_map(tuple(tuple(position) for position in self.data["arrangement"]))
        self._costs: dict = {}
        self._layout = (-1, 0)
        self._layouts: dict[tuple, int] = {}

    def layout(self) -> int:
        """A number for every seat's plan spaces: the key of the placement-cost caches.

        Keying the costs on the plans themselves, not on the version, keeps them
        across the many actions that place nothing, and keeps them right after a
        hand-made edit of the map. The plans are looked up once a version and
        stand for a small number after that (a tuple of tuples hashes slowly).
        """
        if self._layout[0] != self._version:
            plans = tuple(tuple(seat["plans"]) for seat in self.data["seats"])
            self._layout = (self._version, self._layouts.setdefault(plans, len(self._layouts)))
        return self._layout[1]

    # -- kernel hooks ----------------------------------------------------------
    @property
    def current_player(self) -> int | None:
        """Seat to act; CHANCE while a roll is awaited; None once the game is over."""
        step = self.data["step"]
        if step == "over":
            return None
        if step == "roll":
            return CHANCE
        return self.data["current"]

    def compute_legal(self) -> list[Action]:
        """Every action the step allows now (none while a roll is awaited: rolls are outcomes)."""
        return LEGAL[self.data["step"]](self)

    def match(self, action: Any) -> Action:
        """The listed legal action equal to ``action``, or a checked compound take-and-place
        (see :mod:`.gestures`: accepted beside the two listed steps, never listed).

        Raises:
            IllegalAction: with the sentence of the take, or of the space; nothing changes.
        """
        if follow_ups.then_of(action) is not None:
            return follow_ups.match_compound(self, action)
        take = gestures.take_of(action)
        if take is None:
            return super().match(action)
        listed = super().match(take)
        space = gestures.space_of(action)
        mode, fee = gestures.mode_and_fee(self, listed)
        if all(space != s for s, _ in placements(self, mode, fee)):
            raise IllegalAction(space_refusal(self, space, mode, fee))
        return {**listed, "space": list(action["space"])}

    def accepts(self, action: Any) -> bool:
        """True when :meth:`apply` would take ``action`` now (a compound take-and-place too)."""
        if gestures.take_of(action) is None and not _compound(action):
            return super().accepts(action)
        try:
            self.match(action)
        except IllegalAction:
            return False
        return True

    def perform(self, action: Action) -> None:
        """Play a listed action, or a checked take-and-place as its take then its placement,
        or a checked move with its follow-ups (:mod:`.follow_ups`)."""
        if "then" in action:
            follow_ups.perform_compound(self, action, self.perform)
            return
        take = gestures.take_of(action)
        if take is None:
            MOVES[action["type"]](self, action)
            return
        MOVES[take["type"]](self, take)
        self.changed()
        MOVES["place_plan"](self, {"type": "place_plan", "space": action["space"]})

    def gesture_meanings(self, gesture: Gesture) -> list[list[Action]]:
        """What a plan's or a cube's drop means (see :mod:`.gestures`), else a complete action."""
        found = gestures.meanings(self, gesture)
        return super().gesture_meanings(gesture) if found is None else found

    def apply_outcome(self, action: Any) -> None:
        """Play a roll outcome (checked: it must name the meeples in the box)."""
        apply_roll(self, action)

    def why_illegal(self, action: Any) -> str:
        """Why ``action`` is refused, in words for a player."""
        if gestures.take_of(action) is not None or _compound(action):
            try:
                self.match(action)
            except IllegalAction as refusal:
                first = refusal.args[0] if refusal.args else None
                return first if isinstance(first, Phrase) else str(refusal)  # a Phrase keeps its source
        return refuse(self, action)

    def reveals(self, action: Action) -> bool:
        """Rolls, draws from a pile (end of turn, last start placement) and target reveals."""
        kind = action.get("type") if type(action) is dict else None
        if kind in ("roll", "end_turn", "choose_target"):
            return True
        data = self.data
        if kind == "take_start_plan" and "space" in action:  # the last start placement refills
            return len(data["start_queue"]) == 1
        return (
            kind == "place_plan"
            and data["step"] == "place"
            and data["pending"]["mode"] == "start"
            and len(data["start_queue"]) == 1
        )

    def sample_for(self, seat: int, rng: Rng) -> GameState:
        """A state consistent with what ``seat`` knows: others' targets and the piles' order re-dealt."""
        sample = self.copy()
        resample_hidden(sample, seat, rng)
        return sample

    def seen_by(self, seat: int | None) -> dict:
        """What ``seat`` (None: the whole table) sees: others' targets and the piles' order hidden."""
        return seen_by(self.data, seat)

    @classmethod
    def validate(cls, data: dict) -> None:
        """Refuse malformed data with a sentence: its shapes (:mod:`.validate`), then its counts."""
        validate_data(data)
        problems = cls(data).check_invariants()  # reads only: the data is copied after this
        if problems:
            raise ValueError(
                translate("Rolling Heights saves", "Not a valid Rolling Heights state: {problems}.").format(
                    problems="; ".join(problems)[:300]
                )
            )

    # -- the game's own questions ----------------------------------------------
    def preview(self, action: Any) -> dict:
        """What ``action`` would cost, score or unlock, without playing it (see :mod:`.preview`)."""
        return preview(self, action)

    def meeple_refusal(self, seat: int, index: int) -> str:
        """Why meeple ``index`` of ``seat`` can do nothing now, in words."""
        return meeple_refusal(self, seat, index)

    def turns(self) -> int:
        """Player turns completed so far."""
        return self.turn_count

    def end_reason(self) -> str | None:
        """Why the game ended ("all wood cubes built"), or None while it goes on."""
        if self.step != "over":
            return None
        return translate("Rolling Heights phases", "all {colour} cubes built").format(
            colour=cube_name(self.end["colour"])
        )

    def is_over(self) -> bool:
        """True once final scoring is done."""
        return self.data["step"] == "over"

    def scores(self) -> list[int]:
        """VP of every seat."""
        return [seat["vp"] for seat in self.seats]

    def phase(self, names: list[str] | None = None) -> str:
        """The phase in words for the status bar ("Risk", "Main", "Final scoring"); it names no
        seat. Once every cube of a colour is built it says how many turns are left (a newcomer
        met the end of the game with no warning)."""
        words = PHASE_WORDS[self.step]
        if not self.end["triggered"] or self.step == "targets":
            return words
        left = self.end["turns_left"] + 1  # this turn too: the end comes after the last one
        if left == 1:
            return translate(
                "Rolling Heights phases", "{phase} (the game is ending: 1 turn left, this one included)"
            ).format(phase=words)
        return translate(
            "Rolling Heights phases", "{phase} (the game is ending: {left} turns left, this one included)"
        ).format(phase=words, left=left)

    def describe(self, action: Action, names: list[str] | None = None) -> str:
        """The action in words for the game log, said by the seat's name when given."""
        return describe(self, action, names)

    def check_invariants(self) -> list[str]:
        """Broken invariants; empty when all hold."""
        return check_invariants(self)

    @property
    def seat(self) -> dict:
        """The seat whose turn it is."""
        return self.data["seats"][self.data["current"]]


def _compound(action: Any) -> bool:
    """True when ``action`` carries follow-ups (a malformed list of them counts: refused later)."""
    return type(action) is dict and "then" in action
