"""What the game asks of the player now, in words, with the gesture that answers it."""

from __future__ import annotations

from babelworks.core import words
from babelworks.core.words import content_words, listed
from babelworks.games.rise_of_babel.cards import CARDS
from babelworks.games.rise_of_babel.content import content
from babelworks.games.rise_of_babel.describe import PENDING_WORDS
from babelworks.i18n import translate
from babelworks.ui.rise_of_babel.cardface import step_words

TOWERS_SPACE = content().board["elephant_spaces"]
# Lazy: a translator is installed after import; the prompt translates them as its fields.
GESTURES = {
    "stalls_to_camp": words.translate(
        "Rise of Babel hints", " Drag a stall tile onto your camp, or click Decline below."
    ),
    "cart_or_spec": words.translate(
        "Rise of Babel hints",
        " Click one below: a cart lets your elephant carry one more tile; a specialization"
        " token scores 1 influence for each tile of its resource your elephant unloads.",
    ),
    "free_card": words.translate("Rise of Babel hints", " Drag a market card onto your discard pile."),
    "free_trash": words.translate("Rise of Babel hints", " Drag a card onto Trash, or click Decline below."),
    "empty_bag": words.translate(
        "Rise of Babel hints", " Click Return camp below, or press Sell… and pick three warehouse tiles."
    ),
}


def prompt_words(g: dict, seat: int, names: list[str]) -> str:
    """The one thing the shown seat is asked to do now (or whose turn it is, by name)."""
    if g["over"]:
        return translate("Rise of Babel hints", "The game is over.")
    if seat != g["current"]:
        return translate(
            "Rise of Babel hints", "{player} is playing. Your hand for your next turn is shown."
        ).format(player=names[g["current"]])
    turn, player = g["turn"], g["seats"][seat]
    if turn["stack"]:
        kind = turn["stack"][-1]["kind"]
        return translate("Rise of Babel hints", "Now: {step}.{gesture}").format(
            step=PENDING_WORDS[kind], gesture=GESTURES.get(kind, "")
        )
    if turn["confusion_due"]:
        return translate(
            "Rise of Babel hints",
            "Now: place a confusion tile — click a lit tower space (or drag the confusion tile from the supply).",
        )
    if player["elephant"] >= TOWERS_SPACE and player["cargo"]:
        return translate(
            "Rise of Babel hints", "Now: your elephant is at the towers — drag its tiles onto tower spaces."
        )
    if turn["active"]:
        return _playing_words(turn)
    return translate(
        "Rise of Babel hints", "Your turn: click a banner to play a card, buy cards, or end your turn."
    )


def _playing_words(turn: dict) -> str:
    """A card being played: its steps left, where a wild tile comes from, and Finish card."""
    steps = [step_words(step) for step in turn["active"]["left"]]
    left = listed(steps) if steps else translate("Rise of Babel hints", "nothing")
    wild = ""
    if _places_wild(turn):
        wild = translate(
            "Rise of Babel hints", " Drag a wild tile from the wild supply beside the main board."
        )
    return translate(
        "Rise of Babel hints", "Playing {card}: steps left: {steps}.{wild} Finish the card when done."
    ).format(card=content_words(CARDS[turn["active"]["card"]].name), steps=left, wild=wild)


def _places_wild(turn: dict) -> bool:
    """True when a step left of the card being played places a wild tile (its supply is the
    one source on the table nothing else lights)."""
    return "place_wild" in turn["active"]["left"]
