"""Lines for a player, marked for translation where the rules cannot import Qt.

An engine, a save reader or a content loader writes every sentence a player may read
with :func:`translate`: the English source, a context naming who says it, and the values
to fill in. It gets back a :class:`Phrase`, which *is* the English sentence (a ``str``:
logs, saves, tests and ``simulate`` see plain English), and which also remembers its
source and fields, so the window can show it in the player's language
(``babelworks.i18n.shown``) once a translation exists.

``pyside6-lupdate`` finds every ``translate("Context", "Source {field}")`` call by its
name, so the sources must be string literals; ``tools/translations.py`` collects them
into ``babelworks/i18n/babelworks.ts`` and ``tests/test_translations.py`` fails on a
player's line that does not go through it (docs/architecture.md, "Translation").
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

#: The context of names and texts that come from content files (a card's name, a
#: tutorial step): ``tools/translations.py`` lists them from ``assets/``.
CONTENT = "Content"  # not shown: a context
#: The context of :func:`listed`'s joins (a translator may give ", " another form).
LISTS = "Lists"  # not shown: a context


class Phrase(str):
    """An English line for a player that remembers how it was said.

    Attributes:
        context: who says it ("Rolling Heights log", "Save files"): a translator's context.
        source: the English source with ``{field}`` places, as marked in the code.
        fields: the values filled in; a field that is itself a Phrase is translated too.
    """

    context: str
    source: str
    fields: dict[str, Any]

    def __new__(cls, context: str, source: str, fields: dict[str, Any] | None = None) -> Phrase:
        return cls._made(context, source, dict(fields) if fields else {})

    @classmethod
    def _made(cls, context: str, source: str, fields: dict[str, Any]) -> Phrase:
        # The one maker: ``fields`` becomes the new line's own (callers pass a fresh dict).
        # Lines are made by the hundred thousand in a game (every piece's name), so no copies.
        line = str.__new__(cls, source.format_map(fields) if fields else source)
        line.context, line.source, line.fields = context, source, fields
        return line

    def format(self, *args: Any, **fields: Any) -> Phrase:
        """This line with its ``{field}`` places filled in: a Phrase that keeps them apart.

        Named fields only (a translator may reorder them); ``pyside6-lupdate`` reads a
        ``translate("Context", "Source")`` call only while it holds nothing but the two
        literals, so the fields come in this call, as with Qt's own ``tr(...).format(...)``.
        """
        if args:
            raise TypeError("a line's fields are named: format(count=3), not format(3)")  # not shown
        return Phrase._made(self.context, self.source, {**self.fields, **fields} if self.fields else fields)

    def __reduce__(self) -> tuple:
        # Worker processes and Ray tasks pickle refusals and log lines: keep what they were.
        return (Phrase, (self.context, self.source, self.fields))


def translate(context: str, source: str, /, **fields: Any) -> Phrase:
    """``source`` with its ``{field}`` places filled in, marked for translation.

    ``context`` and ``source`` must be string literals (``pyside6-lupdate`` reads them
    from the code). Pass values as fields rather than joining sentences, so a translator
    can put each one where their language needs it.
    """
    if fields:
        return Phrase._made(context, source, fields)
    line = _PLAIN.get((context, source))
    if line is None:
        line = _PLAIN[context, source] = Phrase._made(context, source, {})
    return line


# lines without fields, made once: ``translate(...)`` is called before every ``.format(...)``
_PLAIN: dict[tuple[str, str], Phrase] = {}


def content_words(text: str) -> Phrase:
    """A name or text read from a content file, marked for translation in context
    :data:`CONTENT` (its source is listed from ``assets/``, not from the code)."""
    return Phrase(CONTENT, text)


def listed(parts: Sequence[str], separator: str = ", ") -> Phrase:
    """``parts`` joined by ``separator`` ("1 Working Hard, 2 Exhausted"), each part still
    translatable: joining Phrases with ``str.join`` would leave plain English."""
    fields = {f"part{index}": part for index, part in enumerate(parts)}
    return Phrase(LISTS, separator.join(f"{{part{index}}}" for index in range(len(parts))), fields)
