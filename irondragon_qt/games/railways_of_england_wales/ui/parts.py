"""Railways of England & Wales' table as the shell asks for it: ``TABLE``, the pack's modules by
name, each imported when first asked for. It offers the history viewer; no practice boards, no
tutorial and no plans, so the shell shows no entry for them."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ....uikit.table import table

TABLE = table(__package__ or __name__, saves="..saves", board=".board_parts", game=".game_parts",
              history=".history.parts")

if TYPE_CHECKING:  # the same modules, each checked against its part of the contract
    from ....engine.contract import saves_view
    from ....uikit.table import board_view, game_view, history_view
    from .. import saves
    from . import board_parts, game_parts
    from .history import parts as history_parts

    FITS = (saves_view(saves), board_view(board_parts), game_view(game_parts), history_view(history_parts))
