"""The first-game tutorial: its script (``script``, no Qt: the steps from
``resources/tutorial/tutorial.toml`` and the checks that move them on) and the desk that guides
the player through a real game in the window. May import the model, ``ui.board``, ``ui.help``
and ``ui``."""
