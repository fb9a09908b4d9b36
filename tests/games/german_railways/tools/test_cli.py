"""German Railways' tools through the command line itself (replay, replay --json, map-check,
simulate), with the game registered for the test only: the pack declares itself later, and the
command line names no game, so these prove the tools fit what each command asks of them."""

from __future__ import annotations

import dataclasses
import json
from pathlib import Path

import pytest

import irondragon_qt.games  # noqa: F401  (registers the bundled games)
from irondragon_qt.cli.main import main
from irondragon_qt.cli.simulate import format_summary
from irondragon_qt.engine import registry
from irondragon_qt.engine.registry import game_pack
from irondragon_qt.games.german_railways.saves import save_game
from irondragon_qt.games.german_railways.tools import parts, simulation

from ..rules.random_play import play

KEY = "german-railways"


@pytest.fixture
def registered(monkeypatch: pytest.MonkeyPatch) -> None:
    """The pack as the command line sees it: its key, seat counts and tools (the rest is unused)."""
    if KEY in registry.game_keys():
        return
    pack = dataclasses.replace(game_pack(), key=KEY, title="German Railways", save_format="german-railways-game",
                               players=(3, 4, 5), folder="german_railways", tools=lambda: parts)
    monkeypatch.setitem(registry._PACKS, KEY, pack)


def test_replay_prints_the_log_and_where_the_game_stands(registered: None, tmp_path: Path,
                                                         capsys: pytest.CaptureFixture[str]) -> None:
    game = play(parts.load_map(None), 6, upto=120)
    path = tmp_path / "g.json"
    save_game(game, path)
    assert main(["replay", str(path), "--game", KEY]) == 0
    out = capsys.readouterr().out
    assert out.startswith(game.history[0]) and f"{len(game.log)} actions replayed" in out
    assert main(["replay", str(path), "--game", KEY, "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["history"] == game.history and data["round"] == game.state.round
    assert [p["cash"] for p in data["players"]] == [p.cash for p in game.state.players]
    path.write_text('{"format": "german-railways-game"', encoding="utf-8")
    assert main(["replay", str(path), "--game", KEY]) == 2
    err = capsys.readouterr().err.strip()
    assert err.startswith("irondragon replay: g.json: damaged or cut short") and "\n" not in err


def test_map_check_prints_the_counts(registered: None, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["map-check", "--game", KEY]) == 0
    assert "map-check OK: 0 errors, 0 warnings" in capsys.readouterr().out
    assert main(["map-check", "--game", KEY, "--json"]) == 0
    assert json.loads(capsys.readouterr().out)["stats"]["land_hexes"]["total"] == 251
    assert main(["map-check", str(tmp_path), "--game", KEY]) == 2
    assert "cannot load the map" in capsys.readouterr().err


def test_simulate_plays_checked_games_and_keeps_their_saves(registered: None, tmp_path: Path,
                                                            capsys: pytest.CaptureFixture[str]) -> None:
    names = simulation.level_names()
    assert names["greedy"] == "Baseline" and set(names) >= {"easy", "standard", "hard"}
    assert main(["simulate", "--game", KEY, "--players", "baseline,easy,standard", "--games", "2",
                 "--turn-cap", "60", "--save-dir", str(tmp_path), "--json", "--option", "leipzig_value=2"]) == 0
    summary = json.loads(capsys.readouterr().out)
    assert summary["games"] == 2 and summary["problems"] == []
    assert set(summary["levels"]) == {"Baseline", "Easy", "Standard"}
    assert all(r["illegal_actions"] == 0 and r["seats"] == 2 for r in summary["levels"].values())
    saves = sorted(tmp_path.glob("game-*.json"))
    assert [p.name for p in saves] == ["game-1.json", "game-2.json"]
    game = parts.load_game(parts.load_map(None), saves[0])
    assert game.options.leipzig_value == 2
    assert main(["simulate", "--game", KEY, "--players", "easy,easy,easy", "--games", "1", "--turn-cap", "60"]) == 0
    assert "1 games of easy, easy, easy" in capsys.readouterr().out.casefold()


def test_simulate_refuses_a_bad_option_or_level(registered: None, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["simulate", "--game", KEY, "--players", "easy,easy,easy", "--option", "turbo=true"]) == 2
    assert "unknown rule option 'turbo'" in capsys.readouterr().err
    assert main(["simulate", "--game", KEY, "--players", "easy,grandmaster,easy"]) == 2
    assert "not grandmaster" in capsys.readouterr().err


def test_the_figures_fit_the_command_lines_table() -> None:
    board = parts.load_map(None)
    records = [simulation.play_game(board, ["greedy", "hard", "easy"], seed, 80, {}, False) for seed in (3, 4)]
    assert all(r.save is None and json.dumps(r.to_dict()) for r in records)
    summary = simulation.summarise(records)
    summary["seconds"] = 0.0
    text = format_summary(summary, ["greedy", "hard", "easy"], 80)
    assert text.splitlines()[0].startswith("2 games of greedy, hard, easy")
    assert len(text.splitlines()) == 2 + 3
    assert sum(r["wins"] for r in summary["levels"].values()) >= 2  # a shared win counts for each winner
