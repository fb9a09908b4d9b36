"""The track on the board (RW-12, RW-14, RW-Q2, RW-Q3, RW-Q15, RW-Q16): every link, built or being
built, as plain data, and who uses which hex and which hex edge.

A link runs from a place (a city or town) over one or more tiles to a place. Its ``cells`` are its
start place's cell, its tiles in the order laid and, once complete, its end place's cell; the edges
it uses are those between consecutive cells. An incomplete link's open end is its last tile."""

from __future__ import annotations

import math
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from itertools import pairwise
from typing import Any

from ..board.hexboard import Coord, Edge, RoewBoard
from ..words import RoewRules, translate

LINK_KEYS = ("id", "owner", "cells", "complete", "last_built")
Names = Mapping[int, str] | Sequence[str]  # the seats' names: a list by seat, or a table


@dataclass
class Link:
    id: int  # unique, in order of starting
    owner: int | None  # the seat; None once lost (RW-Q2, RW-Q16)
    cells: list[Coord]
    complete: bool
    last_built: int  # the game turn in which it was last extended (RW-Q2)

    @property
    def start(self) -> Coord:
        return self.cells[0]

    @property
    def end(self) -> Coord | None:
        """The place it ends at, once complete."""
        return self.cells[-1] if self.complete else None

    @property
    def open_end(self) -> Coord:
        """The cell the next tile is laid beside (its end place once complete)."""
        return self.cells[-1]

    @property
    def tiles(self) -> list[Coord]:
        """The cells between its places (RW-14: track never passes through a place)."""
        return self.cells[1:-1] if self.complete else self.cells[1:]

    def edges(self) -> list[Edge]:
        return [frozenset(pair) for pair in pairwise(self.cells)]

    def places(self) -> tuple[Coord, Coord]:
        """Its two ends; only for a complete link."""
        if not self.complete:
            raise ValueError(f"link {self.id} is not complete")
        return self.cells[0], self.cells[-1]

    def to_dict(self) -> dict[str, Any]:
        return {"id": self.id, "owner": self.owner, "cells": [list(at) for at in self.cells],
                "complete": self.complete, "last_built": self.last_built}


def _whole(value: object, what: str, least: int = 0) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or value < least:
        raise ValueError(f"{what} must be a whole number, {least} or more, not {value!r:.30}")
    return value


def _coord(value: object, what: str) -> Coord:
    if not isinstance(value, list | tuple) or len(value) != 2:
        raise ValueError(f"{what} must be a [column, row] pair, not {value!r:.30}")
    return _whole(value[0], f"{what}'s column"), _whole(value[1], f"{what}'s row")


def _link_from_dict(data: object, n: int) -> Link:
    where = f"link #{n + 1}"
    if not isinstance(data, dict):
        raise ValueError(f"{where} must be a table, not {type(data).__name__}")
    if set(data) != set(LINK_KEYS):
        missing, extra = sorted(set(LINK_KEYS) - set(data)), sorted(str(k) for k in set(data) - set(LINK_KEYS))
        raise ValueError(f"{where}: " + "; ".join(([f"missing {', '.join(missing)}"] if missing else [])
                                                   + ([f"unknown {', '.join(extra)}"] if extra else [])))
    owner = data["owner"]
    cells = data["cells"]
    if not isinstance(cells, list) or len(cells) < 2:
        raise ValueError(f"{where}'s cells must be a list of at least 2 cells (a place and a tile)")
    if not isinstance(data["complete"], bool):
        raise ValueError(f"{where}'s complete must be true or false, not {data['complete']!r:.30}")
    link = Link(id=_whole(data["id"], f"{where}'s id"),
                owner=None if owner is None else _whole(owner, f"{where}'s owner"),
                cells=[_coord(c, f"{where}'s cell #{k + 1}") for k, c in enumerate(cells)],
                complete=data["complete"], last_built=_whole(data["last_built"], f"{where}'s last_built"))
    if link.complete and len(link.cells) < 3:
        raise ValueError(f"{where} is complete with no tile between its places (RW-Q15)")
    if len(set(link.cells)) != len(link.cells):
        raise ValueError(f"{where} uses a cell twice (RW-14)")
    return link


