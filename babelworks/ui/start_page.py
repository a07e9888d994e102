"""The start page, shown while no game is open: the games, and the ways into one.

Each game has a card with a picture of its table (``ui/game_pictures.py``),
its player count, and buttons to set up a game of it or read its rules. Beside
them: New game, Continue (the autosaved game, when there is an unfinished one),
Open… and the recent files. The pictures are drawn after the page is first
shown (a quarter second later), one per turn of the event loop, so the window
appears at once.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QSize, Qt, QTimer
from PySide6.QtGui import QPixmap
from PySide6.QtWidgets import (
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QScrollArea,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from babelworks import registry
from babelworks.core.protocol import Game
from babelworks.i18n import shown, translate
from babelworks.ui.game_pictures import SIZE, game_picture
from babelworks.ui.named import named

FIRST_PICTURE_MS = 250
PICTURE = QSize(264, 264 * SIZE[1] // SIZE[0])  # on screen: three cards abreast at 1280 px
STYLE = """
#startPage { background: qlineargradient(x1:0, y1:0, x2:0, y2:1, stop:0 #2d3a4a, stop:1 #18202a); }
#startPage QLabel { color: #f1ead8; }
#startTitle { font-size: 34px; font-weight: 600; letter-spacing: 2px; }
#startSubtitle { color: #c9bfa6; font-size: 15px; }
#gameCard { background: #f6f1e4; border: 1px solid #8a6d3b; border-radius: 12px; }
#gameCard QLabel { color: #2b2418; }
#gameName { font-size: 18px; font-weight: 600; }
#gameBlurb { color: #5a4d36; }
#gamePicture { background: #c9bfa6; border-radius: 6px; }
#startSide QPushButton { padding: 8px 14px; font-size: 15px; text-align: left; }
#startSide QLabel { font-size: 14px; font-weight: 600; }
#continueWords { font-weight: 400; color: #c9bfa6; }
#recentList { background: #f6f1e4; color: #2b2418; border-radius: 6px; font-size: 13px; }
"""


class GameCard(QFrame):
    """One game: its picture, name, player count, and New game / Rules buttons."""

    def __init__(self, game_id: str, game: Game, page: StartPage) -> None:
        super().__init__()
        self.setObjectName("gameCard")
        self.game_id = game_id
        self.picture = named(QLabel(alignment=Qt.AlignmentFlag.AlignCenter), "gamePicture")
        self.picture.setFixedSize(PICTURE)
        name = named(QLabel(shown(game.name)), "gameName")
        players = QLabel(
            translate("Start page", "{least}–{most} players").format(
                least=game.min_players, most=game.max_players
            )
        )
        words = shown(registry.entry(game_id).blurb) if game_id in registry.ENTRIES else ""
        blurb = named(QLabel(words, wordWrap=True), "gameBlurb")
        blurb.setFixedWidth(PICTURE.width())
        blurb.setVisible(bool(words))
        self.play = named(QPushButton(translate("Start page", "New game…")), f"play:{game_id}")
        self.play.setToolTip(translate("Start page", "Set up a game of {game}").format(game=game.name))
        self.play.clicked.connect(lambda _=False: page.main_window.new_game(game_id))
        self.rules = named(QPushButton(translate("Start page", "Rules")), f"rules:{game_id}")
        self.rules.setToolTip(translate("Start page", "The rules of {game} in short").format(game=game.name))
        self.rules.clicked.connect(lambda _=False: page.main_window.show_rules(game_id))
        buttons = QHBoxLayout()
        buttons.addWidget(self.play)
        buttons.addWidget(self.rules)
        if game_id in registry.ENTRIES and registry.entry(game_id).tutorial:
            self.learn = named(QPushButton(translate("Start page", "Learn to play")), f"learn:{game_id}")
            self.learn.setToolTip(
                translate("Start page", "A guided first game of {game}, taught at the table").format(
                    game=game.name
                )
            )
            self.learn.clicked.connect(lambda _=False: page.main_window.acts.tutorials.start(game_id))
            buttons.addWidget(self.learn)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(12, 12, 12, 12)
        for widget in (self.picture, name, blurb, players):
            layout.addWidget(widget)
        layout.addLayout(buttons)

    def set_picture(self, pixmap: QPixmap) -> None:
        """Show the game's table picture, scaled to the card."""
        self.picture.setPixmap(
            pixmap.scaled(
                PICTURE, Qt.AspectRatioMode.KeepAspectRatio, Qt.TransformationMode.SmoothTransformation
            )
        )


