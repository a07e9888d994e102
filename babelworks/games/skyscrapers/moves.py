"""Playing a matched action: pass, send, build, move or bump.

A build, a move and a bump hand the game to the physics (rulebook, "Falling
Workers": the building may not hold): the state remembers where every worker
stood and waits (CHANCE) for a verdict; see
:mod:`~babelworks.games.skyscrapers.verdicts`.
"""

from __future__ import annotations

from babelworks.core.protocol import Action
from babelworks.games.skyscrapers import workers
from babelworks.games.skyscrapers.building import anchor_joint
from babelworks.games.skyscrapers.describe import card_words
from babelworks.games.skyscrapers.geometry import CardPose
from babelworks.games.skyscrapers.legal import crew
from babelworks.games.skyscrapers.phases import end_action
from babelworks.games.skyscrapers.scoring import build_points


def perform(state, action: Action) -> None:
    """Play a matched send, build, move, pass or bump (a bump: see :mod:`.bump`)."""
    kind = action["type"]
    if kind == "pass":
        state.data["actions_left"] = 0
        end_action(state)
    elif kind == "send":
        worker = crew(state, state.data["seat"])[0]
        state.data["workers"][worker] = {"where": "site", "card": action["to"], "spot": workers.GROUND}
        end_action(state)
    elif kind == "build":
        _build(state, action)
    elif kind == "bump":
        _start_check(state, action)
    else:
        _move(state, action)


def _build(state, action: Action) -> None:
    data, seat = state.data, state.data["seat"]
    card = state.content.cards[action["card"]]
    pose = CardPose.from_dict(action)
    points = build_points(state.content, state.structure, card, pose)
    joint = anchor_joint(state.structure, action["anchor"], pose)
    assert joint is not None, "a listed build always has its connector joint"  # not shown
    _start_check(state, action)
    (data["hands"] if card.kind == "block" else data["supports"])[seat].remove(card.id)
    data["built"].append([card.id, pose.to_dict()])
    data["joints"].append([card.id, joint[0], action["anchor"], joint[1]])
    data["connectors"] -= 1
    state.add_points(seat, points, f"built {card_words(card.id)}")  # not shown: a score log reason
    for worker in workers.trapped(state.structure, data["workers"]):
        data["workers"][worker] = dict(data["workers"][worker], where="lost")


def _move(state, action: Action) -> None:
    _start_check(state, action)
    places = state.data["workers"]
    places[action["worker"]] = {"where": "moving"}  # frees its own spot before choosing one
    places[action["worker"]] = workers.place_on(state.structure, places, action["to"])


def _start_check(state, action: Action) -> None:
    """Remember where every worker stood, then wait for the physics verdict."""
    before = {w: dict(p) for w, p in state.data["workers"].items() if p["where"] == "site"}
    state.data["pending"] = {"actor": state.data["seat"], "action": dict(action), "before": before}
