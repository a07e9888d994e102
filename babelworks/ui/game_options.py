"""The New Game dialog's options box: every option the chosen game declares, with its words.

The options come from the game's :class:`~babelworks.core.gameinfo.GameInfo`
(one declaration for the dialog, ``simulate --option`` and save loading). A
true/false option is a check box, a number a spin box (or a list of its allowed
values); the option's explanation is written under it. The last values chosen
for each game are remembered in QSettings and read back through
:meth:`Option.parse`, so a stale or hand-edited value falls back to the default.
"""

from __future__ import annotations

from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QCheckBox, QComboBox, QGroupBox, QLabel, QSpinBox, QVBoxLayout, QWidget

from babelworks.core.gameinfo import Option
from babelworks.i18n import shown, translate
from babelworks.ui.named import named

KEY = "new_game/options/"  # + game id + "/" + option name


class OptionsBox(QGroupBox):
    """The chosen game's options; :meth:`values` gives them as the game's set-up takes them."""

    def __init__(self, settings: QSettings, parent: QWidget | None = None) -> None:
        super().__init__(translate("New game dialog", "Options"), parent)
        self._settings = settings
        self._fields: dict[str, tuple[Option, QWidget]] = {}
        self._game_id = ""
        self._layout = QVBoxLayout(self)

    def show_game(self, game_id: str, options: tuple[Option, ...]) -> None:
        """Offer ``options`` (of ``game_id``) at their remembered values."""
        while self._layout.count():
            item = self._layout.takeAt(0)
            old = None if item is None else item.widget()
            assert old is not None  # the layout holds option widgets only
            old.hide()
            old.deleteLater()
        self._game_id, self._fields = game_id, {}
        for option in options:
            field = _field(option, self._remembered(option))
            field.setObjectName(f"option:{option.name}")
            field.setToolTip(shown(option.help))
            explanation = named(QLabel(shown(option.help), wordWrap=True), "optionHelp")
            explanation.setStyleSheet("color: palette(placeholder-text); margin-left: 22px;")
            self._layout.addWidget(field)
            self._layout.addWidget(explanation)
            self._fields[option.name] = (option, field)
        self.setVisible(bool(options))

    def values(self) -> dict:
        """Each option's chosen value, by name."""
        return {name: _value(field) for name, (_, field) in self._fields.items()}

    def remember(self) -> None:
        """Keep the chosen values for the next game of this kind."""
        for name, value in self.values().items():
            self._settings.setValue(f"{KEY}{self._game_id}/{name}", str(value).lower())

    def _remembered(self, option: Option):
        stored = self._settings.value(f"{KEY}{self._game_id}/{option.name}")
        try:
            return option.default if stored is None else option.parse(str(stored))
        except ValueError:
            return option.default


def _field(option: Option, value) -> QWidget:
    """The widget for one option, showing ``value``."""
    if option.kind is bool:
        box = QCheckBox(shown(option.label))
        box.setChecked(bool(value))
        return box
    if option.choices:
        chooser = QComboBox()
        for choice in option.choices:
            chooser.addItem(
                translate("New game dialog", "{option}: {choice}").format(option=option.label, choice=choice),
                choice,
            )
        chooser.setCurrentIndex(max(chooser.findData(value), 0))
        return chooser
    spin = QSpinBox()
    spin.setRange(-(10**6), 10**6)
    spin.setPrefix(translate("New game dialog", "{option}: ").format(option=option.label))
    spin.setValue(int(value))
    return spin


def _value(field: QWidget):
    if isinstance(field, QCheckBox):
        return field.isChecked()
    if isinstance(field, QComboBox):
        return field.currentData()
    assert isinstance(field, QSpinBox)  # the third kind of field (see _field)
    return field.value()
