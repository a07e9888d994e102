"""Fixtures for GL tests: a shown TableView with a real context (Xvfb + Mesa)."""

from __future__ import annotations

import pytest

from babelworks.render.viewport import TableView

VIEW_SIZE = (320, 240)


@pytest.fixture
def table_view(qtbot):
    """A TableView shown on screen (a GL context exists only once shown)."""
    view = TableView()
    qtbot.addWidget(view)
    view.resize(*VIEW_SIZE)
    view.show()
    qtbot.waitExposed(view)
    return view
