"""The history of a game: the position at every action is the game replayed to that action,
wherever one jumps from; rounds, log lines and hidden money line up; a branch is a new game."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from irondragon_qt.games.iron_dragon.board.board import Board
from irondragon_qt.games.iron_dragon.rules.actions import action_from_dict
from irondragon_qt.games.iron_dragon.rules.game import Game
from irondragon_qt.games.iron_dragon.rules.history import GameHistory
from irondragon_qt.games.iron_dragon.rules.options import GameOptions
from tests.history_game import shared_ship_game


@pytest.fixture(scope="module")
def save(board: Board) -> dict[str, object]:
    return shared_ship_game(board)


@pytest.fixture(scope="module")
def history(board: Board, save: dict[str, object]) -> GameHistory:
    return GameHistory(board, save)


def _whole(game: Game) -> tuple[object, ...]:
    return (game.state.to_dict(), game.rng.getstate(), list(game.history), [type(a).__name__ for a in game.log],
            game.revealed_at)


def test_the_game_has_ships_events_and_deliveries(save: dict[str, object], history: GameHistory) -> None:
    kinds = Counter(a["type"] for a in save["actions"])  # type: ignore[attr-defined]
    assert kinds["board_ship"] >= 3 and kinds["sail"] >= 3 and kinds["deliver"] >= 10
    assert sum(line.startswith("EVENT") for line in history.lines) >= 5
    assert history.length == 600


def test_every_position_is_the_game_replayed_to_it(board: Board, save: dict[str, object],
                                                   history: GameHistory) -> None:
    """Stepping a fresh game through the log (what a replay does) meets the history at every
    action, the positions asked for in a random order; a few are checked against Game.replay."""
    game = Game.replay(board, {**save, "actions": []})
    expected = [_whole(game)]
    for raw in save["actions"]:  # type: ignore[attr-defined]
        assert game.process(action_from_dict(raw))
        expected.append(_whole(game))
    order = list(range(history.length + 1))
    random.Random(1).shuffle(order)
    for n in order + list(range(history.length + 1)):  # jumps anywhere, then forward step by step
        assert _whole(history.at(n)) == expected[n], n
    for n in (0, 1, 137, 333, 600):
        assert _whole(Game.replay(board, save, upto=n)) == expected[n]  # type: ignore[arg-type]


def test_the_snapshots_never_change(history: GameHistory) -> None:
    """A position is a copy of a snapshot: whatever is done to it, the next jump is right."""
    a = history.at(40)  # a snapshot's position, copied
    before = a.state.to_dict()
    a.state.players[0].cash += 1000
    a.state.track.add(0, 1, 0) if a.state.track.owner(0, 1) is None else None
    history.at(500)
    assert history.at(40).state.to_dict() == before


def test_rounds_and_the_log_line_up(history: GameHistory) -> None:
    starts = history.round_starts()
    assert starts[0] == 0 and starts == sorted(starts) and len(starts) > 50
    n = 300
    back = history.previous_round(n)
    assert back < n and history.moments[back].round_key != history.moments[back - 1].round_key
    assert history.next_round(back) > n or history.next_round(back) == n
    assert history.previous_round(0) == 0 and history.next_round(history.length) == history.length
    assert history.action_of_line(0) == 0
    for n in (1, 50, 599, 600):
        for line in history.lines_of(n):
            assert history.action_of_line(line) == n
    assert history.lines_at[-1] == len(history.lines)
    assert "Round" in history.describe(300) and "of 600" in history.describe(300)


def test_money_is_shown_only_once_every_player_could_see_it(board: Board, history: GameHistory) -> None:
    """S6: an unfinished game shows money only from the War Tax on; a finished one everything."""
    assert not history.finished
    public = history.public_from
    assert public is not None and public > 0  # this game drew the War Tax
    assert not history.cash_visible(public - 1) and history.cash_visible(public)
    assert any("War Tax" in line for line in history.lines[:history.lines_at[public]])
    finished = GameHistory(board, Game(board, ["A"], GameOptions(solo=True), seed=1).to_dict())
    finished.finished = True  # as if it had ended
    assert finished.cash_visible(0)


def test_charts_have_a_point_per_turn(history: GameHistory) -> None:
    points = history.points
    assert points[0].action == 0 and points[-1].action == history.length
    assert [p.turn for p in points] == sorted(p.turn for p in points)
    assert all(len(p.cash) == 2 and all(0 <= m <= 8 for m in p.majors) for p in points)
    assert max(max(p.majors) for p in points) >= 5


def test_a_branch_is_the_game_up_to_then(board: Board, save: dict[str, object], history: GameHistory) -> None:
    data = history.branch(321)
    assert len(data["actions"]) == 321 and len(save["actions"]) == 600  # type: ignore[arg-type]
    branch = Game.replay(board, data)
    assert branch.state.to_dict() == history.at(321).state.to_dict()
    with pytest.raises(ValueError):
        history.at(601)
    with pytest.raises(ValueError):
        history.branch(-1)


def test_an_illegal_log_is_refused(board: Board, save: dict[str, object]) -> None:
    bad = {**save, "actions": [*save["actions"][:10], save["actions"][10]]}  # type: ignore[index]
    bad["actions"].insert(5, {"type": "end_turn", "player": 1})  # type: ignore[attr-defined]
    with pytest.raises(ValueError, match="not legal"):
        GameHistory(board, bad)
