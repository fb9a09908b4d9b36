"""Benchmarks for the building model: the legality check, the crayon's path while dragging, the
cheapest route across the map and the best practice network. Median and 95th percentile over
many runs; prints a table, `--json` for machines.

    QT_QPA_PLATFORM=offscreen .venv/bin/python benchmarks/bench_building.py [--json]

Targets (p95): one `check_section` on a board with ~370 sections of 4 players < 2 ms (all
checks, and the legal ones alone: only they run the never-block rules B11-B13);
`CostField.path_to` < 4 ms (it runs on every mouse move while drawing); building a `CostField`
< 50 ms (once per drag); the cheapest route between the two farthest major cities < 100 ms;
`practice.best_network` from cold < 3 s. With a foreman that only lowers costs (the dwarf),
a cold `best_network` also finds the plain network first (it is a candidate), so it costs two.
"""

from __future__ import annotations

import json
import random
import statistics
import sys
import time
from collections.abc import Callable
from itertools import combinations
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from irondragon_qt.games.iron_dragon.board.board import Board  # noqa: E402
from irondragon_qt.games.iron_dragon.board.map_loader import load_map  # noqa: E402
from irondragon_qt.games.iron_dragon.practice.best_network import best_network  # noqa: E402
from irondragon_qt.games.iron_dragon.practice.board_file import foreman_of  # noqa: E402
from irondragon_qt.games.iron_dragon.track.building import TurnBuild, check_section  # noqa: E402
from irondragon_qt.games.iron_dragon.track.planner import CostField, cheapest_route, new_sections  # noqa: E402
from irondragon_qt.games.iron_dragon.track.track import Track  # noqa: E402

PLAYERS = 4
# each player links a few major cities, routing around the track already there (B7)
ROUTES = [
    ("Kola", "Railla"), ("Railla", "Bluefeld"), ("Bluefeld", "Octomare"),
    ("Eaglehawk", "Uloggh"), ("Uloggh", "Kola"), ("Kola", "Bluefeld"),
    ("Wikkedde", "Railla"), ("Railla", "Eaglehawk"), ("Eaglehawk", "Kola"),
    ("Ozu-Zarkh", "Octomare"), ("Octomare", "Railla"), ("Railla", "Uloggh"),
]


def city(board: Board, name: str) -> list[int]:
    return [board.by_id[m].index for m in board.cities[name].mileposts]


def busy_track(board: Board) -> Track:
    track = Track()
    for n, (a, b) in enumerate(ROUTES):
        player = n * PLAYERS // len(ROUTES)
        plan = cheapest_route(board, city(board, a), city(board, b), track=track, player=player)
        if plan is None:
            continue
        for x, y in new_sections(board, track, player, plan.mileposts):
            track.add(x, y, player)
    return track


def timings(fn: Callable[[], object], runs: int) -> list[float]:
    out = []
    for _ in range(runs):
        t = time.perf_counter()
        fn()
        out.append(time.perf_counter() - t)
    return out


def summary(samples: list[float]) -> dict[str, float]:
    p95 = statistics.quantiles(samples, n=20, method="inclusive")[-1] if len(samples) > 1 else samples[0]
    return {"median_ms": statistics.median(samples) * 1000, "p95_ms": p95 * 1000,
            "max_ms": max(samples) * 1000, "runs": len(samples)}


def crayon_moves(board: Board, track: Track, rng: random.Random, results: dict[str, dict[str, float]]) -> None:
    """What the player feels: CrayonController.move per mouse move, which re-checks the whole
    stroke against the model (freehand), or walks the cost field and re-checks (auto-route)."""
    from irondragon_qt.games.iron_dragon.track.build_turn import BuildPhase
    from irondragon_qt.games.iron_dragon.ui.board.crayon import CrayonController
    from irondragon_qt.games.iron_dragon.ui.board.layout import BoardLayout

    layout = BoardLayout(board)
    phase = BuildPhase(board, track, 0, cash=60, players=PLAYERS)
    crayon = CrayonController(board, layout, lambda: phase, lambda: None)
    starts = sorted(m for m in track.network(0) if board.mileposts[m].is_land)
    free: list[float] = []
    auto: list[float] = []
    press_auto: list[float] = []
    for n in range(60):
        start = rng.choice(starts)
        use_auto = n % 2 == 1
        t = time.perf_counter()
        if not crayon.press(*layout.pos(start), auto=use_auto):
            continue
        if use_auto:
            press_auto.append(time.perf_counter() - t)
        here = start
        for _ in range(25):  # a stroke of up to 25 mileposts
            options = [x for x in board.land_neighbors(here) if x not in crayon.nodes]
            if not options:
                break
            here = rng.choice(options)
            t = time.perf_counter()
            crayon.move(*layout.pos(here))
            (auto if use_auto else free).append(time.perf_counter() - t)
        crayon.release()
        crayon.auto_route = False
        phase.clear()
    results["crayon_move_freehand"] = summary(free)
    results["crayon_move_auto_route"] = summary(auto)
    results["crayon_press_auto_route"] = summary(press_auto)


