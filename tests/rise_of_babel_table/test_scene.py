"""The Rise of Babel table scene: every component shown once, patterns score as the engine does."""

from __future__ import annotations

from babelworks.core.match import seat_defaults
from babelworks.core.rng import Rng
from babelworks.games.rise_of_babel import GAME
from babelworks.games.rise_of_babel.scoring import grid_of, level_patterns
from babelworks.scene.rise_of_babel import space_position, table_pieces
from babelworks.scene.rise_of_babel_patterns import pattern_pieces


def random_states(players: int, seed: int, every: int = 40):
    """States along a random-legal game, one every ``every`` actions."""
    state, rng, n = GAME.new_game(players, seed), Rng.from_seed(seed, "scene-test"), 0
    while not state.is_over():
        if n % every == 0:
            yield state
        moves = state.legal_actions()
        state.apply(moves[rng.below(len(moves))])
        n += 1
    yield state


def _tiles_shown(pieces) -> set[str]:
    return {p.extras["tile"] for p in pieces if p.id.startswith("rb/tile/")}


def test_piece_ids_are_unique_and_every_placed_tile_is_shown():
    for players in (1, 2, 4):
        for state in random_states(players, seed=players):
            pieces = table_pieces(state, seat_defaults(players))
            ids = [p.id for p in pieces]
            assert len(ids) == len(set(ids))
            placed = {cell[2] for tower in state.data["towers"] for cell in tower["cells"] if cell[2]}
            assert placed <= _tiles_shown(pieces)


def test_player_tiles_are_shown_where_they_are():
    state = next(s for s in random_states(2, seed=5) if s.data["seats"][0]["camp"])
    pieces = table_pieces(state, seat_defaults(2))
    zones = {p.extras["tile"]: p.extras.get("zone") for p in pieces if p.id.startswith("rb/tile/")}
    player = state.data["seats"][0]
    assert all(zones[t] == "camp" for t in player["camp"])
    assert all(zones[t] == "stall" for t in player["stalls"] if t)
    assert all(zones[t] == "warehouse" for t in player["warehouse"])


def test_tower_rows_step_up_towards_the_back():
    state = GAME.new_game(2, 1)
    major = state.data["towers"][0]
    front = space_position(major, 3, 1)
    back = space_position(major, 0, 1)
    assert back[2] > front[2] and back[1] > front[1]


def test_every_pattern_the_engine_scores_is_drawn():
    checked = 0
    for seed in range(3):
        for state in random_states(2, seed=seed, every=25):
            for tower in state.data["towers"]:
                for seat in range(2):
                    patterns = level_patterns(grid_of(tower), seat)
                    assert len(pattern_pieces(tower, seat, patterns, (1, 0, 0, 1))) == len(patterns)
                    checked += bool(patterns)
    assert checked > 10


def test_the_towers_are_marked_as_the_city():
    pieces = table_pieces(GAME.new_game(2, 1), seat_defaults(2))
    city = [p for p in pieces if p.extras.get("city")]
    assert any(p.id.startswith("rb/step/") for p in city)
    assert not any(p.id.startswith("rb/area/") for p in city)


def test_low_poly_boxes_keep_their_size():
    from babelworks.scene.meshes import mesh

    pieces = table_pieces(GAME.new_game(2, 1), seat_defaults(2))
    board = next(p for p in pieces if p.id == "rb/board")
    assert board.mesh == "card"
    size = [2 * h * s for h, s in zip(mesh("card").half_extents, board.scale)]
    assert [round(v, 6) for v in size] == [104.0, 40.0, 0.3]
