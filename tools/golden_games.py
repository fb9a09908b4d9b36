"""The golden games (issue 23, every pack since issue 44): for each game in the registry
(``engine.registry``), seeded games of its computer players kept as their saves, with the digest of
where each one's replay ends (``LoggedGame.digest``: state, log, random source), and the digest of
every save of that game among the tests' fixtures. A change that is to change nothing a player
sees (lifting rules into the engine) must replay every one of them to the same digest: each pack's
``tests/games/<folder>/rules/test_golden_games.py``.

    .venv/bin/python tools/golden_games.py [--game KEY] [--fixtures-only] [--processes P]

Writes each game's ``games.json.gz`` (the saves) and ``digests.json``: Iron Dragon's in
``tests/golden/`` (where issue 23 put them), every other game's in ``tests/golden/<folder>/``. Run
it only when a change is meant to change play (a rule put right), for that game alone (``--game``),
and say so in the commit: the digests are the record of what the game did before.

The games of each title are its ``PLANS`` entry: tiers of (players, games, round cap), the seats'
levels mixed (every level in turn, seats rotated), and rule options taken in turn. Iron Dragon: 40
solo games played to the end (each level ten times), 80 two-player games of the first 40 rounds and
80 four-player games of the first 20 (every pairing of levels, seats rotated). German Railways: 40
games each of 3, 4 and 5 players, played to the end (a game takes 13 to 25 rounds), over its rule
options. A game registered without a plan gets 10 games of each number of players, 30 rounds.
"""

from __future__ import annotations

import argparse
import gzip
import itertools
import json
import sys
import zlib
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

import irondragon_qt.games  # noqa: E402,F401  (registers every bundled game)
from irondragon_qt.engine.registry import GamePack, game_keys, game_pack  # noqa: E402
from irondragon_qt.engine.seats import HUMAN  # noqa: E402

GOLDEN = ROOT / "tests" / "golden"
Job = tuple[str, list[str], int, int, dict[str, Any]]  # game, levels by seat, seed, round cap, options


@dataclass(frozen=True)
class Plan:
    """One game's golden games: seeds from ``first_seed`` on, tier after tier of (players, games,
    round cap), the options cycled over the games in blocks of as many games as there are levels."""

    first_seed: int  # apart from every benchmark's and test's seeds
    tiers: tuple[tuple[int, int, int], ...]
    options: tuple[dict[str, Any], ...] = ({},)


PLANS: dict[str, Plan] = {
    "iron-dragon": Plan(500_001, ((1, 40, 150), (2, 80, 40), (4, 80, 20))),
    "german-railways": Plan(600_001, ((3, 40, 60), (4, 40, 60), (5, 40, 60)), options=(
        {}, {"unpaying_income_zero": True}, {"flat_city_cost": True, "leipzig_value": 2},
        {"winsome_cubes": True, "hidden_cash": True})),
    "railways-of-england-wales": Plan(800_001, ((2, 16, 40), (3, 16, 40), (4, 16, 40), (5, 16, 40)),
                                      options=({}, {"income_reduction": True})),
}


def plan_of(pack: GamePack) -> Plan:
    """The pack's plan, or the plain one for a game without an entry."""
    default = Plan(700_001 + zlib.crc32(pack.key.encode()) % 100_000 * 1000,
                   tuple((n, 10, 30) for n in pack.players))
    return PLANS.get(pack.key, default)


def folder_of(key: str) -> Path:
    """Where a game's golden games are kept."""
    return GOLDEN if key == "iron-dragon" else GOLDEN / game_pack(key).folder


def levels_of(pack: GamePack) -> tuple[str, ...]:
    return tuple(kind for kind in pack.seat_kinds if kind != HUMAN)


def seats(levels: tuple[str, ...], players: int, k: int) -> list[str]:
    """The levels of game ``k`` of a tier: one player takes each level in turn; two take every
    pairing, each seat in turn first; more take the levels in order from the k-th on."""
    if players == 1:
        return [levels[k % len(levels)]]
    if players == 2:
        pairs = list(itertools.combinations(levels, 2))
        a, b = pairs[k % len(pairs)]
        return [a, b] if k % 2 == 0 else [b, a]
    ring = levels * (players // len(levels) + 2)
    start = k % len(levels)
    return list(ring[start:start + players])


def plan(key: str) -> list[Job]:
    """Every golden game of one game."""
    pack = game_pack(key)
    p, levels = plan_of(pack), levels_of(pack)
    jobs: list[Job] = []
    seed = p.first_seed
    for players, games, cap in p.tiers:
        for k in range(games):
            options = p.options[(k // len(levels)) % len(p.options)]
            jobs.append((key, seats(levels, players, k), seed, cap, dict(options)))
            seed += 1
    return jobs


@cache
def board(key: str) -> Any:
    return game_pack(key).load_board()


def one(job: Job) -> dict[str, Any]:
    key, levels, seed, cap, options = job
    record = game_pack(key).simulation().play_game(board(key), levels, seed, cap, options, True)
    if record.problems or record.save is None:
        raise RuntimeError(f"golden game {seed} of {key} ({levels}) found problems: {record.problems[:3]}")
    save: dict[str, Any] = record.save
    return save


def replay_digest(key: str, save: dict[str, Any]) -> str:
    """The digest of the save's replay, or the reason it is refused (some fixtures are meant to be)."""
    try:
        return game_pack(key).replay(board(key), save).digest()
    except ValueError as e:
        return f"refused: {e}"


def fixture_saves(key: str) -> list[Path]:
    """Every save of the game among the tests' fixtures (JSON whose format is its saves')."""
    fmt = game_pack(key).save_format
    out = []
    for path in sorted((ROOT / "tests").rglob("*.json")):
        try:
            data = json.loads(path.read_text(encoding="utf-8"))
        except (OSError, ValueError):
            continue
        if isinstance(data, dict) and data.get("format") == fmt:
            out.append(path)
    return out


def record(key: str, fixtures_only: bool, processes: int) -> str:
    """Play (or keep) one game's golden games and write their digests; a line saying what was written."""
    folder = folder_of(key)
    folder.mkdir(parents=True, exist_ok=True)
    games = folder / "games.json.gz"
    if fixtures_only:
        saves = json.loads(gzip.decompress(games.read_bytes()))
    else:
        with ProcessPoolExecutor(processes) as pool:
            saves = list(pool.map(one, plan(key)))
        games.write_bytes(gzip.compress(json.dumps(saves, separators=(",", ":")).encode(), mtime=0))
    digests = {
        "games": [replay_digest(key, s) for s in saves],
        "fixtures": {str(p.relative_to(ROOT)): replay_digest(key, json.loads(p.read_text(encoding="utf-8")))
                     for p in fixture_saves(key)},
    }
    (folder / "digests.json").write_text(json.dumps(digests, indent=1) + "\n", encoding="utf-8")
    return (f"{key}: {len(saves)} games, {len(digests['fixtures'])} fixtures; "
            f"{games.stat().st_size // 1024} kB of saves")


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--game", choices=game_keys(), help="record this game alone (default: every game)")
    parser.add_argument("--fixtures-only", action="store_true", help="keep the games, digest the fixtures anew")
    parser.add_argument("--processes", type=int, default=2)
    args = parser.parse_args()
    for key in [args.game] if args.game else game_keys():
        print(record(key, args.fixtures_only, args.processes))
    return 0


if __name__ == "__main__":
    sys.exit(main())
