"""The New Game dialog: game, number of players, who plays each seat, names, colours,
the game's options and the seed.

Each seat is a person or a computer player of a level (any mix; all computers make
a demo game to watch). The last choices (game, player count, names, colours)
persist in QSettings, and who played each seat and the options chosen are
remembered per game (``ui/game_options.py``); the seed
is random each time (and editable, to replay a known setup).
"""

from __future__ import annotations

import secrets
from typing import Any

from PySide6.QtCore import QEvent, QRegularExpression, QSettings, QSize
from PySide6.QtGui import QColor, QIcon, QPixmap, QRegularExpressionValidator
from PySide6.QtWidgets import (
    QColorDialog,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QSpinBox,
    QWidget,
)

from babelworks.core import words
from babelworks.core.match import Seat, Setup, seat_defaults
from babelworks.core.protocol import Game
from babelworks.core.savefile import MAX_SEED  # the one seed range (savefile.check_seed)
from babelworks.i18n import shown, translate
from babelworks.scene.colours import colour_word
from babelworks.ui.game_options import OptionsBox

SETTINGS_GROUP = "new_game"
FIRST_PLAYERS = 2  # a newcomer's first game: themselves against one computer
SWATCH = 18  # px
#: Seat.player -> what the seat's player chooser says
PLAYER_CHOICES = {
    "person": words.translate("New game dialog", "Person"),
    "greedy": words.translate("New game dialog", "Computer: Beginner (one move ahead)"),
    "easy": words.translate("New game dialog", "Computer: Easy"),
    "normal": words.translate("New game dialog", "Computer: Normal"),
    "hard": words.translate("New game dialog", "Computer: Hard"),
    "random": words.translate("New game dialog", "Computer: random moves"),
}


def fresh_player(index: int) -> str:
    """Who plays seat ``index`` when nothing is remembered: a person, then Normal computers."""
    return "person" if index == 0 else "normal"


def default_name(number: int | str, computer: bool = False) -> str:
    """A seat's name until the player gives one: "Player 2", or "Computer 2" for a computer's."""
    if computer:
        return translate("Seats", "Computer {number}").format(number=number)
    return translate("Seats", "Player {number}").format(number=number)


def random_seed() -> int:
    """A fresh seed for a new game (the UI's only randomness; rules use the state's Rng)."""
    return secrets.randbelow(MAX_SEED)


class SeatRow(QWidget):
    """One seat: a name field and a colour button."""

    def __init__(self, seat: Seat, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.name_edit = QLineEdit(shown(seat.name))
        self.name_edit.setMaxLength(24)
        self.colour_button = QPushButton()
        self.colour_button.setMinimumWidth(120)  # room for "light purple"
        self.colour_button.clicked.connect(self._choose_colour)
        self.set_colour(seat.colour)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.name_edit, 1)
        layout.addWidget(self.colour_button)
        layout.addWidget(self._player_chooser(seat.player))

    def _player_chooser(self, player: str) -> QComboBox:
        self.player_box = QComboBox()
        self.player_box.setToolTip(
            translate("New game dialog", "A person at this screen, or a computer player of a level")
        )
        for kind, choice in PLAYER_CHOICES.items():
            self.player_box.addItem(shown(choice), kind)
        self.set_player(player)
        self.player_box.currentIndexChanged.connect(self._player_changed)
        return self.player_box

    def set_player(self, player: str) -> None:
        """Show ``player`` (a Seat.player); an unknown one becomes a person. A default name
        follows even when the choice stays (a "Computer 2" remembered from another game)."""
        self.player_box.setCurrentIndex(max(self.player_box.findData(player), 0))
        self._player_changed()

    def _player_changed(self) -> None:
        """A default name follows the choice: "Player 2" <-> "Computer 2"."""
        name, computer = self.name_edit.text(), self.player_box.currentData() != "person"
        number = name.split(" ")[-1]
        if number.isdigit() and name in (default_name(number), default_name(number, True)):
            self.name_edit.setText(default_name(number, computer))

    def set_colour(self, colour: str) -> None:
        """Show ``colour`` (``#rrggbb``) on the button: a swatch and its everyday word."""
        self.colour = QColor(colour).name()
        word = shown(colour_word(self.colour))
        swatch = QPixmap(SWATCH, SWATCH)
        swatch.fill(QColor(self.colour))
        self.colour_button.setIcon(QIcon(swatch))
        self.colour_button.setIconSize(QSize(SWATCH, SWATCH))
        self.colour_button.setText(word)
        self.colour_button.setToolTip(
            translate("New game dialog", "This player's colour: {colour}. Click to choose another.").format(
                colour=word
            )
        )
        self.colour_button.setAccessibleName(
            translate("New game dialog", "Colour: {colour}").format(colour=word)
        )

    def _choose_colour(self) -> None:
        chosen = QColorDialog.getColor(
            QColor(self.colour), self, translate("New game dialog", "Player colour")
        )
        if chosen.isValid():
            self.set_colour(chosen.name())

    def seat(self, fallback: str) -> Seat:
        """The seat as chosen (an empty name becomes ``fallback``)."""
        return Seat(self.name_edit.text().strip() or fallback, self.colour, self.player_box.currentData())


