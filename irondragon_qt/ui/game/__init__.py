"""The menus of a game or practice (New, Open, Save follow the mode; the table's actions, the
computer players' speed, recent files). May import ``ui.board``, ``ui.help``, ``ui``, the Qt kit,
the engine and ``games``."""
