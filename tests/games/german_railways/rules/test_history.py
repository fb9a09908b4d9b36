"""The history of a game (rules/history.py): positions at any step, figures by round equal to the
live game's at every round end, hidden cash (GR-Q12) for a viewer, and hostile logs refused."""

from __future__ import annotations

from typing import Any

import pytest

from irondragon_qt.games.german_railways.board.hexboard import HexBoard
from irondragon_qt.games.german_railways.board.map_loader import load_board
from irondragon_qt.games.german_railways.bots.bot import make_player
from irondragon_qt.games.german_railways.rules.game import Game
from irondragon_qt.games.german_railways.rules.history import MAX_ACTIONS, GameHistory, figures_of
from irondragon_qt.games.german_railways.rules.options import GameOptions

NAMES = ["Anna", "Bernd", "Clara", "Dieter"]


@pytest.fixture(scope="module")
def board() -> HexBoard:
    return load_board()


def _play(board: HexBoard, seed: int, options: GameOptions | None = None,
          upto: int | None = None) -> tuple[Game, list[tuple[int, int, tuple[int, ...], tuple[int, ...]]]]:
    """A seeded game of 4 computer players, played live; at each round end (the round counter moved
    on, or the game ended) the round ended, the actions done, and every player's cash and income."""
    game = Game(board, NAMES, options, seed=seed)
    bots = [make_player(seat, "easy", seed * 10 + seat) for seat in range(4)]
    ends = []
    while not game.is_over() and (upto is None or len(game.log) < upto):
        before = game.state.round
        result = game.process(bots[game.current_seat()].next_action(game))
        assert result.ok, result.reason
        s = game.state
        if s.round != before or game.is_over():
            ends.append((before, len(game.log), tuple(p.cash for p in s.players), tuple(p.income for p in s.players)))
    return game, ends


@pytest.fixture(scope="module")
def played(board: HexBoard) -> tuple[Game, list[Any]]:
    return _play(board, 5)


def test_GR_T7_the_figures_by_round_are_the_live_games_at_every_round_end(board: HexBoard, played: Any) -> None:
    game, ends = played
    history = GameHistory(board, game.to_dict())
    assert history.finished and history.length == len(game.log)
    rounds = history.round_ends()
    assert [r.round for r in rounds] == list(range(game.state.round + 1))  # 0: the initial auctions
    assert [(r.round, r.action, r.figures.cash, r.figures.income) for r in rounds] == ends
    assert all(r.complete for r in rounds)
    assert history.figures(history.length) == figures_of(game, len(game.log))
    last = rounds[-1].figures
    for cid, company in game.state.companies.items():
        c = last.company(cid)
        assert (c.treasury, c.income, c.cubes, c.cubes_left) == (company.treasury, company.income,
                                                                  len(company.network), company.cubes_left)


def test_a_position_is_the_log_replayed_to_it_stepping_or_jumping(board: HexBoard, played: Any) -> None:
    game, _ = played
    data = game.to_dict()
    history = GameHistory(board, data, every=7)
    for n in (0, 1, 6, 7, 8, 50, history.length, 3, 49, 51, 52):
        position = history.at(n)
        expected = Game.replay(board, data, upto=n)
        assert position.digest() == expected.digest(), n
        assert position.history == history.lines[:history.lines_at[n]]
        assert len(position.log) == n
    assert history.lines == game.history
    assert history.at(history.length).state.to_dict() == game.state.to_dict()


def test_moving_by_rounds_and_the_log_lines(board: HexBoard, played: Any) -> None:
    game, _ = played
    history = GameHistory(board, game.to_dict())
    starts = history.round_starts()
    assert starts[0] == 0 and starts[1] == history.round_ends()[0].action  # round 1 begins as the auctions end
    assert history.next_round(0) == starts[1] and history.previous_round(starts[1]) == 0
    assert history.previous_round(starts[2] + 1) == starts[2]
    assert history.next_round(history.length) == history.length
    n = starts[3]
    assert "Round 3." in " ".join(history.lines[i] for i in history.lines_of(n))
    assert history.action_of_line(history.lines_of(n)[0]) == n
    assert history.action_of_line(0) == 0
    assert "Round 3" in history.describe(n) and "game over" in history.describe(history.length)
    assert history.branch(n)["actions"] == game.to_dict()["actions"][:n]