class StartPage(QScrollArea):
    """What the window shows with no game open. ``window`` is the MainWindow.

    It scrolls rather than hold the window at its own size: the window may be
    made smaller than the page.
    """

    def __init__(self, window) -> None:
        super().__init__()
        self.main_window = window  # not .window: that is QWidget's own method
        self.setWidgetResizable(True)
        self.setFrameShape(QFrame.Shape.NoFrame)
        page = named(QWidget(), "startPage")
        page.setAttribute(Qt.WidgetAttribute.WA_StyledBackground)
        page.setStyleSheet(STYLE)
        self.setWidget(page)
        self.cards = {game_id: GameCard(game_id, game, self) for game_id, game in window.games.items()}
        self._waiting = [game_id for game_id in self.cards if game_id in registry.ENTRIES]
        layout = QVBoxLayout(page)
        # Three cards, the side and these margins fit the first window (1280 px) with
        # room to spare: at 40 px the page was 9 px too wide and always scrolled.
        layout.setContentsMargins(32, 28, 32, 28)
        layout.addWidget(named(QLabel("babelworks"), "startTitle"))
        subtitle = translate("Start page", "Three building games at one table: roll, stack and balance.")
        layout.addWidget(named(QLabel(subtitle), "startSubtitle"))
        row = QHBoxLayout()
        row.setSpacing(24)
        row.addLayout(self._card_grid(), 1)
        row.addWidget(self._side())
        layout.addLayout(row, 1)

    def _card_grid(self) -> QGridLayout:
        """The game cards abreast, three to a row, at the top of the page."""
        grid = QGridLayout()
        grid.setSpacing(16)
        for index, card in enumerate(self.cards.values()):
            grid.addWidget(card, index // 3, index % 3, Qt.AlignmentFlag.AlignTop)
        grid.setRowStretch(grid.rowCount(), 1)
        grid.setColumnStretch(3, 1)
        return grid

    def _side(self) -> QWidget:
        side = named(QWidget(), "startSide")
        side.setFixedWidth(240)
        self.new_button = named(QPushButton(translate("Start page", "New game…")), "startNewGame")
        self.new_button.clicked.connect(lambda _=False: self.main_window.new_game())
        self.continue_button = named(QPushButton(translate("Start page", "Continue")), "startContinue")
        self.continue_button.clicked.connect(lambda _=False: self.main_window.continue_game())
        self.continue_label = named(QLabel(wordWrap=True), "continueWords")
        self.open_button = named(QPushButton(translate("Start page", "Open…")), "startOpen")
        self.open_button.clicked.connect(lambda _=False: self.main_window.open_file())
        self.recent = named(QListWidget(), "recentList")
        self.recent.itemActivated.connect(
            lambda item: self.main_window.open_file(item.data(Qt.ItemDataRole.UserRole))
        )
        self.recent.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Expanding)
        layout = QVBoxLayout(side)
        layout.setContentsMargins(0, 0, 0, 0)
        for widget in (self.new_button, self.continue_button, self.continue_label, self.open_button):
            layout.addWidget(widget)
        layout.addSpacing(14)
        layout.addWidget(QLabel(translate("Start page", "Open recent")))
        layout.addWidget(self.recent, 1)
        return side

    def refresh(self, resumable: str, recent: list[Path]) -> None:
        """Show what can be continued (its words, "" for nothing) and the recent files."""
        self.continue_button.setVisible(bool(resumable))
        self.continue_button.setToolTip(resumable)
        self.continue_label.setVisible(bool(resumable))
        self.continue_label.setText(resumable)
        self.recent.clear()
        for path in recent:
            item = QListWidgetItem(path.stem)
            item.setToolTip(str(path))
            item.setData(Qt.ItemDataRole.UserRole, str(path))
            self.recent.addItem(item)
        if not recent:
            item = QListWidgetItem(translate("Start page", "No saved games yet"))
            item.setFlags(Qt.ItemFlag.NoItemFlags)
            self.recent.addItem(item)

    def showEvent(self, event) -> None:  # noqa: N802 (Qt API)
        """Draw the pictures still missing once the page is on screen."""
        super().showEvent(event)
        # a moment after the page appears: a window opened straight onto a game (a
        # file named at launch, the tests' windows) never pays for the pictures
        QTimer.singleShot(FIRST_PICTURE_MS, self.draw_next_picture)

    def draw_next_picture(self) -> None:
        """Draw one missing picture (from the cache, else rendered), then queue the next."""
        if not self._waiting or not self.isVisible():
            return
        game_id = self._waiting.pop(0)
        self.cards[game_id].set_picture(game_picture(game_id))
        QTimer.singleShot(0, self.draw_next_picture)

    def pictures_done(self) -> bool:
        """True once every registered game's picture is shown."""
        return not self._waiting
