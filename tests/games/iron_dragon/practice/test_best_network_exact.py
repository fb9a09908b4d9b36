"""The best network of build practice is exact: checked against an exhaustive search over every
legal build order on small boards cut from the real map (rules.md V1, M7, B1, B4, B6, B14, F1),
with and without a magic link between two of their cities."""

from __future__ import annotations

import random
from dataclasses import replace

import pytest

from irondragon_qt.games.iron_dragon.board.board import Board, MagicLink
from irondragon_qt.games.iron_dragon.practice.best_network import best_network
from irondragon_qt.games.iron_dragon.track.network import Networks
from irondragon_qt.games.iron_dragon.track.track import Track, edge
from tests.games.iron_dragon.track.test_planner_exact import exhaustive, foremen, legal_order, priced, sub_board


def with_link(board: Board, a: str, b: str) -> Board:
    """The same patch with an always-on magic link between two of its cities, counting for
    victory like Wikkedde and Ozu-Zarkh's (M7)."""
    link = MagicLink("magic", a, b, 1, True, None, None, True)
    out = Board(map_id=board.map_id, name=board.name, edition=board.edition, mileposts=board.mileposts,
                adjacency=board.adjacency, crossings=board.crossings, cities=board.cities, ports=board.ports,
                tunnels=board.tunnels, magic_links=(link,), lakes=board.lakes, blank_land=board.blank_land,
                terrain_costs=board.terrain_costs, terrain_names=board.terrain_names, countries=board.countries,
                components=board.components)
    return out


def links(board: Board, needed: int) -> object:
    """A goal: one piece of the player's track links ``needed`` major cities, as the game's
    victory test counts them (V1 with M7)."""
    def goal(sections: set[tuple[int, int]]) -> bool:
        if not sections:
            return False
        return len(Networks(board, Track({edge(*s): 0 for s in sections})).connected_majors(0)) >= needed
    return goal


def patch(board: Board, seed: int, cities: int) -> Board:
    rng = random.Random(seed)
    while True:
        made = sub_board(board, rng, max_edges=12, cities=cities)
        if made is not None:
            return made[0]


@pytest.mark.parametrize("seed", range(40))
def test_R_V1_M7_best_network_matches_an_exhaustive_search(board: Board, seed: int) -> None:
    """Rules V1, M7, B1, B4: the best network for 2 or 3 cities costs exactly the least any
    legal build order can pay, its sections can be built in the order given, and the game's
    victory test counts the cities it claims."""
    rng = random.Random(seed)
    small = patch(board, 500 + seed, 3)
    if rng.random() < 0.5:
        small = with_link(small, "M0", "M1")
    foreman = rng.choice(foremen(board))
    needed = rng.choice((2, 3))
    want = exhaustive(small, Track(), foreman, set(), links(small, needed))
    try:
        found = best_network(small, foreman, majors_needed=needed)
    except ValueError:
        assert want is None
        return
    assert found.cost == want
    assert found.cost == priced(small, foreman, found.sections)
    assert legal_order(small, Track(), foreman, found.sections)
    net = Networks(small, Track({edge(*s): 0 for s in found.sections})).connected_majors(0)
    assert sorted(net) == found.majors and len(net) >= needed


@pytest.mark.parametrize("seed", range(25))
def test_R_M7_a_magic_link_joins_track_at_both_its_cities(board: Board, seed: int) -> None:
    """Rule M7: with four cities and a magic link between two of them, the cheapest network may
    be two pieces of track, one at each end of the link; it is still exact."""
    rng = random.Random(seed)
    small = with_link(patch(board, 900 + seed, 4), "M0", "M1")
    foreman = rng.choice(foremen(board))
    want = exhaustive(small, Track(), foreman, set(), links(small, 4))
    try:
        found = best_network(small, foreman, majors_needed=4)
    except ValueError:
        assert want is None
        return
    assert found.cost == want == priced(small, foreman, found.sections)
    assert len(Networks(small, Track({edge(*s): 0 for s in found.sections})).connected_majors(0)) >= 4


def test_the_patches_cover_links_and_foremen(board: Board) -> None:
    kinds, linked = set(), 0
    for seed in range(40):
        rng = random.Random(seed)
        linked += rng.random() < 0.5
        f = rng.choice(foremen(board))
        kinds.add(f.kind if f else None)
    assert linked >= 10 and len(kinds) >= 5
    assert replace(patch(board, 500, 3).mileposts[0]).index == 0
