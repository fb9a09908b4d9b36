"""Load a German Railways board folder (format: maps/FORMAT.md, "Hex boards") into a ``HexBoard``.

Every problem becomes one ``BoardError`` line naming the file and the record ("cities.toml, city
'Kassel': its terrain 'plain' differs from its cell's 'mountain'"), never a traceback. The files
are read as text and parsed with ``tomllib``: nothing is evaluated or unpickled. The facts the
map check compares with (``[facts]``) are read here too; whether the board keeps them is the
check's business (map_check.py), not the loader's.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from ....engine.hexgrid import HexLayout
from ....engine.hexmap_files import (
    MAP,
    BoardError,
    board_folder,
    named_records,
    read_grid,
    read_layout,
    read_legend,
    read_map,
    read_notes,
    read_toml,
)
from ....engine.hexmap_files import cell as _cell
from ....engine.hexmap_files import get as _get
from ....engine.hexmap_files import table as _table
from ....engine.io.bundled import bundled_dir
from .board_facts import BoardFacts
from .hexboard import ACCESS, METRO, TERRAINS, Cell, City, Coord, HexBoard

__all__ = ["BoardError", "default_board_dir", "load_board"]
MAP_KEYS = {"id", "name", "kind", "format", "grid", "cities", "notes", "layout", "projection", "terrain", "berlin",
            "companies", "facts"}
CITY_KEYS = {"name", "cell", "value", "terrain", "start", "lat", "lon", "note"}
FOLDER_NAME = "german_railways"


def default_board_dir(package_dir: Path | None = None) -> Path:
    """The bundled board, wherever the program was installed: ``<package>/_data/maps`` in a wheel
    or the frozen app, else the checkout's ``maps/`` (engine/io/bundled.py)."""
    return bundled_dir("maps", package_dir) / FOLDER_NAME


def load_board(folder: Path | None = None) -> HexBoard:
    """Load and cross-check a board folder (default: the bundled one). Raises BoardError."""
    folder = board_folder(Path(folder) if folder is not None else default_board_dir())
    meta = read_map(folder, MAP_KEYS)
    layout, rows, columns = read_layout(meta)
    terrain = read_grid(folder, _get(meta, "grid", str, MAP, ""), read_legend(meta, TERRAINS), layout, rows, columns)
    companies = _companies(meta)
    berlin_city, metro, access = _berlin(meta, terrain, layout)
    cities = _read_cities(folder, meta, terrain, companies, set(metro) | set(access), berlin_city.name)
    cells: dict[Coord, Cell] = {}
    for at, t in sorted(terrain.items(), key=lambda item: (item[0][1], item[0][0])):
        if at in metro:
            cells[at] = Cell(at, t, berlin_city, METRO)
        else:
            cells[at] = Cell(at, t, cities.get(at), ACCESS if at in access else None)
    facts = _facts(meta, companies) if "facts" in meta else None
    return HexBoard(meta["name"], layout, cells, read_notes(meta), facts)


def _companies(meta: dict[str, Any]) -> dict[str, str]:
    companies = _table(meta, "companies", MAP)
    for key, name in companies.items():
        if not isinstance(name, str):
            raise BoardError(MAP, f"[companies] {key}", "should be the company's name (a string)")
    return companies


