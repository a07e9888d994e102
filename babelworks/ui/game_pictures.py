"""A picture of each game for the start page, rendered from its own table scene.

The picture is a seeded game played half-way by random computer players, seen
from the export's three-quarter view. Rendering one takes seconds of the
window's thread (the random game, the card faces, the GL frame), so a new
player's first launch would wait on a frozen window with blank cards: the
pictures are therefore shipped, rendered ahead, in ``assets/start_page/``
(``python -m bench start-pictures`` renders them again, and a test
holds them to a fresh render). A game without a shipped picture, or with a
damaged one, is rendered once and kept as a PNG in the app's cache folder
(``QStandardPaths.CacheLocation``) under a name with the version, so a new
version draws its tables afresh.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QStandardPaths
from PySide6.QtGui import QImage, QPixmap

import babelworks
from babelworks import registry
from babelworks.bots.random_bot import RandomBot
from babelworks.cards import face_texture
from babelworks.core.assets import assets_dir
from babelworks.core.match import seat_defaults
from babelworks.core.protocol import CHANCE, Action
from babelworks.core.rng import Rng
from babelworks.export.framing import fitted_pose, picture_pieces

SIZE = (480, 300)  # px: the start page's cards
SEED = 7  # the game each picture shows
PLAYERS = 2
MAX_ACTIONS = 20_000  # a random game that never ends stops here
SHIPPED_FOLDER = "start_page"  # under assets/: apart from each game's content, which results hash


def shipped_path(game_id: str) -> Path:
    """The picture of ``game_id`` that babelworks ships, rendered ahead."""
    return assets_dir() / SHIPPED_FOLDER / f"{game_id}.png"


def cache_folder() -> Path:
    """Where rendered pictures are kept (the app's cache folder)."""
    return Path(QStandardPaths.writableLocation(QStandardPaths.StandardLocation.CacheLocation))


def picture_path(game_id: str) -> Path:
    """The cached picture of ``game_id`` for this version of babelworks."""
    return cache_folder() / "start-page" / f"{game_id}-{babelworks.__version__}.png"


def mid_game_state(game_id: str, seed: int = SEED):
    """The state half-way through a seeded game of random computer players."""
    game = registry.get_game(game_id)
    log = random_game(game_id, seed)
    state = game.new_game(PLAYERS, seed, {})
    for action in log[: len(log) // 2]:
        state.apply(action)
    return state


def random_game(game_id: str, seed: int) -> list:
    """The actions of a whole seeded game of random players (outcomes: the game's resolver)."""
    state = registry.get_game(game_id).new_game(PLAYERS, seed, {})
    bot, resolve = RandomBot(Rng.from_seed(seed, "bots")), registry.outcome_resolver(game_id)
    log: list[Action]
    outcomes, log = Rng.from_seed(seed, "outcomes"), []
    while not state.is_over() and len(log) < MAX_ACTIONS:
        action = resolve(state, outcomes) if state.current_player == CHANCE else bot.choose(state)
        if action is None:
            break
        state.apply(action)
        log.append(action)
    return log


def game_picture(game_id: str) -> QPixmap:
    """The start page's picture of ``game_id``: the shipped one, else from the cache, else
    rendered and cached.

    Raises:
        RuntimeError: this process cannot render with OpenGL (no display).
    """
    shipped = QPixmap(str(shipped_path(game_id)))  # null when missing or unreadable
    if not shipped.isNull():
        return shipped
    path = picture_path(game_id)
    if not path.is_file():
        image = render_picture(game_id)
        path.parent.mkdir(parents=True, exist_ok=True)
        if not image.save(str(path)):  # an unwritable cache only costs a render next time
            return QPixmap.fromImage(image)
    return QPixmap(str(path))


def render_picture(game_id: str) -> QImage:
    """Render the mid-game table of ``game_id`` at :data:`SIZE`."""
    from babelworks.render.offscreen import camera_at, offscreen_table, render_image

    state = mid_game_state(game_id)
    pieces = registry.scene_module(game_id).table_pieces(state, seat_defaults(PLAYERS))
    width, height = SIZE
    with offscreen_table(pieces, faces=face_texture) as view:
        with camera_at(view, fitted_pose(picture_pieces(pieces), width / height)):
            pixels = render_image(view, width, height)
    return QImage(pixels.tobytes(), width, height, 3 * width, QImage.Format.Format_RGB888).copy()
