"""German Railways' history viewer in Qt (issue 24): the panel beside the board (``panel``: the
slider and keys, where the game stands, the log in step with the board), the charts of cash and
income by round (``charts``), and a board with the panel for looking through a game on its own and
for pictures (``viewer``). The model is ``rules.history.GameHistory``. This file imports nothing,
so that importing the model's packages loads no Qt."""
