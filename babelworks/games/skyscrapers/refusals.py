"""Why an action is refused, in a player's words.

The kernel matches every action against the legal list; these sentences say
what is wrong with one that is not there. They never name a seat by its box
colour or a worker by its internal id (players see their own names and their
workers' numbers), and they survive any JSON value in any field.
"""

from __future__ import annotations

from babelworks.core.protocol import Action
from babelworks.games.skyscrapers import workers
from babelworks.games.skyscrapers.describe import card_words, named, worker_words
from babelworks.games.skyscrapers.legal import crew, on_site, sends

KINDS = ("send", "build", "move", "pass")


def why_illegal(state, action: Action) -> str:
    """The sentence refusing ``action`` (a mapping with a text 'type', not in the legal list)."""
    if state.data["over"]:
        return "The game is over."
    if state.data["pending"]:
        return "Wait: the building is being checked."
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
        return "No building is being checked now: a verdict is not awaited."
    return "There is no such move: send, build, move, bump or pass."


#: What a player can still do, by the kinds of action left in the legal list.
_STILL = {"send": "send a worker", "build": "build a card", "move": "move a worker"}


def _why_not_pass(state) -> str:
    can = [words for kind, words in _STILL.items() if any(a["type"] == kind for a in state.legal_actions())]
    still = " or ".join([", ".join(can[:-1]), can[-1]] if len(can) > 1 else can) or "act"
    return f"You can still {still}: you may end your turn only when no action is possible."


def _why_not_send(state, action: Action) -> str:
    if not crew(state, state.data["seat"]):
        return "Your whole crew is already on the construction site: there is no worker to send."
    if set(action) != {"type", "to"}:
        return "A send names only the card the worker stands beside."
    if not sends(state):
        return "No card of the foundation has room for another worker."
    return f"A worker is sent to stand beside a card of the foundation, not beside {named(action['to'])}."


def _why_not_move(state, action: Action) -> str:
    seat, worker = state.data["seat"], action.get("worker")
    if set(action) != {"type", "worker", "to"}:
        return "A move names the worker and the card it steps to."
    if not isinstance(worker, str) or worker not in on_site(state, seat):
        return "Only your own workers standing on the construction site can move."
    target = action["to"]
    if not isinstance(target, str) or target not in state.structure.poses:
        return f"A worker can step only to a built card, not to {named(target)}."
    if target in workers.destinations(state.structure, state.data["workers"][worker]):
        return f"There is no room left on {card_words(target)} for another worker."
    return (
        f"Your {worker_words(worker)} cannot reach {card_words(target)} in one move: a worker moves one floor "
        "up or down, or along the floor it stands on."
    )


def _why_not_build(state, action: Action) -> str:
    seat = state.data["seat"]
    if set(action) != {"type", "worker", "card", "anchor", "at", "u", "v"}:
        return "A build names the builder, the card, the card it joins and where it goes."
    if state.data["connectors"] <= 0:
        return "No connectors are left: nothing more can be built."
    card, worker, anchor = action["card"], action["worker"], action["anchor"]
    if not isinstance(card, str) or card not in state.data["hands"][seat] + state.data["supports"][seat]:
        return f"That card ({named(card)}) is not in your hand."
    if not isinstance(worker, str) or worker not in on_site(state, seat):
        return "The builder must be one of your workers on the construction site."
    if not isinstance(anchor, str) or anchor not in workers.reach(
        state.structure, state.data["workers"][worker]
    ):
        return f"Your {worker_words(worker)} is not standing next to {named(anchor)}."
    if not _is_pose(action):
        return "A build must say where its card goes: a place on the building, its sides at right angles."
    return (
        f"{card_words(card).capitalize()} cannot be joined to {card_words(anchor)} there: it must meet it at right angles, keep off the "
        "board, keep a drawn worker upright and join a girder to a girder."
    )


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
        return "The game is over."
    if state.data["pending"]:
        return "Wait: the building is being checked."
    seat = state.data["seat"]
    if card not in state.data["hands"][seat] + state.data["supports"][seat]:
        return f"That card ({named(card)}) is not in your hand."
    if not on_site(state, seat):
        return "Send a worker to the site first: every build needs a builder next to the card it joins."
    who = f"your {worker_words(builder)}" if builder else "any of your workers"
    return (
        f"{card_words(card).capitalize()} has no legal place next to {who}: it must meet a card at right angles, "
        "not touch the board, keep a drawn worker upright and join a girder to a girder."
    )


def why_not_there(card: str) -> str:
    """Why a card dragged far from every legal place cannot go where it is."""
    return f"Not there: {card_words(card)} must meet a built card next to your builder at right angles (move closer to the tower)."
