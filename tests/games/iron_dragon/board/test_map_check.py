"""``irondragon map-check``: the real map passes, broken copies fail with a clear message.

Each broken copy changes one thing in a copy of maps/iron_dragon. A map the loader refuses gives
exit code 2 and one line naming the file and the record; a map that loads but fails the checks
gives exit code 1. Never a traceback.
"""

from __future__ import annotations

import json
import re
import shutil
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path

import pytest

from irondragon_qt.cli.main import main
from irondragon_qt.cli.map_check import run_map_check
from irondragon_qt.games.iron_dragon.board.map_check import check_map
from irondragon_qt.games.iron_dragon.board.map_loader import DEFAULT_MAP

REPO = Path(__file__).resolve().parents[4]


# --- helpers to break a copy of the map --------------------------------------------------------

def edit(path: Path, old: str, new: str, count: int = 1) -> None:
    text = path.read_text(encoding="utf-8")
    assert old in text, f"{old!r} not in {path.name}"
    path.write_text(text.replace(old, new, count), encoding="utf-8")


def append(path: Path, text: str) -> None:
    with path.open("a", encoding="utf-8") as fh:
        fh.write(text)


GRIDS = {"surface": (2, 0), "underground": (22, 10)}  # layer -> (first_row, first_column)


def set_cell(folder: Path, file: str, layer: str, q: int, r: int, ch: str) -> int:
    """Overwrite the grid cell of milepost (q, r); returns its 1-based line number."""
    first_row, first_col = GRIDS[layer]
    path = folder / file
    lines = path.read_text(encoding="utf-8").split("\n")
    data = [i for i, line in enumerate(lines) if line.strip() and not line.lstrip().startswith("#")]
    i = data[r - first_row]
    pos = (r % 2) + 2 * (q - first_col + r // 2)
    line = lines[i]
    assert line[pos] != " "
    lines[i] = line[:pos] + ch + line[pos + 1:]
    path.write_text("\n".join(lines), encoding="utf-8")
    return i + 1


def line_of(folder: Path, file: str, layer: str, r: int) -> int:
    first_row, _ = GRIDS[layer]
    lines = (folder / file).read_text(encoding="utf-8").split("\n")
    data = [i for i, line in enumerate(lines) if line.strip() and not line.lstrip().startswith("#")]
    return data[r - first_row] + 1


def break_missing_file(d: Path) -> list[str]:
    (d / "cities.toml").unlink()
    return ["cities.toml", "missing file"]


def break_invalid_toml(d: Path) -> list[str]:
    append(d / "crossings.toml", '\n[[rivers]\nname = "Broken"\n')
    return ["crossings.toml", "not valid TOML"]


def break_unknown_terrain_char(d: Path) -> list[str]:
    set_cell(d, "surface.terrain", "surface", 20, 30, "x")  # a plain milepost
    return ["surface.terrain", "row r=30, q=20", "unknown terrain character 'x'"]


def break_row_spacing(d: Path) -> list[str]:
    n = line_of(d, "surface.terrain", "surface", 30)
    path = d / "surface.terrain"
    lines = path.read_text(encoding="utf-8").split("\n")
    lines[n - 1] = lines[n - 1].replace(" ", "  ", 1)  # two spaces between the first two cells
    path.write_text("\n".join(lines), encoding="utf-8")
    return ["surface.terrain", f"line {n}, column 4", "cells must be separated by single spaces"]


def break_row_indent(d: Path) -> list[str]:
    n = line_of(d, "underground.terrain", "underground", 23)
    path = d / "underground.terrain"
    lines = path.read_text(encoding="utf-8").split("\n")
    lines[n - 1] = lines[n - 1].lstrip()  # an odd row without its one-space indent
    path.write_text("\n".join(lines), encoding="utf-8")
    return ["underground.terrain", f"line {n}", "row r=23 should start with 1 space"]


def break_city_centre(d: Path) -> list[str]:
    edit(d / "cities.toml", 'at = "s:37,20"', 'at = "s:37,99"')
    return ["cities.toml", "city 'Bluefeld'", "'s:37,99' is not a milepost of this map"]


def break_city_on_sea(d: Path) -> list[str]:
    edit(d / "cities.toml", 'at = "s:25,21"', 'at = "s:-1,2"')
    return ["cities.toml", "city 'Borgofort'", "s:-1,2 is sea in the grid, not small_city"]


def break_river_non_neighbours(d: Path) -> list[str]:
    edit(d / "crossings.toml", '"s:7,14|s:8,14"', '"s:7,14|s:9,14"')
    return ["crossings.toml", "river 'Kut'", "s:7,14|s:9,14: the two mileposts are not neighbours"]


def break_demand_unknown_city(d: Path) -> list[str]:
    path = d / "demand_cards.csv"
    lines = path.read_text(encoding="utf-8").split("\n")
    fields = lines[7].split(",")
    assert fields[0] == "7"
    fields[4] = "Atlantis"  # the second demand's city
    lines[7] = ",".join(fields)
    path.write_text("\n".join(lines), encoding="utf-8")
    return ["demand_cards.csv", "card 7", "city 'Atlantis' is not in cities.toml"]


def break_payout_not_a_number(d: Path) -> list[str]:
    edit(d / "demand_cards.csv", "1,Bluefeld,Gold,29,", "1,Bluefeld,Gold,lots,")
    return ["demand_cards.csv", "line 2", "whole numbers"]


def break_good_without_chips(d: Path) -> list[str]:
    edit(d / "components.toml", "Ale = { chips = 4 }", "Ale = { chips = 0 }")
    return ["components.toml", "good 'Ale'", "needs at least one chip"]


def break_missing_rule_number(d: Path) -> list[str]:
    """Rule C7: the rules read every number from the map, so a missing one is refused."""
    edit(d / "components.toml", "hand_size = 3\n", "")
    return ["components.toml", "[rules]", "'hand_size' is missing"]


def break_negative_entry_limit(d: Path) -> list[str]:
    edit(d / "components.toml", "small_city = 2", "small_city = -2")
    return ["components.toml", "[rules.entry_limits]", "'small_city' should be 0 or more"]


def break_port_inland(d: Path) -> list[str]:
    set_cell(d, "surface.terrain", "surface", 20, 30, "p")
    append(d / "map.toml", '\n[[ports]]\nat = "s:20,30"\n')
    return ["map.toml", "port #26", "s:20,30 has no sea point next to it"]


def break_port_not_listed(d: Path) -> list[str]:
    set_cell(d, "surface.terrain", "surface", 20, 30, "p")
    return ["surface.terrain", "s:20,30", "port milepost is not listed in map.toml [[ports]]"]


def break_land_without_country(d: Path) -> list[str]:
    set_cell(d, "surface.countries", "surface", 20, 30, "~")
    return ["surface.countries", "row r=30, q=20", "land milepost needs a country"]


def break_duplicate_country_char(d: Path) -> list[str]:
    # a second country with Koland's character would silently take over Koland's mileposts
    append(d / "map.toml", '\n[countries.ATLANTIS]\nchar = "K"\nname = "Atlantis"\n')
    return ["map.toml", "[countries.ATLANTIS]", "char 'K' is already used by KOLAND"]


def break_event_duration(d: Path) -> list[str]:
    edit(d / "events.toml", 'duration = "rest_of_game"', 'duration = "forever"')
    return ["events.toml", "classic event 'RAINBOW BRIDGE'", "duration should be one of"]


def break_layer_prefix(d: Path) -> list[str]:
    # two layers with one prefix would give two mileposts the same id
    edit(d / "map.toml", 'prefix = "u"', 'prefix = "s"')
    return ["map.toml", "[layers.underground]", "prefix 's' is already used by layer 'surface'"]


def break_event_deck_not_tables(d: Path) -> list[str]:
    path = d / "events.toml"
    path.write_text("bogus = [1, 2]\n" + path.read_text(encoding="utf-8"), encoding="utf-8")
    return ["events.toml", "bogus", "each deck should be a list of [[cards]]"]


def break_legend_entry_not_a_table(d: Path) -> list[str]:
    edit(d / "map.toml", '[terrain.sea]\nchar = "~"\nname = "Sea point"\n', '[terrain]\nsea = "~"\n')
    return ["map.toml", "[terrain.sea]", "should be a table, not '~'"]


UNLOADABLE: dict[str, Callable[[Path], list[str]]] = {
    "C7 missing rule number": break_missing_rule_number,
    "C7 negative entry limit": break_negative_entry_limit,
    "missing file": break_missing_file,
    "invalid TOML": break_invalid_toml,
    "unknown terrain char": break_unknown_terrain_char,
    "bad spacing in a row": break_row_spacing,
    "bad indent of a row": break_row_indent,
    "city centre not a milepost": break_city_centre,
    "city centre on the sea": break_city_on_sea,
    "river crossing between non-neighbours": break_river_non_neighbours,
    "demand card names an unknown city": break_demand_unknown_city,
    "payout not a number": break_payout_not_a_number,
    "good with 0 chips": break_good_without_chips,
    "port not on the coast": break_port_inland,
    "port milepost not listed": break_port_not_listed,
    "land milepost without a country": break_land_without_country,
    "unknown event duration": break_event_duration,
    "two countries with one grid character": break_duplicate_country_char,
    "two layers with one prefix": break_layer_prefix,
    "legend entry that is not a table": break_legend_entry_not_a_table,
    "event deck that is not a list of tables": break_event_deck_not_tables,
}


def check_duplicate_card_number(d: Path) -> list[str]:
    edit(d / "demand_cards.csv", "\n2,", "\n1,")
    return ["demand_cards.csv", "card 1", "card number used 2 times"]


def check_crossing_listed_both_ways(d: Path) -> list[str]:
    edit(d / "crossings.toml", '"s:6,16|s:7,16",', '"s:6,16|s:7,16", "s:7,16|s:6,16",')
    return ["crossings.toml", "river 'Kut'", "s:7,16|s:6,16 is listed twice (in reverse: s:6,16|s:7,16)"]


def check_good_nobody_supplies(d: Path) -> list[str]:
    edit(d / "components.toml", "Ale = { chips = 4 }", "Ale = { chips = 4 }\nMithril = { chips = 2 }")
    return ["components.toml", "good 'Mithril'", "no city supplies it"]


def check_tunnel_on_one_layer(d: Path) -> list[str]:
    edit(d / "map.toml", 'underground = "u:-1,24"', 'underground = "s:13,26"')
    return ["map.toml", "tunnel 'north'", "s:-1,24 and s:13,26 are on the same layer (surface)"]


def check_event_unknown_river(d: Path) -> list[str]:
    edit(d / "events.toml", '"West Fork", "Winding"', '"Amazon", "Winding"')
    return ["events.toml", "classic event 128 'FLOOD'", "scope.rivers names 'Amazon'"]


def check_link_unknown_event(d: Path) -> list[str]:
    edit(d / "map.toml", 'activated_by_event = "RAINBOW BRIDGE"', 'activated_by_event = "RAINBOW ROAD"')
    return ["map.toml", "magic link 'Rainbow Bridge'", "'RAINBOW ROAD' is not the title of any event card"]


def check_port_in_wrong_city(d: Path) -> list[str]:
    edit(d / "map.toml", 'at = "s:37,19"\ncity = "Bluefeld"', 'at = "s:37,19"\ncity = "Bremmner"')
    return ["map.toml", "port s:37,19", "lies in Bluefeld but serves Bremmner"]


def check_event_names_not_a_list(d: Path) -> list[str]:
    edit(d / "events.toml", 'rivers = ["Oanau", "Octossian", "Oxaiaxo", "Tribune"]', 'rivers = "Oanau"')
    return ["events.toml", "classic event 131 'FLOOD'", "scope.rivers should be a list of names"]


def check_event_radius_from_nowhere(d: Path) -> list[str]:
    edit(d / "events.toml", 'radius = { from = "Kola",', 'radius = { from = "Minas Tirith",')
    return ["events.toml", "classic event 129 'ICE STORM'",
            "radius from 'Minas Tirith': not 'coast', a terrain or a city"]


CHECK_ERRORS: dict[str, Callable[[Path], list[str]]] = {
    "duplicate demand card number": check_duplicate_card_number,
    "crossing listed in both directions": check_crossing_listed_both_ways,
    "good nobody supplies": check_good_nobody_supplies,
    "tunnel with both ends on the surface": check_tunnel_on_one_layer,
    "event names an unknown river": check_event_unknown_river,
    "magic link names an unknown event": check_link_unknown_event,
    "major-city port serving another city": check_port_in_wrong_city,
    "event river list written as one name": check_event_names_not_a_list,
    "event radius from an unknown place": check_event_radius_from_nowhere,
}


@pytest.fixture
def map_copy(tmp_path: Path) -> Path:
    dst = tmp_path / "broken_map"
    shutil.copytree(DEFAULT_MAP, dst)
    return dst


# --- the real map --------------------------------------------------------------------------------

def test_real_map_has_no_errors_and_only_the_edge_milepost_warning() -> None:
    report = check_map(DEFAULT_MAP)
    assert report.loaded and report.ok
    assert report.errors == []
    assert len(report.warnings) == 1
    assert "s:55,20" in report.warnings[0] and "surface.terrain" in report.warnings[0]
    s = report.stats
    assert s["reachability"]["unreachable"] == ["s:55,20"]
    assert s["mileposts"]["surface"]["total"] == 4296 and s["mileposts"]["underground"]["total"] == 490
    assert s["cities"] == {"small": 32, "medium": 17, "major": 8, "total": 57}  # Piggnytz small (B8)
    assert (s["goods"], s["chips"], s["demand_cards"]) == (26, 95, 120)  # C2, C3
    assert s["river_crossings"] == 430 and s["inlet_crossings"] == 47 and s["impassable_pairs"] == 0
    assert s["rivers"]["Klegar"] == 21 and s["rivers"]["Underground"] == 72
    assert s["ports"]["total"] == 25 and s["sea_channel_points"] == 38
    assert s["events"] == {"classic": 26, "later": 20}
    assert (s["locos"], s["loco_copies"], s["ships"], s["foremen"]) == (8, 30, 13, 13)
    assert set(s["tunnels"]) == {"north", "east", "south", "west"}
    assert s["sea"]["basins"] == 1


def test_default_folder_is_the_bundled_map() -> None:
    assert check_map(None).folder == str(DEFAULT_MAP)


def test_cli_real_map_prints_tables_and_exits_0(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["map-check", str(DEFAULT_MAP)]) == 0
    out = capsys.readouterr().out
    assert re.search(r"^\s+plain\s+880\s+189$", out, re.M)
    assert re.search(r"^\s+Klegar\s+21$", out, re.M)
    assert re.search(r"^\s+load chips\s+95$", out, re.M)
    assert "Errors (0)" in out and "Warnings (1)" in out and "s:55,20" in out
    assert "map-check OK" in out


def test_cli_real_map_json(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["map-check", str(DEFAULT_MAP), "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["ok"] is True and data["loaded"] is True and data["errors"] == []
    assert data["stats"]["mileposts"]["underground"]["rock"] == 289
    assert data["stats"]["reachability"]["unreachable"] == ["s:55,20"]


def test_cli_uses_the_global_map_option(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["--map", str(DEFAULT_MAP), "map-check"]) == 0
    assert "map-check OK" in capsys.readouterr().out


# --- maps the loader refuses: exit 2 -------------------------------------------------------------

@pytest.mark.parametrize("breaker", list(UNLOADABLE.values()), ids=list(UNLOADABLE))
def test_unloadable_map_reports_file_and_record(map_copy: Path, breaker: Callable[[Path], list[str]]) -> None:
    expected = breaker(map_copy)
    report = check_map(map_copy)
    assert not report.loaded and not report.ok
    assert len(report.errors) == 1
    for part in expected:
        assert part in report.errors[0]
    assert run_map_check(map_copy, as_json=False) == 2


@pytest.mark.parametrize("breaker", list(UNLOADABLE.values()), ids=list(UNLOADABLE))
def test_cli_unloadable_map_one_clear_line_exit_2(
        map_copy: Path, breaker: Callable[[Path], list[str]], capsys: pytest.CaptureFixture[str]) -> None:
    expected = breaker(map_copy)
    assert main(["map-check", str(map_copy)]) == 2
    captured = capsys.readouterr()
    lines = captured.err.strip().splitlines()
    assert len(lines) == 1, captured.err
    assert lines[0].startswith("irondragon map-check: cannot load the map: ")
    for part in expected:
        assert part in lines[0]
    assert "Traceback" not in captured.out + captured.err


def test_cli_unloadable_map_json(map_copy: Path, capsys: pytest.CaptureFixture[str]) -> None:
    break_good_without_chips(map_copy)
    assert main(["map-check", str(map_copy), "--json"]) == 2
    data = json.loads(capsys.readouterr().out)
    assert data["loaded"] is False and data["ok"] is False
    assert data["errors"] == ["components.toml, good 'Ale': needs at least one chip"]


def test_cli_not_a_folder(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["map-check", str(tmp_path / "nowhere")]) == 2
    assert "is not a map folder" in capsys.readouterr().err


def test_cli_subprocess_no_traceback(map_copy: Path) -> None:
    break_row_spacing(map_copy)
    proc = subprocess.run([sys.executable, "-m", "irondragon_qt", "map-check", str(map_copy)],
                          capture_output=True, text=True, cwd=REPO, timeout=120)
    assert proc.returncode == 2
    assert "Traceback" not in proc.stderr
    assert len(proc.stderr.strip().splitlines()) == 1
    assert "surface.terrain" in proc.stderr


# --- maps that load but fail the checks: exit 1 --------------------------------------------------

@pytest.mark.parametrize("breaker", list(CHECK_ERRORS.values()), ids=list(CHECK_ERRORS))
def test_check_errors_exit_1(
        map_copy: Path, breaker: Callable[[Path], list[str]], capsys: pytest.CaptureFixture[str]) -> None:
    expected = breaker(map_copy)
    report = check_map(map_copy)
    assert report.loaded and not report.ok
    assert any(all(part in e for part in expected) for e in report.errors), report.errors
    assert main(["map-check", str(map_copy)]) == 1
    out = capsys.readouterr().out
    assert "map-check FAILED" in out and expected[-1] in out
    assert main(["map-check", str(map_copy), "--json"]) == 1
    data = json.loads(capsys.readouterr().out)
    assert data["ok"] is False and data["errors"] == report.errors


def test_cut_off_islet_is_a_warning_not_an_error(map_copy: Path) -> None:
    """Rule B6: impassable pairs stop track; the Silvarre islet then cannot be reached."""
    islet_links = ["s:14,47|s:14,48", "s:14,48|s:15,47", "s:14,49|s:15,49", "s:14,49|s:14,50"]
    path = map_copy / "crossings.toml"
    text = path.read_text(encoding="utf-8")
    for link in islet_links:
        text, n = re.subn(rf'"{re.escape(link)}",\s*', "", text)
        assert n == 1, link
    text = text.replace("[impassable]\ncrossings = []",
                        "[impassable]\ncrossings = [" + ", ".join(f'"{x}"' for x in islet_links) + "]")
    path.write_text(text, encoding="utf-8")
    report = check_map(map_copy)
    assert report.ok, report.errors
    assert report.stats["impassable_pairs"] == 4
    assert set(report.stats["reachability"]["unreachable"]) == {"s:14,48", "s:13,49", "s:14,49", "s:55,20"}
    assert len(report.warnings) == 1
    assert "4 land mileposts" in report.warnings[0]
    assert run_map_check(map_copy, as_json=False) == 0


def test_suspicious_demand_is_a_warning(map_copy: Path) -> None:
    # Borgofort supplies Lumber; a card asking Borgofort for Lumber is odd but legal
    edit(map_copy / "demand_cards.csv", "1,Bluefeld,Gold,29,", "1,Borgofort,Lumber,29,")
    report = check_map(map_copy)
    assert report.ok
    assert "demand_cards.csv, card 1: Borgofort demands Lumber, which it supplies itself" in report.warnings


def test_files_saved_with_a_byte_order_mark_load(map_copy: Path) -> None:
    """Editors such as Excel and Notepad write a UTF-8 BOM; the map must still load."""
    for name in ("demand_cards.csv", "cities.toml", "surface.terrain"):
        path = map_copy / name
        path.write_bytes(b"\xef\xbb\xbf" + path.read_bytes())
    report = check_map(map_copy)
    assert report.loaded and report.ok, report.errors
    assert report.stats["demand_cards"] == 120


def test_country_on_a_sea_point_is_a_warning(map_copy: Path) -> None:
    set_cell(map_copy, "surface.countries", "surface", -1, 2, "K")  # s:-1,2 is a sea point
    report = check_map(map_copy)
    assert report.ok
    assert any(w.startswith("surface.countries: 1 sea point marked with a country") and "s:-1,2" in w
               for w in report.warnings), report.warnings
