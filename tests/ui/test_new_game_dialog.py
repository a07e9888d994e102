"""The New Game dialog: game, players within limits, names, colours, seed; choices remembered."""

from __future__ import annotations

from PySide6.QtGui import QColor
from PySide6.QtWidgets import QDialogButtonBox

from babelworks.ui.new_game_dialog import NewGameDialog
from tests.session.tally_game import TallyGame

TALLY = TallyGame()


class Duel(TallyGame):
    """A two-player-only variant, to check the player limits follow the game."""

    id = "duel"
    name = "Duel"
    min_players = 2
    max_players = 2


GAMES = {"tally": TALLY, "duel": Duel()}


def dialog(qtbot, settings, games=GAMES, game_id=None) -> NewGameDialog:
    shown = NewGameDialog(games, settings, game_id=game_id)
    qtbot.addWidget(shown)
    return shown


def test_players_stay_within_the_games_limits(qtbot, settings):
    chooser = dialog(qtbot, settings)
    assert (chooser.players_box.minimum(), chooser.players_box.maximum()) == (1, 4)
    chooser.players_box.setValue(4)
    assert chooser.setup().players == 4
    chooser.game_box.setCurrentIndex(chooser.game_box.findData("duel"))
    assert (chooser.players_box.minimum(), chooser.players_box.maximum()) == (2, 2)
    assert chooser.setup().players == 2
    assert len(chooser.setup().seats) == 2


def test_names_colours_and_seed_make_the_setup(qtbot, settings):
    chooser = dialog(qtbot, settings)
    chooser.players_box.setValue(2)
    chooser._rows[0].name_edit.setText("Anna")
    chooser._rows[1].name_edit.setText("  ")
    chooser._rows[1].set_colour("#123456")
    chooser.seed_edit.setText("42")
    setup = chooser.setup()
    assert (setup.game, setup.players, setup.seed) == ("tally", 2, 42)
    assert [(s.name, s.colour) for s in setup.seats] == [("Anna", "#e69f00"), ("Player 2", "#123456")]


def test_seed_is_random_by_default_and_only_digits(qtbot, settings):
    seeds = {dialog(qtbot, settings).setup().seed for _ in range(3)}
    assert len(seeds) == 3
    chooser = dialog(qtbot, settings)
    chooser.seed_edit.setText("")
    qtbot.keyClicks(chooser.seed_edit, "12x3")
    assert chooser.seed_edit.text() == "123"


def test_last_choices_are_remembered(qtbot, settings):
    chooser = dialog(qtbot, settings)
    chooser.game_box.setCurrentIndex(chooser.game_box.findData("tally"))
    chooser.players_box.setValue(3)
    chooser._rows[2].name_edit.setText("Csilla")
    chooser._rows[2].set_colour("#00ff00")
    chooser.accept()
    again = dialog(qtbot, settings)
    setup = again.setup()
    assert (setup.game, setup.players) == ("tally", 3)
    assert (setup.seats[2].name, setup.seats[2].colour) == ("Csilla", "#00ff00")


def test_without_games_ok_is_disabled(qtbot, settings):
    chooser = dialog(qtbot, settings, games={})
    assert not chooser.buttons.button(QDialogButtonBox.StandardButton.Ok).isEnabled()


def test_file_new_game_starts_the_chosen_game(window, monkeypatch):
    def accept_as_shown(chooser):
        chooser.players_box.setValue(3)
        chooser.seed_edit.setText("9")
        chooser.accept()
        return NewGameDialog.DialogCode.Accepted

    monkeypatch.setattr(NewGameDialog, "exec", accept_as_shown)
    window.acts.new_game.trigger()
    setup = window.session.match.setup
    assert (setup.game, setup.players, setup.seed) == ("tally", 3, 9)
    assert window.session.match.log == []


def test_a_single_remembered_seat_comes_back_whole(qtbot, tmp_path):
    """An INI file read in a new process gives a one-item list back as a plain string."""
    from PySide6.QtCore import QSettings

    path = tmp_path / "written_by_an_earlier_run.ini"
    path.write_text("[new_game]\ncolours=#123456\ngame=tally\nnames=Solo Sam\nplayers=1\n")
    setup = dialog(qtbot, QSettings(str(path), QSettings.Format.IniFormat)).setup()
    assert [(s.name, s.colour) for s in setup.seats] == [("Solo Sam", "#123456")]


