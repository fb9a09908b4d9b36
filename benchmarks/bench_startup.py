"""Cold start to the first painted board, beside a bare PySide6 window with a QGraphicsView.

    .venv/bin/python benchmarks/bench_startup.py [--runs N] [--json]

Whole processes, alternated (so both see the same machine), several runs each, medians:
``irondragon play --exit-after-paint`` quits right after the board's first paint. The board's
drawn layers are cached on disk (games/iron_dragon/ui/board/disk_cache.py): the first figure is a start with the
cache emptied (and Python's modules not yet compiled), the others with both in place, as every start after the
first one is.

Target (issue 44; issue 9 had + 0.6 s): the median start under the bare window's + 0.25 s.
"""

from __future__ import annotations

import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
PY = sys.executable
TARGET_S = 0.25  # over the bare window


def timed(args: list[str], env: dict[str, str]) -> float:
    start = time.perf_counter()
    subprocess.run([PY, *args], cwd=ROOT, env=env, check=True, stdout=subprocess.DEVNULL,
                   stderr=subprocess.DEVNULL)
    return time.perf_counter() - start


def main() -> None:
    runs = int(sys.argv[sys.argv.index("--runs") + 1]) if "--runs" in sys.argv else 7
    with tempfile.TemporaryDirectory() as tmp:
        env = dict(os.environ, QT_QPA_PLATFORM="offscreen", IRONDRAGON_CACHE_DIR=str(Path(tmp) / "cache"),
                   XDG_CONFIG_HOME=str(Path(tmp) / "config"), XDG_DATA_HOME=str(Path(tmp) / "data"),
                   PYTHONPYCACHEPREFIX=str(Path(tmp) / "pycache"))
        # Python's compiled modules, as an installed app has them (pip and PyInstaller compile them): a shell
        # with PYTHONDONTWRITEBYTECODE would have every start compile the app's modules anew (0.1 s), which no
        # player's start does; the first start below compiles them, into a folder of this run's own.
        env.pop("PYTHONDONTWRITEBYTECODE", None)
        play = ["-m", "irondragon_qt", "play", "--exit-after-paint"]
        bare = [str(ROOT / "benchmarks" / "peers.py"), "window"]
        first = timed(play, env)  # empty cache: the board is drawn anew and cached
        apps, floors = [], []
        for _ in range(runs):
            floors.append(timed(bare, env))
            apps.append(timed(play, env))
    r = {"bare_window_s": statistics.median(floors), "start_to_first_paint_s": statistics.median(apps),
         "start_with_empty_cache_s": first, "runs": runs}
    r["over_floor_s"] = r["start_to_first_paint_s"] - r["bare_window_s"]
    r["ratio"] = r["start_to_first_paint_s"] / r["bare_window_s"]
    if "--json" in sys.argv:
        print(json.dumps(r, indent=2))
        return
    print(f"bare PySide6 window + QGraphicsView, first paint: {r['bare_window_s']:.3f} s (median of {runs})")
    print(f"irondragon play, first board paint:               {r['start_to_first_paint_s']:.3f} s "
          f"({r['ratio']:.2f}x, floor + {r['over_floor_s']:.3f} s; target floor + {TARGET_S} s: "
          f"{'ok' if r['over_floor_s'] < TARGET_S else 'MISSED'})")
    print(f"  the first start ever (board cache empty):       {first:.3f} s")


if __name__ == "__main__":
    main()
