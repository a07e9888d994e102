"""The Skyscrapers table's own words go through Qt's translation machinery (issue 40): with
a translator that brackets every line installed before the window is made, the turn bar,
End turn, the hint and the crew's words show bracketed."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QCoreApplication

from tests.pseudo_translation import bracketed, install
from tests.skyscrapers_table.driver import open_table

pytestmark = pytest.mark.gl


@pytest.fixture
def bracketing(qapp):
    """Every line translated to ``[line]`` while the test runs."""
    translator = install(qapp)
    yield translator
    QCoreApplication.removeTranslator(translator)


def test_the_tables_words_are_translated(bracketing, qtbot, settings):
    table = open_table(qtbot, settings, seed=4).tables.table
    assert table.end_turn.text() == "⟦End turn⟧"
    assert all(bracketed(line) for line in table.turn_label.text().splitlines())
    words = [item.tip for item in table.strip.items() if item.key.startswith("worker:")]
    assert words and all(bracketed(text) for text in words), words
