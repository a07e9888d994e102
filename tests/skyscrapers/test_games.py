"""Seeded random full games (analytic verdicts): invariants, replay, round trip."""

import pytest

from babelworks.core.hashing import canonical_json
from babelworks.games.skyscrapers import GAME
from babelworks.simulate import run_games


@pytest.mark.parametrize("players", [2, 3, 4])
def test_random_games_end_with_every_invariant_held(players):
    report = run_games("skyscrapers", players, 2, seed=40 + players, resolver=GAME.sample_outcome)
    assert report["violations"] == []
    assert all(g["end_reason"] in ("last_card", "collapse", "elimination") for g in report["games"])


def test_setup_deals_15_12_9_and_builds_the_foundation():
    for players, cards in ((2, 15), (3, 12), (4, 9)):
        state = GAME.new_game(players, 7)
        assert [len(h) for h in state.data["hands"]] == [cards] * players
        assert [c for c, _ in state.data["built"]] == ["F1", "F2", "F3"]
        assert state.data["connectors"] == 50
        assert state.check_invariants() == []


def test_the_same_seed_deals_the_same_game_and_from_dict_round_trips():
    first, second = GAME.new_game(3, 99), GAME.new_game(3, 99)
    assert canonical_json(first.to_dict()) == canonical_json(second.to_dict())
    assert canonical_json(GAME.from_dict(first.to_dict()).to_dict()) == canonical_json(first.to_dict())


def test_player_counts_outside_two_to_four_are_refused():
    for players in (1, 5):
        with pytest.raises(ValueError, match="2-4 players"):
            GAME.new_game(players, 1)


def test_a_lost_card_breaks_the_invariants():
    state = GAME.new_game(2, 5)
    state.data["hands"][0].pop()
    assert any("nowhere" in problem for problem in state.check_invariants())
    state = GAME.new_game(2, 5)
    state.data["connectors"] -= 1
    assert any("connectors" in problem for problem in state.check_invariants())


def test_the_game_and_its_states_follow_the_protocol():
    from babelworks.core.protocol import Game, State
    from babelworks.registry import get_game

    assert isinstance(get_game("skyscrapers"), Game)
    state = GAME.new_game(2, 1)
    assert isinstance(state, State)
    assert (GAME.min_players, GAME.max_players) == (2, 4)


def test_phase_and_describe_speak_the_game_s_words():
    state = GAME.new_game(2, 1)
    assert state.phase() == "Player 1 to act, 3 of 3 actions left"
    assert state.phase(["Alice", "Bob"]) == "Alice to act, 3 of 3 actions left"
    assert state.describe({"type": "send", "to": "F2"}) == "Player 1 sends a worker next to foundation card 2"
    assert state.describe({"type": "send", "to": "F2"}, ["Alice", "Bob"]) == (
        "Alice sends a worker next to foundation card 2"
    )
    state.apply({"type": "send", "to": "F2"})
    move = next(a for a in state.legal_actions() if a["type"] == "move")
    assert state.describe(move, ["Alice", "Bob"]).startswith("Alice moves worker 1 to ")
    state.apply(move)
    assert state.phase() == "Checking the building"
    assert state.describe({"type": "verdict", "result": "collapse"}) == "The building collapses!"
    fell = {"type": "verdict", "result": "workers_fell", "fallen": ["red-1", "green-2"]}
    assert state.describe(fell, ["Alice", "Bob"]) == "Workers fell: Alice's worker 1, Bob's worker 2"


def test_the_engine_s_words_never_call_a_seat_by_its_box_colour():
    state = GAME.new_game(2, 1)
    state.apply({"type": "send", "to": "F2"})
    words = [state.phase(["Ann", "Bo"])] + [state.describe(a, ["Ann", "Bo"]) for a in state.legal_actions()]
    words += [
        state.why_illegal({"type": "move", "worker": "red-1", "to": "B99"}),
        state.why_illegal(
            {
                "type": "build",
                "worker": "red-1",
                "card": "B99",
                "anchor": "F1",
                "at": [0, 0, 1],
                "u": "+x",
                "v": "+y",
            }
        ),
    ]
    for text in words:
        assert not any(colour in text.lower() for colour in ("red", "green", "blue", "yellow")), text


