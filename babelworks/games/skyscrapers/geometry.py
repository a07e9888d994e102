"""The exact geometry of a card structure: a lattice of half-card units.

A card is a 2 x 1 rectangle in lattice units (one unit, ``UNIT_CM``, is half a
card's long side). A placed card is a :class:`CardPose`: the lattice point of
its corner ``at`` and the world directions of its long axis ``u`` and short
axis ``v``. Its six connector points are the midpoints of its six unit edge
segments, numbered round the rim::

          s4        s3
     v +---------+---------+
       |         c         |  s2     c: the centre line through the centre hole
   s5  |         |         |
       +---------+---------+ u
    at     s0        s1

Two cards meet only along whole unit segments, at right angles: an *L joint*
(edge to edge) or a *T joint* (an edge into the other card's centre line).
Everything here is integer arithmetic, so legality never depends on rounding.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import lru_cache
from itertools import product

UNIT_CM = 5.0
AXES = {
    "+x": (1, 0, 0),
    "-x": (-1, 0, 0),
    "+y": (0, 1, 0),
    "-y": (0, -1, 0),
    "+z": (0, 0, 1),
    "-z": (0, 0, -1),
}
#: Local end points (a, b) of the lines s0..s5 and the centre line (index 6).
LINE_ENDS = (
    ((0, 0), (1, 0)),
    ((1, 0), (2, 0)),
    ((2, 0), (2, 1)),
    ((1, 1), (2, 1)),
    ((0, 1), (1, 1)),
    ((0, 0), (0, 1)),
    ((1, 0), (1, 1)),
)
CENTRE = 6
Point = tuple[int, int, int]
Segment = tuple[Point, Point]


def _add(p: Point, q: Point, scale: int = 1) -> Point:
    return (p[0] + scale * q[0], p[1] + scale * q[1], p[2] + scale * q[2])


@dataclass(frozen=True)
class CardPose:
    """Where a card lies: corner lattice point and axis directions ("+x", "-z", ...)."""

    at: Point
    u: str
    v: str
    normal_axis: int = field(init=False, compare=False, repr=False)
    _box: tuple = field(init=False, compare=False, repr=False)
    _lines: dict | None = field(init=False, compare=False, repr=False, default=None)
    _points: tuple = field(init=False, compare=False, repr=False)
    _hash: int = field(init=False, compare=False, repr=False)

    def __post_init__(self) -> None:
        # The face's axis (0, 1 or 2), the bounding corners, the lattice points and the
        # hash are stored, because every geometric test and every set of poses asks for
        # them (a frozen dataclass, hence __setattr__).
        object.__setattr__(self, "normal_axis", 3 - _axis(self.u) - _axis(self.v))
        far = self.local(2, 1)
        object.__setattr__(
            self,
            "_box",
            (
                _corner(self.at, far),
                (max(self.at[0], far[0]), max(self.at[1], far[1]), max(self.at[2], far[2])),
            ),
        )
        object.__setattr__(self, "_points", tuple(self.local(a, b) for a in range(3) for b in range(2)))
        object.__setattr__(self, "_hash", hash((self.at, self.u, self.v)))

    def __hash__(self) -> int:
        return self._hash

    def local(self, a: int, b: int) -> Point:
        """The lattice point at local coordinates (a along u, b along v)."""
        p, u, v = self.at, AXES[self.u], AXES[self.v]
        return (p[0] + a * u[0] + b * v[0], p[1] + a * u[1] + b * v[1], p[2] + a * u[2] + b * v[2])

    def line(self, index: int) -> Segment:
        """The unit segment of connector point ``index`` (0-5) or the centre line (6)."""
        (a0, b0), (a1, b1) = LINE_ENDS[index]
        return canonical(self.local(a0, b0), self.local(a1, b1))

    def lines(self) -> dict[Segment, int]:
        """Every line of the card (rim segments and centre line) to its index."""
        if self._lines is None:
            object.__setattr__(self, "_lines", {self.line(i): i for i in range(7)})
        return self._lines  # type: ignore[return-value]

    @property
    def is_floor(self) -> bool:
        """True for a card lying flat (a floor)."""
        return self.normal_axis == 2

    def bounds(self) -> tuple[Point, Point]:
        """Lowest and highest lattice corner of the card's rectangle."""
        return self._box

    def squares(self) -> list[tuple[int, Point]]:
        """The two unit squares the card covers, as (normal axis, lowest corner)."""
        return [(self.normal_axis, _corner(self.local(a, 0), self.local(a + 1, 1))) for a in (0, 1)]

    def to_dict(self) -> dict:
        """Plain JSON form, the same keys a build action uses."""
        return {"at": list(self.at), "u": self.u, "v": self.v}

    @staticmethod
    def from_dict(data: dict) -> CardPose:
        """Inverse of :meth:`to_dict`; raises ValueError on bad axes."""
        return _pose(tuple(int(c) for c in data["at"]), str(data["u"]), str(data["v"]))


@lru_cache(maxsize=1 << 16)  # a search reads a thousand builds' poses a position, the same ones again
def _pose(at: Point, u: str, v: str) -> CardPose:
    pose = CardPose(at, u, v)
    if pose.u not in AXES or pose.v not in AXES or _axis(pose.u) == _axis(pose.v):
        raise ValueError(f"bad card axes {pose.u}, {pose.v}")  # not shown
    return pose


def lattice_points(pose: CardPose) -> tuple[Point, ...]:
    """The 6 lattice points of a card's rectangle (two cards that meet or cross share one)."""
    return pose._points


def _corner(p: Point, q: Point) -> Point:
    return (min(p[0], q[0]), min(p[1], q[1]), min(p[2], q[2]))


def _axis(name: str) -> int:
    return "xyz".index(name[1])


