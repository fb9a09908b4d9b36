"""Railways of England & Wales' board: the hex map of England and Wales (ours, from public
geography), read from maps/railways_of_england_wales/ and checked. May import the engine only."""
