"""Playing an action: one handler per action type.

Each handler receives the listed (already checked) form of the action and
changes the state; the handlers live with the rules of their phase.
"""

from __future__ import annotations

from collections.abc import Callable

from babelworks.games.rolling_heights import build, meeples, rolls, turns

MOVES: dict[str, Callable[..., None]] = {
    "take_start_plan": turns.do_take_start_plan,
    "place_plan": turns.do_place_plan,
    "pay": build.do_pay,
    "set_aside": rolls.do_set_aside,
    "rally": rolls.do_rally,
    "stop": rolls.do_stop,
    "strike": rolls.do_strike,
    "activate": meeples.do_activate,
    "buy_plan": build.do_buy,
    "use_wild": turns.do_use_wild,
    "trade": turns.do_trade,
    "construct": build.do_construct,
    "end_turn": turns.do_end_turn,
    "choose_meeple": build.do_reward,
    "choose_target": turns.do_choose_target,
}
