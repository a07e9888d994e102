"""The main window: the table in 3D in the middle, panels in docks, menus, status bar.

The window turns menu choices into session calls and shows what the session
holds; it never decides what is legal (the game does, through the session).
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QSettings, Qt
from PySide6.QtGui import QAction, QCloseEvent
from PySide6.QtWidgets import (
    QDockWidget,
    QLabel,
    QMainWindow,
    QStackedWidget,
    QWidget,
)

from babelworks import registry
from babelworks.cards import face_texture
from babelworks.core import words
from babelworks.core.match import Match
from babelworks.core.protocol import Game
from babelworks.i18n import shown, translate
from babelworks.session import Session
from babelworks.ui import help as help_texts
from babelworks.ui import overlays
from babelworks.ui.accessibility import name_panel
from babelworks.ui.computer_players import ComputerPlayers
from babelworks.ui.end_screen import EndScreen
from babelworks.ui.export_dialog import export_table
from babelworks.ui.game_tables import TableHost
from babelworks.ui.menus import build_menus
from babelworks.ui.moves_panel import MovesModel, moves_view
from babelworks.ui.named import named
from babelworks.ui.new_game_dialog import NewGameDialog
from babelworks.ui.panels import PlayersModel, log_view, scoreboard
from babelworks.ui.recent_files import recent_files
from babelworks.ui.replay import replay_match
from babelworks.ui.save_files import SaveFiles
from babelworks.ui.start_page import StartPage
from babelworks.ui.suggest import Suggest
from babelworks.ui.table_api import scene_pieces
from babelworks.ui.view_options import PaletteTableView, ViewOptions

Dock = Qt.DockWidgetArea


def registry_games() -> dict[str, Game]:
    """The games this build can play, by id."""
    return registry.games()


class MainWindow(SaveFiles):
    """babelworks' main window.

    Args:
        session: the session whose match the window shows and plays.
        settings: where window geometry and last choices persist.
        games: the games offered by File > New game (default: the registry's).
        lookup: game id -> Game used when opening saves (default: the registry).
    """

    def __init__(
        self,
        session: Session,
        settings: QSettings,
        games: dict[str, Game] | None = None,
        lookup: Callable[[str], Game] | None = None,
    ) -> None:
        super().__init__()
        self.session = session
        self.settings = settings
        self.games = registry_games() if games is None else games
        self.lookup = lookup or registry.get_game
        self.save_path: Path | None = None
        self.replays: list[QMainWindow] = []  # replay windows opened from here, kept alive
        self.view = PaletteTableView(faces=face_texture)  # printed faces from the card painter
        self.acts = build_menus(self)
        self.start_page = StartPage(self)
        self.pages = QStackedWidget()  # the start page until a game is open, then the table
        self.pages.addWidget(self.start_page)
        self.pages.addWidget(self.view)
        self.setCentralWidget(self.pages)
        self._build_status_bar()
        # The table is the window: the scoreboard sits on its corner, the log and the
        # moves in the side bar (where the games' own side panels join them as tabs).
        players = scoreboard(session, lambda seat, chosen: self.options.seat_colour(seat, chosen))
        players.setParent(self.view)
        overlays.of(self.view).place(players, "top-left")
        self.scoreboard = players
        on_show = QAction(translate("Panels", "Scoreboard"), self, checkable=True, checked=True)
        on_show.toggled.connect(players.setVisible)
        self.acts.panels_menu.addAction(on_show)
        log_dock = self.add_panel(
            words.translate("Panels", "Game log"), log_view(session), Dock.RightDockWidgetArea
        )
        # the tab: four side-bar tabs fit 270 px unelided ("Sup…"); View > Panels keeps the full name
        log_dock.setWindowTitle(translate("Panels", "Log"))
        log_dock.toggleViewAction().setText(translate("Panels", "Game log"))
        moves = moves_view(session)
        moves_dock = self.add_panel(words.translate("Panels", "Moves"), moves, Dock.RightDockWidgetArea)
        self.tabifyDockWidget(log_dock, moves_dock)
        self.options = ViewOptions(self)  # notes the shell's own layout: after its docks
        players_model = players.model()
        assert isinstance(players_model, PlayersModel)  # scoreboard() shows one
        self.options.palette_changed.connect(players_model.refresh)
        session.state_changed.connect(self._show_state)
        session.match_started.connect(self.view.reset_camera)
        session.match_started.connect(self.options.leave_game)  # before the next game's table
        session.error.connect(self.show_error)
        session.game_over.connect(self._announce_game_over)
        self.view.piece_clicked.connect(self._name_piece)
        self.tables = TableHost(self)  # the game's own panels and gestures; hot-seat curtain
        moves_model = moves.model()
        assert isinstance(moves_model, MovesModel)  # moves_view() shows one
        moves_model.follow(
            lambda: self.tables.viewing_seat, self.tables.viewing_seat_changed, self.tables.seat_to_play
        )
        session.match_started.connect(self._game_started)  # after the game's table is set up
        self.computers = ComputerPlayers(self, settings)  # after the tables: they install first
        self.end_screen, self.suggest = EndScreen(self), Suggest(self, settings)  # Help > Suggest a move
        self._restore_window()
        self._show_state()
        self.show_start_page()

    @property
    def viewing_seat(self) -> int | None:
        """The seat whose private information panels may show (hot seat), or None."""
        return self.tables.viewing_seat

    # -- building --------------------------------------------------------------
    def _build_status_bar(self) -> None:
        self.turn_label = named(QLabel(), "turnLabel")
        self.phase_label = named(QLabel(), "phaseLabel")
        for label in (self.turn_label, self.phase_label):
            label.setContentsMargins(8, 0, 8, 0)
            self.statusBar().addPermanentWidget(label)

    def add_panel(self, title: str, widget: QWidget, area: Dock) -> QDockWidget:
        """Put ``widget`` in a dock titled ``title``, with a show/hide entry in View > Panels.

        ``title`` is best a Phrase (``babelworks.core.words.translate``): the dock shows it in
        the player's language and is named by its English, as saved layouts and tutorials know it.
        """
        dock = QDockWidget(shown(title), self)
        dock.setObjectName(f"dock:{title}")  # saveState() and the tutorials' panel targets need stable names
        name_panel(widget, shown(title))  # for screen readers
        dock.setWidget(widget)
        self.addDockWidget(area, dock)
        self.acts.panels_menu.addAction(dock.toggleViewAction())
        return dock

    # -- showing the session -----------------------------------------------------
    def _show_state(self) -> None:
        match = self.session.match
        self.turn_label.setText(self.turn_text())
        names = None if match is None else [seat.name for seat in match.setup.seats]
        phase = (
            ""
            if match is None
            else translate("Status bar", "Phase: {phase}").format(phase=match.state.phase(names))
        )
        self.phase_label.setText(phase)
        self._update_title()
        self.acts.save.setEnabled(match is not None)
        self.acts.save_as.setEnabled(match is not None)
        self.acts.export.setEnabled(match is not None)
        self.acts.watch_again.setEnabled(match is not None)
        self.acts.export_city.setEnabled(match is not None and match.state.is_over())
        if self.tables.table is None or not self.tables.table.draws_scene:
            self.view.set_pieces([] if match is None else scene_pieces(match))

    def turn_text(self) -> str:
        """Whose turn it is, in words, for the status bar."""
        match = self.session.match
        if match is None:
            return translate("Status bar", "No game — File > New game…")
        if match.state.is_over():
            return translate("Status bar", "Game over")
        seat = self.tables.seat_to_play()  # a roll awaited is its roller's turn (press Roll)
        if seat is None:
            return translate("Status bar", "Waiting for the table (a roll or a physics check)")
        return translate("Status bar", "Turn: {name}").format(name=match.setup.seats[seat].name)

    def _update_title(self) -> None:
        match = self.session.match
        if match is None:
            self.setWindowTitle("babelworks")
        else:
            where = self.save_path.name if self.save_path else translate("Window title", "unsaved")
            game = match.game.name
            self.setWindowTitle(
                translate("Window title", "{game} — {file}[*] — babelworks").format(game=game, file=where)
            )
        if self.isWindowModified() != self.session.modified:  # each call retitles the window (ms)
            self.setWindowModified(self.session.modified)

    def show_error(self, message: str) -> None:
        """Tell the player what went wrong, in the status bar (nothing has changed)."""
        self.statusBar().showMessage(shown(message), 10_000)

    def _name_piece(self, piece_id: str) -> None:
        """Say what the clicked piece is (its name for people, else its id) and any hint."""
        piece = next((p for p in self.view.pieces() if p.id == piece_id), None)
        name = shown(piece.name if piece else "") or piece_id
        hint = piece.hint if piece else ""
        said_here = translate("Status bar", "{name}: {hint}").format(name=name, hint=hint) if hint else name
        self.statusBar().showMessage(said_here, 10_000)

    def _announce_game_over(self) -> None:
        """The end-of-game screen: winner, points by category, and what next."""
        assert self.session.match is not None  # a match just ended
        self.end_screen.show_result(self.session.match)

    # -- start page --------------------------------------------------------------
    def show_start_page(self) -> None:
        """While no game is open: the games, Continue, Open and the recent files."""
        if self.session.match is not None:
            return
        for dock in self.findChildren(QDockWidget):
            dock.hide()
        resumable = self._resumable()
        offer = (
            ""
            if resumable is None
            else translate("Start page", "Continue the {game} game ({moves} moves played)").format(
                game=resumable.game.name, moves=len(resumable.log)
            )
        )
        self.start_page.refresh(offer, recent_files(self.settings))
        self.pages.setCurrentWidget(self.start_page)

    def _resumable(self) -> Match | None:
        autosave = self.session.autosave
        return None if autosave is None or not autosave.active else autosave.resumable()

    def show_table(self) -> None:
        """The table instead of the start page (a game's, or the self-test's bare table)."""
        self.pages.setCurrentWidget(self.view)

    def _game_started(self) -> None:
        self.end_screen.hide()
        self.show_table()
        self.options.fit_new_game_docks()
        assert self.session.match is not None  # a match just started
        self.options.enter_game(self.session.match.setup.game)
        self.view.setFocus()
        if self.session.match.state.is_over():  # a finished game opened: how it ended
            self._announce_game_over()

    def continue_game(self) -> bool:
        """Start page > Continue: play on the autosaved game (False when there is none)."""
        match = self._resumable()
        if match is None:
            return False
        self.save_path = None
        self.session.start(match, modified=False)
        return True

    # -- File menu ---------------------------------------------------------------
    def new_game(self, game_id: str | None = None) -> None:
        """Ask for a set-up (of ``game_id`` first, else the last game chosen) and start it."""
        dialog = NewGameDialog(self.games, self.settings, self, game_id)
        if dialog.exec() != NewGameDialog.DialogCode.Accepted or not self._may_discard():
            return
        setup = dialog.setup()
        self.save_path = None
        self.session.start(Match(self.games[setup.game], setup))

    def watch_again(self) -> QMainWindow | None:
        """Replay the game on the table (the one just finished) from its first move."""
        if self.session.match is None:
            return None
        window = replay_match(self.session.match, None, play_on=self.open_file)
        self.replays.append(window)
        return window

    def export_snapshot(self) -> bool:
        """Export the table as a 3D model and/or a picture."""
        return export_table(self)

    def export_final_city(self) -> bool:
        """At game end: export the city (model of the city only, hero picture)."""
        return export_table(self, city=True)

    # -- Help menu ---------------------------------------------------------------
    def show_rules(self, game_id: str | None = None):
        """The rules summary of ``game_id``, else of the game being played."""
        match = self.session.match
        if game_id is None and match is not None:
            game_id = match.setup.game
        name = self.games[game_id].name if game_id in self.games else ""
        summary = help_texts.rules_summary(game_id, name)
        return help_texts.show_markdown(self, translate("Help", "Rules summary"), summary)

    def show_shortcuts(self):
        """The keyboard shortcuts and camera controls."""
        actions = help_texts.menu_actions(self.menuBar().actions())
        table = help_texts.shortcuts_text(actions)
        return help_texts.show_markdown(self, translate("Help", "Keyboard shortcuts"), table)

    def show_about(self):
        """Version, what babelworks is, its licence and the third-party notices (non-modal)."""
        from babelworks.ui.about import show_about

        return show_about(self)

    # -- window state -------------------------------------------------------------
    def _restore_window(self) -> None:
        geometry = self.settings.value("window/geometry")
        if geometry is None or not self.restoreGeometry(geometry):
            self.resize(1280, 800)

    def closeEvent(self, event: QCloseEvent) -> None:  # noqa: N802 (Qt API)
        """Offer to save, then remember the window's geometry and the game's docks."""
        if not self._may_discard():
            event.ignore()
            return
        self.options.save_current()
        self.settings.setValue("window/geometry", self.saveGeometry())
        event.accept()