def main() -> None:
    rng = random.Random(20240601)
    board = load_map()
    track = busy_track(board)
    results: dict[str, dict[str, float]] = {}
    info: dict[str, object] = {"sections_on_board": len(track.sections()), "players": PLAYERS}

    # (a) one legality check: a random section out of a player's network or a major city
    majors = [i for c in board.cities.values() if c.is_major for i in city(board, c.name)]
    candidates = []
    for player in range(PLAYERS):
        starts = sorted(track.network(player)) + majors
        for a in rng.sample(starts, min(120, len(starts))):
            nbrs = board.land_neighbors(a)
            if nbrs:
                candidates.append((player, a, rng.choice(nbrs)))
    legal: list[float] = []
    refused: list[float] = []
    for _ in range(3):
        for player, a, b in candidates:
            t = time.perf_counter()
            reason = check_section(board, track, player, a, b, TurnBuild(), cash=60, players=PLAYERS)
            (refused if reason else legal).append(time.perf_counter() - t)
    results["check_section"] = summary(legal + refused)
    results["check_section_legal"] = summary(legal)  # the never-block rules run only for these
    info["check_section_legal_share"] = round(len(legal) / (len(legal) + len(refused)), 2)

    # (b) the crayon while dragging: one cost field per drag, then a path per mouse move
    results["cost_field_build"] = summary(timings(lambda: CostField(board, track, 0), 40))
    field = CostField(board, track, 0)
    land = [m.index for m in board.mileposts if m.is_land]
    targets = [rng.choice(land) for _ in range(3000)]
    samples = []
    for target in targets:
        t = time.perf_counter()
        field.path_to(target)
        samples.append(time.perf_counter() - t)
    results["path_to_per_mouse_move"] = summary(samples)
    crayon_moves(board, track, rng, results)

    # (c) the cheapest route between the two major cities farthest apart (by build cost)
    names = sorted(c.name for c in board.cities.values() if c.is_major)
    fields = {n: CostField(board, Track(), 0, sources=city(board, n)) for n in names}
    far = max(combinations(names, 2), key=lambda p: min(fields[p[0]].dist[i] for i in city(board, p[1])))
    info["farthest_pair"] = list(far)
    plan = cheapest_route(board, city(board, far[0]), city(board, far[1]))
    info["farthest_route_gp"] = plan.cost if plan else None
    results["cheapest_route_farthest"] = summary(
        timings(lambda: cheapest_route(board, city(board, far[0]), city(board, far[1])), 20))

    # (d) the best practice network, from cold (no memoised answers) each run
    def timed_cold(kind: str | None, runs: int) -> list[float]:
        out = []
        for _ in range(runs):
            fresh = load_map()  # not timed: the map load has its own benchmark
            t = time.perf_counter()
            found = best_network(fresh, foreman_of(fresh, kind))
            out.append(time.perf_counter() - t)
            info[f"best_network_{kind or 'none'}_gp"] = found.cost
        return out

    results["best_network"] = summary(timed_cold(None, 5))
    results["best_network_dwarf"] = summary(timed_cold("dwarf", 3))
    cached = best_network(board)
    results["best_network_memoised"] = summary(timings(lambda: best_network(board), 50))
    info["best_network_sections"] = len(cached.sections)
    info["best_network_majors"] = cached.majors

    if "--json" in sys.argv:
        print(json.dumps({"results": results, "info": info}, indent=2))
        return
    targets_ms = {"check_section": 2.0, "check_section_legal": 2.0, "cost_field_build": 50.0,
                  "path_to_per_mouse_move": 4.0, "crayon_move_freehand": 4.0, "crayon_move_auto_route": 4.0,
                  "crayon_press_auto_route": 50.0, "cheapest_route_farthest": 100.0,
                  "best_network": 3000.0, "best_network_dwarf": 3000.0}
    print(f"{'measure':28} {'median':>10} {'p95':>10} {'runs':>6}  target (p95)")
    for key, r in results.items():
        target = targets_ms.get(key)
        verdict = "" if target is None else f"< {target:g} ms  " + ("ok" if r["p95_ms"] < target else "MISSED")
        print(f"{key:28} {r['median_ms']:8.3f}ms {r['p95_ms']:8.3f}ms {int(r['runs']):6}  {verdict}")
    print(f"\nboard: {info['sections_on_board']} sections by {PLAYERS} players; "
          f"{int(float(str(info['check_section_legal_share'])) * 100)}% of the checked sections were legal")
    print(f"farthest major cities: {' - '.join(far)}, {info['farthest_route_gp']} GP")
    print(f"best network: {info['best_network_none_gp']} GP ({info['best_network_sections']} sections, "
          f"{', '.join(cached.majors)}); with a dwarf {info['best_network_dwarf_gp']} GP")


if __name__ == "__main__":
    main()
