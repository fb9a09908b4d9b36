"""The board: mileposts on two layers, their neighbours and what lies between them.

Mileposts are numbered densely (``Milepost.index``) so that hot paths can use arrays; ids such
as ``"s:37,20"`` (surface) or ``"u:0,33"`` (Underground) are stable and are what files and saves
use. Crossings are stored once per edge, keyed by the sorted pair of indices, so a section costs
the same in both directions.
"""

from __future__ import annotations

from collections import deque
from dataclasses import dataclass
from functools import cached_property

from ....engine.memo import Memo
from .components import City, Components


@dataclass(frozen=True, slots=True)
class Milepost:
    index: int
    id: str
    layer: str  # surface | underground
    q: float
    r: float
    terrain: str
    country: str | None
    city: str | None = None  # the city this milepost belongs to (major: all seven)
    port: bool = False
    channel: bool = False  # a sea point printed in a strait, off the lattice

    @property
    def is_sea(self) -> bool:
        return self.terrain == "sea"

    @property
    def is_land(self) -> bool:
        return self.terrain != "sea"


@dataclass(frozen=True, slots=True)
class Crossing:
    """What a section between two adjacent mileposts crosses."""

    river: str | None = None
    inlet: bool = False
    impassable: bool = False


@dataclass(frozen=True, slots=True)
class Tunnel:
    name: str
    surface: int
    underground: int
    movement_points: int


@dataclass(frozen=True, slots=True)
class MagicLink:
    name: str
    a: str  # city names
    b: str
    movement_points: int
    always_active: bool
    activated_by_event: str | None
    suspended_by_event: str | None
    counts_for_victory: bool


@dataclass(frozen=True, slots=True)
class Port:
    milepost: int
    city: str | None
    sea: tuple[int, ...]  # sea points a ship boards or lands from


@dataclass(frozen=True, slots=True)
class Lake:
    name: str
    cells: tuple[tuple[int, int], ...]  # (q, r) on the surface, no mileposts


