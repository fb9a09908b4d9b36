"""Load a map folder (format: maps/FORMAT.md) into a ``Board``.

Every problem becomes a ``MapError`` that names the file and the record, so a map author sees
"cities.toml, city 'Kola': centre s:2,99 is not a milepost" rather than a traceback.
"""

from __future__ import annotations

import csv
import tomllib
from collections.abc import Iterator
from pathlib import Path
from typing import Any

from .board import Board, Crossing, Lake, MagicLink, Milepost, Port, Tunnel
from .components import (
    CITY_SIZES,
    City,
    Components,
    Demand,
    DemandCard,
    EventCard,
    Foreman,
    Good,
    Loco,
    Ship,
)
from .coords import DIRECTIONS
from .errors import MapError

MAPS_DIR = Path(__file__).resolve().parents[3] / "maps"
DEFAULT_MAP = MAPS_DIR / "iron_dragon"
LAKE_KEY, BLANK_KEY = "lake", "land"
CITY_TERRAIN = {"small": "small_city", "medium": "medium_city", "major": "major_city"}
EVENT_DURATIONS = ("once", "until_next_turn_end", "rest_of_game")


def default_map_dir() -> Path:
    """The bundled Iron Dragon map (also inside a frozen app)."""
    import sys

    frozen = getattr(sys, "_MEIPASS", None)
    return Path(frozen) / "maps" / "iron_dragon" if frozen else DEFAULT_MAP


class _Reader:
    """Reads the files of one map folder, turning every failure into a MapError."""

    def __init__(self, folder: Path) -> None:
        self.folder = folder

    def path(self, name: str) -> Path:
        p = self.folder / name
        if not p.is_file():
            raise MapError(name, "", f"missing file (looked in {self.folder})")
        return p

    def text(self, name: str) -> str:
        try:
            return self.path(name).read_text(encoding="utf-8-sig")  # a BOM (Excel, Notepad) is dropped
        except UnicodeDecodeError as e:
            raise MapError(name, "", f"not UTF-8 text ({e.reason} at byte {e.start})") from None
        except OSError as e:
            raise MapError(name, "", f"cannot be read: {e.strerror}") from None

    def toml(self, name: str) -> dict[str, Any]:
        try:
            return tomllib.loads(self.text(name))
        except tomllib.TOMLDecodeError as e:
            raise MapError(name, "", f"not valid TOML: {e}") from None


def _get(data: dict[str, Any], key: str, kind: type | tuple[type, ...], file: str, record: str,
         default: Any = ...) -> Any:
    if not isinstance(data, dict):
        raise MapError(file, record, f"should be a table, not {data!r}")
    if key not in data:
        if default is not ...:
            return default
        raise MapError(file, record, f"'{key}' is missing")
    value = data[key]
    if (isinstance(value, bool) and kind is int) or not isinstance(value, kind):
        want = kind.__name__ if isinstance(kind, type) else " or ".join(k.__name__ for k in kind)
        raise MapError(file, record, f"'{key}' should be {want}, not {value!r}")
    return value


def _table_list(data: dict[str, Any], key: str, file: str) -> list[dict[str, Any]]:
    value = data.get(key, [])
    if not isinstance(value, list) or not all(isinstance(x, dict) for x in value):
        raise MapError(file, key, "should be a list of tables ([[...]])")
    return value


def _grid_rows(text: str) -> Iterator[tuple[int, str]]:
    """Data lines of a grid file with their 1-based line numbers (comments skipped)."""
    for number, line in enumerate(text.splitlines(), start=1):
        if not line.lstrip().startswith("#") and line.strip():
            yield number, line.rstrip()


