"""``irondragon simulate``: headless games of computer players, their figures, saves that replay."""

from __future__ import annotations

import json
import sys
from pathlib import Path

import pytest

from irondragon_qt.cli.main import main
from irondragon_qt.cli.simulate import Job, _one, play_on_dask
from irondragon_qt.games.iron_dragon.board.board import Board
from irondragon_qt.games.iron_dragon.rules.game import Game
from irondragon_qt.games.iron_dragon.rules.options import GameOptions
from irondragon_qt.games.iron_dragon.saves import load_game
from irondragon_qt.games.iron_dragon.tools.simulation import (
    GameRecord,
    SeatRecord,
    _end_of_turn,
    _record_income,
    _record_move,
    summarise,
)


def test_simulate_prints_the_figures_and_saves_games_that_replay(board: Board, tmp_path: Path,
                                                                 capsys: pytest.CaptureFixture[str]) -> None:
    saves = tmp_path / "games"
    rc = main(["simulate", "--players", "greedy,easy", "--games", "2", "--seed", "3", "--turn-cap", "12",
               "--save-dir", str(saves), "--json"])
    assert rc == 0
    figures = json.loads(capsys.readouterr().out)
    assert figures["games"] == 2 and not figures["problems"]
    for level in ("Baseline", "Easy"):  # as the game names them
        seat = figures["levels"][level]
        assert seat["seats"] == 2  # seats rotated: each level played both seats once
        assert seat["illegal_actions"] == 0
        assert seat["capped_games"] == 2  # 12 rounds are too few to win
        low, high = seat["win_rate_95"]
        assert 0 <= low <= seat["win_rate"] <= high <= 1
        assert seat["decision_ms"]["p50"] is not None
        assert seat["decision_units"]["max"] <= 3000  # the search's budget (issue 22)
        assert seat["clock_stops"] == 0  # no decision was cut short by the clock: the same game on any machine
        assert 0 <= seat["longest_still"]["p50"] <= seat["longest_still"]["max"] <= 11
    files = sorted(saves.glob("*.json"))
    assert len(files) == 2
    game = load_game(board, files[0])  # replayed action by action, by the rules
    assert isinstance(game, Game) and game.state.round >= 11


def test_simulate_refuses_an_unknown_level(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["simulate", "--players", "hard,wizard", "--games", "1"]) == 2
    assert "wizard" in capsys.readouterr().err


def test_turns_without_income_are_counted_from_the_first_delivery() -> None:
    seat = SeatRecord(0, "standard")
    for _ in range(3):
        _end_of_turn(seat)  # before any delivery: not a stall
    assert seat.longest_dry == 0
    _record_income_delivery(seat)
    _end_of_turn(seat)
    for _ in range(7):
        _end_of_turn(seat)
    _record_income_delivery(seat)
    _end_of_turn(seat)
    _end_of_turn(seat)
    assert (seat.longest_dry, seat.dry_ended, seat.dry) == (7, 11, 1)


def _record_income_delivery(seat: SeatRecord) -> None:
    _record_income(seat, 20, "Deliver")


def test_the_figures_give_the_longest_runs_without_income_that_most_seats_stay_within() -> None:
    """The stall criterion counts seats with a run over 6 turns; the median and p95 of each seat's
    longest run say which run length nearly all games stay within."""
    records = []
    for seed, dry in enumerate([0, 3, 5, 6, 7, 7, 8, 9, 9, 12]):
        seat = SeatRecord(0, "hard", longest_dry=dry)
        records.append(GameRecord(seed, ["hard"], 60, False, [seat], [], winner=0))
    figures = summarise(records)["levels"]["hard"]
    assert figures["stalled_seats"] == 6
    assert figures["longest_dry"] == {"p50": 7, "p95": 12, "max": 12}


def _jobs(games: int) -> list[Job]:
    """Seeded games as run_simulate deals them: seats rotated, seed + k."""
    levels = ["hard", "greedy"]
    return [("iron-dragon", None, levels[k % 2:] + levels[:k % 2], 40 + k, 12, GameOptions().to_dict(), False)
            for k in range(games)]


def test_simulate_on_a_dask_cluster_plays_the_same_games_as_locally() -> None:
    """Issue 22: the same seeded games submitted to a dask.distributed cluster (here a
    LocalCluster) come back game for game as a local run plays them (the bots' search is
    bounded by work, not time, so where a game is played does not change it)."""
    pytest.importorskip("distributed")
    jobs = _jobs(2)
    local = [_one(job).to_dict() for job in jobs]
    remote = [r.to_dict() for r in play_on_dask(jobs, "local", workers=1)]
    assert remote == local
    assert [r["seed"] for r in remote] == [40, 41]  # in the order submitted
    assert all(s["turns"] >= 5 for r in local for s in r["seats"])  # games that went on past the opening


def test_simulate_on_dask_says_how_to_install_it_when_missing(monkeypatch: pytest.MonkeyPatch,
                                                               capsys: pytest.CaptureFixture[str]) -> None:
    monkeypatch.setitem(sys.modules, "distributed", None)  # as if not installed: importing it fails
    rc = main(["simulate", "--players", "hard", "--games", "1", "--turn-cap", "5", "--dask", "local", "--json"])
    assert rc == 2  # the command line's --dask reaches the simulator
    err = capsys.readouterr().err
    assert "dask.distributed" in err and "irondragon_qt[cluster]" in err


def test_turns_standing_still_are_counted_once_the_train_is_placed() -> None:
    """Issue 22: a stuck bot neither moves nor earns; the longest such run is what the
    benchmark reports (a long trip moves every turn and is no fault)."""
    seat = SeatRecord(0, "hard")
    _end_of_turn(seat)  # the opening: no train yet
    _record_move(seat, None, 5)  # placed (O5): not a move
    _end_of_turn(seat)
    assert (seat.still, seat.longest_still) == (1, 1)
    _record_move(seat, 5, 9)
    _end_of_turn(seat)
    assert seat.still == 0
    for _ in range(4):
        _end_of_turn(seat)  # discarding, say
    _record_income_delivery(seat)  # a delivery where it stands ends the run too
    _end_of_turn(seat)
    _end_of_turn(seat)
    assert (seat.still, seat.longest_still) == (1, 4)


def test_a_train_that_runs_out_and_back_to_its_milepost_moved() -> None:
    """Issue 47 (four-player seed 184003): a train that runs to a city to turn (M3) and back to
    the milepost it began on has not stood still; a turn that only discards has."""
    seat = SeatRecord(0, "hard")
    _record_move(seat, None, 5)
    _end_of_turn(seat)
    _end_of_turn(seat)  # a hand traded: still
    assert seat.still == 2
    _record_move(seat, 5, 5, travelled=True)  # out to Glyween and back
    _end_of_turn(seat)
    assert seat.still == 0
    _record_move(seat, 5, 5)  # no way along track: the train stands where it stood
    _end_of_turn(seat)
    assert seat.still == 1
