"""Railways of England & Wales' save files, on the engine's save frame (engine/save_frame.py: strict
JSON with hard limits, the header a field a line and one action a line, atomic writes, the bad action
named in the error). This module says what is the game's own: its header fields and limits; the
rules check the header's values (``Game.from_header``). The format is described for people in
docs/RAILWAYS_OF_ENGLAND_WALES_SAVES.md."""

from __future__ import annotations

from typing import Any

from ...engine.save_frame import SaveFileError as SaveFileError  # the error of every load and save
from ...engine.save_frame import SaveFrame
from .board.hexboard import RoewBoard
from .rules.game import FORMAT as FORMAT  # the format its saves carry (engine.contract.SavesModule)
from .rules.game import Game

MAX_FILE_BYTES = 4_000_000  # a long game is some 1,000 actions of under 300 bytes
MAX_ACTIONS = 20_000
MAX_DEPTH = 7  # the deepest a save goes: file > actions > action > steps > step > cells > [column, row]


class RailwaysOfEnglandWalesSaves(SaveFrame[Game]):
    format = FORMAT
    kind = "a Railways of England & Wales saved game"
    header = ("format", "version", "rules", "board", "options", "seed", "players", "seats", "notes", "actions")
    required = ("format", "version", "rules", "board", "seed", "players", "actions")
    autosave_name = "railways_of_england_wales_autosave.json"  # the pack's too (a contract test keeps them equal)
    ascii_only = False
    max_file_bytes, max_actions, max_depth = MAX_FILE_BYTES, MAX_ACTIONS, MAX_DEPTH

    def check_fields(self, board: RoewBoard, data: dict[str, Any]) -> None:
        """The header's values are the rules' to check: version, rules edition, board, players, seed, seats."""
        self.check_by_the_rules(board, data)


SAVES = RailwaysOfEnglandWalesSaves(Game)
dumps, save_game, load_game, loads = SAVES.dumps, SAVES.save_game, SAVES.load_game, SAVES.loads
autosave_path, autosave, find_autosave = SAVES.autosave_path, SAVES.autosave, SAVES.find_autosave
clean_autosave_folder = SAVES.clean_autosave_folder
