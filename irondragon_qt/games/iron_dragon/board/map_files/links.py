"""map.toml's tunnels (a surface entrance and its Underground twin), magic links between cities,
and lakes (named groups of lake cells)."""

from __future__ import annotations

from typing import Any

from ..board import Lake, MagicLink, Milepost, Tunnel
from ..components import City
from ..coords import DIRECTIONS
from ..errors import MapError
from .lattice import MilepostRefs
from .reader import get, table_list
from .terrain import META


def read_tunnels(meta: dict[str, Any], mileposts: list[Milepost], ref: MilepostRefs) -> tuple[Tunnel, ...]:
    f = META
    tunnels = []
    for t in table_list(meta, "tunnels", f):
        name = get(t, "name", str, f, "[[tunnels]]")
        rec = f"tunnel {name!r}"
        s, u = (ref(f, rec, get(t, k, str, f, rec)) for k in ("surface", "underground"))
        for i in (s, u):
            if mileposts[i].terrain != "entrance":
                raise MapError(f, rec, f"{mileposts[i].id} is not a tunnel entrance")
        tunnels.append(Tunnel(name, s, u, get(t, "movement_points", int, f, rec, 1)))
    return tuple(tunnels)


def read_magic_links(meta: dict[str, Any], cities: dict[str, City]) -> tuple[MagicLink, ...]:
    f = META
    links = []
    for link in table_list(meta, "magic_links", f):
        name = get(link, "name", str, f, "[[magic_links]]")
        rec = f"magic link {name!r}"
        a, b = (get(link, k, str, f, rec) for k in ("a", "b"))
        for c in (a, b):
            if c not in cities:
                raise MapError(f, rec, f"city {c!r} is not in cities.toml")
        links.append(MagicLink(
            name, a, b, get(link, "movement_points", int, f, rec, 1),
            get(link, "always_active", bool, f, rec, True),
            get(link, "activated_by_event", str, f, rec, None),
            get(link, "suspended_by_event", str, f, rec, None),
            get(link, "counts_for_victory", bool, f, rec, True)))
    return tuple(links)


def read_lakes(meta: dict[str, Any], lake_cells: list[tuple[int, int]]) -> tuple[Lake, ...]:
    """Lake cells grouped by touching; a group takes the name of a [[lakes]] entry inside it."""
    named = table_list(meta, "lakes", META)
    lakes = []
    for group in _groups(lake_cells):
        name = next((lk.get("name", "") for lk in named
                     if isinstance(lk.get("at"), str) and _qr(lk["at"]) in group), "Lake")
        lakes.append(Lake(str(name), tuple(sorted(group))))
    return tuple(lakes)


def _qr(mid: str) -> tuple[int, int]:
    try:
        q, r = mid.split(":")[1].split(",")
        return int(q), int(r)
    except (IndexError, ValueError):
        return (10**9, 10**9)


def _groups(cells: list[tuple[int, int]]) -> list[set[tuple[int, int]]]:
    left, groups = set(cells), []
    while left:
        seed = left.pop()
        group, todo = {seed}, [seed]
        while todo:
            q, r = todo.pop()
            for dq, dr in DIRECTIONS:
                n = (q + dq, r + dr)
                if n in left:
                    left.remove(n)
                    group.add(n)
                    todo.append(n)
        groups.append(group)
    return groups
