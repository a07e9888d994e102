"""The built structure and what follows from it: contacts, floors, towers, rooms.

:class:`Structure` is derived data over the placed cards (their poses in build
order); the state rebuilds it after every build and never stores it.

* **Contacts**: two cards at right angles sharing at least one unit segment.
* **Floors**: flat cards. Two floors are *linked* when they abut edge to edge
  in one plane, or when one standing card touches both at neighbouring levels
  (the wall a worker climbs, one floor at a time). Floors are numbered per tower, as a worker climbs: one above the
  highest lower floor linked to it; the foundation level is 0.
* **Rooms**: the lattice cells above floors. A cell walled in on all six
  sides, directly or through other closed cells, is *enclosed*: a worker there
  is trapped and lost.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Iterator
from functools import cached_property
from weakref import WeakValueDictionary

from babelworks.games.skyscrapers.geometry import (
    CardPose,
    Point,
    crossing,
    lattice_points,
    shared_lines,
)


class Structure:
    """Placed cards (id -> pose, in build order) and the relations between them.

    A structure never changes once made: a build makes a new one
    (:meth:`grown`), which remembers the one it grew from (``parent``) and its
    newest card, so that answers found on the old one can be narrowed down
    rather than searched again. ``memo`` keeps the rules' answers about this
    structure (open sites, builds per anchor). One structure stands for one
    list of built cards while any state holds it (:meth:`of`, :meth:`grown`):
    copies of a state, a replay of its game and a save loaded again all share
    it and its answers.
    """

    def __init__(self, poses: dict[str, CardPose], parent: Structure | None = None) -> None:
        self.poses = poses
        self.parent = parent
        self.memo: dict = {}
        self._children: WeakValueDictionary = WeakValueDictionary()

    @classmethod
    def of(cls, built: list) -> Structure:
        """The structure of a built list (``[[card, pose dict], ...]``), shared while in use."""
        poses = {card: CardPose.from_dict(pose) for card, pose in built}
        key = tuple(poses.items())
        found = _IN_USE.get(key)
        if found is None:
            found = _IN_USE[key] = cls(poses)
        return found

    def grown(self, card: str, pose: CardPose) -> Structure:
        """The structure with ``card`` added at ``pose`` (the same one while in use)."""
        child = self._children.get((card, pose))
        if child is None:
            child = self._children[(card, pose)] = Structure({**self.poses, card: pose}, self)
        return child

    def earlier_answer(self, kind: str, key) -> tuple:
        """``(answer, poses built since)`` from the nearest earlier structure that knows
        ``memo[kind][key]``, or ``(None, [])`` when none does."""
        newer: list[CardPose] = []
        earlier: Structure | None = self.parent
        later: Structure = self
        while earlier is not None:
            newer.append(next(reversed(later.poses.values())))
            known = earlier.memo.get(kind, {}).get(key)
            if known is not None:
                return known, newer
            later = earlier
            earlier = earlier.parent
        return None, []

    @cached_property
    def contacts(self) -> dict[str, set[str]]:
        """Each card's neighbours: cards at right angles sharing a unit segment with it."""
        known = self.parent.__dict__.get("contacts") if self.parent is not None else None
        if known is not None:
            return self._grown_contacts(known)
        found: dict[str, set[str]] = {card: set() for card in self.poses}
        items = list(self.poses.items())
        for n, (first, pose) in enumerate(items):
            for second, other in items[n + 1 :]:
                if pose.normal_axis != other.normal_axis and shared_lines(pose, other):
                    found[first].add(second)
                    found[second].add(first)
        return found

    def _grown_contacts(self, known: dict[str, set[str]]) -> dict[str, set[str]]:
        """The parent's contacts with the newest card's added."""
        card, newest = next(reversed(self.poses.items()))
        found = {other: set(touching) for other, touching in known.items()}
        found[card] = set()
        for other, pose in self.parent.poses.items():  # type: ignore[union-attr]
            if pose.normal_axis != newest.normal_axis and shared_lines(newest, pose):
                found[card].add(other)
                found[other].add(card)
        return found

    @cached_property
    def ground_cards(self) -> list[str]:
        """Cards standing on the board (foundation and supports), in build order."""
        return [card for card, pose in self.poses.items() if pose.bounds()[0][2] == 0]

    @cached_property
    def floors(self) -> list[str]:
        """Flat cards, in build order."""
        return [card for card, pose in self.poses.items() if pose.is_floor]

    def height(self, card: str) -> int:
        """The lattice height of a card's lowest point."""
        return self.poses[card].bounds()[0][2]

    def top(self) -> int:
        """The highest lattice height any card reaches (0 when empty)."""
        found = self.memo.get("top")
        if found is None:  # asked once per build weighed: a search weighs a thousand a position
            found = self.memo["top"] = max((pose.bounds()[1][2] for pose in self.poses.values()), default=0)
        return found

    @cached_property
    def links(self) -> dict[str, set[str]]:
        """Floor -> floors a worker can step to in one move (abutting or sharing a wall)."""
        found: dict[str, set[str]] = {floor: set() for floor in self.floors}
        for n, first in enumerate(self.floors):
            for second in self.floors[n + 1 :]:
                if self._linked(first, second):
                    found[first].add(second)
                    found[second].add(first)
        return found

    def _linked(self, first: str, second: str) -> bool:
        low, high = self.height(first), self.height(second)
        if low == high and _abutting(self.poses[first], self.poses[second]):
            return True
        for wall in self.contacts[first] & self.contacts[second]:
            levels = self.wall_levels[wall]
            if abs(levels.index(low) - levels.index(high)) <= 1:
                return True
        return False

    @cached_property
    def wall_levels(self) -> dict[str, list[int]]:
        """Standing card -> the heights a worker meets on it, ascending: each floor
        touching it, and 0 (the board) when it stands on the board.

        A worker climbs a wall one level at a time (rulebook, "Moving a Worker": it
        "must place the worker successively on each floor"), so a card tall enough
        to touch three floors links only neighbouring ones.
        """
        levels = {}
        for card, pose in self.poses.items():
            if pose.is_floor:
                continue
            heights = {self.height(other) for other in self.contacts[card] if self.poses[other].is_floor}
            if pose.bounds()[0][2] == 0:
                heights.add(0)
            levels[card] = sorted(heights)
        return levels

    @cached_property
    def ground_floors(self) -> set[str]:
        """Floors a worker steps to straight from the board and back down from: the lowest
        floors touching a card that stands on the board."""
        found = set()
        for card in self.ground_cards:
            levels = self.wall_levels.get(card, [])
            if len(levels) > 1:
                found |= {
                    other
                    for other in self.contacts[card]
                    if self.poses[other].is_floor and self.height(other) == levels[1]
                }
        return found

    def same_floor(self, floor: str) -> set[str]:
        """Floors at the same height reachable through same-height links (itself included)."""
        level = self.height(floor)
        seen, todo = {floor}, deque([floor])
        while todo:
            for other in self.links[todo.popleft()]:
                if other not in seen and self.height(other) == level:
                    seen.add(other)
                    todo.append(other)
        return seen

    @cached_property
    def floor_numbers(self) -> dict[str, int]:
        """Floor card -> its floor number, counted per tower as a worker climbs.

        A floor (with every floor of its same-height area) is one above the
        highest-numbered lower floor linked to it, or 1 when none is: two towers
        joined low down keep counting their own storeys above the join.
        """
        numbers: dict[str, int] = {}
        for floor in sorted(self.floors, key=self.height):
            if floor in numbers:
                continue
            area = self.same_floor(floor)
            lower = [numbers[o] for f in area for o in self.links[f] if self.height(o) < self.height(f)]
            numbers.update({f: 1 + max(lower, default=0) for f in area})
        return numbers

    def meetings(self, pose: CardPose) -> list[tuple[int, str, int]]:
        """(pose's line, built card, its line) for every unit segment the pose shares (cached).

        A grown structure adds the meetings with the cards built since an earlier answer.
        """
        cache = self.memo.setdefault("meetings", {})
        if pose not in cache:
            known, newer = self.earlier_answer("meetings", pose)
            if known is None:
                near = self.near(pose)
                cache[pose] = [
                    (mine, other, theirs)
                    for other, other_pose in self.poses.items()
                    if other_pose in near and other_pose.normal_axis != pose.normal_axis
                    for mine, theirs in shared_lines(pose, other_pose)
                ]
            else:
                cards = list(self.poses)[-len(newer) :]
                extra = [
                    (mine, card, theirs)
                    for card in cards
                    if self.poses[card].normal_axis != pose.normal_axis
                    for mine, theirs in shared_lines(pose, self.poses[card])
                ]
                cache[pose] = known + extra
        return cache[pose]

    @cached_property
    def _by_point(self) -> dict[Point, list[CardPose]]:
        known = self.parent.__dict__.get("_by_point") if self.parent is not None else None
        index: dict[Point, list[CardPose]] = {}
        poses = list(self.poses.values())
        if known is not None:
            index = {point: list(found) for point, found in known.items()}
            poses = poses[-1:]
        for pose in poses:
            for point in lattice_points(pose):
                index.setdefault(point, []).append(pose)
        return index

    def near(self, pose: CardPose) -> set[CardPose]:
        """Placed poses sharing a lattice point with ``pose`` (all that can meet or cross it)."""
        index = self._by_point
        return {other for point in pose._points for other in index.get(point, ())}

    def clashes(self, pose: CardPose) -> bool:
        """True when ``pose`` would pass through a placed card."""
        index = self._by_point
        return any(crossing(pose, other) for point in pose._points for other in index.get(point, ()))

    @cached_property
    def enclosed_cells(self) -> frozenset[Point]:
        """Cells inside the structure's bounding box that no open path leads out of."""
        if not self.poses:
            return frozenset()
        walls = {square for pose in self.poses.values() for square in pose.squares()}
        low, high = self._box()
        outside = _flood(walls, low, high)
        cells = {
            (x, y, z)
            for x in range(low[0] + 1, high[0] - 1)
            for y in range(low[1] + 1, high[1] - 1)
            for z in range(high[2] - 1)
        }
        return frozenset(cells - outside)

    def _box(self) -> tuple[Point, Point]:
        corners = [corner for pose in self.poses.values() for corner in pose.bounds()]
        low = tuple(min(c[k] for c in corners) - 1 for k in range(3))
        high = tuple(max(c[k] for c in corners) + 2 for k in range(3))
        return (low[0], low[1], 0), high  # type: ignore[return-value]


