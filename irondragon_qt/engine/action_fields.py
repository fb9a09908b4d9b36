"""Reading an action's fields from a save (untrusted JSON) for every title's codec: each reader
returns the value or raises ValueError naming the field and showing (a short piece of) what was
there, so a hostile or broken save never reaches the rules."""

from __future__ import annotations

from typing import Any

from .i18n import translate

MAX_COORD = 10**4  # no board is this large: a cell beyond it is surely not one

Cell = tuple[int, int]


def _int(value: object) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def fields_of(data: object, kinds: dict[str, tuple[str, ...]]) -> tuple[str, dict[str, Any]]:
    """The action's type and its table, once the type is known and no field is unknown."""
    if not isinstance(data, dict):
        raise ValueError(translate("Files", "an action must be a table"))
    kind = data.get("type")
    if not isinstance(kind, str) or kind not in kinds:
        raise ValueError(translate("Files", "unknown action type {kind}").format(kind=f"{kind!r:.40}"))
    extra = set(data) - set(kinds[kind]) - {"type"}
    if extra:
        raise ValueError(translate("Files", "{kind} has unknown fields: {fields}").format(
            kind=kind, fields=", ".join(sorted(map(str, extra)))[:80]))
    return kind, data


def whole(data: dict[str, Any], name: str, least: int, most: int) -> int:
    value = data.get(name)
    if not isinstance(value, int) or isinstance(value, bool) or not least <= value <= most:
        raise ValueError(translate("Files", "{name} must be a whole number from {least} to {most}, not {value}").format(
            name=name, least=least, most=most, value=f"{value!r:.40}"))
    return value


def text(data: dict[str, Any], name: str, what: str, most: int = 40) -> str:
    value = data.get(name)
    if not isinstance(value, str) or not 0 < len(value) <= most:
        raise ValueError(translate("Files", "{name} must be {what}, not {value}").format(name=name, what=what,
                                                                                      value=f"{value!r:.40}"))
    return value


def flag(data: dict[str, Any], name: str) -> bool:
    value = data.get(name)
    if not isinstance(value, bool):
        raise ValueError(translate("Files", "{name} must be true or false, not {value}").format(name=name,
                                                                                            value=f"{value!r:.40}"))
    return value


def _pair(value: object) -> Cell | None:
    if isinstance(value, list) and len(value) == 2 and all(_int(x) and -MAX_COORD <= x <= MAX_COORD for x in value):
        return (value[0], value[1])
    return None


def cell(data: dict[str, Any], name: str) -> Cell:
    at = _pair(data.get(name))
    if at is None:
        raise ValueError(translate("Files", "{name} must be a [column, row] pair of whole numbers, not {value}")
                         .format(name=name, value=f"{data.get(name)!r:.40}"))
    return at


def cells(data: dict[str, Any], name: str, most: int, least: int = 1) -> tuple[Cell, ...]:
    value = data.get(name)
    if not isinstance(value, list) or not least <= len(value) <= most:
        raise ValueError(translate("Files", "{name} must be a list of {least} to {most} [column, row] pairs")
                         .format(name=name, least=least, most=most))
    out = []
    for v in value:
        at = _pair(v)
        if at is None:
            raise ValueError(translate("Files", "{name} must hold [column, row] pairs of whole numbers, not {value}")
                             .format(name=name, value=f"{v!r:.40}"))
        out.append(at)
    return tuple(out)
