"""The planner is exact: checked against an exhaustive search over build orders on small boards
cut from the real map (rules.md B1, B4, B6, B7, B14, F1), and for consistency on the real map.

The exhaustive search knows nothing of the planner: it tries every order in which new sections
could be built, each starting at a major city or at a milepost already touched by the player's
track (B4), never across another player's track (B7) or inside a major city's red area (B6),
each costing ``section_cost`` (B1, F1), plus one Underground bribe when any section is
underground (B14), and takes the cheapest that links the two cities.
"""

from __future__ import annotations

import heapq
import random
from dataclasses import replace
from itertools import combinations

import pytest

from irondragon_qt.games.iron_dragon.board.board import Board, Milepost
from irondragon_qt.games.iron_dragon.board.components import City, Foreman
from irondragon_qt.games.iron_dragon.track.building import (
    BuildOptions,
    TurnBuild,
    apply_section,
    check_section,
    section_cost,
)
from irondragon_qt.games.iron_dragon.track.planner import CostField, cheapest_route
from irondragon_qt.games.iron_dragon.track.track import Track, edge

UNLIMITED = BuildOptions(turn_limit=10**6, major_exits_per_turn=10**6)
PLAIN_TERRAIN = {"small_city", "medium_city", "major_city", "port", "entrance"}


def city(board: Board, name: str) -> list[int]:
    return [board.by_id[m].index for m in board.cities[name].mileposts]


def foremen(board: Board) -> list[Foreman | None]:
    kinds: dict[str, Foreman] = {}
    for f in board.components.foremen:
        kinds.setdefault(f.kind, f)
    return [None, *kinds.values()]


# --- small boards cut from the real map -------------------------------------------------------------
def sub_board(board: Board, rng: random.Random, max_edges: int,
              cities: int | None = None) -> tuple[Board, list[list[int]]] | None:
    """A connected patch of the real map (terrain and crossings kept) with two or three (or
    ``cities``) small "major cities" of one or two mileposts each; None if it is too small."""
    layer = "underground" if rng.random() < 0.25 else "surface"
    land = [m.index for m in board.mileposts if m.is_land and m.layer == layer and board.land_neighbors(m.index)]
    start = rng.choice(land)
    chosen = [start]
    todo = [start]
    while todo:
        u = todo.pop(0)
        for v in sorted(board.land_neighbors(u)):
            if v in chosen or board.mileposts[v].layer != layer:
                continue
            edges = sum(1 for a, b in combinations([*chosen, v], 2) if b in board.land_neighbors(a))
            if edges <= max_edges:
                chosen.append(v)
                todo.append(v)
    if len(chosen) < 6:
        return None
    index = {old: new for new, old in enumerate(chosen)}
    order = chosen[:]
    rng.shuffle(order)
    groups: list[list[int]] = []
    used: set[int] = set()
    wanted = cities or rng.choice((2, 2, 3))
    for old in order:
        if len(groups) == wanted:
            break
        if old in used or any(n in used for n in board.land_neighbors(old)):
            continue
        group = [old]
        mates = [n for n in board.land_neighbors(old) if n in index and n not in used]
        if mates and rng.random() < 0.4:
            group.append(rng.choice(mates))
        used.update(group)
        groups.append(group)
    if len(groups) < (cities or 2):
        return None
    city_of = {old: f"M{k}" for k, g in enumerate(groups) for old in g}
    mileposts = []
    for old in chosen:
        m = board.mileposts[old]
        terrain = "major_city" if old in city_of else ("plain" if m.terrain in PLAIN_TERRAIN else m.terrain)
        mileposts.append(Milepost(index[old], m.id, m.layer, m.q, m.r, terrain, m.country, city_of.get(old)))
    adjacency = [tuple(index[n] for n in board.land_neighbors(old) if n in index) for old in chosen]
    crossings = {edge(index[a], index[b]): c for (a, b), c in board.crossings.items() if a in index and b in index}
    cities = {f"M{k}": City(f"M{k}", "major", mileposts[index[g[0]]].id,
                            tuple(mileposts[index[x]].id for x in g), (), (), None) for k, g in enumerate(groups)}
    small = Board(map_id="patch", name="patch", edition="", mileposts=mileposts, adjacency=adjacency,
                  crossings=crossings, cities=cities, ports={}, tunnels=(), magic_links=(), lakes=(), blank_land=(),
                  terrain_costs=board.terrain_costs, terrain_names=board.terrain_names, countries=board.countries,
                  components=board.components)
    return small, [[index[x] for x in g] for g in groups]


def random_track(board: Board, rng: random.Random) -> Track:
    """A few sections of the player (0) and of another player (1), anywhere they may lie."""
    pairs = [(a, b) for a in range(len(board.mileposts)) for b in board.land_neighbors(a)
             if a < b and not (board.mileposts[a].city and board.mileposts[a].city == board.mileposts[b].city)]
    rng.shuffle(pairs)
    owners = {pairs[k]: 0 for k in range(rng.randint(0, 2))}
    owners.update({pairs[k]: 1 for k in range(2, 2 + rng.randint(0, 2))})
    return Track(owners)