#: Structures made from a built list, kept only while some state holds them.
_IN_USE: WeakValueDictionary = WeakValueDictionary()


def _abutting(first: CardPose, second: CardPose) -> bool:
    """Two flat cards in one plane sharing a rim segment."""
    return first.normal_axis == second.normal_axis and bool(set(first.lines()) & set(second.lines()))


def _flood(walls: set, low: Point, high: Point) -> set[Point]:
    """Cells reachable from the bounding box's rim without crossing a card (board below)."""
    lx, ly, lz = low
    hx, hy, hz = high
    seen, todo = {low}, [low]
    while todo:
        cell = todo.pop()
        x, y, z = cell
        # (next cell, axis of the face crossed, that face named by its lowest corner)
        for nxt, axis, face in (
            ((x + 1, y, z), 0, (x + 1, y, z)),
            ((x - 1, y, z), 0, cell),
            ((x, y + 1, z), 1, (x, y + 1, z)),
            ((x, y - 1, z), 1, cell),
            ((x, y, z + 1), 2, (x, y, z + 1)),
            ((x, y, z - 1), 2, cell),
        ):
            if nxt in seen or (axis, face) in walls:
                continue
            if lx <= nxt[0] < hx and ly <= nxt[1] < hy and lz <= nxt[2] < hz:
                seen.add(nxt)
                todo.append(nxt)
    return seen


