"""What every pack's simulation (``irondragon simulate``) shares: the records of a seeded game of
computer players, the loop that plays it (each decision timed, an illegal action ending the game
as a problem), and the figures per level over many games (wins with a 95% interval, turns to
win, runs without income and standing still, decision times). No Qt, no title's rules.

A pack keeps its own game: it subclasses the records with what it counts, watches each action
(``before``/``after`` hooks: its books, its audit) and picks the figures it prints, from the
helpers here, in its own order."""

from __future__ import annotations

import math
import statistics
import time
from collections.abc import Callable, Collection, Iterable, Mapping, Sequence
from dataclasses import asdict, dataclass, field
from typing import Any, Generic, Protocol, TypeVar


@dataclass
class SeatRecord:
    """One seat of one game, as every pack counts it; a pack's subclass adds its own counts."""

    seat: int
    level: str
    won: bool = False
    cash: int = 0
    longest_dry: int = 0  # most turns in a row without income, after the first
    dry: int = 0  # the run without income so far
    longest_still: int = 0  # the longest run standing still
    still: int = 0  # the run standing still so far
    decisions: list[float] = field(default_factory=list)  # seconds, each decision
    clock_stops: int = 0  # decisions cut short by a wall-clock safety net (there should be none)
    illegal: int = 0  # illegal actions tried (there must be none)

    def turn_ended(self, earned: bool, since_first: bool) -> None:
        """A turn (or round) ended: the run without income grows by one, once the seat has had its
        first income (``since_first``), unless it earned in this turn."""
        if earned or not since_first:
            self.dry = 0
        else:
            self.dry += 1
            self.longest_dry = max(self.longest_dry, self.dry)


S = TypeVar("S", bound=SeatRecord)


@dataclass
class GameRecord(Generic[S]):
    """One game, picklable for worker processes: who played, how long, and the save if kept.
    A pack's subclass says who won."""

    seed: int
    levels: list[str]
    rounds: int
    capped: bool
    seats: list[S]
    problems: list[str]
    save: dict[str, Any] | None = None

    def to_dict(self) -> dict[str, Any]:
        """Plain data without the save, each seat's decisions counted."""
        out = asdict(self)
        out.pop("save")
        for s in out["seats"]:
            s["decisions"] = len(s["decisions"])
        return out


class Decider(Protocol):
    """A computer player: the next action for the game as it stands."""

    def next_action(self, game: Any) -> Any: ...


class Outcome(Protocol):
    """What a game's ``process`` answers: true when the action was legal, else the reason."""

    reason: str

    def __bool__(self) -> bool: ...


T = TypeVar("T")


def play_out(game: Any, players: Sequence[Decider], seats: Sequence[SeatRecord], *, steps: int,
             going: Callable[[], bool], current: Callable[[], int], before: Callable[[int], T],
             after: Callable[[int, Any, T], list[str]], illegal: Callable[[int, str], str]) -> list[str]:
    """Play ``game`` while ``going()``, at most ``steps`` actions: the seat ``current()`` decides
    (timed into its record), ``before(seat)`` notes what the pack needs before the action, the game
    processes it, and ``after(seat, action, noted)`` keeps the pack's books and returns problems.
    An illegal action is counted and, worded by ``illegal(seat, reason)``, ends the game; so does
    any problem. Returns the problems."""
    problems: list[str] = []
    for _ in range(steps):
        if not going():
            break
        me = current()
        noted = before(me)
        t0 = time.perf_counter()
        action = players[me].next_action(game)
        seats[me].decisions.append(time.perf_counter() - t0)
        result: Outcome = game.process(action)
        if not result:
            seats[me].illegal += 1
            problems.append(illegal(me, result.reason))
            break
        problems += after(me, action, noted)
        if problems:
            break
    return problems


def settle(seats: Iterable[SeatRecord], cash: Sequence[int], winners: Collection[int]) -> None:
    """Each seat's cash at the end and whether it won."""
    for seat in seats:
        seat.cash = cash[seat.seat]
        seat.won = seat.seat in winners


def level_names(levels: Mapping[str, Any]) -> dict[str, str]:
    """Each computer level's key in saves -> its name for players (its ``label``, else the key)."""
    return {key: getattr(level, "label", "") or key for key, level in levels.items()}


