"""Iron Dragon's table in Qt (issue 23): the board painter (``board``), the panels of a game
(``game``), practice and the tutorial. The shell gets them from the registry
(``game_pack("iron-dragon").ui()``, which returns ``parts``) and never imports them by name. This
package may import Qt, the engine, the Qt kit (``irondragon_qt.uikit``) and the pack's own rooms;
never the shell (``irondragon_qt.ui``) and never another pack."""
