"""The engine's history (engine/history.py), on a toy title of its own: every position is the log
replayed to it wherever one jumps from, the snapshots never change, rounds and log lines line up,
a branch is the log's start, the title's hooks see every action, and a broken log is refused."""

from __future__ import annotations

import random
from typing import Any

import pytest

from irondragon_qt.engine.history import MOVES, snapshot, target
from tests.engine.count_game import AMOUNTS, BOARD, Add, Count, CountHistory, count_save


@pytest.fixture
def history() -> CountHistory:
    return CountHistory(BOARD, count_save(AMOUNTS))


def _whole(game: Count) -> tuple[object, ...]:
    return game.digest(), len(game.log), list(game.history), game.state.to_dict()


def test_every_position_is_the_log_replayed_to_it_stepping_or_jumping(history: CountHistory) -> None:
    data = history.data
    expected = [_whole(Count.replay(BOARD, data, upto=n)) for n in range(history.length + 1)]
    order = list(range(history.length + 1))
    random.Random(3).shuffle(order)
    for n in order + order[::-1] + list(range(history.length + 1)):  # jumps anywhere, then step by step
        assert _whole(history.at(n)) == expected[n], n
    assert history.lines == Count.replay(BOARD, data).history
    assert not history.finished and history.length == len(AMOUNTS)


def test_a_position_played_on_leaves_the_snapshots_alone(history: CountHistory) -> None:
    before = _whole(history.at(4))  # a snapshot's position (every 4), copied
    position = history.at(4)
    position.state.total += 100
    position.history.append("scribbled")
    history.at(13)
    assert _whole(history.at(4)) == before


def test_a_snapshot_shares_the_board_and_what_is_shared_and_leaves_out_the_log() -> None:
    game = Count.replay(BOARD, count_save([1, 2, 3]))
    game.redo_stack.append(Add(0, 1))
    fixed = object()
    game.fixed = fixed  # type: ignore[attr-defined]
    copy = snapshot(game, fixed)
    assert copy.board is BOARD and copy.fixed is fixed  # type: ignore[attr-defined]
    assert copy.log == [] and copy.history == [] and copy.redo_stack == []
    assert copy.state == game.state and copy.state is not game.state
    assert copy.rng.getstate() == game.rng.getstate() and len(game.log) == 3  # the game itself is untouched


def test_the_title_hooks_see_the_start_every_action_and_the_end(history: CountHistory) -> None:
    n = history.length
    assert history.calls == ["begin 0", *(f"record {k}" for k in range(1, n + 1)), f"end {n}"]
    assert history.totals == [(0, 0), (3, 6), (6, 12), (9, 18), (12, 24)]  # each round's end, 3 players
    assert history.names == ["Ann", "Bo", "Cy"]


def test_rounds_and_moves(history: CountHistory) -> None:
    assert history.round_starts() == [0, 3, 6, 9, 12]
    assert history.previous_round(7) == 6 and history.previous_round(6) == 3 and history.previous_round(0) == 0
    assert history.next_round(7) == 9 and history.next_round(12) == history.length == 14
    moves = {move: target(history, 7, move) for move in MOVES}
    assert moves == {"start": 0, "round_back": 6, "back": 6, "forward": 8, "round_forward": 9, "end": 14}
    assert target(history, 0, "back") == 0 and target(history, 14, "forward") == 14  # kept within the game


def test_log_lines_and_their_actions(history: CountHistory) -> None:
    assert history.lines_at[0] == 1 and history.lines_of(0) == range(0, 1)  # the set-up's line
    assert list(history.lines_of(3)) == [3, 4]  # "Cy adds 3: 6." and "Round 2."
    assert history.lines[4] == "Round 2."
    for n in range(history.length + 1):
        for line in history.lines_of(n):
            assert history.action_of_line(line) == n
    assert history.action_of_line(len(history.lines) + 5) == history.length
    assert history.heading(7) == "Action 7 of 14 · Round 3"


def test_a_branch_is_the_game_up_to_then(history: CountHistory) -> None:
    data = history.branch(5)
    assert data["actions"] == history.data["actions"][:5] and data["players"] == ["Ann", "Bo", "Cy"]
    assert _whole(Count.replay(BOARD, data)) == _whole(history.at(5))
    for bad in (-1, 15):
        with pytest.raises(ValueError, match=f"there is no position {bad}: the game has 14 actions"):
            history.at(bad)
        with pytest.raises(ValueError, match="no position"):
            history.branch(bad)


def test_a_finished_game_says_so() -> None:
    finished = CountHistory(BOARD, count_save([*AMOUNTS, 1]))
    assert finished.finished and finished.calls[-1] == "end 15"


@pytest.mark.parametrize(("data", "words"), [
    ([], "a saved game must be a table"),
    ({"players": ["A", "B"], "seed": 1, "actions": {"type": "add"}}, "actions must be a list"),
    ({"players": ["A", "B"], "seed": 1, "actions": [{"type": "add", "player": 0, "amount": 1}] * 41},
     "a game of 41 actions is far longer than any game \\(at most 40\\)"),
    ({"players": ["A", "B"], "seed": 1, "actions": [{"type": "add", "player": 0, "amount": 1}, "add"]},
     "action 2: not an add"),
    ({"players": ["A", "B"], "seed": 1, "actions": [{"type": "add", "player": 0, "amount": 1},
                                                     {"type": "add", "player": 1, "amount": 5}]},
     "action 2 \\(add\\) is not legal: Add 1 to 3."),
    ({"players": ["A", "B"], "seed": 1, "actions": [{"type": "add", "player": 1, "amount": 1}]},
     "action 1 \\(add\\) is not legal: It is A's turn, not B's."),
])
def test_a_broken_log_is_refused_with_the_first_bad_action(data: Any, words: str) -> None:
    with pytest.raises(ValueError, match=words):
        CountHistory(BOARD, data)
