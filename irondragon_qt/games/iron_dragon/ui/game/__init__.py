"""Iron Dragon's table for a game: the panel (banner, actions, demand cards, player lines, the
foreman draft, the hand-over), what a click on the board does, the session, computer players at
the table, suggested plans, the results. Imports the pack, its board painter and the Qt kit."""
