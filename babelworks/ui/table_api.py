"""The plugin API of the per-game tables: what a table may use of the window, and its bases.

A game's table module (``babelworks.ui.<game package>``) exposes
``install(context: TableContext) -> BaseTable``. The :class:`TableContext` is all
a table sees of the window that hosts it (the main window's
:class:`~babelworks.ui.game_tables.TableHost` or the replay viewer's
:class:`~babelworks.ui.replay.tables.ReplayTables`): the session, the 3D view,
docks and overlays, a line in the status bar, the viewing seat. Everything a
table adds through it (connections, docks, overlays, the 3D view's event
filters) is recorded and undone by :meth:`TableContext.release`, which
:meth:`BaseTable.remove` calls; a table only stops what it runs itself
(animations, worker threads) in :meth:`BaseTable.tear_down`.

Panels are Qt models over the session: :class:`PanelModel` rebuilds its rows on
every state change, new match and viewing seat change. Every drag between a
panel, a drop zone and the 3D view carries one :class:`DragPayload` (one MIME
type, JSON holding the action to play or the piece picked up).
"""

from __future__ import annotations

import weakref
from dataclasses import astuple
from typing import TYPE_CHECKING, TypeVar, cast

from PySide6.QtCore import QAbstractTableModel, QMimeData, QModelIndex, QObject, QPersistentModelIndex, Qt
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import QDockWidget, QWidget

from babelworks import registry
from babelworks.core.match import Match
from babelworks.core.protocol import Action, State
from babelworks.i18n import shown, translate
from babelworks.scene.changes import PieceChanges
from babelworks.scene.pieces import Piece
from babelworks.ui import overlays
from babelworks.ui.accessibility import name_panel
from babelworks.ui.drag_payload import MIME, DragPayload  # noqa: F401 (the tables take it from here)
from babelworks.ui.replay.room import Motion

if TYPE_CHECKING:  # only the type: the hand strip needs nothing of this module
    from babelworks.core.kernel import GameState
    from babelworks.ui.hand import HandStrip

Overlay = TypeVar("Overlay", bound=QWidget)  # add_overlay hands back the widget it was given

#: the shell's side-bar dock the tables' side panels are tabbed with (a dock is named by its English title)
SIDE_BAR = "Game log"  # not shown: a dock's name
HAND_KEY = "H"  # on the table view: fold or unfold the hand


def scene_pieces(match: Match) -> list[Piece]:
    """What the table shows for ``match``: its game's table scene, or a bare table.

    Drawn through the one door of every drawing of a game,
    :func:`babelworks.registry.table_pieces` (the replay, the exporter and the
    self-test use it too); games outside the registry (tests) show the bare table.
    """
    if match.setup.game not in registry.ENTRIES:
        return []
    # The window, the last-turn marks and the table's overlays each ask after every move:
    # draw once per version of the state (seats are compared by value: they may be renamed).
    state = cast("GameState", match.state)  # every registered game's state is the kernel's
    key = (state.version, [astuple(seat) for seat in match.setup.seats])
    drawn = _DRAWN.get(state)
    if drawn is None or drawn[0] != key:
        drawn = _DRAWN[state] = (key, registry.table_pieces(match))
    return list(drawn[1])


# the last drawing of each live state, with the version and seats it was drawn at
_DRAWN: weakref.WeakKeyDictionary = weakref.WeakKeyDictionary()


