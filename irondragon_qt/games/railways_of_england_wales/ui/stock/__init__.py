"""The share game's table (ST rules, issue 46): its panel (``panel.StockPanel``) with the stock
board, the companies' tableaux, the players' holdings and the actions of each phase; building and
delivering on the board for the operating company; its computer players; the results and the
history. It imports the share game's model (``stock/``), the base game's board parts and ``uikit``;
it decides no rule."""
