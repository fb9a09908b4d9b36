"""How strong and how quick German Railways' computer players are, over many seeded games.

Every game is played by ``tools/simulation.py`` (on the engine's ``simulation.play_out``, as
``irondragon simulate`` plays them): each action checked by the game (an illegal one ends the game
as a problem; there must be none) and the audit run after every action (there must be no problem).
Seats are rotated game by game so that the banker's draw and the seat order favour no level.

- four players: Hard against 3 Baselines (parity 25%);
- three players: Hard against 2 Standards (parity 33%);
- win rates with a 95% Wilson interval (a shared win counts 1/k), rounds per game (median, max),
  decision times p50/p95/max per level (``time.perf_counter`` around ``next_action``: measured,
  never deciding), illegal actions and audit problems.

    .venv/bin/python benchmarks/bench_gr_bots.py [--four N] [--three N] [--seed S] [--processes P] [--json FILE]

Game k of a table uses the seed S + k (three-player tables from S + 100,000).
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import time
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from irondragon_qt.engine.simulation import quantile, wilson  # noqa: E402
from irondragon_qt.games.german_railways.tools.simulation import GameRecord, play_game  # noqa: E402

_BOARD: Any = None
THREE_OFFSET = 100_000


def _one(job: tuple[list[str], int]) -> GameRecord:
    global _BOARD
    if _BOARD is None:
        from irondragon_qt.games.german_railways.board.map_loader import load_board

        _BOARD = load_board()
    levels, seed = job
    return play_game(_BOARD, levels, seed)


def table(pool: ProcessPoolExecutor, levels: list[str], count: int, seed: int) -> dict[str, Any]:
    """``levels[0]`` (the one measured) against the rest, seats rotated game by game."""
    n = len(levels)
    jobs = [(levels[k % n:] + levels[:k % n], seed + k) for k in range(count)]
    records = list(pool.map(_one, jobs))
    hero = levels[0]
    wins, rounds, times = 0.0, [], {lv: [] for lv in set(levels)}
    for (seats, _), r in zip(jobs, records, strict=True):
        hero_seat = seats.index(hero)
        if hero_seat in r.winners:
            wins += 1 / len(r.winners)  # a shared win (GR-E4) counts 1/k here
        rounds.append(r.rounds)
        for seat in r.seats:
            times[seat.level].extend(seat.decisions)
    low, high = wilson(wins, count)
    illegal = sum(seat.illegal for r in records for seat in r.seats)
    return {
        "table": f"{hero} vs " + ", ".join(levels[1:]), "games": count, "seed": seed,
        "wins": wins, "win_rate": wins / count if count else 0.0, "interval95": [low, high],
        "parity": 1 / n, "rounds_median": statistics.median(rounds) if rounds else 0,
        "rounds_max": max(rounds, default=0),
        "end_reasons": {e: sum(r.end_reason == e for r in records) for e in ("GR-E1", "GR-E2", "GR-Q8", "")},
        "decision_seconds": {lv: {"p50": quantile(ts, 0.5) or 0.0, "p95": quantile(ts, 0.95) or 0.0,
                                  "max": max(ts, default=0.0), "count": len(ts)} for lv, ts in sorted(times.items())},
        "illegal": illegal, "audit_problems": sum(len(r.problems) for r in records) - illegal,
        "capped": sum(r.capped for r in records),
        "problem_examples": [p for r in records for p in r.problems][:5],
    }


def show(result: dict[str, Any]) -> None:
    low, high = result["interval95"]
    print(f"{result['table']}: {result['games']} games, win rate {result['win_rate']:.1%} "
          f"(95% {low:.1%}-{high:.1%}; parity {result['parity']:.0%}), rounds median {result['rounds_median']} "
          f"max {result['rounds_max']}, ends {result['end_reasons']}, illegal {result['illegal']}, "
          f"audit problems {result['audit_problems']}, capped {result['capped']}")
    for lv, t in result["decision_seconds"].items():
        print(f"    {lv:9s} decisions {t['count']:6d}: p50 {t['p50'] * 1000:.1f} ms, p95 {t['p95'] * 1000:.1f} ms, "
              f"max {t['max'] * 1000:.1f} ms")


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--four", type=int, default=200, help="games of Hard against 3 Baselines")
    ap.add_argument("--three", type=int, default=200, help="games of Hard against 2 Standards")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--processes", type=int, default=2)
    ap.add_argument("--json", type=Path, default=None)
    args = ap.parse_args(argv)
    started = time.perf_counter()
    out: dict[str, Any] = {"seed": args.seed, "processes": args.processes, "tables": []}
    with ProcessPoolExecutor(max_workers=args.processes) as pool:
        if args.four:
            out["tables"].append(table(pool, ["hard", "greedy", "greedy", "greedy"], args.four, args.seed))
            show(out["tables"][-1])
        if args.three:
            out["tables"].append(table(pool, ["hard", "standard", "standard"], args.three, args.seed + THREE_OFFSET))
            show(out["tables"][-1])
    out["seconds"] = time.perf_counter() - started
    print(f"took {out['seconds']:.0f} s")
    if args.json:
        args.json.write_text(json.dumps(out, indent=2), encoding="utf-8")
    bad = sum(t["illegal"] + t["audit_problems"] for t in out["tables"])
    return 1 if bad else 0


if __name__ == "__main__":
    raise SystemExit(main())
