"""The main window: the table in 3D in the middle, panels in docks, menus, status bar.

The window turns menu choices into session calls and shows what the session
holds; it never decides what is legal (the game does, through the session).
"""

from __future__ import annotations

from collections.abc import Callable
from datetime import date
from pathlib import Path

from PySide6.QtCore import QSettings, QStandardPaths, Qt
from PySide6.QtGui import QAction, QCloseEvent
from PySide6.QtWidgets import (
    QDockWidget,
    QFileDialog,
    QLabel,
    QMainWindow,
    QMessageBox,
    QStackedWidget,
    QWidget,
)

from babelworks import registry
from babelworks.cards import face_texture
from babelworks.core.errors import SaveError
from babelworks.core.match import Match
from babelworks.core.protocol import Game
from babelworks.core.savefile import EXTENSION, quoted, read_save, write_save
from babelworks.session import Session
from babelworks.ui import help as help_texts
from babelworks.ui import overlays
from babelworks.ui.accessibility import name_panel
from babelworks.ui.computer_players import ComputerPlayers
from babelworks.ui.end_screen import EndScreen
from babelworks.ui.export_dialog import export_table
from babelworks.ui.game_tables import TableHost
from babelworks.ui.menus import build_menus
from babelworks.ui.messages import plain
from babelworks.ui.moves_panel import MovesModel, moves_view
from babelworks.ui.named import named
from babelworks.ui.new_game_dialog import NewGameDialog
from babelworks.ui.panels import PlayersModel, log_view, scoreboard
from babelworks.ui.recent_files import recent_files, remember_file
from babelworks.ui.replay import open_replay, replay_match
from babelworks.ui.start_page import StartPage
from babelworks.ui.suggest import Suggest
from babelworks.ui.table_api import scene_pieces
from babelworks.ui.view_options import PaletteTableView, ViewOptions

SAVE_FILTER = f"babelworks saves (*{EXTENSION})"
Dock = Qt.DockWidgetArea


def registry_games() -> dict[str, Game]:
    """The games this build can play, by id."""
    return registry.games()


