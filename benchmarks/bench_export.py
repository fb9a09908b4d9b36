"""``irondragon export`` of a 7680 px PNG beside Qt writing a blank QImage of that size as PNG.

    .venv/bin/python benchmarks/bench_export.py [--runs N] [--width W] [--json]

Whole processes, alternated, several runs each, medians. Target (issue 9): < 1.5x the blank.
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
    runs = int(sys.argv[sys.argv.index("--runs") + 1]) if "--runs" in sys.argv else 5
    width = int(sys.argv[sys.argv.index("--width") + 1]) if "--width" in sys.argv else 7680
    with tempfile.TemporaryDirectory() as tmp:
        env = dict(os.environ, QT_QPA_PLATFORM="offscreen", IRONDRAGON_CACHE_DIR=str(Path(tmp) / "cache"))
        out = Path(tmp) / "board.png"
        export = ["-m", "irondragon_qt", "export", "--out", str(out), "--width", str(width)]
        timed(export, env)  # fills the board cache, as any earlier start or export has
        from PySide6.QtGui import QImage

        height = QImage(str(out)).height()
        blank = [str(ROOT / "benchmarks" / "peers.py"), "blank", str(width), str(height), str(Path(tmp) / "blank.png")]
        exports, blanks = [], []
        for _ in range(runs):
            blanks.append(timed(blank, env))
            exports.append(timed(export, env))
    r = {"width": width, "height": height, "blank_png_s": statistics.median(blanks),
         "export_png_s": statistics.median(exports), "runs": runs}
    r["ratio"] = r["export_png_s"] / r["blank_png_s"]
    if "--json" in sys.argv:
        print(json.dumps(r, indent=2))
        return
    print(f"Qt writes a blank {width}x{height} PNG (whole process): {r['blank_png_s']:.3f} s (median of {runs})")
    print(f"irondragon export --width {width} (whole process):    {r['export_png_s']:.3f} s "
          f"({r['ratio']:.2f}x; target < 1.5x: {'ok' if r['ratio'] < 1.5 else 'MISSED'})")


if __name__ == "__main__":
    main()
