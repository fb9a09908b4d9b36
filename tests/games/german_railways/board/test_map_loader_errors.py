"""A damaged copy of the board folder is refused with one BoardError line naming the file and the
record, never a traceback; a copy that loads but breaks a fact is caught by the map check."""

from __future__ import annotations

import shutil
from collections.abc import Callable
from pathlib import Path

import pytest

from irondragon_qt.games.german_railways.board.map_check import check_board
from irondragon_qt.games.german_railways.board.map_loader import BoardError, default_board_dir, load_board


def edit(path: Path, old: str, new: str) -> None:
    text = path.read_text(encoding="utf-8")
    assert text.count(old) == 1, f"{old!r} is not once in {path.name}"
    path.write_text(text.replace(old, new), encoding="utf-8")


def grid_cell(folder: Path, at: tuple[int, int], char: str) -> None:
    """Set one cell of board.terrain (odd rows are indented one space)."""
    path = folder / "board.terrain"
    lines = path.read_text(encoding="utf-8").splitlines()
    data = [i for i, line in enumerate(lines) if line.strip() and not line.startswith("#")]
    i = data[at[1]]
    pos = (at[1] % 2) + 2 * at[0]
    assert lines[i][pos] in "phm."
    lines[i] = lines[i][:pos] + char + lines[i][pos + 1:]
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")


@pytest.fixture
def copy(tmp_path: Path) -> Path:
    folder = tmp_path / "german_railways"
    shutil.copytree(default_board_dir(), folder)
    return folder


Damage = Callable[[Path], None]
KIEL = 'name = "Kiel"\ncell = [6, 1]'
KASSEL = 'name = "Kassel"\ncell = [5, 9]\nvalue = 1\nterrain = "mountain"'
METRO = "metro = [[11, 6], [12, 6], [11, 7]]"
ACCESS = "access = [[10, 5], "
CASES: dict[str, tuple[Damage, str, str]] = {  # damage, file, words of the message
    "missing map.toml": (lambda f: (f / "map.toml").unlink(), "map.toml", "missing file"),
    "missing cities": (lambda f: (f / "cities.toml").unlink(), "cities.toml", "missing file"),
    "missing grid": (lambda f: (f / "board.terrain").unlink(), "board.terrain", "missing file"),
    "bad TOML": (lambda f: edit(f / "map.toml", 'kind = "hex"', "kind = hex"), "map.toml", "not valid TOML"),
    "not UTF-8": (lambda f: (f / "cities.toml").write_bytes(b"\xff\xfe\x00name"), "cities.toml", "not UTF-8"),
    "unknown terrain letter": (lambda f: grid_cell(f, (3, 5), "x"), "board.terrain, line",
                               "unknown terrain character 'x'"),
    "row not indented": (lambda f: edit(f / "board.terrain", "\n . . . h m m m", "\n. . . h m m m"),
                         "board.terrain, line", "row 17 should start with 1 space"),
    "too few rows": (lambda f: edit(f / "board.terrain", "\n. . . . m m m m m m m m . . . . . . . . . . . . .", ""),
                     "board.terrain", "has 18 rows"),
    "unknown legend": (lambda f: edit(f / "map.toml", "[terrain.hill]", "[terrain.forest]"),
                       "map.toml, [terrain.forest]", "unknown terrain"),
    "bad layout": (lambda f: edit(f / "map.toml", 'offset = "odd-r"', 'offset = "odd-q"'),
                   "map.toml, [layout]", "odd-q"),
    "not a hex board": (lambda f: edit(f / "map.toml", 'kind = "hex"', 'kind = "milepost"'), "map.toml, kind", "hex"),
    "city outside the land": (lambda f: edit(f / "cities.toml", KIEL, 'name = "Kiel"\ncell = [0, 0]'),
                              "cities.toml, city 'Kiel'", "cell [0, 0] is not land"),
    "city terrain differs": (lambda f: edit(f / "cities.toml", KASSEL, KASSEL.replace("mountain", "plain")),
                             "cities.toml, city 'Kassel'", "differs from its cell's 'mountain'"),
    "duplicate city cell": (lambda f: edit(f / "cities.toml", KIEL, 'name = "Kiel"\ncell = [6, 0]'),
                            "cities.toml, city 'Kiel'", "already holds 'Flensburg'"),
    "duplicate city name": (lambda f: edit(f / "cities.toml", 'name = "Kiel"', 'name = "Flensburg"'),
                            "cities.toml, city 'Flensburg'", "already on the board"),
    "value zero": (lambda f: edit(f / "cities.toml", KASSEL, KASSEL.replace("value = 1", "value = 0")),
                   "cities.toml, city 'Kassel'", "value should be 1 or more"),
    "value not a number": (lambda f: edit(f / "cities.toml", KASSEL, KASSEL.replace("value = 1", 'value = "1"')),
                           "cities.toml, city 'Kassel'", "'value' should be int"),
    "bad cell": (lambda f: edit(f / "cities.toml", KIEL, 'name = "Kiel"\ncell = [6]'),
                 "cities.toml, city 'Kiel'", "a cell is [column, row]"),
    "unknown city key": (lambda f: edit(f / "cities.toml", KIEL, KIEL + '\nport = true'),
                         "cities.toml, city 'Kiel'", "unknown key 'port'"),
    "unknown start company": (lambda f: edit(f / "cities.toml", 'start = "MWB"', 'start = "XYZ"'),
                              "cities.toml, city 'Kassel'", "unknown start company 'XYZ'"),
    "city on an access cell": (lambda f: edit(f / "cities.toml", KIEL, 'name = "Kiel"\ncell = [13, 6]'),
                               "cities.toml, city 'Kiel'", "Berlin's metro or access"),
    "metro not adjacent": (lambda f: edit(f / "map.toml", METRO, "metro = [[11, 6], [12, 6], [14, 6]]"),
                           "map.toml, [berlin] metro", "is not next to metro cell"),
    "metro off the land": (lambda f: edit(f / "map.toml", METRO, "metro = [[0, 0]]"),
                           "map.toml, [berlin] metro [0, 0]", "is not a land cell"),
    "access not next to the metro": (lambda f: edit(f / "map.toml", ACCESS, "access = [[20, 3], "),
                                     "map.toml, [berlin] access [20, 3]", "is not next to the metro"),
    "unknown start company in the facts": (lambda f: edit(f / "map.toml", "PO = \"Königsberg\"", "XX = \"Königsberg\""),
                                           "map.toml, [facts] starts", "unknown company 'XX'"),
    "unknown map key": (lambda f: edit(f / "map.toml", 'kind = "hex"', 'kind = "hex"\nrivers = []'),
                        "map.toml", "unknown key 'rivers'"),
}


