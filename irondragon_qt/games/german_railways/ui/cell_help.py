"""The tooltip of a cell, in words: its terrain and build cost (the companies file's numbers),
its city and value, Berlin's metro or access ring, a company starting there, the companies with
a cube there. No Qt."""

from __future__ import annotations

from collections.abc import Sequence

from ..board.hexboard import ACCESS, METRO, Coord, HexBoard
from ..board.words import describe_hex, sentence_start
from ..rules.companies import CompanyBook
from ..words import terrain_word, translate


def cell_help(board: HexBoard, book: CompanyBook, at: Coord, companies: Sequence[str] = ()) -> str:
    """Lines of plain text about cell ``at``; the first names the place (as the log does)."""
    cell = board.cells[at]
    k = book.constants
    terrain = sentence_start(terrain_word(cell.terrain))
    cost = k.terrain_cost.get(cell.terrain)
    lines: list[str] = []
    if cell.berlin == METRO and cell.city is not None:
        lines.append(translate("GermanRailwaysTable", "{city} metro, value {value}").format(
            city=cell.city.name, value=cell.city.value))
        lines.append(translate("GermanRailwaysTable", "Its three hexes are one city (GR-B8). Building here costs "
                                                      "{cost}.").format(
            cost=k.metro_cost))
    elif cell.city is not None:
        lines.append(translate("GermanRailwaysTable", "{city}, value {value}").format(
            city=cell.city.name, value=cell.city.value))
        lines.append(translate("GermanRailwaysTable", "{terrain} city: costs {cost}, +{surcharge} per other company "
                                                      "already here").format(
            terrain=terrain, cost=cost, surcharge=k.city_surcharge))
    else:
        lines.append(sentence_start(describe_hex(board, at)))
        lines.append(translate("GermanRailwaysTable", "{terrain}: costs {cost} to build; one company only (GR-B4)"
                               ).format(terrain=terrain, cost=cost))
    if cell.berlin == ACCESS:
        lines.append(translate("GermanRailwaysTable", "Berlin's access ring: each company may place one cube in the "
                                                      "ring (GR-B8)"))
    start = cell.city.start if cell.city is not None else None
    if start and book.has(start):
        lines.append(translate("GermanRailwaysTable", "Start city of the {company} ({id})").format(
            company=book.company(start).name,
                                                                              id=start))
    if companies:
        names = [f"{book.company(c).name} ({c})" if book.has(c) else c for c in companies]
        lines.append(translate("GermanRailwaysTable", "Here: {companies}").format(companies=", ".join(names)))
    else:
        lines.append(translate("GermanRailwaysTable", "No company here yet"))
    return "\n".join(lines)