class MainWindow(QMainWindow):
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
        shown = QAction("Scoreboard", self, checkable=True, checked=True)
        shown.toggled.connect(players.setVisible)
        self.acts.panels_menu.addAction(shown)
        log_dock = self.add_panel("Game log", log_view(session), Dock.RightDockWidgetArea)
        log_dock.setWindowTitle("Log")  # the tab: four side-bar tabs fit 270 px unelided ("Sup…")
        log_dock.toggleViewAction().setText("Game log")  # View > Panels keeps the full name
        moves = moves_view(session)
        self.tabifyDockWidget(log_dock, self.add_panel("Moves", moves, Dock.RightDockWidgetArea))
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
        """Put ``widget`` in a dock titled ``title``, with a show/hide entry in View > Panels."""
        dock = QDockWidget(title, self)
        dock.setObjectName(f"dock:{title}")  # saveState() needs stable names
        name_panel(widget, title)  # for screen readers
        dock.setWidget(widget)
        self.addDockWidget(area, dock)
        self.acts.panels_menu.addAction(dock.toggleViewAction())
        return dock

    # -- showing the session -----------------------------------------------------
    def _show_state(self) -> None:
        match = self.session.match
        self.turn_label.setText(self.turn_text())
        names = None if match is None else [seat.name for seat in match.setup.seats]
        self.phase_label.setText("" if match is None else f"Phase: {match.state.phase(names)}")
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
            return "No game — File > New game…"
        if match.state.is_over():
            return "Game over"
        seat = self.tables.seat_to_play()  # a roll awaited is its roller's turn (press Roll)
        if seat is None:
            return "Waiting for the table (a roll or a physics check)"
        return f"Turn: {match.setup.seats[seat].name}"

    def _update_title(self) -> None:
        match = self.session.match
        name = "" if match is None else match.game.name
        where = self.save_path.name if self.save_path else "unsaved"
        title = f"{name} — {where}[*] — babelworks" if match else "babelworks"
        self.setWindowTitle(title)
        self.setWindowModified(self.session.modified)

    def show_error(self, message: str) -> None:
        """Tell the player what went wrong, in the status bar (nothing has changed)."""
        self.statusBar().showMessage(message, 10_000)

    def _name_piece(self, piece_id: str) -> None:
        """Say what the clicked piece is (its name for people, else its id) and any hint."""
        piece = next((p for p in self.view.pieces() if p.id == piece_id), None)
        name = (piece.name if piece else "") or piece_id
        hint = piece.hint if piece else ""
        self.statusBar().showMessage(f"{name}: {hint}" if hint else name, 10_000)

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
        words = (
            ""
            if resumable is None
            else f"Continue the {resumable.game.name} game ({len(resumable.log)} moves played)"
        )
        self.start_page.refresh(words, recent_files(self.settings))
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

    def open_file(self, path: str | Path | None = None) -> bool:
        """Open a save (asking for the file when ``path`` is None); False if nothing opened."""
        if path is None:
            path = self._ask_path(QFileDialog.getOpenFileName, "Open a saved game")
        if not path or not self._may_discard():
            return False
        try:
            match = read_save(path, self.lookup, describe=True)  # one replay, words and all
        except SaveError as refusal:
            QMessageBox.warning(self, "Cannot open this file", plain(f"{quoted(path, 200)}: {refusal}"))
            return False
        self.save_path = Path(path)
        remember_file(self.settings, self.save_path)
        self.session.start(match, modified=False)
        return True

    def save(self) -> bool:
        """Save to the current file, or ask for one."""
        if self.save_path is None:
            return self.save_as()
        return self._write(self.save_path)

    def save_as(self) -> bool:
        """Ask for a file name and save there."""
        path = self._ask_path(QFileDialog.getSaveFileName, "Save the game", self._save_name())
        if not path:
            return False
        if not path.endswith(EXTENSION):
            path += EXTENSION
        return self._write(Path(path))

    def _write(self, path: Path) -> bool:
        assert self.session.match is not None  # saving is offered during a match only
        try:
            write_save(path, self.session.match)
        except OSError as failure:
            QMessageBox.warning(
                self, "Cannot save", plain(f"{path} could not be written: {failure.strerror or failure}.")
            )
            return False
        self.save_path = path
        self.settings.setValue("files/folder", str(path.parent))
        remember_file(self.settings, path)
        self.session.mark_saved()
        return True

    def _ask_path(self, ask, caption: str, name: str = "") -> str:
        """Ask for a file in the last folder used (else Documents, else home), offering ``name``.

        A folder that does not exist is never offered: the file dialog would take its
        last part for the file name (a save suggested "Documents")."""
        documents = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.DocumentsLocation)
        folders = [str(self.settings.value("files/folder", "")), documents, str(Path.home())]
        folder = next(Path(f) for f in folders if f and Path(f).is_dir())
        path, _ = ask(self, caption, str(folder / name) if name else str(folder), SAVE_FILTER)
        return path

    def _save_name(self) -> str:
        """The file name a save suggests: the game and the day, e.g. "Skyscrapers 2026-12-01"."""
        if self.save_path is not None:
            return self.save_path.name
        game = self.session.match.game.name if self.session.match else "babelworks"
        return f"{game} {date.today().isoformat()}{EXTENSION}"

    def _may_discard(self) -> bool:
        """True when the current game is saved, or the player agrees to leave it."""
        if self.session.match is None or not self.session.modified:
            return True
        Btn = QMessageBox.StandardButton
        answer = QMessageBox.question(
            self,
            "Unsaved game",
            "Save the current game first?",
            Btn.Save | Btn.Discard | Btn.Cancel,
            Btn.Save,
        )
        if answer == Btn.Save:
            return self.save()
        return answer == Btn.Discard

    def watch_replay(self, path: str | None = None) -> QMainWindow | None:
        """Open a save in the replay viewer (read-only; "Take over" opens its branch here)."""
        if path is None:
            path = self._ask_path(QFileDialog.getOpenFileName, "Watch a replay")
        if not path:
            return None
        try:
            window = open_replay(path, play_on=self.open_file)
        except SaveError as refusal:
            QMessageBox.warning(self, "Cannot replay this file", plain(f"{quoted(path, 200)}: {refusal}"))
            return None
        self.replays.append(window)
        return window

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
        return help_texts.show_markdown(self, "Rules summary", help_texts.rules_summary(game_id, name))

    def show_shortcuts(self):
        """The keyboard shortcuts and camera controls."""
        actions = help_texts.menu_actions(self.menuBar().actions())
        return help_texts.show_markdown(self, "Keyboard shortcuts", help_texts.shortcuts_text(actions))

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
