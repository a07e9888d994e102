"""A level's pruning of dominated moves: Rise of Babel's Hard does not end its turn while a
card in play is unused and free to activate (docs/bots.md, "Playing the cards")."""

import json
from pathlib import Path
from types import SimpleNamespace

from babelworks.bots.games import rise_of_babel as babel_knowledge
from babelworks.bots.games.rise_of_babel import plays_its_cards
from babelworks.bots.players import make_player
from babelworks.games.rise_of_babel import GAME

STALL = Path(__file__).with_name("rise_of_babel_stall.json")
END_TURN = {"type": "end_turn"}


def _stall():
    return GAME.from_dict(json.loads(STALL.read_text()))


def test_ending_the_turn_is_set_aside_while_a_card_in_play_is_unused():
    state = _stall()
    legal = state.legal_actions()
    assert END_TURN in legal and len(legal) > 1
    kept = plays_its_cards(state, legal)
    assert END_TURN not in kept and kept == [action for action in legal if action != END_TURN]


def test_ending_the_turn_stays_once_every_card_is_used():
    state = _stall()
    state.data["turn"]["used"] = list(state.data["turn"]["play"])
    legal = state.legal_actions()
    assert END_TURN in legal and plays_its_cards(state, legal) == legal


def test_a_card_that_costs_gold_or_itself_to_activate_leaves_the_end_of_the_turn(monkeypatch):
    state = _stall()
    costly = SimpleNamespace(banners=({"pay": 1, "gold": 3}, {"trash_self": True, "gold": 2}))
    monkeypatch.setattr(babel_knowledge, "CARDS", {card: costly for card in state.data["turn"]["play"]})
    legal = state.legal_actions()
    assert plays_its_cards(state, legal) == legal


def test_moves_without_the_end_of_the_turn_are_left_alone():
    state = _stall()
    legal = [action for action in state.legal_actions() if action != END_TURN]
    assert plays_its_cards(state, legal) == legal


def test_hard_alone_prunes_and_in_normals_seat_at_the_stall_activates_a_card():
    state = _stall()
    seat = state.current_player
    hard = make_player("hard", GAME, seat, 0, babel_knowledge.TUNING)
    assert hard.undominated is plays_its_cards
    assert make_player("normal", GAME, seat, 0, babel_knowledge.TUNING).undominated is None
    assert hard.choose(state)["type"] == "activate"
