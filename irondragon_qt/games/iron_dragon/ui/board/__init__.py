"""Iron Dragon's board painted in Qt: the map, labels and goods, track and trains, the crayon,
the Underground's inset, a position's picture. Imports the pack's board and track, the Qt kit."""
