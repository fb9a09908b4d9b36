"""Load a map folder (format: maps/FORMAT.md) into a ``Board``.

Every problem becomes a ``MapError`` that names the file and the record, so a map author sees
"cities.toml, city 'Kola': centre s:2,99 is not a milepost" rather than a traceback. Each kind
of file has its reader in ``map_files``; this module reads them in order and builds the board.
"""

from __future__ import annotations

from pathlib import Path

from ....engine.io.bundled import bundled_dir
from .board import Board
from .components import City, Components
from .errors import MapError
from .map_files.cities import mark_cities_and_ports, read_cities, read_ports
from .map_files.components import FILE as COMPONENTS
from .map_files.components import read_foremen, read_goods, read_locos, read_rule_tables, read_ships
from .map_files.crossings import read_crossings
from .map_files.demand_cards import read_demand_cards
from .map_files.events import read_events
from .map_files.lattice import MilepostRefs, lattice_adjacency, read_sea_channels
from .map_files.links import read_lakes, read_magic_links, read_tunnels
from .map_files.reader import MapReader, get
from .map_files.terrain import META, read_grids, read_legend

MAPS_DIR = bundled_dir("maps")  # installed package, frozen app or checkout: see model/io/bundled.py
DEFAULT_MAP = MAPS_DIR / "iron_dragon"


def default_map_dir() -> Path:
    """The bundled Iron Dragon map, wherever the program was installed (wheel, frozen app, checkout)."""
    return DEFAULT_MAP


def load_map(folder: str | Path | None = None) -> Board:
    """Load and cross-check a map folder. Raises MapError with a clear message."""
    folder = Path(folder) if folder is not None else default_map_dir()
    if not folder.is_dir():
        raise MapError(str(folder), "", "is not a map folder")
    rd = MapReader(folder)
    meta = rd.toml(META)
    legend = read_legend(meta)
    grids = read_grids(rd, meta, legend)
    mileposts = grids.mileposts
    ref = MilepostRefs(mileposts)
    adjacency = lattice_adjacency(mileposts)
    read_sea_channels(meta, mileposts, adjacency, ref, grids.layer_of_prefix)
    crossings = read_crossings(rd, mileposts, adjacency, ref)
    cities, city_of = read_cities(rd, mileposts, adjacency, ref)
    ports = read_ports(meta, mileposts, adjacency, ref, cities)
    mark_cities_and_ports(mileposts, city_of, ports)
    tunnels = read_tunnels(meta, mileposts, ref)
    links = read_magic_links(meta, cities)
    lakes = read_lakes(meta, grids.lake_cells)
    components = _read_components(rd, cities)
    f = META
    return Board(
        map_id=get(meta, "id", str, f, "id"), name=get(meta, "name", str, f, "name"),
        edition=get(meta, "edition", str, f, "edition", ""), mileposts=mileposts,
        adjacency=[tuple(a) for a in adjacency], crossings=crossings, cities=cities, ports=ports,
        tunnels=tunnels, magic_links=links, lakes=lakes,
        blank_land=tuple(grids.blank_land), terrain_costs=legend.terrain_costs, terrain_names=legend.terrain_names,
        countries=legend.countries, components=components, source=str(folder),
    )


load_board = load_map  # the skeleton's name (engine/skeleton.py)


def _read_components(rd: MapReader, cities: dict[str, City]) -> Components:
    f = COMPONENTS
    data = rd.toml(f)
    goods = read_goods(data, cities)
    locos, ships, foremen = read_locos(data), read_ships(data), read_foremen(data)
    rules, loco_rules, foreman_rules = read_rule_tables(data)
    events = read_events(rd)
    cards = read_demand_cards(rd, cities, goods)
    return Components(goods=goods, demand_cards=cards, events=events, locos=locos, ships=ships,
                      foremen=foremen, rules=rules, loco_rules=loco_rules, foreman_rules=foreman_rules)
