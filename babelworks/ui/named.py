"""Qt object names given where a widget is made (style sheets and tests find widgets by them).

PySide6 takes ``objectName=`` as a constructor keyword, but its type stubs list only each
class's own properties as keywords, so that spelling does not type-check. ``named(QLabel(...),
"title")`` sets the same name, right after construction as the keyword does.
"""

from __future__ import annotations

from typing import TypeVar

from PySide6.QtCore import QObject

Named = TypeVar("Named", bound=QObject)


def named(thing: Named, name: str) -> Named:
    """``thing`` with its Qt object name set to ``name``."""
    thing.setObjectName(name)
    return thing