def bridges(contacts: dict[str, set[str]]) -> list[tuple[str, str]]:
    """Contacts whose removal splits the graph (Tarjan's low-link, iterative), sorted walk."""
    order: dict[str, int] = {}
    low: dict[str, int] = {}
    found: list[tuple[str, str]] = []
    for root, touching in contacts.items():
        if root in order:
            continue
        order[root] = low[root] = len(order)
        stack: list[tuple[str, str | None, Iterator[str]]] = [(root, None, iter(sorted(touching)))]
        while stack:
            card, parent, neighbours = stack[-1]
            advanced = False
            for other in neighbours:
                if other == parent:
                    continue
                if other in order:
                    low[card] = min(low[card], order[other])
                    continue
                order[other] = low[other] = len(order)
                stack.append((other, card, iter(sorted(contacts[other]))))
                advanced = True
                break
            if not advanced:
                stack.pop()
                if parent is not None:
                    low[parent] = min(low[parent], low[card])
                    if low[card] > order[parent]:
                        found.append((parent, card))
    return found


def clusters(contacts: dict[str, set[str]]) -> list[list[str]]:
    """Groups of cards held to each other by at least two independent paths.

    The 2-edge-connected components of the contact graph, each in the graph's
    order: a group hangs on the rest only through bridges.
    """
    cut = {frozenset(pair) for pair in bridges(contacts)}
    seen, groups = set(), []
    for start in contacts:
        if start in seen:
            continue
        group, todo = [start], [start]
        seen.add(start)
        while todo:
            card = todo.pop()
            for other in sorted(contacts[card]):
                if other not in seen and frozenset((card, other)) not in cut:
                    seen.add(other)
                    group.append(other)
                    todo.append(other)
        order = list(contacts)
        groups.append(sorted(group, key=order.index))
    return groups
