"""Reading game content files: one way to open a JSON file in ``assets/`` and to refuse it.

Every game's content loader reads through :func:`read_json` and reports a broken
entry with :func:`refuse`, so a bad content file always names the file, the
entry and the problem in the same words.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any, NoReturn

from babelworks.core.assets import assets_dir
from babelworks.core.errors import ContentError


def game_assets(folder: str) -> Path:
    """The folder of one game's content files, ``assets/<folder>``, however babelworks was started."""
    return assets_dir() / folder


def refuse(file: str, entry: str, problem: str) -> NoReturn:
    """Raise ContentError naming ``file``, ``entry`` and ``problem``."""
    raise ContentError(f"{file}: entry '{entry}': {problem}")


def read_json(folder: Path, name: str) -> Any:
    """The parsed JSON file ``folder / name``.

    Raises:
        ContentError: the file is missing, unreadable or not valid JSON
            (NaN and Infinity included: content holds plain numbers).
    """
    path = folder / name
    try:
        text = path.read_text(encoding="utf-8")
    except FileNotFoundError:
        raise ContentError(f"{name}: the file is missing from {folder}") from None
    except (OSError, UnicodeDecodeError) as error:
        raise ContentError(f"{name}: the file cannot be read ({error})") from None
    try:
        return json.loads(text, parse_constant=_no_constant)
    except (json.JSONDecodeError, ValueError, RecursionError) as error:
        raise ContentError(f"{name}: not valid JSON ({error})") from None


def _no_constant(name: str) -> None:
    raise ValueError(f"'{name}' is not a number content may hold")
