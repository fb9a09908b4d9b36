"""The bundled England & Wales board (issue 45, MAP-1..6): it loads, it holds what its files say
(the counts below are read from the files, not written here), it keeps the board facts of the
rules digest, and its places stand where they really are."""

from __future__ import annotations

import math
import shutil
import tomllib
from collections import Counter
from pathlib import Path
from typing import Any

import pytest

from irondragon_qt.engine.hexgrid import SQRT3_2
from irondragon_qt.games.railways_of_england_wales.board.hexboard import COLOURS, GREY, RoewBoard
from irondragon_qt.games.railways_of_england_wales.board.map_check import board_errors
from irondragon_qt.games.railways_of_england_wales.board.map_loader import default_board_dir, load_board

from .folders import grid_lines

FOLDER = default_board_dir()
# what each legend key of map.toml means (maps/FORMAT.md, "Hex boards", England & Wales; EW-3)
MEANS = {"open": ("open", False), "open_river": ("open", True), "water": ("water", False),
         "mountain": ("mountain", False), "mountain_river": ("mountain", True)}
NEW_CITY_TILES = 12  # RW-7
EMPTY_CITIES_TO_END = {2: 9, 3: 11, 4: 13, 5: 15}  # EW-10


def toml(name: str) -> dict[str, Any]:
    return tomllib.loads((FOLDER / name).read_text(encoding="utf-8-sig"))


@pytest.fixture(scope="module")
def board() -> RoewBoard:
    return load_board()


def grid_from_the_file() -> Counter[tuple[str, bool]]:
    """The grid's cells by what they mean, read from board.terrain with map.toml's legend."""
    legend = {entry["char"]: key for key, entry in toml("map.toml")["terrain"].items()}
    lines, data = grid_lines(FOLDER)
    chars = [ch for i in data for ch in lines[i].split()]
    return Counter(MEANS[legend[ch]] for ch in chars if legend[ch] != "sea")


def test_the_bundled_board_loads_from_the_maps_folder_and_passes_the_check(board: RoewBoard) -> None:
    assert FOLDER.name == "railways_of_england_wales" and (FOLDER / "map.toml").is_file()
    assert board.name == toml("map.toml")["name"] == "England & Wales"
    assert board_errors(board) == []


def test_the_cells_are_the_grid_files(board: RoewBoard) -> None:
    assert Counter((c.terrain, c.river) for c in board.cells.values()) == grid_from_the_file()
    meta = toml("map.toml")
    assert 1 + max(r for _, r in board.cells) <= meta["layout"]["rows"]
    assert 1 + max(c for c, _ in board.cells) <= meta["layout"]["columns"]


def test_the_places_are_the_places_file(board: RoewBoard) -> None:
    entries = toml("places.toml")["places"]
    places = {p.name: (at, p) for at, p in board.places().items()}
    assert sorted(places) == sorted(e["name"] for e in entries)
    for e in entries:
        at, place = places[e["name"]]
        assert (list(at), place.colour, place.cubes, place.lat, place.lon) == (
            e["cell"], e["colour"], e.get("cubes", 0), e["lat"], e["lon"])


def test_the_ridges_and_main_lines_are_their_files(board: RoewBoard) -> None:
    edges = {frozenset(tuple(cell) for cell in edge) for r in toml("ridges.toml")["ridges"] for edge in r["edges"]}
    assert board.ridges == edges
    names = {at: p.name for at, p in board.places().items()}
    lines = [(line.name, names[line.ends[0]], names[line.ends[1]], line.points) for line in board.main_lines]
    assert lines == [(e["name"], *e["ends"], e["points"]) for e in toml("main_lines.toml")["main_lines"]]


def test_MAP_1_the_board_has_every_kind_of_terrain_ridges_cities_and_towns(board: RoewBoard) -> None:
    """MAP-1: open, open with a river, water, mountain, mountain with a river; ridge edges;
    cities; grey towns."""
    assert set(Counter((c.terrain, c.river) for c in board.cells.values())) == set(MEANS.values())
    assert board.ridges and board.cities() and board.towns()
    assert all(board.ridge(*sorted(edge)) for edge in board.ridges)


def test_MAP_2_cities_in_the_five_goods_colours_and_grey_towns_without_cubes(board: RoewBoard) -> None:
    """MAP-2 (RW-2, RW-3): every city is one of the five colours with cubes printed on it; towns
    are grey and have none, and there are enough of them for the New City tiles (RW-7)."""
    cities, towns = board.cities(), board.towns()
    assert {p.colour for p in cities.values()} == set(COLOURS)
    assert all(p.cubes >= 1 for p in cities.values())
    assert all(p.colour == GREY and p.cubes == 0 and p.is_town for p in towns.values())
    assert len(towns) >= NEW_CITY_TILES


