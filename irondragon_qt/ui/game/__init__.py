"""The table for a hot-seat game: game panel, game session, new-game and results dialogs.
May import the model and ``ui.board``."""
