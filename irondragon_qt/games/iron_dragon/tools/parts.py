"""Iron Dragon's tools as the command line asks for them (issue 23): ``game_pack("iron-dragon").tools()``
returns this module, and the command line uses the names in ``engine.registry.TOOL_PARTS`` (and, of
``OPTIONAL_TOOL_PARTS``, those a game has). A name is imported only when first asked for, so a
command loads only what it uses."""

from __future__ import annotations

from ....engine.lazy_parts import lazy_parts

# name -> (module, relative to this package, and its name there)
WHERE: dict[str, tuple[str, str]] = {
    "MapError": ("..board.errors", "MapError"),
    "load_map": ("..board.map_loader", "load_map"),
    "SaveFileError": ("..saves", "SaveFileError"),
    "load_game": ("..saves", "load_game"),
    "summary": (".replay_summary", "summary"),
    "log_lines": (".replay_summary", "log_lines"),
    "format_summary": (".replay_summary", "format_summary"),
    "check_map": ("..board.map_check", "check_map"),
    "format_report": (".map_report", "format_report"),
    "level_names": (".simulation", "level_names"),
    "options_from": (".simulation", "options_from"),
    "play_game": (".simulation", "play_game"),
    "summarise": (".simulation", "summarise"),
    "save_record": (".simulation", "save_record"),
    "run_route": (".route", "run_route"),
    "run_best_network": (".best_network", "run_best_network"),
}


__getattr__ = lazy_parts(WHERE, __package__, globals(), "Iron Dragon's tools")
