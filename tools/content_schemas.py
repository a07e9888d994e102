"""The JSON Schemas of the games' content files, inferred from the shipped content.

``python -m tools.content_schemas [--assets assets]`` writes, for every content
file ``assets/<game>/<name>.json``, the schema ``assets/<game>/schemas/<name>.schema.json``
(JSON Schema 2020-12, readable by any JSON Schema tool): every object's keys
required (but a ``note`` for people), each value's type, every list's items, and ``minimum: 0`` on numbers
that are never negative. ``babelworks.core.content`` checks each file against its
schema when a game first loads it, before the game's own checks (counts, names,
rules). Run it again after a deliberate change to a content file's shape.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from typing import Any

SCHEMA_FOLDER = "schemas"
#: Fields that only explain the file to a person: never required.
NOTES = frozenset({"note"})
DIALECT = "https://json-schema.org/draft/2020-12/schema"
#: Files whose schema is written by hand: a tutorial's steps take one of several forms,
#: which a schema inferred from the shipped file could not say (docs/tutorials.md).
WRITTEN_BY_HAND = frozenset({"tutorial.json"})


def _kind(value: Any) -> str:
    if value is None:
        return "null"
    if isinstance(value, bool):
        return "boolean"
    if isinstance(value, int):
        return "integer"
    return {float: "number", str: "string", list: "array", dict: "object"}[type(value)]


def infer(values: list[Any]) -> dict:
    """The narrowest schema every one of ``values`` meets (one schema per kind seen)."""
    kinds: dict[str, list[Any]] = {}
    for value in values:
        kind = _kind(value)
        kinds.setdefault("number" if kind == "integer" and "number" in kinds else kind, []).append(value)
    if "number" in kinds and "integer" in kinds:
        kinds["number"] += kinds.pop("integer")
    options = [_one_kind(kind, found) for kind, found in sorted(kinds.items())]
    return options[0] if len(options) == 1 else {"anyOf": options}


def _one_kind(kind: str, values: list[Any]) -> dict:
    schema: dict[str, Any] = {"type": kind}
    if kind in ("integer", "number") and min(values) >= 0:
        schema["minimum"] = 0
    if kind == "array":
        items = [item for value in values for item in value]
        if items:
            schema["items"] = infer(items)
    if kind == "object":
        keys = [key for value in values for key in value]
        schema["properties"] = {
            key: infer([value[key] for value in values if key in value]) for key in dict.fromkeys(keys)
        }
        schema["required"] = [
            key for key in dict.fromkeys(keys) if key not in NOTES and all(key in value for value in values)
        ]
    return schema


def schema_of(path: Path) -> dict:
    """The schema of one content file, with its title."""
    data = json.loads(path.read_text(encoding="utf-8"))
    return {"$schema": DIALECT, "title": f"{path.parent.name}/{path.name}", **infer([data])}


def write_schemas(assets: Path) -> list[Path]:
    """Write the schema of every content file under ``assets``; return the paths written."""
    written = []
    for path in sorted(assets.glob("*/*.json")):
        if path.name in WRITTEN_BY_HAND:
            continue
        target = path.parent / SCHEMA_FOLDER / f"{path.stem}.schema.json"
        target.parent.mkdir(exist_ok=True)
        target.write_text(json.dumps(schema_of(path), indent=1) + "\n", encoding="utf-8")
        written.append(target)
    return written


def main(argv: list[str] | None = None) -> int:
    """Write the schemas; print how many."""
    parser = argparse.ArgumentParser(
        prog="python -m tools.content_schemas", description=__doc__.split("\n")[0]
    )
    parser.add_argument("--assets", type=Path, default=Path("assets"), help="the assets folder")
    args = parser.parse_args(argv)
    written = write_schemas(args.assets)
    print(f"wrote {len(written)} schemas under {args.assets}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
