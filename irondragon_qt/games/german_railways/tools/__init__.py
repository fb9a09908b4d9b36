"""German Railways' tools for the command line, without Qt: where a saved game stands
(``replay``, ``replay --json``), the board's report (``map-check``), the simulator's games
(``simulate``), and the save files they read and write. The command line gets them from the
registry (``game_pack("german-railways").tools()``, which returns ``parts``) and never imports them
by name. This package imports the engine and its own pack's rooms (board, rules, bots); never Qt,
the shell, the command line or another pack."""