def test_colour_buttons_show_a_swatch_and_the_colour_word_never_a_hex_code(qtbot, settings):
    chooser = dialog(qtbot, settings)
    chooser.players_box.setValue(3)
    chooser._rows[2].set_colour("#8b4513")
    buttons = [row.colour_button for row in chooser._rows]
    assert [button.text() for button in buttons] == ["orange", "light blue", "brown"]
    for button, row in zip(buttons, chooser._rows):
        assert "#" not in button.text() + button.toolTip()
        shown = button.icon().pixmap(8, 8).toImage().pixelColor(4, 4)
        wanted = QColor(row.colour)  # the seat's colour, to the 16-bit test display's precision
        assert (
            max(
                abs(shown.red() - wanted.red()),
                abs(shown.green() - wanted.green()),
                abs(shown.blue() - wanted.blue()),
            )
            <= 8
        )


def test_each_seat_is_a_person_or_a_computer_remembered_per_game(qtbot, settings):
    chooser = dialog(qtbot, settings)
    chooser.players_box.setValue(3)
    assert [row.player_box.currentData() for row in chooser._rows] == ["person", "normal", "normal"]
    chooser._rows[1].set_player("hard")
    chooser._rows[2].set_player("random")
    chooser._rows[2].name_edit.setText("Robo")
    setup = chooser.setup()
    assert [(s.name, s.player) for s in setup.seats] == [
        ("Player 1", "person"),
        ("Computer 2", "hard"),
        ("Robo", "random"),
    ]
    chooser.accept()
    chooser.game_box.setCurrentIndex(chooser.game_box.findData("duel"))
    duel = dialog(qtbot, settings)
    duel.game_box.setCurrentIndex(duel.game_box.findData("duel"))
    duel._rows[0].set_player("easy")
    duel._rows[1].set_player("easy")
    duel.accept()
    assert [s.player for s in duel.setup().seats] == ["easy", "easy"], "all computers: a demo"
    again = dialog(qtbot, settings)  # opens on the last game, duel
    assert [row.player_box.currentData() for row in again._rows] == ["easy", "easy"]
    again.game_box.setCurrentIndex(again.game_box.findData("tally"))
    again.players_box.setValue(3)
    assert [s.player for s in again.setup().seats] == ["person", "hard", "random"]


def test_every_declared_option_is_offered_with_its_explanation(qtbot, settings):
    from PySide6.QtWidgets import QCheckBox, QLabel

    from babelworks import registry

    chooser = dialog(qtbot, settings, registry.games())
    for game_id, game in registry.games().items():
        chooser.game_box.setCurrentIndex(chooser.game_box.findData(game_id))
        box = chooser.options_box
        for option in game.info.options:
            field = box.findChild(QCheckBox, f"option:{option.name}")
            assert field is not None and field.text() == option.label and field.toolTip() == option.help
            assert option.help in [label.text() for label in box.findChildren(QLabel, "optionHelp")]
        assert set(chooser.setup().options) == {option.name for option in game.info.options}


def test_options_reach_the_setup_and_are_remembered_per_game(qtbot, settings):
    from PySide6.QtWidgets import QCheckBox

    from babelworks import registry

    first = dialog(qtbot, settings, registry.games())
    first.game_box.setCurrentIndex(first.game_box.findData("rise-of-babel"))
    first.options_box.findChild(QCheckBox, "option:bonus_tiles").setChecked(True)
    assert first.setup().options == {"bonus_tiles": True, "no_negative_confusion": False}
    first.accept()
    again = NewGameDialog(registry.games(), settings, None, "skyscrapers")
    qtbot.addWidget(again)
    assert again.setup().game == "skyscrapers" and again.setup().options == {
        "steady_hands": False,
        "equal_turns": False,
    }
    again.game_box.setCurrentIndex(again.game_box.findData("rise-of-babel"))
    assert again.setup().options == {"bonus_tiles": True, "no_negative_confusion": False}


