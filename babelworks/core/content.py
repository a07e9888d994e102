"""Reading game content files: one way to open a JSON file in ``assets/`` and to refuse it.

Every game's content loader reads through :func:`read_json` and reports a broken
entry with :func:`refuse`, so a bad content file always names the file, the
entry and the problem in the same words.
"""

from __future__ import annotations

import json
from functools import reduce
from pathlib import Path
from typing import Any, NoReturn

from babelworks.core.assets import assets_dir
from babelworks.core.errors import ContentError
from babelworks.core.words import translate

#: The folder beside a game's content files that holds their JSON Schemas.
SCHEMA_FOLDER = "schemas"


def game_assets(folder: str) -> Path:
    """The folder of one game's content files, ``assets/<folder>``, however babelworks was started."""
    return assets_dir() / folder


def refuse(file: str, entry: str, problem: str) -> NoReturn:
    """Raise ContentError naming ``file``, ``entry`` and ``problem``."""
    raise ContentError(
        translate("Content files", "{file}: entry '{entry}': {problem}").format(
            file=file, entry=entry, problem=problem
        )
    )


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
        raise ContentError(
            translate("Content files", "{file}: the file is missing from {folder}").format(
                file=label, folder=str(folder)
            )
        ) from None
    except IsADirectoryError:
        raise ContentError(
            translate("Content files", "{file}: a folder stands where the file belongs").format(file=label)
        ) from None
    except UnicodeDecodeError as error:
        raise ContentError(
            translate("Content files", "{file}: the file is not UTF-8 text (byte {byte})").format(
                file=label, byte=error.start
            )
        ) from None
    except OSError as error:
        raise ContentError(
            translate("Content files", "{file}: the file cannot be read ({reason})").format(
                file=label, reason=error.strerror or str(error)
            )
        ) from None
    try:
        data = json.loads(text, parse_constant=_no_constant)
    except RecursionError:
        raise ContentError(
            translate("Content files", "{file}: the file is nested too deeply to be content").format(
                file=label
            )
        ) from None
    except (json.JSONDecodeError, ValueError) as error:
        said = error.args[0] if len(error.args) == 1 and isinstance(error.args[0], str) else str(error)
        raise ContentError(
            translate("Content files", "{file}: not valid JSON ({reason})").format(file=label, reason=said)
        ) from None
    schema = _schema_for(folder, name)
    if schema is not None:
        _check(label, data, schema, "")
    return data


def _schema_for(folder: Path, name: str) -> dict | None:
    """The file's JSON Schema, ``schemas/<stem>.schema.json`` beside it (``tools/content_schemas.py``).

    A folder without one (a test's hand-made file) is checked by the game's loader alone.
    """
    path = folder / SCHEMA_FOLDER / f"{Path(name).stem}.schema.json"  # not shown: a file name
    try:
        return json.loads(path.read_text(encoding="utf-8"))
    except FileNotFoundError:
        return None
    except (OSError, ValueError) as error:
        raise ContentError(
            translate("Content files", "{file}: the schema of {content} cannot be read ({reason})").format(
                file=path.name, content=name, reason=str(error)
            )
        ) from None


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
        entry = where + path.lstrip(".") or translate("Content files", "(the whole file)")
        raise ContentError(
            translate("Content files", "{file}: entry '{entry}': {problem}").format(
                file=name, entry=entry, problem=_words(error)
            )
        )


#: A value's kind in the schemas' words.
_KINDS = {bool: "boolean", int: "integer", float: "number", str: "string", list: "array", dict: "object"}


def _words(error) -> str:
    """What is wrong, short (jsonschema's own message quotes the whole value, which can be a file)."""
    kind = _KINDS.get(type(error.instance), "null")
    if error.validator in ("type", "anyOf"):
        wanted = (
            error.validator_value if error.validator == "type" else translate("Content files", "another kind")
        )
        if isinstance(wanted, list):
            wanted = reduce(_either, wanted) if wanted else ""
        return translate("Content files", "should be {wanted}, not {kind}").format(wanted=wanted, kind=kind)
    if error.validator == "minimum":
        return translate("Content files", "should be {least} or more, not {value}").format(
            least=error.validator_value, value=error.instance
        )
    suffix = " is a required property"  # not shown: jsonschema's own words, said again below
    if error.validator == "required" and error.message.endswith(suffix):
        return translate("Content files", "{name} is missing").format(name=error.message[: -len(suffix)])
    return error.message[:160]  # jsonschema's own English: it has no translations


def _either(first: str, last: str) -> str:
    return translate("Content files", "{first} or {last}").format(first=first, last=last)


def _no_constant(name: str) -> None:
    raise ValueError(
        translate("Content files", "'{name}' is not a number content may hold").format(name=name)
    )
