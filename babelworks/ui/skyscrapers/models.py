"""The words for Skyscrapers cards and workers the table shows (the hand strip, the replay).

The viewing seat's own cards and crew are in the hand strip
(:mod:`babelworks.ui.skyscrapers.hand`); every player's cards left and the
ending are under the turn's words (:mod:`babelworks.ui.skyscrapers.controls`).
"""

from __future__ import annotations

from babelworks.cards.skyscrapers import card_words as face_words
from babelworks.games.skyscrapers import describe, views
from babelworks.i18n import shown, translate


def card_words(card) -> str:
    """A card as a line of text, as its printed face shows it (the card painter's words)."""
    return face_words(card.id)


def worker_words(state, worker: str, builder: bool, names: list[str] | None = None) -> str:
    """Where a worker is, in the engine's words ("Worker 2: on foundation card 2 (the builder)"); box colours,
    which the worker ids keep, never show."""
    place = views.place_of(state, worker)
    text = _place_words(place, names)
    if place["where"] == "site" and builder:
        text = translate("Skyscrapers table", "{where} (the builder)").format(where=text)
    elif place["where"] == "site":
        text = translate("Skyscrapers table", "{where} (click: make it the builder)").format(where=text)
    who = shown(describe.worker_words(worker)).capitalize()
    return translate("Skyscrapers table", "{worker}: {where}").format(worker=who, where=text)


def _place_words(place: views.WorkerPlace, names: list[str] | None) -> str:
    """Where a worker is: in the crew, lost, on a card or beside it."""
    if place["where"] == "crew":
        return translate("Skyscrapers table", "in the crew (drag it onto a foundation card)")
    if place["where"] == "lost":
        return translate("Skyscrapers table", "lost in a closed room")
    card = describe.card_words(place["card"], names) if place.get("card") else ""
    if place.get("spot", -1) >= 0:
        return translate("Skyscrapers table", "on {card}").format(card=card)
    return translate("Skyscrapers table", "beside {card}").format(card=card)