def test_a_spoilt_remembered_option_falls_back_to_its_default(qtbot, settings):
    from babelworks import registry

    settings.setValue("new_game/options/rolling-heights/first_game_ads", "perhaps")
    chooser = NewGameDialog(registry.games(), settings, None, "rolling-heights")
    qtbot.addWidget(chooser)
    assert chooser.setup().options == {"first_game_ads": False}


def test_the_dialog_grows_to_show_every_word_when_the_game_or_seats_change(qtbot, settings):
    from babelworks import registry
    from tests.ui.text_fit import cut_texts

    chooser = dialog(qtbot, settings, registry.games())
    chooser.game_box.setCurrentIndex(chooser.game_box.findData("rolling-heights"))
    chooser.show()
    qtbot.waitExposed(chooser)
    for game_id, players in [("rise-of-babel", 3), ("skyscrapers", 4), ("rise-of-babel", 4)]:
        chooser.game_box.setCurrentIndex(chooser.game_box.findData(game_id))
        chooser.players_box.setValue(players)
        # the new fields are shown, polished and laid out (posted events: slower under load)
        qtbot.waitUntil(lambda: not cut_texts(chooser), timeout=3000)
        assert [words for _, words in cut_texts(chooser)] == [], game_id


def test_a_person_is_never_called_computer_by_another_games_names(qtbot, settings):
    first = dialog(qtbot, settings)
    first.game_box.setCurrentIndex(first.game_box.findData("tally"))
    first.players_box.setValue(2)
    first._rows[1].set_player("normal")  # "Player 2" becomes "Computer 2"
    first.accept()
    settings.setValue("new_game/players/duel", ["person", "person"])  # a duel set up for two people
    duel = dialog(qtbot, settings, game_id="duel")
    assert [(s.name, s.player) for s in duel.setup().seats] == [
        ("Player 1", "person"),
        ("Player 2", "person"),
    ]


def test_from_fresh_settings_a_person_plays_one_normal_computer(qtbot, settings):
    from babelworks import registry

    chooser = dialog(qtbot, settings, registry.games())
    for game_id in registry.games():
        chooser.game_box.setCurrentIndex(chooser.game_box.findData(game_id))
        setup = chooser.setup()
        assert [(s.name, s.player) for s in setup.seats] == [("Player 1", "person"), ("Computer 2", "normal")]


def test_seat_kinds_and_counts_follow_the_game_chosen(qtbot, settings):
    from babelworks import registry

    chooser = dialog(qtbot, settings, registry.games(), game_id="skyscrapers")
    chooser.players_box.setValue(3)
    chooser._rows[1].set_player("person")
    chooser._rows[2].set_player("hard")
    chooser.game_box.setCurrentIndex(chooser.game_box.findData("rise-of-babel"))
    assert [s.player for s in chooser.setup().seats] == ["person", "normal"]
    chooser._rows[1].set_player("easy")
    chooser.game_box.setCurrentIndex(chooser.game_box.findData("skyscrapers"))
    assert [s.player for s in chooser.setup().seats] == ["person", "person", "hard"], "kept while open"
    chooser.accept()
    again = dialog(qtbot, settings, registry.games())  # on the last game chosen, as it was set up
    assert [s.player for s in again.setup().seats] == ["person", "person", "hard"]
    again.game_box.setCurrentIndex(again.game_box.findData("rise-of-babel"))
    assert [s.player for s in again.setup().seats] == ["person", "normal"], "never set up: fresh"


def test_no_empty_band_is_left_after_a_game_with_more_to_choose(qtbot, settings):
    from babelworks import registry

    chooser = dialog(qtbot, settings, registry.games(), game_id="rolling-heights")
    chooser.show()
    qtbot.waitExposed(chooser)
    heights = {}
    for game_id, players in [("rolling-heights", 2), ("skyscrapers", 4), ("rolling-heights", 2)]:
        chooser.game_box.setCurrentIndex(chooser.game_box.findData(game_id))
        chooser.players_box.setValue(players)
        qtbot.wait(50)  # the new fields are laid out (posted events)
        buttons = chooser.buttons.geometry()
        assert chooser.height() - buttons.bottom() <= 30, (game_id, chooser.height(), buttons)
        heights.setdefault(game_id, []).append(chooser.height())
    assert heights["rolling-heights"][0] == heights["rolling-heights"][1]
    assert heights["skyscrapers"][0] > heights["rolling-heights"][0]
