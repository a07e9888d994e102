"""The conservation checks notice each kind of leak."""

import pytest

from tests.rolling_heights.helpers import main_state


@pytest.mark.parametrize(
    "leak, words",
    [
        (lambda s: s.supply.__setitem__("glass", s.supply["glass"] - 1), "glass cubes"),
        (lambda s: s.seat["misc"].__setitem__("wood", 1), "misc cubes"),
        (lambda s: s.meeple_supply.__setitem__("black", 6), "black meeples"),
        (lambda s: s.piles[1].append(s.piles[0][0]), "plan tiles"),
        (lambda s: setattr(s, "wild_supply", 29), "Wild Tokens"),
        (lambda s: s.built.__setitem__("steel", 1), "built-cube tally"),
        (lambda s: s.seats[1]["plans"].append(0), "does not own"),
    ],
)
def test_each_leak_is_reported(leak, words):
    state = main_state(players=3)
    assert state.check_invariants() == []
    leak(state)
    assert any(words in problem for problem in state.check_invariants())