# --- the exhaustive search --------------------------------------------------------------------------
def exhaustive(board: Board, track: Track, foreman: Foreman | None, sources: set[int], goal: object) -> int | None:
    """The cheapest set of new sections, over every legal build order, after which ``goal(built)``."""
    fx = foreman.effects if foreman else {}
    troll = fx.get("may_build_outside_underground") is False
    bribe = 0 if fx.get("pays_underground_bribes", True) is False else 1
    ms = board.mileposts
    own = {e for e, p in track.sections().items() if p == 0}
    free = [e for e in {edge(a, b) for a in range(len(ms)) for b in board.land_neighbors(a)}
            if e not in track.sections() and not (ms[e[0]].city and ms[e[0]].city == ms[e[1]].city)
            and not (troll and (ms[e[0]].layer != "underground" or ms[e[1]].layer != "underground"))]
    majors = {i for i, m in enumerate(ms) if m.city}
    best: int | None = None
    dist = {0: 0}
    heap = [(0, 0)]
    while heap:
        d, state = heapq.heappop(heap)
        if d > dist[state]:
            continue
        built = {free[k] for k in range(len(free)) if state >> k & 1}
        if goal(built | own):  # type: ignore[operator]
            total = d + (bribe if any(ms[i].layer == "underground" for e in built for i in e) else 0)
            best = total if best is None else min(best, total)
        reach = majors | sources | {i for e in built | own for i in e}
        for k, (a, b) in enumerate(free):
            if state >> k & 1:
                continue
            for x, y in ((a, b), (b, a)):
                if x in reach:
                    nd, nxt = d + section_cost(board, x, y, foreman), state | 1 << k
                    if nd < dist.get(nxt, 10**9):
                        dist[nxt] = nd
                        heapq.heappush(heap, (nd, nxt))
    return best


def linked_by(board: Board, a: list[int], b: list[int]) -> object:
    """A goal: some milepost of ``a`` and some of ``b`` joined by the sections (and red areas)."""
    def goal(sections: set[tuple[int, int]]) -> bool:
        nodes = {*a}
        grew = True
        while grew:
            grew = False
            for x, y in sections:
                if (x in nodes) != (y in nodes):
                    nodes |= {x, y}
                    grew = True
            for i, m in enumerate(board.mileposts):
                if i not in nodes and m.city and any(board.mileposts[j].city == m.city for j in nodes):
                    nodes.add(i)
                    grew = True
        return any(t in nodes for t in b)
    return goal


def legal_order(board: Board, track: Track, foreman: Foreman | None, build: list[tuple[int, int]]) -> bool:
    """The sections pass ``check_section`` in this order (one player: the never-block rules for
    others, B11-B13, are not the planner's to fold in)."""
    trial, turn = track.copy(), TurnBuild()
    for a, b in build:
        if check_section(board, trial, 0, a, b, turn, cash=10**6, players=1, foreman=foreman, options=UNLIMITED):
            return False
        apply_section(board, trial, 0, a, b, turn, foreman)
    return True


CASES = range(70)


@pytest.mark.parametrize("seed", CASES)
def test_R_B1_B4_cheapest_link_matches_an_exhaustive_search(board: Board, seed: int) -> None:
    """Rules B1, B4, B6, B7, B14, F1: the planner's cheapest link between two major cities costs
    exactly the least any legal build order can, is symmetric, and its plan is buildable."""
    rng = random.Random(seed)
    made = None
    while made is None:
        made = sub_board(board, rng, max_edges=12)
    small, groups = made
    track = random_track(small, rng)
    foreman = rng.choice(foremen(board))
    a, b = groups[0], groups[1]
    want = exhaustive(small, track, foreman, set(), linked_by(small, a, b))
    plan = cheapest_route(small, a, b, foreman=foreman, track=track, player=0)
    back = cheapest_route(small, b, a, foreman=foreman, track=track, player=0)
    assert (None if plan is None else plan.cost) == want
    assert (None if back is None else back.cost) == want
    if plan is not None:
        assert legal_order(small, track, foreman, plan.build)
        assert plan.cost == priced(small, foreman, plan.build)


def priced(board: Board, foreman: Foreman | None, build: list[tuple[int, int]]) -> int:
    """What the sections cost one by one, plus one Underground bribe if any is underground."""
    pays = foreman is None or foreman.effects.get("pays_underground_bribes", True)
    underground = any(board.mileposts[i].layer == "underground" for s in build for i in s)
    bribe = int(board.components.rules["underground_build_bribe"]) if pays and underground else 0
    return sum(section_cost(board, x, y, foreman) for x, y in build) + bribe


