"""The board on screen: scene, view, cached items, glyphs, layout, track and train items, the
crayon and export. May import the model; not ``ui.game`` or ``ui.practice``."""
