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


class AmbiguousGesture(ValueError):
    """A gesture that means more than one legal action (after python-chess's
    ``AmbiguousMoveError``): the table asks which one, from :attr:`choices`.

    Nothing changes when this is raised.
    """

    def __init__(self, message: str, choices: list[dict]) -> None:
        super().__init__(message)
        self.choices = choices
