"""Every line a player reads goes through Qt's translation machinery (issue 40).

Two checks on the code, one on the file a translator opens:

- no string literal in a module a player's words come from reads as words without being
  marked (``translate``, ``content_words``) or said to be never shown (``# not shown``);
- ``pyside6-lupdate`` run over the package and the content files finds exactly the lines
  ``babelworks/i18n/babelworks.ts`` lists: a new line fails until ``python -m
  tools.translations`` adds it, and a line no longer said fails until it is dropped.

That the window really shows them translated is ``tests/ui/test_words_translated.py``.
"""

from __future__ import annotations

import ast
from pathlib import Path

from babelworks.core.words import Phrase, content_words, listed, translate
from tools import translations


def test_every_line_a_player_reads_is_marked_for_translation() -> None:
    found = translations.unmarked(translations.scanned_modules())
    assert not found, f"{len(found)} lines a player reads are not marked:\n" + "\n".join(found[:100])


def test_the_scanner_finds_an_unmarked_line_and_passes_a_marked_one(tmp_path: Path) -> None:
    module = tmp_path / "sample.py"
    module.write_text(
        '"""A docstring is not shown."""\n'
        "from babelworks.core.words import translate\n"
        'A = "You cannot build there."\n'
        'B = translate("Sample", "You can build here.")\n'
        'C = f"{1} meeples rolled"\n'
        'D = "an id of words"  # not shown\n'
        'E = settings.value("view/camera")\n'
        'log.warning("a log line for developers")\n',
        encoding="utf-8",
    )
    found = [line.split(": ", 1)[0].rsplit(":", 1)[1] for line in translations.unmarked([module])]
    assert found == ["3", "5"]


def test_the_translation_source_list_is_up_to_date(tmp_path: Path) -> None:
    fresh = tmp_path / "fresh.ts"
    translations.lupdate(fresh)
    listed_now, committed = translations.messages(fresh), translations.messages(translations.TS_FILE)
    assert len(listed_now) > 1000, "lupdate must find the package's lines"
    missing, stale = sorted(listed_now - committed), sorted(committed - listed_now)
    assert not missing and not stale, (
        "babelworks/i18n/babelworks.ts is out of date: run `python -m tools.translations`\n"
        f"missing: {missing[:20]}\nno longer said: {stale[:20]}"
    )


def test_the_content_files_names_and_texts_are_listed() -> None:
    lines = translations.content_lines()
    texts = {ast.literal_eval(line.split(", ", 1)[1][:-1]) for line in lines}
    assert {"Architect", "Teamster", "Learn to play Skyscrapers"} <= texts


def test_a_phrase_is_its_english_line_and_remembers_how_it_was_said() -> None:
    who = translate("Log", "an Architect")
    line = translate("Log", "{who} rolls {count}", who=who, count=3)
    assert line == "an Architect rolls 3" and isinstance(line, str)
    assert (line.context, line.source, line.fields) == (
        "Log",
        "{who} rolls {count}",
        {"who": who, "count": 3},
    )
    assert isinstance(content_words("Teamster"), Phrase)
    joined = listed([translate("Log", "1 Working Hard"), who])
    assert joined == "1 Working Hard, an Architect" and joined.fields["part1"] is who
