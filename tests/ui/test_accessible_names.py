"""Screen readers: every visible interactive widget of each game's table has a name."""

from __future__ import annotations

import pytest
from PySide6.QtGui import QAccessible
from PySide6.QtOpenGLWidgets import QOpenGLWidget
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractItemView,
    QAbstractSlider,
    QAbstractSpinBox,
    QComboBox,
    QHeaderView,
    QLineEdit,
    QTabBar,
    QWidget,
)

from babelworks.core.rng import Rng
from tests.ui.test_hot_seat import start, step

pytestmark = pytest.mark.gl
INTERACTIVE = (
    QAbstractButton,
    QAbstractItemView,
    QAbstractSlider,
    QAbstractSpinBox,
    QComboBox,
    QLineEdit,
    QTabBar,
    QOpenGLWidget,
)


def accessible_name(widget: QWidget) -> str:
    """What a screen reader announces: the widget's accessible name, or what Qt derives."""
    if widget.accessibleName().strip():
        return widget.accessibleName()
    interface = QAccessible.queryAccessibleInterface(widget)
    return interface.text(QAccessible.Text.Name).strip() if interface is not None else ""


def unnamed(window) -> list[str]:
    """The visible interactive widgets without a name, described for the failure message."""
    found = []
    for widget in window.findChildren(QWidget):
        if not isinstance(widget, INTERACTIVE) or not widget.isVisible():
            continue
        if isinstance(widget, QHeaderView) and widget.isHidden():
            continue
        if not accessible_name(widget):
            parent = widget.parentWidget()
            found.append(f"{type(widget).__name__} {widget.objectName()!r} in {type(parent).__name__}")
    return found


@pytest.mark.parametrize("game_id", ["rolling-heights", "rise-of-babel", "skyscrapers"])
def test_every_interactive_widget_on_the_table_has_a_name(qtbot, settings, game_id):
    window = start(qtbot, settings, game_id, 2)
    rng = Rng.from_seed(3, "accessible")
    for _ in range(30):  # into the game, so the panels fill
        if window.tables.curtain.isVisible():
            window.tables.curtain.button.click()
        if window.session.match.state.is_over():
            break
        step(window, rng)
    if window.tables.curtain.isVisible():
        window.tables.curtain.button.click()
    qtbot.wait(1)
    missing = unnamed(window)
    assert missing == [], "\n".join(missing)
