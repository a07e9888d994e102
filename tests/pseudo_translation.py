"""A translator that brackets every line it translates ("[End turn]"), for tests that check
a table's words go through Qt's translation machinery (issue 40) before a real translation
exists: a line shown without brackets was never translated."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QTranslator


class Bracketing(QTranslator):
    """Translates every source to ``[source]`` (its ``{field}`` places kept)."""

    def translate(self, context, source, disambiguation=None, n=-1):
        """``[source]``, whatever the context."""
        return f"[{source}]"

    def isEmpty(self) -> bool:  # noqa: N802 (Qt API)
        """Never empty: Qt asks every installed translator."""
        return False


def bracketed(text: str) -> bool:
    """True when ``text`` went through :class:`Bracketing` (it opens with a bracket)."""
    return text.startswith("[")


def install(app: QCoreApplication) -> Bracketing:
    """Install a :class:`Bracketing` translator on ``app``; remove it with ``app.removeTranslator``."""
    translator = Bracketing(app)
    app.installTranslator(translator)
    return translator
