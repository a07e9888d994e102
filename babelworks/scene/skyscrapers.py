"""The Skyscrapers table: the construction site, the tower of cards, workers, score track.

Pure geometry (no Qt, GL or pybullet): ``table_pieces(state, seats)`` turns a
game state into :class:`Piece` data in centimetres, +Z up, table top at z = 0.

* The construction site: a square board with a round part on it that turns
  (``site_turn_deg``, a view choice the table remembers, not a rule). The
  engine's lattice origin sits at the board's centre minus the foundation's
  middle, so the "H" stands in the middle of the round part.
* Cards are thin boxes (10 x 5 x 0.15 cm); each girder is a dark strip a
  little thicker than the card, so it shows on both faces; connectors are
  small brass blocks at the joints.
* Workers are figures in their player's colour on their floor spots, beside
  a foundation card at the foundation level, or waiting in the crew off the
  site; each player's scoring worker stands on the score track.

Piece ids: ``sky/card/B07``, ``sky/girder/B07/s2``, ``sky/connector/3``,
``sky/worker/red-2``, ``sky/marker/red``, ``sky/track/12``, ``sky/site/...``.
"""

from __future__ import annotations

import math

import numpy as np

from babelworks.core.words import translate
from babelworks.games.skyscrapers import views
from babelworks.games.skyscrapers.content import COLOURS
from babelworks.games.skyscrapers.describe import card_words, worker_words
from babelworks.games.skyscrapers.geometry import (
    AXES,
    UNIT_CM,
    CardPose,
    card_centre_cm,
    line_midpoint_cm,
    spot_cm,
)
from babelworks.scene.colours import linear_rgba
from babelworks.scene.meshes import MEEPLE_SIZE_CM, TILE_SIZE_CM
from babelworks.scene.pieces import Face, Piece
from babelworks.scene.quaternions import matrix_quaternion, quaternion_product, z_turn

#: The foundation's middle in lattice cm (F1 x=0, F2 x=10, both 10 cm long in y).
SITE_CENTRE_CM = (5.0, 5.0)
BOARD_SIDE_CM, ROUND_RADIUS_CM, BOARD_THICK_CM = 56.0, 24.0, 0.4
CARD_SIZE_CM = (10.0, 5.0, 0.15)
GIRDER_WIDTH_CM = 0.7
TRACK_SPACES, TRACK_STEP_CM = 50, 2.2
PLAYER_RGBA = {
    "red": (0.80, 0.10, 0.08, 1.0),
    "green": (0.10, 0.55, 0.18, 1.0),
    "blue": (0.10, 0.25, 0.80, 1.0),
    "yellow": (0.95, 0.78, 0.08, 1.0),
}
CARD_RGBA = {"block": (0.93, 0.90, 0.82, 1.0), "foundation": (0.55, 0.55, 0.58, 1.0)}
GIRDER_RGBA = (0.18, 0.20, 0.26, 1.0)
CONNECTOR_RGBA = (0.78, 0.60, 0.22, 1.0)
PRINT_RGBA = (0.30, 0.35, 0.75, 1.0)
LIT_RGBA = (0.55, 0.95, 0.55, 1.0)
BOARD_RGBA, ROUND_RGBA, TRACK_RGBA = (0.25, 0.32, 0.28, 1.0), (0.42, 0.44, 0.40, 1.0), (0.85, 0.82, 0.70, 1.0)
_TILE = np.array(TILE_SIZE_CM)
_MEEPLE = np.array(MEEPLE_SIZE_CM)
IDENTITY = (0.0, 0.0, 0.0, 1.0)


def table_pieces(
    state, seats=None, site_turn_deg: float = 0.0, lit: frozenset[str] = frozenset()
) -> list[Piece]:
    """Everything on the Skyscrapers table for ``state``.

    Args:
        state: a SkyscrapersState.
        seats: the match's seats (names in piece names); None for colour names.
        site_turn_deg: how far the round part of the site is turned.
        lit: card ids to light up (legal destinations while a worker is dragged).

    Returns:
        Pieces: site, cards with girders, connectors, workers, score track.
    """
    turn = Turn(site_turn_deg)
    pieces = site_pieces(turn)
    for card, pose in state.structure.poses.items():
        pieces += card_pieces(state.content.cards[card], pose, turn, lit=card in lit, seats=seats)
    pieces += connector_pieces(state, turn, seats)
    pieces += worker_pieces(state, turn, seats)
    pieces += track_pieces(state, seats)
    return pieces


