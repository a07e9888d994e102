"""What the viewing player can do now, as one short line in the hint strip on the table.

A newcomer cannot guess that meeples are clicked and cubes and plans dragged,
so the strip names the gesture for each kind of move the game lists now (the
engine's legal actions decide which; nothing here knows a rule). Choices the
game asks for (paying, a colour...) are in the choices prompt; the hint then
points at it. A roll's hint says why the meeples are thrown (the first throw, a
re-roll because fewer than half work, unclear landings, a rally). Another seat's turn, the hot-seat curtain and a game
over show no hint.
"""

from __future__ import annotations

from babelworks.core import words as phrases
from babelworks.core.protocol import CHANCE
from babelworks.games.rolling_heights.describe import roll_reason
from babelworks.i18n import shown
from babelworks.ui.rolling_heights.choices import CHOICE_TYPES

#: action type -> its gesture, in the order a turn meets them; short: the strip sits
#: between the scoreboard and the camera bar at 1280 px (the Main phase's three together,
#: 558 px, fit; with "drag a cube from your hand onto a plan" they were 669 px and ran under
#: the camera bar)
GESTURES = {
    "take_start_plan": phrases.translate(
        "Rolling Heights hints", "Drag a Level 1 plan from the Market onto a lit map space"
    ),
    "rally": phrases.translate("Rolling Heights hints", "Rally: roll your Exhausted meeples again, or Stop"),
    "strike": phrases.translate(
        "Rolling Heights hints", "Strike! Click a working meeple to send it back to the box"
    ),
    "activate": phrases.translate("Rolling Heights hints", "Click a meeple to put it to work"),
    "construct": phrases.translate("Rolling Heights hints", "drag cubes onto plans"),
    "buy_plan": phrases.translate("Rolling Heights hints", "drag Market plans onto the map"),
    "place_plan": phrases.translate("Rolling Heights hints", "Click a lit map space to place your plan"),
}
CHOOSE = phrases.translate("Rolling Heights hints", "Choose one of the choices above")
ONLY_END = phrases.translate("Rolling Heights hints", "Nothing more to do: End turn")
TRADE_OR_END = phrases.translate(
    "Rolling Heights hints", "Trade (on the turn bar), spend a Wild Token (in your hand), or End turn"
)


def idle_hint(state, viewing_seat: int | None) -> str:
    """The line for ``viewing_seat`` now, in the player's language ("" when it is not theirs to act)."""
    if state is None or state.is_over() or viewing_seat is None:
        return ""
    if state.current_player == CHANCE:
        return shown(roll_reason(state)) if viewing_seat == state.current else ""
    if viewing_seat != state.current_player:
        return ""
    kinds = {action["type"] for action in state.legal_actions()}
    gestures = [words for kind, words in GESTURES.items() if kind in kinds]
    if gestures:
        line = shown(phrases.listed(gestures, " · "))
        return line[0].upper() + line[1:]
    if kinds & set(CHOICE_TYPES):
        return shown(CHOOSE)
    if kinds & {"trade", "use_wild"}:
        return shown(TRADE_OR_END)
    return shown(ONLY_END) if "end_turn" in kinds else ""
