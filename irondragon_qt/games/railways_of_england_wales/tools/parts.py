"""Railways of England & Wales' tools as the command line asks for them (``engine.contract.ToolParts``):
``game_pack("railways-of-england-wales").tools()`` hands this module over, typed, when a command first
needs it. It gathers names, nothing else (``simulate`` has ``simulation``)."""

from ..board.map_loader import BoardError as MapError
from ..board.map_loader import load_board as load_map
from ..rules.game import FORMAT
from ..saves import (
    SaveFileError,
    autosave,
    autosave_path,
    clean_autosave_folder,
    find_autosave,
    load_game,
    save_game,
)
from .map_report import check_map, format_report
from .replay_summary import format_summary, log_lines, summary

__all__ = ["FORMAT", "MapError", "SaveFileError", "autosave", "autosave_path", "check_map", "clean_autosave_folder",
           "find_autosave", "format_report", "format_summary", "load_game", "load_map", "log_lines", "save_game",
           "summary"]
