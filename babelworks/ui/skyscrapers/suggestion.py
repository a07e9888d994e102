"""A suggested move on the Skyscrapers table: the pieces it concerns, and what it gains.

Gold beacons (:mod:`babelworks.ui.beacons`) light the worker that builds or moves
and the card it builds on, moves to or is sent beside; a build shows a gold ghost of
the card in its place (as a dragged card's ghost, in gold). What a build gains is the
engine's preview, the rulebook's points part by part ("+3 points (2 girder links,
drawn worker +1)"); sending and moving score nothing at once.
"""

from __future__ import annotations

from dataclasses import replace

from babelworks.core import words
from babelworks.core.protocol import Action
from babelworks.games.skyscrapers.geometry import CardPose
from babelworks.i18n import shown
from babelworks.scene.pieces import Piece
from babelworks.scene.skyscrapers import Turn, card_pieces
from babelworks.ui.beacons import BEACON, GOLD, beacons


def piece_ids(state, action: Action) -> list[str]:
    """The ids of the pieces ``action`` (legal now) concerns."""
    ids = [f"sky/worker/{action['worker']}"] if "worker" in action else []
    card = action.get("anchor", action.get("to"))
    return ids + ([f"sky/card/{card}"] if card else [])


def hand_keys(state, action: Action) -> list[str]:
    """The keys of the hand strip's items ``action`` uses: the card built, the worker moving."""
    keys = [f"card:{action['card']}"] if action["type"] == "build" else []
    return keys + ([f"worker:{action['worker']}"] if "worker" in action else [])


def gains(state, action: Action) -> str:
    """What ``action`` scores at once, in the rulebook's words ("" for a send or a move)."""
    return shown(state.preview(action).get("words", "")) if action["type"] == "build" else ""


def suggestion_pieces(state, action: Action, pieces: list[Piece], turn: Turn, name: str) -> list[Piece]:
    """Gold beacons over the worker and card ``action`` concerns (among ``pieces``, the table
    as drawn on the site turned by ``turn``) and, for a build, a gold ghost of the card in its
    place, all named after the move (``name``)."""
    wanted = set(piece_ids(state, action))
    lights = beacons([piece for piece in pieces if piece.id in wanted], name)
    if action["type"] == "build":
        # A Phrase, as the scene's names are: English in an export, shown() where it is read.
        suggested = words.translate("Skyscrapers table", "Suggested: {move}").format(move=name)
        card = state.content.cards[action["card"]]
        ghost = card_pieces(card, CardPose.from_dict(action), turn, tint=GOLD, prefix=f"{BEACON}ghost")
        lights += [replace(piece, name=suggested) for piece in ghost]
    return lights
