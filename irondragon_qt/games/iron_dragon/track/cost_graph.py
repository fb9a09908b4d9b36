"""The building costs of a whole board as arrays, and the searches the planner runs on them.

``BuildGraph`` holds, once per board and foreman, every section that could ever be built with
its cost split as B1 prices it: the terrain of the milepost built TO (``node_cost``, F1's
overrides included) plus the river or inlet it crosses (``surcharge``, the same both ways).
``BuildMask`` folds one player's view of one track into boolean arrays: which sections are in
the way (another player's, B7; erased and reserved for their owner, B15; into a place full for
him, B8-B9; off the Underground for a Troll, F1; or banned by the caller, such as events), which
are his own (free to use), and which mileposts are *anchors*, where building may start (B4: a
major city, his own track, and a tunnel twin of either).

Two searches run in compiled code (``scipy.sparse.csgraph.dijkstra``, imported on first use):

- **forward**: sections built away from the sources, each paying the milepost it reaches; what
  the crayon follows while the player drags, and exact for any target that is not an anchor.
- **two-ended** (``link``): between anchors a stretch of new track may be built from both ends
  and joined anywhere. Along a stretch x0..xk from anchor x0 to anchor xk every section pays the
  milepost it enters: the inner mileposts once each, and exactly one milepost of the stretch
  (ends included) twice, whichever the builder chooses. So a stretch costs its crossings, its
  inner mileposts, and the cheapest one of all its mileposts again. The search runs on two
  copies of each milepost: layer 0 before the stretch's doubled milepost is chosen, layer 1
  after it (paying it once more on the switch); reaching an anchor from layer 1 closes the
  stretch for its crossing alone, and the next stretch starts in layer 0. This is the exact
  minimum over every legal build order for a path, and it is symmetric.

What is not folded in: the never-block rules (B11-B13) and B10's three sections per player into
a place; ``building.check_section`` stays the final word on every section.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

import numpy as np

from ..board.board import Board
from ..board.components import Foreman
from .building import BuildOptions, crossing_cost, milepost_cost
from .places import can_build_to, place_of
from .track import Track

if TYPE_CHECKING:
    from numpy.typing import NDArray

NO_PATH = -9999  # scipy's predecessor for "none"


class BuildGraph:
    """Every section that may ever be built on a board with a foreman, with its cost (B1, F1)."""

    def __init__(self, board: Board, foreman: Foreman | None) -> None:
        ms = board.mileposts
        self.n = n = len(ms)
        fx = foreman.effects if foreman else {}
        self.troll = fx.get("may_build_outside_underground") is False
        pays = foreman is None or fx.get("pays_underground_bribes", True)
        self.bribe = int(board.components.rules.get("underground_build_bribe", 1)) if pays else 0
        self.underground = np.array([m.layer == "underground" for m in ms])
        self.land = np.array([m.is_land for m in ms])
        self.node_cost = np.array([milepost_cost(board, i, foreman) if ms[i].is_land else 0 for i in range(n)],
                                  dtype=np.int64)
        self.major = np.zeros(n, dtype=bool)
        for c in board.cities.values():
            if c.is_major:
                for mid in c.mileposts:
                    self.major[board.by_id[mid].index] = True
        src: list[int] = []
        dst: list[int] = []
        links: list[tuple[int, int]] = []  # joined without building: a red area (B6) or a tunnel (B14)
        self.edge_of: dict[tuple[int, int], int] = {}  # directed section -> its index
        for m in ms:
            u = m.index
            for v in board.land_neighbors(u):
                if m.city and m.city == ms[v].city and self.major[u]:
                    links.append((u, v))
                    continue
                self.edge_of[(u, v)] = len(src)
                src.append(u)
                dst.append(v)
        for a, b in board.tunnel_links.items():
            links.append((a, b))
        self.src = np.array(src, dtype=np.int64)
        self.dst = np.array(dst, dtype=np.int64)
        self.surcharge = np.array([crossing_cost(board, a, b, foreman) for a, b in zip(src, dst, strict=True)],
                                  dtype=np.int64)
        self.links = np.array(links, dtype=np.int64).reshape(-1, 2)
        self.twin = dict(board.tunnel_links)
        self.limited = [i for i in range(n) if ms[i].is_land and place_of(board, i, BuildOptions()) is not None]

    def cost(self, e: NDArray[np.int64]) -> NDArray[np.int64]:
        """What building the directed sections ``e`` costs, each on its own (B1, F1)."""
        return self.node_cost[self.dst[e]] + self.surcharge[e]


def build_graph(board: Board, foreman: Foreman | None) -> BuildGraph:
    """The board's graph for this foreman kind, built once and kept with the board."""
    cache: dict[str, BuildGraph] = board.memo.slot("build_graphs")
    key = foreman.kind if foreman else ""
    if key not in cache:
        cache[key] = BuildGraph(board, foreman)
    return cache[key]


@dataclass(frozen=True, eq=False)
class BuildMask:
    """One player's view of one track: the sections he may build, use for free, or not at all."""

    graph: BuildGraph
    usable: NDArray[np.bool_]  # per section: may be built now (free of the obstacles above)
    own: NDArray[np.bool_]  # per section: already his track
    anchor: NDArray[np.bool_]  # per milepost: building may start here (B4)
    matrices: dict[Any, Any] = field(default_factory=dict)  # searches' graphs, built on first use

    def anchors_with(self, sources: list[int]) -> NDArray[np.bool_]:
        """The anchors, with ``sources`` (and their tunnel twins) counted as places to start."""
        if all(self.anchor[s] for s in sources):
            return self.anchor
        out = self.anchor.copy()
        for s in sources:
            out[s] = True
            if s in self.graph.twin:
                out[self.graph.twin[s]] = True
        return out


