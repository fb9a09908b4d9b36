"""Help in the app: the rules text (``rules_text``, no Qt: the rules for players with rule links,
option help), the rules window, the keyboard shortcuts and the "Why?" links on refusals. May
import the model, ``ui.board`` and ``ui``."""