@pytest.mark.parametrize(
    "change",
    [
        lambda d: d.pop("built"),
        lambda d: d.update(built=[["F1", {"at": [0, 0], "u": "+y", "v": "+z"}]]),
        lambda d: d["workers"].update({"red-1": {"where": "site", "card": "B99", "spot": 0}}),
        lambda d: d["hands"][0].append("B01"),
        lambda d: d.update(scores=[5, 0]),
        lambda d: d.update(seat=7),
        lambda d: d.update(seat=True),
        lambda d: d.update(players=5),
        lambda d: d.update(actions_left=4),
        lambda d: d.update(rng={"state": -1}),
        lambda d: d.update(options={}),
        lambda d: d.update(hands=[["B01"]]),
        lambda d: d["hands"][0].append(["B01"]),
        lambda d: d.update(box="B01"),
        lambda d: d.update(built=[["F1", {"at": [0, 0, "0"], "u": "+y", "v": "+z"}]]),
        lambda d: d.update(joints=[["F3", 9, "F1", 6]]),
        lambda d: d["workers"].pop("red-3"),
        lambda d: d["workers"].update({"red-1": {"where": "site", "card": "F1", "spot": 12}}),
        lambda d: d["workers"].update({"red-1": {"where": "flying"}}),
        lambda d: d.update(score_log=[[3, 1, "built B01"]]),
        lambda d: d.update(eliminated=[False]),
        lambda d: d.update(pending={"actor": 0}),
        lambda d: d.update(pending={"actor": 0, "action": {"type": "pass"}, "before": {}}),
        lambda d: d.update(end_reason="boredom"),
        lambda d: d.update(turn=0),
        lambda d: d.update(extra=1),
    ],
)
def test_from_dict_refuses_data_that_is_not_a_sound_state(change):
    data = GAME.new_game(2, 4).to_dict()
    change(data)
    with pytest.raises(ValueError, match="Skyscrapers state"):
        GAME.from_dict(data)


def test_from_dict_refuses_a_seat_that_does_not_play():
    data = GAME.new_game(2, 4).to_dict()
    data["seat"] = 7
    with pytest.raises(ValueError, match="'seat' must be a seat from 0 to 1"):
        GAME.from_dict(data)


def _positions_of_a_seeded_game(seed: int, every: int = 15):
    """States a player acts in, every ``every`` actions of a seeded random 2-player game."""
    from babelworks import registry
    from babelworks.core.match import Match, Setup, seat_defaults
    from babelworks.simulate import play_game

    game = registry.get_game("skyscrapers")
    log = play_game(game, 2, seed, registry.outcome_resolver("skyscrapers")).log
    setup = Setup("skyscrapers", 2, seed, {}, seat_defaults(2))
    for cut in range(10, len(log), every):
        state = Match.from_log(game, setup, log[:cut]).state
        if state.current_player is not None and state.current_player >= 0:
            yield state


def test_moves_that_read_alike_differ_only_in_which_copy_of_a_card_is_built():
    """Two blocks of one face on one floor are told apart by their place ("front right, the
    second of 2 from the left"), so moves to them or onto them never read the same."""
    from babelworks.games.skyscrapers.describe import card_words

    alike = 0
    for state in _positions_of_a_seeded_game(3):
        read: dict[str, dict] = {}
        for action in state.legal_actions():
            first = read.setdefault(state.describe(action), action)
            if first is action:
                continue
            alike += 1
            rest = {key: value for key, value in action.items() if key != "card"}
            assert rest == {key: value for key, value in first.items() if key != "card"}, (first, action)
            assert card_words(action["card"]) == card_words(first["card"])
    assert alike > 0, "the sample holds hands with two copies of a face (else it proves nothing)"


def test_the_check_after_a_build_that_walls_a_worker_in_says_it_is_lost():
    """Rulebook: a worker trapped inside the building is lost. The build's check says so in
    the log; before, the worker vanished from the tower and the crew without a word."""
    from babelworks import registry
    from babelworks.core.match import Match, Setup, seat_defaults
    from babelworks.simulate import play_game

    game = registry.get_game("skyscrapers")
    log = play_game(game, 2, 0, registry.outcome_resolver("skyscrapers")).log
    match = Match(game, Setup("skyscrapers", 2, 0, {}, seat_defaults(2)))
    said = []
    for action in log[:70]:
        if action["type"] == "verdict":
            said.append(match.state.describe(action, ["Ann", "Bo"]))
        match.apply(action)
    walled = [words for words in said if "Trapped inside and lost" in words]
    assert walled == ["The building stands. Trapped inside and lost: Ann's worker 1"]
    assert sum(place["where"] == "lost" for place in match.state.data["workers"].values()) == 1
