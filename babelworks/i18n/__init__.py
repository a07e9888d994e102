"""Every line the window shows, in the player's language (Qt's translation machinery).

The window's own words go through :func:`translate` where they are written; lines that
come from the rules (a log line, a refusal, the phase) arrive as
:class:`babelworks.core.words.Phrase` and go through :func:`shown` where they reach a
widget. Both look the source up with ``QCoreApplication.translate``, so an installed
``babelworks_<locale>.qm`` (``load_translations``) changes every one of them, and both
fill in the fields after translating, so a translator may reorder them.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from PySide6.QtCore import QCoreApplication, QLocale, QTranslator

from babelworks.core.words import Phrase

#: This folder: the source list (``babelworks.ts``) and any compiled ``babelworks_<locale>.qm``.
FOLDER = Path(__file__).resolve().parent


class Line(str):
    """A line in the player's language; :meth:`format` fills its ``{field}`` places,
    showing a field that is a Phrase in the player's language too."""

    def format(self, *args: Any, **fields: Any) -> str:
        """The line with its named fields filled in (a translator may have reordered them)."""
        if args:
            raise TypeError("a line's fields are named: format(count=3), not format(3)")  # not shown
        return str.format(self, **{name: _shown_field(value) for name, value in fields.items()})


def translate(context: str, source: str, /, **fields: Any) -> Line:
    """The window's line ``source`` in the player's language: ``translate("Menus", "Open
    {name}").format(name=...)``, as with Qt's own ``tr(...).format(...)``.

    ``context`` and ``source`` must be string literals and the only arguments:
    ``pyside6-lupdate`` reads the call by this function's name only while it holds
    nothing else.
    """
    line = Line(QCoreApplication.translate(context, source))
    return Line(line.format(**fields)) if fields else line


def shown(line: str) -> str:
    """A line from the rules as the player reads it: translated when it is a Phrase."""
    if not isinstance(line, Phrase):
        return line
    source = Line(QCoreApplication.translate(line.context, line.source))
    return source.format(**line.fields) if line.fields else source


def said(error: BaseException) -> str:
    """What an error says, in the player's language (a refusal keeps its Phrase in ``args``)."""
    first = error.args[0] if error.args else None
    return shown(first) if isinstance(first, Phrase) else str(error)


def _shown_field(value: Any) -> Any:
    return shown(value) if isinstance(value, Phrase) else value


def load_translations(app: QCoreApplication, locale: QLocale | None = None) -> QTranslator | None:
    """babelworks' own translation for the system's locale (or ``locale``), installed;
    None while none exists for it (the English sources are shown)."""
    translator = QTranslator(app)
    if not translator.load(locale or QLocale.system(), "babelworks", "_", str(FOLDER)):
        return None
    app.installTranslator(translator)
    return translator
