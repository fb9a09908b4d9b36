"""German Railways' table in Qt: the hex board painted as a period map (``board_scene``), the
company cubes on it (``cubes``), the tooltip of a cell (``cell_help``). This package may import
Qt, the engine, the Qt kit (``irondragon_qt.uikit``) and the pack's own rooms (board, rules,
bots); never the shell (``irondragon_qt.ui``) and never another pack."""
