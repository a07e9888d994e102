"""The one registry: every game declares every part, and each part loads."""

import pytest

from babelworks import registry


@pytest.mark.parametrize("game_id", list(registry.ENTRIES))
def test_every_declared_part_loads_and_offers_its_entry_point(game_id):
    entry = registry.entry(game_id)
    assert entry.game.id == game_id and entry.game.name == entry.name
    assert callable(registry.scene_module(game_id).table_pieces)
    assert callable(registry.table_module(game_id).install)
    state = entry.game.new_game(entry.game.min_players, 0, {})
    assert callable(registry.outcome_resolver(game_id))
    assert state.legal_actions() or state.current_player is not None


def test_an_unknown_game_is_refused_with_the_known_ids():
    with pytest.raises(registry.GameUnavailable, match="Known games: rolling-heights"):
        registry.entry("dice-race")
    with pytest.raises(registry.GameUnavailable):
        registry.get_game(None)


def test_the_table_resolves_with_physics_and_headless_play_uses_the_stand_in_where_declared():
    assert registry.outcome_resolver("skyscrapers").__module__ == "babelworks.physics.skyscrapers_verdict"
    assert registry.table_resolver("skyscrapers").__module__ == "babelworks.physics.skyscrapers_verdict"
    assert registry.table_resolver("rolling-heights").__module__ == "babelworks.physics.rolling_box"
    game = registry.get_game("rolling-heights")
    assert registry.outcome_resolver("rolling-heights") == game.sample_outcome


def test_every_entry_hands_in_its_games_bot_tuning():
    from babelworks.bots.tuning import tuning_for

    for game_id, entry in registry.ENTRIES.items():
        assert registry.bot_tuning(game_id) is entry.bot_tuning
        registry.get_game(game_id)  # the engine loaded: its tuning declared to the bots
        assert tuning_for(game_id) is entry.bot_tuning  # players built without one get the same
    assert registry.bot_tuning("rise-of-babel").sensible is not None


def test_the_bots_layer_derives_nothing_from_a_game_id():
    from pathlib import Path

    bots = Path(registry.__file__).parent / "bots"
    for path in bots.glob("*.py"):  # the generic modules; bots/games/ holds each game's own
        text = path.read_text()
        assert "importlib" not in text, path.name
        for game_id in registry.ENTRIES:
            assert game_id not in text, (path.name, game_id)
