"""The shared state kernel on a tiny hand-built game (no real game needed)."""

import pytest

from babelworks.core.errors import IllegalAction
from babelworks.core.gameinfo import GameInfo, Option
from babelworks.core.kernel import Game, GameState, copy_data, same_types
from babelworks.core.protocol import CHANCE
from babelworks.core.rng import Rng


class Counting(GameState):
    """Seats take turns adding 1 or 2; a draw from the RNG reveals; first to 5 wins."""

    info = GameInfo("counting", "Counting", 1, 2, (Option("goal", int, 5, "Goal", "Target total."),))

    @property
    def current_player(self):
        if self.data["total"] >= self.data["options"]["goal"]:
            return None
        return CHANCE if self.data["awaiting"] else self.data["seat"]

    def compute_legal(self):
        return [{"type": "add", "n": 1}, {"type": "add", "n": 2}, {"type": "draw"}]

    def perform(self, action):
        if action["type"] == "draw":
            self.data["drawn"].append(self.rng.below(6))
            return
        self.data["total"] += action["n"]
        self.data["seat"] = (self.data["seat"] + 1) % self.data["players"]

    def reveals(self, action):
        return action["type"] == "draw"

    def why_illegal(self, action):
        return f"You may add 1 or 2, not {action.get('n')!r}."

    def scores(self):
        return [0] * self.data["players"]

    def gesture_meanings(self, gesture):
        if "add" not in gesture:
            return super().gesture_meanings(gesture)
        if gesture["add"] == "some":  # two listed meanings at once: the player must choose
            return [[{"type": "add", "n": 1}, {"type": "add", "n": 2}]]
        # A count of one or two adds it; a draw is wanted first when the gesture says "lucky".
        wanted = [[{"type": "draw"}]] if gesture.get("lucky") else []
        return wanted + [[{"type": "add", "n": gesture["add"]}]]


def setup(players, seed, options):
    return {
        "players": players,
        "seat": 0,
        "total": 0,
        "awaiting": False,
        "drawn": [],
        "options": options,
        "rng": Rng.from_seed(seed).to_dict(),
    }


COUNTING = Game(Counting.info, Counting, setup, winners=lambda state: [0])


def test_apply_matches_the_listed_action_and_reports_reveals():
    state = COUNTING.new_game(2, 7)
    assert state.apply({"type": "add", "n": 2}) is False
    assert state.data["total"] == 2 and state.current_player == 1
    assert state.apply({"type": "draw"}) is True and len(state.data["drawn"]) == 1


@pytest.mark.parametrize(
    "action",
    [
        {"type": "add", "n": 3},
        {"type": "add", "n": True},
        {"type": "add", "n": 1.0},
        {"n": 1},
        [1],
        None,
        "add",
    ],
)
def test_a_refused_action_changes_nothing_and_says_why(action):
    state = COUNTING.new_game(2, 7)
    before = state.state_hash()
    with pytest.raises(IllegalAction) as refused:
        state.apply(action)
    assert str(refused.value) and state.state_hash() == before


def test_the_rng_lives_in_the_data_so_copies_and_saves_carry_it():
    state = COUNTING.new_game(1, 3)
    twin = state.copy()
    state.apply({"type": "draw"})
    twin.apply({"type": "draw"})
    assert state.data["drawn"] == twin.data["drawn"]
    assert state.to_dict() == twin.to_dict() and state.to_dict()["rng"] != setup(1, 3, {})["rng"]
    again = COUNTING.from_dict(state.to_dict())
    again.apply({"type": "draw"})
    state.apply({"type": "draw"})
    assert again.state_hash() == state.state_hash()


def test_copies_are_independent_and_legal_lists_follow_changes():
    state = COUNTING.new_game(2, 1)
    twin = state.copy()
    twin.apply({"type": "add", "n": 1})
    assert state.data["total"] == 0 and twin.data["total"] == 1
    listed = state.legal_actions()
    listed.clear()
    assert len(state.legal_actions()) == 3


def test_new_game_checks_players_and_options_strictly():
    assert COUNTING.new_game(1, 0, {"goal": "7"}).data["options"] == {"goal": 7}
    with pytest.raises(ValueError, match="1-2 players"):
        COUNTING.new_game(3, 0)
    with pytest.raises(ValueError, match="no option 'speed'"):
        COUNTING.new_game(1, 0, {"speed": 1})
    with pytest.raises(ValueError, match="whole number"):
        COUNTING.new_game(1, 0, {"goal": "seven"})


def test_from_dict_refuses_what_is_not_a_mapping():
    with pytest.raises(ValueError, match="Counting"):
        COUNTING.from_dict([1, 2])


def test_copy_data_and_same_types_keep_json_types_apart():
    data = {"a": [1, {"b": True}], "c": None}
    copied = copy_data(data)
    assert copied == data and copied["a"] is not data["a"] and copied["a"][1] is not data["a"][1]
    assert same_types({"n": 1}, {"n": 1}) and not same_types({"n": True}, {"n": 1})


def test_public_and_private_views_leave_out_the_rng_and_check_the_seat():
    state = COUNTING.new_game(2, 7)
    assert "rng" not in state.public() and state.public()["total"] == 0
    assert state.private(1) == state.public()
    state.public()["total"] = 9  # a fresh copy: changing it changes no game
    assert state.data["total"] == 0
    for seat in (2, -1, True, "0"):
        with pytest.raises(ValueError, match="no seat"):
            state.private(seat)


def test_action_for_finds_the_one_legal_action_a_gesture_means():
    state = COUNTING.new_game(2, 7)
    assert state.action_for({"add": 2}) == {"type": "add", "n": 2}
    assert state.action_for({"add": 2, "lucky": True}) == {"type": "draw"}
    assert state.action_for({"action": {"type": "add", "n": 1}}) == {"type": "add", "n": 1}


def test_action_for_refuses_with_the_plain_meaning_s_sentence_and_lists_ambiguity():
    from babelworks.core.errors import AmbiguousGesture

    state = COUNTING.new_game(2, 7)
    before = state.state_hash()
    with pytest.raises(IllegalAction, match="not 3"):
        state.action_for({"add": 3})
    with pytest.raises(IllegalAction, match="means no move"):
        state.action_for({"wave": True})
    with pytest.raises(IllegalAction):
        state.action_for(["add", 1])
    with pytest.raises(AmbiguousGesture) as ambiguous:
        state.action_for({"add": "some"})
    assert ambiguous.value.choices == [{"type": "add", "n": 1}, {"type": "add", "n": 2}]
    assert state.state_hash() == before
