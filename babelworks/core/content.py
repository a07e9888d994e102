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


def _check(name: str, value: Any, schema: dict, where: str) -> None:
    """Check ``value`` against ``schema`` with jsonschema (the schemas ``tools/content_schemas.py``
    writes from the shipped files).

    Raises:
        ContentError: naming the file, the entry (a path such as ``plans[3].stacks[0]``) and
            what is wrong there (the most relevant of the schema's complaints).
    """
    from jsonschema import Draft202012Validator
    from jsonschema.exceptions import best_match

    error = best_match(Draft202012Validator(schema).iter_errors(value))
    if error is not None:
        path = "".join(f"[{part}]" if isinstance(part, int) else f".{part}" for part in error.absolute_path)
        raise ContentError(
            f"{name}: entry '{where + path.lstrip('.') or '(the whole file)'}': {_words(error)}"
        )


#: A value's kind in the schemas' words.
_KINDS = {bool: "boolean", int: "integer", float: "number", str: "string", list: "array", dict: "object"}


def _words(error) -> str:
    """What is wrong, short (jsonschema's own message quotes the whole value, which can be a file)."""
    kind = _KINDS.get(type(error.instance), "null")
    if error.validator in ("type", "anyOf"):
        wanted = error.validator_value if error.validator == "type" else "another kind"
        return f"should be {' or '.join(wanted) if isinstance(wanted, list) else wanted}, not {kind}"
    if error.validator == "minimum":
        return f"should be {error.validator_value} or more, not {error.instance}"
    if error.validator == "required":
        return error.message.replace("is a required property", "is missing")
    return error.message[:160]


def _no_constant(name: str) -> None:
    raise ValueError(f"'{name}' is not a number content may hold")
