"""The best network found, worked out in another process so the window never waits for it.

``model.practice.best_network`` is pure Python and takes seconds; in a thread it would still
hold the interpreter's lock against the window. So the window runs ``irondragon best-network
--json`` (the same function) as a child process through ``QProcess``: its answer arrives as a
signal, and Cancel kills it at once. Each answer is kept per foreman, so it is worked out once.
"""

from __future__ import annotations

import json
import sys
from dataclasses import dataclass

from PySide6.QtCore import QObject, QProcess, Signal

from ...board.board import Board
from ...words import translate


@dataclass(frozen=True)
class Found:
    """What the practice panel needs of a best network."""

    foreman: str | None
    cost: int
    sections: list[tuple[int, int]]  # milepost indices, in build order
    majors: list[str]


def command(board: Board, foreman: str | None) -> tuple[str, list[str]]:
    """The program and arguments that print the best network as JSON (also in a frozen app,
    whose executable is the ``irondragon`` command itself)."""
    args = ["--map", board.source, "best-network", "--json"] + (["--foreman", foreman] if foreman else [])
    if getattr(sys, "frozen", False):
        return sys.executable, args
    return sys.executable, ["-m", "irondragon_qt", *args]


def parse(board: Board, foreman: str | None, text: str) -> Found:
    data = json.loads(text)
    ids = board.by_id
    return Found(foreman, int(data["cost"]), [(ids[a].index, ids[b].index) for a, b in data["sections"]],
                 [str(m) for m in data["majors"]])


class BestNetworkJob(QObject):
    """One search at a time; ``found`` or ``failed`` when it ends, nothing when cancelled."""

    found = Signal(object)  # Found
    failed = Signal(str)

    def __init__(self, board: Board, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.board = board
        self.foreman: str | None = None
        self._process: QProcess | None = None

    @property
    def running(self) -> bool:
        return self._process is not None

    def start(self, foreman: str | None) -> None:
        """Start working out the best network for ``foreman`` (a kind, or None); a search
        already running for another foreman is dropped."""
        if self._process is not None:
            if self.foreman == foreman:
                return
            self.cancel()
        self.foreman = foreman
        process = QProcess(self)
        program, args = command(self.board, foreman)
        process.finished.connect(lambda code, _status, p=process: self._done(p, code))
        process.errorOccurred.connect(lambda error, p=process: self._error(p, error))
        self._process = process
        process.start(program, args)

    def wait_for(self, msecs: int) -> None:
        """Block up to ``msecs`` for the search to end, delivering its answer (scripts, tests)."""
        if self._process is not None:
            self._process.waitForFinished(msecs)

    def cancel(self) -> None:
        """Stop the search now; its answer, if any, is dropped."""
        process, self._process = self._process, None
        if process is not None:
            process.blockSignals(True)
            process.kill()
            process.waitForFinished(1000)
            process.deleteLater()

    def _done(self, process: QProcess, code: int) -> None:
        if process is not self._process:
            return
        self._process = None
        out = bytes(process.readAllStandardOutput().data()).decode("utf-8", "replace")
        process.deleteLater()
        if code != 0:
            self.failed.emit(out.strip().splitlines()[-1] if out.strip()
                             else translate("IronDragonTable", "the search stopped ({code})").format(code=code))
            return
        try:
            self.found.emit(parse(self.board, self.foreman, out))
        except (ValueError, KeyError, TypeError) as e:
            unread = translate("IronDragonTable", "the search gave an answer that cannot be read: {error}")
            self.failed.emit(unread.format(error=e))

    def _error(self, process: QProcess, error: QProcess.ProcessError) -> None:
        if process is self._process and error == QProcess.ProcessError.FailedToStart:
            self._process = None
            process.deleteLater()
            self.failed.emit(translate("IronDragonTable", "the search could not be started: {error}").format(
                error=process.errorString()))
