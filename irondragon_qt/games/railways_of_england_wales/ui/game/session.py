"""Glue between a game of Railways of England & Wales and the screen (no Qt): the engine's table
session (act, undo, redo, each change shown and saved), with nothing of its own."""

from __future__ import annotations

from .....engine.game_session import TableSession
from ...rules.actions import Action
from ...rules.game import Game


class GameSession(TableSession[Game, Action]):
    """The engine's session for this game's actions."""
