"""Does every table of German Railways' computer players end by the rules (issue 47)? Many seeded
games of every mix of levels, 3-5 players, each played to its end or to the 150-round cap; prints
how the games ended (GR-E1, GR-E2, the players' vote GR-Q8), the rounds, how many reached the cap
(the target is 0) with the seed and the seats of each, and any illegal action.

    .venv/bin/python benchmarks/bench_gr_ends.py [--games 1000] [--seed 47000] [--processes P] [--json FILE]

Game k uses the seed S + k, (3, 4, 5)[k % 3] players, and the (k // 3)-th mix of levels of that
size in turn (every multiset of Baseline, Easy, Standard and Hard: 20 of 3, 35 of 4, 56 of 5),
its seats rotated by (k // 3). The audit after every action is left to ``bench_gr_bots.py``.
"""

from __future__ import annotations

import argparse
import itertools
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

from irondragon_qt.games.german_railways.tools.simulation import MAX_ROUNDS, play_game  # noqa: E402

LEVELS = ("greedy", "easy", "standard", "hard")
PLAYERS = (3, 4, 5)
_BOARD: Any = None


def seats_of(k: int) -> list[str]:
    """The seats of game ``k`` (see the module notes)."""
    n = PLAYERS[k % len(PLAYERS)]
    mixes = list(itertools.combinations_with_replacement(LEVELS, n))
    turn = k // len(PLAYERS)
    mix = list(mixes[turn % len(mixes)])
    shift = turn % n
    return mix[shift:] + mix[:shift]


def _one(job: tuple[list[str], int]) -> dict[str, Any]:
    global _BOARD
    if _BOARD is None:
        from irondragon_qt.games.german_railways.board.map_loader import load_board

        _BOARD = load_board()
    seats, seed = job
    r = play_game(_BOARD, seats, seed, audited=False)
    return {"seed": seed, "seats": seats, "rounds": r.rounds, "end": r.end_reason, "capped": r.capped,
            "illegal": sum(s.illegal for s in r.seats), "problems": r.problems[:2]}


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--games", type=int, default=1000)
    ap.add_argument("--seed", type=int, default=47000)
    ap.add_argument("--processes", type=int, default=2)
    ap.add_argument("--json", type=Path, default=None)
    args = ap.parse_args(argv)
    started = time.perf_counter()
    jobs = [(seats_of(k), args.seed + k) for k in range(args.games)]
    games: list[dict[str, Any]] = []
    with ProcessPoolExecutor(max_workers=args.processes) as pool:
        for g in pool.map(_one, jobs, chunksize=4):
            games.append(g)
            if len(games) % 100 == 0:  # a long run shows it is alive, and what it found so far
                capped_yet = sum(x["capped"] for x in games)
                print(f"  {len(games)} games, {capped_yet} at the cap", file=sys.stderr, flush=True)
    capped = [g for g in games if g["capped"]]
    illegal = sum(g["illegal"] for g in games)
    rounds = [g["rounds"] for g in games]
    ends = Counter(g["end"] or "cap" for g in games)
    by_size = {n: Counter(g["end"] or "cap" for g in games if len(g["seats"]) == n) for n in PLAYERS}
    print(f"{len(games)} games of computer players (seeds {args.seed}-{args.seed + args.games - 1}, "
          f"every level mix, 3-5 players): ends {dict(sorted(ends.items()))}")
    for n, c in by_size.items():
        print(f"    {n} players: {dict(sorted(c.items()))}")
    print(f"rounds median {statistics.median(rounds) if rounds else 0}, max {max(rounds, default=0)}; "
          f"at the {MAX_ROUNDS}-round cap: {len(capped)}; illegal actions: {illegal}")
    for g in capped:
        print(f"    capped: seed {g['seed']}, seats {'-'.join(g['seats'])}")
    out = {"games": len(games), "seed": args.seed, "ends": dict(ends), "capped": capped, "illegal": illegal,
           "rounds_median": statistics.median(rounds) if rounds else 0, "rounds_max": max(rounds, default=0),
           "seconds": time.perf_counter() - started, "problems": [p for g in games for p in g["problems"]][:5]}
    print(f"took {out['seconds']:.0f} s")
    if args.json:
        args.json.write_text(json.dumps(out, indent=2), encoding="utf-8")
    return 1 if capped or illegal else 0


if __name__ == "__main__":
    raise SystemExit(main())
