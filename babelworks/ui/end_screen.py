"""The end-of-game screen: who won, everyone's points by the rulebook's categories, what next.

It lies over the table (the finished city stays visible around it) rather than
in a modal dialog, so the player can close it and look at the city, and its
buttons lead on: export the final city, watch the replay, start a new game.
The categories come from the game's engine (``registry.score_breakdown``); a
game outside the registry (a test game) shows its totals only.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtGui import QColor, QFont, QIcon, QPixmap
from PySide6.QtWidgets import (
    QAbstractItemView,
    QFrame,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QMainWindow,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
)

from babelworks import registry
from babelworks.core.match import Match
from babelworks.core.words import listed
from babelworks.i18n import shown, translate
from babelworks.ui.named import named

SWATCH = 14  # px
STYLE = """
#endScreen { background: rgba(16, 20, 26, 150); }
#endCard { background: #f6f1e4; border: 2px solid #8a6d3b; border-radius: 14px; }
#endCard QLabel { color: #2b2418; }
#endTitle { font-size: 26px; font-weight: 600; }
#endCard QTableWidget { background: #fffaf0; gridline-color: #e0d5bd; font-size: 14px; }
#endCard QPushButton { padding: 7px 16px; font-size: 14px; }
#endCard QPushButton:default { border: 2px solid #8a6d3b; border-radius: 4px; }
"""


def winner_words(match: Match) -> str:
    """The end screen's headline: "Anna wins!" or "Anna and Ben share the victory"."""
    names = [match.setup.seats[i].name for i in match.game.winners(match.state)]
    if not names:
        return translate("End screen", "Nobody wins this time")
    if len(names) == 1:
        return translate("End screen", "{name} wins!").format(name=names[0])
    return translate("End screen", "{names} and {last} share the victory").format(
        names=listed(names[:-1]), last=names[-1]
    )


def ending_words(match: Match) -> str:
    """How the game ended, in the engine's words, and the options played that are not the
    rulebook's defaults (a variant played shows on the end screen)."""
    words = [shown(match.state.phase())]
    for option in match.game.info.options:
        value = match.setup.options.get(option.name, option.default)
        if value == option.default:
            continue
        if option.kind is bool:
            words.append(shown(option.label))
        else:
            words.append(
                translate("End screen", "{option}: {value}").format(option=option.label, value=value)
            )
    return " · ".join(words)


def score_rows(match: Match) -> list[tuple[str, list[int]]]:
    """(category, points of each seat) rows, the total last."""
    try:
        breakdown = registry.score_breakdown(match.setup.game, match.state)
    except registry.GameUnavailable:  # a game outside the registry gives totals only
        breakdown = {}
    seats = range(len(match.setup.seats))
    categories = list(breakdown.get(0, {}))
    rows = [(name, [breakdown[seat][name] for seat in seats]) for name in categories]
    return rows + [(translate("End screen", "Total"), [match.state.scores()[seat] for seat in seats])]


