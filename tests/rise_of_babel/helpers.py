"""Hand-built Rise of Babel states for the scenario tests."""

from __future__ import annotations

from babelworks.games.rise_of_babel import GAME
from babelworks.games.rise_of_babel.state import RiseState


def new(players: int = 2, seed: int = 1, **options) -> RiseState:
    """A fresh game at the first player's first turn."""
    return GAME.new_game(players, seed, options)


def me(state: RiseState) -> dict:
    """The current player's data."""
    return state.data["seats"][state.data["current"]]


def with_steps(state: RiseState, steps: list) -> RiseState:
    """Make a card in play active with exactly ``steps`` left to resolve."""
    card = state.data["turn"]["play"][0]
    state.data["turn"]["used"].append(card)
    state.data["turn"]["active"] = {"card": card, "left": list(steps)}
    state.changed()
    return state


def of_type(state: RiseState, kind: str) -> list[dict]:
    """Legal actions of one type."""
    return [a for a in state.legal_actions() if a["type"] == kind]


def take_from_bag(state: RiseState, kind: str, seat: int | None = None) -> str:
    """Remove a tile of ``kind`` from a player's bag (for moving it elsewhere by hand)."""
    player = state.data["seats"][state.data["current"] if seat is None else seat]
    for tile in player["bag"]:
        if state_kind(tile) == kind:
            player["bag"].remove(tile)
            return tile
    raise LookupError(kind)


def state_kind(tile: str) -> str:
    """The kind of a tile id."""
    from babelworks.games.rise_of_babel.tiles import kind

    return kind(tile)


def set_stall(state: RiseState, stall: int, kind: str) -> str:
    """Put a tile of ``kind`` from the bag into a stall (the old tile goes to the bag)."""
    player = me(state)
    tile = take_from_bag(state, kind)
    player["bag"].append(player["stalls"][stall])
    player["stalls"][stall] = tile
    state.changed()
    return tile


def empty_cells(state: RiseState) -> list[tuple[str, list]]:
    """Every empty tower space as (tower id, cell)."""
    return [(t["id"], cell) for t in state.data["towers"] for cell in t["cells"] if cell[2] is None]


def fill_towers(state: RiseState, leave: int = 0, seat: int = 1) -> None:
    """Cover tower spaces with ``seat``'s bag tiles until ``leave`` are empty.

    The filler tiles belong to another seat than the one under test, so they
    neither score for nor touch the player acting.
    """
    player = state.data["seats"][seat % state.data["players"]]
    for _, cell in empty_cells(state)[leave:]:
        cell[2] = player["bag"].pop() if player["bag"] else state.data["wilds"].pop()
    state.changed()


def cell_at(state: RiseState, tower: str, space: list) -> list:
    """The cell list ``[row, col, tile, bonus]`` of a space."""
    for t in state.data["towers"]:
        if t["id"] == tower:
            for cell in t["cells"]:
                if [cell[0], cell[1]] == list(space):
                    return cell
    raise LookupError((tower, space))
