"""What the game asks of the player now, in words, with the gesture that answers it."""

from __future__ import annotations

from babelworks.games.rise_of_babel.cards import CARDS
from babelworks.games.rise_of_babel.content import content
from babelworks.games.rise_of_babel.describe import PENDING_WORDS
from babelworks.ui.rise_of_babel.cardface import step_words

TOWERS_SPACE = content().board["elephant_spaces"]
GESTURES = {
    "stalls_to_camp": " Drag a stall tile onto your camp, or click Decline below.",
    "cart_or_spec": (
        " Click one below: a cart lets your elephant carry one more tile; a specialization"
        " token scores 1 influence for each tile of its resource your elephant unloads."
    ),
    "free_card": " Drag a market card onto your discard pile.",
    "free_trash": " Drag a card onto Trash, or click Decline below.",
    "empty_bag": " Click Return camp below, or press Sell… and pick three warehouse tiles.",
}


def prompt_words(g: dict, seat: int, names: list[str]) -> str:
    """The one thing the shown seat is asked to do now (or whose turn it is, by name)."""
    if g["over"]:
        return "The game is over."
    if seat != g["current"]:
        return f"{names[g['current']]} is playing. Your hand for your next turn is shown."
    turn, player = g["turn"], g["seats"][seat]
    if turn["stack"]:
        kind = turn["stack"][-1]["kind"]
        return "Now: " + PENDING_WORDS[kind] + "." + GESTURES.get(kind, "")
    if turn["confusion_due"]:
        return (
            "Now: place a confusion tile — click a lit tower space "
            "(or drag the confusion tile from the supply)."
        )
    if player["elephant"] >= TOWERS_SPACE and player["cargo"]:
        return "Now: your elephant is at the towers — drag its tiles onto tower spaces."
    if turn["active"]:
        left = ", ".join(step_words(step) for step in turn["active"]["left"]) or "nothing"
        name = CARDS[turn["active"]["card"]].name
        wild = " Drag a wild tile from the wild supply beside the main board." if _places_wild(turn) else ""
        return f"Playing {name}: steps left: {left}.{wild} Finish the card when done."
    return "Your turn: click a banner to play a card, buy cards, or end your turn."


def _places_wild(turn: dict) -> bool:
    """True when a step left of the card being played places a wild tile (its supply is the
    one source on the table nothing else lights)."""
    return "place_wild" in turn["active"]["left"]
