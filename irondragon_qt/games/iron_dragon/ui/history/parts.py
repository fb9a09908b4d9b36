"""Iron Dragon's history viewer (``uikit.table.HistoryParts``): a game's course, its panel, a
picture of any position."""

from ...rules.history import GameHistory
from ..game.window_hooks import history_picture
from .panel import HistoryPanel

__all__ = ["GameHistory", "HistoryPanel", "history_picture"]
