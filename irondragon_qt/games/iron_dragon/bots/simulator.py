"""Headless games between computer players, each checked as it goes, and what they show.

``play_game`` plays one seeded game to the end (or a turn cap), auditing the books after every
action (``game.audit``), each qualification against V1 and the winner against V2, counting
illegal actions attempted (there must be none), deliveries, the turns without income, the turns
standing still (neither moving nor earning: a stuck bot) and of those the ones it could have
helped (a delivery was in reach, ``in_reach``), and the time of every decision.
``summarise`` turns many games into the figures per level: wins with a confidence interval,
turns to victory, games capped, first delivery, deliveries, the longest runs without income and
standing still (p95: the run that 95% of seats stay within), decision times and search units,
and the decisions the wall-clock safety net cut short (there should be none: then the same seed
plays the same game on any machine).
"""

from __future__ import annotations

import math
import statistics
from dataclasses import asdict, dataclass, field
from typing import Any

from ..board.board import Board
from ..rules.audit import audit, qualification_problems, winner_problems
from ..rules.game import Game
from ..rules.options import GameOptions
from ..rules.phases import qualifies
from ..rules.state import Phase
from .bot import Bot
from .in_reach import delivery_in_reach
from .view import observe

STALL_TURNS = 6  # issue 10's retired line: a run of more turns than this without income (mostly long trips)


@dataclass
class SeatRecord:
    seat: int
    level: str
    won: bool = False
    cash: int = 0
    deliveries: int = 0
    income: int = 0
    first_delivery: int | None = None  # his own turn number (the opening not counted)
    turns: int = 0  # his own turns after the opening
    longest_dry: int = 0  # most turns in a row without income, after his first delivery
    dry_ended: int = 0  # his turn when that run ended
    dry: int = 0  # the run without income so far
    earned: bool = False  # a payout in the turn under way
    placed: bool = False  # his train is on the board (O5)
    moved: bool = False  # his train moved in the turn under way
    still: int = 0  # the run of turns standing still so far (neither moving nor earning), once placed
    longest_still: int = 0  # the longest such run: a stuck bot (issue 22: at most 3)
    forced: bool = False  # the turn under way began with no delivery in reach (``in_reach``): still by no fault
    avoidable: int = 0  # the run of still turns with a delivery in reach so far (forced ones skipped, not ending it)
    longest_avoidable: int = 0  # the longest such run
    turn_seen: int = -1  # the game's turn number of his turn under way
    decisions: list[float] = field(default_factory=list)  # seconds
    units: list[int] = field(default_factory=list)  # the search budget's units each decision used
    clock_stops: int = 0  # decisions cut short by the wall-clock safety net, not the budget
    illegal: int = 0


@dataclass
class GameRecord:
    seed: int
    levels: list[str]
    winner: int | None
    rounds: int
    capped: bool
    seats: list[SeatRecord]
    problems: list[str]
    save: dict[str, Any] | None = None

    def to_dict(self) -> dict[str, Any]:
        out = asdict(self)
        out.pop("save")
        for s in out["seats"]:
            s["decisions"] = len(s["decisions"])
            s["units"] = max(s["units"], default=0)
        return out


def play_game(board: Board, levels: list[str], seed: int, *, turn_cap: int = 150,
              options: GameOptions | None = None, keep_save: bool = False, audit_every: int = 1) -> GameRecord:
    """One game of computer players from ``seed`` (seat i plays ``levels[i]``)."""
    opts = options or GameOptions()
    if len(levels) == 1:
        opts = GameOptions(**{**opts.to_dict(), "solo": True})
    game = Game(board, [f"{lv.capitalize()} {i + 1}" for i, lv in enumerate(levels)], options=opts, seed=seed,
                seats=list(levels))  # a kept save says who played each seat
    bots = {i: Bot(i, lv, seed) for i, lv in enumerate(levels)}
    seats = [SeatRecord(i, lv) for i, lv in enumerate(levels)]
    problems: list[str] = []
    steps = 0
    while game.state.phase != Phase.OVER and game.state.round < turn_cap and steps < 200_000:
        s = game.state
        me = s.current
        turn_before, phase_before = s.turn_number, s.phase
        qualified_before = list(s.qualified)
        position = s.players[me].position
        if seats[me].turn_seen != s.turn_number:
            seats[me].turn_seen = s.turn_number
            seats[me].forced = seats[me].still > 0 and not delivery_in_reach(observe(game, me))
        action = bots[me].next_action(game)
        paid = s.bank_paid_out
        result = game.process(action)
        steps += 1
        if not result:
            seats[me].illegal += 1
            problems.append(f"seat {me} tried an illegal action: {result.reason}")
            break
        _record_income(seats[me], s.bank_paid_out - paid, type(action).__name__)
        _record_move(seats[me], position, s.players[me].position)
        if s.turn_number != turn_before and phase_before in (Phase.OPERATE, Phase.BUILD):
            _end_of_turn(seats[me])
        if steps % audit_every == 0:
            problems += audit(game)
        for p in game.state.qualified:
            if p not in qualified_before:
                problems += qualification_problems(game, p)
        if game.state.over:
            last = [me] if me not in qualified_before and qualifies(game, me) else []
            problems += winner_problems(game, qualified_before + last)
        if problems:
            break
    for i, seat in enumerate(seats):
        seat.cash = game.state.players[i].cash
        seat.decisions = bots[i].stats.seconds
        seat.units = bots[i].stats.units
        seat.clock_stops = bots[i].stats.clock_stops
        seat.won = game.state.winner == i
    capped = game.state.phase != Phase.OVER
    return GameRecord(seed, list(levels), game.state.winner, game.state.round, capped, seats, problems,
                      game.to_dict() if keep_save else None)


