"""Turn and round flow: settling after each action, end of turn, end of rounds, game end."""

from __future__ import annotations

from babelworks.games.rise_of_babel import cards, chance, scoring, tiles, towers
from babelworks.games.rise_of_babel.content import content
from babelworks.games.rise_of_babel.setup import start_turn_data

BOARD = content().board
TILES = content().tiles
TOWERS_SPACE = BOARD["elephant_spaces"]
MAJOR_AFTER = {1: "II", 2: "III"}


def settle(g: dict) -> None:
    """Resolve everything that happens by itself after an action.

    Stalls refill (or an empty-bag choice is asked), a round I/II ends once all
    placement bonuses are done and no tower space is empty, Round III's final
    turns begin, confusion due with no tile or no space left is dropped or scored,
    and an unloaded elephant walks home.
    """
    turn = g["turn"]
    while not g["over"]:
        if tiles.refill_stalls(g, g["current"]) and not _asked(turn, "empty_bag"):
            turn["stack"].append({"kind": "empty_bag"})
        if turn["stack"]:
            return
        if towers.towers_full(g):
            if g["round"] < 3:
                end_round(g)
                continue
            g["final_turns"] = True
        if turn["confusion_due"] and _confusion_resolves_itself(g):
            continue
        _tidy(g)
        return


def _asked(turn: dict, kind: str) -> bool:
    return any(entry["kind"] == kind for entry in turn["stack"])


def _confusion_resolves_itself(g: dict) -> bool:
    """No confusion tile left: the placement lapses. Round III, towers full: 1 influence."""
    turn = g["turn"]
    if not g["confusion"]:
        turn["confusion_due"] = 0
        return True
    if towers.placing_gives_influence(g):
        turn["confusion_due"] -= 1
        towers.gain_influence(g, g["current"], 1)
        return True
    return False


def _tidy(g: dict) -> None:
    player = g["seats"][g["current"]]
    if player["elephant"] >= TOWERS_SPACE and not player["cargo"]:
        player["elephant"] = 0
    active = g["turn"]["active"]
    if active is not None and not active["left"]:
        g["turn"]["active"] = None


def end_turn(g: dict) -> None:
    """End-of-turn cleanup: discard the play area, draw five, pass to the next player
    (or end the game once Round III is triggered and turns are equal)."""
    seat = g["current"]
    player = g["seats"][seat]
    player["discard"] += g["turn"]["play"]
    g["turn"]["play"] = []
    cards.draw_into(g, seat, BOARD["hand_size"], player["hand"])
    g["turns_taken"][seat] += 1
    if g["final_turns"] and len(set(g["turns_taken"])) == 1:
        finish_game(g)
        return
    g["current"] = (seat + 1) % g["players"]
    start_turn_data(g)


def end_round(g: dict) -> None:
    """Rounds I and II: score, refresh the market, return tiles, raise the next towers.

    The current turn is paused, not ended: its active card, pending steps and the
    elephant's load are untouched and play resumes where it stopped.
    """
    scoring.score_round(g)
    cards.refresh_market(g)
    _return_tiles(g)
    g["minor_supply"].sort()
    minors = [tower for tower in g["towers"] if tower["id"] != "major"]
    supply = g["minor_supply"]
    chosen = [supply.pop(chance.below(g, len(supply))) for _ in minors]
    supply += [tower["level"] for tower in minors]
    major = towers.new_tower(g, "major", MAJOR_AFTER[g["round"]])
    g["towers"] = [major] + [towers.new_tower(g, tower["id"], name) for tower, name in zip(minors, chosen)]
    g["round"] += 1


def _return_tiles(g: dict) -> None:
    for tower in g["towers"]:
        for cell in tower["cells"]:
            if cell[2] is not None:
                _return_tile(g, cell[2])
            if cell[3] is not None:
                g["bonus_supply"].append(cell[3])
    g["bonus_supply"].sort()
    for player in g["seats"]:
        player["bag"] += player["set_aside"]
        player["set_aside"] = []
        _return_unlocked_duals(player)


def _return_unlocked_duals(player: dict) -> None:
    """ "After end-of-round scoring, return your unlocked dual-resource tiles back to
    your bag": those waiting in the warehouse (the rest are on their way already)."""
    duals = [tile for tile in player["warehouse"] if "/" in TILES[tile].kind]
    player["warehouse"] = [tile for tile in player["warehouse"] if tile not in duals]
    player["bag"] += duals


def _return_tile(g: dict, tile: str) -> None:
    shown = TILES[tile]
    if shown.kind == "wild":
        g["wilds"].append(tile)
    elif shown.kind == "confusion":
        g["confusion"].append(tile)
    elif shown.kind == "multi":
        g["seats"][shown.owner]["warehouse"].append(tile)
    else:
        g["seats"][shown.owner]["bag"].append(tile)


def finish_game(g: dict) -> None:
    """Score Round III, then final scoring (card and player-board influence)."""
    scoring.score_round(g)
    for seat in range(g["players"]):
        towers.gain_influence(g, seat, scoring.final_points(g, seat), immediate=False)
    g["over"] = True
    g["end_reason"] = "round III scored"  # not shown: simulate's summary (kept in saves as data)
