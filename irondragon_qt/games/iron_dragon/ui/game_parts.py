"""Iron Dragon's game at the table (``uikit.table.GameParts``): the panel and its session, the
dialogs, what the window asks of a game in the game's own terms, pictures of a position and the
rules text's numbers; loaded when first needed (a game starts, a picture, the rules window)."""

from ..board.rules_tables import TABLES as rules_tables
from ..board.rules_tables import numbers as rules_numbers
from .board.game_picture import LegendItem, PositionItems, legend_rows
from .game.new_game_dialog import NewGameDialog
from .game.panel import GamePanel
from .game.results_dialog import ResultsDialog
from .game.session import GameSession
from .game.window_hooks import area_points, game_summary, new_game, picture_of, rematch

__all__ = ["GamePanel", "GameSession", "LegendItem", "NewGameDialog", "PositionItems",
           "ResultsDialog", "area_points", "game_summary", "legend_rows", "new_game", "picture_of", "rematch",
           "rules_numbers", "rules_tables"]