def test_an_unfinished_game_ends_with_the_round_under_way(board: HexBoard) -> None:
    game, ends = _play(board, 9, upto=170)
    history = GameHistory(board, game.to_dict())
    rounds = history.round_ends()
    assert not history.finished
    assert [(r.round, r.action) for r in rounds[:-1]] == [(e[0], e[1]) for e in ends]
    assert not rounds[-1].complete and rounds[-1].action == history.length == 170
    assert rounds[-1].round == game.state.round


def test_GR_Q12_hidden_cash_shows_a_viewer_only_his_own_until_the_game_is_over(board: HexBoard) -> None:
    game, _ = _play(board, 3, GameOptions(hidden_cash=True), upto=160)
    data = game.to_dict()
    table = GameHistory(board, data)  # the table as every player sees it: nobody's cash
    assert not table.cash_visible(10)
    assert all(c is None for r in table.round_ends() for c in r.figures.cash)
    assert table.figures(0).income == (0, 0, 0, 0) and table.figures(0).cash == (None,) * 4
    seat1 = GameHistory(board, data, viewer=1)
    for r in seat1.round_ends():
        assert r.figures.cash[1] == table._figures[r.action].cash[1] is not None
        assert r.figures.cash[0] is None and r.figures.cash[2] is None and r.figures.cash[3] is None
        assert r.figures.income == table.figures(r.action).income  # incomes stay open (GR-T2)
    with pytest.raises(ValueError, match="no seat 4"):
        GameHistory(board, data, viewer=4)


def test_GR_Q12_a_finished_game_shows_all_cash(board: HexBoard) -> None:
    game, ends = _play(board, 4, GameOptions(hidden_cash=True))
    history = GameHistory(board, game.to_dict(), viewer=2)
    assert history.finished and history.cash_visible(0)
    assert [r.figures.cash for r in history.round_ends()] == [e[2] for e in ends]


def _save(board: HexBoard, played: Any, **changes: Any) -> dict[str, Any]:
    return {**played[0].to_dict(), **changes}


@pytest.mark.parametrize(("changes", "words"), [
    ({"format": "iron-dragon-game"}, "not a saved game of German Railways"),
    ({"players": ["A"]}, "players must be"),
    ({"seed": -1}, "seed"),
    ({"actions": {"type": "pass"}}, "actions must be a list"),
    ({"actions": [{"type": "pass", "player": 0, "extra": 1}]}, "action 1: pass has unknown fields"),
    ({"actions": ["bid"]}, "action 1: an action must be a table"),
    ({"actions": [{"type": "bid", "player": 0, "amount": 10**9}]}, "action 1: amount"),
    ({"actions": [{"type": "build", "player": 0, "company": "PO", "cells": [[0, 0]]}]},
     r"action 1 \(build\) is not legal"),
    ({"actions": [{"type": "pass_bid", "player": 0}] * (MAX_ACTIONS + 1)}, "far longer"),
])
def test_a_hostile_or_broken_log_is_refused(board: HexBoard, played: Any, changes: dict[str, Any],
                                            words: str) -> None:
    with pytest.raises(ValueError, match=words):
        GameHistory(board, _save(board, played, **changes))


def test_an_action_after_the_end_or_out_of_turn_is_refused(board: HexBoard, played: Any) -> None:
    data = played[0].to_dict()
    with pytest.raises(ValueError, match=rf"action {len(data['actions']) + 1} \(pass\) is not legal: The game is over"):
        GameHistory(board, {**data, "actions": [*data["actions"], {"type": "pass", "player": 0}]})
    first = data["actions"][0]
    wrong = {**first, "player": (first["player"] + 1) % 4}
    with pytest.raises(ValueError, match=r"action 1 \(\w+\) is not legal: It is"):
        GameHistory(board, {**data, "actions": [wrong]})
    with pytest.raises(ValueError, match="a saved game must be a table"):
        GameHistory(board, [])  # type: ignore[arg-type]
    history = GameHistory(board, data)
    with pytest.raises(ValueError, match="no position"):
        history.at(history.length + 1)
    with pytest.raises(ValueError, match="no position"):
        history.figures(-1)
