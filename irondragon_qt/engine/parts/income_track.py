"""An income track (Railways of England & Wales RW-22, RW-Q1, ST-14, ST-15, ST-Q2): a marker on
positions 0..N, moved on by points scored, and the income a marker's position pays read from the
game's data (``income``: one amount per position). Past the last position a marker stays on it.
The data is the game's (a printed table, or RW-Q1 (c)'s $1,000 a point); so is when income is
paid and whether the marker then goes back to 0 (ST-15)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass


@dataclass(frozen=True)
class IncomeTrack:
    income: tuple[int, ...]  # the income at each position, from 0

    @classmethod
    def from_data(cls, amounts: Sequence[object], source: str) -> IncomeTrack:
        """The track from a data file's list (``source`` names it); ValueError naming the bad entry."""
        if not amounts:
            raise ValueError(f"{source} has no positions")
        out = []
        for n, value in enumerate(amounts):
            if not isinstance(value, int) or isinstance(value, bool) or value < 0:
                raise ValueError(f"{source}: position {n} must pay a whole number of at least 0, not {value!r:.40}")
            out.append(value)
        return cls(tuple(out))

    @property
    def last(self) -> int:
        return len(self.income) - 1

    def moved(self, position: int, steps: int) -> int:
        """Where a marker at ``position`` ends after ``steps`` (back for a negative number), kept on
        the track (0 to the last position)."""
        return max(0, min(self.last, position + steps))

    def pays(self, position: int) -> int:
        """The income at ``position``; ValueError off the track."""
        if not 0 <= position <= self.last:
            raise ValueError(f"position {position} is off the track (0 to {self.last})")
        return self.income[position]
