"""Iron Dragon's tools as the command line asks for them (``engine.contract.ToolParts``):
``game_pack("iron-dragon").tools()`` hands this module over, typed, when a command first needs
it. It gathers names, nothing else: its imports are what ``replay``, ``map-check``, ``play`` and
``export`` use (``simulate`` has ``simulation``, ``route`` and ``best-network`` ``commands``)."""

from ..board.errors import MapError
from ..board.map_check import check_map
from ..board.map_loader import load_map
from ..saves import (
    FORMAT,
    SaveFileError,
    autosave,
    autosave_path,
    clean_autosave_folder,
    find_autosave,
    load_game,
    save_game,
)
from .map_report import format_report
from .replay_summary import format_summary, log_lines, summary

__all__ = ["FORMAT", "MapError", "SaveFileError", "autosave", "autosave_path", "check_map", "clean_autosave_folder",
           "find_autosave", "format_report", "format_summary", "load_game", "load_map", "log_lines", "save_game",
           "summary"]
