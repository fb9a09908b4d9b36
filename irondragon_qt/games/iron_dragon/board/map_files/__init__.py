"""Readers of a map folder's files, one module per kind of file (maps/FORMAT.md); each turns
every defect into a ``MapError`` naming the file and the record. ``map_loader`` puts them
together. Part of ``board``: imports nothing above it."""
