"""What ``irondragon simulate`` asks of Iron Dragon (``engine.contract.Simulation``): its computer
levels by name, rule options from the command line, headless games between computer players, each
checked as it goes, what they show, and a game kept as a save. The loop, the records and the
figures' arithmetic are the engine's (``engine.simulation``); what is counted here is Iron Dragon's.

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

from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from ....engine import simulation as shared
from ..board.board import Board
from ..bots import memory
from ..bots.bot import Bot
from ..bots.in_reach import delivery_in_reach
from ..bots.levels import LEVELS
from ..bots.stuck import lost_turns
from ..bots.view import observe
from ..rules.actions import Move
from ..rules.audit import audit, qualification_problems, winner_problems
from ..rules.game import Game
from ..rules.options import GameOptions
from ..rules.phases import qualifies
from ..rules.state import GameState, Phase
from ..saves import save_game

STALL_TURNS = 6  # issue 10's retired line: a run of more turns than this without income (mostly long trips)
MAX_STEPS = 200_000


@dataclass
class SeatRecord(shared.SeatRecord):
    deliveries: int = 0
    income: int = 0
    first_delivery: int | None = None  # his own turn number (the opening not counted)
    turns: int = 0  # his own turns after the opening
    dry_ended: int = 0  # his turn when the longest run without income (after his first delivery) ended
    earned: bool = False  # a payout in the turn under way
    placed: bool = False  # his train is on the board (O5)
    moved: bool = False  # his train moved in the turn under way
    # still/longest_still: turns standing still (neither moving nor earning), once placed (issue 22: at most 3)
    forced: bool = False  # the turn under way began with no delivery in reach (``in_reach``): still by no fault
    avoidable: int = 0  # the run of still turns with a delivery in reach so far (forced ones skipped, not ending it)
    longest_avoidable: int = 0  # the longest such run
    turn_seen: int = -1  # the game's turn number of his turn under way (or last played)
    lost_turns: int = 0  # his turns lost to events (T3), counted as turns standing still
    units: list[int] = field(default_factory=list)  # the search budget's units each decision used


@dataclass
class GameRecord(shared.GameRecord[SeatRecord]):
    winner: int | None = None

    def to_dict(self) -> dict[str, Any]:
        out = super().to_dict()
        for s in out["seats"]:
            s["units"] = max(s["units"], default=0)
        return out


def level_names() -> dict[str, str]:
    """Each computer level's key in saves -> its name for players ("greedy" -> "Baseline")."""
    return shared.level_names(LEVELS)


def options_from(data: dict[str, Any]) -> dict[str, Any]:
    """Rule options given as KEY=VALUE, checked (ValueError names what is wrong), as a save holds them."""
    return GameOptions.from_dict(data).to_dict()