class TableContext(QObject):
    """What a game's table may use of the window that hosts it.

    Attributes:
        session: the session (or the replay's read-only position) the table plays and shows.
        view: the 3D :class:`~babelworks.render.viewport.TableView`.
        parent_widget: the window, as parent for the table's dialogs and menus.
    """

    def __init__(self, window, host) -> None:
        """Args: ``window``, the hosting window (``session``, ``view``, ``add_panel``,
        ``statusBar``, ``show_error``, ``acts.panels_menu``); ``host``, its table host
        (``viewing_seat``, ``viewing_seat_changed``), which owns the context."""
        super().__init__(host)
        self.session = window.session
        self.view = window.view
        self.parent_widget: QWidget = window
        self._window, self._host = window, host
        self._connections: list = []
        self._docks: list[QDockWidget] = []
        self._overlays: list[QWidget] = []
        self._hint: overlays.HintStrip | None = None
        self._filters: list[QObject] = []
        self._shortcuts: list[QShortcut] = []

    @property
    def viewing_seat(self) -> int | None:
        """The seat whose private information panels may show now, or None (nobody's)."""
        return self._host.viewing_seat

    @property
    def read_only(self) -> bool:
        """True when the table is shown in a replay: nothing it shows may play an action."""
        return self._host.read_only

    @property
    def viewing_seat_changed(self):
        """Signal(int): the viewing seat changed (-1: nobody, e.g. under the hot-seat curtain)."""
        return self._host.viewing_seat_changed

    def connect(self, signal, slot) -> None:  # type: ignore[override]  # shadows QObject.connect on purpose
        """Connect ``signal`` to ``slot`` until the table is released."""
        self._connections.append(signal.connect(slot))

    def add_panel(
        self, title: str, widget: QWidget, area: Qt.DockWidgetArea, beside: str | None = None
    ) -> QDockWidget:
        """Dock ``widget`` titled ``title`` in ``area`` (tabbed in front of the window's
        own dock titled ``beside``, when there is one); taken away at release."""
        dock = self._window.add_panel(title, widget, area)
        self._docks.append(dock)
        shell = None if beside is None else self._window.findChild(QDockWidget, f"dock:{beside}")
        if shell is not None:
            self._window.tabifyDockWidget(shell, dock)
            dock.show()  # now, not on Qt's next pass: the game's default layout is noted before it
            self._window.layout().activate()  # makes the tab bar, so that the new tab can come to the front
            dock.raise_()
        return dock

    def add_overlay(self, widget: Overlay, anchor: str | None = None) -> Overlay:
        """Draw ``widget`` on the 3D view, kept at ``anchor`` (a corner, "top", "bottom":
        :data:`~babelworks.ui.overlays.ANCHORS`) or placed by the table (None); deleted at release."""
        widget.setParent(self.view)
        name_panel(
            widget, widget.accessibleName() or translate("Table", "On the table")
        )  # for screen readers
        self._overlays.append(widget)
        if anchor is not None:
            overlays.of(self.view).place(widget, anchor)
        widget.show()
        return widget

    def set_hand(self, strip: HandStrip) -> HandStrip:
        """Lay ``strip`` (a :class:`~babelworks.ui.hand.HandStrip`) along the bottom of the
        3D view, the viewing seat's hand; taken away at release."""
        self.add_overlay(strip)
        preview = strip.preview  # the enlarged card shows above the strip, on the view
        overlays.of(self.view).set_hand(strip, preview)
        preview.setParent(self.view)
        preview.hide()
        self._overlays.append(preview)
        fold = QShortcut(
            QKeySequence(HAND_KEY), self.view, context=Qt.ShortcutContext.WidgetWithChildrenShortcut
        )
        fold.activated.connect(lambda: strip.set_collapsed(not strip.collapsed()))
        self._shortcuts.append(fold)
        self.connect(self.viewing_seat_changed, lambda _seat: self._show_hand(strip))
        self._show_hand(strip)
        return strip

    def _show_hand(self, strip: HandStrip) -> None:
        """A watcher of computer players, shown nobody's hand, sees no hand strip (an empty
        "Your hand" belongs to nobody); with all hands open it shows the seat to play's."""
        match = self.session.match
        seats = match.setup.seats if match is not None else []
        strip.setVisible(self.viewing_seat is not None or not seats or any(s.is_person for s in seats))

    def add_side_panel(self, title: str, widget: QWidget) -> QDockWidget:
        """Dock ``widget`` in the side bar (the right edge), tabbed with the side bar's other
        panels; taken away at release."""
        return self.add_panel(title, widget, Qt.DockWidgetArea.RightDockWidgetArea, beside=SIDE_BAR)

    def hint(self, text: str) -> None:
        """Show ``text`` in the hint strip on the table (empty: hide it); a Phrase in the
        player's language."""
        if self._hint is None:
            self._hint = self.add_overlay(overlays.HintStrip(), "top")
        self._hint.show_hint(text)
        overlays.of(self.view).relayout()

    def watch_view(self, handler: QObject) -> None:
        """Send the 3D view's events (drags and drops included) to ``handler.eventFilter``."""
        self.view.setAcceptDrops(True)
        self.view.installEventFilter(handler)
        self._filters.append(handler)

    def plain_scene(self) -> list[Piece]:
        """The match's table scene as the window draws it (none without a match), for a
        table to draw its own overlays on."""
        match = self.session.match
        return [] if match is None else scene_pieces(match)

    def say(self, text: str, ms: int = 0) -> None:
        """Show ``text`` in the status bar (for ``ms`` milliseconds; 0: until replaced), in the
        player's language when it is a line from the rules (a Phrase)."""
        self._window.statusBar().showMessage(shown(text), ms)

    def refuse(self, reason: str) -> None:
        """Tell the player why nothing happened (nothing has changed)."""
        self._window.show_error(reason)

    def release(self) -> None:
        """Undo everything added through this context: connections, docks, overlays, filters."""
        for connection in self._connections:
            QObject.disconnect(connection)
        for handler in self._filters:
            self.view.removeEventFilter(handler)
        self.view.setAcceptDrops(False)
        for dock in self._docks:
            self._window.acts.panels_menu.removeAction(dock.toggleViewAction())
            self._window.removeDockWidget(dock)
            dock.deleteLater()
        for overlay in self._overlays:
            overlays.of(self.view).forget(overlay)
            overlay.hide()
            overlay.deleteLater()
        for shortcut in self._shortcuts:
            shortcut.setEnabled(False)
            shortcut.deleteLater()
        self._connections, self._filters, self._docks, self._overlays = [], [], [], []
        self._shortcuts = []
        self.deleteLater()


