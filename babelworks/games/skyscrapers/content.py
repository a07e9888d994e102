"""The Skyscrapers cards as data: loaded from ``assets/skyscrapers/cards.json``.

Every problem in the file raises :class:`ContentError` naming the file, the
entry and what is wrong.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

from babelworks.core.content import game_assets, read_json
from babelworks.core.errors import ContentError
from babelworks.core.words import translate
from babelworks.games.skyscrapers.geometry import CardPose

CARDS_FILE = game_assets("skyscrapers") / "cards.json"
COLOURS = ("red", "green", "blue", "yellow")
EDGES = ("u-", "u+", "v-", "v+")


@dataclass(frozen=True)
class Card:
    """One card's printed face: girders on its connector points, a drawn worker.

    Attributes:
        id: "B01".."B36", "F1".."F3" or "S-red-V" style for supports.
        kind: "block", "foundation" or "support".
        girders: six booleans, a girder at connector point s0..s5.
        centre_girder: a girder across the middle (meets edges joined at the centre hole).
        worker: None, "plan", or the edge ("u-", "u+", "v-", "v+") the side view's arrow points to.
        stands: for supports, "vertical" (long side up) or "horizontal" (long side level).
        colour: for supports, the owner's colour.
    """

    id: str
    kind: str
    girders: tuple[bool, ...]
    centre_girder: bool
    worker: str | None = None
    stands: str = ""
    colour: str = ""

    def girder_on(self, line: int) -> bool:
        """True when line ``line`` (0-5 rim, 6 centre) carries a girder."""
        return self.centre_girder if line == 6 else self.girders[line]

    @property
    def girder_lines(self) -> frozenset[int]:
        """The lines (0-5 rim, 6 centre) carrying a girder."""
        return frozenset(line for line in range(7) if self.girder_on(line))


@dataclass(frozen=True)
class Content:
    """All the cards, the foundation's fixed "H" and the physical sizes."""

    cards: dict[str, Card]
    foundation_poses: dict[str, CardPose]
    foundation_joints: tuple[tuple[str, int, str, int], ...]
    connectors: int
    card_mass_g: float
    card_thickness_cm: float
    worker_size_cm: tuple[float, float, float]
    worker_mass_g: float

    def blocks(self) -> list[str]:
        """Ids of the 36 building block cards in file order."""
        return [c.id for c in self.cards.values() if c.kind == "block"]


@lru_cache(maxsize=1)
def load_content(path: Path = CARDS_FILE) -> Content:
    """Load and check the card file; raises ContentError when anything is wrong."""
    return _parse(path.name, read_json(path.parent, path.name))


def _size(values: list) -> tuple[float, float, float]:
    """A worker's size in cm: exactly three numbers."""
    width, depth, height = (float(value) for value in values)
    return (width, depth, height)


def _parse(name: str, data: dict) -> Content:
    try:
        cards = [_card(name, e, "block") for e in data["blocks"]]
        cards += [_card(name, e, "foundation") for e in data["foundation"]]
        cards += [_card(name, e, "support") for e in data["supports"]]
        poses = {e["id"]: CardPose.from_dict(e["pose"]) for e in data["foundation"]}
        joints = tuple((str(a), int(i), str(b), int(j)) for a, i, b, j in data["foundation_joints"])
        card, worker = data["card"], data["worker"]
        content = Content(
            {c.id: c for c in cards},
            poses,
            joints,
            int(data["connectors"]),
            float(card["mass_g"]),
            float(card["thickness_cm"]),
            _size(worker["size_cm"]),
            float(worker["mass_g"]),
        )
    except (KeyError, TypeError, ValueError, IndexError) as error:
        raise ContentError(
            translate("Skyscrapers content file", "{file}: malformed entry ({error})").format(
                file=name, error=repr(error)
            )
        ) from None
    _check_counts(name, content, len(cards))
    return content


def _card(name: str, entry: dict, kind: str) -> Card:
    card_id = entry.get("id", "?")
    girders = tuple(bool(g) for g in entry["girders"])
    if len(girders) != 6:
        raise ContentError(
            translate(
                "Skyscrapers content file", "{file}: card {card} needs 6 girder flags, has {count}"
            ).format(file=name, card=card_id, count=len(girders))
        )
    worker = entry.get("worker")
    drawn = None if worker is None else ("plan" if worker["view"] == "plan" else worker["up"])
    if drawn not in (None, "plan", *EDGES):
        raise ContentError(
            translate(
                "Skyscrapers content file", "{file}: card {card} has an unknown worker drawing {drawing}"
            ).format(file=name, card=card_id, drawing=repr(worker))
        )
    stands = entry.get("stands", "")
    if kind == "support" and stands not in ("vertical", "horizontal"):
        raise ContentError(
            translate(
                "Skyscrapers content file", "{file}: support {card} must stand 'vertical' or 'horizontal'"
            ).format(file=name, card=card_id)
        )
    return Card(card_id, kind, girders, bool(entry["centre_girder"]), drawn, stands, entry.get("colour", ""))


def _check_counts(name: str, content: Content, listed: int) -> None:
    kinds = [c.kind for c in content.cards.values()]
    if len(content.cards) != listed:
        raise ContentError(
            translate("Skyscrapers content file", "{file}: card ids are not unique").format(file=name)
        )
    expected = {"block": 36, "foundation": 3, "support": 8}
    for kind, count in expected.items():
        if kinds.count(kind) != count:
            raise ContentError(
                translate(
                    "Skyscrapers content file", "{file}: {count} {kind} cards, the game has {expected}"
                ).format(file=name, count=kinds.count(kind), kind=kind, expected=count)
            )
    if content.connectors != 52:
        raise ContentError(
            translate("Skyscrapers content file", "{file}: {count} connectors, the game has 52").format(
                file=name, count=content.connectors
            )
        )
