"""The three actions of a turn: send a worker, build a card, move a worker.

Each build and each move hands the game to the physics (``current_player``
becomes CHANCE) until a verdict is applied; see
:mod:`~babelworks.games.skyscrapers.verdicts`.
"""

from __future__ import annotations

from babelworks.core.protocol import Action
from babelworks.games.skyscrapers import building, workers
from babelworks.games.skyscrapers.content import COLOURS
from babelworks.games.skyscrapers.geometry import CardPose, crossing


def legal_actions(state) -> list[Action]:
    """Sends, builds and moves open to the seat to act, in a fixed order."""
    return _sends(state) + _builds(state) + _moves(state)


def _crew(state, seat: int) -> list[str]:
    colour = COLOURS[seat]
    return [w for k in range(1, 6) if state.data["workers"][(w := f"{colour}-{k}")]["where"] == "crew"]


def _on_site(state, seat: int) -> list[str]:
    colour = COLOURS[seat]
    return [w for k in range(1, 6) if state.data["workers"][(w := f"{colour}-{k}")]["where"] == "site"]


def _sends(state) -> list[Action]:
    if not _crew(state, state.data["seat"]):
        return []
    foundation = [c for c in state.structure.ground_cards if state.content.cards[c].kind == "foundation"]
    return [{"type": "send", "to": card} for card in foundation]


def _builds(state) -> list[Action]:
    seat = state.data["seat"]
    if state.data["connectors"] <= 0:
        return []
    found = []
    for worker in _on_site(state, seat):
        for anchor in workers.reach(state.structure, state.data["workers"][worker]):
            found += [_build_action(worker, card, anchor, pose) for pose, card in _anchor_builds(state, seat, anchor)]
    return found


def _anchor_builds(state, seat: int, anchor: str) -> list[tuple[CardPose, str]]:
    """(pose, card) pairs the seat may build onto ``anchor``; kept until the next build
    (sends and moves change neither the structure nor the hands)."""
    cache = state.__dict__.setdefault("_anchor_builds", {})
    key = (len(state.data["built"]), seat, anchor)
    if key not in cache:
        if cache and next(iter(cache))[0] != key[0]:
            cache.clear()
        cards = [state.content.cards[c] for c in state.data["hands"][seat] + state.data["supports"][seat]]
        cache[key] = [(pose, card.id) for pose in _open_sites(state, anchor) for card in cards if _allowed(state, card, pose)]
    return cache[key]


def _build_is_legal(state, action: Action) -> bool:
    """One build checked on its own (the same tests legal_actions applies)."""
    seat = state.data["seat"]
    card_id, worker, anchor = action.get("card"), action.get("worker"), action.get("anchor")
    if state.data["connectors"] <= 0 or card_id not in state.data["hands"][seat] + state.data["supports"][seat]:
        return False
    if worker not in _on_site(state, seat) or anchor not in workers.reach(state.structure, state.data["workers"][worker]):
        return False
    try:
        pose = CardPose.from_dict(action)
    except (KeyError, TypeError, ValueError):
        return False
    if action != _build_action(worker, card_id, anchor, pose):
        return False
    return pose in _open_sites(state, anchor) and _allowed(state, state.content.cards[card_id], pose)


def is_legal(state, action: Action) -> bool:
    """True exactly when ``action`` is in legal_actions(), without listing every build."""
    kind = action.get("type")
    if kind == "build":
        return _build_is_legal(state, action)
    if kind == "send":
        return action in _sends(state)
    if kind == "move":
        return action in _moves(state)
    return action == {"type": "pass"} and not (_sends(state) or _moves(state) or _builds(state))


def _open_sites(state, anchor: str) -> list[CardPose]:
    """Open sites around ``anchor``, kept between builds: the structure only grows,
    so a later card can only close sites (by crossing them), never open new ones."""
    cache = state.__dict__.setdefault("_sites", {})
    built = state.data["built"]
    if anchor not in cache:
        cache[anchor] = (len(built), building.open_sites(state.structure, anchor))
    known, sites = cache[anchor]
    if known < len(built):
        newer = [CardPose.from_dict(pose) for _, pose in built[known:]]
        sites = [site for site in sites if not any(crossing(site, card) for card in newer)]
        cache[anchor] = (len(built), sites)
    return sites


def _allowed(state, card, pose: CardPose) -> bool:
    return building.fits_card(card, pose) and building.girder_links(state.content, state.structure, card, pose) > 0


def _build_action(worker: str, card: str, anchor: str, pose: CardPose) -> Action:
    return {"type": "build", "worker": worker, "card": card, "anchor": anchor, **pose.to_dict()}


