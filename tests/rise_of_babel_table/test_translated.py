"""The Rise of Babel table's own words go through Qt's translation machinery (issue 40):
with a translator that brackets every line installed before the window is made, the
table's buttons, drop spots, prompt, counts, tab title and panel rows show bracketed."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QDockWidget

from tests.pseudo_translation import bracketed, install

pytestmark = pytest.mark.gl


@pytest.fixture
def bracketing(qapp):
    """Every line translated to ``[line]`` while the test runs."""
    translator = install(qapp)
    yield translator
    QCoreApplication.removeTranslator(translator)


def test_the_tables_words_are_translated(bracketing, rb_window):
    table = rb_window.tables.table
    controls = table.controls
    assert [button.text() for button in controls.buttons.values()] == [
        "⟦Finish card⟧",
        "⟦End turn⟧",
        "⟦Refresh stalls…⟧",
        "⟦Sell…⟧",
    ]
    assert controls.zones["trash"].text() == "⟦Trash⟧"
    assert bracketed(controls.zones["discard"].text()) and bracketed(controls.counts.text())
    assert bracketed(controls.prompt.text())
    assert table.round_end.bar.button.text() == "⟦Continue⟧"
    titles = {dock.windowTitle() for dock in rb_window.findChildren(QDockWidget)}
    assert {"⟦Tiles⟧", "⟦Market⟧"} <= titles
    for model in (table.market.model, table.boards.tiles):
        rows = [
            model.data(model.index(row, 0), Qt.ItemDataRole.DisplayRole) for row in range(model.rowCount())
        ]
        assert rows and all(bracketed(text) for text in rows), rows
