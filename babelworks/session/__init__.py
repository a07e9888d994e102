"""The running app's one source of truth: a Session holding the match, and its autosave."""

from babelworks.session.autosave import Autosave
from babelworks.session.session import Session

__all__ = ["Autosave", "Session"]
