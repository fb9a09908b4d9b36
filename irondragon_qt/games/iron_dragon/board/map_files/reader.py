"""Reading the files of a map folder: text, TOML, typed fields and grid files, every failure a
``MapError`` that names the file and the record."""

from __future__ import annotations

import tomllib
from collections.abc import Iterator
from pathlib import Path
from typing import Any

from .....engine.words import plural
from ..errors import MapError


class MapReader:
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


def get(data: dict[str, Any], key: str, kind: type | tuple[type, ...], file: str, record: str,
        default: Any = ...) -> Any:
    """``data[key]`` checked to be of ``kind`` (a bool is not an int); ``default`` if absent."""
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


def table_list(data: dict[str, Any], key: str, file: str) -> list[dict[str, Any]]:
    """An array of tables (``[[key]]``), empty if absent."""
    value = data.get(key, [])
    if not isinstance(value, list) or not all(isinstance(x, dict) for x in value):
        raise MapError(file, key, "should be a list of tables ([[...]])")
    return value


def grid_rows(text: str) -> Iterator[tuple[int, str]]:
    """Data lines of a grid file with their 1-based line numbers (comments skipped)."""
    for number, line in enumerate(text.splitlines(), start=1):
        if not line.lstrip().startswith("#") and line.strip():
            yield number, line.rstrip()


def parse_grid(text: str, file: str, first_row: int) -> dict[tuple[int, int], str]:
    """Cells of a grid file as {(column, row): char}; see FORMAT.md for the layout."""
    cells: dict[tuple[int, int], str] = {}
    for offset, (number, line) in enumerate(grid_rows(text)):
        r = first_row + offset
        indent = 1 if r % 2 else 0
        if line[:indent].strip() or (len(line) > indent and line[indent] == " "):
            raise MapError(file, f"line {number}", f"row r={r} should start with {plural(indent, 'space')}")
        body = line[indent:]
        gaps = body[1::2]  # every other character separates two cells (sliced: the start reads the grids)
        if gaps.strip():
            pos = 2 * next(i for i, ch in enumerate(gaps) if ch != " ") + 1
            raise MapError(file, f"line {number}, column {pos + indent + 1}",
                           "cells must be separated by single spaces")
        for col, ch in enumerate(body[::2]):
            if ch != " ":
                cells[(col, r)] = ch
    return cells  # in reading order: row by row, each row from west to east
