"""A toy title on the engine, for the tests of the shared layers (the history model and its
panel): players add 1 to 3 in turn to a total, a round is a turn each, and the game ends at
``GOAL``. Each action draws from the game's random source, so a position carries it."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any, ClassVar

from irondragon_qt.engine.history import History
from irondragon_qt.engine.logged_game import Handler, LoggedGame

from .counting_game import Turn  # the engine's turn record, as every title keeps it

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


def count_save(amounts: list[int], names: tuple[str, ...] = ("Ann", "Bo", "Cy")) -> dict[str, Any]:
    game = Count(BOARD, list(names), seed=7)
    for amount in amounts:
        assert game.process(Add(game.current_seat(), amount)), amount
    return game.to_dict()


AMOUNTS = [1, 2, 3, 2, 1, 3, 3, 1, 2, 2, 3, 1, 2, 3]  # 29: one short of the end
