"""Railways of England & Wales' history viewer (``uikit.table.HistoryParts``): a game's course, its
panel, a picture of any position."""

from __future__ import annotations

from ...rules.game import Game
from .model import GameHistory
from .panel import HistoryPanel

__all__ = ["GameHistory", "HistoryPanel", "history_picture"]


def history_picture(history: GameHistory, n: int, board_name: str) -> tuple[Game, str, bool]:
    """The position after ``n`` actions, its picture's title, and that money may be shown (open, RW-4)."""
    game = history.at(n)
    won = history.winners if n == history.length else []
    end = f" · won by {' and '.join(history.names[w] for w in won)}" if won else ""
    return game, f"{board_name} · action {n} of {history.length} · {history.moments[n].round_label()}{end}", True
