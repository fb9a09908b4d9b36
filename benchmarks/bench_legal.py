"""Benchmark of ``legal_actions`` (model/game/legal.py) in every phase, on seeded games with big
networks: p50/p95/max per phase, beside peer figures measured on the same states in the same
run (these machines are shared and noisy, so compare columns, not runs). Times are CPU time of
the process (time.process_time: a busy machine that takes the CPU away does not count), with
the wall-clock p95 beside them.

    QT_QPA_PLATFORM=offscreen .venv/bin/python benchmarks/bench_legal.py [--quick] [--json]
        [--build-limit N|all]

The games: the five seeded random-player games of tests/games/iron_dragon/rules/test_random_play.py (2 to 6
players, replayed action by action, every state timed), and two games played until the players
have built 350 (4 players) and 600 sections (6 players) between them (random_player.network_game).

Peers, per state: ``bfs``, a bare breadth-first search over all the track on the board from the
current player's network (what any move or build search costs at least); ``check_all``, one
``game.check`` for every single-section candidate (``build_candidates``), the price of a complete
confirmed build list (every third building state, it is slow).

Target (issue 8): p95 of legal_actions under 10 ms in every phase.
"""

from __future__ import annotations

import json
import sys
import time
from collections import deque
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from irondragon_qt.games.iron_dragon.board.board import Board  # noqa: E402
from irondragon_qt.games.iron_dragon.board.map_loader import load_map  # noqa: E402
from irondragon_qt.games.iron_dragon.rules import legal  # noqa: E402
from irondragon_qt.games.iron_dragon.rules.game import Game  # noqa: E402
from irondragon_qt.games.iron_dragon.track.build_turn import BuildTrack  # noqa: E402
from tests.games.iron_dragon.rules.test_random_play import GAMES as RANDOM_GAMES  # noqa: E402
from tests.random_player import network_game, play  # noqa: E402

NETWORK_GAMES = [(4, 11, 350), (6, 12, 600)]  # players, seed, sections built


class Timings:
    """Samples per (set of games, phase) and measure."""

    def __init__(self, build_limit: int | None) -> None:
        self.build_limit = build_limit
        self.rows: dict[tuple[str, str], dict[str, list[float]]] = {}
        self.builds = 0
        self.games = ""

    def add(self, phase: str, key: str, value: float) -> None:
        self.rows.setdefault((self.games, phase), {}).setdefault(key, []).append(value)

    def watch(self, game: Game) -> None:
        """Time legal_actions and the peers on this state (nothing in it changes)."""
        phase = game.state.phase
        wall, cpu = time.perf_counter(), time.process_time()
        actions = legal.legal_actions(game, self.build_limit)
        self.add(phase, "legal", time.process_time() - cpu)
        self.add(phase, "wall", time.perf_counter() - wall)
        cpu = time.process_time()
        bare_bfs(game)
        self.add(phase, "bfs", time.process_time() - cpu)
        if phase in ("opening", "build"):
            self.builds += 1
            self.add(phase, "offered", sum(isinstance(a, BuildTrack) for a in actions))
            if self.builds % 3 == 0:
                cands = legal.build_candidates(game, game.state.current)
                ids = game.board.mileposts
                checks = [BuildTrack(game.state.current, ((ids[a].id, ids[b].id),)) for a, b in cands]
                cpu = time.process_time()
                for c in checks:
                    game.check(c)
                self.add(phase, "check_all", time.process_time() - cpu)
                self.add(phase, "candidates", len(cands))


def bare_bfs(game: Game) -> int:
    """Breadth-first search over every section on the board from the current player's network
    (or the first section built): the floor under any search of the network."""
    track = game.state.track
    links: dict[int, list[int]] = {}
    for a, b in track.sections():
        links.setdefault(a, []).append(b)
        links.setdefault(b, []).append(a)
    if not links:
        return 0
    start = min(track.network(game.state.current), default=next(iter(links)))
    seen = {start}
    todo = deque([start])
    while todo:
        for n in links.get(todo.popleft(), ()):
            if n not in seen:
                seen.add(n)
                todo.append(n)
    return len(seen)


def replay_timed(board: Board, game: Game, watch: Callable[[Game], None]) -> None:
    """Replay a game action by action, timing every state it acted in."""
    again = Game(board, game.names, game.options, game.seed, game.colors)
    for action in game.log:
        watch(again)
        assert again.process(action)


def pct(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


def main() -> None:
    args = sys.argv[1:]
    limit_arg = args[args.index("--build-limit") + 1] if "--build-limit" in args else str(legal.BUILD_LIMIT)
    build_limit = None if limit_arg == "all" else int(limit_arg)
    quick = "--quick" in args
    board = load_map()
    timings = Timings(build_limit)
    games = RANDOM_GAMES[:2] if quick else RANDOM_GAMES
    timings.games = f"random play ({len(games)} games)"
    for players, seed, steps, options in games:
        game, _ = play(board, players, seed, steps, options, undo_every=10**9)
        replay_timed(board, game, timings.watch)
    for players, seed, sections in NETWORK_GAMES[:1] if quick else NETWORK_GAMES:
        timings.games = f"{players} players to {sections} sections"
        network_game(board, players, seed, sections, timings.watch)
    report(timings)


def report(timings: Timings) -> None:
    out: dict[str, dict[str, float]] = {}
    for (games, phase), cols in timings.rows.items():
        row = {"calls": float(len(cols["legal"]))}
        for key in ("legal", "wall", "bfs", "check_all"):
            if key in cols:
                row |= {f"{key}_p50_ms": pct(cols[key], 0.5) * 1e3, f"{key}_p95_ms": pct(cols[key], 0.95) * 1e3}
        row["legal_max_ms"] = max(cols["legal"]) * 1e3
        for key in ("offered", "candidates"):
            if key in cols:
                row[f"{key}_mean"] = sum(cols[key]) / len(cols[key])
        out[f"{games}: {phase}"] = row
    if "--json" in sys.argv:
        print(json.dumps({"build_limit": timings.build_limit, "phases": out}, indent=2))
        return
    limit = "all" if timings.build_limit is None else timings.build_limit
    print(f"legal_actions, ms of CPU time (wall-clock p95 beside it; build_limit {limit}); peers on the same states")
    print(f"{'games: phase':42} {'calls':>6} {'p50':>7} {'p95':>7} {'max':>7} {'wall95':>7} | "
          f"{'bfs p50':>7} {'p95':>6} | {'check_all p50':>13} {'p95':>7} | "
          "builds offered / candidates   target p95 < 10 ms")
    for phase, r in out.items():
        checks = (f"{r['check_all_p50_ms']:13.2f} {r['check_all_p95_ms']:7.2f}" if "check_all_p50_ms" in r
                  else f"{'':13} {'':7}")
        offered = (f"{r['offered_mean']:6.1f} / {r.get('candidates_mean', 0):5.1f}" if "offered_mean" in r else "")
        verdict = "ok" if r["legal_p95_ms"] < 10 else "MISSED"
        print(f"{phase:42} {r['calls']:6.0f} {r['legal_p50_ms']:7.2f} {r['legal_p95_ms']:7.2f} "
              f"{r['legal_max_ms']:7.2f} {r['wall_p95_ms']:7.2f} | {r['bfs_p50_ms']:7.3f} {r['bfs_p95_ms']:6.3f} | "
              f"{checks} | {offered:29} {verdict}")


if __name__ == "__main__":
    main()
