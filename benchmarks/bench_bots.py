"""How strong and how quick the computer players are, measured over many seeded games (issue 10).

Every game is played by the simulator (``games/iron_dragon/tools/simulation.py``): audited after every action
(money, chips, cards, track, access limits), each qualification checked against V1 and the
winner against V2, illegal actions counted (there must be none). Seats are rotated from game to
game so that going first favours no level. Figures:

- solo: turns to victory of each level alone (T0 is the greedy baseline's median);
- four players: one level against three greedy baselines, its win rate (25% is parity);
- two players: each level against the level below;
- decision times and search units (p50/p95/max), the decisions the wall-clock safety net cut
  short (a game that differs by machine; there should be none);
- the longest run of turns standing still (neither moving nor earning: a stuck bot; issue 22 asks
  at most 3) at the median, p95 (the run that 95% of games stay within) and max; the same counting
  only the still turns that began with a delivery in reach (``in_reach``: a Flood or Sand Storm
  that cut a nearly broke train's way leaves none, and discarding is all it can do); the longest
  run without income at the median and p95 (most such runs are long trips: the old stall line
  of more than 6 such turns is retired); and by seed, every game the cap stopped and every seat
  that stood still more than 3 turns in a row, to look at;
- issue 47's standstill lines, over the whole run: avoidable still runs of more than 3 turns
  (none may be), and the seats at the tables that stood still more than 3 turns of any kind (at
  most 1 in 500), each by seed. A turn lost to an event (T3) is a still turn, never an avoidable one.

    .venv/bin/python benchmarks/bench_bots.py [--solo N] [--four N] [--two N] [--seed S] [--processes P] [--json FILE]
        [--levels greedy,hard]   (the solo levels; the first is T0)
        [--four-levels hard] [--pairs hard:standard]   (the tables, when not all are wanted)

The defaults: 100 solo seeds a level and 200 four-player games a level (the issue's), and 200
two-player games a pair: with 100 the 95% interval around the 65% line is about ±9 points, with
200 about ±7 (200 games of Hard against Standard take about 16 minutes on two cores, Standard
against Easy about 6). A count of 0 leaves that part out. ``--seed`` moves every part to fresh
seeds (solo from S, the tables from 10,000 + S - 1 and 20,000 + S - 1), to check a figure out of
the sample it was first measured on.
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

from irondragon_qt.engine.simulation import wilson  # noqa: E402
from irondragon_qt.games.iron_dragon.tools.simulation import GameRecord, play_game, summarise  # noqa: E402

_BOARD: Any = None
CAP = 150


def _one(job: tuple[list[str], int]) -> GameRecord:
    global _BOARD
    if _BOARD is None:
        from irondragon_qt.games.iron_dragon.board.map_loader import load_map

        _BOARD = load_map()
    levels, seed = job
    return play_game(_BOARD, levels, seed, turn_cap=CAP)


def games(pool: ProcessPoolExecutor, levels: list[str], count: int, seed: int) -> list[GameRecord]:
    """The games, seats rotated; each game's line on stderr as it comes in (seed, seats, rounds,
    winner, each seat's longest still run), so that a long run shows where it is."""
    n = len(levels)
    jobs = [(levels[k % n:] + levels[:k % n], seed + k) for k in range(count)]
    records = []
    for rec in pool.map(_one, jobs):
        records.append(rec)
        print(f"game {rec.seed} {','.join(rec.levels)}: {rec.rounds} rounds, winner {rec.winner}, still "
              f"{[s.longest_still for s in rec.seats]}, avoidable {[s.longest_avoidable for s in rec.seats]}",
              file=sys.stderr, flush=True)
    return records


def solo(pool: ProcessPoolExecutor, level: str, count: int, seed: int = 1) -> dict[str, Any]:
    records = games(pool, [level], count, seed)
    turns = sorted(r.rounds for r in records if r.winner == 0)
    capped = sum(r.capped for r in records)
    return {"level": level, "games": count, "finished": (count - capped) / count,
            "median_turns": statistics.median(turns + [CAP] * capped),
            "p90_turns": sorted(turns + [CAP] * capped)[int(0.9 * count) - 1],
            "summary": summarise(records), **outliers(records)}


