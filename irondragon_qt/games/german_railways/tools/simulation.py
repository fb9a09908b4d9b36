"""What ``irondragon simulate --game german-railways`` asks of German Railways: the computer levels
by name, rule options from the command line, one seeded game of computer players (audited after
every action), the figures per level, and a game kept as a save.

The figures carry the keys the command line prints (named after Iron Dragon's): for German
Railways a "turn" is a round, a "delivery" is a dividend phase the seat's own build set off
(a new connection, GR-D2), "first delivery" is the round of the seat's first dividend, "dry" is the
longest run of rounds without a dividend after the first, and "still" is the longest run of the
seat's slots spent passing (GR-T5). A shared win (GR-E4) is a win for each winner.

The computer players are the pack's ``bots`` room (``make_player`` and ``levels.LEVELS``); they are
imported only when a game is played or the levels are asked for."""

from __future__ import annotations

import math
import statistics
import time
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any

from ..board.hexboard import HexBoard
from ..rules import game as game_module
from ..rules.actions import Build, Pass
from ..rules.audit import audit
from ..rules.game import Game
from ..rules.options import GameOptions
from ..saves import save_game

MAX_STEPS = 20_000  # actions in one game: random games end within 1,500


def _bots() -> Any:
    try:
        from .. import bots
    except ImportError as e:  # the computer players are a room of their own, written apart
        raise ImportError(f"German Railways' computer players (games/german_railways/bots: make_player, "
                          f"levels.LEVELS) cannot be imported: {e}") from e
    return bots


def level_names() -> dict[str, str]:
    """Each computer level's key in saves -> its name for players ("greedy" -> "Baseline")."""
    return {key: getattr(level, "label", "") or key for key, level in _bots().LEVELS.items()}


def options_from(data: dict[str, Any]) -> dict[str, Any]:
    """Rule options given as KEY=VALUE, checked (ValueError names what is wrong), as a save holds them."""
    return GameOptions.from_dict(data).to_dict()


@dataclass
class SeatRecord:
    seat: int
    level: str
    won: bool = False
    cash: int = 0
    dividends: int = 0  # Thaler received in dividend phases
    first_dividend: int | None = None  # the round of the first one
    connections: int = 0  # dividend phases its own builds set off
    longest_dry: int = 0  # most rounds in a row without a dividend, after the first
    dry: int = 0
    paid_this_round: bool = False
    longest_still: int = 0  # most of its slots in a row spent passing
    still: int = 0
    decisions: list[float] = field(default_factory=list)  # seconds
    illegal: int = 0


@dataclass
class GameRecord:
    """One game, picklable for worker processes: who played, who won, and the save if kept."""

    seed: int
    levels: list[str]
    winners: list[int]
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
        return out


def _end_of_round(seats: list[SeatRecord]) -> None:
    for seat in seats:
        if seat.paid_this_round or seat.first_dividend is None:
            seat.dry = 0
        else:
            seat.dry += 1
            seat.longest_dry = max(seat.longest_dry, seat.dry)
        seat.paid_this_round = False