def canonical(p: Point, q: Point) -> Segment:
    """A segment with its end points in sorted order."""
    return (p, q) if p <= q else (q, p)


def all_orientations() -> list[tuple[str, str]]:
    """The 24 (u, v) direction pairs at right angles."""
    return [(u, v) for u, v in product(AXES, AXES) if _axis(u) != _axis(v)]


ORIENTATIONS = all_orientations()


def poses_meeting(anchor: CardPose) -> frozenset[CardPose]:
    """Every pose at right angles to ``anchor`` that shares a line with it.

    Either one of the new card's rim segments lies on a line of the anchor
    (rim or centre), or the anchor's rim segment lies on the new card's centre
    line. Interpenetration and the other rules are checked elsewhere.
    """
    x, y, z = anchor.at
    return frozenset(
        CardPose((at[0] + x, at[1] + y, at[2] + z), u, v)
        for at, u, v in _meeting_at_origin(anchor.u, anchor.v)
    )


@lru_cache(maxsize=len(ORIENTATIONS))
def _meeting_at_origin(u: str, v: str) -> tuple[tuple[Point, str, str], ...]:
    """:func:`poses_meeting` of an anchor of this orientation at the origin, as plain tuples.

    The answer only moves with the anchor, so it is kept per orientation (24 at
    most): kept per anchor, as it was, it grew by about 4 MB with every game a
    process played (the poses of each new building's anchors).
    """
    anchor = CardPose((0, 0, 0), u, v)
    found: set[CardPose] = set()
    anchor_lines = anchor.lines()
    for pu, pv in ORIENTATIONS:
        if 3 - _axis(pu) - _axis(pv) == anchor.normal_axis:
            continue
        probe = CardPose((0, 0, 0), pu, pv)
        for (p, q), anchor_index in anchor_lines.items():
            for index in range(7):
                if index == CENTRE and anchor_index == CENTRE:
                    continue
                found.update(_fit(probe, index, p, q))
    return tuple(sorted((pose.at, pose.u, pose.v) for pose in found))


def _fit(probe: CardPose, index: int, p: Point, q: Point) -> list[CardPose]:
    """Poses of ``probe``'s orientation whose line ``index`` is the segment p-q."""
    (a0, b0), (a1, b1) = LINE_ENDS[index]
    start, end = probe.local(a0, b0), probe.local(a1, b1)
    step = _add(end, start, -1)
    fits = []
    for first, second in ((p, q), (q, p)):
        if _add(second, first, -1) == step:
            fits.append(CardPose(_add(first, start, -1), probe.u, probe.v))
    return fits


def crossing(first: CardPose, second: CardPose) -> bool:
    """True when the two cards would pass through each other (or overlap flat)."""
    lo1, hi1 = first.bounds()
    lo2, hi2 = second.bounds()
    if any(hi1[k] < lo2[k] or hi2[k] < lo1[k] for k in range(3)):
        return False
    i, j = first.normal_axis, second.normal_axis
    if i == j:
        same_plane = lo1[i] == lo2[i]
        return same_plane and all(_overlap(lo1[k], hi1[k], lo2[k], hi2[k]) > 0 for k in range(3) if k != i)
    k = 3 - i - j
    inside_first = lo1[j] < lo2[j] < hi1[j]
    inside_second = lo2[i] < lo1[i] < hi2[i]
    return inside_first and inside_second and _overlap(lo1[k], hi1[k], lo2[k], hi2[k]) > 0


def _overlap(a0: int, a1: int, b0: int, b1: int) -> int:
    return min(a1, b1) - max(a0, b0)


def shared_lines(first: CardPose, second: CardPose) -> list[tuple[int, int]]:
    """Pairs (line index on first, line index on second) of the unit segments both share."""
    lo1, hi1 = first.bounds()
    lo2, hi2 = second.bounds()
    if any(hi1[k] < lo2[k] or hi2[k] < lo1[k] for k in range(3)):
        return []
    second_lines = second.lines()
    return [
        (i, second_lines[seg])
        for seg, i in first.lines().items()
        if seg in second_lines and not (i == CENTRE and second_lines[seg] == CENTRE)
    ]


def line_midpoint_cm(segment: Segment) -> tuple[float, float, float]:
    """The midpoint of a lattice segment in centimetres (a connector's position)."""
    p, q = segment
    return tuple((a + b) * UNIT_CM / 2.0 for a, b in zip(p, q))  # type: ignore[return-value]


def card_centre_cm(pose: CardPose) -> tuple[float, float, float]:
    """The centre of a card's rectangle in centimetres."""
    far = pose.local(2, 1)
    return tuple((a + b) * UNIT_CM / 2 for a, b in zip(pose.at, far))  # type: ignore[return-value]


def spot_point(pose: CardPose, spot: int) -> tuple[float, float]:
    """Local (a, b) of one of the 8 worker spots on a floor card (a 4 x 2 grid)."""
    return (0.25 + 0.5 * (spot % 4), 0.25 + 0.5 * (spot // 4))


def spot_cm(pose: CardPose, spot: int) -> tuple[float, float, float]:
    """World position (cm) of a worker spot on a floor card's upper face."""
    a, b = spot_point(pose, spot)
    u, v = AXES[pose.u], AXES[pose.v]
    return tuple((pose.at[k] + a * u[k] + b * v[k]) * UNIT_CM for k in range(3))  # type: ignore[return-value]


def spot_cell(pose: CardPose, spot: int) -> Point:
    """The lattice cell (lowest corner) above a floor card that holds a worker spot."""
    a, b = spot_point(pose, spot)
    u, v = AXES[pose.u], AXES[pose.v]
    corner = [pose.at[k] + a * u[k] + b * v[k] for k in range(3)]
    return (int(corner[0] // 1), int(corner[1] // 1), pose.at[2])
