"""Iron Dragon in the shell's history viewer: the panel beside the board (the position's players,
events, the log) and the charts. May import the pack, its board painter and game table, the Qt kit."""
