"""The planner beside networkx on the same graph, in the same run (issue 9).

For the five pairs of major cities farthest apart (by the cheapest link), it times:

- ``networkx``: ``nx.dijkstra_path`` between the two cities on an equivalent directed graph (each
  section weighted by what building it costs, red areas and tunnels at 0), built beforehand;
- ``planner warm``: ``cheapest_route`` on a track whose search graph is ready (the peer's case:
  its graph was built beforehand too) -- exact, both ends, every rule mask;
- ``planner cold``: the same on a fresh track: the rules are folded into the masks first;
- ``cost field``: the crayon's whole forward field from every major city (one per drag).

Runs alternate between the planner and networkx so that a busy machine slows both alike.
Medians (and p95) in ms, and the ratio to networkx. Also the best 7-of-8 practice network per
foreman, cold (a fresh board each time), which has no peer.

    .venv/bin/python benchmarks/bench_planner.py [--json] [--runs N]
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import time
from collections.abc import Callable
from itertools import combinations
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

import networkx as nx  # noqa: E402

from irondragon_qt.games.iron_dragon.board.board import Board  # noqa: E402
from irondragon_qt.games.iron_dragon.board.map_loader import load_map  # noqa: E402
from irondragon_qt.games.iron_dragon.practice.best_network import best_network  # noqa: E402
from irondragon_qt.games.iron_dragon.practice.board_file import foreman_of  # noqa: E402
from irondragon_qt.games.iron_dragon.track.building import section_cost  # noqa: E402
from irondragon_qt.games.iron_dragon.track.planner import CostField, cheapest_route  # noqa: E402
from irondragon_qt.games.iron_dragon.track.track import Track  # noqa: E402


def city(board: Board, name: str) -> list[int]:
    return [board.by_id[m].index for m in board.cities[name].mileposts]


def equivalent_graph(board: Board) -> nx.DiGraph:
    g = nx.DiGraph()
    for m in board.mileposts:
        if not m.is_land:
            continue
        for v in board.land_neighbors(m.index):
            same = bool(m.city) and m.city == board.mileposts[v].city and board.cities[m.city].is_major
            g.add_edge(m.index, v, weight=0 if same else section_cost(board, m.index, v))
    for a, b in board.tunnel_links.items():
        g.add_edge(a, b, weight=0)
    return g


def farthest_pairs(board: Board, count: int) -> list[tuple[str, str]]:
    names = sorted(c.name for c in board.cities.values() if c.is_major)
    priced = []
    for a, b in combinations(names, 2):
        plan = cheapest_route(board, city(board, a), city(board, b))
        if plan is not None:
            priced.append((plan.cost, a, b))
    return [(a, b) for _, a, b in sorted(priced, reverse=True)[:count]]


def timed(fn: Callable[[], object]) -> float:
    t = time.perf_counter()
    fn()
    return (time.perf_counter() - t) * 1000


def stats(samples: list[float]) -> dict[str, float]:
    p95 = statistics.quantiles(samples, n=20, method="inclusive")[-1]
    return {"median_ms": round(statistics.median(samples), 3), "p95_ms": round(p95, 3)}


def run(runs: int) -> dict[str, object]:
    board = load_map()
    g = equivalent_graph(board)
    pairs = farthest_pairs(board, 5)
    out: dict[str, object] = {"graph": {"nodes": g.number_of_nodes(), "edges": g.number_of_edges()}, "pairs": []}
    ready = Track()  # a track whose masks and search graphs are built once
    for a, b in pairs:
        src, dst = city(board, a), city(board, b)
        nx_src, nx_dst = src[0], dst[0]
        cheapest_route(board, src, dst, track=ready)
        samples: dict[str, list[float]] = {"networkx": [], "planner_warm": [], "planner_cold": []}
        for _ in range(runs):  # alternated
            samples["networkx"].append(timed(lambda s=nx_src, d=nx_dst: nx.dijkstra_path(g, s, d)))
            samples["planner_warm"].append(timed(lambda s=src, d=dst: cheapest_route(board, s, d, track=ready)))
            samples["planner_cold"].append(timed(lambda s=src, d=dst: cheapest_route(board, s, d, track=Track())))
        plan = cheapest_route(board, src, dst)
        row = {"pair": f"{a}-{b}", "gp": plan.cost if plan else None, **{k: stats(v) for k, v in samples.items()}}
        peer = row["networkx"]["median_ms"]  # type: ignore[index]
        row["warm_ratio"] = round(row["planner_warm"]["median_ms"] / peer, 2)  # type: ignore[index]
        row["cold_ratio"] = round(row["planner_cold"]["median_ms"] / peer, 2)  # type: ignore[index]
        out["pairs"].append(row)  # type: ignore[attr-defined]
    field = [timed(lambda: CostField(board, ready, 0)) for _ in range(runs)]
    out["cost_field"] = stats(field)
    nets = {}
    for kind in (None, "dwarf", "human", "elf_half_elf"):
        fresh = load_map()
        t = time.perf_counter()
        best = best_network(fresh, foreman_of(fresh, kind))
        nets[str(kind)] = {"gp": best.cost, "sections": len(best.sections), "s": round(time.perf_counter() - t, 2)}
    out["best_network_cold"] = nets
    return out


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--json", action="store_true")
    parser.add_argument("--runs", type=int, default=30)
    args = parser.parse_args()
    result = run(args.runs)
    if args.json:
        print(json.dumps(result, indent=1))
        return 0
    graph = result["graph"]
    print(f"equivalent graph: {graph['nodes']} nodes, {graph['edges']} edges; medians (p95) in ms")  # type: ignore[index]
    print(f"{'link':28} {'GP':>4} {'networkx':>15} {'planner warm':>15} {'ratio':>6} {'planner cold':>15} {'ratio':>6}")
    for row in result["pairs"]:  # type: ignore[attr-defined]
        cells = [f"{row[k]['median_ms']:7.2f} ({row[k]['p95_ms']:5.2f})" for k in ("networkx", "planner_warm",
                                                                               "planner_cold")]
        print(f"{row['pair']:28} {row['gp']:>4} {cells[0]:>15} {cells[1]:>15} {row['warm_ratio']:>6} "
              f"{cells[2]:>15} {row['cold_ratio']:>6}")
    cf = result["cost_field"]
    print(f"crayon cost field from every major city: {cf['median_ms']:.2f} ms (p95 {cf['p95_ms']:.2f})")  # type: ignore[index]
    for kind, row in result["best_network_cold"].items():  # type: ignore[attr-defined]
        print(f"best 7-of-8 network, foreman {kind}: {row['gp']} GP, {row['sections']} sections, {row['s']} s cold")
    return 0


if __name__ == "__main__":
    sys.exit(main())
