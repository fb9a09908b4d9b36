"""Python's cycle collector held off for a while, by whoever needs it, and back on when the last
hold is released (only if it was on). Two things hold it: the start, until the board is first
painted (the collections the start's allocations set off took 20-60 ms of it, and the work is done
after the board shows instead), and every worker thread that runs Python (``uikit.worker_gc``: a
collection in that thread would free Qt objects off their own thread). Qt-free: the start takes
its hold before Qt is imported."""

from __future__ import annotations

import gc
import threading
from collections.abc import Callable

_lock = threading.Lock()
_holds = 0
_was_enabled = True


def hold() -> None:
    global _holds, _was_enabled
    with _lock:
        if _holds == 0:
            _was_enabled = gc.isenabled()
            gc.disable()
        _holds += 1


def release() -> None:
    """One hold ends; a release without a hold does nothing."""
    global _holds
    with _lock:
        if _holds == 0:
            return
        _holds -= 1
        if _holds == 0 and _was_enabled:
            gc.enable()


def holds() -> int:
    return _holds


def held() -> Callable[[], None]:
    """A hold, and what releases it: once, however often it is called (so a caller may release
    early and again in a ``finally``, never another's hold)."""
    hold()
    done = False

    def release_once() -> None:
        nonlocal done
        if not done:
            done = True
            release()

    return release_once