def _berlin(meta: dict[str, Any], terrain: dict[Coord, str],
            layout: HexLayout) -> tuple[City, tuple[Coord, ...], tuple[Coord, ...]]:
    """Berlin's city and its metro and access cells (GR-B8): the metro's cells are mutually
    adjacent land of Berlin's terrain; each access cell is land next to the metro."""
    table = _table(meta, "berlin", MAP)
    record = "[berlin]"
    name = _get(table, "name", str, MAP, record)
    value = _get(table, "value", int, MAP, record)
    if value < 1:
        raise BoardError(MAP, record, f"value should be 1 or more, not {value}")
    kind = _get(table, "terrain", str, MAP, record)
    if kind not in TERRAINS:
        raise BoardError(MAP, record, f"unknown terrain {kind!r}")
    metro = tuple(_cell(v, MAP, f"{record} metro") for v in _get(table, "metro", list, MAP, record))
    access = tuple(_cell(v, MAP, f"{record} access") for v in _get(table, "access", list, MAP, record))
    if not metro:
        raise BoardError(MAP, record, "metro lists no cell")
    for at in metro:
        where = f"{record} metro [{at[0]}, {at[1]}]"
        if at not in terrain:
            raise BoardError(MAP, where, "is not a land cell")
        if terrain[at] != kind:
            raise BoardError(MAP, where, f"its cell is {terrain[at]!r}, Berlin is {kind!r}")
        for other in metro:
            if other != at and other not in layout.neighbours(*at):
                raise BoardError(MAP, where, f"is not next to metro cell [{other[0]}, {other[1]}]")
    if len(set(metro)) != len(metro):
        raise BoardError(MAP, record, "metro lists a cell twice")
    if len(set(access)) != len(access):
        raise BoardError(MAP, record, "access lists a cell twice")
    for at in access:
        where = f"{record} access [{at[0]}, {at[1]}]"
        if at not in terrain:
            raise BoardError(MAP, where, "is not a land cell")
        if at in metro:
            raise BoardError(MAP, where, "is a metro cell")
        if not any(m in layout.neighbours(*at) for m in metro):
            raise BoardError(MAP, where, "is not next to the metro")
    return City(name, value), metro, access


def _facts(meta: dict[str, Any], companies: dict[str, str]) -> BoardFacts:
    table = _table(meta, "facts", MAP)
    record = "[facts]"

    def counts(key: str) -> dict[str, int]:
        value = _get(table, key, dict, MAP, record)
        if not all(isinstance(n, int) and not isinstance(n, bool) for n in value.values()):
            raise BoardError(MAP, f"{record} {key}", "counts should be whole numbers")
        return dict(value)

    values: dict[int, int] = {}
    for k, n in counts("values").items():
        if not k.isdigit():
            raise BoardError(MAP, f"{record} values", f"a value is a whole number, not {k!r}")
        values[int(k)] = n
    starts = _get(table, "starts", dict, MAP, record)
    for company, city in starts.items():
        if company not in companies:
            raise BoardError(MAP, f"{record} starts", f"unknown company {company!r}")
        if not isinstance(city, str):
            raise BoardError(MAP, f"{record} starts", f"{company}'s start should be a city name")
    return BoardFacts(
        land=_get(table, "land", int, MAP, record), terrain=counts("terrain"),
        cities=_get(table, "cities", int, MAP, record), city_terrain=counts("city_terrain"), values=values,
        named_values=counts("named_values"), metro=_get(table, "metro", int, MAP, record),
        access=_get(table, "access", int, MAP, record), starts=dict(starts))


# --- cities.toml --------------------------------------------------------------------------------
def _read_cities(folder: Path, meta: dict[str, Any], terrain: dict[Coord, str], companies: dict[str, str],
                 berlin_cells: set[Coord], berlin: str) -> dict[Coord, City]:
    """Each city on its own land cell, of the terrain the city declares (GR-Q2), off Berlin's."""
    file = _get(meta, "cities", str, MAP, "")
    cities: dict[Coord, City] = {}
    for record, name, entry in named_records(read_toml(folder, file), "cities", file, "city", CITY_KEYS, {berlin}):
        at = _cell(entry.get("cell"), file, record)
        value = _get(entry, "value", int, file, record)
        if value < 1:
            raise BoardError(file, record, f"value should be 1 or more, not {value}")
        kind = _get(entry, "terrain", str, file, record)
        start = _get(entry, "start", str, file, record, None)
        for key in ("lat", "lon"):
            _get(entry, key, (float, int), file, record, 0.0)
        _get(entry, "note", str, file, record, "")
        where = f"[{at[0]}, {at[1]}]"
        if kind not in TERRAINS:
            raise BoardError(file, record, f"unknown terrain {kind!r}")
        if at not in terrain:
            raise BoardError(file, record, f"cell {where} is not land")
        if terrain[at] != kind:
            raise BoardError(file, record, f"its terrain {kind!r} differs from its cell's {terrain[at]!r}")
        if at in cities:
            raise BoardError(file, record, f"cell {where} already holds {cities[at].name!r}")
        if at in berlin_cells:
            raise BoardError(file, record, f"cell {where} is one of Berlin's metro or access cells")
        if start is not None and start not in companies:
            raise BoardError(file, record, f"unknown start company {start!r}")
        cities[at] = City(name, value, start)
    return cities
