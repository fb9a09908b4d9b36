"""Railways of England & Wales' computer players (issue 45): ``levels.LEVELS`` and
``make_player(seat, level, seed)`` for the pack's seat kinds. This room may import the engine,
``..board`` and ``..rules`` only, and no Qt (tests/test_import_directions.py, test_no_qt_in_model.py)."""

from .bot import RoewBot, make_player
from .levels import LEVELS, Level

__all__ = ["LEVELS", "Level", "RoewBot", "make_player"]
