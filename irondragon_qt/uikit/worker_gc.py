"""Python's cycle collector held off while a worker thread runs Python (a computer player thinking,
a suggestion, an export).

The collector runs in whichever thread happens to allocate when its threshold is reached. A Qt
object it frees there (a closed dialog's timer, a window left in a reference cycle) is destroyed
off its own thread: Qt cannot stop its timers from there, they stay registered, and the next one to
fire crashes the app. So the collector is switched off from just before a worker starts until it
has ended, and switched back on in the UI thread, where it then collects what piled up meanwhile
(the holds are ``engine.collector``'s, which the start shares).

``hold`` is called in the UI thread before the worker starts; ``release_soon`` is the worker's last
call (it asks the UI thread to release, so no collection can start in the worker while it returns).
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QObject, Qt, Signal, Slot

from ..engine import collector
from ..engine.collector import holds, release

__all__ = ["hold", "holds", "release", "release_soon"]


def hold() -> None:
    """Before a worker thread starts (in the UI thread)."""
    _releaser()  # made now, in the UI thread, so it lives there
    collector.hold()


def release_soon() -> None:
    """A worker's last call: the release is queued to the UI thread (at once without an app)."""
    r = _Releaser.instance
    if r is None or QCoreApplication.instance() is None:
        collector.release()
    else:
        r.request.emit()


class _Releaser(QObject):
    """Lives in the UI thread; a worker's request reaches ``release`` there."""

    instance: _Releaser | None = None
    request = Signal()

    def __init__(self) -> None:
        super().__init__(QCoreApplication.instance())
        self.request.connect(self._release, Qt.ConnectionType.QueuedConnection)

    @Slot()
    def _release(self) -> None:
        collector.release()


def _releaser() -> _Releaser | None:
    if _Releaser.instance is None and QCoreApplication.instance() is not None:
        _Releaser.instance = _Releaser()
        _Releaser.instance.destroyed.connect(_forget)
    return _Releaser.instance


def _forget() -> None:
    _Releaser.instance = None
