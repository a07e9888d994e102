"""The command line's surface: help for everything, no window without a display, no guessing."""

from __future__ import annotations

import argparse

import pytest

import babelworks.commands
from babelworks.cli import SUBCOMMANDS, _top_parser, command_parser, main


def _lines(capsys) -> list[str]:
    out, err = capsys.readouterr()
    assert "Traceback" not in out + err
    return err.strip().splitlines()


def _subparsers(parser: argparse.ArgumentParser) -> dict[str, argparse.ArgumentParser]:
    found = next(a for a in parser._actions if isinstance(a, argparse._SubParsersAction))
    return dict(found.choices)


def test_every_command_and_argument_has_help_and_the_usage_lists_the_commands():
    top = _top_parser()
    usage = top.format_help()
    assert all(command in usage for command in SUBCOMMANDS)
    parsers = {"": top, **_subparsers(command_parser())}
    assert set(parsers) == {"", *SUBCOMMANDS}
    for name, parser in parsers.items():
        for action in parser._actions:
            assert action.help and action.help.strip(), (name, action.dest)


@pytest.mark.parametrize(
    "argv",
    [[], ["--self-test"], ["open", "x.babelworks"], ["replay", "x.babelworks", "--show"]],
)
def test_without_a_display_a_window_is_refused_in_one_line(argv, monkeypatch, capsys, tmp_path):
    for name in ("DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM"):
        monkeypatch.delenv(name, raising=False)
    monkeypatch.setattr(babelworks.commands.sys, "platform", "linux")
    monkeypatch.chdir(tmp_path)
    (tmp_path / "x.babelworks").write_text("{}")
    if argv[:1] == ["replay"]:  # the save is read first: use a real one
        assert main(["simulate", "--game", "skyscrapers", "--players", "2", "--save-dir", "."]) == 0
        argv = ["replay", next(tmp_path.glob("skyscrapers-*")).name, "--show"]
    capsys.readouterr()
    assert main(argv) == 2
    (line,) = _lines(capsys)
    assert "no display" in line


def test_an_unknown_command_is_refused_unless_it_names_a_file(capsys, monkeypatch, tmp_path):
    monkeypatch.chdir(tmp_path)
    assert main(["frobnicate"]) == 2
    (line,) = _lines(capsys)
    assert "'frobnicate' is neither a command" in line and "simulate" in line
    opened = []
    monkeypatch.setattr("babelworks.cli._launch_gui", lambda save: opened.append(save) or 0)
    monkeypatch.setenv("QT_QPA_PLATFORM", "offscreen")
    (tmp_path / "frobnicate").write_text("{}")
    assert main(["frobnicate"]) == 0 and opened == ["frobnicate"]
