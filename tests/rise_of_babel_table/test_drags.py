"""Drag sources dropped on targets become the right game actions (the engine's gestures)."""

from __future__ import annotations

from babelworks.core.errors import IllegalAction
from babelworks.games.rise_of_babel import gestures

SPACE = {"tower": "major", "space": [2, 1]}


def compose(source: dict, target: dict, legal: list[dict]) -> dict | None:
    """What ``action_for`` picks when ``legal`` is the legal list: the first tier's legal one."""
    try:
        tiers = gestures.meanings({"source": source, "target": target})
    except IllegalAction:
        return None
    for tier in tiers or []:
        found = [action for action in tier if action in legal]
        if found:
            return found[0]
    return None


def test_a_stall_tile_dropped_on_a_tower_space_is_stalls_to_tower():
    legal = [{"type": "stalls_to_tower", "stall": 1, "tower": "major", "space": [2, 1]}]
    assert compose({"stall": 1}, SPACE, legal) == legal[0]


def test_round_three_full_towers_take_the_placement_without_a_space():
    legal = [{"type": "unload", "tile": "wood"}]
    assert compose({"cargo": "wood"}, SPACE, legal) == legal[0]


def test_a_market_card_on_the_discard_pile_prefers_the_free_card_over_buying():
    offer = {"from": "market", "slot": 2}
    legal = [{"type": "buy_card", **offer}, {"type": "gain_free", **offer}]
    assert compose({"offer": offer}, {"zone": "discard"}, legal)["type"] == "gain_free"


def test_drops_that_mean_nothing_give_none_and_a_reason():
    assert compose({"camp": "tar"}, SPACE, [{"type": "end_turn"}]) is None
    assert gestures.candidates({"camp": "tar"}, SPACE) == []
    assert "camp" in gestures.refusal({"camp": "tar"}, SPACE)


def test_each_source_reaches_its_targets():
    cases = [
        ({"stall": 0}, {"zone": "warehouse"}, {"type": "stalls_to_warehouse", "stall": 0}),
        ({"stall": 0}, {"zone": "camp"}, {"type": "stalls_to_camp", "stall": 0}),
        ({"stall": 2}, {"track": "tar"}, {"type": "board_upgrade", "stall": 2, "track": "tar"}),
        ({"camp": "wood"}, {"zone": "elephant"}, {"type": "load_elephant", "tile": "wood"}),
        ({"bag": "brick"}, {"stall": 1}, {"type": "stall_from_bag", "stall": 1, "tile": "brick"}),
        ({"card": "m01", "pile": "discard"}, {"zone": "hand"}, {"type": "search_discard", "card": "m01"}),
        ({"card": "m01", "pile": "play"}, {"zone": "trash"}, {"type": "trash", "card": "m01"}),
        ({"supply": "confusion"}, SPACE, {"type": "place_confusion", **SPACE}),
        ({"supply": "wild"}, SPACE, {"type": "place_wild", **SPACE}),
    ]
    for source, target, action in cases:
        assert compose(source, target, [action]) == action, (source, target)


def test_a_dragged_source_travels_as_the_one_drag_payload(qtbot):
    from babelworks.ui.rise_of_babel.common import dragged
    from babelworks.ui.table_api import DragPayload

    source = {"warehouse": "wood/stone"}
    assert dragged(DragPayload(piece=source).to_mime()) == source
    assert dragged(DragPayload(action={"type": "end_turn"}).to_mime()) is None


def test_the_bonus_words_come_from_the_engine():
    from babelworks.games.rise_of_babel import GAME
    from babelworks.games.rise_of_babel.cards import CARDS
    from babelworks.ui.rise_of_babel.gestures import bonus_words

    state = GAME.new_game(2, 3)
    activate = next(
        a
        for a in state.legal_actions()
        if a["type"] == "activate"
        and "stalls_to_tower" in CARDS[a["card"]].banners[a["banner"]].get("steps", [])
    )
    state.apply(activate)
    placements = [a for a in state.legal_actions() if a["type"] == "stalls_to_tower"]
    words = {bonus_words(state, a) for a in placements}
    assert "Drop here: +1 influence" in words and "Drop here: no placement bonus" in words
    assert state.data["turn"]["active"] is not None  # the preview changed nothing


def test_a_press_on_a_supply_picks_its_tile_up_only_when_a_step_places_one():
    from babelworks.scene.pieces import Piece
    from babelworks.ui.rise_of_babel.gestures import pickup_of

    g = {"current": 0}
    wilds = Piece("rb/supply/wilds", "cube", (0, 0, 0), extras={"supply": "wilds"})
    confusion = Piece("rb/supply/confusion", "cube", (0, 0, 0), extras={"supply": "confusion"})
    place = [{"type": "place_wild", **SPACE}]
    assert pickup_of(wilds, g, place) == {"supply": "wild"}
    assert pickup_of(confusion, g, place) is None
    assert pickup_of(wilds, g, [{"type": "end_turn"}]) is None
    assert compose(pickup_of(wilds, g, place), SPACE, place) == place[0]


def test_a_press_on_a_market_card_picks_it_up_only_when_an_action_takes_it():
    from babelworks.scene.pieces import Piece
    from babelworks.ui.rise_of_babel.gestures import pickup_of

    g = {"current": 0}
    card = Piece("rb/market/2", "card", (0, 0, 0), extras={"card": "m01", "slot": 2})
    jobs = Piece("rb/pile/jobs", "cube", (0, 0, 0), extras={"pile": "jobs"})
    deck = Piece("rb/pile/deck", "cube", (0, 0, 0), extras={"pile": "deck"})
    legal = [{"type": "buy_card", "from": "market", "slot": 2}, {"type": "buy_card", "from": "jobs"}]
    assert pickup_of(card, g, legal) == {"offer": {"from": "market", "slot": 2}}
    assert pickup_of(jobs, g, legal) == {"offer": {"from": "jobs"}}
    assert pickup_of(deck, g, legal) is None
    assert pickup_of(card, g, legal[1:]) is None
