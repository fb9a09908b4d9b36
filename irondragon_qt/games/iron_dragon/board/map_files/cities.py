"""cities.toml (cities with their size, mileposts and loads) and map.toml's [[ports]]; marks each
milepost with its city and whether it is a port."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from ..board import Milepost, Port
from ..components import CITY_SIZES, City
from ..errors import MapError
from .lattice import MilepostRefs
from .reader import MapReader, get, table_list
from .terrain import META

FILE = "cities.toml"
CITY_TERRAIN = {"small": "small_city", "medium": "medium_city", "major": "major_city"}


def read_cities(rd: MapReader, mileposts: list[Milepost], adjacency: list[list[int]],
                ref: MilepostRefs) -> tuple[dict[str, City], dict[int, str]]:
    """The cities by name, and the city of each city milepost."""
    cfile = FILE
    cities: dict[str, City] = {}
    city_of: dict[int, str] = {}
    for c in table_list(rd.toml(cfile), "cities", cfile):
        name = get(c, "name", str, cfile, "[[cities]]")
        rec = f"city {name!r}"
        if name in cities:
            raise MapError(cfile, rec, "is defined twice")
        size = get(c, "size", str, cfile, rec)
        if size not in CITY_SIZES:
            raise MapError(cfile, rec, f"size should be one of {', '.join(CITY_SIZES)}, not {size!r}")
        center = ref(cfile, rec, get(c, "at", str, cfile, rec))
        cm = mileposts[center]
        members = [center] + (list(adjacency[center]) if size == "major" else [])
        if size == "major" and len(members) != 7:
            raise MapError(cfile, rec, f"a major city needs six mileposts around {cm.id}")
        for i in members:
            if mileposts[i].terrain != CITY_TERRAIN[size]:
                raise MapError(cfile, rec, f"{mileposts[i].id} is {mileposts[i].terrain} in the grid, "
                               f"not {CITY_TERRAIN[size]}")
            if i in city_of:
                raise MapError(cfile, rec, f"{mileposts[i].id} already belongs to {city_of[i]}")
            city_of[i] = name
        loads = get(c, "loads", list, cfile, rec)
        cities[name] = City(
            name=name, size=size, center=cm.id, mileposts=tuple(mileposts[i].id for i in members),
            loads=tuple(str(x) for x in loads), ports=(), country=cm.country,
            grid=str(c.get("grid", "")), aliases=tuple(c.get("aliases", ())), note=str(c.get("note", "")),
        )
    for m in mileposts:
        if m.terrain in CITY_TERRAIN.values() and m.index not in city_of:
            raise MapError(m.layer + ".terrain", m.id, f"{m.terrain} milepost belongs to no city in cities.toml")
    return cities, city_of


def read_ports(meta: dict[str, Any], mileposts: list[Milepost], adjacency: list[list[int]],
               ref: MilepostRefs, cities: dict[str, City]) -> dict[int, Port]:
    """The ports; each city learns the ports that serve it (``cities`` is updated)."""
    f = META
    ports: dict[int, Port] = {}
    for number, p in enumerate(table_list(meta, "ports", f), start=1):
        rec = f"port #{number}"
        at = ref(f, rec, get(p, "at", str, f, rec))
        city = get(p, "city", str, f, rec, None)
        if city is not None and city not in cities:
            raise MapError(f, rec, f"city {city!r} is not in cities.toml")
        if mileposts[at].terrain not in ("port", "major_city"):
            raise MapError(f, rec, f"{mileposts[at].id} is {mileposts[at].terrain}, not a port")
        sea = tuple(n for n in adjacency[at] if mileposts[n].is_sea)
        if not sea:
            raise MapError(f, rec, f"{mileposts[at].id} has no sea point next to it")
        ports[at] = Port(at, city, sea)
    for m in mileposts:
        if m.terrain == "port" and m.index not in ports:
            raise MapError(m.layer + ".terrain", m.id, "port milepost is not listed in map.toml [[ports]]")
    for name, c in list(cities.items()):
        served = tuple(mileposts[i].id for i, p in ports.items() if p.city == name)
        cities[name] = replace(c, ports=served)
    return ports


def mark_cities_and_ports(mileposts: list[Milepost], city_of: dict[int, str], ports: dict[int, Port]) -> None:
    """Each milepost learns its city and whether it is a port (in place)."""
    for i, name in city_of.items():
        m = mileposts[i]
        mileposts[i] = replace(m, city=name, port=i in ports)
    for i in ports:
        if not mileposts[i].port:
            mileposts[i] = replace(mileposts[i], port=True)
