"""The map check (``irondragon map-check --game railways-of-england-wales``): what it counts on the
real board (compared with the files, not with numbers written here), what it finds in copies that
load but cannot make a game, how links join places on small boards drawn here (RW-14, RW-Q15),
and the report for people and for ``--json``."""

from __future__ import annotations

import json
import tomllib
from collections import Counter
from pathlib import Path

import pytest

from irondragon_qt.engine.hexgrid import HexLayout
from irondragon_qt.games.railways_of_england_wales.board.hexboard import COLOURS, GREY, Cell, Coord, Place, RoewBoard
from irondragon_qt.games.railways_of_england_wales.board.map_check import (
    KINDS,
    board_errors,
    board_stats,
    farthest,
    land_parts,
    linkable,
    neighbouring_places,
    networks,
)
from irondragon_qt.games.railways_of_england_wales.board.map_loader import default_board_dir, load_board
from irondragon_qt.games.railways_of_england_wales.tools.map_report import check_map, format_report

from .folders import copy_board, edit_record, grid_cell, grid_lines

LAYOUT = HexLayout("pointy", "odd-r")
COLOUR_OF = {"R": "red", "B": "blue", "Y": "yellow", "P": "purple", "K": "black", "G": GREY}


def tiny(*rows: str) -> RoewBoard:
    """A board from a picture: one string per row (odd rows shoved east, as in board.terrain),
    ``.`` sea, ``o`` open, ``w`` water, ``m`` mountain, a capital a place (R B Y P K a city of that
    colour with 2 cubes, G a grey town) called by its letter and cell: "R2,0"."""
    cells: dict[Coord, Cell] = {}
    for r, row in enumerate(rows):
        for c, ch in enumerate(row.split()):
            if ch == ".":
                continue
            if ch in COLOUR_OF:
                colour = COLOUR_OF[ch]
                place = Place(f"{ch}{c},{r}", colour, 0 if colour == GREY else 2)
                cells[(c, r)] = Cell((c, r), "open", place=place)
            else:
                cells[(c, r)] = Cell((c, r), {"o": "open", "w": "water", "m": "mountain"}[ch])
    return RoewBoard("tiny", LAYOUT, cells)


# --- links on small boards ----------------------------------------------------------------------
def test_RW_14_a_link_never_runs_through_a_place() -> None:
    board = tiny("R o G o B")
    assert linkable(board, (0, 0)) == {(2, 0)}  # the town ends every link that enters it
    assert linkable(board, (2, 0)) == {(0, 0), (4, 0)}
    assert [len(g) for g in networks(board)] == [3]  # but links from town to town join them all


def test_RW_Q15_neighbouring_places_are_joined_through_a_cell_beside_both_and_never_directly() -> None:
    joined = tiny("R B", " o .")  # (0, 1) is next to both
    assert linkable(joined, (0, 0)) == {(1, 0)}
    assert neighbouring_places(joined) == [("B1,0", "R0,0")]
    apart = tiny("R B")  # nothing to lay a tile on
    assert linkable(apart, (0, 0)) == set()
    assert len(networks(apart)) == 2
    assert any("cannot be joined" in e for e in board_errors(apart))


def test_RW_13_water_and_mountains_carry_track_and_the_sea_does_not() -> None:
    assert linkable(tiny("R m w m B"), (0, 0)) == {(4, 0)}
    islands = tiny("R o . o B")
    assert land_parts(islands) == 2 and len(networks(islands)) == 2
    assert "the board's cells fall into 2 pieces that no track can join" in board_errors(islands)


def test_farthest_is_the_most_hexes_any_place_lies_from_another_city_of_the_colour() -> None:
    board = tiny("R o R o o B")
    assert farthest(board, "red") == 3  # the blue city, 3 hexes from the nearer red one
    assert farthest(board, "blue") == 5  # the red city at the west end; the blue city has no other
    assert farthest(board, "yellow") is None


# --- the real board -----------------------------------------------------------------------------
@pytest.fixture(scope="module")
def board() -> RoewBoard:
    return load_board()


def toml(name: str) -> dict:
    return tomllib.loads((default_board_dir() / name).read_text(encoding="utf-8-sig"))


def test_the_real_board_has_no_errors_and_its_counts_are_its_files(board: RoewBoard) -> None:
    assert board_errors(board) == []
    stats = board_stats(board)
    legend = {entry["char"]: key for key, entry in toml("map.toml")["terrain"].items()}
    lines, data = grid_lines(default_board_dir())
    grid = Counter(legend[ch] for i in data for ch in lines[i].split() if legend[ch] != "sea")
    assert stats["hexes"] == {"total": sum(grid.values()), **{k: grid[k] for k in KINDS}}
    places = toml("places.toml")["places"]
    cities = [p for p in places if p["colour"] != GREY]
    assert stats["places"] == {"total": len(places), "cities": len(cities), "towns": len(places) - len(cities)}
    for colour in COLOURS:
        mine = [p for p in cities if p["colour"] == colour]
        assert stats["colours"][colour]["cities"] == len(mine)
        assert stats["colours"][colour]["cubes"] == sum(p["cubes"] for p in mine)
        assert 0 < stats["colours"][colour]["farthest"] <= toml("map.toml")["layout"]["rows"]
    assert stats["cubes"] == sum(p["cubes"] for p in cities)
    assert stats["ridge_edges"] == sum(len(r["edges"]) for r in toml("ridges.toml")["ridges"])
    assert [(m["name"], m["ends"], m["points"]) for m in stats["main_lines"]] == [
        (m["name"], m["ends"], m["points"]) for m in toml("main_lines.toml")["main_lines"]]
    assert stats["land_parts"] == 1
    cell = {p["name"]: tuple(p["cell"]) for p in places}
    for a, b in stats["neighbouring_places"]:
        assert cell[b] in LAYOUT.neighbours(*cell[a])


