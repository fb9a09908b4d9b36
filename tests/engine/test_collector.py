"""The cycle collector's holds (``engine.collector``): the start holds it until the board is first
painted, worker threads while they run Python; it comes back when the last hold ends, and only if
it was on."""

from __future__ import annotations

import gc
import os
import subprocess
import sys

from irondragon_qt.engine import collector


def test_holds_nest_and_a_release_without_a_hold_takes_nobody_elses() -> None:
    assert gc.isenabled() and collector.holds() == 0
    collector.hold()
    collector.hold()
    collector.release()
    assert not gc.isenabled() and collector.holds() == 1
    collector.release()
    assert gc.isenabled() and collector.holds() == 0
    collector.release()  # nothing held: nothing happens
    assert gc.isenabled() and collector.holds() == 0


def test_a_held_release_works_once_however_often_it_is_called() -> None:
    worker = collector.held()
    start = collector.held()
    start()
    start()  # again (main's finally after the first paint): the worker's hold stays
    assert not gc.isenabled() and collector.holds() == 1
    worker()
    assert gc.isenabled() and collector.holds() == 0


def test_a_collector_someone_switched_off_stays_off() -> None:
    gc.disable()
    try:
        collector.held()()
        assert not gc.isenabled()
    finally:
        gc.enable()


SCRIPT = """
import gc
import irondragon_qt.ui.app as app
from irondragon_qt.cli.main import main
from irondragon_qt.engine import collector

seen = []
run_app = app.run_app

def watched(*args, painted=None, **kwargs):
    seen.append(gc.isenabled())  # the window is being made: no collection yet

    def first_paint():
        painted()
        seen.append(gc.isenabled())

    return run_app(*args, painted=first_paint, **kwargs)

app.run_app = watched
main(["play", "--exit-after-paint"])
print(seen, collector.holds(), gc.isenabled())
"""


def test_the_start_holds_the_collector_until_the_board_is_painted(tmp_path) -> None:  # type: ignore[no-untyped-def]
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "IRONDRAGON_CACHE_DIR": str(tmp_path / "cache"),
           "XDG_CONFIG_HOME": str(tmp_path / "config"), "XDG_DATA_HOME": str(tmp_path / "data")}
    run = subprocess.run([sys.executable, "-c", SCRIPT], capture_output=True, text=True, env=env, timeout=120)
    assert run.returncode == 0, run.stderr[-2000:]
    assert run.stdout.splitlines()[-1] == "[False, True] 0 True", run.stdout


def test_a_command_without_a_window_lets_the_collector_work_at_once(monkeypatch) -> None:  # type: ignore[no-untyped-def]
    import irondragon_qt.cli.map_check as check
    from irondragon_qt.cli.main import main

    seen: list[bool] = []
    run = check.run_map_check
    monkeypatch.setattr(check, "run_map_check", lambda *a, **k: seen.append(gc.isenabled()) or run(*a, **k))
    assert main(["map-check", "--game", "german-railways", "--json"]) == 0
    assert seen == [True] and gc.isenabled() and collector.holds() == 0
