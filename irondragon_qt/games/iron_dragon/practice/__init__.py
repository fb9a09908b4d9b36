"""Build practice: the best-network solver, practice boards and sessions. May import
``board``, ``track`` and ``io``; never ``game`` or ``ui``."""
