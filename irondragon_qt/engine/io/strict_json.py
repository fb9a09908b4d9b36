"""Hooks for ``json.loads`` that refuse what a hostile or broken file might hide: NaN and
Infinity, and a key given twice (where the last would silently win); and bounds on what a text
would build, counted before it is parsed."""

from __future__ import annotations

from typing import Any

from ..i18n import translate


def no_constant(token: str) -> Any:
    raise ValueError(translate("Files", "{token} is not a number").format(token=token))


def no_duplicates(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    out: dict[str, Any] = {}
    for key, value in pairs:
        if key in out:
            shown = repr(key[:41])
            raise ValueError(translate("Files", "the key {key} appears twice")
                             .format(key=shown if len(shown) <= 40 else shown[:37] + "..."))

        out[key] = value
    return out


def size_bounds(raw: bytes | str) -> tuple[int, int]:
    """Upper bounds on what parsing a JSON text would build, counted at C speed without
    parsing: (lists and tables, values). Every list or table opens with a bracket, and every
    value after the first in one follows a comma; brackets and commas inside strings only
    raise the bounds. Parsing costs about 100 bytes a list or table and 10 to 60 a value (and
    the time goes with them), so a loader can refuse a text that would cost too much before
    building any of it: 16 MB of ``[],`` is five million lists."""
    if isinstance(raw, str):
        containers = raw.count("[") + raw.count("{")
        return containers, containers + raw.count(",") + 1
    containers = raw.count(b"[") + raw.count(b"{")
    return containers, containers + raw.count(b",") + 1
