"""Reading a title's rule options from a save (untrusted JSON): the options are a frozen dataclass
of the title's (every field with its default), a save holds some of them by name. Unknown names and
wrong kinds are refused in words; a title checks the values its options limit further."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import fields
from typing import Any, TypeVar

from .i18n import translate

T = TypeVar("T")


def options_from_dict(kind: type[T], data: object,
                      checks: Mapping[str, Callable[[object], str | None]] | None = None) -> T:
    """``kind``'s options as ``data`` names them; ValueError naming the bad option. A boolean option
    must be true or false; ``checks`` gives the others' checks (the reason a value is refused)."""
    if not isinstance(data, dict):
        raise ValueError(translate("RuleOptions", "options must be a table of rule options"))
    known = {f.name for f in fields(kind)}  # type: ignore[arg-type]
    checks = checks or {}
    values: dict[str, Any] = {}
    for key, value in data.items():
        if key not in known:
            raise ValueError(translate("RuleOptions", "unknown rule option {option}").format(option=f"{key!r:.40}"))
        check = checks.get(key)
        why = check(value) if check else (None if isinstance(value, bool) else
                                          translate("RuleOptions", "rule option {option} must be true or false, "
                                                    "not {value}").format(option=key, value=f"{value!r:.40}"))

        if why:
            raise ValueError(why)
        values[key] = value
    return kind(**values)
