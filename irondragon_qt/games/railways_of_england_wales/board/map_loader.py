"""Load the England & Wales board folder (format: maps/FORMAT.md, "Hex boards", England & Wales)
into a ``RoewBoard``: map.toml (layout, terrain legend, notes), the terrain grid, places.toml,
ridges.toml and main_lines.toml.

Every problem becomes one ``BoardError`` line naming the file and the record ("places.toml, place
'York': cubes should be 1 to 10, not 0"), never a traceback: the files are read as text with a
size limit and parsed with ``tomllib`` (engine/hexmap_files.py), nothing is evaluated, and every
key is known. Whether the board makes a good game (every place reachable, each colour
deliverable, ridges between neighbours) is the map check's business (map_check.py)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from ....engine import hexmap_files as files
from ....engine.hexmap_files import MAP, BoardError
from ....engine.io.bundled import bundled_dir
from .hexboard import COLOURS, GREY, Cell, Coord, Edge, MainLine, Place, RoewBoard

__all__ = ["BoardError", "default_board_dir", "load_board"]
FOLDER_NAME = "railways_of_england_wales"
FORMAT = 1
MAP_KEYS = {"id", "name", "kind", "format", "grid", "places", "ridges", "main_lines", "hex_km", "notes", "layout",
            "projection", "terrain"}
PLACE_KEYS = {"name", "cell", "colour", "cubes", "lat", "lon", "note"}
RIDGE_KEYS = {"name", "edges", "note"}
LINE_KEYS = {"name", "year", "ends", "points", "note"}
PROJECTION_KEYS = ("lat0", "dlat", "lon0", "dlon")
# the legend's keys: each a terrain of the rules and whether a river runs through it (EW-3)
LEGEND: dict[str, tuple[str, bool]] = {
    "open": ("open", False), "open_river": ("open", True), "water": ("water", False),
    "mountain": ("mountain", False), "mountain_river": ("mountain", True),
}
MOST_CUBES = 10  # the number printed on a city (RW-3): a few; refuse anything absurd
MOST_POINTS = 50  # a main line's points (EW-4)
YEARS = range(1800, 2000)  # a main line's year of opening, for reference


def default_board_dir(package_dir: Path | None = None) -> Path:
    """The bundled board, wherever the program was installed: ``<package>/_data/maps`` in a wheel
    or the frozen app, else the checkout's ``maps/`` (engine/io/bundled.py)."""
    return bundled_dir("maps", package_dir) / FOLDER_NAME


def load_board(folder: Path | None = None) -> RoewBoard:
    """Load a board folder (default: the bundled one). Raises BoardError."""
    folder = files.board_folder(Path(folder) if folder is not None else default_board_dir())
    meta = files.read_map(folder, MAP_KEYS)
    _check_map(meta)
    layout, rows, columns = files.read_layout(meta)
    legend = files.read_legend(meta, LEGEND)
    grid = files.read_grid(folder, files.get(meta, "grid", str, MAP, ""), legend, layout, rows, columns)
    places = _read_places(folder, files.get(meta, "places", str, MAP, ""), grid)
    cells: dict[Coord, Cell] = {}
    for at, key in sorted(grid.items(), key=lambda item: (item[0][1], item[0][0])):
        terrain, river = LEGEND[key]
        cells[at] = Cell(at, terrain, river, places.get(at))
    by_name = {p.name: at for at, p in places.items()}
    ridges = _read_ridges(folder, files.get(meta, "ridges", str, MAP, ""))
    lines = _read_main_lines(folder, files.get(meta, "main_lines", str, MAP, ""), by_name)
    return RoewBoard(meta["name"], layout, cells, ridges, lines, files.read_notes(meta))


# --- map.toml -----------------------------------------------------------------------------------
def _check_map(meta: dict[str, Any]) -> None:
    """map.toml's own values: its format, the hex's width in km, the projection (for reference)."""
    files.get(meta, "id", str, MAP, "", "")
    number = files.get(meta, "format", int, MAP, "", FORMAT)
    if number != FORMAT:
        raise BoardError(MAP, "format", f"format {number} is not known (this program reads format {FORMAT})")
    km = files.get(meta, "hex_km", (int, float), MAP, "")
    if not 0 < km <= 1000:
        raise BoardError(MAP, "hex_km", f"a hex's width should be more than 0 and at most 1000 km, not {km}")
    if "projection" in meta:
        projection = files.table(meta, "projection", MAP)
        files.refuse_unknown(projection, PROJECTION_KEYS, MAP, "[projection]")
        for key in PROJECTION_KEYS:
            files.get(projection, key, (int, float), MAP, "[projection]")


