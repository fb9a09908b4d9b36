"""Broken copies of the England & Wales board folder for the loader's and the map check's tests:
a copy in a temporary folder and edits that find their record by name, so they keep working when
the board is edited by hand."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

from irondragon_qt.games.railways_of_england_wales.board.map_loader import default_board_dir

Coord = tuple[int, int]


def copy_board(tmp_path: Path) -> Path:
    folder = tmp_path / "railways_of_england_wales"
    shutil.copytree(default_board_dir(), folder)
    return folder


def edit(path: Path, old: str, new: str) -> None:
    text = path.read_text(encoding="utf-8")
    assert text.count(old) == 1, f"{old!r} is not once in {path.name}"
    path.write_text(text.replace(old, new), encoding="utf-8")


def edit_record(path: Path, name: str, key: str, value: str | None) -> None:
    """Set ``key = value`` in the ``[[...]]`` table called ``name`` (tables are separated by blank
    lines); ``None`` removes the key."""
    blocks = path.read_text(encoding="utf-8").split("\n\n")
    found = [i for i, b in enumerate(blocks) if f"\nname = {json.dumps(name, ensure_ascii=False)}\n" in b + "\n"]
    assert len(found) == 1, f"no single record {name!r} in {path.name}"
    lines, skipping = [], False
    for line in blocks[found[0]].split("\n"):
        if line.startswith(f"{key} ="):
            skipping = line.rstrip().endswith("[")  # an array written over several lines
        elif skipping:
            skipping = line != "]"
        else:
            lines.append(line)
    if value is not None:
        lines.insert(2, f"{key} = {value}")
    blocks[found[0]] = "\n".join(lines)
    path.write_text("\n\n".join(blocks), encoding="utf-8")


def grid_lines(folder: Path) -> tuple[list[str], list[int]]:
    """board.terrain's lines and the indices of its data lines (row r is ``lines[data[r]]``)."""
    lines = (folder / "board.terrain").read_text(encoding="utf-8").splitlines()
    return lines, [i for i, line in enumerate(lines) if line.strip() and not line.lstrip().startswith("#")]


def grid_cell(folder: Path, at: Coord, char: str) -> None:
    """Set one cell of board.terrain (odd rows are indented one space; trailing sea may be absent)."""
    lines, data = grid_lines(folder)
    i = data[at[1]]
    pos = (at[1] % 2) + 2 * at[0]
    line = lines[i].ljust(pos + 1)
    cells = list(line)
    for p in range(at[1] % 2, pos, 2):  # the sea a short line leaves off
        if cells[p] == " ":
            cells[p] = "."
    cells[pos] = char
    lines[i] = "".join(cells)
    (folder / "board.terrain").write_text("\n".join(lines) + "\n", encoding="utf-8")
