"""One plugin per game: the generic rooms name no game and probe no table hook.

``ui/replay/`` (and the shell's table hosts) never compare a game id or import a game's
modules: what only a game knows is reached through its registry entry. The hosts call the
hooks :class:`~babelworks.ui.table_api.BaseTable` declares, never ``getattr``/``hasattr``.
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

from babelworks import registry

PACKAGE = Path(registry.__file__).parent
HOSTS = [
    "ui/main_window.py",
    "ui/game_tables.py",
    "ui/table_api.py",
    "ui/overlays.py",
    "ui/start_page.py",
    "ui/last_turn.py",
    "ui/marked_view.py",
    "ui/suggest.py",
    "ui/beacons.py",
    *sorted(str(p.relative_to(PACKAGE)) for p in (PACKAGE / "ui" / "replay").glob("*.py")),
]
#: every hook the tables offer their hosts, and the names the hosts once probed for
HOOKS = {
    "draws_scene",
    "turn_seat",
    "holding",
    "play_chance",
    "pace",
    "quiet",
    "show_motion",
    "marked_changes",
}
HOOKS |= {"show_suggestion", "suggestion_gains"}
HOOKS |= {"player", "active", "show_table", "preview", "stop"}


def _game_words() -> set[str]:
    words = set()
    for game_id in registry.ENTRIES:
        words |= {game_id, game_id.replace("-", "_")}
    return words


def _probes(tree: ast.AST) -> list[str]:
    found = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Name):
            if node.func.id in ("getattr", "hasattr") and len(node.args) >= 2:
                name = node.args[1]
                if isinstance(name, ast.Constant) and name.value in HOOKS:
                    found.append(f"{node.func.id}(..., {name.value!r}) on line {node.lineno}")
    return found


@pytest.mark.parametrize("path", HOSTS)
def test_hosts_call_declared_hooks_never_probe_them(path):
    assert _probes(ast.parse((PACKAGE / path).read_text())) == []


def test_every_hook_the_hosts_call_is_declared_on_the_base_table():
    from babelworks.ui.table_api import BaseTable

    for hook in HOOKS - {"player", "active", "show_table", "preview", "stop"}:
        assert hasattr(BaseTable, hook), hook


@pytest.mark.parametrize("path", HOSTS)
def test_generic_rooms_name_no_game(path):
    text = (PACKAGE / path).read_text()
    assert [word for word in sorted(_game_words()) if word in text] == []


def test_the_probe_finder_finds_a_probe():
    assert _probes(ast.parse("getattr(table, 'turn_seat', None)")) == ["getattr(..., 'turn_seat') on line 1"]


@pytest.mark.parametrize("game_id", list(registry.ENTRIES))
def test_every_game_declares_its_replay_room(game_id):
    from babelworks.ui.replay.room import ReplayRoom

    room = registry.replay_room(game_id)
    assert isinstance(room, ReplayRoom)
    state = registry.get_game(game_id).new_game(2, 0, {})
    assert room.private_words(state, 0)  # every game so far keeps something private
    assert registry.replay_room(game_id).__class__.__module__.startswith(registry.entry(game_id).table)