# --- places.toml --------------------------------------------------------------------------------
def _read_places(folder: Path, file: str, grid: dict[Coord, str]) -> dict[Coord, Place]:
    """Each place on its own cell of the board: a city of a colour with its cubes, or a grey town."""
    places: dict[Coord, Place] = {}
    for record, name, entry in files.named_records(files.read_toml(folder, file), "places", file, "place",
                                                   PLACE_KEYS):
        at = files.cell(entry.get("cell"), file, record)
        where = f"[{at[0]}, {at[1]}]"
        colour = files.get(entry, "colour", str, file, record)
        if colour not in (*COLOURS, GREY):
            raise BoardError(file, record, f"unknown colour {colour!r} (expected one of {', '.join((*COLOURS, GREY))})")
        if colour == GREY:
            if "cubes" in entry:
                raise BoardError(file, record, "a grey town has no cubes (a city's colour is one of the goods')")
            cubes = 0
        else:
            cubes = files.get(entry, "cubes", int, file, record)
            if not 1 <= cubes <= MOST_CUBES:
                raise BoardError(file, record, f"cubes should be 1 to {MOST_CUBES}, not {cubes}")
        lat = _degrees(entry, "lat", 90, file, record)
        lon = _degrees(entry, "lon", 180, file, record)
        files.get(entry, "note", str, file, record, "")
        if at not in grid:
            raise BoardError(file, record, f"cell {where} is sea or off the board")
        if at in places:
            raise BoardError(file, record, f"cell {where} already holds {places[at].name!r}")
        places[at] = Place(name, colour, cubes, lat, lon)
    return places


def _degrees(entry: dict[str, Any], key: str, most: int, file: str, record: str) -> float | None:
    value = files.get(entry, key, (int, float), file, record, None)
    if value is not None and not -most <= value <= most:
        raise BoardError(file, record, f"{key} should be between -{most} and {most} degrees, not {value}")
    return None if value is None else float(value)


# --- ridges.toml --------------------------------------------------------------------------------
def _read_ridges(folder: Path, file: str) -> frozenset[Edge]:
    """The edges of every ridge, each edge a pair of cells (the map check sees that they are
    neighbouring land cells)."""
    ridges: dict[Edge, str] = {}
    for record, name, entry in files.named_records(files.read_toml(folder, file), "ridges", file, "ridge",
                                                   RIDGE_KEYS):
        files.get(entry, "note", str, file, record, "")
        for value in files.get(entry, "edges", list, file, record):
            if not isinstance(value, list) or len(value) != 2 or not all(isinstance(v, list) for v in value):
                raise BoardError(file, record, f"an edge is [[column, row], [column, row]], not {value!r:.40}")
            a, b = (files.cell(v, file, record) for v in value)
            where = f"edge [{a[0]}, {a[1]}]-[{b[0]}, {b[1]}]"
            if a == b:
                raise BoardError(file, record, f"{where} joins a cell to itself")
            edge = frozenset((a, b))
            if edge in ridges:
                raise BoardError(file, record, f"{where} is already a ridge ({ridges[edge]!r})")
            ridges[edge] = name
    return frozenset(ridges)


# --- main_lines.toml ----------------------------------------------------------------------------
def _read_main_lines(folder: Path, file: str, places: dict[str, Coord]) -> tuple[MainLine, ...]:
    """The main lines (EW-4), each between two different places of the board."""
    lines: list[MainLine] = []
    for record, name, entry in files.named_records(files.read_toml(folder, file), "main_lines", file, "main line",
                                                   LINE_KEYS):
        year = files.get(entry, "year", int, file, record, None)
        if year is not None and year not in YEARS:
            raise BoardError(file, record, f"year should be {YEARS.start} to {YEARS.stop - 1}, not {year}")
        files.get(entry, "note", str, file, record, "")
        ends = files.get(entry, "ends", list, file, record)
        if len(ends) != 2 or not all(isinstance(e, str) for e in ends):
            raise BoardError(file, record, f"ends should be two place names, not {ends!r:.60}")
        for end in ends:
            if end not in places:
                raise BoardError(file, record, f"no place is called {end!r}")
        if ends[0] == ends[1]:
            raise BoardError(file, record, f"both ends are {ends[0]!r}")
        points = files.get(entry, "points", int, file, record)
        if not 1 <= points <= MOST_POINTS:
            raise BoardError(file, record, f"points should be 1 to {MOST_POINTS}, not {points}")
        lines.append(MainLine(name, (places[ends[0]], places[ends[1]]), points))
    return tuple(lines)
