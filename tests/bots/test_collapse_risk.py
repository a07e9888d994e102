"""The collapse-risk bench reads a game's verdicts with the analytic strain beside each."""

from babelworks.bots.random_bot import RandomBot
from babelworks.core.protocol import CHANCE
from babelworks.core.rng import Rng
from babelworks.registry import ENTRIES
from bench.collapse_risk import BANDS, band, verdicts


def _save(seed: int) -> dict:
    game = ENTRIES["skyscrapers"].game
    state, bot, log = game.new_game(2, seed, {}), RandomBot(Rng.from_seed(seed)), []
    while not state.is_over() and len(log) < 60:
        action = game.sample_outcome(state, None) if state.current_player == CHANCE else bot.choose(state)
        state.apply(action)
        log.append(action)
    return {"players": 2, "seed": seed, "options": {}, "log": log}


def test_with_analytic_verdicts_a_build_collapses_exactly_when_strained_past_one():
    found = verdicts(_save(3))
    assert any(kind == "build" for kind, _, _ in found)
    assert all((result == "collapse") == (value > 1.0) for _, value, result in found)


def test_bands_cover_every_strain():
    assert [band(v) for v in (0.0, 0.1, 0.5, 0.95, 1.0, 7.0)] == [0, 1, 2, 4, 5, 5]
    assert len(BANDS) == 6
