"""German Railways' rules (issue 24), no Qt: the companies and numbers as data
(``maps/german_railways/companies.toml``), the options, the state as plain data, the actions, and
the game on the engine's ``LoggedGame`` (initial auctions, the bag, auctions, building, incomes,
dividends, the end), with what a player may do now (``legal``) and the books checked (``audit``).

This room imports only the engine and the pack's ``..board``; never Qt, the shell or another pack."""
