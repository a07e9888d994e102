"""How the game ends by the last card: the rulebook's way and our "finish the round" variant.

Rulebook, "End of the Game": the game ends as soon as a player uses their last card to build;
that player gains 5 points, every other player loses 1 point per card left in hand, then the
final scoring gives 5 to the player with most workers on the highest floor.

Our variant, option ``equal_turns`` (docs/skyscrapers.md): the round is finished first. The
player who used their last card gains the 5 points and their turn ends; the players after them
in the round (up to the last seat before the first player) take their turns, and anyone else who
uses their last card in them gains the 5 points too. The game ends when the round is over.

Our reading of one open point: a verdict's falls come first. A builder whose last card drops
workers and takes them to -40 is eliminated by that same verdict and gains no bonus; the game
still ends by the last card (or by elimination, when fewer than two players remain).
"""

from __future__ import annotations

from babelworks.games.skyscrapers.scoring import highest_floor_winner
from babelworks.games.skyscrapers.setup import equal_turns

LAST_CARD_BONUS = 5
HIGHEST_FLOOR_BONUS = 5


def last_card_used(state, actor: int) -> None:
    """``actor``'s judged build emptied their hand: the bonus, then the end (or the round's close)."""
    if not state.data["eliminated"][actor]:
        state.add_points(actor, LAST_CARD_BONUS, "used the last card")  # not shown: a score log reason
    if equal_turns(state.data):
        state.data["actions_left"] = 0  # their turn ends; the round's later seats still play
        return
    final_scoring(state)


def round_closing(data: dict) -> bool:
    """Whether a player still in the game has used their last card (the variant's last round)."""
    return any(not out and not hand for out, hand in zip(data["eliminated"], data["hands"]))


def final_scoring(state) -> None:
    """Cards left cost a point each; the highest floor's majority gains 5; the game is over."""
    for seat in state.active_seats():
        if state.data["hands"][seat]:
            reason = "cards left at the end"  # not shown: a score log reason
            state.add_points(seat, -len(state.data["hands"][seat]), reason)
    best = highest_floor_winner(state)
    if best is not None:
        reason = "most workers on the highest floor"  # not shown: a score log reason
        state.add_points(best, HIGHEST_FLOOR_BONUS, reason)
    finish(state, "last_card")


def finish(state, reason: str) -> None:
    """End the game for ``reason`` ("last_card", "collapse", "elimination")."""
    state.data["over"] = True
    state.data["end_reason"] = reason
