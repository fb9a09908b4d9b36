"""German Railways, the engine's second pack (issue 24): a share-and-track game on a hex map of
Germany. It imports the engine and its own rooms, never another pack or the shell: board (the hex
map) <- rules (companies, shares, auctions, the bag, building, dividends, the end) <- bots. Not yet
registered with the engine: the pack declares itself once its table and tools exist."""
