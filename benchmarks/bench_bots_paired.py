"""A change to a computer level measured as issue 47 asks: solo games on the same seeds played
twice, as the code stands and with settings changed, each seed's turns to victory compared
(paired: the seed's luck of the cards cancels out), the mean difference with its standard error.

    .venv/bin/python benchmarks/bench_bots_paired.py --seeds 300001-300060 \
        --set hard.upgrade_cushion=5 --set judging.RACE_GAP=220 [--level hard] [--processes 1] [--json FILE]

A setting is ``LEVEL.FIELD=VALUE`` (a field of ``levels.Level``) or ``MODULE.NAME=VALUE`` (a
constant of a module of ``games/iron_dragon/bots``, read through its module: a name another module
imported for itself keeps its value there); VALUE is read as JSON (5, 0.8, true). A game
the turn cap stops counts as the cap. Seeds used for tuning are not a figure's seeds.
"""

from __future__ import annotations

import argparse
import importlib
import json
import statistics
import sys
from concurrent.futures import ProcessPoolExecutor
from dataclasses import fields, replace
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from irondragon_qt.games.iron_dragon.bots import levels as bot_levels  # noqa: E402

BOTS = "irondragon_qt.games.iron_dragon.bots"
CAP = 150
Setting = tuple[str, str, Any]  # (level or module, field or constant, value)
_BOARD: Any = None


def parse_setting(text: str) -> Setting:
    """``hard.upgrade_cushion=5`` -> ("hard", "upgrade_cushion", 5); a ValueError says what is wrong."""
    name, sep, raw = text.partition("=")
    owner, dot, attr = name.strip().rpartition(".")
    if not sep or not dot or not owner or not attr:
        raise ValueError(f"a setting is LEVEL.FIELD=VALUE or MODULE.NAME=VALUE, not {text!r}")
    try:
        value = json.loads(raw)
    except json.JSONDecodeError as exc:
        raise ValueError(f"the value of {name} is not JSON (5, 0.8, true): {raw!r}") from exc
    if owner in bot_levels.LEVELS:
        if attr not in {f.name for f in fields(bot_levels.Level)}:
            raise ValueError(f"a level has no field {attr!r}")
    else:
        try:
            module = importlib.import_module(f"{BOTS}.{owner}")
        except ImportError as exc:
            raise ValueError(f"{owner!r} is neither a level nor a module of the bots") from exc
        if not hasattr(module, attr):
            raise ValueError(f"the bots' module {owner} has no {attr!r}")
    return owner, attr, value


def apply(settings: list[Setting]) -> None:
    """The settings, in this process (a worker applies them before its games)."""
    for owner, attr, value in settings:
        if owner in bot_levels.LEVELS:
            bot_levels.LEVELS[owner] = replace(bot_levels.LEVELS[owner], **{attr: value})
        else:
            setattr(importlib.import_module(f"{BOTS}.{owner}"), attr, value)


def _one(job: tuple[str, int, list[Setting]]) -> tuple[int, int]:
    """One solo game (in a fresh worker: the settings apply only to this variant's games)."""
    global _BOARD
    level, seed, settings = job
    apply(settings)
    if _BOARD is None:
        from irondragon_qt.games.iron_dragon.board.map_loader import load_map

        _BOARD = load_map()
    from irondragon_qt.games.iron_dragon.tools.simulation import play_game

    rec = play_game(_BOARD, [level], seed, turn_cap=CAP)
    return seed, rec.seats[0].turns if rec.winner == 0 else CAP


def play(level: str, seeds: list[int], settings: list[Setting], processes: int) -> dict[int, int]:
    """Each seed's turns to victory (the cap if stopped), the variant's settings applied."""
    out = {}
    with ProcessPoolExecutor(processes) as pool:  # a pool of its own: a worker never keeps another's settings
        for seed, turns in pool.map(_one, [(level, s, settings) for s in seeds]):
            out[seed] = turns
            print(f"{'variant' if settings else 'as is'} seed {seed}: {turns} turns", file=sys.stderr, flush=True)
    return out


def paired(before: dict[int, int], after: dict[int, int]) -> dict[str, Any]:
    """Medians and means of both, and the mean of after - before per seed with its standard error."""
    seeds = sorted(set(before) & set(after))
    diff = [after[s] - before[s] for s in seeds]
    error = statistics.stdev(diff) / len(diff) ** 0.5 if len(diff) > 1 else 0.0
    return {"seeds": len(seeds), "median_before": statistics.median(before[s] for s in seeds),
            "median_after": statistics.median(after[s] for s in seeds),
            "mean_before": statistics.mean(before[s] for s in seeds),
            "mean_after": statistics.mean(after[s] for s in seeds),
            "mean_difference": statistics.mean(diff), "standard_error": error,
            "faster": sum(d < 0 for d in diff), "slower": sum(d > 0 for d in diff)}


def seed_range(text: str) -> list[int]:
    first, _, last = text.partition("-")
    return list(range(int(first), int(last or first) + 1))


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--seeds", required=True, help="FIRST-LAST, e.g. 300001-300060")
    parser.add_argument("--set", action="append", default=[], metavar="OWNER.NAME=VALUE")
    parser.add_argument("--level", default="hard")
    parser.add_argument("--processes", type=int, default=1)
    parser.add_argument("--json", type=Path, default=None)
    args = parser.parse_args()
    try:
        settings = [parse_setting(s) for s in args.set]
    except ValueError as exc:
        parser.error(str(exc))
    if not settings:
        parser.error("nothing to compare: give at least one --set")
    seeds = seed_range(args.seeds)
    before = play(args.level, seeds, [], args.processes)
    after = play(args.level, seeds, settings, args.processes)
    out = paired(before, after)
    print(f"{args.level} solo, seeds {args.seeds}, {' '.join(args.set)}: median {out['median_before']} -> "
          f"{out['median_after']}, mean {out['mean_before']:.2f} -> {out['mean_after']:.2f}, "
          f"difference {out['mean_difference']:+.2f} +- {out['standard_error']:.2f} turns "
          f"({out['faster']} seeds faster, {out['slower']} slower)")
    if args.json:
        args.json.write_text(json.dumps({"settings": args.set, "before": before, "after": after, **out}, indent=1))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
