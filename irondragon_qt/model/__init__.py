"""The game model: pure Python, never imports Qt (a test enforces it)."""
