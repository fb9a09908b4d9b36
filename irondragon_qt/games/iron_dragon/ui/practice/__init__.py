"""Practice building on screen: the practice panel, the best network worked out in a child
process. May import the pack's board, track and practice, its board painter and the Qt kit."""
