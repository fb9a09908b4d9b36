"""A damaged copy of the England & Wales board folder is refused with one BoardError line naming the
file and the record, never a traceback (maps/FORMAT.md, "Hex boards")."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest

from irondragon_qt.engine.hexmap_files import MOST_BYTES
from irondragon_qt.games.railways_of_england_wales.board.map_loader import BoardError, load_board

from .folders import copy_board, edit, edit_record, grid_cell

Damage = Callable[[Path], None]


def places(folder: Path, name: str, key: str, value: str | None) -> None:
    edit_record(folder / "places.toml", name, key, value)


def lines(folder: Path, name: str, key: str, value: str | None) -> None:
    edit_record(folder / "main_lines.toml", name, key, value)


def ridges(folder: Path, name: str, key: str, value: str | None) -> None:
    edit_record(folder / "ridges.toml", name, key, value)


def first_edge(folder: Path) -> str:
    """The first edge of ridges.toml as written ("[[12, 24], [12, 25]]")."""
    text = (folder / "ridges.toml").read_text(encoding="utf-8")
    start = text.index("  [[") + 2
    return text[start:text.index("]],", start) + 2]


def big_file(folder: Path) -> None:
    (folder / "places.toml").write_text("# " + "x" * MOST_BYTES, encoding="utf-8")


CASES: dict[str, tuple[Damage, str, str]] = {  # damage, the message's start, words in the message
    "missing map.toml": (lambda f: (f / "map.toml").unlink(), "map.toml", "missing file"),
    "missing places": (lambda f: (f / "places.toml").unlink(), "places.toml", "missing file"),
    "missing ridges": (lambda f: (f / "ridges.toml").unlink(), "ridges.toml", "missing file"),
    "missing main lines": (lambda f: (f / "main_lines.toml").unlink(), "main_lines.toml", "missing file"),
    "a file too big": (big_file, "places.toml", f"is larger than {MOST_BYTES} bytes"),
    "bad TOML": (lambda f: edit(f / "map.toml", 'kind = "hex"', "kind = hex"), "map.toml", "not valid TOML"),
    "not UTF-8": (lambda f: (f / "places.toml").write_bytes(b"\xff\xfe\x00name"), "places.toml", "not UTF-8"),
    "unknown map key": (lambda f: edit(f / "map.toml", 'kind = "hex"', 'kind = "hex"\nrivers = []'),
                        "map.toml", "unknown key 'rivers'"),
    "not a hex board": (lambda f: edit(f / "map.toml", 'kind = "hex"', 'kind = "milepost"'), "map.toml, kind", "hex"),
    "unknown format": (lambda f: edit(f / "map.toml", "format = 1", "format = 2"), "map.toml, format",
                       "format 2 is not known"),
    "no hex size": (lambda f: edit(f / "map.toml", "hex_km = ", "# hex_km = "), "map.toml", "'hex_km' is missing"),
    "hex size zero": (lambda f: edit(f / "map.toml", "hex_km = ", "hex_km = 0 #"), "map.toml, hex_km",
                      "more than 0"),
    "unknown projection key": (lambda f: edit(f / "map.toml", "[projection]\n", "[projection]\nzoom = 2\n"),
                               "map.toml, [projection]", "unknown key 'zoom'"),
    "unknown legend": (lambda f: edit(f / "map.toml", "[terrain.mountain_river]", "[terrain.hill]"),
                       "map.toml, [terrain.hill]", "unknown terrain"),
    "legend character twice": (lambda f: edit(f / "map.toml", 'char = "v"', 'char = "m"'),
                               "map.toml, [terrain.mountain_river]", "character 'm' is already 'mountain'"),
    "bad layout": (lambda f: edit(f / "map.toml", 'offset = "odd-r"', 'offset = "odd-q"'),
                   "map.toml, [layout]", "odd-q"),
    "unknown terrain letter": (lambda f: grid_cell(f, (12, 20), "x"), "board.terrain, line",
                               "unknown terrain character 'x'"),
    "wrong row count": (lambda f: edit(f / "map.toml", "rows = ", "rows = 1 #"), "board.terrain",
                        "rows, map.toml [layout] says 1"),
    "place on the sea": (lambda f: places(f, "London", "cell", "[0, 0]"), "places.toml, place 'London'",
                         "cell [0, 0] is sea or off the board"),
    "unknown colour": (lambda f: places(f, "London", "colour", '"green"'), "places.toml, place 'London'",
                       "unknown colour 'green'"),
    "a town with cubes": (lambda f: places(f, "Crewe", "cubes", "2"), "places.toml, place 'Crewe'",
                          "a grey town has no cubes"),
    "a city without cubes": (lambda f: places(f, "York", "cubes", None), "places.toml, place 'York'",
                             "'cubes' is missing"),
    "no cubes": (lambda f: places(f, "York", "cubes", "0"), "places.toml, place 'York'", "cubes should be 1 to 10"),
    "cubes not a number": (lambda f: places(f, "York", "cubes", '"3"'), "places.toml, place 'York'",
                           "'cubes' should be int"),
    "a latitude off the globe": (lambda f: places(f, "York", "lat", "153.96"), "places.toml, place 'York'",
                                 "lat should be between -90 and 90"),
    "unknown place key": (lambda f: places(f, "York", "port", "true"), "places.toml, place 'York'",
                          "unknown key 'port'"),
    "two places of one name": (lambda f: places(f, "Leeds", "name", '"York"'), "places.toml, place 'York'",
                               "already on the board"),
    "bad cell": (lambda f: places(f, "York", "cell", "[6]"), "places.toml, place 'York'", "a cell is [column, row]"),
    "a ridge edge of one cell": (lambda f: ridges(f, "North Downs", "edges", "[[[20, 29], [20, 29]]]"),
                                 "ridges.toml, ridge 'North Downs'", "joins a cell to itself"),
    "a ridge edge not a pair": (lambda f: ridges(f, "North Downs", "edges", "[[20, 29]]"),
                                "ridges.toml, ridge 'North Downs'", "an edge is [[column, row], [column, row]]"),
    "a ridge edge twice": (lambda f: ridges(f, "North Downs", "edges", f"[{first_edge(f)}]"),
                           "ridges.toml, ridge 'North Downs'", "is already a ridge ('Cotswold edge')"),
    "a main line to nowhere": (lambda f: lines(f, "Great Western Railway", "ends", '["London", "Bath"]'),
                               "main_lines.toml, main line 'Great Western Railway'", "no place is called 'Bath'"),
    "a main line from a place to itself": (lambda f: lines(f, "Great Western Railway", "ends", '["London", "London"]'),
                                           "main_lines.toml, main line 'Great Western Railway'", "both ends are"),
    "a main line with three ends": (lambda f: lines(f, "Great Western Railway", "ends", '["London", "Bristol", "X"]'),
                                    "main_lines.toml, main line 'Great Western Railway'", "two place names"),
    "a main line worth nothing": (lambda f: lines(f, "Great Western Railway", "points", "0"),
                                  "main_lines.toml, main line 'Great Western Railway'", "points should be 1 to 50"),
    "a main line opened in the future": (lambda f: lines(f, "Great Western Railway", "year", "2041"),
                                         "main_lines.toml, main line 'Great Western Railway'", "year should be"),
}


@pytest.mark.parametrize("case", sorted(CASES))
def test_a_damaged_board_is_refused_with_one_line_naming_the_file(tmp_path: Path, case: str) -> None:
    folder = copy_board(tmp_path)
    damage, where, words = CASES[case]
    damage(folder)
    with pytest.raises(BoardError) as caught:
        load_board(folder)
    error = caught.value
    assert str(error).startswith(where) and words in error.problem and "\n" not in str(error), str(error)
    assert where.startswith(error.file) and Path(error.file).suffix in (".toml", ".terrain")


@pytest.mark.parametrize("what", ["nothing", "a file"])
def test_a_path_that_is_no_folder_is_refused(tmp_path: Path, what: str) -> None:
    path = tmp_path / "board"
    if what == "a file":
        path.write_text("", encoding="utf-8")
    with pytest.raises(BoardError) as caught:
        load_board(path)
    assert str(caught.value) == f"{path}: is not a board folder"


def test_a_byte_order_mark_and_comments_are_read(tmp_path: Path) -> None:
    """Notepad's byte-order mark is dropped; a town may say nothing of cubes (it has none)."""
    folder = copy_board(tmp_path)
    path = folder / "places.toml"
    path.write_bytes(b"\xef\xbb\xbf" + path.read_bytes())
    assert load_board(folder) == load_board()
