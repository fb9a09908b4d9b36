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

import statistics
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from ....engine import simulation as shared
from ..board.hexboard import HexBoard
from ..rules import game as game_module
from ..rules.actions import Build, Pass, ProposeEnd
from ..rules.audit import audit
from ..rules.game import Game
from ..rules.options import GameOptions
from ..saves import save_game

MAX_STEPS = 20_000  # actions in one game: random games end within 1,500
MAX_ROUNDS = 150  # rounds, as the command line's default --turn-cap: a game past it is counted as capped


def _bots() -> Any:
    try:
        from .. import bots
    except ImportError as e:  # the computer players are a room of their own, written apart
        raise ImportError(f"German Railways' computer players (games/german_railways/bots: make_player, "
                          f"levels.LEVELS) cannot be imported: {e}") from e
    return bots


def level_names() -> dict[str, str]:
    """Each computer level's key in saves -> its name for players ("greedy" -> "Baseline")."""
    return shared.level_names(_bots().LEVELS)


def options_from(data: dict[str, Any]) -> dict[str, Any]:
    """Rule options given as KEY=VALUE, checked (ValueError names what is wrong), as a save holds them."""
    return GameOptions.from_dict(data).to_dict()


@dataclass
class SeatRecord(shared.SeatRecord):
    """``dry`` and ``still`` are counted in rounds and in slots (see above); ``clock_stops`` stays 0:
    the bots' search is bounded by work, never by the clock."""

    dividends: int = 0  # Thaler received in dividend phases
    first_dividend: int | None = None  # the round of the first one
    connections: int = 0  # dividend phases its own builds set off
    paid_this_round: bool = False


@dataclass
class GameRecord(shared.GameRecord[SeatRecord]):
    """One game, picklable for worker processes: who played, who won, and the save if kept."""

    winners: list[int] = field(default_factory=list)
    end_reason: str = ""  # the rule that ended it (GR-E1, GR-E2), or "" for a game cut short


def _end_of_round(seats: list[SeatRecord]) -> None:
    for seat in seats:
        seat.turn_ended(seat.paid_this_round, seat.first_dividend is not None)
        seat.paid_this_round = False


def play_game(board: HexBoard, levels: list[str], seed: int, turn_cap: int = MAX_ROUNDS,
              options: dict[str, Any] | None = None, keep_save: bool = False, *, upto: int | None = None,
              audited: bool = True) -> GameRecord:
    """One game of computer players from ``seed``: seat i plays ``levels[i]``, for at most
    ``turn_cap`` rounds; the books are audited after every action (unless not ``audited``: a test
    that only needs the game). ``upto``: stop after that many actions (a shorter game for a test)."""
    bots = _bots()
    kinds = game_module.SEAT_KINDS  # the save names the levels once the rules take them as seat kinds
    seat_kinds = list(levels) if all(lv in kinds for lv in levels) else None
    names = level_names()
    game = Game(board, [f"{names.get(lv, lv)} {i + 1}" for i, lv in enumerate(levels)],
                GameOptions.from_dict(options or {}), seed, seat_kinds)
    players = [bots.make_player(i, lv, seed) for i, lv in enumerate(levels)]
    seats = [SeatRecord(i, lv) for i, lv in enumerate(levels)]

    def before(me: int) -> tuple[int, list[int], bool]:
        s = game.state
        return s.round, [p.cash for p in s.players], s.auction is None and s.end_vote is None

    def after(me: int, action: Any, noted: tuple[int, list[int], bool]) -> list[str]:
        round_before, cash, slot_action = noted
        if slot_action and not isinstance(action, ProposeEnd):  # a slot's action (GR-T5): passing in a row is
            # standing still (a proposal to end, GR-Q8, leaves the slot to act)
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
        return [f"seed {seed}, action {len(game.log)}: {p}" for p in (audit(game) if audited else [])]

    problems = shared.play_out(
        game, players, seats, steps=MAX_STEPS, current=game.current_seat, before=before, after=after,
        going=lambda: not game.is_over() and game.state.round <= turn_cap and (upto is None or len(game.log) < upto),
        illegal=lambda me, reason: f"seed {seed}: seat {me} ({levels[me]}) tried an illegal action: {reason}")
    winners = game.state.winners()
    shared.settle(seats, [p.cash for p in game.state.players], winners)
    return GameRecord(seed, list(levels), game.state.round, not game.is_over(), seats, problems,
                      game.to_dict() if keep_save else None, winners=winners, end_reason=game.state.end_reason)


def save_record(board: HexBoard, record: GameRecord, path: Path) -> None:
    """A simulated game kept as a save to replay (``--save-dir``)."""
    if record.save is not None:
        save_game(Game.replay(board, record.save), path)


# --- many games -----------------------------------------------------------------------------------
def summarise(records: list[GameRecord]) -> dict[str, Any]:
    """The figures per level over ``records`` (seats of the same level pooled)."""
    return shared.summarise(records, _figures)


def _figures(rows: shared.Rows[SeatRecord]) -> dict[str, Any]:
    seats = [s for _, s in rows]
    first = [s.first_dividend for s in seats if s.first_dividend is not None]
    return shared.level_figures(rows, first, [s.connections for s in seats], {
        "cash_median": statistics.median(s.cash for s in seats),
        "dividends_per_game": statistics.mean(s.dividends for s in seats)})
