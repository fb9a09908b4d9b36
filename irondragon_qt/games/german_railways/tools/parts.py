"""German Railways' tools as the command line asks for them: ``game_pack("german-railways").tools()``
returns this module, and the command line uses the names in ``engine.registry.TOOL_PARTS`` (the game
has none of ``OPTIONAL_TOOL_PARTS``: ``route`` and ``best-network`` are Iron Dragon's). A name is
imported only when first asked for, so a command loads only what it uses."""

from __future__ import annotations

from ....engine.lazy_parts import lazy_parts

# name -> (module, relative to this package, and its name there)
WHERE: dict[str, tuple[str, str]] = {
    "MapError": ("..board.map_loader", "BoardError"),
    "load_map": ("..board.map_loader", "load_board"),
    "SaveFileError": ("..saves", "SaveFileError"),
    "load_game": ("..saves", "load_game"),
    "summary": (".replay_summary", "summary"),
    "format_summary": (".replay_summary", "format_summary"),
    "log_lines": (".replay_summary", "log_lines"),
    "check_map": (".map_report", "check_map"),
    "format_report": (".map_report", "format_report"),
    "level_names": (".simulation", "level_names"),
    "options_from": (".simulation", "options_from"),
    "play_game": (".simulation", "play_game"),
    "summarise": (".simulation", "summarise"),
    "save_record": (".simulation", "save_record"),
}


__getattr__ = lazy_parts(WHERE, __package__, globals(), "German Railways' tools")
