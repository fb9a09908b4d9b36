"""The cheapest track a link could take, over the board's cells (RW-13, EW-3, RW-14, RW-Q3, RW-Q15):
a Dijkstra search from a place (or an unfinished link's open end) to every place within a few
tiles, paying each hex by its terrain and river and each ridge crossed, on the track as it lies:
a hex edge holds one link, a hex at most two, a link never passes through a place and has at least
one tile; a grey town's hex is paid by the first link that touches it.

The searches are kept per track (and per set of grey towns, which urbanizing changes), shared by
every computer player in the process: between two builds the board does not change, and a player
asks of it many times. What is kept depends only on the track and the board, never on hidden cards."""

from __future__ import annotations

import heapq
import threading
from dataclasses import dataclass

from ..board.hexboard import GREY, Coord, Edge, RoewBoard
from ..rules.costs import Costs
from ..rules.track import Track

MAX_TILES = 6  # the longest link considered (two builds; places lie 2 to 4 hexes apart)
KEEP = 6  # tracks whose searches are kept (the players at a table ask of the same few)


@dataclass(frozen=True)
class LinkPath:
    """A way for one link: from ``start`` (a place, or the open end of an unfinished link) over
    ``cells`` (its tiles, then the place it ends at), for ``cost`` dollars and ``tiles`` tiles."""

    start: Coord
    cells: tuple[Coord, ...]
    cost: int
    tiles: int

    @property
    def end(self) -> Coord:
        return self.cells[-1]


@dataclass
class Occupancy:
    """What the track takes of the board: the edges used, the links on each hex, the places touched."""

    used: frozenset[Edge]
    crossing: dict[Coord, int]
    touched: frozenset[Coord]
    grey: frozenset[Coord]


def track_key(track: Track, colour_of: dict[Coord, str]) -> tuple[object, ...]:
    """What the searches depend on: every link's cells so far, and which places are still towns."""
    return (tuple((link.id, len(link.cells)) for link in track.links),
            tuple(sorted(at for at, c in colour_of.items() if c == GREY)))


def occupancy(track: Track, colour_of: dict[Coord, str]) -> Occupancy:
    crossing: dict[Coord, int] = {}
    touched: set[Coord] = set()
    for link in track.links:
        touched.add(link.cells[0])
        if link.complete:
            touched.add(link.cells[-1])
        for at in link.tiles:
            crossing[at] = crossing.get(at, 0) + 1
    return Occupancy(frozenset(track.used_edges()), crossing, frozenset(touched),
                     frozenset(at for at, c in colour_of.items() if c == GREY))


