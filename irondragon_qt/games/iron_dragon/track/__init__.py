"""Track on the board: sections and owners, the building rules (B), a building turn, the
planner and networks. May import ``board``; never ``game``, ``practice`` or ``ui``."""
