"""The running app's one source of truth: a Session holding the match, its autosave, and
the computer seats' turns (the headless turn driver run off the UI thread)."""

from babelworks.session.autosave import Autosave
from babelworks.session.computer_turns import ComputerTurns
from babelworks.session.session import Session, StateChange

__all__ = ["Autosave", "ComputerTurns", "Session", "StateChange"]  # not shown
