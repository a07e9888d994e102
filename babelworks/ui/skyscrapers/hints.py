"""The hint strip's words on the Skyscrapers table: what to do now, or what the thing in hand does.

Nothing dragged: what the player to act can do now (from the engine's legal
actions, never from rules of its own). A card dragged: how many places it has,
the keys that turn its ghost, Esc. A worker dragged: the cards it may go to.
Short enough for one line on a 1280 px window.
"""

from __future__ import annotations

from babelworks.core import words
from babelworks.core.words import listed
from babelworks.games.skyscrapers import describe, views
from babelworks.i18n import shown, translate

NAMED = 4  # lit cards named in a worker's hint
# Lazy (a translator is installed after import): fields of the hints, translated with them.
TURN_KEYS_WORDS = words.translate("Skyscrapers hints", "wheel / O / Shift: turn (orange: top-left corner)")
_CAN = {
    "build": words.translate("Skyscrapers hints", "a card to the tower"),
    "send": words.translate("Skyscrapers hints", "a crew worker to a foundation card"),
    "move": words.translate("Skyscrapers hints", "a tower worker to a floor"),
}


_WHAT = {
    "build": words.translate("Skyscrapers hints", "a card"),
    "send": words.translate("Skyscrapers hints", "a worker"),
    "move": words.translate("Skyscrapers hints", "a worker"),
}


def idle_hint(state, viewing: bool) -> str:
    """What to do now: the viewing player's choices on their turn, else whose turn it is."""
    if state is None or state.is_over():
        return ""
    if views.awaited(state):
        return translate("Skyscrapers hints", "Checking the building: watch it stand or fall...")
    if not viewing:
        return ""
    kinds = {action["type"] for action in state.legal_actions()}
    can = [kind for kind in _CAN if kind in kinds]
    if not can:
        return translate("Skyscrapers hints", "Nothing more can be done: End turn.")
    if len(can) == 1:
        return translate("Skyscrapers hints", "Drag {what} · [ ]: turn the site").format(what=_CAN[can[0]])
    # several: one short line, clear of the scoreboard on a 1024 px window
    what = list(dict.fromkeys(_WHAT[kind] for kind in can))
    if len(what) == 1:
        return translate("Skyscrapers hints", "Drag {what} onto the tower · [ ]: turn the site").format(
            what=what[0]
        )
    return translate(
        "Skyscrapers hints", "Drag {first} or {second} onto the tower · [ ]: turn the site"
    ).format(first=what[0], second=what[1])


def card_hint(card: str, places: int, names: list[str] | None = None) -> str:
    """While a card is dragged: where it can go, how to turn it, how to cancel."""
    named = shown(describe.card_words(card, names))
    named = named[0].upper() + named[1:]
    if not places:
        return translate(
            "Skyscrapers hints", "{card} cannot be built now (see why in the status bar) · Esc cancels"
        ).format(card=named)
    if places == 1:
        where: str = translate("Skyscrapers hints", "1 place")
    else:
        where = translate("Skyscrapers hints", "{count} places").format(count=places)
    return translate(
        "Skyscrapers hints", "{card}: {where}, drop on the blue ghost · {keys} · Esc cancels"
    ).format(card=named, where=where, keys=TURN_KEYS_WORDS)


def worker_hint(worker: str, targets: list[str], sending: bool, names: list[str] | None = None) -> str:
    """While a worker is dragged: the lit cards it may go to (the first few named)."""
    who = shown(describe.worker_words(worker)).capitalize()
    if not targets:
        return translate("Skyscrapers hints", "{worker} cannot go anywhere now · Esc cancels").format(
            worker=who
        )
    cards = [describe.card_words(card, names) for card in sorted(targets)[:NAMED]]
    onto = listed(cards + (["..."] if len(targets) > NAMED else []))
    if sending:
        verb = translate("Skyscrapers hints", "send it beside a lit foundation card")
    else:
        verb = translate("Skyscrapers hints", "drop it on a lit floor")
    return translate("Skyscrapers hints", "{worker}: {verb} ({cards}) · Esc cancels").format(
        worker=who, verb=verb, cards=onto
    )
