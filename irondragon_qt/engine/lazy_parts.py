"""A pack's namespace of parts imported only when first asked for (``GamePack.ui()`` and
``tools()`` return such modules): a module sets ``__getattr__ = lazy_parts(WHERE, __package__,
globals(), "Iron Dragon's table")`` with ``WHERE`` mapping each name to (module, its name there)."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from importlib import import_module
from typing import Any


def lazy_parts(where: Mapping[str, tuple[str, str]], package: str | None, namespace: dict[str, Any],
               what: str) -> Callable[[str], Any]:
    """A module ``__getattr__`` that imports a part when first asked for and keeps it in ``namespace``;
    a name not in ``where`` is an AttributeError naming ``what`` has no such part."""

    def part(name: str) -> Any:
        try:
            module, attr = where[name]
        except KeyError:
            raise AttributeError(f"{what} has no part {name!r}") from None
        value = getattr(import_module(module, package), attr)
        namespace[name] = value  # asked once
        return value

    return part
