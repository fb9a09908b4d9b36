"""``irondragon simulate``: computer players play headless games and the figures are printed.

    irondragon simulate --players hard,baseline,baseline,baseline --games 200 --seed 1 [--turn-cap 150]
                        [--option KEY=VALUE ...] [--processes N | --dask ADDRESS] [--save-dir DIR] [--json]

Seats are rotated from game to game (game k seats the levels turned k places) so that going
first favours no level. With one player it measures solo turns to victory.

The games are played in this process, on ``--processes`` local processes, or with ``--dask`` on a
dask.distributed cluster (a scheduler's address, or ``local`` for a LocalCluster of ``--processes``
workers; ``pip install irondragon_qt[cluster]``): every game is one task, played from its seed
alone (the bots' search is bounded by work, not time), so the results are those of a local run.

A level is named as the game names it (Baseline, Easy, Standard, Hard), in any case; "greedy", the
Baseline's key in saves, is taken too. The figures name the levels as the game does."""

from __future__ import annotations

import importlib
import json
import sys
import time
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path
from typing import Any

from .. import games as _games  # noqa: F401  (registers the bundled games, also in a worker process)
from ..engine.i18n import translate
from ..engine.registry import DEFAULT, game_pack

_BOARDS: dict[tuple[str, str | None], Any] = {}  # (game, map folder) -> its board, once per process


def _options(pairs: list[str]) -> dict[str, Any]:
    data: dict[str, Any] = {}
    for pair in pairs:
        key, _, raw = pair.partition("=")
        value: Any = raw
        if raw.lower() in ("true", "false"):
            value = raw.lower() == "true"
        elif raw.lstrip("-").isdigit():
            value = int(raw)
        data[key.strip()] = value
    return data


Job = tuple[str, str | None, list[str], int, int, dict[str, Any], bool]  # game, map, levels, seed, cap, options, save


def _one(job: Job) -> Any:
    """One game, from its job alone (in this process, a local worker or a dask worker)."""
    title, map_dir, levels, seed, cap, options, keep = job
    pack = game_pack(title)
    if (title, map_dir) not in _BOARDS:
        _BOARDS[title, map_dir] = pack.tools().load_map(Path(map_dir) if map_dir else None)
    return pack.simulation().play_game(_BOARDS[title, map_dir], levels, seed, cap, options, keep)


def level_key(names: dict[str, str], name: str) -> str | None:
    """The level a name means: its name for players ("Baseline") or its key in saves ("greedy"), any case."""
    wanted = name.strip().casefold()
    return next((key for key, label in names.items() if wanted in (key, label.casefold())), None)


class DaskMissing(RuntimeError):
    """``--dask`` was asked for and dask.distributed is not installed."""


def play_on_dask(jobs: list[Job], address: str, workers: int = 1) -> list[Any]:
    """The games on a dask.distributed cluster, in the order of ``jobs``: at the scheduler at
    ``address`` (its workers need this program, the same version), or on a LocalCluster of
    ``workers`` processes for ``local`` (one worker: threads of this process)."""
    try:  # an optional extra: typed as Any, so mypy passes with it installed or not
        distributed: Any = importlib.import_module("distributed")
    except ImportError as e:
        raise DaskMissing(translate("CommandLine", "--dask needs dask.distributed: pip install "
                                    "'irondragon_qt[cluster]' (or pip install 'dask[distributed]')")) from e

    Client, LocalCluster = distributed.Client, distributed.LocalCluster
    if address == "local":
        with LocalCluster(n_workers=max(1, workers), threads_per_worker=1, processes=workers > 1,
                          dashboard_address=None) as cluster, Client(cluster) as client:
            return list(client.gather(client.map(_one, jobs, pure=False)))
    with Client(address, timeout=30) as client:
        return list(client.gather(client.map(_one, jobs, pure=False)))


