"""Glue between a share game and the screen (no Qt): the engine's table session (act, undo within
the turn the model keeps, each change shown and saved), with nothing of its own."""

from __future__ import annotations

from .....engine.game_session import TableSession
from ...stock.actions import Action
from ...stock.game import StockGame


class StockSession(TableSession[StockGame, Action]):
    """The engine's session for the share game's actions."""
