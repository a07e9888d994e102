"""Player boards and choices: thin list models over the session.

:class:`PlayerBoardModel` shows the viewing seat's board (score, Spending Power,
Wild Tokens, cubes in hand, meeples by state, buildings and their progress,
secret targets) and a line per other seat; its cube rows drag onto a stack in
3D. :class:`ChoicesModel` lists what the player may choose now besides the
table gestures (paying, trades, Wild Tokens, a new meeple's colour, a target,
setting meeples aside); double-click or Enter plays one.
"""

from __future__ import annotations

from PySide6.QtCore import QModelIndex, Qt
from PySide6.QtWidgets import QAbstractItemView

from babelworks.core.protocol import CHANCE
from babelworks.games.rolling_heights.content import CUBES, content
from babelworks.ui.panels import wrapping_list
from babelworks.ui.rolling_heights.session_match import rh_match
from babelworks.ui.table_api import DragPayload, PanelModel

_DISPLAY, _TIP = Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.ToolTipRole
STATES = (
    ("hard", "Working Hard"),
    ("steady", "Working Steady"),
    ("exhausted", "Exhausted (in the box)"),
    ("used", "Activated"),
    ("aside", "Set aside"),
)
CHOICE_TYPES = ("pay", "trade", "use_wild", "choose_meeple", "choose_target", "set_aside", "place_plan")


class SessionList(PanelModel):
    """A list of (text, payload) rows rebuilt whenever the session changes."""

    def build_rows(self) -> list[tuple[str, object]]:
        """The rows of a Rolling Heights match (none for another game)."""
        match = rh_match(self.context.session)
        return [] if match is None else self.build(match)

    def build(self, match) -> list[tuple[str, object]]:
        """The rows for ``match`` (subclasses say what)."""
        raise NotImplementedError

    def data(self, index: QModelIndex, role: int = _DISPLAY):
        """The row's words (also as tooltip)."""
        if index.isValid() and role in (_DISPLAY, _TIP):
            return self.rows[index.row()][0]
        return None


class PlayerBoardModel(SessionList):
    """The viewing seat's player board, then one line for each other seat."""

    def seat(self) -> int | None:
        """The seat shown: the viewing seat, else the seat to play."""
        match = self.context.session.match
        if match is None:
            return None
        viewing = self.context.viewing_seat
        current = match.state.current
        return viewing if viewing is not None else current

    def build(self, match) -> list[tuple[str, object]]:
        """Rows: header, counts, cubes (draggable), meeples, buildings, targets, others."""
        state, seat = match.state, self.seat()
        data, name = state.seats[seat], match.setup.seats[seat].name
        rows = [(f"{name}: {data['vp']} VP, Spending Power {data['sp']}, Wild Tokens {data['wild']}", None)]
        for cube in CUBES:
            if data["cubes"][cube]:
                rows.append((f"{cube} cubes: {data['cubes'][cube]} (drag onto a stack)", cube))
            if data["misc"][cube]:
                rows.append(
                    (f"misc cubes for {cube}: {data['misc'][cube]} (drag onto a stack)", f"misc:{cube}")
                )
        for key, words in STATES:
            colours = [colour for colour, where in data["meeples"] if where == key]
            if colours:
                rows.append((f"{words}: {', '.join(colours)}", None))
        rows += [(self._building(state, space), None) for space in data["plans"]]
        rows.append((self._targets(state, seat), None))
        rows += [
            (
                f"{match.setup.seats[i].name}: {other['vp']} VP, {len(other['plans'])} plans, "
                f"{len(other['meeples'])} meeples",
                None,
            )
            for i, other in enumerate(state.seats)
            if i != seat
        ]
        return rows

    def _building(self, state, space: int) -> str:
        tile = state.tiles[space]
        plan = content().plans[tile["plan"]]
        if tile["complete"]:
            return f"{plan['name']}: complete"
        parts = [
            f"{len(built)}/{stack['height']} {stack['cube']}"
            for built, stack in zip(tile["stacks"], plan["stacks"])
        ]
        return f"{plan['name']}: " + ", ".join(parts)

    def _targets(self, state, seat: int) -> str:
        """Targets are secret: shown only to their owner at the hot seat."""
        if self.context.viewing_seat != seat:
            return "Targets: secret"
        names = [content().targets[t]["name"] for t in state.seats[seat]["targets"]]
        return "Targets: " + ", ".join(names)

    def drag_payload(self, index: QModelIndex) -> DragPayload | None:
        """A cube row carries a partial build: the drop on a stack fills in the plan and stack."""
        cube = self.rows[index.row()][1]
        return DragPayload(action={"type": "construct", "cube": cube}) if isinstance(cube, str) else None


class ChoicesModel(SessionList):
    """Choices besides the table gestures: pay, trade, Wild Tokens, colours, targets, and
    where to put a plan the City Planner took (it is no longer in a market to drag)."""

    def build(self, match) -> list[tuple[str, object]]:
        """The legal actions of the choice types, in words."""
        state = match.state
        if state.is_over() or state.current_player == CHANCE:
            return []
        describe = self.context.session.describe
        return [(describe(a), a) for a in state.legal_actions() if a["type"] in CHOICE_TYPES]

    def play(self, row: int) -> bool:
        """Play the choice in ``row``."""
        if not 0 <= row < len(self.rows):
            return False
        return self.context.session.dispatch(self.rows[row][1])


def list_view(model: SessionList, name: str):
    """A wrapping list view named ``name`` showing ``model``."""
    view = wrapping_list()
    view.setObjectName(name)
    view.setModel(model)
    return view


def board_view(context):
    """The player board list (cube rows drag onto stacks in 3D)."""
    view = list_view(PlayerBoardModel(context), "rhBoardView")
    view.setDragEnabled(True)
    view.setDragDropMode(QAbstractItemView.DragDropMode.DragOnly)
    return view


def choices_view(context):
    """The choices list: double-click or Enter plays one."""
    model = ChoicesModel(context)
    view = list_view(model, "rhChoicesView")
    view.activated.connect(lambda index: model.play(index.row()))
    view.setToolTip("Double-click a choice, or select it and press Enter")
    return view
