"""Rolling Heights content: loads and checks the JSON in ``assets/rolling_heights``.

Everything the rulebook leaves to the printed components (the 78 building plans,
the neighbourhood boards, market costs, ads, targets, component counts and the
meeple roll table) lives in data. A broken file raises :class:`ContentError`
naming the file, the entry and the problem.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from typing import Any

from babelworks.core.content import game_assets, read_json, refuse
from babelworks.core.words import translate

ASSETS = game_assets("rolling_heights")

CUBES = ("wood", "concrete", "glass", "steel")
MEEPLES = ("clear", "navy", "blue", "purple", "yellow", "brown", "green", "magenta", "black")
TYPES = ("Residential", "Park", "Commercial", "Civic", "Industry")  # not shown: plans.json's type ids
POSE_MEANINGS = ("hard", "steady", "exhausted", "reroll")
VARIABLE_VP = {
    "own_type_within",
    "buildings_by_park_space",
    "working_hard",
    "adjacent_named",
    "adjacent_buildings",
    "adjacent_water",
}
EFFECTS = {
    "nothing",
    "wild",
    "vp",
    "spending_power",
    "cubes",
    "any_cube",
    "meeple",
    "vp_per_completed",
    "vp_per_hard",
    "vp_per_empty_adjacent",
    "convert",
    "sacrifice_any_stack",
}
AD_RULES = {
    "per_column",
    "largest_group",
    "tallest_per_neighbourhood",
    "industry_nuisance",
    "adjacent_types",
    "largest_park_group",
    "park_rescore",
    "smog",
    "park_district_rescore",
    "most_per_neighbourhood",
    "civic_within",
}
TARGET_RULES = {
    "adjacent_types",
    "own_next_to_opponent",
    "opponent_next_to_own",
    "next_to_water",
    "per_wild",
    "per_meeples",
    "per_meeple_colour",
    "meeple_colours",
    "per_own_type",
    "tall_buildings",
    "neighbourhoods",
    "per_cube",
    "building_types",
}


@dataclass(frozen=True)
class Content:
    """All Rolling Heights content, checked."""

    plans: dict[str, dict]
    boards: list[dict]
    market_costs: tuple[tuple[int, ...], tuple[int, ...]]
    ads: dict[str, dict]
    targets: dict[str, dict]
    components: dict
    poses: dict[str, dict]


def _need(ok: bool, file: str, entry: str, problem: str) -> None:
    if not ok:
        refuse(file, entry, problem)


def _check_effect(file: str, entry: str, effect: Any) -> None:
    _need(
        isinstance(effect, dict) and effect.get("do") in EFFECTS,
        file,
        entry,
        translate("Rolling Heights content file", "unknown ability effect {effect!r}").format(effect=effect),
    )
    if effect["do"] in ("cubes",):
        _need(
            effect.get("cube") in CUBES,
            file,
            entry,
            translate("Rolling Heights content file", "a 'cubes' effect needs a cube colour"),
        )
    if effect["do"] == "meeple":
        _need(
            all(c in MEEPLES for c in effect.get("colours", ())),
            file,
            entry,
            translate("Rolling Heights content file", "unknown meeple colour"),
        )
    if effect["do"] == "convert":
        _need(
            effect.get("from") in MEEPLES and effect.get("to") in MEEPLES,
            file,
            entry,
            translate("Rolling Heights content file", "a conversion needs 'from' and 'to' meeple colours"),
        )


def _check_plan(plan: Any, index: int) -> None:
    file = "plans.json"
    entry = plan.get("id", f"#{index}") if isinstance(plan, dict) else f"#{index}"
    _need(
        isinstance(plan, dict),
        file,
        entry,
        translate("Rolling Heights content file", "a plan must be an object"),
    )
    for key in ("id", "name", "level", "type", "stacks", "vp", "meeples", "ability"):
        _need(
            key in plan,
            file,
            entry,
            translate("Rolling Heights content file", "missing '{key}'").format(key=key),
        )
    _need(
        plan["level"] in (1, 2),
        file,
        entry,
        translate("Rolling Heights content file", "level must be 1 or 2"),
    )
    _need(
        plan["type"] in TYPES,
        file,
        entry,
        translate("Rolling Heights content file", "unknown building type {type!r}").format(type=plan["type"]),
    )
    _need(
        isinstance(plan["stacks"], list) and bool(plan["stacks"]),
        file,
        entry,
        translate("Rolling Heights content file", "needs at least one stack"),
    )
    for stack in plan["stacks"]:
        _need(
            stack.get("cube") in CUBES and isinstance(stack.get("height"), int) and stack["height"] >= 1,
            file,
            entry,
            translate("Rolling Heights content file", "bad stack {stack!r}").format(stack=stack),
        )
    vp = plan["vp"]
    _need(
        isinstance(vp, int) and vp >= 0 or isinstance(vp, dict) and vp.get("per") in VARIABLE_VP,
        file,
        entry,
        translate(
            "Rolling Heights content file", "VP must be a number or a known variable rule, not {vp!r}"
        ).format(vp=vp),
    )
    for reward in plan["meeples"]:
        colours = reward if isinstance(reward, list) else [reward]
        _need(
            all(c in MEEPLES for c in colours) and len(colours) in (1, 2),
            file,
            entry,
            translate("Rolling Heights content file", "bad meeple reward {reward!r}").format(reward=reward),
        )
    if plan["ability"] is not None:
        for side in ("steady", "hard"):
            _check_effect(file, entry, plan["ability"].get(side))


def _check_board_side(board_id: str, side_name: str, side: Any) -> None:
    file, entry = (
        "boards.json",
        translate("Rolling Heights content file", "{board} side {side}").format(
            board=board_id, side=side_name
        ),
    )
    rows = side.get("rows") if isinstance(side, dict) else None
    if not (isinstance(rows, list) and len(rows) == 4 and all(len(r) == 4 for r in rows)):
        refuse(file, entry, translate("Rolling Heights content file", "a side needs 4 rows of 4 spaces"))
    _need(
        all(ch in ".~*123" for row in rows for ch in row),
        file,
        entry,
        translate(
            "Rolling Heights content file", "spaces are '.', '~' (water), '*' (park) or 1-3 (cube cost)"
        ),
    )
    for bonus in side.get("bonuses", []):
        at = bonus.get("at")
        _need(
            isinstance(at, list) and len(at) == 2,
            file,
            entry,
            translate("Rolling Heights content file", "bonus {bonus!r} needs 'at': [row, column]").format(
                bonus=bonus
            ),
        )
        r, c = at
        _need(
            0 <= r < 4 and 0 <= c < 4 and rows[r][c] not in "~*",
            file,
            entry,
            translate("Rolling Heights content file", "bonus {bonus!r} must be on a land space").format(
                bonus=bonus
            ),
        )
        _need(
            all(t in TYPES for t in bonus.get("types", ["?"])) and bonus.get("vp", 0) > 0,
            file,
            entry,
            translate("Rolling Heights content file", "bad bonus {bonus!r}").format(bonus=bonus),
        )


def _check_rule(file: str, item: Any, known: set) -> None:
    entry = item.get("id", "?") if isinstance(item, dict) else "?"
    _need(isinstance(item, dict) and isinstance(item.get("score"), dict), file, entry, "needs a 'score'")
    _need(
        item["score"].get("rule") in known,
        file,
        entry,
        translate("Rolling Heights content file", "unknown rule {rule!r}").format(
            rule=item["score"].get("rule")
        ),
    )


def _check_poses(data: Any) -> dict:
    poses = data.get("poses") if isinstance(data, dict) else None
    if not (isinstance(poses, dict) and poses):
        refuse("rolls.json", "poses", translate("Rolling Heights content file", "missing"))
    for name, pose in poses.items():
        _need(
            pose.get("means") in POSE_MEANINGS and pose.get("p", -1) >= 0,
            "rolls.json",
            name,
            translate("Rolling Heights content file", "needs 'p' >= 0 and 'means' in {meanings}").format(
                meanings=POSE_MEANINGS
            ),
        )
    return poses


def _check_counts(plans: list, components: dict, folder_boards: list) -> None:
    meeples = components.get("meeples", {})
    _need(
        sum(meeples.values()) == 98 and set(meeples) == set(MEEPLES),
        "components.json",
        "meeples",
        translate("Rolling Heights content file", "the 9 colours must total 98"),
    )
    _need(
        sum(components.get("cubes", {}).values()) == 285,
        "components.json",
        "cubes",
        translate("Rolling Heights content file", "must total 285"),
    )
    _need(
        len(plans) == 78,
        "plans.json",
        "plans",
        translate("Rolling Heights content file", "needs 78 plans, found {count}").format(count=len(plans)),
    )
    _need(
        len(folder_boards) == 6,
        "boards.json",
        "boards",
        translate("Rolling Heights content file", "needs 6 boards"),
    )


def load_content(folder: Path = ASSETS) -> Content:
    """Read and check every content file in ``folder``.

    Raises:
        ContentError: a file is missing or an entry is wrong (names file, entry, problem).
    """
    plans = read_json(folder, "plans.json").get("plans", [])
    for index, plan in enumerate(plans):
        _check_plan(plan, index)
    boards = read_json(folder, "boards.json").get("boards", [])
    for board in boards:
        for side in ("A", "B"):
            _check_board_side(board.get("id", "?"), side, board.get(side))
    ads = read_json(folder, "ads.json").get("ads", [])
    targets = read_json(folder, "targets.json").get("targets", [])
    for ad in ads:
        _check_rule("ads.json", ad, AD_RULES)
    for target in targets:
        _check_rule("targets.json", target, TARGET_RULES)
    components = read_json(folder, "components.json")
    _check_counts(plans, components, boards)
    strips = read_json(folder, "markets.json").get("strips", [])
    _need(
        len(strips) == 2 and all(len(s.get("costs", ())) == 9 for s in strips),
        "markets.json",
        "strips",
        translate("Rolling Heights content file", "needs 2 strips of 9 slot costs"),
    )
    _need(
        len({p["id"] for p in plans}) == 78,
        "plans.json",
        "plans",
        translate("Rolling Heights content file", "plan ids must be unique"),
    )
    return Content(
        plans={p["id"]: p for p in plans},
        boards=boards,
        market_costs=(tuple(strips[0]["costs"]), tuple(strips[1]["costs"])),
        ads={a["id"]: a for a in ads},
        targets={t["id"]: t for t in targets},
        components=components,
        poses=_check_poses(read_json(folder, "rolls.json")),
    )


@lru_cache(maxsize=1)
def content() -> Content:
    """The game's content, loaded once per process."""
    return load_content()
