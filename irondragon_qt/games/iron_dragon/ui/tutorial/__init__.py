"""The first-game tutorial: its script (``script``, no Qt: the steps from
``resources/tutorial/tutorial.toml`` and the checks that move them on) and the desk that guides
the player through a real game in the window (which it is given: ``uikit.host``). May import the
pack, its board painter and game table, and the Qt kit; never the shell."""
