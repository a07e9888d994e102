"""Node names of an exported model: unique, and short enough for every 3D tool.

Blender keeps an object name to 63 bytes; a longer one is cut and loses the " #n" suffix that
made it unique, so names are fitted here, suffix included.
"""

from __future__ import annotations

NAME_BYTES = 63
_REPEAT = " #{}"


def unique_name(name: str, taken: set[str]) -> str:
    """``name``, or with the first free " #n" suffix when ``taken`` has it, within
    :data:`NAME_BYTES` (shortened with an ellipsis where it must be); added to ``taken``."""
    unique, repeat = _fit(name, NAME_BYTES), 1
    while unique in taken:
        repeat += 1
        suffix = _REPEAT.format(repeat)
        unique = _fit(name, NAME_BYTES - len(suffix.encode())) + suffix
    taken.add(unique)
    return unique


def _fit(name: str, limit: int) -> str:
    """``name`` within ``limit`` UTF-8 bytes: whole, or cut at a character and ended by "…"."""
    data = name.encode()
    if len(data) <= limit:
        return name
    return data[: limit - len("…".encode())].decode(errors="ignore").rstrip() + "…"
