"""Railways of England & Wales' rules (issue 45), no Qt: track and its costs, delivery routes, the
tables and cards as data (``maps/railways_of_england_wales/components.toml``), the state as plain
data, the actions, and the game on the engine's ``LoggedGame``, with what a player may do now
(``legal``) and the books checked (``audit``).

This room imports only the engine and the pack's ``..board``; never Qt, the shell or another pack."""
