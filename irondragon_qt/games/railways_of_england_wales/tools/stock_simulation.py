"""What ``irondragon simulate`` asks of the share game (issue 46), as ``simulation`` does for the base
game and built on the same engine pieces: the computer levels by name, one seeded game of computer
players (audited after every action), the figures per level, and a game kept as a save.

The figures carry the keys the command line prints: a "turn" is a round (ST-9: operating, dividends,
mergers, stock), a "delivery" a cube the seat delivered as a company's director (ST-14), "first
delivery" the round of its first, "dry" the longest run of rounds without one after the first,
"still" the longest run of passes in a row as a director (ST-12); "cash" is the seat's final money,
its cash with its shares cashed at their price (ST-26), which decides the game. A shared win
(ST-Q10) is a win for each winner. The share game has no rule options."""

from __future__ import annotations

import statistics
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from ....engine import simulation as shared
from ..board.hexboard import RoewBoard
from ..saves import save_game
from ..stock.actions import Deliver, Pass
from ..stock.audit import audit
from ..stock.game import SEAT_KINDS, StockGame
from ..stock.state import Phase

MAX_ROUNDS = 60  # rounds, as the command line's default --turn-cap: a game past it is counted as capped
MAX_STEPS = 20_000  # actions in one game, as the base game's simulator allows


def level_names() -> dict[str, str]:
    """Each computer level's key in saves -> its name for players ("greedy" -> "Baseline")."""
    from ..bots.stock import STOCK_LEVELS  # the computer players, imported only when they are asked for

    return shared.level_names(STOCK_LEVELS)


def options_from(data: dict[str, Any]) -> dict[str, Any]:
    """The share game has no rule options: any KEY=VALUE is refused by name."""
    if data:
        raise ValueError(f"the share game has no rule option {sorted(data)[0]!r:.40}")
    return {}


@dataclass
class SeatRecord(shared.SeatRecord):
    """``clock_stops`` stays 0: the computer players' search is bounded by work, never by the clock."""

    deliveries: int = 0
    first_delivery: int | None = None  # the round of the first one
    shares: int = 0  # shares held at the end
    directed: int = 0  # companies it directed at the end
    delivered_this_round: bool = False


@dataclass
class GameRecord(shared.GameRecord[SeatRecord]):
    """One game, picklable for worker processes: who played, who won, and the save if kept."""

    winners: list[int] = field(default_factory=list)
    empty_cities: int = 0
    mergers: int = 0
    loans: int = 0


def play_game(board: RoewBoard, levels: list[str], seed: int, turn_cap: int = MAX_ROUNDS,
              options: dict[str, Any] | None = None, keep_save: bool = False, *, audited: bool = True) -> GameRecord:
    """One game of computer players from ``seed``: seat i plays ``levels[i]``, for at most ``turn_cap``
    rounds; the books are audited after every action (unless not ``audited``)."""
    from ..bots.stock import make_stock_player

    options_from(options or {})
    names = level_names()
    seat_kinds = list(levels) if all(lv in SEAT_KINDS for lv in levels) else None
    game = StockGame(board, [f"{names.get(lv, lv)} {i + 1}" for i, lv in enumerate(levels)], seed, seat_kinds)
    players = [make_stock_player(i, lv, seed) for i, lv in enumerate(levels)]
    seats = [SeatRecord(i, lv) for i, lv in enumerate(levels)]

    def before(me: int) -> tuple[int, int]:
        return game.state.round, game.state.deliveries

    def after(me: int, action: Any, noted: tuple[int, int]) -> list[str]:
        round_, made = noted
        rec = seats[me]
        if isinstance(action, Pass):
            rec.still += 1
            rec.longest_still = max(rec.longest_still, rec.still)
        elif isinstance(action, Deliver) and game.state.deliveries > made:
            rec.still = 0
            rec.deliveries += 1
            rec.delivered_this_round = True
            rec.first_delivery = rec.first_delivery or round_
        if game.state.round != round_:
            for seat in seats:
                seat.turn_ended(seat.delivered_this_round, seat.first_delivery is not None)
                seat.delivered_this_round = False
        return [f"seed {seed}, action {len(game.log)}: {p}" for p in (audit(game) if audited else [])]

    def going() -> bool:
        return not game.is_over() and game.state.round <= turn_cap

    def illegal(me: int, reason: str) -> str:
        return f"seed {seed}: seat {me} ({levels[me]}) tried an illegal action: {reason}"

    problems = shared.play_out(game, players, seats, steps=MAX_STEPS, current=game.current_seat, before=before,
                               after=after, going=going, illegal=illegal)
    s = game.state
    final = s.final if game.is_over() else [
        p.cash + sum(game.data.prices[s.companies[game.data.index_of(k)].price] * n for k, n in p.shares.items())
        for p in s.players]
    for rec, p in zip(seats, s.players, strict=True):
        rec.shares = sum(p.shares.values())
        rec.directed = sum(1 for c in s.companies if c.director == rec.seat)
    shared.settle(seats, final, s.winners)
    return GameRecord(seed, list(levels), s.round, s.phase != Phase.OVER, seats, problems,
                      game.to_dict() if keep_save else None, winners=list(s.winners), empty_cities=len(s.empty),
                      mergers=sum(c.resets for c in s.companies), loans=s.loans_taken)


def save_record(board: RoewBoard, record: GameRecord, path: Path) -> None:
    """A simulated game kept as a save to replay (``--save-dir``), in the share game's format; a
    record without one is skipped."""
    if record.save is None:
        return
    save_game(StockGame.replay(board, record.save), path)


def _figures(rows: shared.Rows[SeatRecord]) -> dict[str, Any]:
    """One level's figures: wins, deliveries, the final money (as "cash"), shares, runs, decisions."""
    seats = [s for _, s in rows]
    own = {"cash_median": statistics.median(s.cash for s in seats),
           "shares_per_game": statistics.mean(s.shares for s in seats),
           "directed_per_game": statistics.mean(s.directed for s in seats)}
    firsts = [s.first_delivery for s in seats if s.first_delivery is not None]
    return shared.level_figures(rows, firsts, [s.deliveries for s in seats], own)


def summarise(records: list[GameRecord]) -> dict[str, Any]:
    """The figures per level over many games (seats of the same level pooled)."""
    return shared.summarise(records, _figures)
