"""A game's whole state in one fingerprint: the state as plain data, the log the players read,
and the seeded random source's position. Replays of the same actions must agree on it before
and after a change to the code (the golden games in ``tests/golden``)."""

from __future__ import annotations

import hashlib
import json
import random
from collections.abc import Mapping, Sequence
from typing import Any


def state_digest(state: Mapping[str, Any], history: Sequence[str], rng: random.Random | None = None) -> str:
    """SHA-256 of ``state`` (JSON with sorted keys), ``history`` and ``rng``'s state, in hex."""
    body = {"state": state, "history": list(history),
            "random": None if rng is None else _plain(rng.getstate())}
    text = json.dumps(body, sort_keys=True, separators=(",", ":"), ensure_ascii=True)
    return hashlib.sha256(text.encode("ascii")).hexdigest()


def _plain(value: object) -> object:
    """Tuples as lists, all the way down (the random source's state is nested tuples)."""
    if isinstance(value, tuple | list):
        return [_plain(v) for v in value]
    return value
