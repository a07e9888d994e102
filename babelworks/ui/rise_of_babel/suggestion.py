"""A suggested move on the Rise of Babel table: the pieces it concerns, and what it gains.

Gold beacons (:mod:`babelworks.ui.beacons`) light the tower space a tile goes on,
the stall a tile leaves, the elephant, the market card bought, the warehouse
sold from, or the player's board for the rest (a card played, the turn ended).
What a move gains is the engine's preview in the rulebook's words: influence, a
free stalls-to-camp, confusion tiles due, the round's end.
"""

from __future__ import annotations

from babelworks.core import words
from babelworks.core.protocol import Action
from babelworks.core.words import listed
from babelworks.i18n import shown

ELEPHANT_MOVES = ("load_elephant", "swap_elephant", "advance_elephant")


def piece_ids(state, action: Action) -> list[str]:
    """The ids of the pieces ``action`` (legal now) concerns, for the seat to act."""
    seat, kind = state.current_player, action["type"]
    ids = []
    if "stall" in action:
        ids.append(f"rb/stall/{seat}/{action['stall']}")
    if "tower" in action:
        row, column = action["space"]
        ids.append(f"rb/space/{action['tower']}/{row}/{column}")
    if kind in ELEPHANT_MOVES:
        ids.append(f"rb/elephant/{seat}/body")
    if kind == "buy_card":
        ids.append(
            f"rb/market/{action['slot']}" if action["from"] == "market" else f"rb/pile/{action['from']}"
        )
    if kind in ("sell_warehouse", "warehouse_to_tower"):
        ids.append(f"rb/warehouse/{seat}")
    return ids or [f"rb/area/{seat}"]


def hand_keys(state, action: Action) -> list[str]:
    """The keys of the hand strip's items ``action`` uses: the card played or trashed."""
    return [f"card:{action['card']}"] if "card" in action else []


def gains(state, action: Action) -> str:
    """What ``action`` gains at once, in the rulebook's words ("" when nothing at once)."""
    answer = state.preview(action)
    parts = []
    if answer.get("influence"):
        parts.append(
            words.translate("Rise of Babel table", "+{influence} influence").format(
                influence=answer["influence"]
            )
        )
    if answer.get("stalls_to_camp"):
        parts.append(words.translate("Rise of Babel table", "then a free move from the stalls to the camp"))
    confusion = answer.get("confusion")
    if confusion:
        many = confusion > 1
        parts.append(
            words.translate("Rise of Babel table", "{count} confusion tiles due").format(count=confusion)
            if many
            else words.translate("Rise of Babel table", "{count} confusion tile due").format(count=confusion)
        )
    if answer.get("ends_round"):
        parts.append(words.translate("Rise of Babel table", "ends the round"))
    return shown(listed(parts))
