"""The table's words for the engine's keys: a cube's material, a meeple's colour, a space's terrain.

The engine keys cubes, meeples and map spaces by English words ("wood", "navy", "park"),
and the table shows those words beside counts and names ("3 wood cubes", "Architect
(clear)"). Here each is marked for translation (a Phrase, English until shown), so the
hand, the supply and the lens say them in the player's language; a key missing here is
shown as it is.
"""

from __future__ import annotations

from babelworks.core.words import Phrase, translate

#: a cube's material (``content.CUBES``)
CUBE_WORDS = {
    "wood": translate("Rolling Heights pieces", "wood"),
    "concrete": translate("Rolling Heights pieces", "concrete"),
    "glass": translate("Rolling Heights pieces", "glass"),
    "steel": translate("Rolling Heights pieces", "steel"),
}
#: a meeple's colour (``content.MEEPLES``)
COLOUR_WORDS = {
    "clear": translate("Rolling Heights pieces", "clear"),
    "navy": translate("Rolling Heights pieces", "navy"),
    "blue": translate("Rolling Heights pieces", "blue"),
    "purple": translate("Rolling Heights pieces", "purple"),
    "yellow": translate("Rolling Heights pieces", "yellow"),
    "brown": translate("Rolling Heights pieces", "brown"),
    "green": translate("Rolling Heights pieces", "green"),
    "magenta": translate("Rolling Heights pieces", "magenta"),
    "black": translate("Rolling Heights pieces", "black"),
}
#: a map space's terrain (``mapgrid.TERRAIN``)
TERRAIN_WORDS = {
    "land": translate("Rolling Heights pieces", "land"),
    "water": translate("Rolling Heights pieces", "water"),
    "park": translate("Rolling Heights pieces", "park"),
}


def named(words: dict[str, Phrase], key: str) -> str:
    """``key``'s words from the table ``words`` (a Phrase), or the key itself when it has none."""
    return words.get(key, key)
