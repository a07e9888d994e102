"""A translator that brackets every line it translates ("⟦End turn⟧"), for tests that check
the window's words go through Qt's translation machinery (issue 40) before a real
translation exists: a line shown without brackets was never translated.

⟦ ⟧ rather than square brackets: a window title's "[*]" and a player's own text may hold
those.
"""

from __future__ import annotations

import re

from PySide6.QtCore import QCoreApplication, QTranslator

OPEN, CLOSE = "⟦", "⟧"
INNERMOST = re.compile(f"{OPEN}[^{OPEN}{CLOSE}]*{CLOSE}")


class Bracketing(QTranslator):
    """Translates every source to ``⟦source⟧`` (its ``{field}`` places kept)."""

    def translate(self, context, source, disambiguation=None, n=-1):
        """``⟦source⟧``, whatever the context."""
        return f"{OPEN}{source}{CLOSE}"

    def isEmpty(self) -> bool:  # noqa: N802 (Qt API)
        """Never empty: Qt asks every installed translator."""
        return False


def bracketed(text: str) -> bool:
    """True when ``text`` went through :class:`Bracketing` (it opens with a bracket)."""
    return text.startswith(OPEN)


def untranslated(text: str, names: tuple[str, ...] = ()) -> str:
    """What is left of ``text`` outside its translated spans and the seats' ``names``."""
    while (stripped := INNERMOST.sub(" ", text)) != text:
        text = stripped
    for name in names:
        text = text.replace(name, " ")
    return text


def reads_translated(text: str, names: tuple[str, ...] = ()) -> bool:
    """True when every word of ``text`` lies inside a translated span (or is a seat's name)."""
    # Numbers, signs, punctuation and symbols ("½×") may stand outside: no letter may.
    return not any(char.isalpha() for char in untranslated(text, names))


def unbracketed(text: str) -> str:
    """``text`` with the brackets taken out: the English a player would read."""
    return text.replace(OPEN, "").replace(CLOSE, "")


def install(app: QCoreApplication) -> Bracketing:
    """Install a :class:`Bracketing` translator on ``app``; remove it with ``app.removeTranslator``."""
    translator = Bracketing(app)
    app.installTranslator(translator)
    return translator
