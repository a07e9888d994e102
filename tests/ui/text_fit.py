"""Find text that does not fit its widget: labels, buttons, tabs and item views (with their headers).

Text fits when the widget is as wide as the text needs (for a wrapping label or
view: as tall), or when it is deliberately elided ("…") with the full text in
its tooltip. Only what is on screen is walked: visible widgets, and the rows of
a view that its viewport shows.
"""

from __future__ import annotations

import re

from PySide6.QtCore import QModelIndex, Qt
from PySide6.QtGui import QFontMetrics
from PySide6.QtGui import Qt as GuiQt  # mightBeRichText lives in QtGui
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractItemView,
    QHeaderView,
    QLabel,
    QStyle,
    QStyleOptionTab,
    QStyleOptionViewItem,
    QTabBar,
    QTreeView,
    QWidget,
)

ELLIPSIS = "…"
SLACK = 1  # px of rounding between the style's sizes and the font's


def cut_texts(root: QWidget) -> list[tuple[QWidget, str]]:
    """(widget, words) for every visible text under ``root`` that is cut."""
    found = []
    for widget in [root, *root.findChildren(QWidget)]:
        if not widget.isVisible() or widget.width() <= 0:
            continue
        if isinstance(widget, QLabel):
            found += [(widget, text) for text in _label(widget)]
        elif isinstance(widget, QAbstractButton):
            found += [(widget, text) for text in _button(widget)]
        elif isinstance(widget, QTabBar):
            found += [(widget, text) for text in _tabs(widget)]
        elif isinstance(widget, QHeaderView):
            found += [(widget, text) for text in _header(widget)]
        elif isinstance(widget, QAbstractItemView):
            found += [(widget, text) for text in _view(widget)]
    return found


def _deliberate(shown: str, tip: str) -> bool:
    return ELLIPSIS in shown and shown.replace(ELLIPSIS, "").strip() != "" and len(tip) >= len(shown)


def _label(label: QLabel) -> list[str]:
    text = label.text()
    if not text or label.pixmap() is not None and not label.pixmap().isNull():
        return []
    if GuiQt.mightBeRichText(text) or label.textFormat() == Qt.TextFormat.RichText:
        return (
            []
            if label.sizeHint().height() <= label.height() + SLACK
            or label.wordWrap()
            and label.heightForWidth(label.width()) <= label.height() + SLACK
            else [text]
        )
    if label.wordWrap():
        return [] if label.heightForWidth(label.width()) <= label.height() + SLACK else [text]
    if label.buddy() is not None:  # "&Game:" shows as "Game:" with G underlined
        text = re.sub("&(.)", r"\1", text)
    room = label.contentsRect().width() - 2 * max(label.margin(), 0) - max(label.indent(), 0)
    widest = max(QFontMetrics(label.font()).horizontalAdvance(line) for line in text.split("\n"))
    if widest <= room + SLACK or _deliberate(text, label.toolTip()):
        return []
    return [text]


def _button(button: QAbstractButton) -> list[str]:
    text = button.text()
    if not text or button.sizeHint().width() <= button.width() + SLACK:
        return []
    return [] if _deliberate(text, button.toolTip()) else [text]


def _tabs(bar: QTabBar) -> list[str]:
    """Tabs whose text room is narrower than their titles (Qt elides them: "Sup…" for Supply)."""
    metrics, cut = QFontMetrics(bar.font()), []
    for i in range(bar.count()):
        option = QStyleOptionTab()
        option.initFrom(bar)
        option.rect, option.text, option.shape = bar.tabRect(i), bar.tabText(i), bar.shape()
        room = bar.style().subElementRect(QStyle.SubElement.SE_TabBarTabText, option, bar).width()
        words = bar.tabText(i).replace("&", "")
        if metrics.horizontalAdvance(words) > room + SLACK:  # Qt puts every dock tab's title in
            # its tooltip, so a tooltip here does not make the cut deliberate
            cut.append(bar.tabText(i))
    return cut


def _view(view: QAbstractItemView) -> list[str]:
    model = view.model()
    if model is None:
        return []
    cut = []
    for index in _shown_indexes(view, model, QModelIndex()):
        text = index.data(Qt.ItemDataRole.DisplayRole)
        if not isinstance(text, str) or not text:
            continue
        rect = view.visualRect(index).intersected(view.viewport().rect())  # what can be read
        option = QStyleOptionViewItem()
        view.initViewItemOption(option)
        option.rect = rect
        needed = view.itemDelegateForIndex(index).sizeHint(option, index)
        wraps = option.features & QStyleOptionViewItem.ViewItemFeature.WrapText
        fits = needed.height() <= rect.height() + SLACK if wraps else needed.width() <= rect.width() + SLACK
        tip = index.data(Qt.ItemDataRole.ToolTipRole)
        if not fits and not (isinstance(tip, str) and text in tip):
            cut.append(text)
    return cut


def _shown_indexes(view: QAbstractItemView, model, parent: QModelIndex):
    """Indexes of ``parent``'s rows whose cells the viewport shows (tree children too)."""
    shown = view.viewport().rect()
    for row in range(model.rowCount(parent)):
        for column in range(_columns(model, parent)):
            index = model.index(row, column, parent)
            rect = view.visualRect(index)
            if rect.isValid() and rect.intersects(shown) and rect.left() >= shown.left():
                yield index
        first = model.index(row, 0, parent)
        if isinstance(view, QTreeView) and view.isExpanded(first) and model.rowCount(first):
            yield from _shown_indexes(view, model, first)
    # a cell scrolled partly out of view to the left is not cut: scrolling back shows it


def _columns(model, parent: QModelIndex) -> int:
    try:
        return model.columnCount(parent)
    except TypeError:  # QListWidget's model keeps columnCount private in PySide6: one column
        return 1


def _header(header: QHeaderView) -> list[str]:
    model = header.model()
    if model is None:
        return []
    cut = []
    for section in range(header.count()):
        if header.isSectionHidden(section):
            continue
        text = model.headerData(section, header.orientation(), Qt.ItemDataRole.DisplayRole)
        if not isinstance(text, str) or not text:
            continue
        needed = header.sectionSizeFromContents(section)
        size = header.sectionSize(section)
        room = needed.width() if header.orientation() == Qt.Orientation.Horizontal else needed.height()
        if room > size + SLACK:
            cut.append(text)
    return cut
