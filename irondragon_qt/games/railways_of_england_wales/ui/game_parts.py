"""Railways of England & Wales' game at the table (``uikit.table.GameParts``): the panel and its
session, the dialogs, what the window asks of a game, pictures of a position, for either of the box's
games (``game_modes`` hands a share game to its own table); loaded when first needed (a game starts,
a picture, the rules window)."""

from .game.dialogs import NewGameDialog
from .game.hooks import area_points, game_summary, new_game, picture_of, rematch, rules_numbers, rules_tables
from .game.picture import LegendItem
from .game_modes import GamePanel, GameSession, PositionItems, ResultsDialog, legend_rows

__all__ = ["GamePanel", "GameSession", "LegendItem", "NewGameDialog", "PositionItems", "ResultsDialog",
           "area_points", "game_summary", "legend_rows", "new_game", "picture_of", "rematch", "rules_numbers",
           "rules_tables"]
