"""Cold start to the first painted board, beside a bare PySide6 window with a QGraphicsView.

    .venv/bin/python benchmarks/bench_startup.py [--runs N] [--json]

Whole processes, alternated (so both see the same machine), several runs each, medians:
``irondragon play --exit-after-paint`` quits right after the board's first paint. The board's
drawn layers are cached on disk (games/iron_dragon/ui/board/disk_cache.py): the first figure is a start with the
cache emptied, the others with it in place, as every start after the first one is.

Target (issue 9): the median start under the bare window's + 0.6 s.
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


def timed(args: list[str], env: dict[str, str]) -> float:
    start = time.perf_counter()
    subprocess.run([PY, *args], cwd=ROOT, env=env, check=True, stdout=subprocess.DEVNULL,
                   stderr=subprocess.DEVNULL)
    return time.perf_counter() - start


def main() -> None:
    runs = int(sys.argv[sys.argv.index("--runs") + 1]) if "--runs" in sys.argv else 7
    with tempfile.TemporaryDirectory() as tmp:
        env = dict(os.environ, QT_QPA_PLATFORM="offscreen", IRONDRAGON_CACHE_DIR=str(Path(tmp) / "cache"),
                   XDG_CONFIG_HOME=str(Path(tmp) / "config"), XDG_DATA_HOME=str(Path(tmp) / "data"))
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
          f"({r['ratio']:.2f}x, floor + {r['over_floor_s']:.3f} s; target floor + 0.6 s: "
          f"{'ok' if r['over_floor_s'] < 0.6 else 'MISSED'})")
    print(f"  the first start ever (board cache empty):       {first:.3f} s")


if __name__ == "__main__":
    main()
