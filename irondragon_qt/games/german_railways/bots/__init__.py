"""German Railways' computer players (issue 24): ``levels.LEVELS`` and ``make_player(seat, level,
seed)`` for the pack's seat kinds. This room may import the engine, ``..board`` and ``..rules``
only, and no Qt (tests/test_import_directions.py, test_no_qt_in_model.py)."""

from .bot import GRBot, make_player
from .levels import LEVELS, Level

__all__ = ["LEVELS", "GRBot", "Level", "make_player"]