@dataclass
class Track:
    links: list[Link] = field(default_factory=list)

    # --- the links ---------------------------------------------------------------------------------
    def link(self, link_id: int) -> Link:
        for link in self.links:
            if link.id == link_id:
                return link
        raise KeyError(f"no link {link_id}")

    def next_id(self) -> int:
        return max((link.id for link in self.links), default=-1) + 1

    def complete_links(self) -> list[Link]:
        return [link for link in self.links if link.complete]

    def incomplete_links(self) -> list[Link]:
        return [link for link in self.links if not link.complete]

    def owned_by(self, seat: int) -> list[Link]:
        return [link for link in self.links if link.owner == seat]

    def continuable(self, seat: int) -> list[Link]:
        """The unfinished links ``seat`` may continue: its own and those that lost their owner (RW-Q2, RW-Q16)."""
        return [link for link in self.links if not link.complete and link.owner in (seat, None)]

    # --- occupancy ---------------------------------------------------------------------------------
    def links_at(self, at: Coord) -> list[Link]:
        """The links that use cell ``at`` (a place's links end there; a tile's run through it)."""
        return [link for link in self.links if at in link.cells]

    def used_edges(self) -> dict[Edge, int]:
        """Every hex edge a link runs over, with that link's id (RW-Q3, RW-Q15: one link an edge)."""
        return {edge: link.id for link in self.links for edge in link.edges()}

    def edges_at(self, at: Coord) -> set[Edge]:
        """The edges of cell ``at`` that track runs over."""
        return {edge for link in self.links for edge in link.edges() if at in edge}

    def links_between(self, a: Coord, b: Coord) -> list[Link]:
        """The complete links joining places ``a`` and ``b`` (either way round; RW-Q15 allows several)."""
        return [link for link in self.links if link.complete and {link.cells[0], link.cells[-1]} == {a, b}]

    def touched(self, at: Coord) -> bool:
        """A link starts, ends or runs at ``at`` (a town's hex is paid by the first, RW-Q15)."""
        return any(at in link.cells for link in self.links)

    # --- plain data --------------------------------------------------------------------------------
    def to_dict(self) -> dict[str, Any]:
        return {"links": [link.to_dict() for link in self.links]}

    @staticmethod
    def from_dict(data: object, board: RoewBoard | None = None) -> Track:
        """The track saved by ``to_dict``. Strict: a ValueError names what is wrong. With ``board``
        the links are also checked against it (``problems``)."""
        if not isinstance(data, dict):
            raise ValueError(f"the track must be a table, not {type(data).__name__}")
        if set(data) != {"links"}:
            raise ValueError(f"the track has one entry, links; not {', '.join(sorted(map(str, data))) or 'none'}")
        if not isinstance(data["links"], list):
            raise ValueError("the track's links must be a list")
        links = [_link_from_dict(item, n) for n, item in enumerate(data["links"])]
        for before, after in pairwise(links):
            if after.id <= before.id:
                raise ValueError(f"link ids must rise in order of starting: {after.id} comes after {before.id}")
        track = Track(links)
        if board is not None:
            found = track.problems(board)
            if found:
                raise ValueError(found[0])
        return track

    def problems(self, board: RoewBoard) -> list[str]:
        """What is wrong with this track on ``board`` (RW-14, RW-Q3, RW-Q15); empty when all is well."""
        found: list[str] = []
        edges: dict[Edge, int] = {}
        at_tile: dict[Coord, int] = {}
        for link in self.links:
            name = f"link {link.id}"
            off = [at for at in link.cells if at not in board.cells]
            if off:
                found.append(f"{name} is off the land at {off[0]}")
                continue
            if board.place(link.cells[0]) is None:
                found.append(f"{name} does not start at a place (RW-14)")
            if link.complete and board.place(link.cells[-1]) is None:
                found.append(f"{name} is complete but does not end at a place (RW-14)")
            if any(board.place(at) is not None for at in link.tiles):
                found.append(f"{name} passes through a place (RW-14)")
            if any(b not in board.neighbours(a) for a, b in pairwise(link.cells)):
                found.append(f"{name} jumps between cells that are not neighbours (RW-14)")
            for edge in link.edges():
                if edge in edges:
                    found.append(f"links {edges[edge]} and {link.id} share a hex edge (RW-Q3, RW-Q15)")
                edges[edge] = link.id
            for at in link.tiles:
                at_tile[at] = at_tile.get(at, 0) + 1
        found += [f"{board_words(board, at)} holds {n} links: at most 2 (RW-Q3)" for at, n in at_tile.items() if n > 2]
        return found


