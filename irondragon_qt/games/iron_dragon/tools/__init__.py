"""Iron Dragon's tools for the command line, without Qt (issue 23): where a saved game stands
(``replay``), the map report (``map-check``), the simulator's games (``simulate``), and the two
commands of this game alone (``route``, ``best-network``). The command line gets them from the
registry (``game_pack("iron-dragon").tools()``, which returns ``parts``) and never imports them by
name. This package may import the engine and the pack's own rooms; never Qt, the shell, the command
line or another pack."""
