"""Content: complete, as the rulebook describes it, and checked on load."""

import json
import shutil

import pytest

from babelworks.core.errors import ContentError
from babelworks.games.rolling_heights.content import ASSETS, content, load_content


def test_component_counts_match_the_rulebook():
    c = content()
    assert len(c.plans) == 78
    assert sum(c.components["meeples"].values()) == 98
    assert c.components["meeples"]["clear"] == 16 and c.components["meeples"]["black"] == 7
    assert c.components["cubes"] == {"glass": 80, "steel": 60, "wood": 60, "concrete": 60, "misc": 25}
    assert c.components["wild_tokens"] == 30
    assert len(c.ads) == 12 and len(c.targets) == 13 and len(c.boards) == 6
    levels = [p["level"] for p in c.plans.values()]
    assert levels.count(1) + levels.count(2) == 78 and levels.count(1) >= 18 and levels.count(2) >= 18


def _stacks(plan_id):
    return [(s["cube"], s["height"]) for s in content().plans[plan_id]["stacks"]]


def test_named_buildings_are_as_the_rulebook_describes():
    plans = content().plans
    assert sorted(_stacks("csilla-tower")) == [("glass", 4), ("glass", 6), ("steel", 5), ("steel", 8)]
    assert plans["csilla-tower"]["vp"] == 20 and plans["csilla-tower"]["meeples"] == ["purple"]
    assert plans["csilla-tower"]["ability"]["steady"]["n"] == 2
    assert plans["csilla-tower"]["ability"]["hard"]["n"] == 3
    assert sorted(_stacks("viceroy-house")) == [("wood", 1), ("wood", 1), ("wood", 4)]
    assert sorted(_stacks("city-hall")) == [
        ("glass", 1),
        ("glass", 2),
        ("glass", 2),
        ("steel", 3),
        ("steel", 6),
    ]
    assert plans["gambrel-museum"]["vp"] == 20
    assert plans["gambrel-museum"]["meeples"] == ["green", "magenta"]
    assert plans["mayors-house"]["vp"] == 3 and "purple" in plans["mayors-house"]["meeples"]
    for name in (
        "haunted-house",
        "fairgrounds",
        "tumble-park",
        "botanical-gardens",
        "pritzker-zoo",
        "biggies-ballpark",
        "toy-center-co",
    ):
        assert name in plans


def test_every_plan_demand_can_end_the_game_for_each_colour():
    demand = {}
    for plan in content().plans.values():
        for stack in plan["stacks"]:
            demand[stack["cube"]] = demand.get(stack["cube"], 0) + stack["height"]
    for cube in ("wood", "concrete", "glass", "steel"):
        assert demand[cube] > 2 * content().components["cubes"][cube]


def test_first_game_ads_are_among_the_twelve():
    first = content().components["first_game_ads"]
    assert len(first) == 3 and all(ad in content().ads for ad in first)


@pytest.fixture
def assets_copy(tmp_path):
    folder = tmp_path / "rh"
    shutil.copytree(ASSETS, folder)
    return folder


def _edit(folder, name, change):
    path = folder / name
    data = json.loads(path.read_text())
    change(data)
    path.write_text(json.dumps(data))


def test_a_bad_stack_names_file_entry_and_problem(assets_copy):
    _edit(assets_copy, "plans.json", lambda d: d["plans"][0]["stacks"].append({"cube": "gold", "height": 2}))
    with pytest.raises(ContentError, match=r"plans\.json: entry 'viceroy-house': bad stack"):
        load_content(assets_copy)


def test_a_bonus_on_water_is_refused(assets_copy):
    def change(data):
        side = data["boards"][0]["A"]
        row = next(r for r, text in enumerate(side["rows"]) if "~" in text)
        side["bonuses"].append({"at": [row, side["rows"][row].index("~")], "types": ["Park"], "vp": 1})

    _edit(assets_copy, "boards.json", change)
    with pytest.raises(ContentError, match=r"boards\.json: entry 'riverside side A'"):
        load_content(assets_copy)


def test_missing_and_broken_files_are_named(assets_copy):
    (assets_copy / "ads.json").write_text("{not json")
    with pytest.raises(ContentError, match=r"ads\.json: not valid JSON"):
        load_content(assets_copy)
    (assets_copy / "ads.json").unlink()
    with pytest.raises(ContentError, match=r"ads\.json: the file is missing"):
        load_content(assets_copy)


def test_unknown_scoring_rule_is_refused(assets_copy):
    _edit(assets_copy, "targets.json", lambda d: d["targets"][3]["score"].update(rule="magic"))
    with pytest.raises(ContentError, match=r"targets\.json: entry 'waterfront': unknown rule 'magic'"):
        load_content(assets_copy)