class NewGameDialog(QDialog):
    """Choose the game and its players; :meth:`setup` gives the result.

    Args:
        games: the games that can be played, by id.
        settings: where the last choices are remembered.
        game_id: the game to offer first (None: the last one chosen).
    """

    def __init__(
        self,
        games: dict[str, Game],
        settings: QSettings,
        parent: QWidget | None = None,
        game_id: str | None = None,
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle(translate("New game dialog", "New game"))
        self.setMinimumWidth(440)  # room for an 18-digit seed
        self._games = games
        self._settings = settings
        self._rows: list[SeatRow] = []
        self._shown_game: str | None = None  # the game whose seats the rows show
        self._chosen: dict[str, list[str]] = {}  # per game: the seats chosen before switching away
        self._build()
        self._restore(game_id)

    # -- building ------------------------------------------------------------
    def _build(self) -> None:
        self.game_box = QComboBox()
        for game_id, game in self._games.items():
            self.game_box.addItem(shown(game.name), game_id)
        self.players_box = QSpinBox()
        self.options_box = OptionsBox(self._settings)
        self.seed_edit = QLineEdit(str(random_seed()))
        self.seed_edit.setValidator(QRegularExpressionValidator(QRegularExpression(r"\d{1,18}")))
        self.seed_edit.setToolTip(
            translate("New game dialog", "The same seed and choices set up the same game again.")
        )
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        self.form = QFormLayout(self)
        self._add_fields()
        self.game_box.currentIndexChanged.connect(self._game_changed)
        self.players_box.valueChanged.connect(self._players_changed)

    def _add_fields(self) -> None:
        if not self._games:
            self.form.addRow(QLabel(translate("New game dialog", "No game is available in this build yet.")))
            self.buttons.button(QDialogButtonBox.StandardButton.Ok).setEnabled(False)
        self.form.addRow(translate("New game dialog", "&Game:"), self.game_box)
        self.form.addRow(translate("New game dialog", "&Players:"), self.players_box)
        self.seats_row = self.form.rowCount()
        self.form.addRow(self.options_box)
        self.form.addRow(translate("New game dialog", "&Seed:"), self._seed_field())
        self.form.addRow(self.buttons)

    def _seed_field(self) -> QWidget:
        field = QWidget()
        reroll = QPushButton(translate("New game dialog", "New seed"))
        reroll.clicked.connect(lambda: self.seed_edit.setText(str(random_seed())))
        layout = QHBoxLayout(field)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.seed_edit, 1)
        layout.addWidget(reroll)
        return field

    # -- reacting --------------------------------------------------------------
    def game(self) -> Game | None:
        """The chosen game (None when no game is available)."""
        return self._games.get(self.game_box.currentData())

    def _game_changed(self) -> None:
        """Another game: its options, and its seats as last chosen for it (in this dialog or
        the last game of it set up), else a person and a Normal computer."""
        if self._shown_game is not None:
            self._chosen[self._shown_game] = [row.player_box.currentData() for row in self._rows]
        game = self.game()
        self._shown_game = self.game_box.currentData()
        info = getattr(game, "info", None)
        self.options_box.show_game(self.game_box.currentData(), info.options if info else ())
        if game is not None:
            self.players_box.blockSignals(True)  # the seats are made once, below
            self.players_box.setRange(game.min_players, game.max_players)
            self.players_box.setValue(len(self._remembered_players()) or FIRST_PLAYERS)
            self.players_box.blockSignals(False)
        self._players_changed()
        self._restore_players()

    def _players_changed(self) -> None:
        wanted = self.players_box.value() if self.game() is not None else 0
        while len(self._rows) > wanted:
            self.form.removeRow(self.seats_row + len(self._rows) - 1)
            self._rows.pop()
        defaults = seat_defaults(max(wanted, 1))
        while len(self._rows) < wanted:
            row = SeatRow(defaults[len(self._rows)])
            row.set_player(self._remembered_player(len(self._rows)))
            label = translate("New game dialog", "Seat {number}:").format(number=len(self._rows) + 1)
            self.form.insertRow(self.seats_row + len(self._rows), label, row)
            self._rows.append(row)

    def event(self, event: QEvent) -> bool:
        """After each new layout (another game's options, more or fewer seats), take the height
        the fields need: by itself a dialog keeps its size, which cut the option explanations
        to a line, and left an empty band after a game with fewer options."""
        handled = super().event(event)
        if event.type() == QEvent.Type.LayoutRequest and self.isVisible():
            width = max(self.width(), self.sizeHint().width())
            layout = self.form  # the dialog's layout: wrapped explanations make it height-for-width
            wraps = layout.hasHeightForWidth()
            height = layout.totalHeightForWidth(width) if wraps else self.sizeHint().height()
            self.resize(width, max(height, self.minimumSizeHint().height()))
        return handled

    # -- result and memory -------------------------------------------------------
    def setup(self) -> Setup:
        """The game set-up as chosen."""
        seats = [row.seat(default_name(i + 1)) for i, row in enumerate(self._rows)]
        seed = int(self.seed_edit.text() or 0)
        return Setup(self.game_box.currentData(), len(seats), seed, self.options_box.values(), seats)

    def accept(self) -> None:
        """Remember the choices, then close."""
        self._remember()
        super().accept()

    def _remember(self) -> None:
        chosen = self.setup()
        self._settings.beginGroup(SETTINGS_GROUP)
        self._settings.setValue("game", chosen.game)
        self._settings.setValue("players", chosen.players)
        self._settings.setValue("names", [seat.name for seat in chosen.seats])
        self._settings.setValue("colours", [seat.colour for seat in chosen.seats])
        self._settings.setValue(f"players/{chosen.game}", [seat.player for seat in chosen.seats])
        self._settings.endGroup()
        self.options_box.remember()

    def _restore(self, game_id: str | None) -> None:
        self._settings.beginGroup(SETTINGS_GROUP)
        game_id = game_id or str(self._settings.value("game", ""))  # stored as a game id
        stored: Any = self._settings.value("players", 0)  # an int, or its digits from an INI file
        players = int(stored or 0)
        names = _as_list(self._settings.value("names", []))
        colours = _as_list(self._settings.value("colours", []))
        self._settings.endGroup()
        self.game_box.setCurrentIndex(max(self.game_box.findData(game_id), 0))
        self._game_changed()
        if players and not self._remembered_players():  # remembered before counts were per game
            self.players_box.setValue(players)
        for row, name, colour in zip(self._rows, names, colours):
            row.name_edit.setText(name)
            row.set_colour(colour)
        self._restore_players()

    def _restore_players(self) -> None:
        """Who played each seat the last time this game was set up (at first a person and
        Normal computers)."""
        for index, row in enumerate(self._rows):
            row.set_player(self._remembered_player(index))

    def _remembered_player(self, index: int) -> str:
        players = self._remembered_players()
        return players[index] if index < len(players) else fresh_player(index)

    def _remembered_players(self) -> list[str]:
        """Who played each seat of the current game as last chosen (empty: never chosen)."""
        game_id = self.game_box.currentData()
        if game_id in self._chosen:
            return self._chosen[game_id]
        return _as_list(self._settings.value(f"{SETTINGS_GROUP}/players/{game_id}", []))


def _as_list(value) -> list[str]:
    """QSettings gives back a one-item list as a plain string (INI format): undo that."""
    if value is None:
        return []
    return [value] if isinstance(value, str) else [str(item) for item in value]
