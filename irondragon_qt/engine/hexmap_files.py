"""Reading a hex board's folder (maps/FORMAT.md, "Hex boards"), the parts every hex game shares:
its text and TOML files read with a size limit, typed values, cells, the ``[layout]``, the
terrain legend and the terrain grid. Each pack's loader builds its own board from them.

Every problem is one ``BoardError`` line naming the file and the record ("board.terrain, line 12,
column 3: unknown terrain character 'x'"), never a traceback. Files are read as text and parsed
with ``tomllib``: nothing is evaluated or unpickled. No Qt."""

from __future__ import annotations

import tomllib
from collections.abc import Collection, Iterator
from pathlib import Path
from typing import Any

from .hexgrid import HexLayout
from .io.read_file import read_at_most
from .words import plural

MAP = "map.toml"
SEA = "sea"  # the legend key of hexes that are no cell at all
MOST_BYTES = 1_000_000  # a board's file is a few kilobytes; refuse anything absurd
Coord = tuple[int, int]


class BoardError(ValueError):
    """A board folder that cannot be used; the message is one line naming the file and record."""

    def __init__(self, file: str, record: str, problem: str) -> None:
        self.file, self.record, self.problem = file, record, problem
        super().__init__(f"{file}, {record}: {problem}" if record else f"{file}: {problem}")


def board_folder(folder: Path) -> Path:
    """``folder`` if it is a folder, else BoardError."""
    if not folder.is_dir():
        raise BoardError(str(folder), "", "is not a board folder")
    return folder


# --- files --------------------------------------------------------------------------------------
def read_text(folder: Path, file: str) -> str:
    """A file of the folder as text: at most MOST_BYTES of UTF-8 (a byte-order mark is dropped)."""
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


def read_toml(folder: Path, file: str) -> dict[str, Any]:
    try:
        return tomllib.loads(read_text(folder, file))
    except tomllib.TOMLDecodeError as e:
        raise BoardError(file, "", f"not valid TOML: {e}") from None


