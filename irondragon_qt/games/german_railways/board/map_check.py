"""Check a loaded board against the facts it declares (map.toml ``[facts]``, GR_RULES.md "Board
facts") and as a game board (Berlin's metro and ring, GR-B8/GR-Q14; start cities, GR-S3; one
connected land), and print its statistics (``irondragon map-check --game german-railways``).

The loader refuses what cannot be read at all; this check finds what reads well but breaks a
fact: a count off by one, a start city missing, land cut in two."""

from __future__ import annotations

from collections import Counter

from .board_facts import BoardFacts
from .hexboard import TERRAINS, City, Coord, HexBoard


def check_board(board: HexBoard) -> list[str]:
    """The board's problems, one line each; empty if it keeps every fact."""
    problems = _structure(board)
    if board.facts is None:
        problems.append("the board declares no facts (map.toml [facts]), so its counts were not checked")
    else:
        problems += _against_facts(board, board.facts)
    return problems


def _berlin_name(board: HexBoard) -> str | None:
    metro = board.metro
    city = board.cells[metro[0]].city if metro else None
    return city.name if city is not None else None


def _other_cities(board: HexBoard) -> dict[Coord, City]:
    """The cities besides Berlin, by cell."""
    return {at: c.city for at, c in board.cells.items() if c.city is not None and c.berlin is None}


def _structure(board: HexBoard) -> list[str]:
    out: list[str] = []
    for at in board.cells:
        for n in board.neighbours(at):
            if at not in board.neighbours(n):
                out.append(f"neighbours are not symmetric: {list(at)} -> {list(n)}")
    metro = board.metro
    if not metro:
        out.append("Berlin has no metro cells")
    cities = {board.cells[at].city for at in metro}
    if len(cities) > 1 or None in cities:
        out.append("Berlin's metro cells are not one city (GR-B8)")
    for at in metro:
        others = [m for m in metro if m != at and m not in board.neighbours(at)]
        if others:
            out.append(f"Berlin's metro cell {list(at)} is not next to {list(others[0])} (GR-B8)")
        if board.cells[at].terrain != "plain":
            out.append(f"Berlin's metro cell {list(at)} is {board.cells[at].terrain}, not plain (GR-Q14)")
    ring = {n for at in metro for n in board.neighbours(at)} - set(metro)
    access = set(board.access)
    for at in sorted(ring - access):
        out.append(f"{list(at)} is next to Berlin's metro but not an access cell (GR-B8)")
    for at in sorted(access - ring):
        out.append(f"access cell {list(at)} is not next to Berlin's metro (GR-B8)")
    for at in sorted(access):
        cell = board.cells[at]
        if cell.terrain != "plain":
            out.append(f"access cell {list(at)} is {cell.terrain}, not plain (GR-Q14)")
        if cell.city is not None:
            out.append(f"access cell {list(at)} holds the city {cell.city.name!r} (GR-B8)")
    names = Counter(c.name for c in board.cities().values())
    out += [f"two cities are called {name!r}" for name, n in sorted(names.items()) if n > 1]
    starts = Counter(c.start for c in board.cities().values() if c.start is not None)
    out += [f"company {company} has {n} start cities (GR-S3)" for company, n in sorted(starts.items()) if n > 1]
    parts = _components(board)
    if len(parts) > 1:
        main = parts[0]
        stray = sorted(at for part in parts[1:] for at in part)
        out.append(f"the land is not connected: {len(stray)} cells cannot be reached from the main land, "
                   f"e.g. {list(stray[0])}")
        out += [f"the city {city.name!r} cannot be reached from the main land"
                for at, city in sorted(board.cities().items()) if at not in main]
    out += [f"the city {c.city.name!r} on {list(at)} has no land neighbour"
            for at, c in sorted(board.cells.items()) if c.city is not None and not board.neighbours(at)]
    return out


