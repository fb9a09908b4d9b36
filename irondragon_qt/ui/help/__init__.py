"""Help in the app: the rules text (``rules_text``, no Qt: the rules for players with rule links,
option help; a game's numbers and tables come from its pack), the rules window, the keyboard
shortcuts and the "Why?" links on refusals. May import ``ui``, the engine and ``games``."""
