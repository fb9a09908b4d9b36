"""crossings.toml: rivers (named), ocean inlets and impassable water between two neighbouring
land mileposts, stored once per sorted pair."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from ..board import Crossing, Milepost
from ..errors import MapError
from .lattice import MilepostRefs
from .reader import MapReader, get, table_list

FILE = "crossings.toml"


def read_crossings(rd: MapReader, mileposts: list[Milepost], adjacency: list[list[int]],
                   ref: MilepostRefs) -> dict[tuple[int, int], Crossing]:
    cf = FILE
    cx = rd.toml(cf)
    crossings: dict[tuple[int, int], Crossing] = {}

    def pairs(items: Any, record: str) -> Iterator[tuple[int, int]]:
        if not isinstance(items, list):
            raise MapError(cf, record, "crossings should be a list of \"a|b\" strings")
        for item in items:
            parts = item.split("|") if isinstance(item, str) else []
            if len(parts) != 2:
                raise MapError(cf, record, f"{item!r} should look like \"s:7,14|s:8,14\"")
            a, b = (ref(cf, record, p.strip()) for p in parts)
            if b not in adjacency[a]:
                raise MapError(cf, record, f"{item}: the two mileposts are not neighbours")
            if not (mileposts[a].is_land and mileposts[b].is_land):
                raise MapError(cf, record, f"{item}: a crossing joins two land mileposts")
            yield (a, b) if a < b else (b, a)

    for river in table_list(cx, "rivers", cf):
        name = get(river, "name", str, cf, "[[rivers]]")
        for key in pairs(river.get("crossings"), f"river {name!r}"):
            old = crossings.get(key)
            if old and old.river and old.river != name:
                raise MapError(cf, f"river {name!r}", f"{mileposts[key[0]].id}|{mileposts[key[1]].id} "
                               f"already crosses the {old.river}")
            crossings[key] = Crossing(river=name, inlet=old.inlet if old else False)
    for section, field_name in (("inlets", "inlet"), ("impassable", "impassable")):
        table = get(cx, section, dict, cf, f"[{section}]", {})
        for key in pairs(table.get("crossings", []), f"[{section}]"):
            old = crossings.get(key, Crossing())
            crossings[key] = Crossing(old.river, old.inlet or field_name == "inlet",
                                      old.impassable or field_name == "impassable")
    return crossings
