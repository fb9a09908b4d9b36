"""Iron Dragon's saved games, on the engine's save frame (engine/save_frame.py: strict JSON with
hard limits, one action a line, atomic writes, the bad action named in the error).

The save file is ``Game.to_dict()``: map id, rules edition, rule options, seed, players and the
actions (DESIGN.md, "the action log is the save file"); a game with computer players also
names who plays each seat (``seats``: "human" or a level; optional, so older saves load as
all-human games, and replaying never runs a computer player) and what each computer player
remembers (``memory``, optional; the frame has it read by the pack's ``bots/memory.py``, found
through the registry, engine/bot_memory.py). Version 2 names the rules edition the game is
played under; a version-1 file, which does not, is read as edition 1 and replayed under those
rules (editions.py). This module checks those fields; the frame does the rest. The format is
described for people in docs/IRON_DRAGON_SAVES.md.

Autosave keeps one file, ``autosave.json``, in the user data folder (platformdirs).
"""

from __future__ import annotations

from typing import Any

from ...engine.save_frame import SaveFileError as SaveFileError  # the error of every load and save
from ...engine.save_frame import SaveFrame, one_line, show
from .board.board import Board
from .rules.editions import RuleEdition, edition
from .rules.game import SAVE_VERSION, Game, check_seats
from .rules.options import GameOptions
from .words import translate

FORMAT = "irondragon-game"
VERSION = SAVE_VERSION
READS = (1, 2)  # the file versions this program reads
MAX_FILE_BYTES = 16_000_000  # a long game is a few hundred kB; anything this big is not a save
MAX_ACTIONS = 50_000  # a long game has 10,000; replaying 50,000 cheap ones takes 0.5 s
MAX_DEPTH = 8  # the deepest a real save goes is 5: file > actions > action > sections > pair
# What parsing may build, counted before it starts (strict_json.size_bounds): real saves have
# 1.3 to 2.7 lists and tables and 4.5 to 8.5 values an action (a 10,000-action game: under
# 30,000 and 100,000). These caps keep any file's parse to about 0.3 s and 100 MB; 16 MB of
# "[]," alone would be five million lists, 9 s and 840 MB.
MAX_CONTAINERS = 100_000
MAX_VALUES = 500_000
MAX_NAME = 60


class IronDragonSaves(SaveFrame[Game]):
    format = FORMAT
    kind = "an Iron Dragon saved game"
    header = ("format", "version", "rules", "map", "options", "seed", "players", "colors", "seats", "notes",
              "memory", "actions")
    required = ("format", "version", "map", "seed", "players", "actions")
    autosave_name = "autosave.json"  # the pack's autosave_name too (a contract test keeps them equal)
    max_file_bytes, max_actions, max_depth = MAX_FILE_BYTES, MAX_ACTIONS, MAX_DEPTH
    max_containers, max_values = MAX_CONTAINERS, MAX_VALUES

    def check_version(self, data: dict[str, Any]) -> None:
        _rules_edition(data)

    def kind_words(self) -> str:
        return translate("IronDragonRules", "an Iron Dragon saved game")

    def check_fields(self, board: Board, data: dict[str, Any]) -> None:
        """Map, players, colours, seats, seed and the rule options of the edition played."""
        map_id = data["map"]
        if not isinstance(map_id, str):
            raise SaveFileError(translate("IronDragonRules", "map must be a map id, not {value}").format(
                value=show(map_id)))
        if map_id != board.map_id:
            raise SaveFileError(translate("IronDragonRules", "this game is for the map {saved}, not {map}").format(
                saved=show(map_id), map=repr(board.map_id)))
        names = data["players"]
        options = data.get("options")
        fewest = 1 if isinstance(options, dict) and options.get("solo") is True else 2
        if not isinstance(names, list) or not fewest <= len(names) <= 6:
            raise SaveFileError(translate("IronDragonRules", "players must be a list of {fewest} to 6 names, not "
                                          "{value}").format(fewest=fewest, value=show(names)))
        for n, name in enumerate(names, start=1):
            if not isinstance(name, str) or not name.strip() or len(name) > MAX_NAME:
                raise SaveFileError(translate("IronDragonRules", "player {n} needs a name of 1 to {most} characters, "
                                              "not {value}").format(n=n, most=MAX_NAME, value=show(name)))
        colors = data.get("colors")
        if colors is not None:
            if not isinstance(colors, list) or len(colors) != len(names):
                raise SaveFileError(translate("IronDragonRules", "colors must be one number per player, not "
                                              "{value}").format(value=show(colors)))
            for c in colors:
                if not isinstance(c, int) or isinstance(c, bool) or not 0 <= c <= 0xFFFFFFFF:
                    raise SaveFileError(translate("IronDragonRules", "a colour must be a number from 0 to {most}, not "
                                                  "{value}").format(most=0xFFFFFFFF, value=show(c)))
        try:
            check_seats(data.get("seats"), len(names))
        except ValueError as e:
            raise SaveFileError(one_line(str(e), 160)) from None
        seed = data["seed"]
        if not isinstance(seed, int) or isinstance(seed, bool) or not -2**63 <= seed < 2**64:
            raise SaveFileError(translate("IronDragonRules", "the seed must be a whole number, not {value}").format(
                value=show(seed)))
        if "options" in data and not isinstance(data["options"], dict):
            raise SaveFileError(translate("IronDragonRules", "options must be a table of rule options, not "
                                          "{value}").format(value=show(data["options"])))
        try:
            GameOptions.from_dict(data.get("options", {}), _rules_edition(data).defaults())
        except ValueError as e:
            raise SaveFileError(translate("IronDragonRules", "rule options: {error}").format(
                error=one_line(str(e), 160))) from None


def _rules_edition(data: dict[str, Any]) -> RuleEdition:
    """The file version and the rules edition it names (version 1 names none: edition 1)."""
    version = data.get("version")
    if version not in READS or isinstance(version, bool):
        raise SaveFileError(translate("IronDragonRules", "saved game version {version} cannot be read; this program "
                                      "reads versions {versions}").format(
            version=show(version), versions=translate("IronDragonRules", " and ").join(map(str, READS))))
    if version == 1:
        if "rules" in data:
            raise SaveFileError(translate("IronDragonRules", "a version-1 save names no rules edition, but this one "
                                          "has 'rules'"))
        return edition(1)
    if "rules" not in data:
        raise SaveFileError(translate("IronDragonRules", "missing field 'rules' (the rules edition the game is played "
                                      "under)"))
    try:
        return edition(data["rules"])
    except ValueError as e:
        raise SaveFileError(one_line(str(e), 160)) from None


SAVES = IronDragonSaves(Game)
dumps, save_game, load_game, loads = SAVES.dumps, SAVES.save_game, SAVES.load_game, SAVES.loads
autosave_path, autosave, find_autosave = SAVES.autosave_path, SAVES.autosave, SAVES.find_autosave
clean_autosave_folder = SAVES.clean_autosave_folder