def _parse_grid(text: str, file: str, first_row: int) -> dict[tuple[int, int], str]:
    """Cells of a grid file as {(column, row): char}; see FORMAT.md for the layout."""
    cells: dict[tuple[int, int], str] = {}
    for offset, (number, line) in enumerate(_grid_rows(text)):
        r = first_row + offset
        indent = 1 if r % 2 else 0
        if line[:indent].strip() or (len(line) > indent and line[indent] == " "):
            raise MapError(file, f"line {number}", f"row r={r} should start with {indent} space(s)")
        body = line[indent:]
        for pos, ch in enumerate(body):
            if pos % 2 == 1:
                if ch != " ":
                    raise MapError(file, f"line {number}, column {pos + indent + 1}",
                                   "cells must be separated by single spaces")
            elif ch != " ":
                cells[(pos // 2, r)] = ch
    return cells


def load_map(folder: str | Path | None = None) -> Board:
    """Load and cross-check a map folder. Raises MapError with a clear message."""
    folder = Path(folder) if folder is not None else default_map_dir()
    if not folder.is_dir():
        raise MapError(str(folder), "", "is not a map folder")
    rd = _Reader(folder)
    meta = rd.toml("map.toml")
    f = "map.toml"
    terrain_defs = _get(meta, "terrain", dict, f, "[terrain]")
    char_to_terrain: dict[str, str] = {}
    terrain_costs: dict[str, int | None] = {}
    terrain_names: dict[str, str] = {}
    for key, spec in terrain_defs.items():
        rec = f"[terrain.{key}]"
        ch = _get(spec, "char", str, f, rec)
        if len(ch) != 1 or ch == " ":
            raise MapError(f, rec, f"char should be one visible character, not {ch!r}")
        if ch in char_to_terrain:
            raise MapError(f, rec, f"char {ch!r} is already used by {char_to_terrain[ch]}")
        char_to_terrain[ch] = key
        terrain_names[key] = _get(spec, "name", str, f, rec, key)
        if key not in (LAKE_KEY, BLANK_KEY):
            terrain_costs[key] = _get(spec, "cost", int, f, rec, None)
    for needed in ("sea", "major_city"):
        if needed not in terrain_costs:
            raise MapError(f, f"[terrain.{needed}]", "is missing")
    countries_def = _get(meta, "countries", dict, f, "[countries]", {})
    char_to_country: dict[str, str] = {}
    countries: dict[str, str] = {}
    for code, spec in countries_def.items():
        rec = f"[countries.{code}]"
        ch = _get(spec, "char", str, f, rec)
        if ch in char_to_country:
            raise MapError(f, rec, f"char {ch!r} is already used by {char_to_country[ch]}")
        char_to_country[ch] = code
        countries[code] = _get(spec, "name", str, f, rec, code)

    mileposts: list[Milepost] = []
    blank_land: list[tuple[str, int, int]] = []
    lake_cells: list[tuple[int, int]] = []
    layers = _get(meta, "layers", dict, f, "[layers]")
    if not layers:
        raise MapError(f, "[layers]", "no layer is defined")
    layer_of_prefix: dict[str, str] = {}
    for layer, spec in layers.items():
        rec = f"[layers.{layer}]"
        prefix = _get(spec, "prefix", str, f, rec)
        if prefix in layer_of_prefix:
            raise MapError(f, rec, f"prefix {prefix!r} is already used by layer {layer_of_prefix[prefix]!r}")
        layer_of_prefix[prefix] = layer
        first_row = _get(spec, "first_row", int, f, rec)
        first_col = _get(spec, "first_column", int, f, rec)
        tfile = _get(spec, "terrain", str, f, rec)
        terrain_cells = _parse_grid(rd.text(tfile), tfile, first_row)
        if "countries" in spec:
            cfile = _get(spec, "countries", str, f, rec)
            country_cells: dict[tuple[int, int], str] | None = _parse_grid(rd.text(cfile), cfile, first_row)
        else:
            country_cells = None
            fixed = _get(spec, "country", str, f, rec, None)
            if fixed is not None and fixed not in countries:
                raise MapError(f, rec, f"country {fixed!r} is not in [countries]")
        for (col, r), ch in sorted(terrain_cells.items(), key=lambda kv: (kv[0][1], kv[0][0])):
            q = first_col + col - r // 2
            terrain = char_to_terrain.get(ch)
            if terrain is None:
                raise MapError(tfile, f"row r={r}, q={q}", f"unknown terrain character {ch!r}")
            if terrain == BLANK_KEY:
                blank_land.append((layer, q, r))
                continue
            if terrain == LAKE_KEY:
                lake_cells.append((q, r))
                continue
            country: str | None
            if country_cells is not None:
                cch = country_cells.get((col, r))
                if terrain == "sea":
                    country = None
                elif cch is None or cch not in char_to_country:
                    raise MapError(cfile, f"row r={r}, q={q}",
                                   f"land milepost needs a country, found {cch!r}")
                else:
                    country = char_to_country[cch]
            else:
                country = None if terrain == "sea" else fixed
            mileposts.append(Milepost(len(mileposts), f"{prefix}:{q},{r}", layer, q, r, terrain, country))

    by_id = {m.id: m.index for m in mileposts}
    prefix_of = {spec["prefix"]: layer for layer, spec in layers.items()}

    def ref(file: str, record: str, mid: Any) -> int:
        if not isinstance(mid, str) or mid not in by_id:
            raise MapError(file, record, f"{mid!r} is not a milepost of this map")
        return by_id[mid]

    # lattice adjacency (same layer)
    by_qr = {(m.layer, int(m.q), int(m.r)): m.index for m in mileposts}
    adjacency: list[list[int]] = [[] for _ in mileposts]
    for m in mileposts:
        for dq, dr in DIRECTIONS:
            n = by_qr.get((m.layer, int(m.q) + dq, int(m.r) + dr))
            if n is not None:
                adjacency[m.index].append(n)

    # sea points printed in straits, off the lattice
    for number, ch in enumerate(_table_list(meta, "sea_channels", f), start=1):
        rec = f"sea channel #{number}"
        cid = _get(ch, "id", str, f, rec)
        layer = _get(ch, "layer", str, f, rec, "surface")
        try:
            pfx, qr = cid.split(":")
            cq, cr = (float(x) for x in qr.split(","))
        except ValueError:
            raise MapError(f, rec, f"id {cid!r} should look like c:33.5,11") from None
        if pfx in prefix_of or layer not in layers:
            raise MapError(f, rec, f"{cid}: a channel needs its own prefix and a known layer")
        if cid in by_id:
            raise MapError(f, rec, f"{cid} is defined twice")
        idx = len(mileposts)
        mileposts.append(Milepost(idx, cid, layer, cq, cr, "sea", None,
                                  channel=True))
        adjacency.append([])
        by_id[cid] = idx
    for ch in _table_list(meta, "sea_channels", f):
        rec = f"sea channel {ch['id']}"
        idx = by_id[ch["id"]]
        for link in _get(ch, "links", list, f, rec):
            other = ref(f, rec, link)
            if not mileposts[other].is_sea:
                raise MapError(f, rec, f"links to {link}, which is not a sea point")
            for a, b in ((idx, other), (other, idx)):
                if b not in adjacency[a]:
                    adjacency[a].append(b)

    # crossings
    crossings: dict[tuple[int, int], Crossing] = {}
    cx = rd.toml("crossings.toml")
    cf = "crossings.toml"

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

    for river in _table_list(cx, "rivers", cf):
        name = _get(river, "name", str, cf, "[[rivers]]")
        for key in pairs(river.get("crossings"), f"river {name!r}"):
            old = crossings.get(key)
            if old and old.river and old.river != name:
                raise MapError(cf, f"river {name!r}", f"{mileposts[key[0]].id}|{mileposts[key[1]].id} "
                               f"already crosses the {old.river}")
            crossings[key] = Crossing(river=name, inlet=old.inlet if old else False)
    for section, field_name in (("inlets", "inlet"), ("impassable", "impassable")):
        table = _get(cx, section, dict, cf, f"[{section}]", {})
        for key in pairs(table.get("crossings", []), f"[{section}]"):
            old = crossings.get(key, Crossing())
            crossings[key] = Crossing(old.river, old.inlet or field_name == "inlet",
                                      old.impassable or field_name == "impassable")

    # cities
    cfile = "cities.toml"
    ctoml = rd.toml(cfile)
    cities: dict[str, City] = {}
    city_of: dict[int, str] = {}
    for c in _table_list(ctoml, "cities", cfile):
        name = _get(c, "name", str, cfile, "[[cities]]")
        rec = f"city {name!r}"
        if name in cities:
            raise MapError(cfile, rec, "is defined twice")
        size = _get(c, "size", str, cfile, rec)
        if size not in CITY_SIZES:
            raise MapError(cfile, rec, f"size should be one of {', '.join(CITY_SIZES)}, not {size!r}")
        center = ref(cfile, rec, _get(c, "at", str, cfile, rec))
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
        loads = _get(c, "loads", list, cfile, rec)
        cities[name] = City(
            name=name, size=size, center=cm.id, mileposts=tuple(mileposts[i].id for i in members),
            loads=tuple(str(x) for x in loads), ports=(), country=cm.country,
            grid=str(c.get("grid", "")), aliases=tuple(c.get("aliases", ())), note=str(c.get("note", "")),
        )
    for m in mileposts:
        if m.terrain in CITY_TERRAIN.values() and m.index not in city_of:
            raise MapError(m.layer + ".terrain", m.id, f"{m.terrain} milepost belongs to no city in cities.toml")

    # ports
    ports: dict[int, Port] = {}
    for number, p in enumerate(_table_list(meta, "ports", f), start=1):
        rec = f"port #{number}"
        at = ref(f, rec, _get(p, "at", str, f, rec))
        city = _get(p, "city", str, f, rec, None)
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
    for name, city in list(cities.items()):
        served = tuple(mileposts[i].id for i, p in ports.items() if p.city == name)
        cities[name] = _replace_city(city, ports=served)

    for i, name in city_of.items():
        m = mileposts[i]
        mileposts[i] = Milepost(m.index, m.id, m.layer, m.q, m.r, m.terrain, m.country, name,
                                port=i in ports, channel=m.channel)
    for i in ports:
        m = mileposts[i]
        if not m.port:
            mileposts[i] = Milepost(m.index, m.id, m.layer, m.q, m.r, m.terrain, m.country, m.city,
                                    port=True, channel=m.channel)

    tunnels = []
    for t in _table_list(meta, "tunnels", f):
        name = _get(t, "name", str, f, "[[tunnels]]")
        rec = f"tunnel {name!r}"
        s, u = (ref(f, rec, _get(t, k, str, f, rec)) for k in ("surface", "underground"))
        for i in (s, u):
            if mileposts[i].terrain != "entrance":
                raise MapError(f, rec, f"{mileposts[i].id} is not a tunnel entrance")
        tunnels.append(Tunnel(name, s, u, _get(t, "movement_points", int, f, rec, 1)))

    links = []
    for link in _table_list(meta, "magic_links", f):
        name = _get(link, "name", str, f, "[[magic_links]]")
        rec = f"magic link {name!r}"
        a, b = (_get(link, k, str, f, rec) for k in ("a", "b"))
        for c in (a, b):
            if c not in cities:
                raise MapError(f, rec, f"city {c!r} is not in cities.toml")
        links.append(MagicLink(
            name, a, b, _get(link, "movement_points", int, f, rec, 1),
            _get(link, "always_active", bool, f, rec, True),
            _get(link, "activated_by_event", str, f, rec, None),
            _get(link, "suspended_by_event", str, f, rec, None),
            _get(link, "counts_for_victory", bool, f, rec, True)))

    lakes = []
    named = _table_list(meta, "lakes", f)
    for group in _components(lake_cells):
        name = next((lk.get("name", "") for lk in named
                     if isinstance(lk.get("at"), str) and _qr(lk["at"]) in group), "Lake")
        lakes.append(Lake(str(name), tuple(sorted(group))))

    components = _load_components(rd, cities)
    return Board(
        map_id=_get(meta, "id", str, f, "id"), name=_get(meta, "name", str, f, "name"),
        edition=_get(meta, "edition", str, f, "edition", ""), mileposts=mileposts,
        adjacency=[tuple(a) for a in adjacency], crossings=crossings, cities=cities, ports=ports,
        tunnels=tuple(tunnels), magic_links=tuple(links), lakes=tuple(lakes),
        blank_land=tuple(blank_land), terrain_costs=terrain_costs, terrain_names=terrain_names,
        countries=countries, components=components, source=str(folder),
    )


def _replace_city(city: City, **changes: Any) -> City:
    from dataclasses import replace

    return replace(city, **changes)


def _qr(mid: str) -> tuple[int, int]:
    try:
        q, r = mid.split(":")[1].split(",")
        return int(q), int(r)
    except (IndexError, ValueError):
        return (10**9, 10**9)


def _components(cells: list[tuple[int, int]]) -> list[set[tuple[int, int]]]:
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


def _load_components(rd: _Reader, cities: dict[str, City]) -> Components:
    f = "components.toml"
    data = rd.toml(f)
    goods_table = _get(data, "goods", dict, f, "[goods]")
    goods: dict[str, Good] = {}
    for name, spec in goods_table.items():
        rec = f"good {name!r}"
        if not isinstance(spec, dict):
            raise MapError(f, rec, "should be a table like { chips = 4 }")
        chips = _get(spec, "chips", int, f, rec)
        if chips < 1:
            raise MapError(f, rec, "needs at least one chip")
        sources = tuple(sorted(c.name for c in cities.values() if name in c.loads))
        goods[name] = Good(name, chips, sources)
    for c in cities.values():
        for load in c.loads:
            if load not in goods:
                raise MapError("cities.toml", f"city {c.name!r}", f"load {load!r} is not a good in {f}")

    def rows(key: str) -> list[dict[str, Any]]:
        return _table_list(data, key, f)

    locos = tuple(Loco(_get(x, "name", str, f, "[[locos]]"), *(
        _get(x, k, int, f, f"loco {x.get('name')!r}") for k in ("level", "loads", "speed", "half_rate_speed", "count")
    )) for x in rows("locos"))
    ships = tuple(Ship(_get(x, "name", str, f, "[[ships]]"), *(
        _get(x, k, int, f, f"ship {x.get('name')!r}") for k in ("fee", "speed"))) for x in rows("ships"))
    foremen = []
    for x in rows("foremen"):
        rec = f"foreman {x.get('name')!r}"
        foremen.append(Foreman(_get(x, "card", int, f, rec), _get(x, "name", str, f, rec),
                               _get(x, "kind", str, f, rec), _get(x, "race", str, f, rec, ""),
                               _get(x, "ability", str, f, rec, ""), _get(x, "effects", dict, f, rec, {})))
    rules = _get(data, "rules", dict, f, "[rules]")

    ef = "events.toml"
    events_data = rd.toml(ef)
    events: dict[str, tuple[EventCard, ...]] = {}
    for deck, deck_cards in events_data.items():
        if not isinstance(deck_cards, list) or not all(isinstance(x, dict) for x in deck_cards):
            raise MapError(ef, deck, "each deck should be a list of [[cards]]")
        parsed = []
        for x in deck_cards:
            rec = f"{deck} event {x.get('title', '?')!r}"
            duration = _get(x, "duration", str, ef, rec)
            if duration not in EVENT_DURATIONS:
                raise MapError(ef, rec, f"duration should be one of {', '.join(EVENT_DURATIONS)}")
            parsed.append(EventCard(_get(x, "id", str, ef, rec), deck, _get(x, "title", str, ef, rec),
                                    _get(x, "description", str, ef, rec, ""), duration,
                                    _get(x, "scope", dict, ef, rec, {}), _get(x, "effects", dict, ef, rec, {}),
                                    _get(x, "note", str, ef, rec, "")))
        events[deck] = tuple(parsed)

    df = "demand_cards.csv"
    cards: list[DemandCard] = []
    reader = csv.reader(rd.text(df).splitlines())
    header = next(reader, None)
    if not header or header[0].strip() != "card":
        raise MapError(df, "line 1", "should be the header card,city1,good1,payout1,...")
    for line_no, row in enumerate(reader, start=2):
        if not row:
            continue
        rec = f"line {line_no}"
        if len(row) != 10:
            raise MapError(df, rec, f"needs 10 fields (card and three city,good,payout), has {len(row)}")
        try:
            number = int(row[0])
            demands = tuple(Demand(row[i].strip(), row[i + 1].strip(), int(row[i + 2])) for i in (1, 4, 7))
        except ValueError:
            raise MapError(df, rec, "card number and payouts must be whole numbers") from None
        for d in demands:
            if d.city not in cities:
                raise MapError(df, f"card {number}", f"city {d.city!r} is not in cities.toml")
            if d.good not in goods:
                raise MapError(df, f"card {number}", f"good {d.good!r} is not in {f}")
            if d.payout <= 0:
                raise MapError(df, f"card {number}", f"payout for {d.good} to {d.city} must be positive")
        cards.append(DemandCard(number, demands))  # type: ignore[arg-type]
    return Components(goods=goods, demand_cards=tuple(cards), events=events, locos=locos, ships=ships,
                      foremen=tuple(foremen), rules=rules,
                      loco_rules=_get(data, "loco_rules", dict, f, "[loco_rules]", {}),
                      foreman_rules=_get(data, "foreman_rules", dict, f, "[foreman_rules]", {}))
