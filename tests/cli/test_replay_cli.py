"""``irondragon replay SAVE [--summary] [--json]``: a saved game replayed without a window."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from irondragon_qt.cli.main import main
from irondragon_qt.games.iron_dragon.board.board import Board
from irondragon_qt.games.iron_dragon.rules import holdings
from irondragon_qt.games.iron_dragon.rules.game import Game
from irondragon_qt.games.iron_dragon.rules.options import GameOptions
from irondragon_qt.games.iron_dragon.saves import save_game
from irondragon_qt.games.iron_dragon.tools.replay_summary import format_summary, summary
from tests.random_player import play

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture(scope="module")
def game(board: Board) -> Game:
    g, _ = play(board, 3, 202, 200, GameOptions(start_cash=150), undo_every=10**9)
    return g


@pytest.fixture()
def save(game: Game, tmp_path: Path) -> Path:
    path = tmp_path / "game.json"
    save_game(game, path)
    return path


def test_summary_prints_every_player_and_where_the_game_stands(game: Game, save: Path,
                                                               capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["replay", str(save), "--summary"]) == 0
    out, err = capsys.readouterr()
    assert err == ""
    s = game.state
    assert out.startswith(f"{len(game.log)} actions replayed; round {s.round + 1}, {s.phase}.")
    assert f"To act: {s.players[s.current].name}." in out and "No winner yet (target 250 GP)." in out
    for i, p in enumerate(s.players):
        foreman = holdings.foreman_of(game, i)
        assert foreman is not None
        assert f"{p.name}: {p.cash} GP, {p.loco}, foreman {foreman.name} ({foreman.race})" in out
        majors = sorted(holdings.networks(game).connected_majors(i))
        assert f"major cities connected ({len(majors)}): {', '.join(majors) or 'none'}" in out
        assert f"loads: {', '.join(p.loads) or 'none'}" in out
        for card in p.hand:
            assert f"  {card}: " in out
    assert game.history[1] not in out  # --summary leaves the log out


def test_without_summary_the_log_comes_first(game: Game, save: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["replay", str(save)]) == 0
    out = capsys.readouterr().out
    assert out.startswith("\n".join(game.history[:5]))
    assert f"{len(game.log)} actions replayed" in out


def test_json_is_the_final_state_as_data(game: Game, save: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["replay", str(save), "--json", "--summary"]) == 0
    data = json.loads(capsys.readouterr().out)
    s = game.state
    assert data["actions"] == len(game.log) and data["phase"] == s.phase and data["round"] == s.round
    assert data["turn_number"] == s.turn_number and data["winner"] is None
    assert data["current"] == s.players[s.current].name and "history" not in data
    for i, (p, row) in enumerate(zip(s.players, data["players"], strict=True)):
        assert (row["name"], row["cash"], row["loco"], row["loads"]) == (p.name, p.cash, p.loco, p.loads)
        assert row["foreman"]["card"] == p.foreman
        assert [c["card"] for c in row["demands"]] == p.hand and all(len(c["demands"]) == 3 for c in row["demands"])
        assert row["majors_connected"] == sorted(holdings.networks(game).connected_majors(i))
    assert main(["replay", str(save), "--json"]) == 0
    assert json.loads(capsys.readouterr().out)["history"] == game.history


def test_the_summary_names_the_winner(game: Game) -> None:
    data = summary(game)
    data.update(phase="over", winner="P2", current=None)
    lines = format_summary(data)
    assert "the game is over" in lines[0] and "Winner: P2." in lines and not any("To act" in x for x in lines)


@pytest.mark.parametrize(("content", "words"), [
    (b"", "empty, not a saved game"),
    (b'{"format": "irondragon-game", "version": 1, "ma', "damaged or cut short"),
    (b'{"format": "irondragon-game", "version": 1, "map": "eurorails", "seed": 1, "players": ["A", "B"], '
     b'"actions": []}', "for the map 'eurorails'"),
    (b'{"format": "irondragon-game", "version": 1, "map": "iron_dragon", "seed": 1, "players": ["A", "B"], '
     b'"actions": [{"type": "end_turn", "player": 0}]}', "action 1 (end_turn) is not legal"),
])
def test_a_bad_save_exits_2_with_one_line_on_stderr(tmp_path: Path, capsys: pytest.CaptureFixture[str],
                                                    content: bytes, words: str) -> None:
    path = tmp_path / "bad.json"
    path.write_bytes(content)
    assert main(["replay", str(path)]) == 2
    out, err = capsys.readouterr()
    assert out == ""
    assert err.count("\n") == 1 and err.startswith("irondragon replay: bad.json: ") and words in err, err


def test_a_missing_save_or_map_exits_2(tmp_path: Path, save: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["replay", str(tmp_path / "none.json")]) == 2
    assert "none.json: cannot be read" in capsys.readouterr().err
    assert main(["--map", str(tmp_path / "nomap"), "replay", str(save)]) == 2
    err = capsys.readouterr().err
    assert err.startswith("irondragon replay: cannot load the map") and err.count("\n") == 1


def test_the_command_runs_headless_without_qt(save: Path) -> None:
    proc = subprocess.run([sys.executable, "-m", "irondragon_qt", "replay", str(save), "--summary"], cwd=ROOT,
                          capture_output=True, text=True, timeout=60)
    assert proc.returncode == 0, proc.stderr
    assert "actions replayed" in proc.stdout
    code = ("import sys; from irondragon_qt.cli.main import main; code = main(['replay', sys.argv[1], '--json']); "
            "print(any(m.startswith('PySide6') for m in sys.modules), code, file=sys.stderr)")
    proc = subprocess.run([sys.executable, "-c", code, str(save)], cwd=ROOT, capture_output=True, text=True,
                          timeout=60)
    assert proc.stderr.strip() == "False 0", proc.stderr
