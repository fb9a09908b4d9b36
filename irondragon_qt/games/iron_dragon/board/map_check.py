"""Validate a map folder and gather its statistics (``irondragon map-check``).

``map_loader.load_map`` already refuses anything it cannot build a board from; this module
looks at a board that *did* load and reports what is wrong with it as a game (errors) or
merely odd (warnings), plus the numbers a map author wants to compare with the printed board.
Pure Python: no Qt here.
"""

from __future__ import annotations

import tomllib
from collections import Counter, deque
from collections.abc import Iterable
from pathlib import Path
from typing import Any

from ....engine.map_report import MapReport, unloadable
from ....engine.words import plural
from .board import Board
from .coords import distance
from .errors import MapError
from .map_files.reader import parse_grid
from .map_files.terrain import LAKE_KEY
from .map_loader import default_map_dir, load_map

# a port further than this from the city it serves is suspicious (the real board: at most 2)
MAX_PORT_CITY_DISTANCE = 3
COAST = "coast"
# event scope/effects keys holding one name; the other checked keys hold a list of names
SINGLE_NAME_KEYS = frozenset({"scope.layer", "effects.magic_link"})


def check_map(folder: str | Path | None = None) -> MapReport:
    """Load the map in ``folder`` (default: the bundled map) and check it.

    A ``MapError`` from the loader becomes the report's single error (``loaded`` False).
    """
    path = Path(folder) if folder is not None else default_map_dir()
    try:
        board = load_map(path)
    except MapError as e:
        return unloadable(str(path), str(e))
    report = MapReport(folder=str(path))
    try:
        _Checker(board, path, report).run()
    except MapError as e:  # a file changed between loading and checking
        report.errors.append(str(e))
    return report


def _ids(board: Board, indices: Iterable[int]) -> list[str]:
    return [board.mileposts[i].id for i in sorted(indices)]


def _fold(title: str) -> str:
    return "".join(ch for ch in title.casefold() if ch.isalnum())


