"""Why an action is refused, in a player's words.

The kernel matches every action against the legal list; these sentences say
what is wrong with one that is not there. They never name a seat by its box
colour or a worker by its internal id (players see their own names and their
workers' numbers), and they survive any JSON value in any field.
"""

from __future__ import annotations

from babelworks.core.protocol import Action
from babelworks.core.words import listed, translate
from babelworks.games.skyscrapers import workers
from babelworks.games.skyscrapers.describe import card_words, named, worker_words
from babelworks.games.skyscrapers.legal import crew, on_site, sends

KINDS = ("send", "build", "move", "pass")  # not shown: action types


def why_illegal(state, action: Action) -> str:
    """The sentence refusing ``action`` (a mapping with a text 'type', not in the legal list)."""
    if state.data["over"]:
        return translate("Skyscrapers refusals", "The game is over.")
    if state.data["pending"]:
        return translate("Skyscrapers refusals", "Wait: the building is being checked.")
    kind = action.get("type")
    if kind == "send":
        return _why_not_send(state, action)
    if kind == "build":
        return _why_not_build(state, action)
    if kind == "move":
        return _why_not_move(state, action)
    if kind == "pass":
        return _why_not_pass(state)
    if kind == "verdict":
        return translate(
            "Skyscrapers refusals", "No building is being checked now: a verdict is not awaited."
        )
    return translate("Skyscrapers refusals", "There is no such move: send, build, move, bump or pass.")


#: What a player can still do, by the kinds of action left in the legal list.
_STILL = {
    "send": lambda: translate("Skyscrapers refusals", "send a worker"),
    "build": lambda: translate("Skyscrapers refusals", "build a card"),
    "move": lambda: translate("Skyscrapers refusals", "move a worker"),
}


def _why_not_pass(state) -> str:
    can = [words() for kind, words in _STILL.items() if any(a["type"] == kind for a in state.legal_actions())]
    if len(can) > 1:
        still = translate("Skyscrapers refusals", "{first} or {last}").format(
            first=listed(can[:-1]), last=can[-1]
        )
    else:
        still = can[0] if can else translate("Skyscrapers refusals", "act")
    return translate(
        "Skyscrapers refusals",
        "You can still {actions}: you may end your turn only when no action is possible.",
    ).format(actions=still)


def _why_not_send(state, action: Action) -> str:
    if not crew(state, state.data["seat"]):
        return translate(
            "Skyscrapers refusals",
            "Your whole crew is already on the construction site: there is no worker to send.",
        )
    if set(action) != {"type", "to"}:
        return translate("Skyscrapers refusals", "A send names only the card the worker stands beside.")
    if not sends(state):
        return translate("Skyscrapers refusals", "No card of the foundation has room for another worker.")
    return translate(
        "Skyscrapers refusals",
        "A worker is sent to stand beside a card of the foundation, not beside {card}.",
    ).format(card=named(action["to"]))


def _why_not_move(state, action: Action) -> str:
    seat, worker = state.data["seat"], action.get("worker")
    if set(action) != {"type", "worker", "to"}:
        return translate("Skyscrapers refusals", "A move names the worker and the card it steps to.")
    if not isinstance(worker, str) or worker not in on_site(state, seat):
        return translate(
            "Skyscrapers refusals", "Only your own workers standing on the construction site can move."
        )
    target = action["to"]
    if not isinstance(target, str) or target not in state.structure.poses:
        return translate(
            "Skyscrapers refusals", "A worker can step only to a built card, not to {card}."
        ).format(card=named(target))
    if target in workers.destinations(state.structure, state.data["workers"][worker]):
        return translate(
            "Skyscrapers refusals", "There is no room left on {card} for another worker."
        ).format(card=card_words(target))
    return translate(
        "Skyscrapers refusals",
        "Your {worker} cannot reach {card} in one move: a worker moves one floor up or down, or along the floor it stands on.",
    ).format(worker=worker_words(worker), card=card_words(target))


def _why_not_build(state, action: Action) -> str:
    seat = state.data["seat"]
    if set(action) != {"type", "worker", "card", "anchor", "at", "u", "v"}:
        return translate(
            "Skyscrapers refusals",
            "A build names the builder, the card, the card it joins and where it goes.",
        )
    if state.data["connectors"] <= 0:
        return translate("Skyscrapers refusals", "No connectors are left: nothing more can be built.")
    card, worker, anchor = action["card"], action["worker"], action["anchor"]
    if not isinstance(card, str) or card not in state.data["hands"][seat] + state.data["supports"][seat]:
        return translate("Skyscrapers refusals", "That card ({card}) is not in your hand.").format(
            card=named(card)
        )
    if not isinstance(worker, str) or worker not in on_site(state, seat):
        return translate(
            "Skyscrapers refusals", "The builder must be one of your workers on the construction site."
        )
    if not isinstance(anchor, str) or anchor not in workers.reach(
        state.structure, state.data["workers"][worker]
    ):
        return translate("Skyscrapers refusals", "Your {worker} is not standing next to {card}.").format(
            worker=worker_words(worker), card=named(anchor)
        )
    if not _is_pose(action):
        return translate(
            "Skyscrapers refusals",
            "A build must say where its card goes: a place on the building, its sides at right angles.",
        )
    return translate(
        "Skyscrapers refusals",
        "{card} cannot be joined to {anchor} there: it must meet it at right angles, keep off the board, keep a drawn worker upright and join a girder to a girder.",
    ).format(card=card_words(card, capital=True), anchor=card_words(anchor))


def _is_pose(action: Action) -> bool:
    at = action["at"]
    axes = ("+x", "-x", "+y", "-y", "+z", "-z")
    if type(at) is not list or len(at) != 3 or any(type(c) is not int for c in at):
        return False
    u, v = action["u"], action["v"]
    return u in axes and v in axes and u[1] != v[1]


def why_no_place(state, card: str, builder: str | None) -> str:
    """Why ``card`` cannot be built anywhere now (by ``builder``, or any builder)."""
    if state.data["over"]:
        return translate("Skyscrapers refusals", "The game is over.")
    if state.data["pending"]:
        return translate("Skyscrapers refusals", "Wait: the building is being checked.")
    seat = state.data["seat"]
    if card not in state.data["hands"][seat] + state.data["supports"][seat]:
        return translate("Skyscrapers refusals", "That card ({card}) is not in your hand.").format(
            card=named(card)
        )
    if not on_site(state, seat):
        return translate(
            "Skyscrapers refusals",
            "Send a worker to the site first: every build needs a builder next to the card it joins.",
        )
    if builder:
        who = translate("Skyscrapers refusals", "your {worker}").format(worker=worker_words(builder))
    else:
        who = translate("Skyscrapers refusals", "any of your workers")
    return translate(
        "Skyscrapers refusals",
        "{card} has no legal place next to {who}: it must meet a card at right angles, not touch the board, keep a drawn worker upright and join a girder to a girder.",
    ).format(card=card_words(card, capital=True), who=who)


def why_not_there(card: str) -> str:
    """Why a card dragged far from every legal place cannot go where it is."""
    return translate(
        "Skyscrapers refusals",
        "Not there: {card} must meet a built card next to your builder at right angles (move closer to the tower).",
    ).format(card=card_words(card))
