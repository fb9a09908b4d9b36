"""Running something that might block for ever (a named pipe opened for reading) without
hanging the test run: it runs in a daemon thread, and the test fails if it does not return."""

from __future__ import annotations

import threading
from collections.abc import Callable
from typing import Any


def within(seconds: float, fn: Callable[[], Any]) -> Any:
    """``fn()``'s result, or the exception it raised; fails if it has not returned in time."""
    result: list[Any] = []

    def run() -> None:
        try:
            result.append(fn())
        except Exception as e:  # returned for the test to look at
            result.append(e)

    worker = threading.Thread(target=run, daemon=True)
    worker.start()
    worker.join(seconds)
    assert result, f"still blocked after {seconds} s"
    return result[0]
