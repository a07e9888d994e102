"""Bumping the table: a deliberate jolt of the whole building, for the brave.

Rulebook, "Falling Workers": a player may lose points "if workers fall because
he or she touched the building, the workers themselves, or simply bumped the
table"; and "Collapse of the Skyscraper": whatever the cause, "an accidental
blow to the building or to the table with a hand", the player who caused the
disaster is eliminated. The rules name the bump as a cause and put its
consequences on the bumper; they never make it a goal. So a bump is an
explicit gesture of the seat to act, one of its three actions, and never in
the legal list that the bots choose from (a random bot would otherwise bump
at random; the golden fingerprints stay as they were).

    {"type": "bump", "strength": 30.0}   the table's jolt, cm/s (0 < strength <= 90)

The building then waits for its verdict like after a build: workers that
fall cost the bumper 5 points each, a collapse eliminates the bumper.
"""

from __future__ import annotations

from babelworks.core.errors import IllegalAction
from babelworks.core.protocol import Action
from babelworks.core.words import translate

#: The hardest jolt a hand gives the table, cm/s (the physics caps every tremor at 90).
HARDEST_CM_S = 90.0
#: Below this a bump reads "gentle", from it on "hard" (the words in the game log).
HARD_CM_S = 30.0


def checked_bump(state, action: Action) -> Action:
    """The bump as played (strength a float), or IllegalAction with the reason; nothing changes."""
    if state.data["over"]:
        raise IllegalAction(translate("Skyscrapers refusals", "The game is over."))
    if state.data["pending"]:
        raise IllegalAction(translate("Skyscrapers refusals", "Wait: the building is being checked."))
    if set(action) != {"type", "strength"}:
        raise IllegalAction(
            translate("Skyscrapers refusals", "A bump names only how hard the table is struck (in cm/s).")
        )
    strength = action["strength"]
    if type(strength) not in (int, float) or not 0 < strength <= HARDEST_CM_S:
        raise IllegalAction(
            translate(
                "Skyscrapers refusals", "A bump's strength is a speed above 0 and at most {most:g} cm/s."
            ).format(most=HARDEST_CM_S)
        )
    return {"type": "bump", "strength": float(strength)}


def strength_words(strength) -> str:
    """ "gently" or "hard", with the speed, for the game log (any value: the log never fails)."""
    if type(strength) not in (int, float):
        return translate("Skyscrapers log", "with an unknown strength")
    if strength >= HARD_CM_S:
        return translate("Skyscrapers log", "hard ({strength:g} cm/s)").format(strength=strength)
    return translate("Skyscrapers log", "gently ({strength:g} cm/s)").format(strength=strength)
