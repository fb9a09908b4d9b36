"""What the turns of the bots' long waits for pay are (issue 10's stall line).

Plays solo games of one level and splits every run of more than ``STALL_TURNS`` own turns
without income (after the first delivery, as the simulator counts them) into the turns in
which the train moved, the turns spent discarding the hand (T2), the turns lost to an event (T3:
the bot has no decision in them) and the turns it stood still,
so a stall line can be judged by what the bot was doing: riding a long trip or stuck.

    .venv/bin/python benchmarks/bench_bot_stalls.py [--level hard] [--games 100] [--seed 1] [--processes 2]
"""

from __future__ import annotations

import argparse
import sys
from collections import Counter
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from irondragon_qt.games.iron_dragon.bots.bot import Bot  # noqa: E402
from irondragon_qt.games.iron_dragon.bots.stuck import lost_turns  # noqa: E402
from irondragon_qt.games.iron_dragon.rules.game import Game  # noqa: E402
from irondragon_qt.games.iron_dragon.rules.options import GameOptions  # noqa: E402
from irondragon_qt.games.iron_dragon.tools.simulation import STALL_TURNS, ran_along_track  # noqa: E402

CAP = 150
LOW_CASH = 35  # GP: a run that starts below this is an early, poor one


def turns_of(job: tuple[str, int]) -> list[tuple[set[str], int]]:
    """Each own turn after the opening of a solo game: what was done in it, and the cash it began with."""
    from irondragon_qt.games.iron_dragon.board.map_loader import load_map

    level, seed = job
    game = Game(load_map(), ["Solo"], options=GameOptions(solo=True), seed=seed)
    bot = Bot(0, level, seed)
    turns: list[tuple[set[str], int]] = []
    number, done, cash, phase = None, set[str](), 0, ""
    while game.state.phase != "over" and game.state.round < CAP:
        s = game.state
        if s.turn_number != number:
            if number is not None and phase in ("operate", "build"):
                turns.append((done, cash))
                if s.players[0].position is not None:  # turns lost to an event (T3): it stood still in them
                    turns += [({"lost"}, s.players[0].cash) for _ in range(lost_turns(s, number))]
            number, done, cash, phase = s.turn_number, set(), s.players[0].cash, s.phase
        action = bot.next_action(game)
        if not game.process(action):
            raise RuntimeError(f"seed {seed}: illegal {action}")
        kind = type(action).__name__
        if ran_along_track(action):
            done.add("moved")
        elif kind in ("Deliver", "DiscardHand"):
            done.add(kind)
    return turns


def long_runs(turns: list[tuple[set[str], int]]) -> list[list[tuple[set[str], int]]]:
    """The runs of more than STALL_TURNS turns without a delivery, after the first."""
    first = next((i for i, (done, _) in enumerate(turns) if "Deliver" in done), None)
    if first is None:
        return []
    runs, run = [], []
    for done, cash in [*turns[first + 1:], ({"Deliver"}, 0)]:
        if "Deliver" not in done:
            run.append((done, cash))
            continue
        if len(run) > STALL_TURNS:
            runs.append(run)
        run = []
    return runs


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--level", default="hard")
    parser.add_argument("--games", type=int, default=100)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--processes", type=int, default=2)
    args = parser.parse_args()
    jobs = [(args.level, args.seed + k) for k in range(args.games)]
    with ProcessPoolExecutor(args.processes) as pool:
        games = [long_runs(t) for t in pool.map(turns_of, jobs)]
    runs = [r for g in games for r in g]
    split: Counter[str] = Counter()
    for run in runs:
        for done, _ in run:
            split["moved" if "moved" in done else "discarded" if "DiscardHand" in done
                  else "lost to an event" if "lost" in done else "stood still"] += 1
    total = sum(split.values())
    print(f"{args.level}, seeds {args.seed}-{args.seed + args.games - 1}: {sum(1 for g in games if g)} of "
          f"{args.games} games with a run of more than {STALL_TURNS} turns without income; {len(runs)} runs, "
          f"{total} turns, {sum(len(r) for r in runs) / max(1, len(runs)):.1f} turns a run; "
          f"{sum(1 for r in runs if r[0][1] < LOW_CASH)} began under {LOW_CASH} GP")
    for what in ("moved", "discarded", "lost to an event", "stood still"):
        print(f"  {what:12}: {split[what]:4} turns ({split[what] / max(1, total):.0%})")
    return 0


if __name__ == "__main__":
    sys.exit(main())
