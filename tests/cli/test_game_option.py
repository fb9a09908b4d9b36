"""``--game TITLE`` on the commands that play, draw, check or replay a game (issue 23): the
registered games by name, Iron Dragon by default; an unknown name is refused in one line that
lists the games there are, before anything is loaded."""

from __future__ import annotations

from pathlib import Path

import pytest

from irondragon_qt.cli.main import main
from irondragon_qt.games.iron_dragon.board.board import Board
from irondragon_qt.games.iron_dragon.rules.game import Game
from irondragon_qt.games.iron_dragon.saves import save_game

FIXTURES = Path(__file__).resolve().parents[1] / "games" / "iron_dragon" / "bots" / "fixtures"
FIXTURE = FIXTURES / "riding_100044_round9.json"


@pytest.mark.parametrize("command", [["play"], ["map-check"], ["replay", str(FIXTURE)],
                                     ["simulate", "--players", "hard"], ["export", "--out", "board.png"]])
def test_an_unknown_game_is_refused_naming_the_games(command: list[str], capsys: pytest.CaptureFixture[str]) -> None:
    assert main([*command, "--game", "chess"]) == 2
    err = capsys.readouterr().err
    assert "no game called 'chess'" in err and "iron-dragon" in err


def test_the_help_names_the_games(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit):
        main(["simulate", "--help"])
    assert "--game TITLE" in capsys.readouterr().out


def test_iron_dragon_by_name_is_the_default(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["replay", str(FIXTURE), "--summary"]) == 0
    default = capsys.readouterr().out
    assert main(["replay", "--game", "iron-dragon", str(FIXTURE), "--summary"]) == 0
    assert capsys.readouterr().out == default
    assert main(["simulate", "--game", "iron-dragon", "--players", "greedy", "--games", "1", "--turn-cap", "2"]) == 0


def test_export_takes_the_save_with_save_and_still_with_game(board: Board, tmp_path: Path) -> None:
    """The picture of a game: ``--save SAVE``; ``--game SAVE``, its name before games had names,
    still works."""
    save = tmp_path / "g.json"
    save_game(Game(board, ["A", "B"], seed=3), save)
    new, old = tmp_path / "new.png", tmp_path / "old.png"
    assert main(["export", "--game", "iron-dragon", "--save", str(save), "--out", str(new), "--width", "400"]) == 0
    assert main(["export", "--game", str(save), "--out", str(old), "--width", "400"]) == 0
    assert new.read_bytes() == old.read_bytes()
