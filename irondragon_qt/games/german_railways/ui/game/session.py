"""Glue between a German Railways game and the screen (no Qt): the engine's table session
(engine/game_session.py: act, undo, redo, each change shown and saved) as it is. The table shows
nothing between actions that a change could make stale, and German Railways has no events."""

from __future__ import annotations

from .....engine.game_session import TableSession
from ...rules.actions import Action
from ...rules.game import Game


class GameSession(TableSession[Game, Action]):
    """German Railways' session: nothing of its own beyond the engine's."""
