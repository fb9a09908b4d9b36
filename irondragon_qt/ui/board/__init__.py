"""Pictures of the board: export to PNG (our band writer) or SVG, in a worker thread, and its
dialog. The game's board scene and position items come from its pack (``ui()``). May import ``ui``,
the Qt kit, the engine and ``games``; not ``ui.game`` or ``ui.history``."""
