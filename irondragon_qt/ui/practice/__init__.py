"""Practice mode on screen: the practice panel. May import the model and ``ui.board``."""
