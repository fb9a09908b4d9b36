"""Railways of England & Wales' map report (``irondragon map-check --game railways-of-england-wales``):
the board loaded (``board.map_loader``), checked as a game board (``board.map_check``), its counts
as plain data (``--json``) and as tables for people. A board that cannot be loaded is a report
with ``loaded`` false and the loader's one-line message as its error."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from ....engine.map_report import MapReport, hex_board_report, hex_report_text, table
from ....engine.words import plural
from ..board.map_check import KIND_WORDS, KINDS, board_errors, board_stats
from ..board.map_loader import default_board_dir, load_board


def check_map(folder: Path | None) -> MapReport:
    """Load, check and count the board at ``folder`` (None: the bundled one); the map check finds
    errors only (no warnings)."""
    return hex_board_report(folder, default_board_dir(), load_board,
                            lambda board: (board_errors(board), [], board_stats(board)))


def format_report(report: MapReport) -> str:
    """The report for people: the counts, then errors and warnings, then the verdict."""
    return hex_report_text(report, _tables)


def _tables(s: dict[str, Any]) -> list[str]:
    hexes, places = s["hexes"], s["places"]
    out = table("Hexes", [*((KIND_WORDS[k], hexes[k]) for k in KINDS), ("total", hexes["total"])])
    out += table("Places", [("cities", places["cities"]), ("grey towns", places["towns"]), ("total", places["total"])])
    colours = []
    for colour, c in s["colours"].items():
        spread = "" if c["farthest"] is None else f", every place within {plural(c['farthest'], 'hex', 'hexes')} of one"
        colours.append((colour, f"{plural(c['cities'], 'city', 'cities')}, {plural(c['cubes'], 'cube')}{spread}"))
    out += table("Cities by colour", [*colours, ("all", f"{plural(places['cities'], 'city', 'cities')}, "
                                                        f"{plural(s['cubes'], 'cube')}")])
    out.append(f"Ridges: {plural(s['ridge_edges'], 'hex edge')}")
    out.append(f"Main lines ({len(s['main_lines'])})")
    out += [f"  {line['name']}: {' - '.join(line['ends'])}, {plural(line['hexes'], 'hex', 'hexes')} apart, "
            f"{plural(line['points'], 'point')}" for line in s["main_lines"]]
    pairs = "; ".join(f"{a} and {b}" for a, b in s["neighbouring_places"])
    out.append(f"Neighbouring places (a link between them lays a tile beside both): {pairs or 'none'}")
    out.append(f"Connected land parts: {s['land_parts']}")
    out += [f"Note: {note}" for note in s["notes"]]
    return out
