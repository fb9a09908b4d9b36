"""Computer players at the table (issue 10), in the real window at instant speed: whole
demonstration games of Easy, Standard and Hard seats, with the time of every decision (thought
in a worker thread) per level, and the longest the window ever waited (the longest gap between
ticks of a 10 ms timer) while they played. Also Suggest a plan's time for a person.

    QT_QPA_PLATFORM=offscreen .venv/bin/python benchmarks/bench_bots_ui.py [--games N] [--json]

Targets (issue 10): decisions p95 at most 1 s at Standard and 2 s at Hard; the window keeps
answering (gap well under 0.2 s); Suggest a plan under 1 s p95.
"""

from __future__ import annotations

import json
import os
import sys
import tempfile
import time
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from PySide6.QtCore import QSettings, QTimer  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402

from irondragon_qt.games.iron_dragon.board.map_loader import load_map  # noqa: E402
from irondragon_qt.games.iron_dragon.bots.suggest import suggest  # noqa: E402
from irondragon_qt.games.iron_dragon.rules.game import Game  # noqa: E402
from irondragon_qt.ui.main_window import MainWindow  # noqa: E402

LEVELS = ["easy", "standard", "hard"]
LONG_WAITS: list[tuple[float, int, str]] = []  # (seconds, actions played, phase) of each wait over 0.1 s


def percentile(values: list[float], p: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(p * len(ordered)))] if ordered else 0.0


def play(app: QApplication, w: MainWindow, seed: int, cap: float) -> tuple[dict[str, list[float]], float, int, float]:
    board = w.board
    game = Game(board, ["Ann", "Bram", "Cora"], seed=seed, seats=LEVELS[seed % 3:] + LEVELS[:seed % 3])
    w.start_game(game)
    panel = w.game_panel
    assert panel is not None
    gaps = [0.0]
    last = [time.perf_counter()]

    def tick() -> None:
        now = time.perf_counter()
        gaps.append(now - last[0])
        if now - last[0] > 0.1:
            LONG_WAITS.append((round(now - last[0], 3), len(game.log), game.state.phase))
        last[0] = now

    timer = QTimer()
    timer.timeout.connect(tick)
    timer.start(10)
    t0 = time.perf_counter()
    while game.state.phase != "over" and time.perf_counter() - t0 < cap:
        app.processEvents()
        time.sleep(0.001)
    timer.stop()
    times: dict[str, list[float]] = {lv: [] for lv in LEVELS}
    for seat, bot in panel.bots.bots.items():
        times[game.seats[seat]] += bot.stats.seconds
    return times, max(gaps), len(game.log), time.perf_counter() - t0


def suggest_times(board: object, runs: int) -> list[float]:
    from irondragon_qt.games.iron_dragon.bots.bot import Bot

    out = []
    for seed in range(runs):
        game = Game(board, ["Ann", "Bram"], seed=100 + seed)  # type: ignore[arg-type]
        bots = {0: Bot(0, "standard", game.seed), 1: Bot(1, "standard", game.seed)}
        for _ in range((4, 12, 40, 90)[seed % 4] + seed):  # the opening (the slowest) and later
            if game.state.phase == "over":
                break
            game.process(bots[game.state.current].next_action(game))
        t = time.perf_counter()
        suggest(game)
        out.append(time.perf_counter() - t)
    return out


def main(argv: list[str]) -> int:
    games = int(argv[argv.index("--games") + 1]) if "--games" in argv else 3
    app = QApplication.instance() or QApplication([])
    board = load_map()
    with tempfile.TemporaryDirectory() as tmp:
        settings = QSettings(str(Path(tmp) / "settings.ini"), QSettings.Format.IniFormat)
        settings.setValue("bots/speed", "instant")
        w = MainWindow(board, settings, autosave_dir=Path(tmp))
        w.resize(1280, 720)
        w.show()
        all_times: dict[str, list[float]] = {lv: [] for lv in LEVELS}
        worst_gap, actions, seconds = 0.0, 0, 0.0
        for seed in range(games):
            times, gap, n, took = play(app, w, seed, 240.0)
            for lv in LEVELS:
                all_times[lv] += times[lv]
            worst_gap, actions, seconds = max(worst_gap, gap), actions + n, seconds + took
        w.close()
    plans = suggest_times(board, 20)
    report = {
        "games": games, "actions": actions, "seconds": round(seconds, 1), "longest_wait_s": round(worst_gap, 3),
        "waits_over_100ms": LONG_WAITS,
        "decisions": {lv: {"n": len(v), "p50_ms": round(percentile(v, 0.5) * 1000, 1),
                           "p95_ms": round(percentile(v, 0.95) * 1000, 1), "max_ms": round(max(v, default=0) * 1000, 1)}
                      for lv, v in all_times.items()},
        "suggest": {"n": len(plans), "p95_ms": round(percentile(plans, 0.95) * 1000, 1),
                    "max_ms": round(max(plans) * 1000, 1)},
    }
    if "--json" in argv:
        print(json.dumps(report, indent=1))
        return 0
    print(f"{games} demonstration games in the window, {actions} actions in {seconds:.1f} s; "
          f"the window waited at most {worst_gap * 1000:.0f} ms")
    if LONG_WAITS:
        print("  waits over 100 ms (s, actions played, phase): " + ", ".join(map(str, LONG_WAITS)))
    for lv, d in report["decisions"].items():  # type: ignore[union-attr]
        print(f"  {lv:9s} {d['n']:5d} decisions  p50 {d['p50_ms']:6.1f} ms  p95 {d['p95_ms']:6.1f} ms  "
              f"max {d['max_ms']:7.1f} ms")
    print(f"  suggest a plan: p95 {report['suggest']['p95_ms']} ms, max {report['suggest']['max_ms']} ms "  # type: ignore[index]
          f"({len(plans)} positions)")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
