"""German Railways at the window's table (issue 24): the game panel, its session, the computer
players off the UI thread, the new-game and results dialogs, and what the shell asks of a game. It
imports the pack's rules and bots, the table's other parts (``ui``) and the kit (``uikit``), never
the shell or another pack."""