# --- many games -----------------------------------------------------------------------------------
def wilson(wins: float, games: int, z: float = 1.96) -> tuple[float, float]:
    """The 95% Wilson score interval of a win rate (``wins`` may hold shared wins counted 1/k)."""
    if games == 0:
        return (0.0, 1.0)
    p = wins / games
    centre = (p + z * z / (2 * games)) / (1 + z * z / games)
    half = z * math.sqrt(p * (1 - p) / games + z * z / (4 * games * games)) / (1 + z * z / games)
    return (max(0.0, centre - half), min(1.0, centre + half))


def quantile(values: Sequence[float] | Sequence[int], q: float, scale: float = 1.0) -> float | None:
    """The smallest value at or above the fraction ``q`` of them (None for none), times ``scale``."""
    if not values:
        return None
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, max(0, math.ceil(q * len(ordered)) - 1))] * scale


def spread(values: Sequence[float] | Sequence[int], scale: float = 1.0) -> dict[str, float | None]:
    """p50, p95 (the value 95% stay within) and the largest, times ``scale``."""
    top = max(values, default=None)
    return {"p50": quantile(values, 0.5, scale), "p95": quantile(values, 0.95, scale),
            "max": top if top is None or scale == 1.0 else top * scale}


Rows = list[tuple[GameRecord[S], S]]  # one level's seats, each with its game


def summarise(records: Sequence[GameRecord[S]], figures: Callable[[Rows[S]], dict[str, Any]]) -> dict[str, Any]:
    """The figures per level over ``records`` (seats of the same level pooled, levels in order of
    their keys), as ``figures`` makes them of one level's rows, and every game's problems."""
    by_level: dict[str, Rows[S]] = {}
    for rec in records:
        for seat in rec.seats:
            by_level.setdefault(seat.level, []).append((rec, seat))
    return {"games": len(records), "levels": {level: figures(rows) for level, rows in sorted(by_level.items())},
            "problems": [p for rec in records for p in rec.problems]}


def win_figures(rows: Rows[S], turns_to_win: list[int]) -> dict[str, Any]:
    """Seats, wins, the win rate with its interval, turns to win (median, p90) and games capped."""
    seats = [s for _, s in rows]
    wins = sum(s.won for s in seats)
    return {"seats": len(seats), "wins": wins, "win_rate": wins / len(seats), "win_rate_95": wilson(wins, len(seats)),
            "turns_to_win_median": statistics.median(turns_to_win) if turns_to_win else None,
            "turns_to_win_p90": quantile(turns_to_win, 0.9),
            "capped_games": sum(1 for rec, _ in rows if rec.capped)}


def delivery_figures(first: list[int], per_seat: list[int]) -> dict[str, Any]:
    """The median turn of a seat's first income, and income events per game."""
    return {"first_delivery_median": statistics.median(first) if first else None,
            "deliveries_per_game": statistics.mean(per_seat)}


def run_figures(seats: Sequence[SeatRecord]) -> dict[str, Any]:
    """The spread of the longest runs without income and standing still."""
    return {"longest_dry": spread([s.longest_dry for s in seats]),
            "longest_still": spread([s.longest_still for s in seats])}


def decision_figures(seats: Sequence[SeatRecord], units: list[int] | None = None) -> dict[str, Any]:
    """Decision times in ms (and the search's units, where a pack counts them), decisions the clock
    cut short, illegal actions."""
    out: dict[str, Any] = {"decision_ms": spread([t for s in seats for t in s.decisions], 1000)}
    if units is not None:
        out["decision_units"] = spread(units)
    return {**out, "clock_stops": sum(s.clock_stops for s in seats), "illegal_actions": sum(s.illegal for s in seats)}


def level_figures(rows: Rows[S], first: list[int], per_seat: list[int], own: dict[str, Any],
                  turns_to_win: list[int] | None = None) -> dict[str, Any]:
    """A level's figures in the usual order: wins and turns to win (a seat's game's rounds unless
    ``turns_to_win`` says), first income and incomes per game, the pack's ``own`` figures, the runs
    without income and standing still, the decisions."""
    turns = [rec.rounds for rec, s in rows if s.won] if turns_to_win is None else turns_to_win
    seats = [s for _, s in rows]
    return {**win_figures(rows, turns), **delivery_figures(first, per_seat), **own, **run_figures(seats),
            **decision_figures(seats)}
