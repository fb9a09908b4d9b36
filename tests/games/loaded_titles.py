"""Every game's parts for the loaded-game check (``loaded_games``): its board, a new game of
computer players, its players and their memory as the table's driver makes them, and its real save
writer and loader."""

from __future__ import annotations

from functools import cache
from typing import Any

from irondragon_qt.games.german_railways import saves as gr_saves
from irondragon_qt.games.german_railways.board.map_loader import load_board as gr_board
from irondragon_qt.games.german_railways.bots.bot import make_player as gr_player
from irondragon_qt.games.german_railways.rules.game import Game as GRGame
from irondragon_qt.games.german_railways.ui.game.bots import GermanRailwaysBots
from irondragon_qt.games.iron_dragon import saves as id_saves
from irondragon_qt.games.iron_dragon.board.map_loader import load_map
from irondragon_qt.games.iron_dragon.bots.bot import make_player as id_player
from irondragon_qt.games.iron_dragon.rules.game import Game as IDGame
from irondragon_qt.games.iron_dragon.rules.options import GameOptions
from irondragon_qt.games.iron_dragon.ui.game.bots import IronDragonBots
from irondragon_qt.games.railways_of_england_wales import saves as roew_saves
from irondragon_qt.games.railways_of_england_wales.board.map_loader import load_board as roew_board
from irondragon_qt.games.railways_of_england_wales.bots.bot import make_player as roew_player
from irondragon_qt.games.railways_of_england_wales.bots.stock import make_stock_player
from irondragon_qt.games.railways_of_england_wales.rules.game import Game as RoewGame
from irondragon_qt.games.railways_of_england_wales.stock.game import StockGame
from irondragon_qt.games.railways_of_england_wales.ui.game.bots import RoewBots
from irondragon_qt.games.railways_of_england_wales.ui.stock.bots import StockBots

from .loaded_games import Title


def _names(levels: list[str]) -> list[str]:
    return [f"{level.capitalize()} {i + 1}" for i, level in enumerate(levels)]


def _iron_dragon(board: Any, levels: list[str], seed: int) -> IDGame:
    return IDGame(board, _names(levels), options=GameOptions(solo=len(levels) == 1), seed=seed, seats=levels)


IRON_DRAGON = Title("iron-dragon", cache(load_map), _iron_dragon, id_player, IronDragonBots.memory_codec,
                    id_saves.save_game, id_saves.load_game)
GERMAN_RAILWAYS = Title("german-railways", cache(gr_board),
                        lambda board, levels, seed: GRGame(board, _names(levels), seed=seed, seats=levels),
                        gr_player, GermanRailwaysBots.memory_codec, gr_saves.save_game, gr_saves.load_game)
ENGLAND_WALES = Title("england-wales", cache(roew_board),
                      lambda board, levels, seed: RoewGame(board, _names(levels), seed=seed, seats=levels),
                      roew_player, RoewBots.memory_codec, roew_saves.save_game, roew_saves.load_game)
SHARE_GAME = Title("share-game", ENGLAND_WALES.board,
                   lambda board, levels, seed: StockGame(board, _names(levels), seed, levels),
                   make_stock_player, StockBots.memory_codec, roew_saves.save_game, roew_saves.load_game)
TITLES = (IRON_DRAGON, GERMAN_RAILWAYS, ENGLAND_WALES, SHARE_GAME)
