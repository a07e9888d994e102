"""The View menu's table options: full-screen table, colour-blind seat colours, each game's layout.

* **Full-screen table** (F11): the window fills the screen and the docks and
  status bar step aside; F11 again brings them back as they were.
* **Colour-blind seat colours**: every piece drawn in a seat's chosen colour is
  drawn in that seat's colour from :data:`scene.colours.COLOUR_BLIND_SEATS`
  instead. The switch sits at the one door every drawing goes through,
  :meth:`PaletteTableView.set_pieces`, so each game's table (and its drags and
  animations) is recoloured without knowing about it. Remembered in QSettings.
* **Layouts per game**: each game's docks are arranged from the shell's own
  first arrangement, never from the previous game's; the arrangement the
  player leaves a game in is remembered for that game (used again only while it
  fits: :mod:`babelworks.ui.layouts`), and View > Reset layout puts back the
  game's default (as its table first set it up in this window).
"""

from __future__ import annotations

from PySide6.QtCore import QByteArray, QObject, Qt, QTimer, Signal
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QDockWidget

from babelworks.i18n import translate
from babelworks.scene.colours import colour_blind_mapping, colour_blind_seat, recolour
from babelworks.ui.layouts import restore_layout, save_layout
from babelworks.ui.marked_view import MarkedTableView

COLOUR_BLIND_KEY = "view/colour_blind"
SIDE_BAR_PX = 270  # the side bar's width: the rest of a 1280 px window is the table
Dock = Qt.DockWidgetArea


def full_screen_keys() -> list[QKeySequence]:
    """The platform's full-screen keys, and F11 on every platform (the issue's key)."""
    keys = QKeySequence.keyBindings(QKeySequence.StandardKey.FullScreen)
    return keys if QKeySequence("F11") in keys else [QKeySequence("F11"), *keys]


class PaletteTableView(MarkedTableView):
    """The table view (with marks), drawing seat colours from the colour-blind palette when asked."""

    def __init__(self, *args, **kwargs) -> None:
        self._asked: list = []  # the pieces as the game drew them
        self._mapping: dict = {}
        super().__init__(*args, **kwargs)

    def set_pieces(self, pieces: list) -> None:
        """Show ``pieces``, seat colours swapped for the palette's when it is on."""
        self._asked = list(pieces)
        super().set_pieces(recolour(self._asked, self._mapping))

    def set_seat_palette(self, seat_colours: list[str] | None) -> None:
        """Draw these seats' colours from the colour-blind palette (None: as chosen)."""
        self._mapping = colour_blind_mapping(seat_colours) if seat_colours else {}
        super().set_pieces(recolour(self._asked, self._mapping))


