"""All randomness of a Rise of Babel game: the state's own Rng, and reveal counting.

Every draw, pull and shuffle goes through here, so the whole game replays from
seed and log, and ``g["reveals"]`` counts each time hidden information came out
(an action that raises it cannot be undone).
"""

from __future__ import annotations

from babelworks.core.rng import Rng


def below(g: dict, n: int) -> int:
    """A uniform index in ``[0, n)`` drawn from the state's generator.

    Args:
        g: The game data.
        n: The number of choices (positive).

    Returns:
        The drawn index.
    """
    rng = Rng(g["rng"])
    value = rng.below(n)
    g["rng"] = rng.state
    g["reveals"] += 1
    return value


def shuffle(g: dict, items: list) -> None:
    """Shuffle ``items`` in place with the state's generator.

    Args:
        g: The game data.
        items: The list to shuffle.
    """
    rng = Rng(g["rng"])
    rng.shuffle(items)
    g["rng"] = rng.state
    g["reveals"] += 1


def noted_reveal(g: dict) -> None:
    """Count a reveal that needs no random number (a card drawn off a deck's top)."""
    g["reveals"] += 1
