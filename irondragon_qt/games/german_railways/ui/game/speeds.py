"""German Railways' computer players' speeds at the table (Game > Computer players' speed): data the
Game menu shows from the start, apart from the driver, which loads the game's rules and players."""

from .....uikit.bot_driver import DEFAULT_SPEED as DEFAULT_SPEED
from .....uikit.bot_driver import speeds

SPEEDS = speeds(slow=(900, 700), normal=(300, 120), fast=(120, 40))  # a build's cubes are shown for step_ms
