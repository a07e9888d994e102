"""The words for Skyscrapers cards and workers the table shows (the hand strip, the replay).

The viewing seat's own cards and crew are in the hand strip
(:mod:`babelworks.ui.skyscrapers.hand`); every player's cards left and the
ending are under the turn's words (:mod:`babelworks.ui.skyscrapers.controls`).
"""

from __future__ import annotations

from babelworks.cards.skyscrapers import card_words as face_words
from babelworks.games.skyscrapers import describe, views


def card_words(card) -> str:
    """A card as a line of text, as its printed face shows it (the card painter's words)."""
    return face_words(card.id)


def worker_words(state, worker: str, builder: bool, names: list[str] | None = None) -> str:
    """Where a worker is, in the engine's words ("Worker 2: on foundation card 2 (the builder)"); box colours,
    which the worker ids keep, never show."""
    place = views.place_of(state, worker)
    where = {"crew": "in the crew (drag it onto a foundation card)", "lost": "lost in a closed room"}
    card = describe.card_words(place["card"], names) if place.get("card") else ""
    text = where.get(place["where"], f"on {card}" if place.get("spot", -1) >= 0 else f"beside {card}")
    if place["where"] == "site":
        text += " (the builder)" if builder else " (click: make it the builder)"
    return f"{describe.worker_words(worker).capitalize()}: {text}"
