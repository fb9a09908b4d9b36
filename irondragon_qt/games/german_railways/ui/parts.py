"""German Railways' table as the shell asks for it (issue 24): ``game_pack("german-railways").ui()``
returns this module, with every name in ``engine.registry.TABLE_PARTS``. The parts it has no
counterpart for yet (practice, Discard hand) are None, which the shell reads as "this game has
none" (``OPTIONAL_TABLE_PARTS``): their menu entries are hidden.
A name is imported only when first asked for."""

from __future__ import annotations

from ....engine.lazy_parts import lazy_parts

# the optional parts German Railways has none of (yet)
PracticePanel = PracticeSession = load_practice = PracticeFileError = PRACTICE_FORMAT = None
rules_tables: dict[str, object] = {}

WHERE: dict[str, tuple[str, str]] = {
    "BoardScene": (".board_scene", "BoardScene"),
    "HistoryPanel": (".history.panel", "HistoryPanel"),
    "TutorialDesk": (".tutorial.desk", "TutorialDesk"),
    "GameHistory": ("..rules.history", "GameHistory"),
    "history_picture": (".history.viewer", "history_picture"),
    "GamePanel": (".game.panel", "GamePanel"),
    "GameSession": (".game.session", "GameSession"),
    "ResultsDialog": (".game.results_dialog", "ResultsDialog"),
    "NewGameDialog": (".game.new_game_dialog", "NewGameDialog"),
    "new_game": (".game.window_hooks", "new_game"),
    "rematch": (".game.window_hooks", "rematch"),
    "game_summary": (".game.window_hooks", "game_summary"),
    "area_points": (".game.window_hooks", "area_points"),
    "discard_hand": (".game.window_hooks", "discard_hand"),
    "plans_refused": (".game.window_hooks", "plans_refused"),
    "picture_of": (".game.window_hooks", "picture_of"),
    "GAME_FORMAT": ("..rules.game", "FORMAT"),
    "SaveFileError": ("..saves", "SaveFileError"),
    "load_game": ("..saves", "load_game"),
    "save_game": ("..saves", "save_game"),
    "autosave": ("..saves", "autosave"),
    "autosave_path": ("..saves", "autosave_path"),
    "find_autosave": ("..saves", "find_autosave"),
    "clean_autosave_folder": ("..saves", "clean_autosave_folder"),
    "PositionItems": (".game.picture", "PositionItems"),
    "LegendItem": (".game.picture", "LegendItem"),
    "legend_rows": (".game.picture", "legend_rows"),
    "rules_numbers": (".game.window_hooks", "rules_numbers"),
    "SPEEDS": (".game.bots", "SPEEDS"),
    "DEFAULT_SPEED": (".game.bots", "DEFAULT_SPEED"),
}


__getattr__ = lazy_parts(WHERE, __package__, globals(), "German Railways' table")
