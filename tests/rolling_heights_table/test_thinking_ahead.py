"""Issue 35: a computer's next move is decided while its roll tumbles, not after it."""

from __future__ import annotations

import pytest

from babelworks.core.protocol import CHANCE
from tests.ui.computer_table import start_with_computers


@pytest.mark.gl
def test_the_next_decision_is_asked_while_the_roll_tumbles(rh_window, qtbot):
    window = rh_window
    match = start_with_computers(window, "rolling-heights", ("random", "random"), seed=7, speed="fast")
    table, turns = window.tables.table, window.computers.turns
    seen = []

    def tumbling() -> bool:  # the recorded roll is playing back: its outcome is known
        return table.animator.running and table.animator.result is not None

    table.animator.timer.timeout.connect(
        lambda: seen.append((match.state.current_player, turns.deciding)) if tumbling() else None
    )
    qtbot.waitUntil(lambda: any(deciding for _, deciding in seen), timeout=60_000)
    assert all(current == CHANCE for current, _ in seen), "the roll is not played while it tumbles"
    rolls = sum(action["type"] == "roll" for action in match.log)
    qtbot.waitUntil(lambda: sum(action["type"] == "roll" for action in match.log) > rolls, timeout=60_000)
    qtbot.waitUntil(lambda: match.log[-1]["type"] != "roll", timeout=20_000)  # the move decided ahead
    window.session.mark_saved()
