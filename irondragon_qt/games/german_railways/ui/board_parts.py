"""German Railways' board at the table (``uikit.table.BoardParts``): what the window needs before
any game, loaded with it, and the computer players' speeds (the Game menu has them from the start)."""

from .board_scene import BoardScene
from .game.speeds import DEFAULT_SPEED, SPEEDS

__all__ = ["DEFAULT_SPEED", "SPEEDS", "BoardScene"]
