"""Load a German Railways board folder (format: maps/FORMAT.md, "Hex boards") into a ``HexBoard``.

Every problem becomes one ``BoardError`` line naming the file and the record ("cities.toml, city
'Kassel': its terrain 'plain' differs from its cell's 'mountain'"), never a traceback. The files
are read as text and parsed with ``tomllib``: nothing is evaluated or unpickled. The facts the
map check compares with (``[facts]``) are read here too; whether the board keeps them is the
check's business (map_check.py), not the loader's.
"""

from __future__ import annotations

import tomllib
from pathlib import Path
from typing import Any

from ....engine.hexgrid import HexLayout
from ....engine.io.bundled import bundled_dir
from ....engine.io.read_file import read_at_most
from .board_facts import BoardFacts
from .hexboard import ACCESS, METRO, TERRAINS, Cell, City, Coord, HexBoard
from .words import counted

MAP = "map.toml"
SEA = "sea"  # the legend key of hexes that are no cell at all (GR-B3)
MOST_BYTES = 1_000_000  # a board's file is a few kilobytes; refuse anything absurd
MAP_KEYS = {"id", "name", "kind", "format", "grid", "cities", "notes", "layout", "projection", "terrain", "berlin",
            "companies", "facts"}
CITY_KEYS = {"name", "cell", "value", "terrain", "start", "lat", "lon", "note"}
FOLDER_NAME = "german_railways"


class BoardError(ValueError):
    """A board folder that cannot be used; the message is one line naming the file and record."""

    def __init__(self, file: str, record: str, problem: str) -> None:
        self.file, self.record, self.problem = file, record, problem
        super().__init__(f"{file}, {record}: {problem}" if record else f"{file}: {problem}")


def default_board_dir(package_dir: Path | None = None) -> Path:
    """The bundled board, wherever the program was installed: ``<package>/_data/maps`` in a wheel
    or the frozen app, else the checkout's ``maps/`` (engine/io/bundled.py)."""
    return bundled_dir("maps", package_dir) / FOLDER_NAME


def load_board(folder: Path | None = None) -> HexBoard:
    """Load and cross-check a board folder (default: the bundled one). Raises BoardError."""
    folder = Path(folder) if folder is not None else default_board_dir()
    if not folder.is_dir():
        raise BoardError(str(folder), "", "is not a board folder")
    meta = _toml(folder, MAP)
    unknown = sorted(set(meta) - MAP_KEYS)
    if unknown:
        raise BoardError(MAP, "", f"unknown key {unknown[0]!r}")
    name = _get(meta, "name", str, MAP, "")
    kind = _get(meta, "kind", str, MAP, "")
    if kind != "hex":
        raise BoardError(MAP, "kind", f"should be \"hex\", not {kind!r}")
    notes = _get(meta, "notes", list, MAP, "", [])
    if not all(isinstance(n, str) for n in notes):
        raise BoardError(MAP, "notes", "should be a list of strings")
    layout, rows, columns = _layout(meta)
    terrain = _read_terrain(folder, meta, layout, rows, columns)
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
    return HexBoard(name, layout, cells, tuple(notes), facts)


# --- reading files ------------------------------------------------------------------------------
def _text(folder: Path, file: str) -> str:
    path = folder / file
    if not path.exists():
        raise BoardError(file, "", f"missing file (looked in {folder})")
    try:
        data = read_at_most(path, MOST_BYTES)
    except OSError as e:
        raise BoardError(file, "", f"cannot be read: {e.strerror}") from None
    if len(data) > MOST_BYTES:
        raise BoardError(file, "", f"is larger than {MOST_BYTES} bytes")
    try:
        return data.decode("utf-8-sig")  # a byte-order mark (Notepad) is dropped
    except UnicodeDecodeError as e:
        raise BoardError(file, "", f"not UTF-8 text ({e.reason} at byte {e.start})") from None


def _toml(folder: Path, file: str) -> dict[str, Any]:
    try:
        return tomllib.loads(_text(folder, file))
    except tomllib.TOMLDecodeError as e:
        raise BoardError(file, "", f"not valid TOML: {e}") from None


def _get(data: dict[str, Any], key: str, kind: type | tuple[type, ...], file: str, record: str,
         default: Any = ...) -> Any:
    """``data[key]`` checked to be a ``kind`` (a bool is no number); ``default`` if absent."""
    if key not in data:
        if default is not ...:
            return default
        raise BoardError(file, record, f"{key!r} is missing")
    value = data[key]
    if isinstance(value, bool) or not isinstance(value, kind):
        want = kind.__name__ if isinstance(kind, type) else " or ".join(k.__name__ for k in kind)
        raise BoardError(file, record, f"{key!r} should be {want}, not {value!r:.40}")
    return value


