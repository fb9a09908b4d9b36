"""German Railways' save files, on the engine's save frame (engine/save_frame.py: strict JSON with
hard limits, the header a field a line and one action a line, atomic writes, the bad action named
in the error): the rules model's save (``Game.to_dict()``) for the window's autosave and the
command line (``replay``, ``simulate --save-dir``). This module says what is German Railways' own:
its header fields and limits; the rules check the header's values (``Game.from_header``). The
format is described for people in docs/GERMAN_RAILWAYS_SAVES.md."""

from __future__ import annotations

from typing import Any

from ...engine.i18n import translate
from ...engine.save_frame import SaveFileError as SaveFileError  # the error of every load and save
from ...engine.save_frame import SaveFrame, show
from .board.hexboard import HexBoard
from .rules.game import FORMAT as FORMAT  # the format its saves carry (engine.contract.SavesModule)
from .rules.game import Game

MAX_FILE_BYTES = 4_000_000  # a long game is some 2,000 actions of under 100 bytes
MAX_ACTIONS = 20_000  # random games end within 1,500 actions
MAX_DEPTH = 5  # the deepest a save goes: file > actions > action > cells > pair


class GermanRailwaysSaves(SaveFrame[Game]):
    format = FORMAT
    kind = "a German Railways saved game"
    header = ("format", "version", "rules", "board", "options", "seed", "players", "seats", "notes", "actions")
    required = ("format", "version", "rules", "board", "seed", "players", "actions")
    autosave_name = "german_railways_autosave.json"  # the pack's autosave_name too (a contract test keeps them equal)
    ascii_only = False
    max_file_bytes, max_actions, max_depth = MAX_FILE_BYTES, MAX_ACTIONS, MAX_DEPTH

    def kind_words(self) -> str:
        return translate("GermanRailwaysRules", "a German Railways saved game")

    def check_fields(self, board: HexBoard, data: dict[str, Any]) -> None:
        """The fields' kinds, then the rules' own header checks: version, rules edition, board,
        players, seed, options, seats."""
        if not isinstance(data["board"], str):
            raise SaveFileError(translate("GermanRailwaysRules", "board must be a board's name, not {value}")
                                .format(value=show(data["board"])))
        if "options" in data and not isinstance(data["options"], dict):
            raise SaveFileError(translate("GermanRailwaysRules", "options must be a table of rule options, not {value}")
                                .format(value=show(data["options"])))
        self.check_by_the_rules(board, data)


SAVES = GermanRailwaysSaves(Game)
dumps, save_game, load_game, loads = SAVES.dumps, SAVES.save_game, SAVES.load_game, SAVES.loads
autosave_path, autosave, find_autosave = SAVES.autosave_path, SAVES.autosave, SAVES.find_autosave
clean_autosave_folder = SAVES.clean_autosave_folder
