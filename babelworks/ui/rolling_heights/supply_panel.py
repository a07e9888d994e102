"""The supply and the three ads, as one thin list model over the session: each pile beside a
picture of what it holds (a cube, a Wild Token, a meeple in its colour), each ad as its card."""

from __future__ import annotations

from PySide6.QtCore import QModelIndex, QPersistentModelIndex, QSize, Qt
from PySide6.QtGui import QColor, QImage, QPainter, QPixmap

from babelworks.cards import CardPainter
from babelworks.core import words as phrases
from babelworks.games.rolling_heights.content import CUBES, MEEPLES, content
from babelworks.games.rolling_heights.describe import MEEPLE_NAMES
from babelworks.scene import rolling_heights_layout as lay
from babelworks.ui.panels import wrapping_list
from babelworks.ui.rolling_heights.choices import SessionList
from babelworks.ui.rolling_heights.names import COLOUR_WORDS, CUBE_WORDS, named

ICON = 28  # a pile's picture
AD_WIDTH = 220  # an ad's card in the list


class SupplyModel(SessionList):
    """Cubes per colour (misc once it has entered), Wild Tokens, meeples by role, the ads."""

    def __init__(self, context) -> None:
        super().__init__(context)
        self.faces = CardPainter()
        self._pictures: dict[str, QPixmap] = {}

    def build(self, match) -> list[tuple[str, object]]:
        """One row per supply pile, then one per ad (the payload names its picture)."""
        state = match.state
        rows: list[tuple[str, object]] = [(_cubes_words(state.supply[c], c), f"cube:{c}") for c in CUBES]
        rows.append((_misc_words(state), "cube:misc"))
        rows.append(
            (
                phrases.translate("Rolling Heights supply", "{count} Wild Tokens").format(
                    count=state.wild_supply
                ),
                "wild",
            )
        )
        rows += [(_meeple_words(state, c), f"meeple:{c}") for c in MEEPLES]
        for ad in state.ads:
            entry = content().ads[ad]
            words = phrases.translate("Rolling Heights supply", "Ad: {name}: {text}").format(
                name=phrases.content_words(entry.get("name", ad)),
                text=phrases.content_words(entry.get("text", "")),
            )
            rows.append((words, f"ad:{ad}"))
        return rows

    def data(self, index: QModelIndex | QPersistentModelIndex, role: int = Qt.ItemDataRole.DisplayRole):
        """The row's words, and its picture as decoration (an ad shows as its card alone)."""
        if not index.isValid():
            return None
        words, key = self.rows[index.row()]
        if role == Qt.ItemDataRole.DecorationRole:
            return self._picture(str(key))
        if role == Qt.ItemDataRole.DisplayRole and str(key).startswith("ad:"):
            return None  # the card says it; the words are its tooltip
        return super().data(index, role)

    def _picture(self, key: str) -> QPixmap:
        if key not in self._pictures:
            kind, _, name = key.partition(":")
            if kind == "ad":
                image = self.faces.face("rh_ad", name, AD_WIDTH)
                self._pictures[key] = QPixmap.fromImage(image)
            else:
                colour = {"cube": lambda: lay.CUBE_COLOURS[name], "meeple": lambda: lay.MEEPLE_COLOURS[name]}
                self._pictures[key] = _swatch(colour[kind]() if kind in colour else lay.WILD_COLOUR, kind)
        return self._pictures[key]


def _misc_words(state) -> phrases.Phrase:
    """The misc cubes' pile: how many, or how many wait aside until a colour runs out."""
    if state.misc_in:
        return phrases.translate("Rolling Heights supply", "{count} miscellaneous cubes").format(
            count=state.supply["misc"]
        )
    return phrases.translate(
        "Rolling Heights supply", "{count} miscellaneous cubes wait until a colour runs out"
    ).format(count=state.misc_aside)


def _meeple_words(state, colour: str) -> phrases.Phrase:
    """A pile of meeples in the supply: how many, their role and their colour."""
    return phrases.translate("Rolling Heights supply", "{count} {role} ({colour})").format(
        count=state.meeple_supply[colour], role=MEEPLE_NAMES[colour], colour=named(COLOUR_WORDS, colour)
    )


def _cubes_words(count: int, cube: str) -> phrases.Phrase:
    """A pile of cubes in the supply: how many, of what."""
    return phrases.translate("Rolling Heights supply", "{count} {cube} cubes").format(
        count=count, cube=named(CUBE_WORDS, cube)
    )


def _swatch(colour: str, kind: str) -> QPixmap:
    """A small picture of a piece: a square cube, a round token, a meeple's rounded body."""
    image = QImage(QSize(ICON, ICON), QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setPen(QColor(40, 40, 40))
    painter.setBrush(QColor(colour))
    if kind == "cube":
        painter.drawRect(4, 4, ICON - 8, ICON - 8)
    elif kind == "meeple":
        painter.drawEllipse(ICON // 2 - 5, 2, 10, 10)  # head
        painter.drawRoundedRect(5, 11, ICON - 10, ICON - 13, 4, 4)  # body
    else:
        painter.drawEllipse(3, 3, ICON - 6, ICON - 6)
    painter.end()
    return QPixmap.fromImage(image)


def supply_view(context):
    """The supply and ads list, each row with its picture."""
    view = wrapping_list()
    view.setObjectName("rhSupplyView")
    view.setIconSize(QSize(AD_WIDTH, round(AD_WIDTH / 2)))
    view.setModel(SupplyModel(context))
    return view