@pytest.mark.parametrize("seed", range(30))
def test_R_B1_B4_cheapest_forward_build_matches_an_exhaustive_search(board: Board, seed: int) -> None:
    """Rules B1, B4: the cost field's price of reaching a milepost that is no major city and not
    on the player's track is the least any legal build order can pay to get track there."""
    rng = random.Random(1000 + seed)
    made = None
    while made is None:
        made = sub_board(board, rng, max_edges=11)
    small, _ = made
    track = random_track(small, rng)
    foreman = rng.choice(foremen(board))
    network = track.network(0)
    targets = [i for i, m in enumerate(small.mileposts) if not m.city and i not in network]
    target = rng.choice(targets)
    want = exhaustive(small, track, foreman, set(), lambda built: any(target in e for e in built))
    field = CostField(small, track, 0, foreman=foreman)
    pays = foreman is None or foreman.effects.get("pays_underground_bribes", True)
    bribe = 1 if small.mileposts[target].layer == "underground" and pays else 0  # a patch has one layer
    got = None if field.dist[target] == float("inf") else int(field.dist[target]) + bribe
    assert got == want


# --- the real map --------------------------------------------------------------------------------------
RECORDED = [  # (foreman kind, from, to, GP): the review's hand-checked cheapest links (issue 8)
    (None, "Eaglehawk", "Railla", 47), ("dwarf", "Eaglehawk", "Railla", 39), ("human", "Eaglehawk", "Railla", 43),
    (None, "Eaglehawk", "Ozu-Zarkh", 151), (None, "Eaglehawk", "Octomare", 122),
]


@pytest.mark.parametrize(("kind", "a", "b", "gp"), RECORDED)
def test_R_B1_recorded_cheapest_links(board: Board, kind: str | None, a: str, b: str, gp: int) -> None:
    foreman = next((f for f in board.components.foremen if f.kind == kind), None)
    for x, y in ((a, b), (b, a)):
        plan = cheapest_route(board, city(board, x), city(board, y), foreman=foreman)
        assert plan is not None and plan.cost == gp


def test_R_B1_links_between_all_majors_are_symmetric_and_buildable(board: Board) -> None:
    """Every pair of major cities, with every kind of foreman: the same price both ways, and a
    plan whose sections ``check_section`` accepts in the order given."""
    names = sorted(c.name for c in board.cities.values() if c.is_major)
    rng = random.Random(7)
    for foreman in foremen(board):
        for x, y in combinations(names, 2):
            there = cheapest_route(board, city(board, x), city(board, y), foreman=foreman)
            back = cheapest_route(board, city(board, y), city(board, x), foreman=foreman)
            assert (there is None) == (back is None)
            if there is None or back is None:
                continue
            assert there.cost == back.cost, (foreman, x, y)
            if rng.random() < 0.2:
                assert legal_order(board, Track(), foreman, there.build), (foreman, x, y)


def test_R_B4_a_link_may_start_from_existing_track(board: Board) -> None:
    """Rule B4: with track already out of Kola, the link to Railla only pays for what is new,
    and it is never dearer than from an empty board."""
    empty = cheapest_route(board, city(board, "Kola"), city(board, "Railla"))
    assert empty is not None
    half = empty.build[: len(empty.build) // 2]
    track = Track({edge(a, b): 0 for a, b in half})
    rest = cheapest_route(board, city(board, "Kola"), city(board, "Railla"), track=track, player=0)
    assert rest is not None and rest.cost <= empty.cost - sum(section_cost(board, a, b) for a, b in half) + 5
    assert legal_order(board, track, None, rest.build)


def test_R_B7_others_track_is_never_part_of_a_plan(board: Board) -> None:
    empty = cheapest_route(board, city(board, "Kola"), city(board, "Railla"))
    assert empty is not None
    theirs = {edge(a, b): 1 for a, b in empty.build[3:8]}
    plan = cheapest_route(board, city(board, "Kola"), city(board, "Railla"), track=Track(theirs), player=0)
    assert plan is not None and not {edge(a, b) for a, b in plan.build} & set(theirs)
    assert plan.cost >= empty.cost


def test_troll_and_sub_board_layers_are_covered(board: Board) -> None:
    """The random patches include Underground ones and every foreman (so the Troll's rule and
    the bribe are exercised by the exhaustive comparison above)."""
    layers, kinds = set(), set()
    for seed in CASES:
        rng = random.Random(seed)
        made = None
        while made is None:
            made = sub_board(board, rng, max_edges=12)
        small, _ = made
        random_track(small, rng)
        f = rng.choice(foremen(board))
        layers.add(small.mileposts[0].layer)
        kinds.add(f.kind if f else None)
    assert layers == {"surface", "underground"}
    assert {"troll", "human", "dwarf", None} <= kinds


def test_patches_keep_the_maps_costs(board: Board) -> None:
    rng = random.Random(3)
    made = None
    while made is None:
        made = sub_board(board, rng, max_edges=12)
    small, _ = made
    for m in small.mileposts:
        real = board.by_id[m.id]
        if m.terrain == real.terrain:
            assert small.build_cost(m.index) == board.build_cost(real.index)
    assert replace(small.mileposts[0]) == small.mileposts[0]
