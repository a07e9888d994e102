"""The final scoring breakdown per player: play, each ad, the chosen target, Wild Tokens."""

from __future__ import annotations

from PySide6.QtWidgets import QDialog, QDialogButtonBox, QLabel, QTableWidget, QTableWidgetItem, QVBoxLayout

from babelworks.games.rolling_heights.content import content


def breakdown(state, names: list[str]) -> tuple[list[str], list[list[int]]]:
    """Column headings and one row per player: during play, each ad, target, Wild Tokens, total."""
    final = state.final
    ads = [content().ads[ad].get("name", ad) for ad in state.ads]
    headings = ["Player", "During play", *ads, "Target", "Wild Tokens", "Total"]
    rows = []
    for seat, name in enumerate(names):
        ad_vp = list(final["ads"][seat])
        late = sum(ad_vp) + final["targets"][seat] + final["wild"][seat]
        total = state.seats[seat]["vp"]
        rows.append([name, total - late, *ad_vp, final["targets"][seat], final["wild"][seat], total])
    return headings, rows


class ScoreDialog(QDialog):
    """A non-modal dialog with the scoring table; the city stays on the table to export."""

    def __init__(self, context) -> None:
        super().__init__(context.parent_widget)
        self.setObjectName("rhScoreDialog")
        self.setWindowTitle("Final scoring")
        match = context.session.match
        names = [seat.name for seat in match.setup.seats]
        headings, rows = breakdown(match.state, names)
        self.table = QTableWidget(len(rows), len(headings))
        self.table.setHorizontalHeaderLabels(headings)
        for r, row in enumerate(rows):
            for c, value in enumerate(row):
                self.table.setItem(r, c, QTableWidgetItem(str(value)))
        self.table.resizeColumnsToContents()
        winners = " and ".join(names[i] for i in match.game.winners(match.state))
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.close)
        layout = QVBoxLayout(self)
        layout.addWidget(QLabel(f"Winner: {winners}. File > Export snapshot… keeps the final city."))
        layout.addWidget(self.table)
        layout.addWidget(buttons)
        self.resize(760, 90 + 34 * len(rows))