class BaseTable(QObject):
    """A game's installed table; :meth:`remove` takes away everything it added.

    Subclasses add their docks, overlays and connections through :attr:`context`
    and stop their own animations in :meth:`tear_down`. Every hook a host calls
    is declared here with its default, so hosts call them directly (a misspelt
    override is a method nobody calls, which the tests of each table catch, and
    a misspelt call fails at once): a table overrides only what its game needs.
    The same table is hosted live (the main window) and read-only (the replay
    window, where ``context.session.read_only`` is True).
    """

    #: True when the table's own redraw replaces the whole scene (the host then leaves it the scene).
    draws_scene = False

    def __init__(self, context: TableContext) -> None:
        super().__init__(context)
        self.context = context

    # -- turns, for the hot-seat hand-off and the computer players ---------------------------
    def turn_seat(self, state: State | None = None) -> int | None:
        """Whose turn it is in ``state`` (default: the match's): its ``current_player`` unless
        the table says otherwise (None without a match)."""
        state = self.position(state)
        return None if state is None else state.current_player

    def position(self, state: State | None = None) -> State | None:
        """``state``, or the match's when None (None without a match)."""
        match = self.context.session.match
        return state if state is not None or match is None else match.state

    def holding(self) -> bool:
        """True while the table holds a pause for people (computer players wait); never by default."""
        return False

    def play_chance(self) -> bool:
        """Throw the awaited outcome as a person's gesture would; False: the table does not."""
        return False

    def home_view(self) -> None:
        """Point the camera where the table looks for the viewing seat's turn (View > Reset
        camera): by default the whole table."""
        self.context.view.reset_camera()

    def pace(self, factor: float) -> None:
        """Play the table's animations ``factor`` times as fast as real time (inf: at once);
        nothing to pace by default."""

    # -- following the computer ----------------------------------------------------------------
    def marked_changes(self, changes: PieceChanges) -> frozenset[str]:
        """Which of the pieces a move changed show what it did: marked after a computer's
        turn until the person acts, lit when its log line is pointed at
        (:mod:`babelworks.ui.last_turn`). None by default: a table chooses its own
        (a supply's pile reshuffled by a purchase is no news)."""
        return frozenset()

    # -- "Suggest a move" (ui/suggest.py) -----------------------------------------------------
    def show_suggestion(self, action: Action | None) -> None:
        """Light ``action``, the move suggested to the viewing seat, on the table (None: put it
        out; ``ui.beacons`` draws the light); nothing by default: the words still name it."""

    def suggestion_gains(self, action: Action) -> str:
        """What ``action`` gains at once, in the game's words (from the engine's ``preview``),
        for the suggestion's explanation; "" by default (the move's own words stand alone)."""
        return ""

    # -- the replay ---------------------------------------------------------------------------
    def quiet(self) -> None:
        """Stop any outcome the table began deciding itself (the replay shows the recorded
        one instead); nothing by default."""

    def show_motion(self, motion: Motion, frame: int) -> None:
        """Draw frame ``frame`` of a physical moment regenerated by the game's replay room
        (:mod:`babelworks.ui.replay.room`); the default draws nothing."""

    # -- a tutorial ---------------------------------------------------------------------------
    def light_targets(self, targets: list[str]) -> list[str]:
        """Light a tutorial step's targets (``piece:``, ``panel:``, ``control:`` names,
        :mod:`babelworks.core.tutorial`) and nothing else; return those not found. The
        default lights nothing and finds none: a table that teaches lights them through
        :class:`~babelworks.ui.tutorial_marks.TableMarks`."""
        return list(targets)

    # -- going away ---------------------------------------------------------------------------
    def tear_down(self) -> None:
        """Stop what the table runs itself (animations, threads); nothing by default."""

    def remove(self) -> None:
        """Stop the table's own work, then release all it added through its context."""
        self.tear_down()
        self.context.release()