def match(pool: ProcessPoolExecutor, levels: list[str], count: int, seed: int) -> dict[str, Any]:
    records = games(pool, levels, count, seed)
    level = levels[0]
    wins = sum(1 for r in records if r.winner is not None and r.seats[r.winner].level == level)
    return {"levels": levels, "games": count, "wins": wins, "win_rate": wins / count,
            "win_rate_95": wilson(wins, count), "summary": summarise(records), **outliers(records)}


def outliers(records: list[GameRecord]) -> dict[str, Any]:
    """The games to look at by their seed: those stopped by the cap, and every seat that stood
    still more than 3 turns in a row (turns lost to events included, T3), with the longest run of
    those turns in which a delivery was in reach (the others it could not help); and the seats.
    Issue 47's lines: no avoidable run of more than 3 turns in any game, runs of more than 3 of
    any kind in at most 1 seat in 500 at the tables."""
    return {"capped_seeds": [r.seed for r in records if r.capped],
            "still_over_3": [(r.seed, s.level, s.longest_still, s.longest_avoidable) for r in records
                             for s in r.seats if s.longest_still > 3],
            "seats": sum(len(r.seats) for r in records),
            "lost_turns": sum(s.lost_turns for r in records for s in r.seats)}


def standstill(out: dict[str, Any]) -> str:
    """Issue 47's two standstill figures over the whole run, with the seeds to look at."""
    avoidable = [(part, row.get("level") or " vs ".join(row["levels"]), seed, level, run)
                 for part in ("solo", "four", "two") for row in out[part]
                 for seed, level, _, run in row["still_over_3"] if run > 3]
    tables = [row for part in ("four", "two") for row in out[part]]
    seats = sum(row["seats"] for row in tables)
    over = [(seed, level, run) for row in tables for seed, level, run, _ in row["still_over_3"]]
    share = f"1 in {seats / len(over):.0f}" if over else "none"
    return "\n".join([
        f"Avoidable still runs of more than 3 turns (line: none), any part: {len(avoidable)}"
        + (f": {avoidable}" if avoidable else ""),
        f"Seats at the tables still more than 3 turns of any kind (line: at most 1 in 500): {len(over)} of {seats} "
        f"({share})" + (f": (seed, level, turns) {over}" if over else ""),
        f"Turns lost to events (T3), counted as standing still: "
        f"{sum(row['lost_turns'] for part in ('solo', 'four', 'two') for row in out[part])}"])


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--solo", type=int, default=100)
    parser.add_argument("--four", type=int, default=200)
    parser.add_argument("--two", type=int, default=200)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--processes", type=int, default=2)
    parser.add_argument("--json", type=Path, default=None)
    parser.add_argument("--levels", default="greedy,easy,standard,hard",
                        help="the solo levels, the Baseline (greedy, T0) first")
    parser.add_argument("--four-levels", default="standard,hard", help="the levels each against three greedy")
    parser.add_argument("--pairs", default="easy:greedy,standard:easy,hard:standard",
                        help="the two-player tables, the level measured first")
    args = parser.parse_args()
    t0 = time.perf_counter()
    out: dict[str, Any] = {"solo": [], "four": [], "two": []}
    with ProcessPoolExecutor(args.processes) as pool:
        for level in args.levels.split(",") if args.solo else ():
            out["solo"].append(solo(pool, level, args.solo, args.seed))
            row = out["solo"][-1]
            print(f"solo {level:8}: median {row['median_turns']} turns, p90 {row['p90_turns']}, "
                  f"finished {row['finished']:.0%}", flush=True)
            _keep(args.json, out)
        for row in out["solo"]:  # T0: the greedy baseline's median, the first row
            row["ratio_to_t0"] = round(row["median_turns"] / out["solo"][0]["median_turns"], 2)
        for level in args.four_levels.split(",") if args.four else ():
            out["four"].append(match(pool, [level, "greedy", "greedy", "greedy"], args.four, 10_000 + args.seed - 1))
            row = out["four"][-1]
            lo, hi = row["win_rate_95"]
            print(f"4p {level} vs 3 greedy: {row['wins']}/{row['games']} = {row['win_rate']:.0%} ({lo:.0%}-{hi:.0%})",
                  flush=True)
            _keep(args.json, out)
        for pair in (tuple(p.split(":")) for p in args.pairs.split(",")) if args.two else ():
            out["two"].append(match(pool, list(pair), args.two, 20_000 + args.seed - 1))
            row = out["two"][-1]
            lo, hi = row["win_rate_95"]
            print(f"2p {pair[0]} vs {pair[1]}: {row['wins']}/{row['games']} = {row['win_rate']:.0%} "
                  f"({lo:.0%}-{hi:.0%})", flush=True)
            _keep(args.json, out)
    out["seconds"] = round(time.perf_counter() - t0)
    print(report(out))
    if args.json:
        args.json.write_text(json.dumps(out, indent=1, default=str))
    return 0


