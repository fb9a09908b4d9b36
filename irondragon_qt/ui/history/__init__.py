"""Looking back at a game: the history desk (position at any action, "play on from here") and the
board taken over while it is shown; the panel beside the board comes from the game's pack. May
import ``ui.board``, ``ui.game``, ``ui.help``, ``ui``, the Qt kit, the engine and ``games``."""
