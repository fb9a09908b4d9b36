"""Iron Dragon's table as the shell asks for it (issue 44): ``game_pack("iron-dragon").ui()`` is
``TABLE``, the pack's modules by name, each imported when first asked for. Iron Dragon offers
every capability: practice, the tutorial, the history viewer and plans."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ....uikit.table import table

TABLE = table(__package__ or __name__, saves="..saves", board=".board_parts", game=".game_parts",
              practice=".practice.parts", tutorial=".tutorial.desk", history=".history.parts",
              plans=".game.window_hooks")

if TYPE_CHECKING:  # the same modules, each checked against its part of the contract
    from ....engine.contract import saves_view
    from ....uikit.table import board_view, game_view, history_view, plans_view, practice_view, tutorial_view
    from .. import saves
    from . import board_parts, game_parts
    from .game import window_hooks
    from .history import parts as history_parts
    from .practice import parts as practice_parts
    from .tutorial import desk

    FITS = (saves_view(saves), board_view(board_parts), game_view(game_parts), practice_view(practice_parts),
            tutorial_view(desk), history_view(history_parts), plans_view(window_hooks))