class PanelModel(QAbstractTableModel):
    """A panel's model: ``rows`` rebuilt from the session by :meth:`build_rows` on every
    state change, new match and viewing seat change (a model reset each time).

    One column unless :meth:`columnCount` says otherwise; rows can carry a
    :class:`DragPayload` (:meth:`drag_payload`), which makes them draggable.
    A model that sets :attr:`game` has rows only while the session plays that game
    (its panels may outlive their table by a moment: Qt deletes them later).
    """

    game: str | None = None

    def __init__(self, context: TableContext) -> None:
        super().__init__(context)
        self.context = context
        self.rows: list = []
        context.connect(context.session.state_changed, self.refresh)
        context.connect(context.session.match_started, self.refresh)
        context.connect(context.viewing_seat_changed, lambda _seat: self.refresh())
        self.refresh()

    def build_rows(self) -> list:
        """The rows for the session now (override; none by default)."""
        return []

    def refresh(self) -> None:
        """Rebuild the rows from the session now."""
        self.beginResetModel()
        match = self.context.session.match
        playing = match is not None and (self.game is None or match.setup.game == self.game)
        self.rows = self.build_rows() if playing else []
        self.endResetModel()

    def rowCount(self, parent: QModelIndex | QPersistentModelIndex = QModelIndex()) -> int:  # noqa: N802 (Qt API)
        """The rows now (none under a valid parent: a flat table)."""
        return 0 if parent.isValid() else len(self.rows)

    def columnCount(self, parent: QModelIndex | QPersistentModelIndex = QModelIndex()) -> int:  # noqa: N802 (Qt API)
        """One column (override for a grid)."""
        return 0 if parent.isValid() else 1

    def drag_payload(self, index: QModelIndex | QPersistentModelIndex) -> DragPayload | None:
        """What dragging ``index`` carries, or None when it cannot be dragged (override)."""
        return None

    def flags(self, index: QModelIndex | QPersistentModelIndex) -> Qt.ItemFlag:
        """Enabled and selectable; draggable when the index has a drag payload."""
        if not index.isValid():
            return Qt.ItemFlag.NoItemFlags
        flags = Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable
        if self.drag_payload(index) is not None:
            flags |= Qt.ItemFlag.ItemIsDragEnabled
        return flags

    def mimeTypes(self) -> list[str]:  # noqa: N802 (Qt API)
        """Only the app's drag type."""
        return [MIME]

    def mimeData(self, indexes) -> QMimeData | None:  # type: ignore[override]  # noqa: N802 (Qt takes None: no drag; the stubs omit it)
        """The payload of the first dragged index that has one."""
        for index in indexes:
            payload = self.drag_payload(index) if index.isValid() else None
            if payload is not None:
                return payload.to_mime()
        return None

    def supportedDragActions(self) -> Qt.DropAction:  # noqa: N802 (Qt API)
        """A drag copies the payload; the game decides what moves."""
        return Qt.DropAction.CopyAction | Qt.DropAction.MoveAction