def _record_income(seat: SeatRecord, paid: int, kind: str) -> None:
    if kind == "Deliver" and paid > 0:
        seat.deliveries += 1
        seat.income += paid
        seat.first_delivery = seat.first_delivery or seat.turns + 1
        seat.earned = True


def _record_move(seat: SeatRecord, before: int | None, after: int | None) -> None:
    seat.moved = seat.moved or (before is not None and after != before)
    seat.placed = seat.placed or after is not None


def _end_of_turn(seat: SeatRecord) -> None:
    if seat.placed:
        still = not (seat.moved or seat.earned)
        seat.still = seat.still + 1 if still else 0
        seat.longest_still = max(seat.longest_still, seat.still)
        seat.avoidable = seat.avoidable + (not seat.forced) if still else 0
        seat.longest_avoidable = max(seat.longest_avoidable, seat.avoidable)
    seat.moved = False
    seat.turns += 1
    if seat.earned or seat.first_delivery is None:
        seat.dry = 0
    else:
        seat.dry += 1
        if seat.dry > seat.longest_dry:
            seat.longest_dry, seat.dry_ended = seat.dry, seat.turns
    seat.earned = False


# --- many games ----------------------------------------------------------------------------------
def wilson(wins: int, games: int, z: float = 1.96) -> tuple[float, float]:
    """The 95% Wilson score interval of a win rate."""
    if games == 0:
        return (0.0, 1.0)
    p = wins / games
    centre = (p + z * z / (2 * games)) / (1 + z * z / games)
    half = z * math.sqrt(p * (1 - p) / games + z * z / (4 * games * games)) / (1 + z * z / games)
    return (max(0.0, centre - half), min(1.0, centre + half))


def summarise(records: list[GameRecord]) -> dict[str, Any]:
    """The figures per level over ``records`` (seats of the same level pooled)."""
    by_level: dict[str, list[tuple[GameRecord, SeatRecord]]] = {}
    for rec in records:
        for seat in rec.seats:
            by_level.setdefault(seat.level, []).append((rec, seat))
    out: dict[str, Any] = {"games": len(records), "levels": {}}
    for level, rows in sorted(by_level.items()):
        seats = [s for _, s in rows]
        wins = sum(s.won for s in seats)
        win_turns = [s.turns for s in seats if s.won]
        times = sorted(t for s in seats for t in s.decisions)
        units = sorted(u for s in seats for u in s.units)
        first = [s.first_delivery for s in seats if s.first_delivery is not None]
        dry = [s.longest_dry for s in seats]
        still = [s.longest_still for s in seats]
        avoidable = [s.longest_avoidable for s in seats]
        out["levels"][level] = {
            "seats": len(seats), "wins": wins, "win_rate": wins / len(seats),
            "win_rate_95": wilson(wins, len(seats)),
            "turns_to_win_median": statistics.median(win_turns) if win_turns else None,
            "turns_to_win_p90": _quantile(win_turns, 0.9),
            "capped_games": sum(1 for rec, _ in rows if rec.capped),
            "first_delivery_median": statistics.median(first) if first else None,
            "deliveries_per_game": statistics.mean(s.deliveries for s in seats),
            "stalled_seats": sum(1 for d in dry if d > STALL_TURNS),
            "longest_dry": {"p50": _quantile(dry, 0.5), "p95": _quantile(dry, 0.95), "max": max(dry)},
            "longest_still": {"p50": _quantile(still, 0.5), "p95": _quantile(still, 0.95), "max": max(still)},
            "longest_avoidable_still": {"p50": _quantile(avoidable, 0.5), "p95": _quantile(avoidable, 0.95),
                                        "max": max(avoidable)},
            "decision_ms": {"p50": _quantile(times, 0.5, 1000), "p95": _quantile(times, 0.95, 1000),
                            "max": max(times) * 1000 if times else None},
            "decision_units": {"p50": _quantile(units, 0.5), "p95": _quantile(units, 0.95),
                               "max": units[-1] if units else None},
            "clock_stops": sum(s.clock_stops for s in seats),
            "illegal_actions": sum(s.illegal for s in seats),
        }
    out["problems"] = [p for rec in records for p in rec.problems]
    return out


def _quantile(values: list[float] | list[int], q: float, scale: float = 1.0) -> float | None:
    if not values:
        return None
    ordered = sorted(values)
    k = min(len(ordered) - 1, max(0, math.ceil(q * len(ordered)) - 1))
    return ordered[k] * scale