def _moves(state) -> list[Action]:
    found = []
    for worker in _on_site(state, state.data["seat"]):
        place = state.data["workers"][worker]
        for card in workers.destinations(state.structure, place):
            if workers.place_on(state.structure, state.data["workers"], card) is not None:
                found.append({"type": "move", "worker": worker, "to": card})
    return found


def apply_action(state, action: Action) -> None:
    """Play a legal send, build, move or pass (already checked against legal_actions)."""
    kind = action["type"]
    if kind == "pass":
        state.data["actions_left"] = 0
        end_action(state)
    elif kind == "send":
        worker = _crew(state, state.data["seat"])[0]
        state.data["workers"][worker] = {"where": "site", "card": action["to"], "spot": workers.GROUND}
        end_action(state)
    elif kind == "build":
        _build(state, action)
    else:
        _move(state, action)


def _build(state, action: Action) -> None:
    data, seat = state.data, state.data["seat"]
    card = state.content.cards[action["card"]]
    pose = CardPose.from_dict(action)
    points = building.build_points(state.content, state.structure, card, pose)
    joint = building.anchor_joint(state.structure, action["anchor"], pose)
    _start_check(state, action)
    (data["hands"] if card.kind == "block" else data["supports"])[seat].remove(card.id)
    data["built"].append([card.id, pose.to_dict()])
    data["joints"].append([card.id, joint[0], action["anchor"], joint[1]])
    data["connectors"] -= 1
    state.add_points(seat, points, f"built {card.id}")
    state._changed()
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


def end_action(state) -> None:
    """Count one action; pass the turn on after the third (or when the actor is out)."""
    data = state.data
    data["actions_left"] -= 1 if data["actions_left"] > 0 else 0
    if data["over"]:
        return
    if data["actions_left"] <= 0 or data["eliminated"][data["seat"]]:
        _next_seat(state)


def _next_seat(state) -> None:
    data = state.data
    seat = data["seat"]
    for _ in range(state.players):
        seat = (seat + 1) % state.players
        if seat == 0:
            data["turn"] += 1
        if not data["eliminated"][seat]:
            break
    data["seat"], data["actions_left"] = seat, 3


def why_illegal(state, action: Action) -> str:
    """A player's explanation of why ``action`` is not allowed now."""
    if state.data["over"]:
        return "The game is over."
    kind = action.get("type")
    colour = COLOURS[state.data["seat"]].title()
    if kind == "send":
        return f"{colour} cannot send a worker to {action.get('to')!r}: it must be next to a foundation card, and the crew must not be empty."
    if kind == "build":
        return _why_not_build(state, action)
    if kind == "move":
        return f"{colour}'s worker {action.get('worker')!r} cannot step to {action.get('to')!r} in one move."
    if kind == "pass":
        return "You may pass only when no action is possible."
    return f"Unknown action {kind!r}: send, build, move or pass."


def _why_not_build(state, action: Action) -> str:
    seat = state.data["seat"]
    card = action.get("card")
    if card not in state.data["hands"][seat] + state.data["supports"][seat]:
        return f"Card {card!r} is not in your hand."
    worker = action.get("worker")
    if worker not in _on_site(state, seat):
        return f"{worker!r} is not one of your workers on the construction site."
    if action.get("anchor") not in workers.reach(state.structure, state.data["workers"][worker]):
        return f"{worker} is not standing next to card {action.get('anchor')!r}."
    return f"{card} cannot be joined to {action.get('anchor')} there: check right angles, the board, the girders and the drawn worker."


def _placement_words(action: Action) -> str:
    """Where a build puts its card, so builds of one card at different places read apart."""
    plane = str(action.get("u", "")) + str(action.get("v", ""))
    x, y, z = action.get("at", (0, 0, 0))
    if "z" not in plane:
        return f"lying flat at ({x}, {y}), level {z}"
    return f"standing along {'x' if 'x' in plane else 'y'} at ({x}, {y}), level {z}"


def describe(state, action: Action, names: list[str] | None = None) -> str:
    """The action in words, said by the seat's name when given (else its colour)."""
    kind = action.get("type")
    who = names[state.data["seat"]] if names else COLOURS[state.data["seat"]].title()
    if kind == "send":
        return f"{who} sends a worker next to {action['to']}"
    if kind == "build":
        return (f"{who} builds {action['card']} onto {action['anchor']}, {_placement_words(action)} "
                f"(builder {action['worker']})")
    if kind == "move":
        return f"{who} moves {action['worker']} to {action['to']}"
    if kind == "verdict":
        fallen = ", ".join(action.get("fallen", [])) or "none"
        return {"stable": "The building stands", "collapse": "The building collapses!"}.get(action["result"], f"Workers fell: {fallen}")
    return f"{who} passes"
