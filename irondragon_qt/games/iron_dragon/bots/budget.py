"""How much a computer player may think over one decision: a count of work, not of seconds, so
the same seed plays the same game on any machine, however slow or busy (a saved game's bots
replay their games). The unit is one trip judged (``trips.evaluate``); re-judging a trip on its
chained ways (``chain.refine``) builds the network anew for each of its cities and is charged
``CHAIN_UNITS`` a city.

A wall clock is kept only as a safety net, far above what the budget takes on a normal machine:
when it ends a search the decision may differ from another machine's, so that is counted
(``Budget.clock_stopped``, the bot's ``BotStats.clock_stops``) and logged."""

from __future__ import annotations

import math
import time
from collections.abc import Callable

CHAIN_UNITS = 40  # units a city of a chained re-judgement costs (measured: about 40 trips judged)
LOOKS = 8  # looks at the clock over a whole budget (so a slow clock cannot end a search early by being read often)
CLOCK_EVERY = 4096  # units between two looks when the budget is unbounded

clock: Callable[[], float] = time.perf_counter  # the one clock the bots read (tests replace it)


class Budget:
    """One decision's allowance: ``units`` of work, and a wall-clock safety net of ``seconds``
    (None: none)."""

    def __init__(self, units: float = math.inf, seconds: float | None = None) -> None:
        self.units = units
        self.used = 0
        self.start = clock() if seconds is not None else 0.0
        self.seconds = seconds
        self.clock_stopped = False
        self._every = CLOCK_EVERY if math.isinf(units) else max(1, int(units) // LOOKS)
        self._look_at = self._every

    def spend(self, units: int = 1) -> None:
        self.used += units

    @property
    def out(self) -> bool:
        """Is the search to stop here (the budget spent, or the safety net's time up)?"""
        if self.used >= self.units:
            return True
        if self.clock_stopped:
            return True
        if self.seconds is not None and self.used >= self._look_at:
            self._look_at = self.used + self._every
            self.clock_stopped = clock() - self.start > self.seconds
        return self.clock_stopped

