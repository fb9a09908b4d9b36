"""Where a player's own track is broken between his train and a place (rules.md M1, M4, M7, B14).

A train runs free on its owner's sections, every major city's red area, the tunnels and the
magic links in effect: these join mileposts into *pieces*. When the place a player wants lies on
a piece of his own track that his train's piece does not reach, the gap between the two pieces
is what is in the way: the cheapest sections that join them (the exact two-ended planner on the
board's cost graph, ``planner.LinkField``, with the Underground building bribe), where it lies,
and its price.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Iterable
from dataclasses import dataclass

from ..board.board import Board
from ..board.components import Foreman
from ..words import IronDragonTrack, translate
from .building import BuildOptions
from .planner import LinkField, plan_of
from .track import Track

Graph = dict[int, list[int]]


@dataclass(frozen=True)
class Gap:
    """A break in a player's track between his train's piece (its *line*) and a cut-off piece."""

    near: int | None  # the milepost of the line the gap starts at (None: no track can close it)
    far: int | None  # the milepost of the cut-off piece it ends at
    build: tuple[tuple[int, int], ...]  # the sections that close it, in an order the rules accept (B4)
    cost: int  # GP for them, the Underground building bribe included (B1, B14)
    line: str  # the line by the place on it nearest the gap: "the North tunnel"
    piece: str  # the cut-off piece likewise: "Kola"

    def text(self, board: Board) -> str:
        """What is in the way, for a person: which track stops short of which, and what closes it."""
        piece = (translate("IronDragonTrack", "Your track from {place}").format(place=self.piece) if self.piece
                 else translate("IronDragonTrack", "Your track there"))
        line = (translate("IronDragonTrack", "your line at {place}").format(place=self.line) if self.line
                else translate("IronDragonTrack", "the line your train is on"))
        if self.near is None or self.far is None or not self.build:
            return translate("IronDragonTrack", "{piece} is not joined to {line}, and no track can be built between "
                             "them now.").format(piece=piece, line=line)
        return IronDragonTrack.tr("{piece} stops %n milepost(s) short of {line}: build the gap between {far} and "
                                  "{near} ({cost} GP).", None, len(self.build)).format(
            piece=piece, line=line, far=spot(board, self.far), near=spot(board, self.near), cost=self.cost)


def spot(board: Board, index: int) -> str:
    """A milepost for a person: its city, its tunnel entrance, or its id (shown on hovering)."""
    m = board.mileposts[index]
    if m.city:
        return m.city
    tunnel = _tunnel_name(board, index)
    if tunnel:
        return translate("IronDragonTrack", "{tunnel} entrance").format(tunnel=tunnel)
    return translate("IronDragonTrack", "milepost {milepost}").format(milepost=m.id)


def _tunnel_name(board: Board, index: int) -> str | None:
    for t in board.tunnels:
        if index in (t.surface, t.underground):
            return translate("IronDragonTrack", "the {tunnel} tunnel").format(tunnel=t.name.capitalize())
    return None


def free_graph(board: Board, track: Track, player: int, links: Iterable[str] = ()) -> Graph:
    """Where this player's train steps for free: his sections, the red areas (M4), the tunnels
    (B14) and the magic links named in ``links`` (M7)."""
    adj: Graph = {}

    def join(a: int, b: int) -> None:
        adj.setdefault(a, []).append(b)
        adj.setdefault(b, []).append(a)

    for a, b in track.sections_of(player):
        join(a, b)
    for c in board.cities.values():
        if c.is_major:
            ids = [board.by_id[m].index for m in c.mileposts]  # in the map's order: the same graph every time
            for x in ids:
                for y in board.adjacency[x]:
                    if x < y and y in ids:
                        join(x, y)
    for a, b in board.tunnel_links.items():
        if a < b:
            join(a, b)
    named = set(links)
    for ml in board.magic_links:
        if ml.name in named:
            join(board.by_id[board.cities[ml.a].center].index, board.by_id[board.cities[ml.b].center].index)
    return adj


def piece_of(graph: Graph, start: int) -> set[int]:
    """Every milepost joined to ``start`` for free."""
    seen = {start}
    todo = [start]
    while todo:
        u = todo.pop()
        for v in graph.get(u, ()):
            if v not in seen:
                seen.add(v)
                todo.append(v)
    return seen


def find_gap(board: Board, track: Track, player: int, start: int | None, targets: Iterable[int], *,
             links: Iterable[str] = (), foreman: Foreman | None = None,
             options: BuildOptions | None = None) -> Gap | None:
    """The gap between the piece of the player's track his train stands on (at ``start``) and
    the piece of his own track that holds one of ``targets``; None if the train's piece reaches
    a target already, or no target lies on his own track (nothing is broken: it is not built)."""
    if start is None:
        return None
    goal = set(targets)
    graph = free_graph(board, track, player, links)
    own = track.network(player)
    line = piece_of(graph, start)
    if goal & line or not line & own:
        return None
    cut: set[int] = set()
    for t in sorted(goal):
        if t not in cut and (piece := piece_of(graph, t)) & own:
            cut |= piece
    if not cut:
        return None
    field = LinkField(board, track, player, line, foreman=foreman, options=options)
    target = field.best(cut)
    route = None if target is None else field.route(target)
    if route is None:
        return Gap(None, None, (), 0, _place(board, graph, start, line), _place(board, graph, min(cut), cut))
    path, back = route
    plan = plan_of(board, track, player, path, foreman, back)
    j = next(k for k, m in enumerate(path) if m in cut)
    i = max(k for k in range(j) if path[k] in line)
    near, far = path[i], path[j]
    return Gap(near, far, tuple(plan.build), plan.cost, _place(board, graph, near, line),
               _place(board, graph, far, cut))


def _place(board: Board, graph: Graph, start: int, piece: set[int]) -> str:
    """The city or tunnel on ``piece`` nearest ``start`` along it, in words ("" if none)."""
    seen = {start}
    todo = deque([start])
    while todo:
        u = todo.popleft()
        m = board.mileposts[u]
        if m.city:
            return m.city
        tunnel = _tunnel_name(board, u)
        if tunnel:
            return tunnel
        for v in graph.get(u, ()):
            if v in piece and v not in seen:
                seen.add(v)
                todo.append(v)
    return ""