def play_game(board: HexBoard, levels: list[str], seed: int, turn_cap: int, options: dict[str, Any],
              keep_save: bool) -> GameRecord:
    """One game of computer players from ``seed``: seat i plays ``levels[i]``, for at most
    ``turn_cap`` rounds; the books are audited after every action."""
    bots = _bots()
    kinds = game_module.SEAT_KINDS  # the save names the levels once the rules take them as seat kinds
    seat_kinds = list(levels) if all(lv in kinds for lv in levels) else None
    names = level_names()
    game = Game(board, [f"{names.get(lv, lv)} {i + 1}" for i, lv in enumerate(levels)],
                GameOptions.from_dict(options), seed, seat_kinds)
    players = [bots.make_player(i, lv, seed) for i, lv in enumerate(levels)]
    seats = [SeatRecord(i, lv) for i, lv in enumerate(levels)]
    problems: list[str] = []
    for _ in range(MAX_STEPS):
        s = game.state
        if game.is_over() or s.round > turn_cap:
            break
        me, round_before = game.current_seat(), s.round
        cash = [p.cash for p in s.players]
        t0 = time.perf_counter()
        action = players[me].next_action(game)
        seats[me].decisions.append(time.perf_counter() - t0)
        slot_action = s.auction is None
        result = game.process(action)
        if not result:
            seats[me].illegal += 1
            problems.append(f"seed {seed}: seat {me} ({levels[me]}) tried an illegal action: {result.reason}")
            break
        if slot_action:  # a slot's action (GR-T5): passing in a row is standing still
            seats[me].still = seats[me].still + 1 if isinstance(action, Pass) else 0
            seats[me].longest_still = max(seats[me].longest_still, seats[me].still)
        if isinstance(action, Build):
            gained = [p.cash - c for p, c in zip(game.state.players, cash, strict=True)]
            if any(gained):
                seats[me].connections += 1
            for seat, amount in zip(seats, gained, strict=True):
                if amount > 0:
                    seat.dividends += amount
                    seat.paid_this_round = True
                    seat.first_dividend = seat.first_dividend or round_before
        if game.state.round != round_before and round_before > 0:
            _end_of_round(seats)
        problems += [f"seed {seed}, action {len(game.log)}: {p}" for p in audit(game)]
        if problems:
            break
    winners = game.state.winners()
    for i, seat in enumerate(seats):
        seat.cash = game.state.players[i].cash
        seat.won = i in winners
    return GameRecord(seed, list(levels), winners, game.state.round, not game.is_over(), seats, problems,
                      game.to_dict() if keep_save else None)


def save_record(board: HexBoard, record: GameRecord, path: Path) -> None:
    """A simulated game kept as a save to replay (``--save-dir``)."""
    if record.save is not None:
        save_game(Game.replay(board, record.save), path)


# --- many games -----------------------------------------------------------------------------------
def wilson(wins: int, games: int, z: float = 1.96) -> tuple[float, float]:
    """The 95% Wilson score interval of a win rate."""
    if games == 0:
        return (0.0, 1.0)
    p = wins / games
    centre = (p + z * z / (2 * games)) / (1 + z * z / games)
    half = z * math.sqrt(p * (1 - p) / games + z * z / (4 * games * games)) / (1 + z * z / games)
    return (max(0.0, centre - half), min(1.0, centre + half))


def _quantile(values: list[float] | list[int], q: float, scale: float = 1.0) -> float | None:
    if not values:
        return None
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, max(0, math.ceil(q * len(ordered)) - 1))] * scale


def _spread(values: list[int]) -> dict[str, float | None]:
    return {"p50": _quantile(values, 0.5), "p95": _quantile(values, 0.95), "max": max(values, default=None)}


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
        win_rounds = [rec.rounds for rec, s in rows if s.won]
        times = sorted(t for s in seats for t in s.decisions)
        first = [s.first_dividend for s in seats if s.first_dividend is not None]
        out["levels"][level] = {
            "seats": len(seats), "wins": wins, "win_rate": wins / len(seats), "win_rate_95": wilson(wins, len(seats)),
            "turns_to_win_median": statistics.median(win_rounds) if win_rounds else None,
            "turns_to_win_p90": _quantile(win_rounds, 0.9),
            "capped_games": sum(1 for rec, _ in rows if rec.capped),
            "first_delivery_median": statistics.median(first) if first else None,
            "deliveries_per_game": statistics.mean(s.connections for s in seats),
            "cash_median": statistics.median(s.cash for s in seats),
            "dividends_per_game": statistics.mean(s.dividends for s in seats),
            "longest_dry": _spread([s.longest_dry for s in seats]),
            "longest_still": _spread([s.longest_still for s in seats]),
            "decision_ms": {"p50": _quantile(times, 0.5, 1000), "p95": _quantile(times, 0.95, 1000),
                            "max": times[-1] * 1000 if times else None},
            "clock_stops": 0,  # the bots' search is bounded by work, never by the clock
            "illegal_actions": sum(s.illegal for s in seats),
        }
    out["problems"] = [p for rec in records for p in rec.problems]
    return out
