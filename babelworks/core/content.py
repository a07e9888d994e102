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

#: The folder beside a game's content files that holds their JSON Schemas.
SCHEMA_FOLDER = "schemas"


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
    path, label = folder / name, f"{folder.name}/{name}"  # "rolling_heights/plans.json"
    try:
        text = path.read_text(encoding="utf-8")
    except FileNotFoundError:
        raise ContentError(f"{label}: the file is missing from {folder}") from None
    except IsADirectoryError:
        raise ContentError(f"{label}: a folder stands where the file belongs") from None
    except UnicodeDecodeError as error:
        raise ContentError(f"{label}: the file is not UTF-8 text (byte {error.start})") from None
    except OSError as error:
        raise ContentError(f"{label}: the file cannot be read ({error.strerror or error})") from None
    try:
        data = json.loads(text, parse_constant=_no_constant)
    except RecursionError:
        raise ContentError(f"{label}: the file is nested too deeply to be content") from None
    except (json.JSONDecodeError, ValueError) as error:
        raise ContentError(f"{label}: not valid JSON ({error})") from None
    schema = _schema_for(folder, name)
    if schema is not None:
        _check(label, data, schema, "")
    return data


def _schema_for(folder: Path, name: str) -> dict | None:
    """The file's JSON Schema, ``schemas/<stem>.schema.json`` beside it (``tools/content_schemas.py``).

    A folder without one (a test's hand-made file) is checked by the game's loader alone.
    """
    path = folder / SCHEMA_FOLDER / f"{Path(name).stem}.schema.json"
    try:
        return json.loads(path.read_text(encoding="utf-8"))
    except FileNotFoundError:
        return None
    except (OSError, ValueError) as error:
        raise ContentError(f"{path.name}: the schema of {name} cannot be read ({error})") from None


#: The JSON Schema words of the schemas the project writes, and how to test a value's kind.
_KINDS = {
    "object": lambda v: isinstance(v, dict),
    "array": lambda v: isinstance(v, list),
    "string": lambda v: isinstance(v, str),
    "integer": lambda v: isinstance(v, int) and not isinstance(v, bool),
    "number": lambda v: isinstance(v, int | float) and not isinstance(v, bool),
    "boolean": lambda v: isinstance(v, bool),
    "null": lambda v: v is None,
}


def _check(name: str, value: Any, schema: dict, where: str) -> None:
    """Check ``value`` against ``schema`` (the subset ``tools/content_schemas.py`` writes).

    Raises:
        ContentError: naming the file, the entry (a path such as ``plans[3].stacks[0]``)
            and what is wrong there.
    """
    if "anyOf" in schema:
        if not any(_meets(value, option) for option in schema["anyOf"]):
            kinds = " or ".join(option["type"] for option in schema["anyOf"])
            _wrong(name, where, f"should be {kinds}, not {_kind_of(value)}")
        return
    if not _KINDS[schema["type"]](value):
        _wrong(name, where, f"should be {schema['type']}, not {_kind_of(value)}")
    if "minimum" in schema and value < schema["minimum"]:
        _wrong(name, where, f"should be {schema['minimum']} or more, not {value}")
    if isinstance(value, list):
        for index, item in enumerate(value):
            _check(name, item, schema.get("items", {"anyOf": []}), f"{where}[{index}]")
    if isinstance(value, dict):
        for key in schema.get("required", ()):
            if key not in value:
                _wrong(name, where, f"the field '{key}' is missing")
        for key, item in value.items():
            if key in schema.get("properties", {}):
                _check(name, item, schema["properties"][key], f"{where}.{key}" if where else key)


def _meets(value: Any, schema: dict) -> bool:
    try:
        _check("", value, schema, "")
    except ContentError:
        return False
    return True


def _kind_of(value: Any) -> str:
    return next((kind for kind, test in _KINDS.items() if test(value)), type(value).__name__)


def _wrong(name: str, where: str, problem: str) -> NoReturn:
    raise ContentError(f"{name}: entry '{where or '(the whole file)'}': {problem}")


def _no_constant(name: str) -> None:
    raise ValueError(f"'{name}' is not a number content may hold")
