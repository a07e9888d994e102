"""A tiny two-seat race for bot tests: add 1-3 to a total; whoever reaches the goal wins.

The winning strategy is known (leave the opponent a multiple of four short of the
goal), so a search player's choices can be checked exactly. A "hidden" card per
seat, never used by the rules, lets tests check what a seat may see.
"""

from babelworks.core.gameinfo import GameInfo, Option
from babelworks.core.kernel import Game, GameState
from babelworks.core.protocol import CHANCE
from babelworks.core.rng import Rng


class Race(GameState):
    """The race's state: total, seat to move, each seat's hidden card."""

    info = GameInfo("race", "Race", 2, 2, (Option("goal", int, 10, "Goal", "Total to reach."),))

    @property
    def current_player(self):
        if self.data["total"] >= self.data["options"]["goal"]:
            return None
        return CHANCE if self.data["bump"] else self.data["seat"]

    def compute_legal(self):
        left = self.data["options"]["goal"] - self.data["total"]
        return [{"type": "add", "n": n} for n in (1, 2, 3) if n <= left]

    def perform(self, action):
        self.data["total"] += action["n"]
        self.data["last"] = self.data["seat"]
        self.data["seat"] = 1 - self.data["seat"]

    def is_over(self):
        return self.current_player is None

    def scores(self):
        return [1 if self.is_over() and self.data["last"] == seat else 0 for seat in (0, 1)]

    def phase(self, names=None):
        return "Racing"

    def check_invariants(self):
        return [] if 0 <= self.data["total"] <= self.data["options"]["goal"] else ["total out of range"]

    def describe(self, action, names=None):
        who = (names or ["Seat 1", "Seat 2"])[self.data["seat"]]
        return f"{who} adds {action['n']}"

    def sample_for(self, seat, rng):
        world = self.copy()
        world.data["hidden"][1 - seat] = rng.below(100)
        return world


def _setup(players, seed, options):
    rng = Rng.from_seed(seed)
    return {
        "total": 0,
        "seat": 0,
        "last": None,
        "bump": False,
        "options": options,
        "hidden": [rng.below(100), rng.below(100)],
        "rng": rng.to_dict(),
    }


def _winners(state):
    return [state.data["last"]]


RACE = Game(Race.info, Race, _setup, winners=_winners)
