"""``irondragon replay --game railways-of-england-wales`` on a share game's save (issue 46): the whole
public state (players' cash and shares, each company's price in dollars, its shares by place,
treasury, loans, director), the final money at the end, and never the bag's order."""

from __future__ import annotations

import json
from functools import cache
from pathlib import Path

from irondragon_qt.cli.main import main
from irondragon_qt.games.railways_of_england_wales import saves
from irondragon_qt.games.railways_of_england_wales.board.hexboard import RoewBoard
from irondragon_qt.games.railways_of_england_wales.board.map_loader import load_board
from irondragon_qt.games.railways_of_england_wales.stock.game import StockGame
from irondragon_qt.games.railways_of_england_wales.tools.replay_summary import format_summary, summary

from .random_play import play


@cache
def board() -> RoewBoard:
    return load_board()


@cache
def finished() -> StockGame:
    return play(board(), 46_100, 3)


def test_the_summary_is_the_share_games_public_state() -> None:
    game = finished()
    data = summary(game)
    s = game.state
    assert data["mode"] == "share" and data["over"] and data["round"] == s.round
    for row, c in zip(data["companies"], s.companies, strict=True):
        assert row["price"] == game.data.prices[c.price] and row["treasury"] == c.treasury
        assert row["held"] + row["stock_board"] + row["issued"] + row["tableau"] == 10
    assert [r["money"] for r in data["final"]] == s.final and data["winners"]
    assert "bag" not in json.dumps(data)
    lines = format_summary(data)
    assert lines[0].startswith(f"{len(game.log)} actions replayed; the share game, the game is over")
    assert lines[-1].startswith("Final money: ") and "Won by" in lines[-1]


def test_replay_on_the_command_line_prints_the_share_game(tmp_path: Path, capsys) -> None:  # type: ignore[no-untyped-def]
    path = tmp_path / "share.json"
    saves.save_game(finished(), path)
    assert main(["replay", "--game", "railways-of-england-wales", str(path), "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["mode"] == "share" and len(data["players"]) == 3 and len(data["companies"]) == 6
