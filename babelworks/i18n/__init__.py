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


def translate(context: str, source: str, /, **fields: Any) -> str:
    """The window's line ``source`` in the player's language, its ``{field}`` places filled.

    ``context`` and ``source`` must be string literals: ``pyside6-lupdate`` reads them
    from the code by this function's name.
    """
    line = QCoreApplication.translate(context, source)
    return line.format(**{name: _shown_field(value) for name, value in fields.items()}) if fields else line


def shown(line: str) -> str:
    """A line from the rules as the player reads it: translated when it is a Phrase."""
    if not isinstance(line, Phrase):
        return line
    source = QCoreApplication.translate(line.context, line.source)
    if not line.fields:
        return source
    return source.format(**{name: _shown_field(value) for name, value in line.fields.items()})


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
