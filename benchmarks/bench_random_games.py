"""Random legal play on a game's real board (issues 24 and 45): many seeded games, the game's audit
after every action, and every game must end by the rules. The players are the tests' random players
(``tests/games/<game>/rules/random_play``): each picks the kind of action first, then one of that
kind, each checked by the game. Reports the problems found, how the games ended, and the rounds (game
turns) per game, median and max.

    .venv/bin/python benchmarks/bench_random_games.py --game german-railways [--games 1000] [--seed 5000]
    .venv/bin/python benchmarks/bench_random_games.py --game railways-of-england-wales --seed 45000
        [--processes 2] [--json FILE]
    .venv/bin/python benchmarks/bench_random_games.py --game railways-of-england-wales-share --seed 46000

Game k uses seed S + k and the game's player counts in turn (German Railways 3-5, Railways of
England & Wales 2-5, its share game 2-5). A "round" is German Railways' round, the base game's turn
(RW-8) and the share game's round (ST's four phases).
"""

from __future__ import annotations

import argparse
import importlib
import json
import statistics
import sys
import time
from collections import Counter
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))


@dataclass(frozen=True)
class Subject:
    package: str  # the pack's and the tests' folder name
    players: tuple[int, ...]
    rules: str = "rules"  # the folder of the game's rules in the pack and in its tests (a second game's: stock)
    round_field: str = "round"  # the state's count of rounds (the base game's: its turn)

    def rounds(self, game: Any) -> int:
        return int(getattr(game.state, self.round_field))

    def end(self, game: Any) -> str:
        if self.package == "german_railways":
            return str(game.state.end_reason)
        return f"{len(game.state.empty)} empty cities"


SUBJECTS = {"german-railways": Subject("german_railways", (3, 4, 5)),
            "railways-of-england-wales": Subject("railways_of_england_wales", (2, 3, 4, 5), round_field="turn"),
            "railways-of-england-wales-share": Subject("railways_of_england_wales", (2, 3, 4, 5), "stock")}
_BOARD: Any = None


def _one(job: tuple[str, int, int]) -> dict[str, Any]:
    global _BOARD
    key, seed, players = job
    subject = SUBJECTS[key]
    audit = importlib.import_module(f"irondragon_qt.games.{subject.package}.{subject.rules}.audit").audit
    play = importlib.import_module(f"tests.games.{subject.package}.{subject.rules}.random_play").play
    if _BOARD is None:
        _BOARD = importlib.import_module(f"irondragon_qt.games.{subject.package}.board.map_loader").load_board()
    problems: list[str] = []

    def audited(game: Any) -> None:
        if not problems:
            problems.extend(f"seed {seed}, action {len(game.log)}: {p}" for p in audit(game))

    t0 = time.perf_counter()
    game = play(_BOARD, seed, players=players, each=audited)
    return {"seed": seed, "players": players, "over": game.is_over(), "rounds": subject.rounds(game),
            "actions": len(game.log), "end": subject.end(game), "problems": problems,
            "seconds": time.perf_counter() - t0}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--game", choices=sorted(SUBJECTS), required=True)
    parser.add_argument("--games", type=int, default=1000)
    parser.add_argument("--seed", type=int, default=5000)
    parser.add_argument("--processes", type=int, default=1)
    parser.add_argument("--json", type=Path)
    args = parser.parse_args(argv)
    counts = SUBJECTS[args.game].players
    jobs = [(args.game, args.seed + k, counts[k % len(counts)]) for k in range(args.games)]
    t0 = time.perf_counter()
    if args.processes > 1:
        with ProcessPoolExecutor(args.processes) as pool:
            games = list(pool.map(_one, jobs, chunksize=8))
    else:
        games = [_one(job) for job in jobs]
    rounds = [g["rounds"] for g in games]
    unended = [g["seed"] for g in games if not g["over"]]
    problems = [p for g in games for p in g["problems"]]
    out = {"game": args.game, "games": len(games), "ended": len(games) - len(unended), "unended_seeds": unended,
           "ends": dict(Counter(g["end"] for g in games)), "rounds_median": statistics.median(rounds),
           "rounds_max": max(rounds), "actions_total": sum(g["actions"] for g in games),
           "audit_problems": len(problems), "first_problems": problems[:10],
           "seconds": round(time.perf_counter() - t0, 1)}
    print(f"{args.game}: {out['games']} random games (seeds {args.seed}-{args.seed + args.games - 1}, "
          f"{counts[0]}-{counts[-1]} players): {out['ended']} ended {out['ends']}; rounds median "
          f"{out['rounds_median']}, max {out['rounds_max']}; {out['actions_total']} actions audited, "
          f"{out['audit_problems']} problems; {out['seconds']} s")
    for p in out["first_problems"]:
        print("  " + p)
    if args.json:
        args.json.write_text(json.dumps(out, indent=1), "utf-8")
    return 1 if problems or unended else 0


if __name__ == "__main__":
    sys.exit(main())
