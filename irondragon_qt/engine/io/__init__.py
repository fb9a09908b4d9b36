"""Files that never tear and JSON that hides nothing: shared by saves and practice boards.
Imports nothing else of the project."""
