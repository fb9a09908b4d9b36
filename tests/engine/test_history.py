"""The engine's history (engine/history.py), on a toy title of its own: every position is the log
replayed to it wherever one jumps from, the snapshots never change, rounds and log lines line up,
a branch is the log's start, the title's hooks see every action, and a broken log is refused."""

from __future__ import annotations

import random
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any, ClassVar

import pytest

from irondragon_qt.engine.history import MOVES, History, snapshot, target
from irondragon_qt.engine.logged_game import Handler, LoggedGame

GOAL = 30  # the toy game ends when the total reaches this


@dataclass(frozen=True)
class Add:
    player: int
    amount: int
    type: ClassVar[str] = "add"


class AddCodec:
    def to_dict(self, action: Any) -> dict[str, Any]:
        return {"type": "add", "player": action.player, "amount": action.amount}

    def from_dict(self, data: object) -> Any:
        if not isinstance(data, dict) or data.get("type") != "add":
            raise ValueError("not an add")
        return Add(int(data["player"]), int(data["amount"]))


@dataclass
class Turn:
    started_at: int = 0
    acted: bool = False


@dataclass
class CountState:
    total: int = 0
    turns: int = 0
    round: int = 1
    draws: list[int] = field(default_factory=list)

    def to_dict(self) -> dict[str, Any]:
        return {"total": self.total, "turns": self.turns, "round": self.round, "draws": list(self.draws)}


def _check(game: Count, action: Add) -> str | None:
    return None if 1 <= action.amount <= 3 else "Add 1 to 3."


def _apply(game: Count, action: Add) -> list[str]:
    s = game.state
    s.total += action.amount
    s.draws.append(game.rng.randrange(100))  # the random source is part of a position
    s.turns += 1
    game.the_turn = Turn()
    lines = [f"{game.names[action.player]} adds {action.amount}: {s.total}."]
    if s.turns % len(game.names) == 0:
        s.round += 1
        lines.append(f"Round {s.round}.")
    return lines


class Count(LoggedGame):
    """Players add 1 to 3 in turn; a round is a turn each; the game ends at ``GOAL``."""

    handlers: ClassVar[Mapping[str, Handler]] = {"Add": (_check, _apply)}
    codec = AddCodec()

    def __init__(self, board: Any, names: list[str], seed: int | None = None) -> None:
        self.board, self.names = board, list(names)
        self.start_log(seed, f"New game: {', '.join(names)}.")
        self.state: CountState = CountState()
        self.the_turn = Turn()

    def is_over(self) -> bool:
        return self.state.total >= GOAL

    def current_seat(self) -> int:
        return self.state.turns % len(self.names)

    def seat_name(self, seat: int) -> str:
        return self.names[seat]

    def turn(self) -> Turn:
        return self.the_turn

    def to_dict(self) -> dict[str, Any]:
        return {"players": list(self.names), "seed": self.seed, "actions": [self.codec.to_dict(a) for a in self.log]}

    @classmethod
    def from_header(cls, board: Any, data: dict[str, Any]) -> Count:
        return cls(board, data["players"], data["seed"])


@dataclass(frozen=True)
class CountMoment:
    round: int
    seat: int

    @property
    def round_key(self) -> int:
        return self.round

    def round_label(self) -> str:
        return f"Round {self.round}"


class CountHistory(History[Count, CountMoment]):
    """The toy title's history: the total at the end of every round, and every hook's calls."""

    max_actions = 40

    def __init__(self, board: Any, data: dict[str, Any], every: int = 4) -> None:
        self.calls: list[str] = []
        super().__init__(Count, board, data, every)

    def _begin(self, game: Count) -> None:
        self.calls.append(f"begin {len(game.log)}")
        self.totals = [(0, game.state.total)]

    def _moment(self, game: Count) -> CountMoment:
        return CountMoment(game.state.round, game.current_seat())

    def _watch(self, game: Count) -> int:
        return game.state.round

    def _record(self, game: Count, n: int, before: int) -> None:
        self.calls.append(f"record {n}")
        if game.state.round != before:
            self.totals.append((n, game.state.total))

    def _end(self, game: Count) -> None:
        self.calls.append(f"end {len(game.log)}")


BOARD = object()  # the toy game's board: shared, never copied


def _save(amounts: list[int], names: tuple[str, ...] = ("Ann", "Bo", "Cy")) -> dict[str, Any]:
    game = Count(BOARD, list(names), seed=7)
    for amount in amounts:
        assert game.process(Add(game.current_seat(), amount)), amount
    return game.to_dict()


AMOUNTS = [1, 2, 3, 2, 1, 3, 3, 1, 2, 2, 3, 1, 2, 3]  # 29: one short of the end


@pytest.fixture
def history() -> CountHistory:
    return CountHistory(BOARD, _save(AMOUNTS))


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
    game = Count.replay(BOARD, _save([1, 2, 3]))
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
    finished = CountHistory(BOARD, _save([*AMOUNTS, 1]))
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
