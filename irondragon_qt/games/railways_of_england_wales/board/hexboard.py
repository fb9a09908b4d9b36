"""The England & Wales board as the rules see it (RW-1, EW-3, MAP-1/2): land cells by (column,
row) with their terrain and whether a river runs through them, ridges on the edges between two
cells, the places (coloured cities with their cube numbers, grey towns that can be urbanized) and
the main lines (EW-4). Sea and off-map hexes are no cell at all.

Terrain costs (RW-13, EW-3) are the rules' (``rules/costs``): the board only says what a cell is."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field

from ....engine.hexgrid import HexLayout

Coord = tuple[int, int]  # (column, row) in the layout's offset numbering, row 0 the northernmost
Edge = frozenset[Coord]  # the edge between two neighbouring cells
TERRAINS = ("open", "water", "mountain")  # RW-1: water is a lake or an estuary a line may cross
COLOURS = ("red", "blue", "yellow", "purple", "black")  # RW-2, MAP-2: the goods and the cities
GREY = "grey"  # a town (MAP-2): no cubes, a link's end, urbanized into a city (RW-15)


@dataclass(frozen=True)
class Place:
    """A city (a colour of COLOURS, ``cubes`` random cubes at the start, RW-3) or a grey town."""

    name: str
    colour: str  # one of COLOURS, or GREY for a town
    cubes: int = 0  # the number printed on a city (RW-3); 0 for a town
    lat: float | None = None  # its real place (public geography), for reference
    lon: float | None = None

    @property
    def is_town(self) -> bool:
        return self.colour == GREY


@dataclass(frozen=True)
class Cell:
    at: Coord
    terrain: str  # one of TERRAINS
    river: bool = False  # a river runs through it: open costs as water, mountain as mountain (EW-3)
    place: Place | None = None


@dataclass(frozen=True)
class MainLine:
    """A listed connection (EW-4): whoever first joins the two places with only their own links
    claims it and scores ``points`` at the end (EW-Q2)."""

    name: str  # its historical name ("London and Birmingham Railway")
    ends: tuple[Coord, Coord]
    points: int


@dataclass(frozen=True)
class RoewBoard:
    name: str
    layout: HexLayout
    cells: Mapping[Coord, Cell]
    ridges: frozenset[Edge] = frozenset()  # edges a line pays +$4,000 to cross (RW-13)
    main_lines: tuple[MainLine, ...] = ()
    notes: tuple[str, ...] = ()  # where the drawing moved a place off its true hex, and why
    _near: dict[Coord, tuple[Coord, ...]] = field(default_factory=dict, init=False, repr=False, compare=False)
    _places: dict[Coord, Place] = field(default_factory=dict, init=False, repr=False, compare=False)
    _by_distance: dict[Coord, tuple[tuple[int, Coord], ...]] = field(default_factory=dict, init=False, repr=False,
                                                                      compare=False)

    def __post_init__(self) -> None:
        for at, cell in self.cells.items():
            self._near[at] = tuple(n for n in self.layout.neighbours(*at) if n in self.cells)
            if cell.place is not None:
                self._places[at] = cell.place

    def neighbours(self, at: Coord) -> tuple[Coord, ...]:
        """The land cells next to ``at``."""
        return self._near[at]

    def place(self, at: Coord) -> Place | None:
        return self.cells[at].place

    def places(self) -> dict[Coord, Place]:
        """Every city and town by its cell."""
        return dict(self._places)

    def places_by_distance(self, at: Coord) -> tuple[tuple[int, Coord], ...]:
        """Every place's (hex steps from ``at``, cell), nearest first (kept: words name hexes by them)."""
        if at not in self._by_distance:
            self._by_distance[at] = tuple(sorted((self.layout.distance(*at, *p), p) for p in self._places))
        return self._by_distance[at]

    def cities(self) -> dict[Coord, Place]:
        """The coloured cities (towns apart)."""
        return {at: p for at, p in self.places().items() if not p.is_town}

    def towns(self) -> dict[Coord, Place]:
        return {at: p for at, p in self.places().items() if p.is_town}

    def at_name(self, name: str) -> Coord:
        """The cell of the place called ``name``; KeyError if there is none."""
        for at, p in self.places().items():
            if p.name == name:
                return at
        raise KeyError(f"no place called {name!r}")

    def ridge(self, a: Coord, b: Coord) -> bool:
        """A ridge on the edge between two neighbouring cells (RW-13)."""
        return frozenset((a, b)) in self.ridges
