"""What a game declares once: its id, name, player counts and options.

Every game package exposes one :class:`GameInfo` (``GAME.info``). The New Game
dialog, ``simulate --option``, save loading and the registry read the options
from here, so an option is declared in one place with its type, default and the
words that explain it.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from babelworks.core.words import translate

_TRUE = ("true", "yes", "on", "1")
_FALSE = ("false", "no", "off", "0")


@dataclass(frozen=True)
class Option:
    """One game option: its name, type (bool or int), default and explanation."""

    name: str
    kind: type
    default: Any
    label: str
    help: str
    choices: tuple = ()

    def parse(self, value: Any) -> Any:
        """The option's value from ``value`` (typed, or text from the command line).

        Raises:
            ValueError: a sentence saying what is wrong with the value.
        """
        if isinstance(value, str):
            return self._from_text(value)
        if type(value) is not self.kind:
            raise ValueError(
                translate("Game options", "Option '{option}' takes {kind}, not {value}.").format(
                    option=self.name, kind=self._kind_words(), value=repr(value)
                )
            )
        return self._checked(value)

    def _from_text(self, text: str) -> Any:
        word = text.strip().lower()
        if self.kind is bool:
            if word in _TRUE:
                return True
            if word in _FALSE:
                return False
        elif self.kind is int and word.isascii() and word.lstrip("-").isdigit() and len(word) < 12:
            return self._checked(int(word))
        raise ValueError(
            translate("Game options", "Option '{option}' takes {kind}, not '{value}'.").format(
                option=self.name, kind=self._kind_words(), value=text[:40]
            )
        )

    def _checked(self, value: Any) -> Any:
        if self.choices and value not in self.choices:
            allowed = ", ".join(str(choice) for choice in self.choices)  # numbers
            raise ValueError(
                translate("Game options", "Option '{option}' must be one of {allowed}, not {value}.").format(
                    option=self.name, allowed=allowed, value=repr(value)
                )
            )
        return value

    def _kind_words(self) -> str:
        if self.kind is bool:
            return translate("Game options", "true or false")
        return translate("Game options", "a whole number")


@dataclass(frozen=True)
class GameInfo:
    """A game's identity: id, name, player counts and declared options."""

    id: str
    name: str
    min_players: int
    max_players: int
    options: tuple[Option, ...] = field(default=())

    def option(self, name: str) -> Option:
        """The declared option called ``name``.

        Raises:
            ValueError: no such option (the sentence lists the known ones).
        """
        for option in self.options:
            if option.name == name:
                return option
        known = ", ".join(option.name for option in self.options) or translate("Game options", "none")
        raise ValueError(
            translate("Game options", "{game} has no option '{option}' (its options: {known}).").format(
                game=self.name, option=str(name)[:40], known=known
            )
        )

    def check_options(self, given: dict | None) -> dict:
        """Every declared option with its value: ``given`` checked strictly, defaults filled in.

        Raises:
            ValueError: an unknown option name or a value of the wrong type.
        """
        if given is not None and not isinstance(given, dict):
            raise ValueError(
                translate("Game options", "Options must be a mapping of option names to values.")
            )
        values = {option.name: option.default for option in self.options}
        for name, value in (given or {}).items():
            values[name] = self.option(name).parse(value)
        return values

    def check_players(self, players: Any) -> int:
        """``players`` when this game allows that many seats.

        Raises:
            ValueError: not a whole number in the allowed range.
        """
        if type(players) is not int or not self.min_players <= players <= self.max_players:
            raise ValueError(
                translate("Game options", "{game} is for {least}-{most} players, not {players}.").format(
                    game=self.name, least=self.min_players, most=self.max_players, players=repr(players)
                )
            )
        return players
