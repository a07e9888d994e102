"""Content files: counts from the rulebook, named cards, and clear errors for bad files."""

from __future__ import annotations

import json
import shutil

import pytest

from babelworks.core.assets import assets_dir
from babelworks.core.errors import ContentError
from babelworks.games.rise_of_babel.content import (
    RESOURCES,
    STEP_KINDS,
    content,
    load_content,
)
from babelworks.games.rise_of_babel.scoring import level_patterns

SOURCE = assets_dir() / "rise_of_babel"


def test_card_counts_match_the_rulebook():
    c = content()
    assert len(c.starting[0]) == 10
    assert len(c.market) == 53
    assert len(c.jobs) == 8 and len(c.teamsters) == 8


def test_starting_decks_are_identical_for_every_player():
    c = content()
    keys = [sorted(c.cards[card].key for card in c.starting[seat]) for seat in range(4)]
    assert keys[0] == keys[1] == keys[2] == keys[3]


def test_glossary_cards_are_in_the_market():
    names = {content().cards[card].name for card in content().market}
    assert {"An Advance", "Gambler", "Supervisor", "Trades Craft", "Refresh", "Motivation"} <= names


def test_starting_cards_use_only_starting_icons():
    starting_icons = {
        "stalls_to_tower",
        "stalls_to_warehouse",
        "stalls_to_camp",
        "warehouse_to_tower",
        "place_wild",
        "advance_elephant",
        "board_upgrade",
    }
    c = content()
    for card in c.starting[0]:
        for banner in c.cards[card].banners:
            assert set(banner.get("steps", [])) <= starting_icons


def test_every_step_kind_is_used_by_some_card():
    used = set()
    for card in content().cards.values():
        for banner in card.banners:
            for step in banner.get("steps", []):
                used.add(step if isinstance(step, str) else "pull")
                if isinstance(step, dict):
                    for reward in step["pull"].values():
                        used |= set(reward.get("steps", []))
    assert used == STEP_KINDS


def test_tower_levels_and_tiles():
    c = content()
    assert list(c.majors) == ["I", "II", "III"] and len(c.minors) == 12
    assert len(c.bonus_tiles) == 24
    tiles = list(c.tiles.values())
    assert sum(t.kind == "wild" for t in tiles) == 8
    assert sum(t.kind == "confusion" for t in tiles) == 12
    per_player = [t for t in tiles if t.owner == 0]
    assert sum(t.kind in RESOURCES for t in per_player) == 28
    assert sum("/" in t.kind for t in per_player) == 4
    assert sum(t.kind == "multi" for t in per_player) == 1


def test_board_has_every_upgrade_icon():
    icons = {icon for track in content().board["tracks"].values() for icon in track}
    assert icons == {"dual", "cart", "draw_advance", "skip_space", "gold_token", "free_card", "multi"}


@pytest.fixture
def broken(tmp_path):
    folder = tmp_path / "rise_of_babel"
    shutil.copytree(SOURCE, folder)
    return folder


def _edit(folder, name, change):
    path = folder / name
    data = json.loads(path.read_text())
    change(data)
    path.write_text(json.dumps(data))


def test_unknown_step_names_file_entry_and_problem(broken):
    _edit(broken, "cards.json", lambda d: d["market"][0]["banners"][0].update(steps=["fly"]))
    with pytest.raises(ContentError, match=r"cards\.json: entry 'an_advance': unknown step 'fly'"):
        load_content(broken)


def test_wrong_market_size_is_refused(broken):
    _edit(broken, "cards.json", lambda d: d["market"][0].update(copies=1))
    with pytest.raises(ContentError, match=r"cards\.json: entry 'market': .*exactly 53"):
        load_content(broken)


def test_bad_tower_character_is_refused(broken):
    _edit(broken, "towers.json", lambda d: d["minor"].update({"Granary": ["?."]}))
    with pytest.raises(ContentError, match=r"towers\.json: entry 'Granary': unknown character '\?'"):
        load_content(broken)


def test_bad_upgrade_icon_is_refused(broken):
    _edit(broken, "board.json", lambda d: d["tracks"]["tar"].append("rocket"))
    with pytest.raises(ContentError, match=r"board\.json: entry 'tracks\.tar': unknown upgrade"):
        load_content(broken)


def test_missing_file_is_named(broken):
    (broken / "towers.json").unlink()
    with pytest.raises(ContentError, match=r"towers\.json: the file is missing"):
        load_content(broken)


def test_broken_json_is_named(broken):
    (broken / "board.json").write_text("{")
    with pytest.raises(ContentError, match=r"board\.json: not valid JSON"):
        load_content(broken)


#: The rulebook's Scoring Infographic: pattern -> influence points.
INFOGRAPHIC = {("wood", n): p for n, p in ((2, 3), (3, 6), (4, 10), (5, 14))}
INFOGRAPHIC |= {("stone", n): p for n, p in ((2, 3), (3, 6), (4, 10), (5, 14))}
INFOGRAPHIC |= {("brick", n): p for n, p in ((2, 3), (3, 6), (4, 10), (5, 14))}
INFOGRAPHIC |= {("tar", 2): 2, ("confusion", 2): -1}
DIRECTIONS = {
    "wood": ((0, 1),),
    "brick": ((1, 0),),
    "stone": ((1, 1), (1, -1)),
    "tar": ((0, 1), (1, 0)),
    "confusion": ((0, 1), (1, 0)),
}


def _line(level, step: tuple, length: int) -> list | None:
    """The first ``length`` consecutive spaces of ``level`` along ``step``, if any."""
    for r, c in sorted(level.spaces):
        cells = [(r + n * step[0], c + n * step[1]) for n in range(length)]
        if all(cell in level.spaces for cell in cells):
            return cells
    return None


def _scored(pattern: tuple):
    """The points ``pattern`` scores on the first level (major or minor) where it fits."""
    resource, length = pattern
    c = content()
    for level in [*c.majors.values(), *c.minors.values()]:
        for step in DIRECTIONS[resource]:
            cells = _line(level, step, length)
            if cells is None:
                continue
            grid = dict.fromkeys(level.spaces)
            for n, cell in enumerate(cells):
                grid[cell] = f"0{resource[0]}{n + 1}"
            if resource == "confusion":
                grid[cells[0]], grid[cells[1]] = "0w1", "c1"
            return [p.points for p in level_patterns(grid, 0)]
    return None


@pytest.mark.parametrize("pattern", sorted(INFOGRAPHIC), ids=lambda p: f"{p[0]}-{p[1]}")
def test_every_value_on_the_scoring_infographic_is_reachable_on_some_level(pattern):
    assert _scored(pattern) == [INFOGRAPHIC[pattern]], f"{pattern} cannot be built on any level"
