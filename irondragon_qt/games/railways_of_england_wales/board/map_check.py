"""Check a loaded England & Wales board as a game board and count what it holds (``irondragon
map-check --game railways-of-england-wales``, tools/map_report.py).

The loader refuses what cannot be read at all; this check finds what reads well but cannot make
a game: a place that no link can reach, a colour whose cubes could never be delivered, a main
line whose ends cannot be joined, a ridge that is no edge of the board, a place on water, too
few cities for the end (MAP-6).

"Reachable" is as track runs (RW-14, RW-Q15): a link leaves a place, lays at least one tile on
cells that hold no place (water too: a line may cross it at the water price, RW-13) and ends at
another place; two places are joined if a chain of such links can run between them."""

from __future__ import annotations

from collections import Counter, deque
from typing import Any

from ....engine.words import plural
from .hexboard import COLOURS, Cell, Coord, Place, RoewBoard

LEAST_CITIES = 16  # MAP-6: the share game ends at 16 empty cities (ST-25), so at least 16 cities
KINDS = ("open", "open_river", "water", "mountain", "mountain_river")  # map.toml's legend, sea apart
KIND_WORDS = {"open": "open", "open_river": "open with a river", "water": "water", "mountain": "mountain",
              "mountain_river": "mountain with a river"}
NAMED = 5  # how many unreachable places an error names


def kind(cell: Cell) -> str:
    """The legend key of a cell: its terrain, with ``_river`` if a river runs through it (EW-3)."""
    return f"{cell.terrain}_river" if cell.river else cell.terrain


def _where(at: Coord) -> str:
    return f"[{at[0]}, {at[1]}]"


def linkable(board: RoewBoard, start: Coord) -> set[Coord]:
    """The places one link can join to the place on ``start``: across at least one cell that
    holds no place, never through another place (RW-14)."""
    places = board.places()
    seen: set[Coord] = set()
    reached: set[Coord] = set()
    todo = deque(n for n in board.neighbours(start) if n not in places)
    seen.update(todo)
    while todo:
        at = todo.popleft()
        for n in board.neighbours(at):
            if n in places:
                reached.add(n)
            elif n not in seen:
                seen.add(n)
                todo.append(n)
    reached.discard(start)
    return reached


def networks(board: RoewBoard) -> list[list[Coord]]:
    """The places in groups that chains of links can join, the largest group first."""
    links = {at: linkable(board, at) for at in board.places()}
    groups: list[list[Coord]] = []
    placed: set[Coord] = set()
    for first in sorted(links, key=lambda at: (at[1], at[0])):
        if first in placed:
            continue
        group, frontier = {first}, [first]
        while frontier:
            fresh = links[frontier.pop()] - group
            group |= fresh
            frontier += fresh
        placed |= group
        groups.append(sorted(group, key=lambda at: (at[1], at[0])))
    return sorted(groups, key=len, reverse=True)


def land_parts(board: RoewBoard) -> int:
    """How many pieces the board's cells (land and water) fall into."""
    parts = 0
    unseen = set(board.cells)
    while unseen:
        parts += 1
        frontier = [unseen.pop()]
        while frontier:
            near = [n for n in board.neighbours(frontier.pop()) if n in unseen]
            unseen.difference_update(near)
            frontier += near
    return parts


def board_errors(board: RoewBoard) -> list[str]:
    """What keeps the board from making a game, one line each; empty if nothing does."""
    places = board.places()
    errors = [f"the place {p.name!r} on {_where(at)} stands on water" for at, p in sorted(places.items())
              if board.cells[at].terrain == "water"]
    parts = land_parts(board)
    if parts > 1:
        errors.append(f"the board's cells fall into {parts} pieces that no track can join")
    groups = networks(board)
    if len(groups) > 1:
        main = places[groups[0][0]].name
        stray = [places[at].name for group in groups[1:] for at in group]
        errors.append(f"{plural(len(stray), 'place')} cannot be joined to {main!r} by links: "
                      + ", ".join(repr(n) for n in stray[:NAMED]) + (", ..." if len(stray) > NAMED else ""))
    cities = board.cities()
    if len(cities) < LEAST_CITIES:
        errors.append(f"the board has {plural(len(cities), 'city', 'cities')}; it needs at least "
                      f"{LEAST_CITIES} (MAP-6)")
    count = Counter(p.colour for p in cities.values())
    errors += [f"{colour} has {plural(count[colour], 'city', 'cities')}: its cubes need a second {colour} city "
               f"to be delivered to (RW-17)" for colour in COLOURS if count[colour] < 2]
    for edge in sorted(board.ridges, key=sorted):
        a, b = sorted(edge)
        if a not in board.cells or b not in board.cells:
            errors.append(f"the ridge {_where(a)}-{_where(b)} is not between two cells of the board")
        elif b not in board.neighbours(a):
            errors.append(f"the ridge {_where(a)}-{_where(b)} is not between neighbouring cells")
    group_of = {at: n for n, group in enumerate(groups) for at in group}
    errors += [f"the main line {line.name!r}: its ends cannot be joined by links" for line in board.main_lines
               if group_of[line.ends[0]] != group_of[line.ends[1]]]
    return errors


def farthest(board: RoewBoard, colour: str) -> int | None:
    """The most hexes any place lies from the nearest other city of ``colour`` (None: no such city)."""
    targets = [at for at, p in board.cities().items() if p.colour == colour]
    distances = [min((board.layout.distance(*at, *t) for t in targets if t != at), default=None)
                 for at in board.places()]
    known = [d for d in distances if d is not None]
    return max(known) if known else None


def neighbouring_places(board: RoewBoard) -> list[tuple[str, str]]:
    """Pairs of places on neighbouring cells: a link between them lays a tile beside both (RW-Q15)."""
    places = board.places()
    pairs = {tuple(sorted((places[at].name, places[n].name))) for at in places for n in board.neighbours(at)
             if n in places}
    return sorted((a, b) for a, b in pairs)


def _colour_stats(cities: dict[Coord, Place], board: RoewBoard) -> dict[str, dict[str, Any]]:
    return {colour: {"cities": sum(p.colour == colour for p in cities.values()),
                     "cubes": sum(p.cubes for p in cities.values() if p.colour == colour),
                     "farthest": farthest(board, colour)} for colour in COLOURS}


def board_stats(board: RoewBoard) -> dict[str, Any]:
    """The board's counts as plain data (``map-check --json``)."""
    kinds = Counter(kind(c) for c in board.cells.values())
    cities, towns = board.cities(), board.towns()
    names = {at: p.name for at, p in board.places().items()}
    return {
        "board": board.name,
        "layout": {"orientation": board.layout.orientation, "offset": board.layout.offset},
        "hexes": {"total": len(board.cells), **{k: kinds.get(k, 0) for k in KINDS}},
        "places": {"total": len(cities) + len(towns), "cities": len(cities), "towns": len(towns)},
        "colours": _colour_stats(cities, board),
        "cubes": sum(p.cubes for p in cities.values()),
        "ridge_edges": len(board.ridges),
        "main_lines": [{"name": line.name, "ends": [names[line.ends[0]], names[line.ends[1]]],
                        "points": line.points, "hexes": board.layout.distance(*line.ends[0], *line.ends[1])}
                       for line in board.main_lines],
        "neighbouring_places": [list(pair) for pair in neighbouring_places(board)],
        "land_parts": land_parts(board),
        "notes": list(board.notes),
    }
