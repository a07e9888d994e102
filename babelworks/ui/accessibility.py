"""Names for screen readers: every interactive widget says what it is.

Qt names buttons and labels from their text; item views, their headers and scroll bars, a
table's corner button and the 3D view have no text, so a screen reader announces them only by
their kind. The window names each panel's parts after the panel's title (a view keeps any name
its table gave it), and the table view names itself.
"""

from __future__ import annotations

from PySide6.QtWidgets import QAbstractButton, QAbstractItemView, QAbstractScrollArea, QTableView, QWidget

from babelworks.i18n import translate


def name_panel(panel: QWidget, title: str) -> None:
    """Name ``panel`` and its unnamed item views (with their parts) after ``title``."""
    if not panel.accessibleName():
        panel.setAccessibleName(title)
    views = [panel] if isinstance(panel, QAbstractItemView) else []
    views += panel.findChildren(QAbstractItemView)
    for view in views:
        if not view.accessibleName():
            view.setAccessibleName(title)
        name_parts(view)


def name_parts(area: QAbstractScrollArea) -> None:
    """Name a view's scroll bars, headers and (a table's) corner button after the view."""
    name = area.accessibleName()
    area.verticalScrollBar().setAccessibleName(
        translate("Screen reader names", "{name}: scroll up and down").format(name=name)
    )
    area.horizontalScrollBar().setAccessibleName(
        translate("Screen reader names", "{name}: scroll sideways").format(name=name)
    )
    if isinstance(area, QTableView):
        area.horizontalHeader().setAccessibleName(
            translate("Screen reader names", "{name}: column headings").format(name=name)
        )
        area.verticalHeader().setAccessibleName(
            translate("Screen reader names", "{name}: row headings").format(name=name)
        )
        corner = area.findChild(QAbstractButton, "qt_tableview_cornerbutton")
        if corner is not None:
            corner.setAccessibleName(translate("Screen reader names", "{name}: select all").format(name=name))