def test_every_place_of_the_real_board_can_be_joined_to_every_other(board: RoewBoard) -> None:
    assert [len(g) for g in networks(board)] == [len(board.places())]


def test_every_colour_is_deliverable_on_the_real_board(board: RoewBoard) -> None:
    """RW-17: a cube goes to another city of its colour: every colour has at least two cities,
    all joined to the rest, so a cube of any colour on any city has somewhere to go."""
    colours = Counter(p.colour for p in board.cities().values())
    assert all(colours[c] >= 2 for c in COLOURS)


# --- copies that load but cannot make a game ----------------------------------------------------
@pytest.fixture
def folder(tmp_path: Path) -> Path:
    return copy_board(tmp_path)


def test_the_check_finds_an_island_and_a_place_no_link_can_reach(folder: Path) -> None:
    grid_cell(folder, (0, 0), "o")  # a lone hex in the Irish Sea
    edit_record(folder / "places.toml", "Truro", "cell", "[0, 0]")
    errors = board_errors(load_board(folder))
    assert "the board's cells fall into 2 pieces that no track can join" in errors
    assert any(e.startswith("1 place cannot be joined to ") and e.endswith(": 'Truro'") for e in errors), errors
    assert "the main line 'Cornwall Railway': its ends cannot be joined by links" in errors


def test_the_check_finds_a_place_on_water(folder: Path, board: RoewBoard) -> None:
    at = board.at_name("London")
    grid_cell(folder, at, "w")
    assert board_errors(load_board(folder)) == [f"the place 'London' on [{at[0]}, {at[1]}] stands on water"]


def test_RW_17_the_check_finds_a_colour_with_one_city(folder: Path, board: RoewBoard) -> None:
    reds = sorted(p.name for p in board.cities().values() if p.colour == "red")
    for name in reds[1:]:
        edit_record(folder / "places.toml", name, "colour", '"blue"')
    assert board_errors(load_board(folder)) == [
        "red has 1 city: its cubes need a second red city to be delivered to (RW-17)"]


def test_MAP_6_the_check_finds_fewer_than_16_cities(folder: Path, board: RoewBoard) -> None:
    for place in sorted(board.cities().values(), key=lambda p: p.name)[:len(board.cities()) - 15]:
        edit_record(folder / "places.toml", place.name, "colour", '"grey"')
        edit_record(folder / "places.toml", place.name, "cubes", None)
    errors = board_errors(load_board(folder))
    assert "the board has 15 cities; it needs at least 16 (MAP-6)" in errors


def test_the_check_finds_ridges_that_are_no_edge_of_the_board(folder: Path) -> None:
    edit_record(folder / "ridges.toml", "North Downs", "edges", "[[[0, 0], [0, 1]], [[12, 20], [14, 20]]]")
    errors = board_errors(load_board(folder))
    assert "the ridge [0, 0]-[0, 1] is not between two cells of the board" in errors
    assert "the ridge [12, 20]-[14, 20] is not between neighbouring cells" in errors


# --- the report ---------------------------------------------------------------------------------
def test_the_report_of_the_real_board_is_ok_and_reads_as_words(board: RoewBoard) -> None:
    report = check_map(None)
    assert report.ok and report.loaded and report.stats == board_stats(board)
    json.dumps(report.to_dict())  # --json: plain data only
    text = format_report(report)
    red = report.stats["colours"]["red"]
    assert f"  red     {red['cities']} cities, {red['cubes']} cubes, every place within {red['farthest']} hexes" in text
    assert "Great Western Railway: London - Bristol, " in text
    assert text.endswith("map-check OK: 0 errors, 0 warnings")


def test_the_report_of_a_broken_board_names_its_errors(folder: Path) -> None:
    grid_cell(folder, (0, 0), "o")
    report = check_map(folder)
    assert report.loaded and not report.ok
    assert "  - the board's cells fall into 2 pieces that no track can join" in format_report(report)
    assert format_report(report).endswith("map-check FAILED: 1 error, 0 warnings")


def test_a_board_that_cannot_be_loaded_is_a_report_with_the_loaders_line(folder: Path) -> None:
    (folder / "places.toml").unlink()
    report = check_map(folder)
    assert not report.loaded and report.errors == [f"places.toml: missing file (looked in {folder})"]
    assert format_report(report) == f"Board folder: {folder}\nCannot be loaded: {report.errors[0]}"
