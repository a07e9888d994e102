"""The last ten games opened or saved, newest first, kept in QSettings.

The start page lists them and File > Open recent offers them; a file that has
gone since is dropped from the list when it is next shown.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from PySide6.QtCore import QSettings

KEY = "files/recent"
LIMIT = 10


def recent_files(settings: QSettings) -> list[Path]:
    """The remembered files that still exist, newest first."""
    value: Any = settings.value(KEY, [])  # as stored: one name, a list, or None
    names = [value] if isinstance(value, str) else list(value or [])
    return [Path(name) for name in names if Path(name).is_file()][:LIMIT]


def remember_file(settings: QSettings, path: Path) -> None:
    """Put ``path`` first in the list (once), keeping the newest ten."""
    path = Path(path).resolve()
    kept = [str(path)] + [str(p) for p in recent_files(settings) if p.resolve() != path]
    settings.setValue(KEY, kept[:LIMIT])


def forget_files(settings: QSettings) -> None:
    """Empty the list (File > Open recent > Clear the list)."""
    settings.remove(KEY)
