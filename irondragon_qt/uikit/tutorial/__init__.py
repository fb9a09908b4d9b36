"""What every game's first-game tutorial shares (issue 43): the steps read from a data file
(``steps``, no Qt), the dock that shows a step (``panel``), what it points with (``marks``) and
the desk that guides the player through a real game in the window (``desk``), which a pack's
tutorial subclasses with its script, its rings and when its frame shows. Like the rest of the
kit it imports Qt and the engine, never a pack and never the shell."""