class Turn:
    """The site's rotation: lattice cm -> table cm, about the site's centre."""

    def __init__(self, degrees: float) -> None:
        self.degrees = degrees
        half = math.radians(degrees) / 2
        self.quaternion = (0.0, 0.0, math.sin(half), math.cos(half))
        c, s = math.cos(2 * half), math.sin(2 * half)
        self.matrix = np.array([[c, -s, 0.0], [s, c, 0.0], [0.0, 0.0, 1.0]])

    def point(self, lattice_cm) -> tuple[float, float, float]:
        """A point given in lattice cm, on the table (site centre at the table's origin)."""
        p = np.asarray(lattice_cm, dtype=float) - (*SITE_CENTRE_CM, 0.0)
        x, y, z = self.matrix @ p
        return (float(x), float(y), float(z) + BOARD_THICK_CM)

    def rotation(self, quaternion) -> tuple[float, float, float, float]:
        """A lattice orientation turned with the site."""
        return quaternion_product(self.quaternion, quaternion)

    def lattice(self, table_cm) -> np.ndarray:
        """Inverse of :meth:`point`: a table point back in lattice cm."""
        p = np.asarray(table_cm, dtype=float) - (0.0, 0.0, BOARD_THICK_CM)
        return self.matrix.T @ p + (*SITE_CENTRE_CM, 0.0)


def site_pieces(turn: Turn) -> list[Piece]:
    """The square site board and its round turning part (overlapping turned squares)."""
    board = Piece(
        "sky/site/board",
        "tile",
        (0.0, 0.0, BOARD_THICK_CM / 4),
        scale=(BOARD_SIDE_CM / _TILE[0], BOARD_SIDE_CM / _TILE[1], BOARD_THICK_CM / 2 / _TILE[2]),
        colour=BOARD_RGBA,
        name=translate("Skyscrapers table", "Construction site"),
        extras={"city": True},
    )
    side = ROUND_RADIUS_CM * math.sqrt(2)
    round_part = [
        Piece(
            f"sky/site/round/{k}",
            "tile",
            (0.0, 0.0, BOARD_THICK_CM * 3 / 4),
            rotation=quaternion_product(turn.quaternion, z_turn(k * 15.0)),
            scale=(side / _TILE[0], side / _TILE[1], BOARD_THICK_CM / 2 / _TILE[2]),
            colour=ROUND_RGBA,
            name=translate("Skyscrapers table", "Round part of the site"),
            extras={"city": True, "site_rim": True},
            hint=translate("Skyscrapers table", "drag its rim or press [ ] to turn it"),
        )
        for k in range(6)
    ]
    return [board] + round_part


def card_pieces(
    card, pose: CardPose, turn: Turn, lit: bool = False, tint=None, prefix: str = "sky", seats=None
) -> list[Piece]:
    """One card as a thin box with its girders as strips showing on both faces.

    Args:
        card: the content Card (girders, kind, colour).
        pose: where it lies on the lattice.
        turn: the site's rotation.
        lit: drawn highlighted (a legal destination).
        tint: a ghost's RGBA: its edges and girders take it (its printed face still
            shows, so the ghost shows which way it faces).
        prefix: id prefix ("sky" on the table, "ghost" for the drag preview).
        seats: the match's seats (a support takes its owner's seat colour).
    """
    rotation = turn.rotation(pose_quaternion(pose))
    colour = tint or (LIT_RGBA if lit else card_colour(card, seats))
    size = np.array(CARD_SIZE_CM)
    extras = {"card": card.id, "kind": card.kind, "city": True, **pose.to_dict()}
    body = Piece(
        f"{prefix}/card/{card.id}",
        "tile",
        turn.point(card_centre_cm(pose)),
        rotation,
        tuple(size / _TILE),
        colour,
        card_words(card.id, _names(seats), capital=True),
        extras,
        face=Face("sky_card", card.id, "front", "back"),
    )
    # the worker is printed on both faces (Face "sky_card"), as the card painter draws it
    return [body] + girder_pieces(card, pose, turn, rotation, prefix, tint or GIRDER_RGBA)