def board_words(board: RoewBoard, at: Coord) -> str:
    """``at`` in the words of a sentence's middle: "Leeds", "the mountain hex north-east of Leeds",
    "the open hex with a river 2 hexes west of York", "a hex off the board"."""
    cell = board.cells.get(at)
    if cell is None:
        return translate("RoewRules", "a hex off the board")
    if cell.place is not None:
        return cell.place.name
    kind = _kind(cell.terrain, cell.river)
    ranked = board.places_by_distance(at)
    if not ranked:
        return translate("RoewRules", "the {kind} at column {column}, row {row}").format(
            kind=kind, column=at[0], row=at[1])
    steps, place_at = ranked[0]
    name = board.places()[place_at].name
    (x0, y0), (x1, y1) = board.layout.center(*place_at), board.layout.center(*at)
    compass = _compass(x1 - x0, y1 - y0)
    if steps == 1:
        return translate("RoewRules", "the {kind} {compass} of {place}").format(kind=kind, compass=compass, place=name)
    return RoewRules.tr("the {kind} %n hex(es) {compass} of {place}", None, steps).format(
        kind=kind, compass=compass, place=name)


def _kind(terrain: str, river: bool) -> str:
    """A hex's terrain, after "the": "mountain hex", "open hex with a river"."""
    kinds = {("open", False): translate("RoewRules", "open hex"),
             ("open", True): translate("RoewRules", "open hex with a river"),
             ("water", False): translate("RoewRules", "water hex"),
             ("water", True): translate("RoewRules", "water hex with a river"),
             ("mountain", False): translate("RoewRules", "mountain hex"),
             ("mountain", True): translate("RoewRules", "mountain hex with a river")}
    return kinds.get((terrain, river), f"{terrain} hex")


def _compass(dx: float, dy: float) -> str:
    """The compass point of a step (dx, dy) in the plane, y growing southwards."""
    angle = math.degrees(math.atan2(-dy, dx)) % 360
    points = (translate("RoewRules", "east"), translate("RoewRules", "north-east"), translate("RoewRules", "north"),
              translate("RoewRules", "north-west"), translate("RoewRules", "west"),
              translate("RoewRules", "south-west"), translate("RoewRules", "south"),
              translate("RoewRules", "south-east"))
    return points[round(angle / 45) % 8]


def place_name(board: RoewBoard, at: Coord) -> str:
    """The name of the place at ``at`` (its hex's words if there is none)."""
    place = board.place(at) if at in board.cells else None
    return place.name if place is not None else board_words(board, at)


def link_words(board: RoewBoard, link: Link) -> str:
    """"the link from Leeds to York", "the unfinished link from Leeds"."""
    if link.complete:
        return translate("RoewRules", "the link from {start} to {end}").format(
            start=place_name(board, link.cells[0]), end=place_name(board, link.cells[-1]))
    return translate("RoewRules", "the unfinished link from {start}").format(start=place_name(board, link.cells[0]))


def seat_name(seat: int | None, names: Names) -> str:
    """A seat's name from ``names`` (a list by seat or a table), else "Player 2" for seat 1."""
    if seat is None:
        return translate("RoewRules", "nobody")
    fallback = translate("RoewRules", "Player {number}").format(number=seat + 1)
    if isinstance(names, Mapping):
        return names.get(seat, fallback)
    return names[seat] if 0 <= seat < len(names) else fallback
