"""What ``irondragon simulate --game railways-of-england-wales`` asks of the game: the computer levels
by name, rule options from the command line, one seeded game of computer players (audited after every
action), the figures per level, and a game kept as a save.

The figures carry the keys the command line prints (named after Iron Dragon's): a "turn" is a game
turn (RW-8), a "delivery" a cube delivered (RW-17), "first delivery" the turn of the seat's first one,
"dry" the longest run of turns without a delivery after the first, "still" the longest run of passes in
a row (RW-Q14); "cash" is the final score (RW-26), which decides the game. A shared win (RW-Q19) is a
win for each winner."""

from __future__ import annotations

import statistics
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from ....engine import simulation as shared
from ..board.hexboard import RoewBoard
from ..rules.actions import Deliver, Pass
from ..rules.audit import audit
from ..rules.game import SEAT_KINDS, Game
from ..rules.options import GameOptions
from ..saves import replay, save_game

MAX_STEPS = 20_000  # actions in one game
MAX_TURNS = 60  # game turns, as the command line's default --turn-cap: a game past it is counted as capped


def level_names() -> dict[str, str]:
    """Each computer level's key in saves -> its name for players ("greedy" -> "Baseline")."""
    from ..bots import LEVELS  # the computer players, imported only when they are asked for

    return shared.level_names(LEVELS)


MODES = ("base", "share")  # ``mode=share``: the box's share game (ST, tools/stock_simulation.py)


def options_from(data: dict[str, Any]) -> dict[str, Any]:
    """Rule options given as KEY=VALUE, checked (ValueError names what is wrong), as a save holds them;
    ``mode=share`` plays the share game instead (which has no options of its own)."""
    rest = {k: v for k, v in data.items() if k != "mode"}
    mode = data.get("mode", "base")
    if mode not in MODES:
        raise ValueError(f"mode is base (the base game) or share (the share game), not {mode!r:.20}")
    if mode == "share":
        from . import stock_simulation

        return {**stock_simulation.options_from(rest), "mode": "share"}
    return GameOptions.from_dict(rest).to_dict()


@dataclass
class SeatRecord(shared.SeatRecord):
    """``clock_stops`` stays 0: the computer players' search is bounded by work, never by the clock."""

    deliveries: int = 0
    first_delivery: int | None = None  # the turn of the first one
    score: int = 0  # the final score (RW-26)
    bonds: int = 0
    delivered_this_turn: bool = False


@dataclass
class GameRecord(shared.GameRecord[SeatRecord]):
    """One game, picklable for worker processes: who played, who won, and the save if kept."""

    winners: list[int] = field(default_factory=list)
    empty_cities: int = 0


def _end_of_turn(seats: list[SeatRecord]) -> None:
    for seat in seats:
        seat.turn_ended(seat.delivered_this_turn, seat.first_delivery is not None)
        seat.delivered_this_turn = False


def play_game(board: RoewBoard, levels: list[str], seed: int, turn_cap: int = MAX_TURNS,
              options: dict[str, Any] | None = None, keep_save: bool = False, *, audited: bool = True) -> GameRecord:
    """One game of computer players from ``seed``: seat i plays ``levels[i]``, for at most ``turn_cap``
    game turns; the books are audited after every action (unless not ``audited``). With the option
    ``mode=share``, a share game (``tools/stock_simulation.py``), ``turn_cap`` counting its rounds."""
    if (options or {}).get("mode") == "share":
        from . import stock_simulation

        rest = {k: v for k, v in (options or {}).items() if k != "mode"}
        return stock_simulation.play_game(board, levels, seed, turn_cap, rest, keep_save,  # type: ignore[return-value]
                                          audited=audited)
    from ..bots import make_player

    names = level_names()
    seat_kinds = list(levels) if all(lv in SEAT_KINDS for lv in levels) else None
    game = Game(board, [f"{names.get(lv, lv)} {i + 1}" for i, lv in enumerate(levels)],
                GameOptions.from_dict(options or {}), seed, seat_kinds)
    players = [make_player(i, lv, seed) for i, lv in enumerate(levels)]
    seats = [SeatRecord(i, lv) for i, lv in enumerate(levels)]

    def before(me: int) -> tuple[int, int]:
        return game.state.turn, len(game.state.deliveries)

    def after(me: int, action: Any, noted: tuple[int, int]) -> list[str]:
        turn, made = noted
        if isinstance(action, Pass):
            seats[me].still += 1
            seats[me].longest_still = max(seats[me].longest_still, seats[me].still)
        elif not isinstance(action, Deliver) or len(game.state.deliveries) > made:
            seats[me].still = 0
        for done in game.state.deliveries[made:]:
            rec = seats[done.seat]
            rec.deliveries += 1
            rec.delivered_this_turn = True
            rec.first_delivery = rec.first_delivery or done.turn
        if game.state.turn != turn:
            _end_of_turn(seats)
        return [f"seed {seed}, action {len(game.log)}: {p}" for p in (audit(game) if audited else [])]

    problems = shared.play_out(
        game, players, seats, steps=MAX_STEPS, current=game.current_seat, before=before, after=after,
        going=lambda: not game.is_over() and game.state.turn <= turn_cap,
        illegal=lambda me, reason: f"seed {seed}: seat {me} ({levels[me]}) tried an illegal action: {reason}")
    s = game.state
    for rec, p in zip(seats, s.players, strict=True):
        rec.bonds = p.bonds
    final = s.final if game.is_over() else [p.score - p.bonds for p in s.players]
    for rec, points in zip(seats, final, strict=True):
        rec.score = points
    shared.settle(seats, final, s.winners)
    return GameRecord(seed, list(levels), s.turn, not game.is_over(), seats, problems,
                      game.to_dict() if keep_save else None, winners=list(s.winners), empty_cities=len(s.empty))


def save_record(board: RoewBoard, record: GameRecord, path: Path) -> None:
    """A simulated game kept as a save to replay (``--save-dir``), either game's; a record without one
    is skipped."""
    if record.save is None:
        return
    save_game(replay(board, record.save), path)


def _figures(rows: shared.Rows[SeatRecord]) -> dict[str, Any]:
    """One level's figures: wins, deliveries, the final score (as "cash"), bonds, runs, decisions."""
    seats = [s for _, s in rows]
    scores = {"cash_median": statistics.median(s.score for s in seats),
              "bonds_per_game": statistics.mean(s.bonds for s in seats)}
    firsts = [s.first_delivery for s in seats if s.first_delivery is not None]
    return shared.level_figures(rows, firsts, [s.deliveries for s in seats], scores)


def summarise(records: list[GameRecord]) -> dict[str, Any]:
    """The figures per level over many games (seats of the same level pooled), the share game's its own."""
    from . import stock_simulation

    if records and isinstance(records[0], stock_simulation.GameRecord):
        return stock_simulation.summarise(records)  # type: ignore[arg-type]
    return shared.summarise(records, _figures)
