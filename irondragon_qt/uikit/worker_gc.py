"""Python's cycle collector held off while a worker thread runs Python (a computer player thinking,
a suggestion, an export).

The collector runs in whichever thread happens to allocate when its threshold is reached. A Qt
object it frees there (a closed dialog's timer, a window left in a reference cycle) is destroyed
off its own thread: Qt cannot stop its timers from there, they stay registered, and the next one to
fire crashes the app. So the collector is switched off from just before a worker starts until it
has ended, and switched back on in the UI thread, where it then collects what piled up meanwhile.

``hold`` is called in the UI thread before the worker starts; ``release_soon`` is the worker's last
call (it asks the UI thread to release, so no collection can start in the worker while it returns).
Holds nest: the collector comes back when the last worker has ended, and only if it was on.
"""

from __future__ import annotations

import gc
import threading

from PySide6.QtCore import QCoreApplication, QObject, Qt, Signal, Slot

_lock = threading.Lock()
_holds = 0
_was_enabled = True


def hold() -> None:
    """Before a worker thread starts (in the UI thread)."""
    global _holds, _was_enabled
    _releaser()  # made now, in the UI thread, so it lives there
    with _lock:
        if _holds == 0:
            _was_enabled = gc.isenabled()
            gc.disable()
        _holds += 1


def release() -> None:
    """One worker has ended (in the UI thread)."""
    global _holds
    with _lock:
        if _holds == 0:
            return
        _holds -= 1
        if _holds == 0 and _was_enabled:
            gc.enable()


def release_soon() -> None:
    """A worker's last call: the release is queued to the UI thread (at once without an app)."""
    r = _Releaser.instance
    if r is None or QCoreApplication.instance() is None:
        release()
    else:
        r.request.emit()


def holds() -> int:
    return _holds


class _Releaser(QObject):
    """Lives in the UI thread; a worker's request reaches ``release`` there."""

    instance: _Releaser | None = None
    request = Signal()

    def __init__(self) -> None:
        super().__init__(QCoreApplication.instance())
        self.request.connect(self._release, Qt.ConnectionType.QueuedConnection)

    @Slot()
    def _release(self) -> None:
        release()


def _releaser() -> _Releaser | None:
    if _Releaser.instance is None and QCoreApplication.instance() is not None:
        _Releaser.instance = _Releaser()
        _Releaser.instance.destroyed.connect(_forget)
    return _Releaser.instance


def _forget() -> None:
    _Releaser.instance = None