class PathFinder:
    """The cheapest link from a place to each place near it, on one track (kept, see above)."""

    def __init__(self, board: RoewBoard, costs: Costs, occ: Occupancy) -> None:
        self.board, self.costs, self.occ = board, costs, occ
        self._from: dict[Coord, dict[Coord, LinkPath]] = {}
        self._steps = _steps_of(board, costs)

    def hex_price(self, at: Coord) -> int:
        return self.costs.hex_price(self.board.cells[at])

    def step_price(self, a: Coord, b: Coord) -> int:
        """Laying track from ``a`` into the tile ``b``: its hex and any ridge between."""
        return self.hex_price(b) + (self.costs.ridge if self.board.ridge(a, b) else 0)

    def town_price(self, place: Coord) -> tuple[int, int]:
        """A place's own hex: (dollars, tiles); only an untouched town's is paid (RW-Q15)."""
        if place in self.occ.grey and place not in self.occ.touched:
            return self.hex_price(place), 1
        return 0, 0

    def from_place(self, place: Coord) -> dict[Coord, LinkPath]:
        """The cheapest new link from ``place`` to every place within ``MAX_TILES`` tiles."""
        found = self._from.get(place)
        if found is None:
            found = self._search(place, (), self.town_price(place), place)
            self._from[place] = found
        return found

    def from_open_end(self, cells: tuple[Coord, ...]) -> dict[Coord, LinkPath]:
        """The cheapest way to finish an unfinished link whose cells are ``cells`` (start place first)."""
        return self._search(cells[-1], cells, (0, 0), cells[-1])

    def _search(self, origin: Coord, avoid: tuple[Coord, ...], base: tuple[int, int],
                label: Coord) -> dict[Coord, LinkPath]:
        used, crossing, steps = self.occ.used, self.occ.crossing, self._steps
        banned = set(avoid)
        banned.add(origin)
        from_place = self.board.place(origin) is not None
        best: dict[Coord, tuple[int, int]] = {origin: base}
        parent: dict[Coord, Coord] = {}
        ends: dict[Coord, tuple[int, int, Coord]] = {}
        heap = [(base[0], base[1], origin)]
        while heap:
            cost, tiles, at = heapq.heappop(heap)
            if best.get(at) != (cost, tiles):
                continue
            for n, price, ridge, is_place in steps[at]:
                if n in banned or frozenset((at, n)) in used:
                    continue
                if is_place:
                    if at == origin and from_place:
                        continue  # a link has at least one tile (RW-Q15)
                    town, more = self.town_price(n)
                    got = (cost + ridge + town, tiles + more, at)
                    if n not in ends or got[:2] < ends[n][:2]:
                        ends[n] = got
                    continue
                if tiles >= MAX_TILES or crossing.get(n, 0) >= 2:
                    continue
                step = (cost + price + ridge, tiles + 1)
                if n not in best or step < best[n]:
                    best[n], parent[n] = step, at
                    heapq.heappush(heap, (step[0], step[1], n))
        out: dict[Coord, LinkPath] = {}
        for place, (cost, tiles, last) in sorted(ends.items()):
            if tiles > MAX_TILES:
                continue
            way = [place]
            at = last
            while at != origin:
                way.append(at)
                at = parent[at]
            out[place] = LinkPath(label, tuple(reversed(way)), cost, tiles)
        return out


Step = tuple[Coord, int, int, bool]  # a neighbour, its hex's price, the ridge's between, whether it is a place
_STEPS: dict[tuple[int, Costs], tuple[RoewBoard, dict[Coord, tuple[Step, ...]]]] = {}  # the board kept: its id holds


def _steps_of(board: RoewBoard, costs: Costs) -> dict[Coord, tuple[Step, ...]]:
    """Each cell's neighbours with what entering them costs, made once per board."""
    key = (id(board), costs)
    found = _STEPS.get(key)
    if found is None:
        found = (board, {at: tuple((n, costs.hex_price(board.cells[n]), costs.ridge if board.ridge(at, n) else 0,
                                    board.place(n) is not None) for n in board.neighbours(at)) for at in board.cells})
        _STEPS[key] = found
    return found[1]


_LOCK = threading.Lock()
_KEPT: dict[tuple[object, ...], PathFinder] = {}


def finder(board: RoewBoard, costs: Costs, track: Track, colour_of: dict[Coord, str]) -> PathFinder:
    """The path finder of this track, kept for the next question of any computer player. A new
    track keeps the searches of the last one from the places too far from every hex that changed
    to feel it (a build changes the track in one corner of the board)."""
    key = (id(board), costs, *track_key(track, colour_of))
    with _LOCK:
        found = _KEPT.get(key)
        if found is not None:
            return found
        last = next((f for f in reversed(_KEPT.values()) if f.board is board and f.costs == costs), None)
    found = PathFinder(board, costs, occupancy(track, colour_of))
    if last is not None:
        changed = _changed(last.occ, found.occ)
        far = MAX_TILES + 1
        for place, paths in list(last._from.items()):
            if all(board.layout.distance(*place, *at) > far for at in changed):
                found._from[place] = paths
    with _LOCK:
        if len(_KEPT) >= KEEP:
            _KEPT.pop(next(iter(_KEPT)))
        _KEPT[key] = found
    return found


def _changed(a: Occupancy, b: Occupancy) -> set[Coord]:
    """The hexes whose use differs between two occupancies."""
    out = {at for edge in a.used ^ b.used for at in edge}
    out |= {at for at in a.crossing.keys() | b.crossing.keys() if a.crossing.get(at) != b.crossing.get(at)}
    return out | (a.touched ^ b.touched) | (a.grey ^ b.grey)