# --- values -------------------------------------------------------------------------------------
def get(data: dict[str, Any], key: str, kind: type | tuple[type, ...], file: str, record: str,
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


def cell(value: Any, file: str, record: str) -> Coord:
    """A ``[column, row]`` pair."""
    if (not isinstance(value, list) or len(value) != 2
            or not all(isinstance(v, int) and not isinstance(v, bool) for v in value)):
        raise BoardError(file, record, f"a cell is [column, row], not {value!r:.40}")
    return value[0], value[1]


def table(data: dict[str, Any], key: str, file: str) -> dict[str, Any]:
    value = get(data, key, dict, file, "")
    assert isinstance(value, dict)
    return value


def refuse_unknown(data: dict[str, Any], known: Collection[str], file: str, record: str) -> None:
    unknown = sorted(set(data) - set(known))
    if unknown:
        raise BoardError(file, record, f"unknown key {unknown[0]!r}")


def named_records(data: dict[str, Any], key: str, file: str, word: str, known: Collection[str],
                  taken: Collection[str] = ()) -> Iterator[tuple[str, str, dict[str, Any]]]:
    """The ``[[key]]`` tables of a file as (record, name, table): each has a ``name`` no other has
    (nor one of ``taken``) and no key but ``known``. The record is "WORD 'NAME'"."""
    entries = data.get(key, [])
    if not isinstance(entries, list) or not all(isinstance(e, dict) for e in entries):
        raise BoardError(file, key, f"should be a list of tables ([[{key}]])")
    names = set(taken)
    for number, entry in enumerate(entries, start=1):
        name = get(entry, "name", str, file, f"{word} {number}")
        record = f"{word} {name!r}"
        refuse_unknown(entry, known, file, record)
        if name in names:
            raise BoardError(file, record, f"a {word} of that name is already on the board")
        names.add(name)
        yield record, name, entry


# --- map.toml: what every hex board declares -----------------------------------------------------
def read_map(folder: Path, known: Collection[str]) -> dict[str, Any]:
    """map.toml with no key but ``known``, a ``name`` and ``kind = "hex"``."""
    meta = read_toml(folder, MAP)
    refuse_unknown(meta, known, MAP, "")
    get(meta, "name", str, MAP, "")
    kind = get(meta, "kind", str, MAP, "")
    if kind != "hex":
        raise BoardError(MAP, "kind", f"should be \"hex\", not {kind!r}")
    return meta


def read_notes(meta: dict[str, Any]) -> tuple[str, ...]:
    """map.toml's ``notes``: a list of strings (where the drawing moved a place, and why)."""
    notes = get(meta, "notes", list, MAP, "", [])
    if not all(isinstance(n, str) for n in notes):
        raise BoardError(MAP, "notes", "should be a list of strings")
    return tuple(notes)


def read_layout(meta: dict[str, Any], file: str = MAP) -> tuple[HexLayout, int, int]:
    """The ``[layout]`` table: pointy-top hexes in odd-r or even-r rows, and the grid's size."""
    layout_table = table(meta, "layout", file)
    record = "[layout]"
    orientation = get(layout_table, "orientation", str, file, record)
    offset = get(layout_table, "offset", str, file, record)
    rows, columns = get(layout_table, "rows", int, file, record), get(layout_table, "columns", int, file, record)
    if rows < 1 or columns < 1:
        raise BoardError(file, record, "rows and columns should be 1 or more")
    try:
        layout = HexLayout(orientation, offset)
    except ValueError as e:
        raise BoardError(file, record, str(e)) from None
    if offset not in ("odd-r", "even-r"):
        raise BoardError(file, record, f"a hex board's offset is odd-r or even-r, not {offset!r}")
    return layout, rows, columns


def read_legend(meta: dict[str, Any], keys: Collection[str], file: str = MAP) -> dict[str, str]:
    """The ``[terrain.KEY]`` tables: grid character -> key, the keys being ``keys`` or ``sea``."""
    legend: dict[str, str] = {}
    allowed = (*keys, SEA)
    for key, entry in table(meta, "terrain", file).items():
        record = f"[terrain.{key}]"
        if key not in allowed:
            raise BoardError(file, record, f"unknown terrain (expected one of {', '.join(allowed)})")
        if not isinstance(entry, dict):
            raise BoardError(file, record, "should be a table")
        char = get(entry, "char", str, file, record)
        if len(char) != 1 or char.isspace() or char == "#":
            raise BoardError(file, record, f"'char' should be one visible character other than '#', not {char!r}")
        if char in legend:
            raise BoardError(file, record, f"character {char!r} is already {legend[char]!r}")
        legend[char] = key
    return legend


# --- the grid file ------------------------------------------------------------------------------
def read_grid(folder: Path, file: str, legend: dict[str, str], layout: HexLayout, rows: int,
              columns: int) -> dict[Coord, str]:
    """The cells of a grid file by their legend key, sea left out: one line per row, cells one
    character apart, the rows shoved half a hex east indented by one space."""
    lines = [(n, line.rstrip()) for n, line in enumerate(read_text(folder, file).splitlines(), start=1)
             if line.strip() and not line.lstrip().startswith("#")]
    if len(lines) != rows:
        raise BoardError(file, "", f"has {len(lines)} rows, {MAP} [layout] says {rows}")
    shoved = 1 if layout.offset == "odd-r" else 0
    grid: dict[Coord, str] = {}
    for r, (number, line) in enumerate(lines):
        record = f"line {number}"
        indent = 1 if r % 2 == shoved else 0
        if line[:indent] != " " * indent or line[indent:indent + 1] == " ":
            raise BoardError(file, record, f"row {r} should start with {plural(indent, 'space')}")
        body = line[indent:]
        if any(body[i] != " " for i in range(1, len(body), 2)):
            raise BoardError(file, record, "cells must be separated by single spaces")
        chars = body[::2]
        if len(chars) > columns:
            raise BoardError(file, record, f"has {len(chars)} cells, {MAP} [layout] says {columns} columns")
        for c, char in enumerate(chars):
            if char not in legend:
                raise BoardError(file, f"{record}, column {c}", f"unknown terrain character {char!r}")
            if legend[char] != SEA:
                grid[(c, r)] = legend[char]
    return grid
