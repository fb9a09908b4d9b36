"""The map: the milepost lattice, crossings, cities, components, geometry, map loading and
map-check. Imports nothing above it (no track, game or practice) and only ``io`` beside it."""
