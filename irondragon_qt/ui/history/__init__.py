"""Looking back at a game: the history viewer (position at any action, the log in step,
charts of cash and major cities), "play on from here", and the board taken over while it is
shown. May import the model, ``ui.board``, ``ui.game`` (its session's event areas) and ``ui``."""
