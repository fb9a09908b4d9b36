"""Hooks for ``json.loads`` that refuse what a hostile or broken file might hide: NaN and
Infinity, and a key given twice (where the last would silently win)."""

from __future__ import annotations

from typing import Any


def no_constant(token: str) -> Any:
    raise ValueError(f"{token} is not a number")


def no_duplicates(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    out: dict[str, Any] = {}
    for key, value in pairs:
        if key in out:
            shown = repr(key[:41])
            raise ValueError(f"the key {shown if len(shown) <= 40 else shown[:37] + '...'} appears twice")
        out[key] = value
    return out
