"""Victory connectivity (rules.md V1, M7, B14) checked against a plain networkx reference on
random tracks: one continuous network, red areas, tunnels and magic links."""

from __future__ import annotations

import random

import networkx as nx
import pytest

from irondragon_qt.games.iron_dragon.board.board import Board
from irondragon_qt.games.iron_dragon.track.network import Networks, active_links
from irondragon_qt.games.iron_dragon.track.track import Track, edge


def reference(board: Board, track: Track, player: int, links: frozenset[str]) -> list[set[str]]:
    """The major cities each piece of the player's network links, the slow and obvious way."""
    g: nx.Graph[int] = nx.Graph()
    for a, b in track.sections_of(player):
        g.add_edge(a, b)
    for c in board.cities.values():  # a red area joins a major city's mileposts (M4)
        if c.is_major:
            ids = [board.by_id[m].index for m in c.mileposts]
            g.add_edges_from((ids[0], i) for i in ids[1:] if ids[0] in g and i in g)
            touched = [i for i in ids if i in g]
            g.add_edges_from((touched[0], i) for i in touched[1:])
    for a, b in board.tunnel_links.items():
        if a in g and b in g:
            g.add_edge(a, b)
    for link in board.magic_links:
        if link.name in links:
            ea = [board.by_id[m].index for m in board.cities[link.a].mileposts if board.by_id[m].index in g]
            eb = [board.by_id[m].index for m in board.cities[link.b].mileposts if board.by_id[m].index in g]
            if ea and eb:
                g.add_edge(ea[0], eb[0])
    out = []
    for comp in nx.connected_components(g):
        majors = {board.mileposts[i].city for i in comp
                  if board.mileposts[i].city and board.cities[board.mileposts[i].city].is_major}
        for link in board.magic_links:  # M7: reaching either counts both
            if link.name in links and link.counts_for_victory and majors & {link.a, link.b}:
                majors |= {link.a, link.b}
        out.append({str(m) for m in majors})
    return out


@pytest.mark.parametrize("seed", range(40))
def test_R_V1_M7_connected_majors_match_a_reference(board: Board, seed: int) -> None:
    rng = random.Random(seed)
    pairs = sorted({edge(m.index, n) for m in board.mileposts if m.is_land for n in board.land_neighbors(m.index)
                    if not (m.city and m.city == board.mileposts[n].city)})
    majors = [i for i, m in enumerate(board.mileposts) if m.city and board.cities[m.city].is_major]
    near = [p for p in pairs if p[0] in majors or p[1] in majors]
    chosen = rng.sample(pairs, rng.randint(0, 300)) + rng.sample(near, rng.randint(0, 40))
    track = Track({p: rng.randrange(3) for p in chosen})
    events = rng.choice([(), ("WIZARDS STRIKE",), ("RAINBOW BRIDGE",)])
    links = active_links(board, events)
    nets = Networks(board, track)
    for player in range(3):
        pieces = reference(board, track, player, links)
        assert nets.connected_majors(player, links) == max(pieces, key=len, default=set()) or len(
            nets.connected_majors(player, links)) == max((len(p) for p in pieces), default=0)
