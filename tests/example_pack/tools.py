"""Toy Line's tools for the command line (``engine.contract.ToolParts`` and ``Simulation`` both):
its one board, its saves, where a game stands, a map check, and simulated games on the engine's
loop and figures."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Any

from irondragon_qt.engine.map_report import MapReport, findings
from irondragon_qt.engine.simulation import (
    GameRecord,
    SeatRecord,
    decision_figures,
    delivery_figures,
    play_out,
    run_figures,
    settle,
    win_figures,
)
from irondragon_qt.engine.simulation import summarise as pooled

from .rules import BOARD, SEAT_KINDS, Game, Player, ToyBoard
from .saves import FORMAT as FORMAT
from .saves import SaveFileError as SaveFileError
from .saves import autosave as autosave
from .saves import autosave_path as autosave_path
from .saves import clean_autosave_folder as clean_autosave_folder
from .saves import find_autosave as find_autosave
from .saves import load_game as load_game
from .saves import save_game as save_game


class MapError(Exception):
    """Toy Line has one board, drawn in its rules: a folder is not one."""


def load_map(folder: Path | None = None) -> ToyBoard:
    if folder is not None:
        raise MapError(f"{folder}: Toy Line has no board folders, only its own line")
    return BOARD


def summary(game: Game) -> dict[str, Any]:
    s = game.state
    return {"game": "Toy Line", "over": game.is_over(), "round": s.round, "actions": len(game.log),
            "players": [{"name": n, "cash": s.cash[p], "built": s.built[p], "winner": s.winner == p}
                        for p, n in enumerate(game.names)]}


def format_summary(data: dict[str, Any]) -> list[str]:
    head = f"Toy Line, round {data['round']}, {data['actions']} actions" + (", over" if data["over"] else "")
    return [head] + [f"  {p['name']}: {p['built']} links, {p['cash']} cash{' (winner)' if p['winner'] else ''}"
                     for p in data["players"]]


def log_lines(game: Game) -> list[str]:
    return list(game.history)


def check_map(folder: Path | None = None) -> MapReport:
    try:
        board = load_map(folder)
    except MapError as e:
        return MapReport(str(folder), [str(e)], loaded=False)
    return MapReport("(built in)", stats={"towns": len(board.towns), "cost": sum(board.costs)})


def format_report(report: MapReport) -> str:
    return "\n".join([f"Toy Line: {report.stats.get('towns', 0)} towns", *findings(report)])


# --- simulate ---------------------------------------------------------------------------------------
@dataclass
class ToyRecord(GameRecord[SeatRecord]):
    pass


def level_names() -> dict[str, str]:
    return {"greedy": "Baseline", "saver": "Saver"}


def options_from(data: dict[str, Any]) -> dict[str, Any]:
    if data:
        raise ValueError(f"Toy Line has no rule options ({', '.join(sorted(data))})")
    return {}


def play_game(board: ToyBoard, levels: list[str], seed: int, turn_cap: int, options: dict[str, Any],
              keep: bool = False) -> ToyRecord:
    if any(level not in SEAT_KINDS[1:] for level in levels):
        raise ValueError(f"the levels are {', '.join(SEAT_KINDS[1:])}")
    names = [f"{level.title()} {n + 1}" for n, level in enumerate(levels)]
    game = Game(board, names, seed, list(levels))
    seats = [SeatRecord(n, level) for n, level in enumerate(levels)]
    players = [Player(n, level, seed) for n, level in enumerate(levels)]
    problems = play_out(game, players, seats, steps=20 * turn_cap * len(levels), going=lambda: not game.is_over(),
                        current=game.current_seat, before=lambda seat: None,
                        after=lambda seat, action, noted: game.audit_problems(),
                        illegal=lambda seat, reason: f"seed {seed}: {names[seat]} tried an illegal action: {reason}")
    settle(seats, game.state.cash, [] if game.state.winner is None else [game.state.winner])
    return ToyRecord(seed, list(levels), game.state.round, not game.is_over(), seats, problems,
                     game.to_dict() if keep else None)


def summarise(records: list[ToyRecord]) -> dict[str, Any]:
    def figures(rows: list[tuple[GameRecord[SeatRecord], SeatRecord]]) -> dict[str, Any]:
        seats = [s for _, s in rows]
        return {**win_figures(rows, [rec.rounds for rec, s in rows if s.won]), **delivery_figures([], [0]),
                **run_figures(seats), **decision_figures(seats)}

    return pooled(records, figures)


def save_record(board: ToyBoard, record: ToyRecord, path: Path) -> None:
    if record.save is not None:
        save_game(Game.replay(board, record.save), path)
