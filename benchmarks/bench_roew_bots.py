"""How strong and how quick Railways of England & Wales' computer players are, over many seeded games.

Each game is the simulator's (``tools/simulation.play_game``, as ``irondragon simulate --game
railways-of-england-wales`` plays them; with ``--mode share`` the share game's,
``tools/stock_simulation.play_game``): every action checked by the game (an illegal one ends the
game as a problem), the books audited after every action, and no turn cap but the game's own end
(EW-10, ST-25: enough empty cities; a game still going after ``SAFETY_TURNS`` turns or rounds would
be reported as not ended). The seats are rotated from game to game, so the start player's draw
favours no level.

Two tables, each figure against its parity (one seat in n):
- four players: Hard against three Baselines (the brief asks at least 50% wins);
- three players: Hard against two Standards (at least 40%);
with the win rate's 95% Wilson interval (a shared win, RW-Q19 or ST-Q10, counts 1/k), turns (rounds) per game, and the
decision times per level (p50, p95, max; ``time.perf_counter`` around ``next_action``, measured only:
no computer player reads the clock).

    .venv/bin/python benchmarks/bench_roew_bots.py [--mode base|share] [--four N] [--three N] [--seed S]
        [--processes P] [--json FILE]

Game k of the four-player table uses seed S + k, of the three-player table S + 100,000 + k.
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import time
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from irondragon_qt.engine.simulation import quantile, wilson
from irondragon_qt.games.railways_of_england_wales.tools import simulation, stock_simulation

PLAYERS = {"base": simulation.play_game, "share": stock_simulation.play_game}  # each game's simulator

SAFETY_TURNS = 1000  # far past any game (they end in 6 to 10 turns): only a game that never ends meets it
THREE_SEEDS = 100_000
TARGETS = {"four": 0.50, "three": 0.40}  # the brief's win rates for Hard
P95_LIMITS = {"standard": 1.0, "hard": 2.0}  # the brief's seconds per decision


@dataclass(frozen=True)
class Job:
    levels: tuple[str, ...]
    seed: int
    mode: str = "base"


_BOARD: Any = None


def _play(job: Job) -> Any:
    global _BOARD
    if _BOARD is None:  # once per worker process
        from irondragon_qt.games.railways_of_england_wales.board.map_loader import load_board

        _BOARD = load_board()
    return PLAYERS[job.mode](_BOARD, list(job.levels), job.seed, turn_cap=SAFETY_TURNS)


def rotated(levels: list[str], games: int, seed: int, mode: str = "base") -> list[Job]:
    """Game k seats the levels turned k places, with seed ``seed + k``."""
    n = len(levels)
    return [Job(tuple(levels[k % n:] + levels[:k % n]), seed + k, mode) for k in range(games)]


def figures(name: str, levels: list[str], jobs: list[Job], records: list[Any]) -> dict[str, Any]:
    hero = levels[0]
    wins = 0.0
    decisions: dict[str, list[float]] = {}
    for job, record in zip(jobs, records, strict=True):
        if job.levels.index(hero) in record.winners:
            wins += 1 / len(record.winners)
        for seat in record.seats:
            decisions.setdefault(seat.level, []).extend(seat.decisions)
    games = len(records)
    low, high = wilson(wins, games)
    turns = [r.rounds for r in records]
    illegal = sum(seat.illegal for r in records for seat in r.seats)
    return {
        "table": name, "levels": levels, "games": games, "first_seed": jobs[0].seed if jobs else None,
        "win_rate": wins / games if games else 0.0, "interval95": [low, high], "parity": 1 / len(levels),
        "target": TARGETS[name], "turns_median": statistics.median(turns) if turns else 0,
        "turns_max": max(turns, default=0),
        "not_ended": sum(r.capped for r in records), "illegal": illegal,
        "audit_problems": sum(len(r.problems) for r in records) - illegal,
        "problem_examples": [p for r in records for p in r.problems][:5],
        "decision_seconds": {level: {"count": len(ts), "p50": quantile(ts, 0.5) or 0.0,
                                     "p95": quantile(ts, 0.95) or 0.0, "max": max(ts, default=0.0)}
                             for level, ts in sorted(decisions.items())},
    }


def report(t: dict[str, Any]) -> None:
    hero, others = t["levels"][0], ", ".join(t["levels"][1:])
    interval = "-".join(f"{x:.1%}" for x in t["interval95"])
    parts = [f"{t['table']}: {hero} vs {others}, {t['games']} games from seed {t['first_seed']}",
             f"{hero} wins {t['win_rate']:.1%} (95% {interval}; parity {t['parity']:.0%}, target {t['target']:.0%})",
             f"turns median {t['turns_median']}, max {t['turns_max']}",
             f"not ended {t['not_ended']}, illegal {t['illegal']}, audit problems {t['audit_problems']}"]
    print("; ".join(parts))
    for level, d in t["decision_seconds"].items():
        limit = P95_LIMITS.get(level)
        verdict = "" if limit is None else f" (limit {limit:.0f} s: {'ok' if d['p95'] <= limit else 'MISSED'})"
        ms = {k: round(d[k] * 1000) for k in ("p50", "p95", "max")}
        print(f"    {level:9s} {d['count']:6d} decisions: p50 {ms['p50']} ms, p95 {ms['p95']} ms{verdict}, "
              f"max {ms['max']} ms")


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=(__doc__ or "").split("\n")[0])
    ap.add_argument("--mode", choices=sorted(PLAYERS), default="base",
                    help="the base game (RW/EW rules) or the share game (ST rules)")
    ap.add_argument("--four", type=int, default=200, help="games of Hard against 3 Baselines")
    ap.add_argument("--three", type=int, default=200, help="games of Hard against 2 Standards")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--processes", type=int, default=2)
    ap.add_argument("--json", type=Path, default=None, help="also write the figures here")
    args = ap.parse_args(argv)
    plans = [("four", ["hard", "greedy", "greedy", "greedy"], args.four, args.seed),
             ("three", ["hard", "standard", "standard"], args.three, args.seed + THREE_SEEDS)]
    started = time.perf_counter()
    out: dict[str, Any] = {"mode": args.mode, "seed": args.seed, "processes": args.processes, "tables": []}
    with ProcessPoolExecutor(max_workers=args.processes) as pool:
        for name, levels, games, seed in plans:
            if games:
                jobs = rotated(levels, games, seed, args.mode)
                out["tables"].append(figures(name, levels, jobs, list(pool.map(_play, jobs))))
                report(out["tables"][-1])
    out["seconds"] = time.perf_counter() - started
    print(f"{args.mode} game: took {out['seconds']:.0f} s with {args.processes} processes")
    if args.json:
        args.json.write_text(json.dumps(out, indent=2), encoding="utf-8")
    failed = sum(t["illegal"] + t["audit_problems"] + t["not_ended"] for t in out["tables"])
    return 1 if failed else 0


if __name__ == "__main__":
    raise SystemExit(main())
