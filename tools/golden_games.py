"""The golden games (issue 23): seeded games of computer players kept as their saves, with the
digest of where each one's replay ends (``Game.digest``: state, log, random source), and the
digest of every save among the tests' fixtures. A change that is to change nothing a player sees
(lifting the engine out of Iron Dragon) must replay every one of them to the same digest:
``tests/games/iron_dragon/rules/test_golden_games.py``.

    .venv/bin/python tools/golden_games.py [--fixtures-only] [--processes P]

Writes ``tests/golden/games.json.gz`` (the saves) and ``tests/golden/digests.json``. Run it only
when a change is meant to change play (a rule put right), and say so in the commit: the digests
are the record of what the game did before.

The games: 40 solo games played to the end (each level ten times), 80 two-player games of the
first 40 rounds and 80 four-player games of the first 20 (every pairing of levels, seats rotated):
long enough to pass through the opening, events, ships, floods and loco upgrades, short enough
to replay in about a minute.
"""

from __future__ import annotations

import argparse
import gzip
import itertools
import json
import sys
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from irondragon_qt.games.iron_dragon.board.board import Board  # noqa: E402
from irondragon_qt.games.iron_dragon.board.map_loader import load_map  # noqa: E402
from irondragon_qt.games.iron_dragon.rules.game import Game  # noqa: E402
from irondragon_qt.games.iron_dragon.tools.simulation import play_game  # noqa: E402

GOLDEN = ROOT / "tests" / "golden"
GAMES = GOLDEN / "games.json.gz"
DIGESTS = GOLDEN / "digests.json"
LEVELS = ("greedy", "easy", "standard", "hard")
FIRST_SEED = 500_001  # apart from every benchmark's and test's seeds

_BOARD: Board | None = None


def plan() -> list[tuple[list[str], int, int]]:
    """(levels by seat, seed, round cap) of every golden game."""
    jobs: list[tuple[list[str], int, int]] = []
    seed = FIRST_SEED
    for k in range(40):
        jobs.append(([LEVELS[k % 4]], seed, 150))
        seed += 1
    pairs = list(itertools.combinations(LEVELS, 2))
    for k in range(80):
        a, b = pairs[k % len(pairs)]
        jobs.append(([a, b] if k % 2 == 0 else [b, a], seed, 40))
        seed += 1
    for k in range(80):
        jobs.append((list(LEVELS[k % 4:] + LEVELS[:k % 4]), seed, 20))
        seed += 1
    return jobs


def board() -> Board:
    global _BOARD
    if _BOARD is None:
        _BOARD = load_map()
    return _BOARD


def one(job: tuple[list[str], int, int]) -> dict[str, Any]:
    levels, seed, cap = job
    record = play_game(board(), levels, seed, turn_cap=cap, keep_save=True)
    if record.problems or record.save is None:
        raise RuntimeError(f"golden game {seed} ({levels}) found problems: {record.problems[:3]}")
    return record.save


def replay_digest(save: dict[str, Any]) -> str:
    """The digest of the save's replay, or the reason it is refused (some fixtures are meant to be)."""
    try:
        return Game.replay(board(), save).digest()
    except ValueError as e:
        return f"refused: {e}"


def fixture_saves() -> list[Path]:
    """Every save file among the tests' fixtures (JSON whose format is a saved game)."""
    out = []
    for path in sorted((ROOT / "tests").rglob("*.json")):
        try:
            data = json.loads(path.read_text(encoding="utf-8"))
        except (OSError, ValueError):
            continue
        if isinstance(data, dict) and data.get("format") == "irondragon-game":
            out.append(path)
    return out


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--fixtures-only", action="store_true", help="keep the games, digest the fixtures anew")
    parser.add_argument("--processes", type=int, default=2)
    args = parser.parse_args()
    GOLDEN.mkdir(parents=True, exist_ok=True)
    if args.fixtures_only:
        saves = json.loads(gzip.decompress(GAMES.read_bytes()))
    else:
        with ProcessPoolExecutor(args.processes) as pool:
            saves = list(pool.map(one, plan()))
        GAMES.write_bytes(gzip.compress(json.dumps(saves, separators=(",", ":")).encode(), mtime=0))
    digests = {
        "games": [replay_digest(s) for s in saves],
        "fixtures": {str(p.relative_to(ROOT)): replay_digest(json.loads(p.read_text(encoding="utf-8")))
                     for p in fixture_saves()},
    }
    DIGESTS.write_text(json.dumps(digests, indent=1) + "\n", encoding="utf-8")
    print(f"{len(saves)} games, {len(digests['fixtures'])} fixtures; {GAMES.stat().st_size // 1024} kB of saves")
    return 0


if __name__ == "__main__":
    sys.exit(main())
