"""Toy Line's saved games (``engine.contract.SavesModule``), on the engine's save frame: the pack
says its format, its header's fields and limits; the frame parses strictly, writes atomically,
names the bad action and keeps the autosave. The rules check the header's values."""

from __future__ import annotations

from typing import Any

from irondragon_qt.engine.save_frame import SaveFileError as SaveFileError
from irondragon_qt.engine.save_frame import SaveFrame, show

from .rules import FORMAT as FORMAT
from .rules import Game


class ToyLineSaves(SaveFrame[Game]):
    format = FORMAT
    kind = "a Toy Line saved game"
    header = ("format", "version", "seed", "players", "seats", "notes", "actions")
    required = ("format", "version", "seed", "players", "seats", "actions")
    autosave_name = "toy_line_autosave.json"  # the pack's autosave_name too (a contract test keeps them equal)
    max_file_bytes, max_actions, max_depth = 200_000, 2_000, 4

    def check_version(self, data: dict[str, Any]) -> None:
        if data.get("version") != 1:
            raise SaveFileError(f"saved game version {show(data.get('version'))} cannot be read")

    def check_fields(self, board: Any, data: dict[str, Any]) -> None:
        self.check_by_the_rules(board, data)


SAVES = ToyLineSaves(Game)
save_game, load_game, autosave_path = SAVES.save_game, SAVES.load_game, SAVES.autosave_path
autosave, find_autosave, clean_autosave_folder = SAVES.autosave, SAVES.find_autosave, SAVES.clean_autosave_folder
