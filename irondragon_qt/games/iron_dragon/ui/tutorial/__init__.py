"""The first-game tutorial: its script (``script``, no Qt: the steps from
``resources/tutorial/tutorial.toml`` and the checks that move them on) and its desk, the kit's
(``uikit.tutorial``: the dock, the frame, saving and leaving) with this game's rings and pointing.
May import the pack, its board painter and game table, and the Qt kit; never the shell."""
