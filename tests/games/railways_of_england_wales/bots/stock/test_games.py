"""The share game's computer players play whole games on its simulator (the one ``irondragon
simulate`` plays): every level, 2 to 5 players, no illegal action, the books balanced after every
action (the audit), every kind of decision made, and each game ended by its own rule (ST-25: the
empty cities) long before any cap. The same seed gives the same game; the levels are data."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from irondragon_qt.games.railways_of_england_wales.bots.levels import LEVELS
from irondragon_qt.games.railways_of_england_wales.bots.stock import STOCK_LEVELS, StockBot, make_stock_player
from irondragon_qt.games.railways_of_england_wales.stock.companies import load_stock_data
from irondragon_qt.games.railways_of_england_wales.stock.game import StockGame
from irondragon_qt.games.railways_of_england_wales.tools.stock_simulation import (
    level_names,
    options_from,
    play_game,
    save_record,
    summarise,
)

from ...stock.positions import board

NO_CAP = 1000  # rounds: games end in 9 to 15 (ST-25); the simulator's cap must never be what stops one
TABLES = [["greedy", "hard"], ["easy", "standard", "hard"], ["hard", "greedy", "standard", "easy"],
          ["standard", "easy", "hard", "greedy", "standard"]]
KINDS = {"offer", "bid", "pass_bid", "decline_offer", "build", "deliver", "dividend"}


@pytest.mark.parametrize("levels", TABLES, ids=["-".join(t) for t in TABLES])
def test_ST_25_every_level_plays_whole_games_legally_with_a_clean_audit(levels: list[str]) -> None:
    record = play_game(board(), levels, seed=33, turn_cap=NO_CAP, keep_save=True)
    assert record.problems == [] and sum(seat.illegal for seat in record.seats) == 0
    assert not record.capped and record.rounds < 25  # ended by its own rule, long before any cap
    assert record.empty_cities >= load_stock_data().empty_cities[len(levels)]  # ST-25
    assert record.winners and all(seat.cash > 0 for seat in record.seats)
    assert record.save is not None
    kinds = {raw["type"] for raw in record.save["actions"]}
    assert KINDS <= kinds, KINDS - kinds


def test_the_simulators_figures_and_a_kept_save_that_replays(tmp_path: Path) -> None:
    record = play_game(board(), ["greedy", "standard"], seed=8, turn_cap=3, keep_save=True)
    assert record.capped and record.problems == []  # stopped by the cap: counted as such
    figures = summarise([record])
    assert set(figures["levels"]) == {"greedy", "standard"} and figures["problems"] == []
    assert figures["levels"]["standard"]["seats"] == 1 and figures["levels"]["standard"]["cash_median"] > 0
    save_record(board(), record, tmp_path / "game.json")
    replayed = StockGame.replay(board(), json.loads((tmp_path / "game.json").read_text(encoding="utf-8")))
    assert record.save is not None and replayed.to_dict() == record.save
    assert level_names() == {"greedy": "Baseline", "easy": "Easy", "standard": "Standard", "hard": "Hard"}
    with pytest.raises(ValueError, match="no rule option 'income'"):
        options_from({"income": "reduced"})


def test_same_seed_same_game() -> None:
    """The first rounds of a game twice from one seed: the same actions (Easy picks among near-best
    choices by its seeded chance); another seed plays otherwise."""
    levels = ["easy", "hard", "standard"]
    first = play_game(board(), levels, seed=5, turn_cap=4, keep_save=True, audited=False)
    again = play_game(board(), levels, seed=5, turn_cap=4, keep_save=True, audited=False)
    assert first.save is not None and first.rounds == 5 and first.save == again.save
    other = play_game(board(), levels, seed=6, turn_cap=4, keep_save=True, audited=False)
    assert other.save is not None and other.save["actions"] != first.save["actions"]


def test_levels_are_data_with_the_base_games_keys_and_labels() -> None:
    assert list(STOCK_LEVELS) == list(LEVELS) == ["greedy", "easy", "standard", "hard"]
    assert [STOCK_LEVELS[k].label for k in STOCK_LEVELS] == ["Baseline", "Easy", "Standard", "Hard"]
    assert all(level.help and "\n" not in level.help for level in STOCK_LEVELS.values())
    bot = make_stock_player(2, "hard", 9)
    assert isinstance(bot, StockBot) and bot.seat == 2 and bot.level is STOCK_LEVELS["hard"]
    with pytest.raises(ValueError, match="brutal"):
        make_stock_player(0, "brutal", 1)
