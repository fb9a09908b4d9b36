"""The share game's computer players (issue 46): ``STOCK_LEVELS`` and ``make_stock_player(seat,
level, seed)``, with the base game's level keys and labels. A room of ``bots``: it may import the
engine, ``..board``, ``..rules`` and ``..stock``, and no Qt."""

from .bot import StockBot, make_stock_player
from .levels import STOCK_LEVELS, StockLevel

__all__ = ["STOCK_LEVELS", "StockBot", "StockLevel", "make_stock_player"]