def girder_pieces(card, pose: CardPose, turn: Turn, rotation, prefix: str, colour=GIRDER_RGBA) -> list[Piece]:
    """A strip (dark steel, or a ghost's tint) along each girder line, just inside the card's rim."""
    pieces = []
    for line in range(7):
        if not card.girder_on(line):
            continue
        along_u = line in (0, 1, 3, 4)
        inward = _inward(pose, line)
        centre = np.array(line_midpoint_cm(pose.line(line))) + inward * GIRDER_WIDTH_CM / 2
        length = UNIT_CM * 0.9
        scale = (length, GIRDER_WIDTH_CM) if along_u else (GIRDER_WIDTH_CM, length)
        size = np.array([*scale, CARD_SIZE_CM[2] + 0.08])
        pieces.append(
            Piece(
                f"{prefix}/girder/{card.id}/s{line}",
                "tile",
                turn.point(centre),
                rotation,
                tuple(size / _TILE),
                colour,
                translate("Skyscrapers table", "A girder printed on the card"),
                {"card": card.id, "line": line, "city": True},
            )
        )
    return pieces


def _inward(pose: CardPose, line: int) -> np.ndarray:
    """The unit direction (world) from a rim line towards the card's middle (none for the centre)."""
    u, v = np.array(AXES[pose.u], float), np.array(AXES[pose.v], float)
    return {0: v, 1: v, 3: -v, 4: -v, 2: -u, 5: u}.get(line, np.zeros(3))


def connector_pieces(state, turn: Turn, seats=None) -> list[Piece]:
    """A small brass block at the middle of every connector joint (supports named by their
    owners' seat names when ``seats`` are given)."""
    poses, names = state.structure.poses, [seat.name for seat in seats] if seats else None
    pieces = []
    for n, (card, line, anchor, _) in enumerate(views.joints(state)):
        centre = line_midpoint_cm(poses[card].line(line))
        pieces.append(
            Piece(
                f"sky/connector/{n}",
                "cube",
                turn.point(centre),
                scale=(0.6, 0.6, 0.6),
                colour=CONNECTOR_RGBA,
                name=translate("Skyscrapers table", "Connector joining {card} to {anchor}").format(
                    card=card_words(card, names), anchor=card_words(anchor, names)
                ),
                extras={"card": card, "anchor": anchor, "city": True},
            )
        )
    return pieces


def worker_pieces(state, turn: Turn, seats=None) -> list[Piece]:
    """Every worker figure: on floors, at the foundation level, or waiting in the crew."""
    pieces: list[Piece] = []
    beside: dict[str, int] = {}
    for worker, place in views.workers(state).items():
        colour = worker.rsplit("-", 1)[0]
        seat = COLOURS.index(colour)
        if seat >= state.players or place["where"] in ("track", "box"):
            continue
        if place["where"] in ("site", "lost") and place.get("spot", -1) >= 0:
            position = turn.point(_on_floor(state, place))
        elif place["where"] in ("site", "lost"):
            n = beside[place["card"]] = beside.get(place["card"], -1) + 1
            position = turn.point(_beside(state, place["card"], n))
        else:
            position = _in_crew(seat, int(worker.rsplit("-", 1)[1]), state.players)
        pieces.append(
            worker_piece(
                worker, position, place, _owner(seats, seat, colour), player_rgba(seats, seat), seats
            )
        )
    return pieces


def worker_piece(worker: str, position, place: views.WorkerPlace, owner: str, rgba, seats=None) -> Piece:
    """One worker figure centred at ``position`` in its player's colour (grey once lost)."""
    colour = worker.rsplit("-", 1)[0]
    rgba = rgba if place.get("where") != "lost" else (0.3, 0.3, 0.3, 1.0)
    names = [seat.name for seat in seats] if seats else None
    card = card_words(place["card"], names) if place.get("card") else ""
    where = {
        "site": lambda: translate("Skyscrapers table", "on {card}").format(card=card),
        "lost": lambda: translate("Skyscrapers table", "lost in a closed room"),
        "crew": lambda: translate("Skyscrapers table", "in the crew"),
    }.get(str(place.get("where")), lambda: "")()
    return Piece(
        f"sky/worker/{worker}",
        "meeple",
        tuple(position),
        IDENTITY,
        tuple(worker_size() / _MEEPLE),
        rgba,
        translate("Skyscrapers table", "{player}'s {worker} ({where})").format(
            player=owner, worker=worker_words(worker), where=where
        ),
        {"worker": worker, "owner": colour, "card": place.get("card"), "spot": place.get("spot")},
    )


def worker_size() -> np.ndarray:
    """A worker figure's size (cm): 1.2 x 1.2 x 2."""
    return np.array([1.2, 1.2, 2.0])