def run_simulate(map_dir: Path | None, players: str, games: int, seed: int, turn_cap: int, options: list[str],
                 processes: int, save_dir: Path | None, as_json: bool, dask: str | None = None,
                 title: str = DEFAULT) -> int:
    pack = game_pack(title)
    tools, simulation = pack.tools(), pack.simulation()
    named = simulation.level_names()
    names = [x.strip() for x in players.split(",") if x.strip()]
    keys = [level_key(named, x) for x in names]
    unknown = [x for x, key in zip(names, keys, strict=True) if key is None]
    most = max(pack.players)
    if not 1 <= len(names) <= most or unknown:
        levels_named = ", ".join(named.values())
        print("irondragon simulate: " + (
            translate("CommandLine", "--players takes 1 to {most} of {levels} (not {unknown})") if unknown
            else translate("CommandLine", "--players takes 1 to {most} of {levels}"))
            .format(most=most, levels=levels_named, unknown=", ".join(unknown)), file=sys.stderr)
        return 2
    levels = [k for k in keys if k is not None]
    try:
        opts = simulation.options_from(_options(options))
        board = tools.load_map(map_dir)
    except (ValueError, tools.MapError) as e:
        print(f"irondragon simulate: {e}", file=sys.stderr)
        return 2
    if save_dir is not None:
        save_dir.mkdir(parents=True, exist_ok=True)
    n = len(levels)
    jobs: list[Job] = [(pack.key, str(map_dir) if map_dir else None, levels[k % n:] + levels[:k % n], seed + k,
                        turn_cap, opts, save_dir is not None) for k in range(games)]
    t0 = time.perf_counter()
    if dask is not None:
        try:
            records = play_on_dask(jobs, dask, processes)
        except DaskMissing as e:
            print(f"irondragon simulate: {e}", file=sys.stderr)
            return 2
        except OSError as e:  # no scheduler there (distributed raises OSError, TimeoutError among them)
            print("irondragon simulate: " + translate("CommandLine", "no dask scheduler answers at {address}: {error}")
                  .format(address=dask, error=e), file=sys.stderr)

            return 2
    elif processes > 1:
        with ProcessPoolExecutor(processes) as pool:
            records = list(pool.map(_one, jobs))
    else:
        records = [_one(job) for job in jobs]
    if save_dir is not None:
        for rec in records:
            simulation.save_record(board, rec, save_dir / f"game-{rec.seed}.json")
    summary = simulation.summarise(records)
    summary["levels"] = {named.get(k, k): v for k, v in summary["levels"].items()}
    summary["seconds"] = round(time.perf_counter() - t0, 1)
    if as_json:
        print(json.dumps(summary, indent=1))
    else:
        print(format_summary(summary, [named.get(k, k) for k in levels], turn_cap))
    return 1 if summary["problems"] else 0


def format_summary(summary: dict[str, Any], levels: list[str], turn_cap: int) -> str:
    lines = [f"{summary['games']} games of {', '.join(levels)} (seats rotated), "
             f"turn cap {turn_cap}, "
             f"{summary['seconds']} s"]
    head = f"{'level':9} {'seats':>5} {'wins':>5} {'win rate (95%)':>20} {'turns to win':>13} {'p90':>5} " \
           f"{'capped':>6} {'1st deliv':>9} {'deliv/game':>10} {'still p50/95/max':>16} {'dry p50/p95':>11} " \
           f"{'ms p50/p95/max':>16} {'clock stops':>11} {'illegal':>7}"
    lines.append(head)
    for level, r in summary["levels"].items():
        lo, hi = r["win_rate_95"]
        ms = r["decision_ms"]
        times = "/".join("-" if ms[k] is None else f"{ms[k]:.0f}" for k in ("p50", "p95", "max"))
        dry = f"{_num(r['longest_dry']['p50'])}/{_num(r['longest_dry']['p95'])}"
        still = "/".join(_num(r["longest_still"][k]) for k in ("p50", "p95", "max"))
        lines.append(f"{level:9} {r['seats']:>5} {r['wins']:>5} {r['win_rate']:>7.0%} ({lo:.0%}-{hi:.0%})".ljust(42)
                     + f"{_num(r['turns_to_win_median']):>13} {_num(r['turns_to_win_p90']):>5} "
                     f"{r['capped_games']:>6} {_num(r['first_delivery_median']):>9} "
                     f"{r['deliveries_per_game']:>10.1f} {still:>16} {dry:>11} {times:>16} "
                     f"{r['clock_stops']:>11} {r['illegal_actions']:>7}")
    for p in summary["problems"][:10]:
        lines.append(f"PROBLEM: {p}")
    return "\n".join(lines)


def _num(x: float | None) -> str:
    return "-" if x is None else f"{x:g}"