class ViewOptions(QObject):
    """The View menu's full-screen, palette and layout entries of ``window`` (a MainWindow).

    Signals:
        palette_changed: the seat colours shown have changed (panels read them again).
    """

    palette_changed = Signal()

    def __init__(self, window) -> None:
        super().__init__(window)
        self.window = window
        self._shell_layout = window.saveState()  # before any game's docks or saved state
        self._defaults: dict[str, QByteArray] = {}
        self._game: str | None = None
        self._before_full_screen: QByteArray | None = None
        self._build_actions(window.acts.view_menu)
        self.full_screen.setChecked(False)
        self.colour_blind.setChecked(window.settings.value(COLOUR_BLIND_KEY, False, type=bool))

    def _build_actions(self, menu) -> None:
        self.full_screen = self._checkable(
            translate("View menu", "&Full-screen table"),
            translate("View menu", "Only the table, on the whole screen"),
            full_screen_keys(),
            self._set_full_screen,
        )
        self.colour_blind = self._checkable(
            translate("View menu", "Colour-&blind seat colours"),
            translate("View menu", "Seat colours that stay apart for every kind of colour blindness"),
            [],
            self._set_colour_blind,
        )
        self.reset_layout = QAction(translate("View menu", "Reset &layout"), self.window)
        self.reset_layout.setStatusTip(translate("View menu", "Put this game's panels back where they start"))
        self.reset_layout.triggered.connect(lambda _=False: self.restore_default_layout())
        menu.addSeparator()
        for action in (self.full_screen, self.colour_blind, self.reset_layout):
            menu.addAction(action)
            self.window.addAction(action)  # its keys work while the menu bar is hidden too

    def _checkable(self, text: str, tip: str, keys, slot) -> QAction:
        action = QAction(text, self.window, checkable=True)
        action.setStatusTip(tip)
        action.setShortcuts(keys)
        action.toggled.connect(slot)
        return action

    # -- full screen -------------------------------------------------------------
    def _set_full_screen(self, on: bool) -> None:
        window = self.window
        if on:
            self._before_full_screen = window.saveState()
            for dock in window.findChildren(QDockWidget):
                dock.hide()
            window.statusBar().hide()
            window.showFullScreen()
            return
        window.showNormal()
        window.statusBar().show()
        if self._before_full_screen is not None:
            window.restoreState(self._before_full_screen)
            self._before_full_screen = None

    # -- palette -----------------------------------------------------------------
    def _set_colour_blind(self, on: bool) -> None:
        self.window.settings.setValue(COLOUR_BLIND_KEY, on)
        self.apply_palette()
        self.palette_changed.emit()

    def seat_colour(self, seat: int, chosen: str) -> str:
        """The colour seat ``seat`` is shown in: its chosen one, or the palette's."""
        return colour_blind_seat(seat) if self.colour_blind.isChecked() else chosen

    def apply_palette(self) -> None:
        """Give the table view the palette for the match's seats (or none)."""
        match = self.window.session.match
        seats = (
            None
            if match is None or not self.colour_blind.isChecked()
            else [seat.colour for seat in match.setup.seats]
        )
        self.window.view.set_seat_palette(seats)

    # -- layouts -------------------------------------------------------------------
    def leave_game(self) -> None:
        """Before another game's table: remember this game's layout, start from the shell's."""
        self.save_current()
        self.full_screen.setChecked(False)
        self.window.restoreState(self._shell_layout)

    def fit_new_game_docks(self) -> None:
        """Before a game's default layout is noted: its table's new docks shown, and every
        dock at the widths each game starts from, whatever the last game left (the side bar
        narrow, any other dock as wide or high as it asks)."""
        window = self.window
        for dock in window.findChildren(QDockWidget):
            # Qt would show a new dock only on its next pass, after the default is noted
            pending = not dock.testAttribute(Qt.WidgetAttribute.WA_WState_ExplicitShowHide)
            if dock.isHidden() and pending and window.dockWidgetArea(dock) != Dock.NoDockWidgetArea:
                dock.show()
        right, left, below = (
            self._docks_in(area)
            for area in (Dock.RightDockWidgetArea, Dock.LeftDockWidgetArea, Dock.BottomDockWidgetArea)
        )
        for docks, sizes, orientation in (
            (right, [SIDE_BAR_PX] * len(right), Qt.Orientation.Horizontal),
            (left, [d.sizeHint().width() for d in left], Qt.Orientation.Horizontal),
            (below, [d.sizeHint().height() for d in below], Qt.Orientation.Vertical),
        ):
            if docks:
                window.resizeDocks(docks, sizes, orientation)
        window.tables.give_back_widths(right, SIDE_BAR_PX)  # when the first curtain lifts

    def _docks_in(self, area: Qt.DockWidgetArea) -> list[QDockWidget]:
        window = self.window
        return [
            d for d in window.findChildren(QDockWidget) if d.isVisible() and window.dockWidgetArea(d) == area
        ]

    def enter_game(self, game_id: str) -> None:
        """After the game's table is set up: note its default, then its remembered layout."""
        self._forget_removed_docks()
        self._game = game_id
        first_time = game_id not in self._defaults
        self._defaults.setdefault(game_id, self.window.saveState())
        restored = restore_layout(self.window, self.window.settings, game_id)  # the player's own
        if not restored and first_time:  # the table brings its own side panel to the front on a queued call
            QTimer.singleShot(0, self, lambda: self._note_default(game_id))
        self.apply_palette()

    def _note_default(self, game_id: str) -> None:
        """The game's default layout as it shows once its table has settled (and the
        hot-seat curtain, which hides the panels' contents, is down)."""
        curtain = self.window.tables.curtain
        if curtain.isVisible():
            curtain.confirmed.connect(
                lambda: QTimer.singleShot(0, self, lambda: self._note_default(game_id)),
                Qt.ConnectionType.SingleShotConnection,
            )
            return
        if self._game == game_id and not self.full_screen.isChecked():
            self._defaults[game_id] = self.window.saveState()

    def _forget_removed_docks(self) -> None:
        """A removed table's docks wait for deletion under the same names as the new
        table's: restoreState would find and show them, so they lose their names."""
        for dock in self.window.findChildren(QDockWidget):
            if self.window.dockWidgetArea(dock) == Qt.DockWidgetArea.NoDockWidgetArea:
                dock.setObjectName("")

    def restore_default_layout(self) -> bool:
        """View > Reset layout: the current game's panels where its table first put them."""
        if self._game is None:
            return False
        self.full_screen.setChecked(False)
        return self.window.restoreState(self._defaults[self._game])

    def save_current(self) -> None:
        """On leaving a game or closing the window: remember the current game's layout."""
        if self._game is not None and not self.full_screen.isChecked():
            save_layout(self.window, self.window.settings, self._game)
