"""Small Railways of England & Wales boards for the rules' tests, drawn in text (the real map is
drawn elsewhere), and a dense board of linked places for the route search's worst case.

``make_board`` reads a picture, one line per row of the odd-r layout (row 0 the northernmost; odd
rows are shoved half a hex east, so indent them a space to see the board as it is), one
whitespace-separated token per column:

    .  open        ~  open with a river    w  water
    m  mountain    M  mountain with a river
    _  sea (no cell)
    any other token: a key of ``places`` on open ground; "K/m" puts place K on a mountain
    (any terrain letter above after the slash).

Example: two cities with a mountain and a river between them, and a town to the south::

    board = make_board('''
        L . m Y
         . ~ . T
    ''', places={"L": city("Leeds", "red"), "Y": city("York", "blue"), "T": town("Tadcaster")})
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping

from irondragon_qt.engine.hexgrid import HexLayout
from irondragon_qt.games.railways_of_england_wales.board.hexboard import (
    COLOURS,
    GREY,
    Cell,
    Coord,
    MainLine,
    Place,
    RoewBoard,
)
from irondragon_qt.games.railways_of_england_wales.rules.track import Link, Track

LAYOUT = HexLayout("pointy", "odd-r")
TERRAIN = {".": ("open", False), "~": ("open", True), "w": ("water", False), "m": ("mountain", False),
           "M": ("mountain", True)}
SEA = "_"


def city(name: str, colour: str, cubes: int = 2) -> Place:
    return Place(name, colour, cubes)


def town(name: str) -> Place:
    return Place(name, GREY)


def make_board(picture: str, places: Mapping[str, Place] | None = None,
               ridges: Iterable[tuple[Coord | str, Coord | str]] = (), main_lines: Iterable[MainLine] = (),
               name: str = "test board") -> RoewBoard:
    """The board a picture draws (see the module's text). ``ridges``: pairs of neighbouring cells,
    each a (column, row) or a place's key, with a ridge on the edge between them."""
    places = dict(places or {})
    cells: dict[Coord, Cell] = {}
    keys: dict[str, Coord] = {}
    lines = [line for line in picture.splitlines() if line.strip()]
    for row, line in enumerate(lines):
        for column, token in enumerate(line.split()):
            at = (column, row)
            if token == SEA:
                continue
            if token in TERRAIN:
                terrain, river = TERRAIN[token]
                cells[at] = Cell(at, terrain, river)
                continue
            key, _, ground = token.partition("/")
            if key not in places:
                raise ValueError(f"unknown token {token!r} at column {column}, row {row}")
            if key in keys:
                raise ValueError(f"place {key!r} drawn twice")
            terrain, river = TERRAIN[ground or "."]
            cells[at] = Cell(at, terrain, river, places[key])
            keys[key] = at
    unused = set(places) - set(keys)
    if unused:
        raise ValueError(f"places not drawn: {', '.join(sorted(unused))}")

    def coord(x: Coord | str) -> Coord:
        return keys[x] if isinstance(x, str) else x

    edges = []
    for a, b in ridges:
        ca, cb = coord(a), coord(b)
        if cb not in LAYOUT.neighbours(*ca):
            raise ValueError(f"a ridge needs neighbouring cells, not {ca} and {cb}")
        edges.append(frozenset((ca, cb)))
    return RoewBoard(name, LAYOUT, cells, frozenset(edges), tuple(main_lines))


def printed(board: RoewBoard, urbanized: Mapping[Coord, str] | None = None) -> Callable[[Coord], str]:
    """``colour_of`` for the board as printed, with the towns in ``urbanized`` made cities of the
    given colour (RW-15)."""
    now = {at: p.colour for at, p in board.places().items()} | dict(urbanized or {})

    def colour_of(at: Coord) -> str:
        return now[at]

    return colour_of


def lattice_board(columns: int, rows: int) -> tuple[RoewBoard, Track]:
    """A dense board for the worst cases: a rhombus of the axial grid with ``columns`` x ``rows``
    places on the hexes whose axial q and r are both even, each joined to its six neighbouring
    places (two hexes away in a straight line) by a complete link over the one hex between them.
    The colours go round COLOURS with a town every seventh place; the owners go round four seats."""
    cells: dict[Coord, Cell] = {}
    for r in range(2 * rows - 1):
        for q in range(2 * columns - 1):
            at = LAYOUT.from_axial(q, r)
            cells[at] = Cell(at, "open")
    for j in range(rows):
        for i in range(columns):
            at, n = LAYOUT.from_axial(2 * i, 2 * j), j * columns + i
            colour = GREY if n % 7 == 6 else COLOURS[n % len(COLOURS)]
            cells[at] = Cell(at, "open", False, Place(f"P{n}", colour, 0 if colour == GREY else 2))
    board = RoewBoard("lattice", LAYOUT, cells)
    links: list[Link] = []
    for j in range(rows):
        for i in range(columns):
            for di, dj in ((1, 0), (0, 1), (-1, 1)):
                if 0 <= i + di < columns and j + dj < rows:
                    path = [LAYOUT.from_axial(2 * i, 2 * j), LAYOUT.from_axial(2 * i + di, 2 * j + dj),
                            LAYOUT.from_axial(2 * (i + di), 2 * (j + dj))]
                    links.append(Link(len(links), len(links) % 4, path, True, 1))
    return board, Track(links)
