"""The shell: the window, its docks and menus, help, history, export. It names no game: it imports
``irondragon_qt.games`` (which registers the bundled packs), the engine's registry and the Qt kit
(``irondragon_qt.uikit``), and asks ``game_pack(key).table()`` (its ``ui()``) for a game's table.
No pack imports this."""
