"""German Railways' history viewer (``uikit.table.HistoryParts``): a game's course, its panel, a
picture of any position."""

from ...rules.history import GameHistory
from .panel import HistoryPanel
from .viewer import history_picture

__all__ = ["GameHistory", "HistoryPanel", "history_picture"]
