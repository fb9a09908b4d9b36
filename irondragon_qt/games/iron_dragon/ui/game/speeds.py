"""Iron Dragon's computer players' speeds at the table (Game > Computer players' speed): data the
Game menu shows from the start, apart from the driver, which loads the game's rules and players."""

from .....uikit.bot_driver import DEFAULT_SPEED as DEFAULT_SPEED
from .....uikit.bot_driver import speeds

SPEEDS = speeds(slow=(220, 1100), normal=(90, 500), fast=(30, 150))  # per section drawn or milepost run
