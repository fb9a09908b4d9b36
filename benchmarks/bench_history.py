"""The history viewer's scrubbing and pictures of games.

    QT_QPA_PLATFORM=offscreen .venv/bin/python benchmarks/bench_history.py [--json]

The game is tests/history_game.py's seed 18: 600 actions between two computer players with ships,
events and deliveries (played once, a few seconds). Measured:
- a whole replay of the save (``Game.replay``), which is what a jump would cost without snapshots;
- building the history (one replay, a snapshot every 10 actions, chart points);
- ``GameHistory.at(n)`` for 300 random positions (jumps anywhere), and stepping forward;
- the window: ``HistoryDesk.go(n)`` for 200 random positions, with the board, the panel and the
  repaint of the view (what a slider drag costs);
- ``irondragon export --save`` at 3840 px (PNG) and as SVG, whole processes, beside the empty
  board's PNG export.

Target (issue 12): a jump anywhere in a 600-action game under 100 ms.
"""

from __future__ import annotations

import json
import os
import random
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from irondragon_qt.games.iron_dragon.board.map_loader import load_map  # noqa: E402
from irondragon_qt.games.iron_dragon.rules.game import Game  # noqa: E402
from irondragon_qt.games.iron_dragon.rules.history import GameHistory  # noqa: E402
from irondragon_qt.games.iron_dragon.saves import save_game  # noqa: E402
from tests.history_game import ship_game  # noqa: E402


def pct(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(q * (len(ordered) - 1)))]


def ms(values: list[float]) -> dict[str, float]:
    return {"p50_ms": pct(values, 0.5) * 1000, "p95_ms": pct(values, 0.95) * 1000, "max_ms": max(values) * 1000}


def timed(fn) -> float:  # type: ignore[no-untyped-def]
    t = time.perf_counter()
    fn()
    return time.perf_counter() - t


def model(board, data) -> dict[str, object]:  # type: ignore[no-untyped-def]
    replay = [timed(lambda: Game.replay(board, data)) for _ in range(5)]
    build = [timed(lambda: GameHistory(board, data)) for _ in range(3)]
    history = GameHistory(board, data)
    rng = random.Random(1)
    jumps = []
    for _ in range(300):
        n = rng.randrange(history.length + 1)
        jumps.append(timed(lambda n=n: history.at(n)))
    history.at(0)
    steps = [timed(lambda n=n: history.at(n)) for n in range(1, history.length + 1)]
    return {"actions": history.length, "full_replay_ms": statistics.median(replay) * 1000,
            "build_history_ms": statistics.median(build) * 1000, "jump": ms(jumps), "step": ms(steps)}


def window(board, data) -> dict[str, object]:  # type: ignore[no-untyped-def]
    from PySide6.QtCore import QSettings
    from PySide6.QtWidgets import QApplication

    from irondragon_qt.ui.main_window import MainWindow

    app = QApplication.instance() or QApplication([])
    with tempfile.TemporaryDirectory() as tmp:
        w = MainWindow(board, QSettings(str(Path(tmp) / "s.ini"), QSettings.Format.IniFormat), autosave_dir=Path(tmp))
        w.resize(1600, 1000)
        w.show()
        app.processEvents()
        w.history.show(data, "bench", live=False)
        app.processEvents()
        rng = random.Random(2)
        times = []
        for _ in range(200):
            n = rng.randrange(601)

            def go(n: int = n) -> None:
                w.history.go(n)
                w.view.viewport().repaint()
                app.processEvents()

            times.append(timed(go))
        w.close()
    return ms(times)


def exports(save: Path) -> dict[str, float]:
    with tempfile.TemporaryDirectory() as tmp:
        env = dict(os.environ, QT_QPA_PLATFORM="offscreen", IRONDRAGON_CACHE_DIR=str(Path(tmp) / "cache"))

        def run(args: list[str]) -> float:
            start = time.perf_counter()
            subprocess.run([sys.executable, "-m", "irondragon_qt", "export", *args], cwd=ROOT, env=env, check=True,
                           stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
            return time.perf_counter() - start

        png, svg, empty = Path(tmp) / "g.png", Path(tmp) / "g.svg", Path(tmp) / "b.png"
        run(["--out", str(empty), "--width", "3840"])  # the board cache, as after any start
        out = {}
        for name, args in (("board_png_3840_s", ["--out", str(empty), "--width", "3840"]),
                           ("game_png_3840_s", ["--save", str(save), "--out", str(png), "--width", "3840"]),
                           ("game_at_300_png_3840_s", ["--save", str(save), "--at", "300", "--out", str(png),
                                                       "--width", "3840"]),
                           ("game_svg_s", ["--save", str(save), "--out", str(svg)])):
            out[name] = statistics.median(run(args) for _ in range(3))
        return out


def main() -> None:
    board = load_map()
    data = ship_game(board, seed=18, actions=600)
    results: dict[str, object] = {"model": model(board, data), "window_go": window(board, data)}
    with tempfile.TemporaryDirectory() as tmp:
        save = Path(tmp) / "game.json"
        save_game(Game.replay(board, data), save)
        results["export"] = exports(save)
    if "--json" in sys.argv:
        print(json.dumps(results, indent=2))
        return
    m = results["model"]
    assert isinstance(m, dict)
    print(f"A {m['actions']}-action game (ships, events, deliveries):")
    print(f"  full replay (Game.replay)           {m['full_replay_ms']:8.1f} ms")
    print(f"  building the history (snapshots)    {m['build_history_ms']:8.1f} ms")
    for key, label in (("jump", "jump anywhere (GameHistory.at)"), ("step", "step forward one action")):
        v = m[key]
        print(f"  {label:36s} p50 {v['p50_ms']:6.2f} ms  p95 {v['p95_ms']:6.2f} ms  max {v['max_ms']:6.2f} ms")
    v = results["window_go"]
    assert isinstance(v, dict)
    ok = "ok" if v["p95_ms"] < 100 else "MISSED"
    print(f"  window: go + board + panel + repaint p50 {v['p50_ms']:6.2f} ms  p95 {v['p95_ms']:6.2f} ms  "
          f"max {v['max_ms']:6.2f} ms (target p95 < 100 ms: {ok})")
    e = results["export"]
    assert isinstance(e, dict)
    print("Exports (whole processes, medians of 3):")
    for key, value in e.items():
        print(f"  {key:24s} {value:6.2f} s")


if __name__ == "__main__":
    main()