class Board:
    """An immutable map: built by ``map_loader.load_map``, shared by every game on it."""

    def __init__(
        self,
        *,
        map_id: str,
        name: str,
        edition: str,
        mileposts: list[Milepost],
        adjacency: list[tuple[int, ...]],
        crossings: dict[tuple[int, int], Crossing],
        cities: dict[str, City],
        ports: dict[int, Port],
        tunnels: tuple[Tunnel, ...],
        magic_links: tuple[MagicLink, ...],
        lakes: tuple[Lake, ...],
        blank_land: tuple[tuple[str, int, int], ...],
        terrain_costs: dict[str, int | None],
        terrain_names: dict[str, str],
        countries: dict[str, str],
        components: Components,
        source: str = "",
    ) -> None:
        self.map_id, self.name, self.edition, self.source = map_id, name, edition, source
        self.mileposts = mileposts
        self.adjacency = adjacency
        self.crossings = crossings
        self.cities = cities
        self.ports = ports
        self.tunnels = tunnels
        self.magic_links = magic_links
        self.lakes = lakes
        self.blank_land = blank_land  # (layer, q, r) of land printed without a milepost
        self.terrain_costs = terrain_costs
        self.terrain_names = terrain_names
        self.countries = countries  # code -> printed name
        self.components = components
        self.by_id: dict[str, Milepost] = {m.id: m for m in mileposts}
        self.memo = Memo()  # what the rules and the planners derive from the board, kept with it
        self._by_qr: dict[tuple[str, int, int], int] = {
            (m.layer, int(m.q), int(m.r)): m.index for m in mileposts if not m.channel
        }

    # --- look-ups -------------------------------------------------------------------------
    def __len__(self) -> int:
        return len(self.mileposts)

    def milepost(self, key: str | int) -> Milepost:
        return self.mileposts[key] if isinstance(key, int) else self.by_id[key]

    def at(self, layer: str, q: int, r: int) -> Milepost | None:
        index = self._by_qr.get((layer, q, r))
        return None if index is None else self.mileposts[index]

    def neighbors(self, index: int) -> tuple[int, ...]:
        """Lattice neighbours in the same layer, any terrain (sea included)."""
        return self.adjacency[index]

    def crossing(self, a: int, b: int) -> Crossing:
        return self.crossings.get((a, b) if a < b else (b, a), _NO_CROSSING)

    def city_of(self, index: int) -> City | None:
        name = self.mileposts[index].city
        return self.cities[name] if name else None

    def layer_mileposts(self, layer: str) -> list[Milepost]:
        return [m for m in self.mileposts if m.layer == layer]

    @cached_property
    def tunnel_links(self) -> dict[int, int]:
        """Each tunnel entrance and its twin on the other layer."""
        links: dict[int, int] = {}
        for t in self.tunnels:
            links[t.surface] = t.underground
            links[t.underground] = t.surface
        return links

    # --- graph facts ----------------------------------------------------------------------
    def land_neighbors(self, index: int) -> tuple[int, ...]:
        """Neighbours a section of track could join: land to land, not impassable."""
        return self._land_adjacency[index]

    @cached_property
    def _land_adjacency(self) -> list[tuple[int, ...]]:
        return [
            tuple(n for n in self.adjacency[m.index]
                  if m.is_land and self.mileposts[n].is_land and not self.crossing(m.index, n).impassable)
            for m in self.mileposts
        ]

    @cached_property
    def major_cities(self) -> tuple[str, ...]:
        """The names of the major cities, the goal of the game (V1)."""
        return tuple(name for name, c in self.cities.items() if c.is_major)

    @cached_property
    def major_distance(self) -> list[int]:
        """Steps over land (tunnels included) from each milepost to the nearest major city:
        a guide for searches that look for a way to one."""
        far = 10**6
        dist = [far] * len(self.mileposts)
        todo: deque[int] = deque()
        for c in self.cities.values():
            if c.is_major:
                for mid in c.mileposts:
                    dist[self.by_id[mid].index] = 0
                    todo.append(self.by_id[mid].index)
        while todo:
            i = todo.popleft()
            nxt = list(self._land_adjacency[i])
            if i in self.tunnel_links:
                nxt.append(self.tunnel_links[i])
            for n in nxt:
                if dist[n] == far:
                    dist[n] = dist[i] + 1
                    todo.append(n)
        return dist

    def rail_reachable(self, start: int) -> set[int]:
        """Land mileposts joined to ``start`` by possible track, tunnels included."""
        seen = {start}
        todo = deque([start])
        tunnel = self.tunnel_links
        while todo:
            i = todo.popleft()
            nxt = list(self.land_neighbors(i))
            if i in tunnel:
                nxt.append(tunnel[i])
            for n in nxt:
                if n not in seen:
                    seen.add(n)
                    todo.append(n)
        return seen

    @cached_property
    def coast_distance(self) -> dict[int, int]:
        """Mileposts from each land milepost to the nearest coastal one (rule E3).

        A coastal milepost is a surface land milepost next to a sea point; counting then
        follows the land lattice like movement. The Underground has no coast and is left out.
        """
        dist: dict[int, int] = {}
        todo: deque[int] = deque()
        for m in self.mileposts:
            if m.is_land and m.layer == "surface" and any(
                self.mileposts[n].is_sea for n in self.adjacency[m.index]
            ):
                dist[m.index] = 0
                todo.append(m.index)
        while todo:
            i = todo.popleft()
            for n in self.land_neighbors(i):
                if n not in dist:
                    dist[n] = dist[i] + 1
                    todo.append(n)
        return dist

    def build_cost(self, index: int) -> int | None:
        """GP to build a section to this milepost before surcharges and foremen (rule B1)."""
        return self.terrain_costs.get(self.mileposts[index].terrain)

    def describe(self, index: int) -> MilepostInfo:
        m = self.mileposts[index]
        city = self.city_of(index)
        port = self.ports.get(index)
        tunnel = next((t.name for t in self.tunnels if index in (t.surface, t.underground)), None)
        return MilepostInfo(
            id=m.id,
            terrain=self.terrain_names.get(m.terrain, m.terrain),
            build_cost=self.build_cost(index),
            country=self.countries.get(m.country or "", None),
            city=city.name if city else None,
            city_size=city.size if city else None,
            loads=city.loads if city else (),
            port_of=(port.city or "open coast") if port else None,
            tunnel=tunnel,
        )


@dataclass(frozen=True, slots=True)
class MilepostInfo:
    """What a player may want to know about a milepost (tooltips, map-check)."""

    id: str
    terrain: str
    build_cost: int | None
    country: str | None
    city: str | None
    city_size: str | None
    loads: tuple[str, ...]
    port_of: str | None
    tunnel: str | None

    def lines(self) -> list[str]:
        out = [self.city + f" ({self.city_size} city)" if self.city else self.terrain]
        if self.city:
            out.append(f"Terrain: {self.terrain}")
        out.append("Build cost: not allowed (sea)" if self.build_cost is None
                   else f"Build cost: {self.build_cost} GP")
        if self.country:
            out.append(f"Country: {self.country}")
        if self.loads:
            out.append("Loads: " + ", ".join(self.loads))
        if self.port_of:
            out.append(f"Port: {self.port_of}")
        if self.tunnel:
            out.append(f"Tunnel: {self.tunnel.capitalize()} entrance")
        out.append(f"Milepost {self.id}")
        return out


_NO_CROSSING = Crossing()
