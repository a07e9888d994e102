"""A seeded random number generator whose whole state is one integer.

Games keep an :class:`Rng` inside their state, so ``to_dict``/``from_dict``
carry it and a game replays exactly from seed + action log. No module-level
``random`` anywhere in the rules.

The generator is SplitMix64 (Steele, Lea & Flood 2014): tiny, fast in pure
Python and statistically sound for shuffling and drawing game components.
"""

from __future__ import annotations

from collections.abc import MutableSequence, Sequence
from typing import TYPE_CHECKING, Any, TypeVar

if TYPE_CHECKING:
    from babelworks.core.match import Setup

T = TypeVar("T")
_MASK = (1 << 64) - 1
_GOLDEN = 0x9E3779B97F4A7C15


class Rng:
    """SplitMix64 generator; copyable and serialisable as ``{"state": int}``."""

    __slots__ = ("state",)

    def __init__(self, state: int = 0) -> None:
        self.state = int(state) & _MASK

    @classmethod
    def from_seed(cls, seed: int, stream: str = "") -> Rng:
        """Make a generator from a seed and an optional stream name.

        Different stream names give independent sequences from one seed (used,
        for example, to draw physics outcomes apart from the game's own draws).
        """
        rng = cls(int(seed) ^ _GOLDEN)
        for char in stream:
            rng.state = (rng.state ^ ord(char)) & _MASK
            rng.next64()
        return rng

    def next64(self) -> int:
        """Return the next 64-bit unsigned integer."""
        self.state = (self.state + _GOLDEN) & _MASK
        z = self.state
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
        return z ^ (z >> 31)

    def below(self, n: int) -> int:
        """Return a uniform integer in ``[0, n)`` (rejection sampling, no bias)."""
        if n <= 0:
            raise ValueError("below() needs a positive bound")  # not shown: a programming error
        limit = (1 << 64) - ((1 << 64) % n)
        while True:
            value = self.next64()
            if value < limit:
                return value % n

    def randint(self, low: int, high: int) -> int:
        """Return a uniform integer in ``[low, high]``, both ends included."""
        return low + self.below(high - low + 1)

    def random(self) -> float:
        """Return a uniform float in ``[0, 1)`` with 53 random bits."""
        return (self.next64() >> 11) * (1.0 / (1 << 53))

    def choice(self, items: Sequence[T]) -> T:
        """Return one element of a non-empty sequence, uniformly."""
        if not items:
            raise ValueError("choice() from an empty sequence")  # not shown: a programming error
        return items[self.below(len(items))]

    def shuffle(self, items: MutableSequence[Any]) -> None:
        """Shuffle a list in place (Fisher-Yates)."""
        for i in range(len(items) - 1, 0, -1):
            j = self.below(i + 1)
            items[i], items[j] = items[j], items[i]

    def sample(self, items: Sequence[T], k: int) -> list[T]:
        """Return ``k`` distinct elements in random order."""
        pool = list(items)
        self.shuffle(pool)
        return pool[:k]

    def weighted_index(self, weights: Sequence[float]) -> int:
        """Return an index drawn with probability proportional to its weight."""
        total = float(sum(weights))
        if total <= 0:
            raise ValueError("weighted_index() needs a positive total weight")  # not shown: a bug
        target = self.random() * total
        running = 0.0
        for index, weight in enumerate(weights):
            running += weight
            if target < running:
                return index
        return len(weights) - 1

    def copy(self) -> Rng:
        """Return an independent generator at the same point."""
        return Rng(self.state)

    def to_dict(self) -> dict:
        """Plain JSON form."""
        return {"state": self.state}

    @classmethod
    def from_dict(cls, data: dict) -> Rng:
        """Inverse of :meth:`to_dict`."""
        return cls(int(data["state"]))

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Rng) and other.state == self.state

    def __repr__(self) -> str:
        return f"Rng(state={self.state:#x})"  # not shown: a repr


#: What the table seeds: an outcome the table decides (a roll's throw, a verdict's
#: shake), a computer player's decision.
TABLE_PURPOSES = ("outcome", "bot")


def table_rng(setup: Setup, step: int, purpose: str) -> Rng:
    """The one RNG for anything seeded at the table: a match's ``step`` and ``purpose``.

    Every way a game is played draws its table randomness here (the Roll button,
    "Let the table decide", a computer player, ``simulate``), so the same position
    gets the same throw whoever makes it, and a replay knows it from the setup
    and the log alone.

    Args:
        setup: the match's setup (only its seed counts).
        step: the position, the number of actions played before it.
        purpose: one of :data:`TABLE_PURPOSES`.

    Raises:
        ValueError: an unknown purpose (a typo would silently share a stream).
    """
    if purpose not in TABLE_PURPOSES:
        known = ", ".join(TABLE_PURPOSES)
        raise ValueError(f"table_rng: unknown purpose {purpose!r}; known: {known}")  # not shown
    return Rng.from_seed(setup.seed, f"table/{purpose}/{step}")
