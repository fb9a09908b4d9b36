"""The command line in the system's language (issue 48): with LANGUAGE=de its help, argparse's
own words and its messages are German, and nothing of the shell's English is left in them."""

from __future__ import annotations

import argparse
from collections.abc import Iterator
from pathlib import Path

import pytest

from irondragon_qt.cli.argparse_words import use_our_words
from irondragon_qt.cli.main import _parser, main
from irondragon_qt.engine import i18n

from ..ui.words_left import english_in


@pytest.fixture
def german(monkeypatch: pytest.MonkeyPatch, translations_built: None) -> Iterator[None]:
    monkeypatch.setenv("LANGUAGE", "de")
    yield
    i18n.set_language("en")
    use_our_words()  # argparse's words English again


def _helps(parser: argparse.ArgumentParser) -> list[str]:
    """Every description and help text of a parser and its subcommands."""
    out = [parser.description or ""]
    for action in parser._actions:
        if action.help and action.help != argparse.SUPPRESS:
            out.append(action.help)
        if isinstance(action, argparse._SubParsersAction):
            out += [c.help for c in action._choices_actions if c.help]
            for sub in action.choices.values():
                out += _helps(sub)
    return [t for t in out if t]


def test_every_help_of_the_command_line_is_german(german: None, capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as done:
        main(["export", "--help"])
    assert done.value.code == 0
    out = capsys.readouterr().out
    assert out.startswith("Aufruf: irondragon export") and "\nOptionen:\n" in out
    assert "diese Hilfe zeigen und beenden" in out and "Ausgabedatei: .png oder .svg" in out
    helps = _helps(_parser())  # built in the language main() chose
    assert len(helps) > 40
    assert english_in(helps) == []


def test_a_mistake_on_the_command_line_is_told_in_german(german: None, tmp_path: Path,
                                                         capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit):
        main(["export", "--width", "300"])
    assert "irondragon export: Fehler: diese Argumente fehlen: -o/--out" in capsys.readouterr().err
    assert main(["export", "-o", str(tmp_path / "x.txt")]) == 2
    assert "der Dateiname muss auf .png oder .svg enden" in capsys.readouterr().err
    assert main(["replay", str(tmp_path / "missing.json"), "--game", "no-such-game"]) == 2
    assert "kein Spiel namens 'no-such-game': die Spiele sind" in capsys.readouterr().err


def test_in_english_the_same_helps_are_found_english(capsys: pytest.CaptureFixture[str]) -> None:
    """The check above finds what it looks for."""
    i18n.set_language("en")
    assert len(english_in(_helps(_parser()))) > 30


def test_the_paragraph_of_a_window_that_cannot_open_is_german(german: None) -> None:
    from irondragon_qt.ui.display import display_problem

    i18n.set_language()  # the system's: LANGUAGE=de
    said = display_problem({"QT_QPA_PLATFORM": "xcb"}, "linux")
    assert said is not None and said.startswith("irondragon: das Spielfenster kann nicht öffnen: es wurde kein")
    assert "`sudo apt install" in said and english_in([" ".join(said.split())]) == []
