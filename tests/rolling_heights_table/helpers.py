"""Seeded Rolling Heights games played by a random player, for table tests."""

from __future__ import annotations

from bench.rolling_heights_table import late_game


def played(players: int = 2, seed: int = 1, actions: int = 400):
    """A game after up to ``actions`` random legal actions and statistical rolls."""
    return late_game(players, seed, actions, stream="table-test")