def build_mask(board: Board, track: Track, player: int, foreman: Foreman | None,
               options: BuildOptions | None = None, *, blocked: frozenset[tuple[int, int]] = frozenset(),
               surface_only: bool = False) -> BuildMask:
    """The mask of ``player`` on ``track``, kept with the track until it changes; ``blocked``
    (sorted pairs) may not be built, ``surface_only`` keeps out of the Underground."""
    g = build_graph(board, foreman)
    options = options or BuildOptions()
    key = (player, id(g), options, blocked, surface_only)
    cache: dict[Any, BuildMask] = track.memo.slot("build_masks", track.version)
    if key not in cache:
        cache[key] = _make_mask(board, g, track, player, options, blocked, surface_only)
    mask: BuildMask = cache[key]
    return mask


def _make_mask(board: Board, g: BuildGraph, track: Track, player: int, options: BuildOptions,
               blocked: frozenset[tuple[int, int]], surface_only: bool) -> BuildMask:
    node_ok = g.land.copy()
    for i in g.limited:
        if not can_build_to(board, track, i, player, options):
            node_ok[i] = False
    if surface_only:
        node_ok &= ~g.underground
    usable = node_ok[g.src] & node_ok[g.dst]
    if g.troll:
        usable &= g.underground[g.src] & g.underground[g.dst]
    own = np.zeros(len(g.src), dtype=bool)
    taken: list[tuple[int, int]] = [e for e, p in track.sections().items() if p != player]
    taken += [e for e, p in track.reserved.items() if p != player]
    taken += list(blocked)
    for a, b in taken:
        for e in (g.edge_of.get((a, b)), g.edge_of.get((b, a))):
            if e is not None:
                usable[e] = False
    for a, b in track.sections_of(player):
        for e in (g.edge_of.get((a, b)), g.edge_of.get((b, a))):
            if e is not None:
                own[e], usable[e] = True, False
    anchor = g.major.copy()
    for i in track.network(player):
        anchor[i] = True
        if i in g.twin:
            anchor[g.twin[i]] = True
    return BuildMask(g, usable, own, anchor)


# --- the searches ---------------------------------------------------------------------------------
def _csr(n: int, rows: NDArray[np.int64], cols: NDArray[np.int64], weights: NDArray[np.float64]) -> Any:
    """A sparse graph of ``n`` states. The searches below never give two edges between the same
    pair of states (a test checks), so no duplicates are merged here."""
    from scipy.sparse import csr_matrix

    order = np.argsort(rows, kind="stable")
    indptr = np.zeros(n + 1, dtype=np.int64)
    np.cumsum(np.bincount(rows, minlength=n), out=indptr[1:])
    return csr_matrix((weights[order], cols[order], indptr), shape=(n, n))


def _free_edges(mask: BuildMask) -> tuple[NDArray[np.int64], NDArray[np.int64]]:
    """Steps that cost nothing: his own track, a red area, a tunnel (both ways)."""
    g = mask.graph
    own = np.nonzero(mask.own)[0]
    rows = np.concatenate([g.src[own], g.links[:, 0]])
    cols = np.concatenate([g.dst[own], g.links[:, 1]])
    return rows, cols


def forward_matrix(mask: BuildMask, fewest_sections: bool = False) -> Any:
    """One layer: every section built away from where the search started."""
    g = mask.graph
    e = np.nonzero(mask.usable)[0]
    fr, fc = _free_edges(mask)
    weights = np.ones(len(e)) if fewest_sections else g.cost(e).astype(np.float64)
    return _csr(g.n, np.concatenate([g.src[e], fr]), np.concatenate([g.dst[e], fc]),
                np.concatenate([weights, np.zeros(len(fr))]))


def link_matrix(mask: BuildMask, anchor: NDArray[np.bool_]) -> Any:
    """Two layers (see the module notes): states ``i`` (layer 0) and ``n + i`` (layer 1)."""
    g, n = mask.graph, mask.graph.n
    e = np.nonzero(mask.usable)[0]
    u, v, cost, surcharge = g.src[e], g.dst[e], g.cost(e).astype(np.float64), g.surcharge[e].astype(np.float64)
    into_anchor = anchor[v]
    plain = ~into_anchor
    fr, fc = _free_edges(mask)
    land = np.nonzero(g.land)[0]
    rows = [u[plain], n + u[plain],  # on along the stretch, in either layer
            u[into_anchor], n + u[into_anchor],  # into an anchor: paying it (layer 0) or closing (layer 1)
            fr,  # free steps (anchors to anchors, tunnels)
            n + fr[~anchor[fr]],  # a tunnel inside a stretch, after the doubled milepost
            land]  # choosing the doubled milepost
    cols = [v[plain], n + v[plain], v[into_anchor], v[into_anchor], fc, n + fc[~anchor[fr]], n + land]
    weights = [cost[plain], cost[plain], cost[into_anchor], surcharge[into_anchor], np.zeros(len(fr)),
               np.zeros(int((~anchor[fr]).sum())), g.node_cost[land].astype(np.float64)]
    return _csr(2 * n, np.concatenate(rows), np.concatenate(cols), np.concatenate(weights))


def shortest(matrix: Any, sources: list[int]) -> tuple[NDArray[np.float64], NDArray[np.int32]]:
    """Distances from the nearest source and the predecessor of each state."""
    from scipy.sparse.csgraph import dijkstra

    dist, prev, _ = dijkstra(matrix, directed=True, indices=sources, min_only=True, return_predecessors=True)
    return dist, prev


def walk_back(prev: Sequence[int] | NDArray[np.int32], state: int) -> list[int]:
    """The states from a source to ``state``, in order."""
    out = [state]
    while (p := int(prev[out[-1]])) != NO_PATH:
        out.append(p)
    out.reverse()
    return out
