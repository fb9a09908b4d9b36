"""Railways of England & Wales' save files, on the engine's save frame (engine/save_frame.py: strict
JSON with hard limits, the header a field a line and one action a line, atomic writes, the bad action
named in the error). This module says what is the game's own: its header fields and limits; the
rules check the header's values (``Game.from_header``). The box holds two games: the base game
(format ``railways-of-england-wales-game``) and the share game (``...-share-game``, ``StockGame``);
a save is read as its format says, and both share one autosave. The formats are described for people
in docs/RAILWAYS_OF_ENGLAND_WALES_SAVES.md."""

from __future__ import annotations

from typing import Any, TypeVar

from ...engine.i18n import translate
from ...engine.save_frame import ModeFrames, SaveFrame
from ...engine.save_frame import SaveFileError as SaveFileError  # the error of every load and save
from .board.hexboard import RoewBoard
from .rules.game import FORMAT as FORMAT  # the format its saves carry (engine.contract.SavesModule)
from .rules.game import Game
from .stock.game import FORMAT as SHARE_FORMAT
from .stock.game import StockGame

MAX_FILE_BYTES = 4_000_000  # a long game is some 1,000 actions of under 300 bytes
MAX_ACTIONS = 20_000
MAX_DEPTH = 7  # the deepest a save goes: file > actions > action > steps > step > cells > [column, row]

G = TypeVar("G", Game, StockGame)


class _Frame(SaveFrame[G]):
    """What both games' saves share: their limits, the autosave, the rules checking the header."""

    autosave_name = "railways_of_england_wales_autosave.json"  # the pack's too (a contract test keeps them equal)
    ascii_only = False
    max_file_bytes, max_actions, max_depth = MAX_FILE_BYTES, MAX_ACTIONS, MAX_DEPTH

    def check_fields(self, board: RoewBoard, data: dict[str, Any]) -> None:
        """The header's values are the rules' to check: version, rules edition, board, players, seed, seats."""
        self.check_by_the_rules(board, data)


class RailwaysOfEnglandWalesSaves(_Frame[Game]):
    format = FORMAT
    kind = "a Railways of England & Wales saved game"
    header = ("format", "version", "rules", "board", "options", "seed", "players", "seats", "notes", "actions")
    required = ("format", "version", "rules", "board", "seed", "players", "actions")

    def kind_words(self) -> str:
        return translate("RoewRules", "a Railways of England & Wales saved game")


class ShareGameSaves(_Frame[StockGame]):
    format = SHARE_FORMAT
    kind = "a Railways of England & Wales share game"
    header = ("format", "version", "rules", "board", "seed", "players", "seats", "notes", "actions")
    required = ("format", "version", "rules", "board", "seed", "players", "actions")

    def kind_words(self) -> str:
        return translate("RoewRules", "a Railways of England & Wales share game")


class BothGames(ModeFrames, _Frame[Any]):
    """A save of either game, read by its format (the base game's refusal names any other format)."""

    format, kind = FORMAT, "a Railways of England & Wales saved game"
    header, required = RailwaysOfEnglandWalesSaves.header, RailwaysOfEnglandWalesSaves.required
    modes = (RailwaysOfEnglandWalesSaves(Game), ShareGameSaves(StockGame))

    def kind_words(self) -> str:
        return translate("RoewRules", "a Railways of England & Wales saved game")


SAVES = BothGames(Game)  # its game type is the main one's: the modes' frames replay
dumps, save_game, load_game, loads = SAVES.dumps, SAVES.save_game, SAVES.load_game, SAVES.loads
autosave_path, autosave, find_autosave = SAVES.autosave_path, SAVES.autosave, SAVES.find_autosave
clean_autosave_folder, replay = SAVES.clean_autosave_folder, SAVES.replay  # replay: either game, by its format
