"""simulate: full games with invariant checks, replay and round-trip checks that can fail."""

from babelworks.simulate import play_game, run_games
from tests.core.example_game import GAME, DiceRaceState


def test_seeded_games_end_with_no_violations():
    report = run_games(GAME.id, 3, 25, seed=100, game=GAME, resolver=GAME.sample_outcome)
    assert report["violations"] == []
    assert len(report["games"]) == 25
    assert all(entry["end_reason"] == "ended" and entry["winners"] for entry in report["games"])


def test_same_seed_same_games():
    first = run_games(GAME.id, 2, 5, seed=3, game=GAME, resolver=GAME.sample_outcome)
    second = run_games(GAME.id, 2, 5, seed=3, game=GAME, resolver=GAME.sample_outcome)
    assert first["games"] == second["games"]


def test_broken_round_trip_is_reported(monkeypatch):
    original = DiceRaceState.to_dict

    def leaky(self):
        data = original(self)
        data["seat"] = data["seat"] + 1 if data["seat"] < 0 else data["seat"]
        data["turn_points"] = data["turn_points"] + 0
        return data

    real_from_dict = type(GAME).from_dict

    def lossy_from_dict(self, data):
        state = real_from_dict(self, data)
        state.bonus_used = not state.bonus_used
        return state

    monkeypatch.setattr(DiceRaceState, "to_dict", leaky)
    monkeypatch.setattr(type(GAME), "from_dict", lossy_from_dict)
    record = play_game(GAME, 2, 1, GAME.sample_outcome)
    assert any("round-trip" in v for v in record.violations)


def test_broken_invariant_and_crash_are_reported(monkeypatch):
    monkeypatch.setattr(DiceRaceState, "check_invariants", lambda self: ["cube lost"])
    record = play_game(GAME, 2, 1, GAME.sample_outcome)
    assert record.violations and "cube lost" in record.violations[0]

    def crash(self, action):
        raise RuntimeError("boom")

    monkeypatch.setattr(DiceRaceState, "apply", crash)
    report = run_games(GAME.id, 2, 1, game=GAME, resolver=GAME.sample_outcome)
    assert report["games"][0]["end_reason"] == "crashed"
    assert "boom" in report["violations"][0]
