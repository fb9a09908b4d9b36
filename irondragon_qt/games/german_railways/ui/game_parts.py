"""German Railways' game at the table (``uikit.table.GameParts``): the panel and its session, the
dialogs, what the window asks of a game in the game's own terms, pictures of a position; loaded
when first needed (a game starts, a picture, the rules window)."""

from collections.abc import Callable

from ..board.hexboard import HexBoard
from .game.new_game_dialog import NewGameDialog
from .game.panel import GamePanel
from .game.picture import LegendItem, PositionItems, legend_rows
from .game.results_dialog import ResultsDialog
from .game.session import GameSession
from .game.window_hooks import area_points, game_summary, new_game, picture_of, rematch, rules_numbers

rules_tables: dict[str, Callable[[HexBoard], list[list[object]]]] = {}  # its rules text shows no tables from the board

__all__ = ["GamePanel", "GameSession", "LegendItem", "NewGameDialog", "PositionItems",
           "ResultsDialog", "area_points", "game_summary", "legend_rows", "new_game", "picture_of", "rematch",
           "rules_numbers", "rules_tables"]
