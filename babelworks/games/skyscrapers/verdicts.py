"""What the physics verdict does to the game, and how the game ends.

Outcome action (CHANCE)::

    {"type": "verdict", "result": "stable"}
    {"type": "verdict", "result": "workers_fell", "fallen": ["blue-2", ...]}
    {"type": "verdict", "result": "collapse"}

An optional ``"tremor"`` list records the hand's tremor the physics used (the
velocity in cm/s given to what the hand touched: a person's drop, a computer
player's level, "shaky hands"); it changes nothing in the rules and makes a
replay exact without physics.

* Workers fell: the acting player loses 5 points per fallen worker. Their own
  fallen workers go back where they stood before the action; other players'
  go back onto the foundation level (the rulebook lets them choose any floor;
  the engine takes the lowest one, beside the first foundation card).
* Collapse: the game ends at once, the acting player is eliminated, everyone
  else loses 1 point per building block card left; no final scoring.
* Last card: the builder gains 5, the others lose 1 per card left, then the
  final scoring gives 5 to the player with most workers on the highest floor
  (ties broken one floor down, and so on; lost workers never count); with our
  "equal turns" variant the round is finished first (:mod:`.ending`). The
  verdict's falls come first: a builder they eliminate gains no bonus.
* Elimination: at -40 points or with all 5 workers lost; the game ends when
  fewer than two players remain.
"""

from __future__ import annotations

from babelworks.core.errors import IllegalAction
from babelworks.core.protocol import Action
from babelworks.core.words import translate
from babelworks.games.skyscrapers.describe import seat_name, worker_words
from babelworks.games.skyscrapers.ending import finish, last_card_used
from babelworks.games.skyscrapers.phases import end_action
from babelworks.games.skyscrapers.setup import worker_ids

RESULTS = ("stable", "workers_fell", "collapse")
FALL_PENALTY = 5
ELIMINATION_SCORE = -40


def check_verdict(state, action: Action) -> None:
    """Raise IllegalAction unless ``action`` is a well-formed verdict for this moment."""
    if action.get("type") != "verdict":
        raise IllegalAction(
            translate(
                "Skyscrapers refusals", "The building is being checked: only its verdict can be applied now."
            )
        )
    if action.get("result") not in RESULTS:
        raise IllegalAction(
            translate(
                "Skyscrapers refusals",
                "The building's check says it stands, that workers fell, or that it collapsed.",
            )
        )
    fallen = action.get("fallen", [])
    if (
        not isinstance(fallen, list)
        or not all(isinstance(w, str) for w in fallen)
        or len(set(fallen)) != len(fallen)
    ):
        raise IllegalAction(
            translate("Skyscrapers refusals", "The workers who fell must each be named once.")
        )
    tremor = action.get("tremor", [0.0, 0.0, 0.0])
    if not (
        isinstance(tremor, list)
        and len(tremor) == 3
        and all(isinstance(v, (int, float)) and abs(v) < 100 for v in tremor)
    ):
        raise IllegalAction(
            translate("Skyscrapers refusals", "The hand's tremor is a speed in three directions, in cm/s.")
        )
    on_site = {w for w, p in state.data["workers"].items() if p["where"] == "site"}
    if any(w not in on_site for w in fallen):
        raise IllegalAction(
            translate("Skyscrapers refusals", "Only workers standing on the building can fall.")
        )
    if (action["result"] == "workers_fell") != bool(fallen):
        raise IllegalAction(
            translate("Skyscrapers refusals", "Workers fell only when the check names fallen workers.")
        )
    extra = set(action) - {"type", "result", "fallen", "tremor"}
    if extra:
        raise IllegalAction(
            translate("Skyscrapers refusals", "The building's check holds something it should not.")
        )


def apply_verdict(state, action: Action) -> None:
    """Apply a checked verdict to the pending build or move."""
    pending = state.data["pending"]
    state.data["pending"] = None
    actor = pending["actor"]
    if action["result"] == "collapse":
        _collapse(state, actor)
        return
    for worker in action.get("fallen", []):
        _fall(state, worker, actor, pending["before"])
    _check_eliminations(state)
    if not state.data["over"] and pending["action"]["type"] == "build" and not state.data["hands"][actor]:
        last_card_used(state, actor)
    end_action(state)


def _fall(state, worker: str, actor: int, before: dict) -> None:
    owner = seat_name(state.seat_of(worker), None)  # names are the table's: the log keeps seats
    reason = f"{owner}'s {worker_words(worker)} fell"  # not shown: a score log reason
    state.add_points(actor, -FALL_PENALTY, reason)
    if state.seat_of(worker) == actor and worker in before:
        state.data["workers"][worker] = dict(before[worker])
    else:
        state.data["workers"][worker] = {"where": "site", "card": "F1", "spot": -1}


def _collapse(state, actor: int) -> None:
    state.data["eliminated"][actor] = True
    for seat in state.active_seats():
        reason = "cards left at the collapse"  # not shown: a score log reason
        state.add_points(seat, -len(state.data["hands"][seat]), reason)
    finish(state, "collapse")


def _check_eliminations(state) -> None:
    for seat in state.active_seats():
        crew = [state.data["workers"][w]["where"] for w in worker_ids(seat)]
        if state.data["scores"][seat] <= ELIMINATION_SCORE or all(p == "lost" for p in crew):
            state.data["eliminated"][seat] = True
    if len(state.active_seats()) < 2:
        finish(state, "elimination")
