"""Benchmarks for the game engine: loading (replaying) a 300-action save, a move preview
(operations.plan_move) on the full board, and the legal-action lists a bot asks for. Prints a
table; `--json` for machines.

    QT_QPA_PLATFORM=offscreen .venv/bin/python benchmarks/bench_game.py

The saves are made by the seeded goal-minded random player of the tests
(tests/random_player.py), so they are the same files on every run: the draft, the opening,
trains running, deliveries. Their building actions are single sections (the hardest case for
replay: every section is rules-checked on its own). The first has 3 players; the "heavy" one
6 players with a 30 GP building limit, so about half of its actions build track.

Targets (issue 4): replaying a 300-action save < 0.1 s. The click's path search (move_path) is
timed beside networkx's shortest path on the same movement graph.
"""

from __future__ import annotations

import json
import statistics
import sys
import tempfile
import time
from collections import Counter
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "tests"))

import networkx as nx  # noqa: E402

from irondragon_qt.games.iron_dragon.board.board import Board  # noqa: E402
from irondragon_qt.games.iron_dragon.board.map_loader import load_map  # noqa: E402
from irondragon_qt.games.iron_dragon.rules import operations, saves  # noqa: E402
from irondragon_qt.games.iron_dragon.rules.actions import EndTurn, KeepForeman, PlaceTrain  # noqa: E402
from irondragon_qt.games.iron_dragon.rules.game import Game  # noqa: E402
from irondragon_qt.games.iron_dragon.rules.legal import legal_actions  # noqa: E402
from irondragon_qt.games.iron_dragon.rules.options import GameOptions  # noqa: E402
from irondragon_qt.games.iron_dragon.track.planner import cheapest_route  # noqa: E402


def median_s(n: int, fn: Callable[[], object]) -> float:
    fn()  # warm caches the way a running program has them
    samples = []
    for _ in range(n):
        t = time.perf_counter()
        fn()
        samples.append(time.perf_counter() - t)
    return statistics.median(samples)


def make_save(board: Board, folder: Path, actions: int = 300, players: int = 3, seed: int = 202,
              options: GameOptions | None = None) -> tuple[Path, Game]:
    from random_player import play

    game, _ = play(board, players, seed, actions, options or GameOptions(start_cash=150), undo_every=10**9)
    path = folder / f"bench{actions}_{players}.json"
    saves.save_game(game, path)
    return path, game


def long_track_game(board: Board) -> tuple[Game, list[int]]:
    """A game in its first operating turn with the current player's track from Kola to
    Bluefeld (laid directly), and his train at Kola; returns the game and the track's path."""
    g = Game(board, ["Ann", "Bob", "Cy"], seed=3)
    while g.state.phase == "foreman_draft":
        cur = g.state.current
        g.process(KeepForeman(cur, g.state.draft[cur][0]))
    while g.state.phase == "opening":
        g.process(EndTurn(g.state.current))
    cur = g.state.current
    ids = {c: [board.by_id[m].index for m in board.cities[c].mileposts] for c in ("Kola", "Bluefeld")}
    plan = cheapest_route(board, ids["Kola"], ids["Bluefeld"])
    assert plan is not None
    for a, b in plan.build:
        g.state.track.add(a, b, cur)
    start = plan.mileposts[0]
    g.process(PlaceTrain(cur, board.mileposts[start].id))
    return g, plan.mileposts


def main() -> None:
    results: dict[str, float] = {}
    t = time.perf_counter()
    board = load_map()
    results["map_load_s"] = time.perf_counter() - t
    with tempfile.TemporaryDirectory() as tmp:
        path, game = make_save(board, Path(tmp))
        kinds = Counter(type(a).__name__ for a in game.log)
        data = saves.parse(path.read_bytes())
        results["save_actions"] = len(game.log)
        results["save_sections_built"] = sum(len(getattr(a, "sections", ())) for a in game.log)
        results["save_kb"] = path.stat().st_size / 1024
        results["load_300_actions_s"] = median_s(7, lambda: saves.load_game(board, path))
        results["replay_300_actions_s"] = median_s(7, lambda: Game.replay(board, data))
        results["parse_and_check_s"] = median_s(7, lambda: saves.check_header(board, saves.parse(path.read_bytes())))
        results["save_300_actions_s"] = median_s(7, lambda: saves.save_game(game, Path(tmp) / "again.json"))
        results["undo_after_300_s"] = median_s(3, lambda: Game.replay(board, game.to_dict(), upto=len(game.log) - 1))
        # a build-heavy save: 6 players, 30 GP a turn, about half its actions sections
        heavy, heavy_game = make_save(board, Path(tmp), 300, 6, 505, GameOptions(build_limit=30))
        results["heavy_save_sections_built"] = sum(len(getattr(a, "sections", ())) for a in heavy_game.log)
        results["load_300_heavy_s"] = median_s(7, lambda: saves.load_game(board, heavy))

    g, route = long_track_game(board)
    cur = g.state.current
    speed = operations.speed(g, cur)
    path = route[:speed + 1]
    assert operations.plan_move(g, cur, path)[0] is None, operations.plan_move(g, cur, path)
    results["move_preview_path_mileposts"] = len(path) - 1
    results["move_preview_plan_move_ms"] = median_s(200, lambda: operations.plan_move(g, cur, path)) * 1000
    # the click's path search (over milepost and heading, M3) beside networkx's shortest path on
    # the same movement graph, a floor for a plain search (no heading, no movement bound)
    results["move_path_click_ms"] = median_s(200, lambda: operations.move_path(g, cur, path[-1])) * 1000
    graph = nx.Graph()
    graph.add_edges_from((u, v) for u in range(len(board.mileposts)) for v, _ in operations.connections(g, cur, u))
    start = g.state.players[cur].position
    results["move_path_networkx_peer_ms"] = median_s(200, lambda: nx.shortest_path(graph, start, path[-1])) * 1000
    results["legal_actions_operate_ms"] = median_s(20, lambda: legal_actions(g)) * 1000
    results["legal_moves_listed"] = sum(1 for a in legal_actions(g) if type(a).__name__ == "Move")
    # the bench save's last state is in its building phase: the list a bot gets there
    results["legal_actions_build_ms"] = median_s(20, lambda: legal_actions(game)) * 1000

    if "--json" in sys.argv:
        print(json.dumps({**results, "save_action_kinds": dict(kinds)}, indent=2))
        return
    targets = {"replay_300_actions_s": 0.1, "load_300_actions_s": 0.1, "load_300_heavy_s": 0.1}
    units = {"_s": "s", "_ms": "ms", "_kb": "kB"}
    print(f"{'measure':32} {'value':>9}  target")
    for key, value in results.items():
        unit = next((u for suffix, u in units.items() if key.endswith(suffix)), "")
        target = targets.get(key)
        verdict = "" if target is None else (f"< {target} s  " + ("ok" if value < target else "MISSED"))
        shown = f"{value:9.4f}" if unit else f"{value:9.0f}"
        print(f"{key:32} {shown} {unit:3} {verdict}")
    print(f"save: {', '.join(f'{k} {v}' for k, v in kinds.most_common())}")


if __name__ == "__main__":
    main()
