"""German Railways under random legal play (issue 24): many seeded games on the real board, the
audit after every action (money, cubes, one company per open hex, Berlin access, incomes), and
every game must end. The player is the tests' (``tests/games/german_railways/rules/random_play``):
it picks the kind of action first (pass, offer, bid, build, now and then the end vote), then one of
that kind, over ``legal_actions``. Reports the problems found, how the games ended, and the rounds
per game (median, max).

    .venv/bin/python benchmarks/bench_gr_random.py [--games 1000] [--seed 5000] [--processes 1] [--json FILE]

Game k uses seed S + k and 3 + k % 3 players.
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import time
from collections import Counter
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

_BOARD: Any = None


def _one(job: tuple[int, int]) -> dict[str, Any]:
    global _BOARD
    from irondragon_qt.games.german_railways.rules.audit import audit
    from tests.games.german_railways.rules.random_play import play

    if _BOARD is None:
        from irondragon_qt.games.german_railways.board.map_loader import load_board

        _BOARD = load_board()
    seed, players = job
    problems: list[str] = []

    def audited(game: Any) -> None:
        if not problems:
            problems.extend(f"seed {seed}, action {len(game.log)}: {p}" for p in audit(game))

    t0 = time.perf_counter()
    game = play(_BOARD, seed, players=players, each=audited)
    return {"seed": seed, "players": players, "over": game.is_over(), "rounds": game.state.round,
            "actions": len(game.log), "end": game.state.end_reason, "problems": problems,
            "seconds": time.perf_counter() - t0}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, default=1000)
    parser.add_argument("--seed", type=int, default=5000)
    parser.add_argument("--processes", type=int, default=1)
    parser.add_argument("--json", type=Path)
    args = parser.parse_args(argv)
    jobs = [(args.seed + k, 3 + k % 3) for k in range(args.games)]
    t0 = time.perf_counter()
    if args.processes > 1:
        with ProcessPoolExecutor(args.processes) as pool:
            games = list(pool.map(_one, jobs, chunksize=8))
    else:
        games = [_one(job) for job in jobs]
    rounds = [g["rounds"] for g in games]
    unended = [g["seed"] for g in games if not g["over"]]
    problems = [p for g in games for p in g["problems"]]
    out = {"games": len(games), "ended": len(games) - len(unended), "unended_seeds": unended,
           "ends": dict(Counter(g["end"] for g in games)), "rounds_median": statistics.median(rounds),
           "rounds_max": max(rounds), "actions_total": sum(g["actions"] for g in games),
           "audit_problems": len(problems), "first_problems": problems[:10],
           "seconds": round(time.perf_counter() - t0, 1)}
    print(f"{out['games']} random games (seeds {args.seed}-{args.seed + args.games - 1}, 3-5 players): "
          f"{out['ended']} ended {out['ends']}; rounds median {out['rounds_median']}, max {out['rounds_max']}; "
          f"{out['actions_total']} actions audited, {out['audit_problems']} problems; {out['seconds']} s")
    for p in out["first_problems"]:
        print("  " + p)
    if args.json:
        args.json.write_text(json.dumps(out, indent=1), "utf-8")
    return 1 if problems or unended else 0


if __name__ == "__main__":
    sys.exit(main())
