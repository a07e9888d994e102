"""The hint strip's words on the Skyscrapers table: what to do now, or what the thing in hand does.

Nothing dragged: what the player to act can do now (from the engine's legal
actions, never from rules of its own). A card dragged: how many places it has,
the keys that turn its ghost, Esc. A worker dragged: the cards it may go to.
Short enough for one line on a 1280 px window.
"""

from __future__ import annotations

from babelworks.games.skyscrapers import describe, views

NAMED = 4  # lit cards named in a worker's hint
TURN_KEYS_WORDS = "wheel / O / Shift: turn (orange: top-left corner)"
_CAN = {
    "build": "a card to the tower",
    "send": "a crew worker to a foundation card",
    "move": "a tower worker to a floor",
}


_WHAT = {"build": "a card", "send": "a worker", "move": "a worker"}


def idle_hint(state, viewing: bool) -> str:
    """What to do now: the viewing player's choices on their turn, else whose turn it is."""
    if state is None or state.is_over():
        return ""
    if views.awaited(state):
        return "Checking the building: watch it stand or fall..."
    if not viewing:
        return ""
    kinds = {action["type"] for action in state.legal_actions()}
    can = [kind for kind in _CAN if kind in kinds]
    if not can:
        return "Nothing more can be done: End turn."
    if len(can) == 1:
        return f"Drag {_CAN[can[0]]} · [ ]: turn the site"
    # several: one short line, clear of the scoreboard on a 1024 px window
    what = list(dict.fromkeys(_WHAT[kind] for kind in can))
    return f"Drag {' or '.join(what)} onto the tower · [ ]: turn the site"


def card_hint(card: str, places: int, names: list[str] | None = None) -> str:
    """While a card is dragged: where it can go, how to turn it, how to cancel."""
    words = describe.card_words(card, names)
    words = words[0].upper() + words[1:]
    if not places:
        return f"{words} cannot be built now (see why in the status bar) · Esc cancels"
    where = "1 place" if places == 1 else f"{places} places"
    return f"{words}: {where}, drop on the blue ghost · {TURN_KEYS_WORDS} · Esc cancels"


def worker_hint(worker: str, targets: list[str], sending: bool, names: list[str] | None = None) -> str:
    """While a worker is dragged: the lit cards it may go to (the first few named)."""
    who = describe.worker_words(worker).capitalize()
    if not targets:
        return f"{who} cannot go anywhere now · Esc cancels"
    shown = [describe.card_words(card, names) for card in sorted(targets)[:NAMED]]
    onto = ", ".join(shown) + (", ..." if len(targets) > NAMED else "")
    verb = "send it beside a lit foundation card" if sending else "drop it on a lit floor"
    return f"{who}: {verb} ({onto}) · Esc cancels"
