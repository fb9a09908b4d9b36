"""German Railways' map report (``irondragon map-check --game german-railways``): the board loaded
(``board.map_loader``), checked against the facts it declares (``board.map_check``), its counts as
plain data (``--json``) and as tables for people. A board that cannot be loaded is a report with
``loaded`` false and the loader's one-line message as its error."""

from __future__ import annotations

from collections import Counter
from pathlib import Path
from typing import Any

from ....engine.map_report import Findings, MapReport, hex_board_report, hex_report_text, table
from ..board.hexboard import TERRAINS, Coord, HexBoard
from ..board.map_check import check_board
from ..board.map_loader import default_board_dir, load_board
from ..words import terrain_word, translate

NO_FACTS = "declares no facts"  # check_board's line for a board without [facts]: a warning, not an error


def _parts(board: HexBoard) -> int:
    """How many connected pieces the land is in."""
    seen: set[Coord] = set()
    parts = 0
    for start in board.cells:
        if start in seen:
            continue
        parts += 1
        stack = [start]
        seen.add(start)
        while stack:
            for n in board.neighbours(stack.pop()):
                if n not in seen:
                    seen.add(n)
                    stack.append(n)
    return parts


def board_stats(board: HexBoard) -> dict[str, Any]:
    """The board's counts as plain data."""
    cities = board.cities()
    others = {at: c for at, c in cities.items() if board.cells[at].berlin is None}
    land = Counter(c.terrain for c in board.cells.values())
    city_terrain = Counter(board.cells[at].terrain for at in others)
    values = Counter(c.value for c in others.values())
    berlin = board.cells[board.metro[0]].city if board.metro else None
    return {
        "board": board.name,
        "layout": {"orientation": board.layout.orientation, "offset": board.layout.offset},
        "land_hexes": {"total": len(board.cells), **{t: land.get(t, 0) for t in TERRAINS}},
        "cities": {"total": len(others), **{t: city_terrain.get(t, 0) for t in TERRAINS}},
        "city_values": {str(v): n for v, n in sorted(values.items())},
        "valued_cities": {c.name: c.value for c in cities.values() if c.value > 1},
        "berlin": {"value": None if berlin is None else berlin.value, "metro": len(board.metro),
                   "access": len(board.access)},
        "start_cities": {c.start: {"city": c.name, "terrain": board.cells[at].terrain, "value": c.value}
                         for at, c in cities.items() if c.start is not None},
        "land_parts": _parts(board),
        "notes": list(board.notes),
    }


def _findings(board: HexBoard) -> Findings:
    problems = check_board(board)
    errors = [p for p in problems if NO_FACTS not in p]
    warnings = [p for p in problems if NO_FACTS in p]
    return errors, warnings, board_stats(board)


def check_map(folder: Path | None) -> MapReport:
    """Load, check and count the board at ``folder`` (None: the bundled one)."""
    return hex_board_report(folder, default_board_dir(), load_board, _findings)


def format_report(report: MapReport) -> str:
    """The report for people: the counts, then errors and warnings, then the verdict."""
    return hex_report_text(report, _tables)


def _tables(s: dict[str, Any]) -> list[str]:
    land, cities = s["land_hexes"], s["cities"]
    total = translate("GermanRailwaysTools", "total")
    out = table(translate("GermanRailwaysTools", "Land hexes"),
                [*((terrain_word(k), land[k]) for k in TERRAINS), (total, land["total"])])
    out += table(translate("GermanRailwaysTools", "Cities besides Berlin"),
                 [*((terrain_word(k), cities[k]) for k in TERRAINS), (total, cities["total"])])
    out += table(translate("GermanRailwaysTools", "City values"),
                 [(translate("GermanRailwaysTools", "value {value}").format(value=v), n)
                  for v, n in s["city_values"].items()])
    out.append(translate("GermanRailwaysTools", "  valued above 1: {cities}").format(
        cities=", ".join(f"{name} {v}" for name, v in s["valued_cities"].items())))
    b = s["berlin"]
    out += table("Berlin", [(translate("GermanRailwaysTools", "metro hexes"), b["metro"]),
                            (translate("GermanRailwaysTools", "access hexes"), b["access"]),
                            (translate("GermanRailwaysTools", "value"), b["value"])])
    start = translate("GermanRailwaysTools", "{city} ({terrain}, value {value})")
    starts: list[tuple[str, object]] = [(cid, start.format(city=c["city"], terrain=terrain_word(c["terrain"]),
                                                           value=c["value"])) for cid, c in s["start_cities"].items()]
    out += table(translate("GermanRailwaysTools", "Start cities"), starts)
    out.append(translate("GermanRailwaysTools", "Connected land parts: {parts}").format(parts=s["land_parts"]))
    out += [translate("GermanRailwaysTools", "Note: {note}").format(note=note) for note in s["notes"]]
    return out