def _components(board: HexBoard) -> list[set[Coord]]:
    """The land's connected parts, the largest first."""
    seen: set[Coord] = set()
    parts: list[set[Coord]] = []
    for start in sorted(board.cells):
        if start in seen:
            continue
        part, todo = {start}, [start]
        while todo:
            for n in board.neighbours(todo.pop()):
                if n not in part:
                    part.add(n)
                    todo.append(n)
        seen |= part
        parts.append(part)
    return sorted(parts, key=len, reverse=True)


def _compare(what: str, have: object, want: object) -> list[str]:
    return [] if have == want else [f"{what}: the board has {have}, the facts say {want}"]


def _against_facts(board: HexBoard, facts: BoardFacts) -> list[str]:
    out = _compare("land hexes", len(board.cells), facts.land)
    terrain = Counter(c.terrain for c in board.cells.values())
    for t in sorted(set(TERRAINS) | set(facts.terrain)):
        out += _compare(f"{t} hexes", terrain.get(t, 0), facts.terrain.get(t, 0))
    cities = _other_cities(board)
    out += _compare("cities besides Berlin", len(cities), facts.cities)
    city_terrain = Counter(board.cells[at].terrain for at in cities)
    for t in sorted(set(TERRAINS) | set(facts.city_terrain)):
        out += _compare(f"{t} cities", city_terrain.get(t, 0), facts.city_terrain.get(t, 0))
    values = Counter(c.value for c in cities.values())
    for v in sorted(set(values) | set(facts.values)):
        out += _compare(f"cities of value {v}", values.get(v, 0), facts.values.get(v, 0))
    by_name = {c.name: c for c in board.cities().values()}
    for name, value in facts.named_values.items():
        if name not in by_name:
            out.append(f"the facts name the city {name!r}, which is not on the board")
        else:
            out += _compare(f"{name}'s value", by_name[name].value, value)
    out += _compare("Berlin's metro cells", len(board.metro), facts.metro)
    out += _compare("Berlin's access cells", len(board.access), facts.access)
    starts = {c.start: c.name for c in board.cities().values() if c.start is not None}
    for company in sorted(set(starts) | set(facts.starts)):
        out += _compare(f"{company}'s start city (GR-S3)", starts.get(company), facts.starts.get(company))
    return out


def board_report(board: HexBoard) -> str:
    """The board's statistics and its problems, as text."""
    cities = board.cities()
    land = Counter(c.terrain for c in board.cells.values())
    others = _other_cities(board)
    city_terrain = Counter(board.cells[at].terrain for at in others)
    values = Counter(c.value for c in others.values())
    rows = 1 + max((at[1] for at in board.cells), default=-1)
    columns = 1 + max((at[0] for at in board.cells), default=-1)
    lines = [f"Board: {board.name} ({board.layout.orientation}-top hexes, {board.layout.offset}, "
             f"land within {columns} columns x {rows} rows)",
             f"Land hexes: {len(board.cells)} = " + " + ".join(f"{land[t]} {t}" for t in TERRAINS),
             f"Cities: {len(others)} besides {_berlin_name(board) or 'Berlin'} = "
             + " + ".join(f"{city_terrain[t]} {t}" for t in TERRAINS),
             "City values: " + ", ".join(f"{n} x {v}" for v, n in sorted(values.items())),
             "Valued cities: " + ", ".join(f"{c.name} {c.value}" for c in cities.values() if c.value > 1),
             f"Berlin: metro {[list(at) for at in board.metro]}, {len(board.access)} access cells",
             "Start cities: " + ", ".join(f"{c.start} {c.name} ({board.cells[at].terrain})"
                                          for at, c in cities.items() if c.start is not None),
             f"Connected land parts: {len(_components(board))}"]
    lines += [f"Note: {note}" for note in board.notes]
    problems = check_board(board)
    lines += [f"Problems: {len(problems)}"] + [f"  {p}" for p in problems]
    return "\n".join(lines)