class EndScreen(QFrame):
    """Covers the table when a game ends; the window passes the actions its buttons take."""

    def __init__(self, window) -> None:
        super().__init__(window)
        self.main_window = window  # not .window: that is QWidget's own method
        self.setObjectName("endScreen")
        self.setStyleSheet(STYLE)
        self.card = QFrame(self)
        self.card.setObjectName("endCard")
        self.title = named(QLabel(alignment=Qt.AlignmentFlag.AlignCenter), "endTitle")
        self.subtitle = QLabel(alignment=Qt.AlignmentFlag.AlignCenter)
        self.subtitle.setWordWrap(True)
        self.scores = named(QTableWidget(), "endScores")
        self.scores.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.scores.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.scores.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self._build_buttons()
        layout = QVBoxLayout(self.card)
        layout.setContentsMargins(28, 22, 28, 22)
        layout.setSpacing(12)
        for widget in (self.title, self.subtitle, self.scores):
            layout.addWidget(widget)
        layout.addLayout(self.button_row)
        window.installEventFilter(self)
        self.hide()

    def _build_buttons(self) -> None:
        self.export_button = self._button(
            translate("End screen", "Export the final city…"),
            "endExport",
            "export_final_city",
            translate("End screen", "Keep the city you built as a 3D model and a picture"),
        )
        self.replay_button = self._button(
            translate("End screen", "Watch the replay"),
            "endReplay",
            "watch_again",
            translate("End screen", "Watch this game again from its first move"),
        )
        self.new_button = self._button(
            translate("End screen", "New game…"),
            "endNewGame",
            "new_game",
            translate("End screen", "Set up the next game"),
        )
        self.close_button = named(QPushButton(translate("End screen", "Look at the table")), "endClose")
        self.close_button.setToolTip(
            translate("End screen", "Close this screen; File > Export the final city… stays in the menu")
        )
        self.close_button.clicked.connect(self.hide)
        self.new_button.setDefault(True)
        self.button_row = QHBoxLayout()
        for button in (self.export_button, self.replay_button, self.new_button):
            self.button_row.addWidget(button)
        self.button_row.addStretch(1)
        self.button_row.addWidget(self.close_button)

    def _button(self, text: str, name: str, method: str, tip: str) -> QPushButton:
        """A button calling the window's ``method`` (looked up when clicked)."""
        button = named(QPushButton(text), name)
        button.setToolTip(tip)
        button.clicked.connect(lambda _=False: getattr(self.main_window, method)())
        return button

    def show_result(self, match: Match) -> None:
        """Show how ``match`` ended, over the table."""
        self.title.setText(winner_words(match))
        self.subtitle.setText(
            translate("End screen", "{game} · {moves} moves · seed {seed}\n{ending}").format(
                game=match.game.name, moves=len(match.log), seed=match.setup.seed, ending=ending_words(match)
            )
        )
        self._fill_scores(match)
        self._fit()
        self.show()
        self.raise_()
        self.new_button.setFocus()

    def _fill_scores(self, match: Match) -> None:
        seats, rows = match.setup.seats, score_rows(match)
        winners = set(match.game.winners(match.state))
        self.scores.clear()
        self.scores.setRowCount(len(rows))
        self.scores.setColumnCount(len(seats))
        for column, seat in enumerate(seats):
            colour = self.main_window.options.seat_colour(column, seat.colour)
            header = QTableWidgetItem(_swatch(colour), shown(seat.name))
            header.setToolTip(shown(seat.name))
            self.scores.setHorizontalHeaderItem(column, header)
        self.scores.setVerticalHeaderLabels([shown(name) for name, _ in rows])
        for row, (_, points) in enumerate(rows):
            for column, value in enumerate(points):
                self.scores.setItem(row, column, _cell(value, row == len(rows) - 1, column in winners))
        self._size_scores()

    def _size_scores(self) -> None:
        header = self.scores.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        self.scores.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.scores.resizeRowsToContents()
        rows = sum(self.scores.rowHeight(r) for r in range(self.scores.rowCount()))
        self.scores.setFixedHeight(rows + header.sizeHint().height() + 4)

    def _fit(self) -> None:
        """Cover the window below its menu bar; the card sits in the middle."""
        window = self.parentWidget()
        assert isinstance(window, QMainWindow)  # made on the main window
        self.setGeometry(window.rect().adjusted(0, window.menuBar().height(), 0, 0))
        wanted = max(560, 150 * self.scores.columnCount() + 220, self.card.minimumSizeHint().width())
        width = min(wanted, self.width() - 40)
        self.card.setFixedWidth(width)
        self.card.adjustSize()
        self.card.move((self.width() - width) // 2, max(10, (self.height() - self.card.height()) // 2))

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt API)
        """Stay over the whole window when it is resized."""
        if event.type() == QEvent.Type.Resize and self.isVisible():
            self._fit()
        return False


def _cell(value: int, total: bool, winner: bool) -> QTableWidgetItem:
    item = QTableWidgetItem(str(value))
    item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
    if total:
        font = QFont()
        font.setBold(True)
        item.setFont(font)
        item.setBackground(QColor("#f2d98b") if winner else QColor("#efe6d2"))
    return item


def _swatch(colour: str) -> QIcon:
    pixmap = QPixmap(SWATCH, SWATCH)
    pixmap.fill(QColor(colour))
    return QIcon(pixmap)