def test_MAP_6_at_least_16_cities_enough_to_end_every_game(board: RoewBoard) -> None:
    """MAP-6: the share game ends at 16 empty cities (ST-25), the base game at 9/11/13/15 (EW-10)."""
    assert len(board.cities()) >= 16
    assert len(board.cities()) > max(EMPTY_CITIES_TO_END.values())


def test_the_issue_asks_at_least_40_places_16_cities_and_3_cities_of_every_colour(board: RoewBoard) -> None:
    assert len(board.places()) >= 40
    assert len(board.cities()) >= 16
    colours = Counter(p.colour for p in board.cities().values())
    assert all(colours[c] >= 3 for c in COLOURS), colours


def test_MAP_3_the_main_lines_are_read_off_our_board(board: RoewBoard) -> None:
    """MAP-3 (EW-4): the seed names no main lines, so ours are on our board: each joins two of its
    places, a real route of the railway age, with points growing with its length."""
    assert len(board.main_lines) >= 8
    places = board.places()
    for line in board.main_lines:
        assert line.ends[0] != line.ends[1] and all(end in places for end in line.ends), line.name
        assert "Railway" in line.name and line.points >= 1
    by_length = sorted(board.main_lines, key=lambda line: board.layout.distance(*line.ends[0], *line.ends[1]))
    assert by_length[0].points <= by_length[-1].points


def test_MAP_4_darlington_and_york_are_on_the_board(board: RoewBoard) -> None:
    """MAP-4 names them (unconfirmed on the printed board); ours has them, and the Stockton and
    Darlington of 1825 among the main lines."""
    assert {"Darlington", "York"} <= {p.name for p in board.places().values()}
    ends = {frozenset(line.ends) for line in board.main_lines}
    assert frozenset((board.at_name("Stockton-on-Tees"), board.at_name("Darlington"))) in ends


def true_hex(board: RoewBoard, lat: float, lon: float) -> tuple[int, int]:
    """The hex a real place falls in, by map.toml's projection."""
    p = toml("map.toml")["projection"]
    return board.layout.nearest((lon - p["lon0"]) / p["dlon"], (p["lat0"] - lat) / p["dlat"] * SQRT3_2)


def test_every_place_stands_on_its_true_hex_or_the_notes_say_why(board: RoewBoard) -> None:
    """The board is England and Wales: each place is where its latitude and longitude project, or
    on a neighbour of that hex with a note naming the place and its true hex."""
    moved = 0
    for at, place in board.places().items():
        assert place.lat is not None and place.lon is not None
        true = true_hex(board, place.lat, place.lon)
        if true != at:
            moved += 1
            assert true in board.layout.neighbours(*at), place.name
            assert any(n.startswith(f"{place.name} is on [{at[0]}, {at[1]}], not its true hex [{true[0]}, {true[1]}]")
                       for n in board.notes), place.name
    assert moved <= len(board.places()) // 5  # a few moves, not a redrawing


def test_the_notes_give_the_scale_and_how_colours_and_cubes_were_chosen(board: RoewBoard) -> None:
    km = toml("map.toml")["hex_km"]
    assert any(n.startswith(f"A hex spans {km} km") for n in board.notes)
    assert any(n.startswith("Colours follow each place's trade") for n in board.notes)
    cities = board.cities()
    assert any(f"{sum(p.cubes for p in cities.values())} cubes on {len(cities)} cities" in n for n in board.notes)
    p = toml("map.toml")["projection"]  # the projection's hexes are hex_km wide in the board's middle
    middle = p["lat0"] - toml("map.toml")["layout"]["rows"] / 2 * p["dlat"]
    assert p["dlon"] * 111.32 * math.cos(math.radians(middle)) == pytest.approx(km, rel=0.02)
    assert p["dlat"] * 111.2 == pytest.approx(km * SQRT3_2, rel=0.02)


def test_an_installed_program_reads_the_board_from_its_data_folder(tmp_path: Path, board: RoewBoard) -> None:
    """In a wheel or the frozen app the maps sit in ``irondragon_qt/_data/maps`` (setup.py,
    packaging/irondragon.spec); the loader finds the board there."""
    package = tmp_path / "site-packages" / "irondragon_qt"
    shutil.copytree(FOLDER, package / "_data" / "maps" / "railways_of_england_wales")
    folder = default_board_dir(package)
    assert folder == package / "_data" / "maps" / "railways_of_england_wales"
    assert load_board(folder) == board