class _Checker:
    def __init__(self, board: Board, folder: Path, report: MapReport) -> None:
        self.b, self.folder, self.report = board, folder, report
        self.stats = report.stats
        self.meta: dict[str, Any] = self.raw_toml("map.toml")

    def error(self, file: str, record: str, message: str) -> None:
        self.report.errors.append(f"{file}, {record}: {message}" if record else f"{file}: {message}")

    def warn(self, file: str, record: str, message: str) -> None:
        self.report.warnings.append(f"{file}, {record}: {message}" if record else f"{file}: {message}")

    def raw_toml(self, name: str) -> dict[str, Any]:
        # the loader has read these files already, so they exist and parse
        return tomllib.loads(self.text(name))

    def text(self, name: str) -> str:
        return (self.folder / name).read_text(encoding="utf-8-sig")  # as the loader reads it

    def grid_file(self, layer: str) -> str:
        spec = self.meta.get("layers", {}).get(layer, {})
        return str(spec.get("terrain", f"{layer}.terrain"))

    def run(self) -> None:
        b = self.b
        self.stats["map"] = {"id": b.map_id, "name": b.name, "edition": b.edition, "folder": str(self.folder)}
        self.check_mileposts()
        self.check_grids()
        self.check_crossings()
        self.check_cities()
        self.check_ports()
        self.check_tunnels()
        self.check_links()
        self.check_goods_and_demands()
        self.check_events()
        self.check_locos_ships_foremen()
        self.check_reachability()
        self.check_sea()

    # --- mileposts and grids -------------------------------------------------------------------
    def check_mileposts(self) -> None:
        b = self.b
        per_layer: dict[str, Counter[str]] = {}
        for m in b.mileposts:
            if not m.channel:
                per_layer.setdefault(m.layer, Counter())[m.terrain] += 1
        self.stats["mileposts"] = {
            layer: dict(sorted(c.items())) | {"total": sum(c.values())} for layer, c in per_layer.items()
        }
        lattice = [m for m in b.mileposts if not m.channel]
        self.stats["mileposts_total"] = len(lattice)
        self.stats["land_mileposts"] = sum(1 for m in lattice if m.is_land)
        self.stats["sea_channel_points"] = sum(1 for m in b.mileposts if m.channel)
        self.stats["lakes"] = {lk.name: len(lk.cells) for lk in b.lakes}
        self.stats["land_without_milepost"] = len(b.blank_land)

        seen: dict[str, int] = {}
        for m in b.mileposts:
            if m.id in seen:
                self.error("map.toml", f"[layers.{m.layer}]", f"milepost id {m.id} occurs twice")
            seen[m.id] = m.index
        no_country: dict[str, list[str]] = {}
        for m in b.mileposts:
            for n in b.adjacency[m.index]:
                if m.index not in b.adjacency[n]:
                    self.error("map.toml", m.id, f"neighbour {b.mileposts[n].id} does not list it back")
                if b.mileposts[n].layer != m.layer:
                    self.error("map.toml", m.id, f"neighbour {b.mileposts[n].id} is on another layer")
            if m.is_land and m.country is None:
                no_country.setdefault(m.layer, []).append(m.id)
            if m.channel and not b.adjacency[m.index]:
                self.warn("map.toml", f"sea channel {m.id}", "has no links")
        for layer, ids in no_country.items():
            more = f" and {len(ids) - 5} more" if len(ids) > 5 else ""
            self.warn(self.grid_file(layer), "countries",
                      f"{plural(len(ids), 'land milepost')} without a country: {', '.join(ids[:5])}{more}")
        for terrain in sorted({m.terrain for m in b.mileposts}):
            cost = b.terrain_costs.get(terrain)
            if terrain == "sea" and cost is not None:
                self.warn("map.toml", "[terrain.sea]", f"sea points cost {cost} GP to build to")
            elif terrain != "sea" and cost is None:
                self.error("map.toml", f"[terrain.{terrain}]", "land terrain with mileposts has no cost")

    def check_grids(self) -> None:
        meta = self.meta
        for key, spec in meta.get("terrain", {}).items():
            if spec.get("char") == "#":
                self.warn("map.toml", f"[terrain.{key}]", "'#' at the start of a row is read as a comment")
        for code, spec in meta.get("countries", {}).items():
            if spec.get("char") == "#":
                self.warn("map.toml", f"[countries.{code}]", "'#' at the start of a row is read as a comment")
        country_chars = {str(spec.get("char")) for spec in meta.get("countries", {}).values()}
        for layer, spec in meta.get("layers", {}).items():
            if "countries" not in spec:
                continue
            tfile, cfile, first_row = spec["terrain"], spec["countries"], spec["first_row"]
            terrain = parse_grid(self.text(tfile), tfile, first_row)
            countries = parse_grid(self.text(cfile), cfile, first_row)
            first_col = spec["first_column"]
            extra = sorted(set(countries) - set(terrain), key=lambda cr: (cr[1], cr[0]))
            if extra:
                where = ", ".join(f"q={first_col + c - r // 2},r={r}" for c, r in extra[:5])
                more = f" and {len(extra) - 5} more" if len(extra) > 5 else ""
                self.warn(cfile, "", f"{plural(len(extra), 'cell')} with no terrain cell: {where}{more}")
            sea_with_country = []
            for (c, r), ch in countries.items():
                m = self.b.at(layer, first_col + c - r // 2, r)
                if ch in country_chars and m is not None and m.is_sea:
                    sea_with_country.append(m.id)
            if sea_with_country:
                more = f" and {len(sea_with_country) - 8} more" if len(sea_with_country) > 8 else ""
                self.warn(cfile, "", f"{plural(len(sea_with_country), 'sea point')} marked with a country (ignored): "
                          + ", ".join(sorted(sea_with_country)[:8]) + more)
        lake_cells = {cell for lk in self.b.lakes for cell in lk.cells}
        for number, lake in enumerate(meta.get("lakes", []), start=1):
            at = lake.get("at")
            try:
                q, r = (int(x) for x in str(at).split(":")[1].split(","))
            except (IndexError, ValueError):
                self.warn("map.toml", f"lake #{number}", f"at = {at!r} should look like s:2,38")
                continue
            if (q, r) not in lake_cells:
                self.warn("map.toml", f"lake {lake.get('name', number)!r}",
                          f"{at} is not a lake cell ('{self._lake_char(meta)}' in the grid)")

    @staticmethod
    def _lake_char(meta: dict[str, Any]) -> str:
        return str(meta.get("terrain", {}).get(LAKE_KEY, {}).get("char", "="))

    # --- crossings --------------------------------------------------------------------------------
    def check_crossings(self) -> None:
        b = self.b
        rivers: Counter[str] = Counter()
        for (a, c), x in b.crossings.items():
            if a >= c:
                self.error("crossings.toml", f"{b.mileposts[a].id}|{b.mileposts[c].id}",
                           "stored under an unsorted key")
            if b.crossing(a, c) != b.crossing(c, a):
                self.error("crossings.toml", f"{b.mileposts[a].id}|{b.mileposts[c].id}", "not symmetric")
            if x.river:
                rivers[x.river] += 1
            if x.river and x.impassable:
                self.warn("crossings.toml", f"river {x.river!r}",
                          f"{b.mileposts[a].id}|{b.mileposts[c].id} is also impassable")
        self.stats["rivers"] = dict(rivers)
        self.stats["river_crossings"] = sum(rivers.values())
        self.stats["inlet_crossings"] = sum(1 for x in b.crossings.values() if x.inlet)
        self.stats["impassable_pairs"] = sum(1 for x in b.crossings.values() if x.impassable)

        # the file itself: every pair once, in one direction only
        raw = self.raw_toml("crossings.toml")
        sections: list[tuple[str, Any]] = [
            (f"river {r.get('name')!r}", r.get("crossings", [])) for r in raw.get("rivers", [])
        ]
        for section in ("inlets", "impassable"):
            sections.append((f"[{section}]", raw.get(section, {}).get("crossings", [])))
        for record, items in sections:
            first: dict[frozenset[str], str] = {}
            for item in items:
                a_id, c_id = (p.strip() for p in str(item).split("|"))
                key = frozenset((a_id, c_id))
                if key in first:
                    how = "in reverse" if first[key] != f"{a_id}|{c_id}" else "again"
                    self.error("crossings.toml", record,
                               f"{a_id}|{c_id} is listed twice ({how}: {first[key]})")
                else:
                    first[key] = f"{a_id}|{c_id}"

    # --- cities and ports ----------------------------------------------------------------------
    def check_cities(self) -> None:
        b = self.b
        sizes = Counter(c.size for c in b.cities.values())
        self.stats["cities"] = {s: sizes.get(s, 0) for s in ("small", "medium", "major")} | {
            "total": len(b.cities)}
        self.stats["cities_supplying_nothing"] = sorted(c.name for c in b.cities.values() if not c.loads)
        for c in b.cities.values():
            if c.country is None:
                self.warn("cities.toml", f"city {c.name!r}", "has no country")
            dup = [g for g, n in Counter(c.loads).items() if n > 1]
            if dup:
                self.warn("cities.toml", f"city {c.name!r}", f"lists {', '.join(dup)} twice")
        if not b.cities:
            self.error("cities.toml", "", "the map has no cities")

    def check_ports(self) -> None:
        b = self.b
        coast = b.coast_distance
        for i, p in b.ports.items():
            m = b.mileposts[i]
            rec = f"port {m.id}"
            if not any(b.mileposts[n].is_sea for n in b.adjacency[i]):
                self.error("map.toml", rec, "does not touch the sea")
            elif coast.get(i) != 0:
                self.error("map.toml", rec, "is not on the coast")
            if m.city and p.city != m.city:
                self.error("map.toml", rec, f"lies in {m.city} but serves {p.city or 'no city'}")
            if p.city and not m.city:
                city = b.cities[p.city]
                far = min(distance(m.q, m.r, b.by_id[x].q, b.by_id[x].r) for x in city.mileposts)
                if b.by_id[city.center].layer != m.layer or far > MAX_PORT_CITY_DISTANCE:
                    self.warn("map.toml", rec, f"serves {p.city}, which is {far:g} mileposts away")
        self.stats["ports"] = {
            "total": len(b.ports),
            "in_major_cities": sum(1 for i in b.ports if b.mileposts[i].terrain == "major_city"),
            "without_city": _ids(b, (i for i, p in b.ports.items() if p.city is None)),
        }
        surface_land = [m.index for m in b.mileposts if m.is_land and m.layer == "surface"]
        self.stats["coast_distance_max"] = max((coast.get(i, 0) for i in surface_land), default=0)

    def check_tunnels(self) -> None:
        b = self.b
        used: Counter[int] = Counter()
        for t in b.tunnels:
            s, u = b.mileposts[t.surface], b.mileposts[t.underground]
            rec = f"tunnel {t.name!r}"
            if s.layer == u.layer:
                self.error("map.toml", rec, f"{s.id} and {u.id} are on the same layer ({s.layer})")
            if t.movement_points < 0:
                self.error("map.toml", rec, "movement_points must not be negative")
            used.update((t.surface, t.underground))
        for i, n in used.items():
            if n > 1:
                self.error("map.toml", "[[tunnels]]", f"{b.mileposts[i].id} is used by {n} tunnels")
        for m in b.mileposts:
            if m.terrain == "entrance" and m.index not in used:
                self.warn("map.toml", "[[tunnels]]", f"entrance {m.id} belongs to no tunnel")
        self.stats["tunnels"] = {t.name: f"{b.mileposts[t.surface].id}|{b.mileposts[t.underground].id}"
                                 for t in b.tunnels}

    def check_links(self) -> None:
        b = self.b
        titles = {_fold(e.title) for deck in b.components.events.values() for e in deck}
        for link in b.magic_links:
            rec = f"magic link {link.name!r}"
            if link.a == link.b:
                self.error("map.toml", rec, "links a city to itself")
            for key, event in (("activated_by_event", link.activated_by_event),
                               ("suspended_by_event", link.suspended_by_event)):
                if event is not None and _fold(event) not in titles:
                    self.error("map.toml", rec, f"{key} {event!r} is not the title of any event card")
            if not link.always_active and link.activated_by_event is None:
                self.warn("map.toml", rec, "is never active (not always_active, no activated_by_event)")
        self.stats["magic_links"] = {
            link.name: f"{link.a}-{link.b} ({'always' if link.always_active else 'by event'})"
            for link in b.magic_links}

    # --- components ----------------------------------------------------------------------------
    def check_goods_and_demands(self) -> None:
        b, comp = self.b, self.b.components
        cf, df = "components.toml", "demand_cards.csv"
        for g in comp.goods.values():
            if not g.sources:
                self.error(cf, f"good {g.name!r}", "no city supplies it (add it to a city's loads)")
            if g.chips < 1:
                self.error(cf, f"good {g.name!r}", "needs at least one chip")
        self.stats["goods"] = len(comp.goods)
        self.stats["chips"] = comp.chip_total
        numbers = Counter(c.number for c in comp.demand_cards)
        for number, n in sorted(numbers.items()):
            if n > 1:
                self.error(df, f"card {number}", f"card number used {n} times")
        demanded: Counter[str] = Counter()
        payouts: list[int] = []
        for card in comp.demand_cards:
            rec = f"card {card.number}"
            if len(card.demands) != 3:
                self.error(df, rec, f"has {len(card.demands)} demands, not 3")
            for d in card.demands:
                demanded[d.city] += 1
                payouts.append(d.payout)
                if d.city not in b.cities:
                    self.error(df, rec, f"city {d.city!r} is not in cities.toml")
                elif d.good in b.cities[d.city].loads:
                    self.warn(df, rec, f"{d.city} demands {d.good}, which it supplies itself")
                if d.good not in comp.goods:
                    self.error(df, rec, f"good {d.good!r} is not in {cf}")
                if d.payout <= 0:
                    self.error(df, rec, f"payout for {d.good} to {d.city} must be positive")
            for what, values in (("city", [d.city for d in card.demands]),
                                 ("good", [d.good for d in card.demands])):
                twice = [v for v, n in Counter(values).items() if n > 1]
                if twice:
                    self.warn(df, rec, f"names the {what} {', '.join(twice)} twice")
        if not comp.demand_cards:
            self.error(df, "", "the deck is empty")
        elif sorted(numbers) != list(range(1, max(numbers) + 1)):
            missing = sorted(set(range(1, max(numbers) + 1)) - set(numbers))
            self.warn(df, "", f"card numbers are not 1..{max(numbers)}; missing {missing[:10]}")
        self.stats["demand_cards"] = len(comp.demand_cards)
        self.stats["demands"] = len(payouts)
        if payouts:
            self.stats["payout"] = {"min": min(payouts), "max": max(payouts),
                                    "mean": round(sum(payouts) / len(payouts), 1)}
        self.stats["cities_never_demanded"] = sorted(c for c in b.cities if not demanded[c])

    def check_events(self) -> None:
        b = self.b
        ef = "events.toml"
        rivers = {x.river for x in b.crossings.values() if x.river}
        terrains = set(b.terrain_costs)
        links = {link.name for link in b.magic_links}
        layers = {m.layer for m in b.mileposts}
        self.stats["events"] = {deck: len(cards) for deck, cards in b.components.events.items()}
        self.stats["event_durations"] = dict(Counter(e.duration for cards in b.components.events.values()
                                                     for e in cards))

        for deck, cards in b.components.events.items():
            ids = Counter(e.id for e in cards)
            for eid, n in ids.items():
                if n > 1:
                    self.error(ef, f"{deck} event {eid}", f"id used {n} times in the deck")
            for e in cards:
                rec = f"{deck} event {e.id} {e.title!r}"
                checks: list[tuple[str, Any, set[str]]] = [
                    ("scope.rivers", e.scope.get("rivers"), rivers),
                    ("scope.countries", e.scope.get("countries"), set(b.countries)),
                    ("scope.cities", e.scope.get("cities"), set(b.cities)),
                    ("scope.terrain", e.scope.get("terrain"), terrains),
                    ("scope.links", e.scope.get("links"), links),
                    ("scope.layer", e.scope.get("layer"), layers),
                    ("effects.magic_link", e.effects.get("magic_link"), links),
                    ("effects.no_move_countries", e.effects.get("no_move_countries"), set(b.countries)),
                ]
                checks += [(f"effects.{k}", e.effects.get(k), terrains)
                           for k in ("no_build_terrain", "no_move_terrain", "destroy_track_terrain")]
                for key, value, known in checks:
                    if value is None:
                        continue
                    single = key in SINGLE_NAME_KEYS
                    if single and not isinstance(value, str):
                        self.error(ef, rec, f"{key} should be a name, not {value!r}")
                        continue
                    is_list = isinstance(value, list) and all(isinstance(v, str) for v in value)
                    if not single and not is_list:
                        self.error(ef, rec, f"{key} should be a list of names, not {value!r}")
                        continue
                    for name in [value] if single else value:
                        if name not in known:
                            self.error(ef, rec, f"{key} names {name!r}, which this map does not have")
                radius = e.scope.get("radius")
                areas = radius if isinstance(radius, list) else [radius] if radius is not None else []
                tiers = e.effects.get("tiers", [])
                if not isinstance(tiers, list) or not all(isinstance(t, dict) for t in tiers):
                    self.error(ef, rec, f"effects.tiers should be a list of tables, not {tiers!r}")
                    tiers = []
                for area in [*areas, *(t for t in tiers if isinstance(t, dict) and "from" in t)]:
                    if not isinstance(area, dict):
                        self.error(ef, rec, f"scope.radius should be a table, not {area!r}")
                        continue
                    origin = area.get("from")
                    if origin != COAST and origin not in terrains and origin not in b.cities:
                        self.error(ef, rec, f"radius from {origin!r}: not 'coast', a terrain or a city")
                    size = area.get("mileposts", area.get("within"))
                    if not isinstance(size, int) or isinstance(size, bool) or size < 0:
                        self.error(ef, rec, f"radius from {origin!r}: {size!r} is not a number of mileposts")
                link = e.effects.get("magic_link")
                if isinstance(link, str) and any(x.name == link and x.always_active for x in b.magic_links):
                    self.warn(ef, rec, f"activates {link!r}, which is always active anyway")

    def check_locos_ships_foremen(self) -> None:
        comp = self.b.components
        cf = "components.toml"
        for loco in comp.locos:
            rec = f"loco {loco.name!r}"
            for key in ("count", "loads", "speed", "half_rate_speed", "level"):
                if getattr(loco, key) < 1:
                    self.error(cf, rec, f"{key} must be at least 1")
            if loco.half_rate_speed > loco.speed:
                self.error(cf, rec, "half_rate_speed is above speed")
        start = comp.loco_rules.get("start_loco")
        if start is not None and start not in {loco.name for loco in comp.locos}:
            self.error(cf, "[loco_rules]", f"start_loco {start!r} is not a loco")
        for ship in comp.ships:
            if ship.fee < 0 or ship.speed < 1:
                self.error(cf, f"ship {ship.name!r}", "fee must be >= 0 and speed >= 1")
        for card, n in Counter(f.card for f in comp.foremen).items():
            if n > 1:
                self.error(cf, f"foreman card {card}", f"card number used {n} times")
        for what, items in (("locos", comp.locos), ("ships", comp.ships), ("foremen", comp.foremen)):
            if not items:
                self.error(cf, f"[[{what}]]", "none defined")
        self.stats["locos"] = len(comp.locos)
        self.stats["loco_copies"] = sum(loco.count for loco in comp.locos)
        self.stats["ships"] = len(comp.ships)
        self.stats["foremen"] = len(comp.foremen)
        self.stats["foreman_kinds"] = dict(Counter(f.kind for f in comp.foremen))

    # --- graphs -----------------------------------------------------------------------------------
    def check_reachability(self) -> None:
        """Rail: every land milepost should be joined to the main landmass by possible track."""
        b = self.b
        left = {m.index for m in b.mileposts if m.is_land}
        parts: list[set[int]] = []
        while left:
            part = b.rail_reachable(min(left))
            parts.append(part)
            left -= part
        parts.sort(key=len, reverse=True)
        main = parts[0] if parts else set()
        unreachable = sorted(set().union(*parts[1:])) if len(parts) > 1 else []
        self.stats["reachability"] = {
            "land_components": len(parts),
            "component_sizes": [len(p) for p in parts],
            "main_landmass": len(main),
            "unreachable": _ids(b, unreachable),
        }
        by_layer: dict[str, list[int]] = {}
        for i in unreachable:
            by_layer.setdefault(b.mileposts[i].layer, []).append(i)
        for layer, items in by_layer.items():
            cities = sorted({c for c in (b.mileposts[i].city for i in items) if c})
            extra = f" (cities: {', '.join(cities)})" if cities else ""
            self.warn(self.grid_file(layer), "reachability",
                      f"{plural(len(items), 'land milepost')} out of reach of track from the main "
                      f"landmass{extra}: {', '.join(_ids(b, items))}")

    def check_sea(self) -> None:
        """Ships: sea points should form one basin, and every port should reach it."""
        b = self.b
        left = {m.index for m in b.mileposts if m.is_sea}
        basins: list[set[int]] = []
        while left:
            start = min(left)
            seen, todo = {start}, deque([start])
            while todo:
                i = todo.popleft()
                for n in b.adjacency[i]:
                    if b.mileposts[n].is_sea and n not in seen:
                        seen.add(n)
                        todo.append(n)
            basins.append(seen)
            left -= seen
        basins.sort(key=len, reverse=True)
        self.stats["sea"] = {"sea_points": sum(len(x) for x in basins), "basins": len(basins),
                             "basin_sizes": [len(x) for x in basins]}
        if not basins:
            return
        main = basins[0]
        if len(basins) > 1:
            self.warn("map.toml", "sea points", f"sea points form {len(basins)} basins (sizes "
                      f"{[len(x) for x in basins][:8]}); ships cannot sail between them")
        for i, p in b.ports.items():
            if not any(s in main for s in p.sea):
                self.warn("map.toml", f"port {b.mileposts[i].id}", "does not touch the main sea basin")
