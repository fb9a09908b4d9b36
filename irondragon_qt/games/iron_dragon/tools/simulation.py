"""What ``irondragon simulate`` asks of Iron Dragon (``engine.contract.Simulation``): its computer
levels by name, rule options from the command line, one seeded game of computer players, the
figures of many, and a game's save."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from ..board.board import Board
from ..bots.levels import LEVELS
from ..bots.simulator import GameRecord
from ..bots.simulator import play_game as _play_game
from ..bots.simulator import summarise as summarise  # the figures of many games, with the rest of simulate
from ..rules.game import Game
from ..rules.options import GameOptions
from ..saves import save_game


def level_names() -> dict[str, str]:
    """Each computer level's key in saves -> its name for players ("greedy" -> "Baseline")."""
    return {key: level.label or key for key, level in LEVELS.items()}


def options_from(data: dict[str, Any]) -> dict[str, Any]:
    """Rule options given as KEY=VALUE, checked (ValueError names what is wrong), as a save holds them."""
    return GameOptions.from_dict(data).to_dict()


def play_game(board: Board, levels: list[str], seed: int, turn_cap: int, options: dict[str, Any],
              keep_save: bool) -> GameRecord:
    """One game of computer players from ``seed``: seat i plays ``levels[i]``."""
    return _play_game(board, levels, seed, turn_cap=turn_cap, options=GameOptions.from_dict(options),
                      keep_save=keep_save)


def save_record(board: Board, record: GameRecord, path: Path) -> None:
    """A simulated game kept as a save to open in the window (``--save-dir``)."""
    if record.save is not None:
        save_game(Game.replay(board, record.save), path)
