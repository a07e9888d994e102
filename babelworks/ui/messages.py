"""Text in message boxes is shown as the characters it holds, never as markup.

QMessageBox's static functions (``warning``, ``question``...) guess each string's
format (``Qt.AutoText``): a save whose game id is ``<font size=7>PWNED</font>``
would show big red letters, and ``<img src=...>`` would make Qt load a local
picture. Every message that can hold text from a file or a path goes through
:func:`plain`, which escapes it into a paragraph that shows exactly those characters.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtGui import Qt
from PySide6.QtWidgets import QMessageBox, QWidget


def plain(text: object) -> str:
    """``text`` as rich text showing exactly its own characters (``<`` stays ``<``).

    Spaces stay ordinary spaces (``WhiteSpaceNormal``), so long messages still wrap.
    """
    return Qt.convertFromPlainText(str(text), Qt.WhiteSpaceMode.WhiteSpaceNormal)


def saved_or_discarded(parent: QWidget, title: str, question: str, save: Callable[[], bool]) -> bool:
    """Ask Save / Discard / Cancel about unsaved work: True once it is saved (``save()``
    succeeded) or the player discards it, False when they cancel."""
    Btn = QMessageBox.StandardButton
    answer = QMessageBox.question(parent, title, question, Btn.Save | Btn.Discard | Btn.Cancel, Btn.Save)
    if answer == Btn.Save:
        return save()
    return answer == Btn.Discard
