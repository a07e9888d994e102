"""Starting a child as a player's shell would, for the tests that send it a real Ctrl-C."""

from __future__ import annotations

import signal


def as_from_a_shell() -> None:
    """``preexec_fn``: SIGINT at its default and unblocked in the child.

    A child inherits its parent's SIGINT disposition and mask: after earlier tests in the same
    run the test process may hold SIGINT ignored or blocked, and a child started so never sees
    Ctrl-C. A player's shell starts the program with both at their defaults.
    """
    signal.signal(signal.SIGINT, signal.SIG_DFL)
    signal.pthread_sigmask(signal.SIG_UNBLOCK, {signal.SIGINT})
