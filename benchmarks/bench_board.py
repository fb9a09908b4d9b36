"""Benchmarks for the board issue: map load, cold start to the first painted board, full-board
export at 3840 px, and peak memory. Prints a table; `--json` for machines.

    make bench        (or: QT_QPA_PLATFORM=offscreen .venv/bin/python benchmarks/bench_board.py)

Targets (issue 2): map load < 0.3 s, first painted board < 1.5 s, export < 1.5 s.
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

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
ROOT = Path(__file__).resolve().parents[1]
PY = sys.executable


def run_child(args: list[str]) -> tuple[float, float]:
    """Wall time (s) and peak resident memory (MiB) of one child process.

    The children run before this script imports Qt or loads the map: a forked child's peak
    includes what its parent held at the fork, so the parent must still be small (~10 MiB)."""
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    start = time.perf_counter()
    proc = subprocess.Popen([PY, "-m", "irondragon_qt", *args], cwd=ROOT, env=env,
                            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    _, status, usage = os.wait4(proc.pid, 0)
    wall = time.perf_counter() - start
    if os.waitstatus_to_exitcode(status) != 0:
        raise SystemExit(f"irondragon {' '.join(args)} failed")
    return wall, usage.ru_maxrss / 1024


def median_of(n: int, fn) -> float:  # type: ignore[no-untyped-def]
    return statistics.median(fn() for _ in range(n))


def repaint_times() -> dict[str, float]:
    """How long the view takes to repaint: the whole window at fit and zoomed in, a zoom step,
    and a small region (what a crayon stroke touches on a mouse move). Median of 10, in ms."""
    from PySide6.QtCore import QRect, QSettings

    from irondragon_qt.games.iron_dragon.board.map_loader import load_map
    from irondragon_qt.ui.main_window import MainWindow

    scratch = tempfile.mkdtemp()  # not os.devnull: QSettings would replace it with a file on saving
    w = MainWindow(load_map(), QSettings(os.path.join(scratch, "settings.ini"), QSettings.Format.IniFormat),
                   autosave_dir=Path(scratch))
    w.resize(1600, 1000)
    w.show()
    from PySide6.QtWidgets import QApplication

    QApplication.processEvents()
    view = w.view

    def ms(fn) -> float:  # type: ignore[no-untyped-def]
        fn()
        samples = []
        for _ in range(10):
            t = time.perf_counter()
            fn()
            samples.append(time.perf_counter() - t)
        return statistics.median(samples) * 1000

    view.fit()
    view.viewport().repaint()
    QApplication.processEvents()  # lets the board make its cached picture, as it does when idle
    out = {"repaint_fit_ms": ms(lambda: view.viewport().repaint())}
    out["zoom_step_near_fit_ms"] = ms(lambda: (view.zoom_in(), view.zoom_out(), view.viewport().repaint()))
    for _ in range(4):
        view.zoom_in()
    out["repaint_zoomed_2_4x_ms"] = ms(lambda: view.viewport().repaint())
    out["repaint_small_region_ms"] = ms(lambda: view.viewport().repaint(QRect(500, 400, 160, 100)))
    w.close()
    return out


def main() -> None:
    results: dict[str, float] = {}
    with tempfile.TemporaryDirectory() as tmp:
        runs = [run_child(["export", "--out", str(Path(tmp) / "cli.png"), "--width", "3840"]) for _ in range(3)]
    results["export_3840_png_cli_s"] = statistics.median(r[0] for r in runs)
    results["export_peak_rss_mib"] = max(r[1] for r in runs)
    runs = [run_child(["play", "--exit-after-paint"]) for _ in range(3)]
    results["cold_start_to_first_paint_s"] = statistics.median(r[0] for r in runs)
    results["play_peak_rss_mib"] = max(r[1] for r in runs)
    sys.path.insert(0, str(ROOT))
    from irondragon_qt.games.iron_dragon.board.map_loader import load_map

    def load() -> float:
        t = time.perf_counter()
        load_map()
        return time.perf_counter() - t

    results["map_load_first_s"] = load()  # the first call in this process (imports already done)
    results["map_load_s"] = median_of(5, load)

    from PySide6.QtWidgets import QApplication

    app = QApplication.instance() or QApplication([])  # noqa: F841
    from irondragon_qt.games.iron_dragon.ui.board.scene import BoardScene
    from irondragon_qt.ui.board.export import export_scene

    def scene_build() -> float:
        board = load_map()
        t = time.perf_counter()
        BoardScene(board)
        return time.perf_counter() - t

    results["scene_build_s"] = median_of(3, scene_build)
    scene = BoardScene(load_map())
    with tempfile.TemporaryDirectory() as tmp:
        def export(ext: str) -> float:
            t = time.perf_counter()
            export_scene(scene, Path(tmp) / f"board.{ext}", 3840)
            return time.perf_counter() - t

        results["export_3840_png_in_process_s"] = median_of(3, lambda: export("png"))
        results["export_3840_svg_in_process_s"] = median_of(3, lambda: export("svg"))

    results.update(repaint_times())
    if "--json" in sys.argv:
        print(json.dumps(results, indent=2))
        return
    targets = {"map_load_s": 0.3, "cold_start_to_first_paint_s": 1.5, "export_3840_png_cli_s": 1.5,
               "export_3840_png_in_process_s": 1.5}
    print(f"{'measure':36} {'value':>9}  target")
    for key, value in results.items():
        unit = "MiB" if key.endswith("mib") else ("ms" if key.endswith("_ms") else "s")
        target = targets.get(key)
        verdict = "" if target is None else (f"< {target} s  " + ("ok" if value < target else "MISSED"))
        print(f"{key:36} {value:8.3f} {unit}  {verdict}")


if __name__ == "__main__":
    main()
