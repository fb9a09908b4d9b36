"""One seeded game of computer players, checked as it goes: every action must pass the game's
check (else it is counted as illegal and the seat passes instead) and, if asked, the audit
(rules/audit.py) must find nothing after every action. For the tests and the benchmark; the clock
only measures decision times, it never decides anything."""

from __future__ import annotations

import time
from dataclasses import dataclass, field

from ..board.hexboard import HexBoard
from ..rules.actions import Action, Pass, PassBid
from ..rules.audit import audit
from ..rules.game import Game
from ..rules.options import GameOptions
from .bot import GRBot

NAMES = ("Anna", "Bernd", "Clara", "Dieter", "Eva")
MAX_ACTIONS = 4000  # a game takes a few hundred; more means a stuck player


@dataclass
class GameRecord:
    seed: int
    levels: list[str]
    winners: list[int] = field(default_factory=list)  # seats sharing the win
    cash: list[int] = field(default_factory=list)
    rounds: int = 0
    actions: int = 0
    phases: int = 0  # dividend phases paid
    end_reason: str = ""
    illegal: int = 0
    problems: list[str] = field(default_factory=list)
    times: dict[str, list[float]] = field(default_factory=dict)  # seconds per decision, by level
    capped: bool = False
    log: list[dict[str, object]] = field(default_factory=list)  # the actions, as saved


def play_game(board: HexBoard, levels: list[str], seed: int, options: GameOptions | None = None,
              check_audit: bool = True, bot_seed: int | None = None, upto: int | None = None) -> GameRecord:
    """``upto``: stop after that many actions (a test's shorter game; not counted as capped)."""
    game = Game(board, list(NAMES[:len(levels)]), options, seed)
    base = seed if bot_seed is None else bot_seed
    bots = [GRBot(seat, level, base * 10 + seat) for seat, level in enumerate(levels)]
    rec = GameRecord(seed, list(levels), times={lv: [] for lv in levels})
    for _ in range(MAX_ACTIONS):
        if game.is_over() or (upto is not None and len(game.log) >= upto):
            break
        seat = game.current_seat()
        t0 = time.perf_counter()
        action: Action = bots[seat].next_action(game)
        rec.times[levels[seat]].append(time.perf_counter() - t0)
        if game.check(action) is not None:
            rec.illegal += 1
            rec.problems.append(f"illegal: {action} ({game.check(action)})")
            action = PassBid(seat) if game.state.auction is not None else Pass(seat)
        result = game.process(action)
        assert result.ok, result.reason
        rec.phases += sum(1 for line in result.log if line.startswith("Dividends"))
        if check_audit:
            rec.problems += audit(game)
    else:
        rec.capped = True
    s = game.state
    rec.winners, rec.cash = s.winners(), [p.cash for p in s.players]
    rec.rounds, rec.actions, rec.end_reason = s.round, len(game.log), s.end_reason
    rec.log = [a.to_dict() for a in game.log]
    return rec
