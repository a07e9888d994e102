"""Text in message boxes is shown as the characters it holds, never as markup.

QMessageBox's static functions (``warning``, ``question``...) guess each string's
format (``Qt.AutoText``): a save whose game id is ``<font size=7>PWNED</font>``
would show big red letters, and ``<img src=...>`` would make Qt load a local
picture. Every message that can hold text from a file or a path goes through
:func:`plain`, which escapes it into a paragraph that shows exactly those characters.
"""

from __future__ import annotations

from PySide6.QtGui import Qt


def plain(text: object) -> str:
    """``text`` as rich text showing exactly its own characters (``<`` stays ``<``).

    Spaces stay ordinary spaces (``WhiteSpaceNormal``), so long messages still wrap.
    """
    return Qt.convertFromPlainText(str(text), Qt.WhiteSpaceMode.WhiteSpaceNormal)
