"""The bag (GR-T3, T4, Q9): players ranked by income with dense ranks put rank-many tokens in,
and N tokens are drawn without replacement into the slots 1..N."""

from __future__ import annotations

import random
from collections.abc import Sequence


def dense_ranks(incomes: Sequence[int]) -> list[int]:
    """Rank 1 for the highest income; ties share a rank, the next rank is one higher."""
    levels = sorted(set(incomes), reverse=True)
    return [levels.index(x) + 1 for x in incomes]


def tokens(incomes: Sequence[int]) -> list[int]:
    """How many tokens each seat puts in the bag: its rank (8/6/6/4/3 -> 1/2/2/3/4)."""
    return dense_ranks(incomes)


def draw_slots(rng: random.Random, incomes: Sequence[int], n: int | None = None) -> list[int]:
    """The seats drawn into slots 1..n (default: one slot per player), without replacement."""
    bag = [seat for seat, k in enumerate(tokens(incomes)) for _ in range(k)]
    return rng.sample(bag, len(incomes) if n is None else n)
