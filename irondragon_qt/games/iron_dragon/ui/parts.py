"""Iron Dragon's table as the shell asks for it (issue 23): ``game_pack("iron-dragon").ui()``
returns this module, and the shell builds the window from the names in
``engine.registry.TABLE_PARTS`` (docs/ADDING_A_GAME.md says what each is). A name is imported only
when it is first asked for, so the window starts without the game's modules, as before."""

from __future__ import annotations

from ....engine.lazy_parts import lazy_parts

# name -> (module, relative to this package, and its name there)
WHERE: dict[str, tuple[str, str]] = {
    "BoardScene": (".board.scene", "BoardScene"),
    "GamePanel": (".game.panel", "GamePanel"),
    "GameSession": (".game.session", "GameSession"),
    "ResultsDialog": (".game.results_dialog", "ResultsDialog"),
    "NewGameDialog": (".game.new_game_dialog", "NewGameDialog"),
    "PracticePanel": (".practice.panel", "PracticePanel"),
    "TutorialDesk": (".tutorial.desk", "TutorialDesk"),
    "HistoryPanel": (".history.panel", "HistoryPanel"),
    "new_game": (".game.window_hooks", "new_game"),
    "rematch": (".game.window_hooks", "rematch"),
    "game_summary": (".game.window_hooks", "game_summary"),
    "area_points": (".game.window_hooks", "area_points"),
    "discard_hand": (".game.window_hooks", "discard_hand"),
    "plans_refused": (".game.window_hooks", "plans_refused"),
    "picture_of": (".game.window_hooks", "picture_of"),
    "history_picture": (".game.window_hooks", "history_picture"),
    "GameHistory": ("..rules.history", "GameHistory"),
    "GAME_FORMAT": ("..saves", "FORMAT"),
    "SaveFileError": ("..saves", "SaveFileError"),
    "load_game": ("..saves", "load_game"),
    "save_game": ("..saves", "save_game"),
    "autosave": ("..saves", "autosave"),
    "autosave_path": ("..saves", "autosave_path"),
    "find_autosave": ("..saves", "find_autosave"),
    "clean_autosave_folder": ("..saves", "clean_autosave_folder"),
    "PRACTICE_FORMAT": ("..practice.board_file", "FORMAT"),
    "PracticeFileError": ("..practice.board_file", "PracticeFileError"),
    "load_practice": ("..practice.board_file", "load"),
    "PracticeSession": ("..practice.session", "PracticeSession"),
    "PositionItems": (".board.game_picture", "PositionItems"),
    "LegendItem": (".board.game_picture", "LegendItem"),
    "legend_rows": (".board.game_picture", "legend_rows"),
    "rules_numbers": ("..board.rules_tables", "numbers"),
    "rules_tables": ("..board.rules_tables", "TABLES"),
    "SPEEDS": (".game.bots", "SPEEDS"),
    "DEFAULT_SPEED": (".game.bots", "DEFAULT_SPEED"),
}


__getattr__ = lazy_parts(WHERE, __package__, globals(), "Iron Dragon's table")