def _on_floor(state, place: views.WorkerPlace) -> np.ndarray:
    spot = np.array(spot_cm(state.structure.poses[place["card"]], place["spot"]))
    return spot + (0.0, 0.0, state.content.card_thickness_cm / 2 + worker_size()[2] / 2)


def _beside(state, card: str, n: int) -> np.ndarray:
    """A foundation-level spot next to a board card, on its outer face, spread along it."""
    pose = state.structure.poses[card]
    centre = np.array(card_centre_cm(pose))
    normal = np.cross(np.array(AXES[pose.u], float), np.array(AXES[pose.v], float))
    outward = float(np.dot(centre[:2] - SITE_CENTRE_CM, normal[:2]))
    # A card through the middle (F3) has workers on both faces, alternately.
    side, slot = (math.copysign(1.0, outward), n) if abs(outward) > 1e-6 else ((-1.0) ** n, n // 2)
    flat = np.array(AXES[pose.u] if AXES[pose.u][2] == 0 else AXES[pose.v], float)
    spot = centre + normal * side * 1.4 + flat * ((slot % 5 - 2) * 1.6)
    spot[2] = worker_size()[2] / 2
    return spot


def _in_crew(seat: int, number: int, players: int) -> tuple[float, float, float]:
    """Waiting workers stand in a row at their player's side of the table."""
    x = -BOARD_SIDE_CM / 2 + 8 + seat * 14 + number * 2.0
    return (x, -BOARD_SIDE_CM / 2 - 5.0, worker_size()[2] / 2)


def track_pieces(state, seats=None) -> list[Piece]:
    """The score track along the site's far edge and each player's scoring worker on it."""
    start = -(TRACK_SPACES - 1) * TRACK_STEP_CM / 2
    y = BOARD_SIDE_CM / 2 + 3.0
    pieces = [
        Piece(
            f"sky/track/{k}",
            "tile",
            (start + k * TRACK_STEP_CM, y, 0.05),
            scale=(2.0 / _TILE[0], 2.0 / _TILE[1], 0.1 / _TILE[2]),
            colour=TRACK_RGBA if k % 5 else (0.65, 0.60, 0.45, 1.0),
            name=translate("Skyscrapers table", "Score track space {number}").format(number=k),
        )
        for k in range(TRACK_SPACES)
    ]
    for seat in range(state.players):
        colour, score = COLOURS[seat], state.scores()[seat]
        x = start + (score % TRACK_SPACES) * TRACK_STEP_CM
        position = (x + (seat % 2 - 0.5) * 0.8, y + (seat // 2 - 0.5) * 0.8, 0.1 + worker_size()[2] / 2)
        pieces.append(
            Piece(
                f"sky/marker/{colour}",
                "meeple",
                position,
                scale=tuple(worker_size() / _MEEPLE * 0.8),
                colour=player_rgba(seats, seat),
                name=translate("Skyscrapers table", "{owner}: {score} points").format(
                    owner=_owner(seats, seat, colour), score=score
                ),
                extras={"owner": colour, "score": score},
            )
        )
    return pieces


def _names(seats) -> list[str] | None:
    """The seats' names for the engine's words (None: "Player N")."""
    return [seat.name for seat in seats] if seats else None


def _owner(seats, seat: int, colour: str) -> str:
    if seats is not None and seat < len(seats):
        return seats[seat].name
    return colour.title()


def player_rgba(seats, seat: int) -> tuple[float, float, float, float]:
    """A seat's colour as linear RGBA: the seat's own ``#rrggbb`` when known, else the box colour."""
    if seats is not None and seat < len(seats) and str(seats[seat].colour).startswith("#"):
        return linear_rgba(seats[seat].colour)
    return PLAYER_RGBA[COLOURS[seat]]


def card_colour(card, seats=None) -> tuple[float, float, float, float]:
    """Cream building blocks, grey foundation, supports in a light shade of their owner's colour."""
    if card.kind == "support":
        r, g, b, a = player_rgba(seats, COLOURS.index(card.colour))
        return (0.5 + r / 2, 0.5 + g / 2, 0.5 + b / 2, a)
    return CARD_RGBA[card.kind]


def pose_quaternion(pose: CardPose) -> tuple[float, float, float, float]:
    """The quaternion turning a box's x, y, z onto the card's u, v and normal."""
    u, v = np.array(AXES[pose.u], float), np.array(AXES[pose.v], float)
    return matrix_quaternion(np.column_stack([u, v, np.cross(u, v)]))
