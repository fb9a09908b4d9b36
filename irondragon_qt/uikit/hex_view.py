"""The kit's board view for a hex board (German Railways', Railways of England & Wales'): zoom,
pan and fit as ``uikit.view.BoardView`` gives them; its tooltip is the scene's ``help_at`` (the
kit's asks ``board.describe(index)``, which only Iron Dragon's milepost board has)."""

from __future__ import annotations

from html import escape
from typing import Any

from .view import BoardView


class HexBoardView(BoardView):
    def tooltip_text(self, index: Any) -> str:
        lines = str(self.board_scene.help_at(index)).splitlines()
        return "<b>" + escape(lines[0]) + "</b><br>" + "<br>".join(escape(line) for line in lines[1:])
