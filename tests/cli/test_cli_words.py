"""The command line's words (issue 21): every subcommand describes itself in its --help,
``export`` takes ``-o`` as well as ``--out``, ``simulate`` names the levels as the game does
(Baseline, never greedy, though "greedy" is still taken), and a foreman is "an Elf", "a Dwarf"."""

from __future__ import annotations

import argparse
import json
from pathlib import Path

import pytest
from PySide6.QtGui import QImage

from irondragon_qt.cli.main import _parser, main


def _subcommands() -> dict[str, argparse.ArgumentParser]:
    action = next(a for a in _parser()._actions if isinstance(a, argparse._SubParsersAction))
    return dict(action.choices)


def test_every_subcommand_describes_itself_in_its_help(capsys: pytest.CaptureFixture[str]) -> None:
    commands = _subcommands()
    assert {"play", "export", "map-check", "route", "best-network", "replay", "simulate"} <= set(commands)
    for name, parser in commands.items():
        assert parser.description and len(parser.description) > 40, name
        with pytest.raises(SystemExit) as done:
            main([name, "--help"])
        assert done.value.code == 0
        out = capsys.readouterr().out
        first = parser.description.split()[:4]
        assert " ".join(first) in " ".join(out.split()), name  # the description, after the usage line
    with pytest.raises(SystemExit):
        main(["play", "--help"])
    assert "Open the game window" in capsys.readouterr().out


def test_export_takes_o_as_well_as_out(qapp, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    short, long = tmp_path / "short.png", tmp_path / "long.png"
    assert main(["export", "-o", str(short), "--width", "300"]) == 0
    assert main(["export", "--out", str(long), "--width", "300"]) == 0
    assert capsys.readouterr().out.splitlines() == [f"wrote {short}", f"wrote {long}"]
    assert QImage(str(short)).width() == QImage(str(long)).width() == 300
    assert short.read_bytes() == long.read_bytes()
    with pytest.raises(SystemExit):
        main(["export", "--width", "300"])  # the file is still required
    assert "-o/--out" in capsys.readouterr().err


@pytest.mark.parametrize("name", ["greedy", "baseline", "Baseline", "GREEDY"])
def test_simulate_takes_both_names_of_the_baseline_and_prints_one(name: str,
                                                                   capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["simulate", "--players", f"{name},Easy", "--games", "1", "--turn-cap", "2"]) == 0
    out = capsys.readouterr().out
    assert "games of Baseline, Easy" in out and "greedy" not in out.casefold()
    rows = [line.split()[0] for line in out.splitlines()[2:]]
    assert sorted(rows) == ["Baseline", "Easy"]


def test_simulate_json_names_the_levels_as_the_game_does(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["simulate", "--players", "hard,greedy", "--games", "1", "--turn-cap", "2", "--json"]) == 0
    figures = json.loads(capsys.readouterr().out)
    assert set(figures["levels"]) == {"Baseline", "Hard"}


def test_simulate_refuses_an_unknown_level_naming_the_levels(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["simulate", "--players", "baseline,wizard", "--games", "1"]) == 2
    err = capsys.readouterr().err
    assert "Baseline, Easy, Standard, Hard" in err and "(not wizard)" in err and "greedy" not in err


@pytest.mark.parametrize(("kind", "words"), [
    ("elf", "with an Elf/Half-Elf foreman"), ("orc", "with an Orc foreman"),
    ("dwarf", "with a Dwarf foreman"), ("wee folk", "with a Wee Folk foreman")])
def test_a_foreman_takes_the_right_article(kind: str, words: str, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["route", "Kola", "Railla", "--foreman", kind]) == 0
    assert f"from Kola to Railla {words}:" in capsys.readouterr().out
    assert main(["best-network", "--foreman", kind]) == 0
    assert capsys.readouterr().out.startswith(f"Best network found {words}:")
