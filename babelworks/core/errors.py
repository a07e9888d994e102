"""Typed errors shared by every layer."""


class IllegalAction(ValueError):
    """An action the rules do not allow now.

    The message is written for a player ("Csilla Tower needs glass on stack 1; you
    placed steel") and the state that refused the action is unchanged.
    """


class SaveError(ValueError):
    """A save file that cannot be loaded: malformed, truncated, hostile or too new.

    Loading never changes anything when this is raised; the message says what is
    wrong in words a player understands.
    """


class ContentError(ValueError):
    """A content file in ``assets/`` that is missing or broken.

    The message names the file, the entry and the problem.
    """
