"""The cycle collector is held off while a worker thread runs Python (``uikit.worker_gc``): a Qt
object left in a reference cycle must be freed in the UI thread, never in a computer player's,
a suggestion's or an export's thread (freed there, its running timer stayed registered and the
next tick crashed the window: seen as a segfault in the whole-game window test)."""

from __future__ import annotations

import gc
import os
import subprocess
import sys
import threading

from PySide6.QtCore import QEvent
from PySide6.QtWidgets import QApplication

from irondragon_qt.engine import collector
from irondragon_qt.uikit import worker_gc


def _events() -> None:
    QApplication.processEvents()
    QApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)


def test_holds_nest_and_a_workers_release_reaches_the_ui_thread(qapp, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    assert gc.isenabled() and worker_gc.holds() == 0
    worker_gc.hold()
    worker_gc.hold()
    released_in: list[bool] = []
    original = collector.release

    def spy() -> None:
        released_in.append(threading.current_thread() is threading.main_thread())
        original()

    monkeypatch.setattr(collector, "release", spy)
    assert not gc.isenabled()
    t = threading.Thread(target=worker_gc.release_soon)
    t.start()
    t.join()
    assert not gc.isenabled() and released_in == []  # queued, not done in the worker
    _events()
    assert released_in == [True] and worker_gc.holds() == 1 and not gc.isenabled()
    worker_gc.release_soon()
    _events()
    assert released_in == [True, True] and gc.isenabled() and worker_gc.holds() == 0


def test_a_collector_switched_off_by_someone_else_stays_off(qapp) -> None:  # type: ignore[no-untyped-def]
    gc.disable()
    try:
        worker_gc.hold()
        worker_gc.release()
        assert not gc.isenabled()
    finally:
        gc.enable()


SCRIPT = """
import gc, sys, weakref
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication
from irondragon_qt.uikit.bot_driver import Decision, Thinker
app = QApplication([])

class Litter:  # a closed window's running timer, kept only by a reference cycle
    pass

def litter():
    h = Litter()
    h.timer = QTimer()
    h.timer.timeout.connect(lambda: None)
    h.timer.start(100)
    h.me = h
    return weakref.ref(h)

gone = litter()

def decide():  # a computer player thinking: enough cycles for the collector's threshold, many times
    for _ in range(200_000):
        a = []
        a.append(a)
    return Decision("pass")

thinker = Thinker(decide)
thinker.start()
thinker.wait()
gc.collect()  # here, in this thread, outside any event (a collection may free an object mid-event)
for _ in range(30):  # the release arrives; a timer freed in the other thread would tick here, and crash
    app.processEvents()
    thinker.msleep(10)
assert gc.isenabled()
print("collected" if gone() is None else "kept", thinker.decision.action)
"""


def test_a_computer_player_thinking_never_frees_the_ui_threads_objects() -> None:
    """The whole crash, in a process of its own: without the hold the collector runs in the
    thinking thread, frees the timer there and the next tick crashes (exit code -11)."""
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    run = subprocess.run([sys.executable, "-c", SCRIPT], capture_output=True, text=True, env=env, timeout=120)
    assert run.returncode == 0, run.stderr[-2000:]
    assert run.stdout.split() == ["collected", "pass"]
    assert "another thread" not in run.stderr, run.stderr