def play_game(board: Board, levels: list[str], seed: int, turn_cap: int = 150,
              options: GameOptions | dict[str, Any] | None = None, keep_save: bool = False, *,
              audit_every: int = 1) -> GameRecord:
    """One game of computer players from ``seed`` (seat i plays ``levels[i]``); ``options`` as
    ``GameOptions`` or as a save holds them (the command line's)."""
    opts = GameOptions.from_dict(options) if isinstance(options, dict) else options or GameOptions()
    if len(levels) == 1:
        opts = GameOptions(**{**opts.to_dict(), "solo": True})
    game = Game(board, [f"{lv.capitalize()} {i + 1}" for i, lv in enumerate(levels)], options=opts, seed=seed,
                seats=list(levels))  # a kept save says who played each seat
    bots = [Bot(i, lv, seed) for i, lv in enumerate(levels)]
    seats = [SeatRecord(i, lv) for i, lv in enumerate(levels)]
    steps = 0

    def before(me: int) -> tuple[Any, ...]:
        s = game.state
        seat = seats[me]
        if seat.turn_seen != s.turn_number:
            _record_lost_turns(seat, s)
            seat.turn_seen = s.turn_number
            seat.forced = seat.still > 0 and not delivery_in_reach(observe(game, me))
        return s.turn_number, s.phase, list(s.qualified), s.players[me].position, s.bank_paid_out

    def after(me: int, action: Any, noted: tuple[Any, ...]) -> list[str]:
        nonlocal steps
        turn_before, phase_before, qualified_before, position, paid = noted
        s = game.state
        steps += 1
        _record_income(seats[me], s.bank_paid_out - paid, type(action).__name__)
        _record_move(seats[me], position, s.players[me].position, ran_along_track(action))
        if s.turn_number != turn_before and phase_before in (Phase.OPERATE, Phase.BUILD):
            _end_of_turn(seats[me])
        problems = audit(game) if steps % audit_every == 0 else []
        for p in s.qualified:
            if p not in qualified_before:
                problems += qualification_problems(game, p)
        if s.over:
            last = [me] if me not in qualified_before and qualifies(game, me) else []
            problems += winner_problems(game, qualified_before + last)
        return problems

    problems = shared.play_out(
        game, bots, seats, steps=MAX_STEPS, current=lambda: game.state.current, before=before, after=after,
        going=lambda: game.state.phase != Phase.OVER and game.state.round < turn_cap,
        illegal=lambda me, reason: f"seat {me} tried an illegal action: {reason}")
    for seat in seats:
        _record_lost_turns(seat, game.state)  # those after his last turn played
    shared.settle(seats, [p.cash for p in game.state.players], [] if game.state.winner is None else [game.state.winner])
    for seat, bot in zip(seats, bots, strict=True):
        seat.units = bot.stats.units
        seat.clock_stops = bot.stats.clock_stops
        game.memory[seat.seat] = memory.remember(bot)  # a kept save of a capped game plays on in the window
    return GameRecord(seed, list(levels), game.state.round, game.state.phase != Phase.OVER, seats, problems,
                      game.to_dict() if keep_save else None, winner=game.state.winner)


def save_record(board: Board, record: GameRecord, path: Path) -> None:
    """A simulated game kept as a save to open in the window (``--save-dir``)."""
    if record.save is not None:
        save_game(Game.replay(board, record.save), path)


def _record_income(seat: SeatRecord, paid: int, kind: str) -> None:
    if kind == "Deliver" and paid > 0:
        seat.deliveries += 1
        seat.income += paid
        seat.first_delivery = seat.first_delivery or seat.turns + 1
        seat.earned = True


def ran_along_track(action: object) -> bool:
    """A move of at least one step: the train moved, wherever it ends (out to a city to turn, M3,
    and back)."""
    return isinstance(action, Move) and len(action.path) > 1


def _record_move(seat: SeatRecord, before: int | None, after: int | None, travelled: bool = False) -> None:
    """A train that ran along track moved, even when it ends where it began (issue 47: four-player
    seed 184003, Hard ran 10 mileposts to turn at Glyween (M3) and back to its milepost, and the
    turn was counted as standing still)."""
    seat.moved = seat.moved or (before is not None and (travelled or after != before))
    seat.placed = seat.placed or after is not None


def _record_lost_turns(seat: SeatRecord, state: GameState) -> None:
    """His own turns since the last one he played that he got no decision in: lost to an event
    (T3). Each is a turn, standing still (neither moving nor earning) and forced (nothing could be
    done in it): it lengthens the still run, not the avoidable one."""
    if not seat.placed:
        return  # the opening's turns come in another order (O2), and no event costs one before the train is placed
    for _ in range(lost_turns(state, seat.turn_seen)):
        seat.forced, seat.moved, seat.earned = True, False, False
        _end_of_turn(seat)
        seat.lost_turns += 1


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
def summarise(records: list[GameRecord]) -> dict[str, Any]:
    """The figures per level over ``records`` (seats of the same level pooled)."""
    return shared.summarise(records, _figures)


def _figures(rows: shared.Rows[SeatRecord]) -> dict[str, Any]:
    seats = [s for _, s in rows]
    first = [s.first_delivery for s in seats if s.first_delivery is not None]
    return {**shared.win_figures(rows, [s.turns for s in seats if s.won]),
            **shared.delivery_figures(first, [s.deliveries for s in seats]),
            "stalled_seats": sum(1 for s in seats if s.longest_dry > STALL_TURNS),
            **shared.run_figures(seats),
            "longest_avoidable_still": shared.spread([s.longest_avoidable for s in seats]),
            **shared.decision_figures(seats, sorted(u for s in seats for u in s.units))}