def _cell(value: Any, file: str, record: str) -> Coord:
    """A ``[column, row]`` pair."""
    if (not isinstance(value, list) or len(value) != 2
            or not all(isinstance(v, int) and not isinstance(v, bool) for v in value)):
        raise BoardError(file, record, f"a cell is [column, row], not {value!r:.40}")
    return value[0], value[1]


def _table(data: dict[str, Any], key: str, file: str) -> dict[str, Any]:
    value = _get(data, key, dict, file, "")
    assert isinstance(value, dict)
    return value


# --- map.toml -----------------------------------------------------------------------------------
def _layout(meta: dict[str, Any]) -> tuple[HexLayout, int, int]:
    table = _table(meta, "layout", MAP)
    record = "[layout]"
    orientation = _get(table, "orientation", str, MAP, record)
    offset = _get(table, "offset", str, MAP, record)
    rows, columns = _get(table, "rows", int, MAP, record), _get(table, "columns", int, MAP, record)
    if rows < 1 or columns < 1:
        raise BoardError(MAP, record, "rows and columns should be 1 or more")
    try:
        layout = HexLayout(orientation, offset)
    except ValueError as e:
        raise BoardError(MAP, record, str(e)) from None
    if offset not in ("odd-r", "even-r"):
        raise BoardError(MAP, record, f"a hex board's offset is odd-r or even-r, not {offset!r}")
    return layout, rows, columns


def _legend(meta: dict[str, Any]) -> dict[str, str]:
    """Grid character -> terrain key (``sea`` for no cell)."""
    legend: dict[str, str] = {}
    for key, entry in _table(meta, "terrain", MAP).items():
        record = f"[terrain.{key}]"
        if key not in (*TERRAINS, SEA):
            raise BoardError(MAP, record, f"unknown terrain (expected one of {', '.join((*TERRAINS, SEA))})")
        if not isinstance(entry, dict):
            raise BoardError(MAP, record, "should be a table")
        char = _get(entry, "char", str, MAP, record)
        if len(char) != 1 or char.isspace() or char == "#":
            raise BoardError(MAP, record, f"'char' should be one visible character other than '#', not {char!r}")
        if char in legend:
            raise BoardError(MAP, record, f"character {char!r} is already {legend[char]!r}")
        legend[char] = key
    return legend


def _read_terrain(folder: Path, meta: dict[str, Any], layout: HexLayout, rows: int,
                  columns: int) -> dict[Coord, str]:
    """The land cells of the grid file: one line per row, cells one character apart, the rows
    shoved half a hex east indented by one space."""
    file = _get(meta, "grid", str, MAP, "")
    legend = _legend(meta)
    lines = [(n, line.rstrip()) for n, line in enumerate(_text(folder, file).splitlines(), start=1)
             if line.strip() and not line.lstrip().startswith("#")]
    if len(lines) != rows:
        raise BoardError(file, "", f"has {len(lines)} rows, map.toml [layout] says {rows}")
    shoved = 1 if layout.offset == "odd-r" else 0
    terrain: dict[Coord, str] = {}
    for r, (number, line) in enumerate(lines):
        record = f"line {number}"
        indent = 1 if r % 2 == shoved else 0
        if line[:indent] != " " * indent or line[indent:indent + 1] == " ":
            raise BoardError(file, record, f"row {r} should start with {counted(indent, 'space')}")
        body = line[indent:]
        if any(body[i] != " " for i in range(1, len(body), 2)):
            raise BoardError(file, record, "cells must be separated by single spaces")
        chars = body[::2]
        if len(chars) > columns:
            raise BoardError(file, record, f"has {len(chars)} cells, map.toml [layout] says {columns} columns")
        for c, char in enumerate(chars):
            if char not in legend:
                raise BoardError(file, f"{record}, column {c}", f"unknown terrain character {char!r}")
            if legend[char] != SEA:
                terrain[(c, r)] = legend[char]
    return terrain


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
    entries = _toml(folder, file).get("cities", [])
    if not isinstance(entries, list) or not all(isinstance(e, dict) for e in entries):
        raise BoardError(file, "cities", "should be a list of tables ([[cities]])")
    cities: dict[Coord, City] = {}
    names = {berlin}
    for number, entry in enumerate(entries, start=1):
        record = f"city {number}"
        name = _get(entry, "name", str, file, record)
        record = f"city {name!r}"
        unknown = sorted(set(entry) - CITY_KEYS)
        if unknown:
            raise BoardError(file, record, f"unknown key {unknown[0]!r}")
        if name in names:
            raise BoardError(file, record, "a city of that name is already on the board")
        names.add(name)
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
