"""The bundled German Railways board keeps the facts (GR_RULES.md "Board facts", GR-S3, GR-B8,
GR-Q14): the numbers below are written here on purpose, so the test pins the facts the map
declares as well as the board itself."""

from __future__ import annotations

import math
import tomllib
from collections import Counter

import pytest

from irondragon_qt.engine.hexgrid import SQRT3_2
from irondragon_qt.games.german_railways.board.hexboard import ACCESS, METRO, HexBoard
from irondragon_qt.games.german_railways.board.map_check import board_report, check_board
from irondragon_qt.games.german_railways.board.map_loader import default_board_dir, load_board

START_CITIES = {  # GR-S3: company -> (city, terrain, value)
    "PO": ("Königsberg", "plain", 3), "NME": ("Breslau", "plain", 2), "KSS": ("Leipzig", "plain", 1),
    "KBS": ("München", "mountain", 3), "MWB": ("Kassel", "mountain", 1), "GBS": ("Mannheim", "hill", 1),
    "CME": ("Essen", "plain", 1), "BHE": ("Wittenberge", "plain", 1),
}
VALUED = {"Köln": 2, "Frankfurt am Main": 2, "Dresden": 2, "Breslau": 2, "Hamburg": 3, "Königsberg": 3,
          "München": 3, "Berlin": 3}


@pytest.fixture(scope="module")
def board() -> HexBoard:
    return load_board()


def test_the_bundled_board_loads_from_the_maps_folder_and_passes_the_check(board: HexBoard) -> None:
    assert default_board_dir().name == "german_railways" and (default_board_dir() / "map.toml").is_file()
    assert board.name == "German Railways"
    assert check_board(board) == []
    assert "Problems: 0" in board_report(board)


def test_board_facts_251_land_hexes_149_plain_49_hill_53_mountain(board: HexBoard) -> None:
    assert len(board.cells) == 251
    assert Counter(c.terrain for c in board.cells.values()) == {"plain": 149, "hill": 49, "mountain": 53}


def test_the_declared_facts_are_the_rules_facts(board: HexBoard) -> None:
    facts = board.facts
    assert facts is not None
    assert (facts.land, dict(facts.terrain)) == (251, {"plain": 149, "hill": 49, "mountain": 53})
    assert (facts.cities, dict(facts.city_terrain)) == (63, {"plain": 38, "hill": 16, "mountain": 9})
    assert dict(facts.values) == {1: 56, 2: 4, 3: 3}
    assert dict(facts.named_values) == VALUED
    assert (facts.metro, facts.access) == (3, 9)
    assert dict(facts.starts) == {company: city for company, (city, _, _) in START_CITIES.items()}


def test_board_facts_63_cities_and_berlin_with_their_values(board: HexBoard) -> None:
    cities = {c.name: c for c in board.cities().values()}
    assert len(cities) == 64 and "Berlin" in cities
    assert {name: c.value for name, c in cities.items() if c.value != 1} == VALUED
    others = [at for at, c in board.cells.items() if c.city is not None and c.berlin is None]
    assert Counter(board.cells[at].terrain for at in others) == {"plain": 38, "hill": 16, "mountain": 9}
    assert len({board.cells[at].city for at in others}) == 63  # one city per hex


def test_GR_B8_berlin_is_three_mutually_adjacent_metro_hexes_acting_as_one_city(board: HexBoard) -> None:
    metro = board.metro
    assert len(metro) == 3
    assert all(b in board.neighbours(a) for a in metro for b in metro if a != b)
    assert len({board.cells[at].city for at in metro}) == 1
    assert {board.city_key(at) for at in metro} == {metro[0]}
    berlin = board.cells[metro[0]].city
    assert berlin is not None and (berlin.name, berlin.value) == ("Berlin", 3)
    assert all(board.cells[at].berlin == METRO and board.is_city(at) for at in metro)


def test_GR_B8_the_access_ring_is_exactly_the_nine_land_neighbours_of_the_metro(board: HexBoard) -> None:
    ring = {n for at in board.metro for n in board.neighbours(at)} - set(board.metro)
    assert set(board.access) == ring and len(ring) == 9
    assert all(board.cells[at].berlin == ACCESS and not board.is_city(at) for at in ring)
    assert all(board.cells[at].berlin is None for at in board.cells if at not in ring | set(board.metro))


def test_GR_Q14_the_metro_and_the_access_hexes_are_plain(board: HexBoard) -> None:
    assert {board.cells[at].terrain for at in (*board.metro, *board.access)} == {"plain"}


def test_GR_S3_the_eight_start_cities_with_their_company_terrain_and_value(board: HexBoard) -> None:
    for company, (name, terrain, value) in START_CITIES.items():
        at = board.start_hex(company)
        city = board.cells[at].city
        assert city is not None and (city.name, city.start, city.value) == (name, company, value)
        assert board.cells[at].terrain == terrain
    assert sum(c.start is not None for c in board.cities().values()) == 8


def test_neighbours_are_symmetric_and_the_land_is_one_region(board: HexBoard) -> None:
    assert all(a in board.neighbours(b) for a in board.cells for b in board.neighbours(a))
    start = next(iter(board.cells))
    seen, todo = {start}, [start]
    while todo:
        for n in board.neighbours(todo.pop()):
            if n not in seen:
                seen.add(n)
                todo.append(n)
    assert seen == set(board.cells)


def test_every_city_is_on_its_true_hex_or_a_moved_one_named_in_the_notes(board: HexBoard) -> None:
    """The drawing projects real places (map.toml [projection]); a city off its true hex is next
    to it and the notes say why."""
    folder = default_board_dir()
    proj = tomllib.loads((folder / "map.toml").read_text(encoding="utf-8"))["projection"]
    entries = tomllib.loads((folder / "cities.toml").read_text(encoding="utf-8"))["cities"]
    moved = []
    for e in entries:
        x = (e["lon"] - proj["lon0"]) / proj["dlon"]
        y = (proj["lat0"] - e["lat"]) / proj["dlat"] * SQRT3_2
        true = board.layout.nearest(x, y)
        at = tuple(e["cell"])
        if at != true:
            assert board.layout.distance(*at, *true) == 1, e["name"]
            moved.append(e["name"])
    assert moved and all(any(note.startswith(name) for note in board.notes) for name in moved)


def test_the_board_looks_like_germany(board: HexBoard) -> None:
    """Königsberg far north-east, the Alps (München, Freiburg) in the south, Aachen in the west."""
    where = {c.name: at for at, c in board.cities().items()}
    assert where["Königsberg"][1] == 0 and where["Königsberg"][0] == max(at[0] for at in where.values())
    assert where["Aachen"][0] <= min(at[0] for at in where.values()) + 1
    assert where["München"][1] == where["Freiburg im Breisgau"][1] == 18
    south = [at for at in board.cells if at[1] >= 17]
    assert Counter(board.cells[at].terrain for at in south)["mountain"] > len(south) / 2
    north = [at for at in board.cells if at[1] <= 6]
    assert all(board.cells[at].terrain == "plain" for at in north)
    assert math.isclose(sum(at[1] for at in where.values()) / len(where), 9, abs_tol=2)
