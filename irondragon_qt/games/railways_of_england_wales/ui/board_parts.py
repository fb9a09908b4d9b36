"""Railways of England & Wales' board at the table (``uikit.table.BoardParts``): what the window
needs before any game, and the computer players' speeds (the Game menu has them from the start)."""

from ....uikit.bot_driver import DEFAULT_SPEED, speeds
from .board_scene import BoardScene

SPEEDS = speeds(slow=(900, 700), normal=(300, 120), fast=(120, 40))

__all__ = ["DEFAULT_SPEED", "SPEEDS", "BoardScene"]
