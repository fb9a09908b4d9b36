"""Railways of England & Wales' history viewer: a game's course replayed once (``model``, no Qt),
the panel beside the board with where the game stands (``panel``), the charts of each player's score
and cash by turn (``charts``), and a picture of any position (``parts.history_picture``). It imports
the pack's rules, the engine and ``uikit``, and the table's own look."""