def _keep(path: Path | None, out: dict[str, Any]) -> None:
    """Each part's figures written as soon as it is done (a long run cut short keeps them)."""
    if path:
        path.write_text(json.dumps(out, indent=1, default=str))


def report(out: dict[str, Any]) -> str:
    lines = ["| level | solo median turns | x T0 | p90 | finished | decision ms p50/p95/max | "
             "units p50/p95/max | clock stops | longest still run p50/p95/max | of which avoidable | "
             "longest run without income p50/p95 | illegal |",
             "|---|---|---|---|---|---|---|---|---|---|---|---|"]
    for row in out["solo"]:
        s = row["summary"]["levels"][row["level"]]
        ms = s["decision_ms"]
        units = s["decision_units"]
        lines.append(f"| {row['level']} | {row['median_turns']} | {row['ratio_to_t0']} | {row['p90_turns']} | "
                     f"{row['finished']:.0%} | {ms['p50']:.0f}/{ms['p95']:.0f}/{ms['max']:.0f} | "
                     f"{_runs(units)} | {s['clock_stops']} | {_runs(s['longest_still'])} | "
                     f"{_runs(s['longest_avoidable_still'])} | "
                     f"{s['longest_dry']['p50']}/{s['longest_dry']['p95']} | {s['illegal_actions']} |")
    lines += ["", "| table | games | wins | win rate (95% interval) | longest still run p50/p95/max, by level | "
              "of which avoidable | finished |", "|---|---|---|---|---|---|---|"]
    for row in out["four"] + out["two"]:
        lo, hi = row["win_rate_95"]
        levels = row["summary"]["levels"]
        still = ", ".join(f"{lv} {_runs(levels[lv]['longest_still'])}" for lv in dict.fromkeys(row["levels"]))
        avoidable = ", ".join(f"{lv} {_runs(levels[lv]['longest_avoidable_still'])}"
                              for lv in dict.fromkeys(row["levels"]))
        lines.append(f"| {' vs '.join(row['levels'])} | {row['games']} | {row['wins']} | "
                     f"{row['win_rate']:.0%} ({lo:.0%}-{hi:.0%}) | {still} | {avoidable} | "
                     f"{row['games'] - len(row['capped_seeds'])}/{row['games']} |")
    for row in out["solo"] + out["four"] + out["two"]:
        name = row.get("level") or " vs ".join(row["levels"])
        if row["capped_seeds"] or row["still_over_3"]:
            lines.append(f"\n{name}: capped seeds {row['capped_seeds']}; still more than 3 turns (seed, level, turns, "
                         f"of them avoidable): "
                         f"{row['still_over_3']}")
    lines.append("\n" + standstill(out))
    stops = sum(r["summary"]["levels"][lv]["clock_stops"] for k in ("solo", "four", "two") for r in out[k]
                for lv in r["summary"]["levels"])
    lines.append(f"\n{out['seconds']} s; decisions cut short by the safety net (may differ by machine): {stops}; "
                 "problems found by the audits: "
                 f"{sum(len(r['summary']['problems']) for k in ('solo', 'four', 'two') for r in out[k])}")
    return "\n".join(lines)


def _runs(figures: dict[str, float | None]) -> str:
    """p50/p95/max, as whole numbers."""
    return "/".join("-" if figures[k] is None else f"{figures[k]:g}" for k in ("p50", "p95", "max"))


if __name__ == "__main__":
    sys.exit(main())