@pytest.mark.parametrize("case", sorted(CASES))
def test_a_damaged_board_is_refused_with_one_line_naming_the_file(copy: Path, case: str) -> None:
    damage, where, words = CASES[case]
    damage(copy)
    with pytest.raises(BoardError) as caught:
        load_board(copy)
    message = str(caught.value)
    assert message.startswith(where) and words in message and "\n" not in message, message
    assert isinstance(caught.value, ValueError)


def test_a_folder_that_is_not_there_is_refused(tmp_path: Path) -> None:
    with pytest.raises(BoardError, match="is not a board folder"):
        load_board(tmp_path / "nowhere")


def test_the_check_finds_a_terrain_count_off_by_one(copy: Path) -> None:
    grid_cell(copy, (3, 5), "h")  # a plain hex on the North German plain, no city
    problems = check_board(load_board(copy))
    assert problems == ["hill hexes: the board has 50, the facts say 49",
                        "plain hexes: the board has 148, the facts say 149"]


def test_the_check_finds_a_land_hex_more_and_an_island(copy: Path) -> None:
    grid_cell(copy, (0, 0), "p")  # a lone hex in the North Sea
    problems = check_board(load_board(copy))
    assert "land hexes: the board has 252, the facts say 251" in problems
    assert any(p.startswith("the land is not connected: 1 cells") for p in problems)


def test_the_check_finds_an_unreachable_city(copy: Path) -> None:
    grid_cell(copy, (0, 0), "p")
    edit(copy / "cities.toml", KIEL, 'name = "Kiel"\ncell = [0, 0]')
    problems = check_board(load_board(copy))
    assert "the city 'Kiel' cannot be reached from the main land" in problems


def test_GR_B8_the_check_finds_a_ring_cell_that_is_not_an_access_cell(copy: Path) -> None:
    edit(copy / "map.toml", ACCESS, "access = [")
    problems = check_board(load_board(copy))
    assert "[10, 5] is next to Berlin's metro but not an access cell (GR-B8)" in problems
    assert "Berlin's access cells: the board has 8, the facts say 9" in problems


def test_GR_Q14_the_check_finds_an_access_cell_that_is_not_plain(copy: Path) -> None:
    grid_cell(copy, (10, 5), "h")
    problems = check_board(load_board(copy))
    assert "access cell [10, 5] is hill, not plain (GR-Q14)" in problems


def test_GR_S3_the_check_finds_a_start_city_that_moved(copy: Path) -> None:
    edit(copy / "cities.toml", 'start = "MWB"', 'start = "CME"')
    problems = check_board(load_board(copy))
    assert "company CME has 2 start cities (GR-S3)" in problems
    assert "MWB's start city (GR-S3): the board has None, the facts say Kassel" in problems


def test_the_check_finds_a_wrong_value_and_a_missing_valued_city(copy: Path) -> None:
    edit(copy / "cities.toml", 'name = "Köln"', 'name = "Cöln"')
    edit(copy / "cities.toml", KASSEL, KASSEL.replace("value = 1", "value = 2"))
    problems = check_board(load_board(copy))
    assert "the facts name the city 'Köln', which is not on the board" in problems
    assert "cities of value 2: the board has 5, the facts say 4" in problems


def test_the_check_compares_with_the_declared_facts(copy: Path) -> None:
    edit(copy / "map.toml", "land = 251", "land = 250")
    assert check_board(load_board(copy)) == ["land hexes: the board has 251, the facts say 250"]


def test_a_board_without_facts_is_reported(copy: Path) -> None:
    text = (copy / "map.toml").read_text(encoding="utf-8")
    (copy / "map.toml").write_text(text[:text.index("[facts]")], encoding="utf-8")
    assert check_board(load_board(copy)) == [
        "the board declares no facts (map.toml [facts]), so its counts were not checked"]


def test_an_installed_program_reads_the_board_from_its_data_folder(tmp_path: Path) -> None:
    """In a wheel or the frozen app the maps sit in ``irondragon_qt/_data/maps`` (setup.py,
    packaging/irondragon.spec); the loader finds the board there."""
    package = tmp_path / "site-packages" / "irondragon_qt"
    shutil.copytree(default_board_dir(), package / "_data" / "maps" / "german_railways")
    folder = default_board_dir(package)
    assert folder == package / "_data" / "maps" / "german_railways"
    assert len(load_board(folder).cells) == 251
