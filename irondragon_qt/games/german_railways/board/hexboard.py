"""The hex board as the rules see it: cells by (column, row), their terrain, the city on them, and
Berlin's metro and access ring (GR-B8). Only land cells exist; sea and off-map hexes are simply
absent (GR-B3)."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field

from ....engine.hexgrid import HexLayout
from .board_facts import BoardFacts

Coord = tuple[int, int]  # (column, row) in the layout's offset numbering, row 0 the northernmost
TERRAINS = ("plain", "hill", "mountain")
METRO, ACCESS = "metro", "access"


@dataclass(frozen=True)
class City:
    name: str
    value: int  # the red number: what a cube here adds to a company's income (GR-B9)
    start: str | None = None  # the company (its ID, GR-S3) that starts here


@dataclass(frozen=True)
class Cell:
    at: Coord
    terrain: str  # one of TERRAINS (GR-B5)
    city: City | None = None  # the Berlin metro's three cells share one City
    berlin: str | None = None  # METRO, ACCESS or None (GR-B8)


@dataclass(frozen=True)
class HexBoard:
    name: str
    layout: HexLayout
    cells: Mapping[Coord, Cell]
    notes: tuple[str, ...] = ()  # where the drawing moved a city off its true place, and why
    facts: BoardFacts | None = field(default=None, compare=False)  # what the map check compares with
    _near: dict[Coord, tuple[Coord, ...]] = field(default_factory=dict, init=False, repr=False, compare=False)
    # words.py's: each land hex's kind and the (city, hexes away, compass point) it is named from
    _words: dict[Coord, tuple[str, tuple[str, int, str]]] = field(default_factory=dict, init=False, repr=False,
                                                                   compare=False)

    def __post_init__(self) -> None:
        for at in self.cells:
            self._near[at] = tuple(n for n in self.layout.neighbours(*at) if n in self.cells)

    def neighbours(self, at: Coord) -> tuple[Coord, ...]:
        """The land cells next to ``at``."""
        return self._near[at]

    def is_city(self, at: Coord) -> bool:
        """A city cell, the Berlin metro included: any number of companies may build there (GR-B4)."""
        return self.cells[at].city is not None

    @property
    def metro(self) -> tuple[Coord, ...]:
        return tuple(sorted(at for at, c in self.cells.items() if c.berlin == METRO))

    @property
    def access(self) -> tuple[Coord, ...]:
        return tuple(sorted(at for at, c in self.cells.items() if c.berlin == ACCESS))

    def city_key(self, at: Coord) -> Coord:
        """The cell standing for the city on ``at``: the metro's three cells are one city (GR-B8)."""
        cell = self.cells[at]
        if cell.berlin == METRO:
            return self.metro[0]
        return at

    def cities(self) -> dict[Coord, City]:
        """Each city once, by its key cell."""
        return {self.city_key(at): c.city for at, c in self.cells.items() if c.city is not None}

    def start_hex(self, company: str) -> Coord:
        for at, city in self.cities().items():
            if city.start == company:
                return at
        raise KeyError(f"no start city for company {company!r}")
