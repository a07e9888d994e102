"""The hint strip's line: the gesture for each kind of move the game lists now, only for the player
whose turn it is."""

from __future__ import annotations

import random

from babelworks.core.protocol import CHANCE
from babelworks.core.rng import Rng
from babelworks.ui.rolling_heights.hints import CHOOSE, GESTURES, ONLY_END, TRADE_OR_END, idle_hint
from bench.rolling_heights_table import GAME, sample_roll


def test_each_moment_of_a_game_has_its_hint_for_the_player_to_act_only():
    state, chooser, rng = GAME.new_game(2, 5), random.Random(5), Rng.from_seed(5, "hints")
    seen, reasons = set(), set()
    for _ in range(600):
        if state.is_over():
            break
        to_act = state.current if state.current_player == CHANCE else state.current_player
        line = idle_hint(state, to_act)
        assert line, f"no hint in step {state.step}"
        assert idle_hint(state, 1 - to_act) == "" and idle_hint(state, None) == ""
        if state.current_player == CHANCE:
            assert "ress Roll to throw" in line
            reasons.add(line.split(":")[0] if ":" in line else "first")
        else:
            kinds = {action["type"] for action in state.legal_actions()}
            if "activate" in kinds:
                assert line.startswith(GESTURES["activate"])
            assert line in (CHOOSE, ONLY_END, TRADE_OR_END) or any(kind in kinds for kind in GESTURES)
        seen.add(line)
        if state.step == "roll":
            state.apply(sample_roll(state, rng))
        else:
            state.apply(chooser.choice(state.legal_actions()))
    assert {"first", "Fewer than half your meeples work"} <= reasons, reasons
    assert GESTURES["take_start_plan"] in seen and any(GESTURES["activate"] in s for s in seen)
