"""Railways of England & Wales, the engine's third pack (issue 45): the Railways of the World base
game on our own England & Wales board, with the expansion's changes (RW, EW rules). It imports the
engine and its own rooms, never another pack or the shell: board (the hex map) <- rules (track,
deliveries, the turn, cards, scoring) <- bots; tools (replay, map-check, simulate) use all three,
without Qt; ui is its table in Qt. This module will declare the game to the engine's registry once
its rules are whole (until then nothing outside the pack sees it)."""
