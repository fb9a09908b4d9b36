"""Benchmark: loading hostile save files just under the 16 MB cap, each in a fresh process:
wall time, the process's peak memory (ru_maxrss) beside the same process with only the board
loaded (the peer), and the peak the load itself allocated (tracemalloc, a second run).

    QT_QPA_PLATFORM=offscreen .venv/bin/python benchmarks/bench_hostile_saves.py [--json]

The files are the ones tests/games/iron_dragon/rules/test_saves.py refuses: 16 MB of "{},", "[],", "0,"
and the like (refused by the counts before parsing), and files just under the caps on lists,
tables and values (parsed, then refused). Target (issue 8): any file refused or loaded within
1 s and 200 MB. Before the counts, 16 MB of "{}," took 9-15 s and 840 MB.
"""

from __future__ import annotations

import json
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from tests.games.iron_dragon.rules.test_saves import HOSTILE_FILES  # noqa: E402

CHILD = r"""
import json, resource, sys, time, tracemalloc
from irondragon_qt.games.iron_dragon.board.map_loader import load_map
from irondragon_qt.games.iron_dragon.saves import SaveFileError, load_game

def attempt():
    try:
        load_game(board, sys.argv[1])
        return "loaded"
    except SaveFileError as e:
        return e.message

board = load_map()
peer = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
start = time.perf_counter()
outcome = attempt()
seconds = time.perf_counter() - start
peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
tracemalloc.start()
attempt()
traced = tracemalloc.get_traced_memory()[1]
print(json.dumps({"s": seconds, "maxrss_mb": peak / 1024, "board_only_mb": peer / 1024,
                  "traced_mb": traced / 1e6, "outcome": outcome}))
"""


def main() -> None:
    rows = {}
    with tempfile.TemporaryDirectory() as tmp:
        for name, (make, _words) in HOSTILE_FILES.items():
            path = Path(tmp) / "hostile.json"
            raw = make()
            path.write_bytes(raw)
            proc = subprocess.run([sys.executable, "-c", CHILD, str(path)], cwd=ROOT, capture_output=True,
                                  text=True, timeout=600)
            if proc.returncode:
                raise SystemExit(proc.stderr)
            rows[name] = {"mb": len(raw) / 1e6, **json.loads(proc.stdout)}
    if "--json" in sys.argv:
        print(json.dumps(rows, indent=2))
        return
    print(f"{'file':22} {'size':>7} {'time':>7} {'maxrss':>8} {'board only':>10} {'load traced':>11}  outcome"
          "   target: 1 s, 200 MB")
    for name, r in rows.items():
        outcome = r["outcome"].removeprefix("hostile.json: ")
        print(f"{name:22} {r['mb']:5.1f}MB {r['s']:6.2f}s {r['maxrss_mb']:6.0f}MB {r['board_only_mb']:8.0f}MB "
              f"{r['traced_mb']:9.0f}MB  {outcome[:70]}")


if __name__ == "__main__":
    main()
