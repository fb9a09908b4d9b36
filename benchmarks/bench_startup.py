"""Cold start to the first painted board, beside a bare PySide6 window with a QGraphicsView.

    .venv/bin/python benchmarks/bench_startup.py [--runs N] [--json]

Whole processes, alternated (so both see the same machine), several runs each, medians:
``irondragon play --exit-after-paint`` quits right after the board's first paint. Each process prints
the wall-clock time of its first paint (``first-paint T``); what the player waits for is that time
less the time the process was started, and that is the figure compared. The whole process, its exit
included, is shown beside it (the start leaves the cycle collector's work until after the first
paint, engine/collector.py, so the exit does that work in a process that quits at once). The board's
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


def timed(args: list[str], env: dict[str, str]) -> tuple[float, float]:
    """(start to the first paint, start to the process's end), in seconds."""
    started, start = time.time(), time.perf_counter()
    run = subprocess.run([PY, *args], cwd=ROOT, env=env, check=True, capture_output=True, text=True)
    whole = time.perf_counter() - start
    stamps = [line.split()[1] for line in run.stdout.splitlines() if line.startswith("first-paint ")]
    if not stamps:
        raise SystemExit(f"bench_startup: {args} printed no first-paint time")
    return float(stamps[0]) - started, whole


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
        first = timed(play, env)[0]  # empty cache: the board is drawn anew and cached
        apps, floors = [], []
        for _ in range(runs):
            floors.append(timed(bare, env))
            apps.append(timed(play, env))
    r = {"bare_window_s": statistics.median(f[0] for f in floors),
         "start_to_first_paint_s": statistics.median(a[0] for a in apps),
         "start_with_empty_cache_s": first, "runs": runs,
         "bare_window_process_s": statistics.median(f[1] for f in floors),
         "app_process_s": statistics.median(a[1] for a in apps)}
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
    print(f"  whole processes, their exit included: bare {r['bare_window_process_s']:.3f} s, "
          f"app {r['app_process_s']:.3f} s")


if __name__ == "__main__":
    main()
