"""The base of a hex board's scene (German Railways', Railways of England & Wales'): the land cell
under a point, under the name the kit's ``BoardView`` asks for too, and a tooltip per cell from the
pack's ``help_at``."""

from __future__ import annotations

from PySide6.QtWidgets import QGraphicsSceneHelpEvent, QToolTip

from .hex_layout import Coord, HexSceneLayout
from .table import TableScene


class HexScene(TableScene):
    """A pack's hex board scene sets ``layout`` and writes ``help_at``."""

    layout: HexSceneLayout

    def cell_at(self, x: float, y: float) -> Coord | None:
        """The land cell under scene point (x, y), or None."""
        return self.layout.cell_at(x, y)

    def milepost_at(self, x: float, y: float) -> Coord | None:
        """``cell_at`` under the name the kit's ``BoardView`` asks for (hover, clicks): on a hex
        board the places one points at are cells, so the "index" it passes on is a cell."""
        return self.layout.cell_at(x, y)

    def help_at(self, at: Coord) -> str:
        """The tooltip of land cell ``at``."""
        raise NotImplementedError(type(self).__name__)

    def helpEvent(self, event: QGraphicsSceneHelpEvent) -> None:
        p = event.scenePos()
        at = self.cell_at(p.x(), p.y())
        if at is None:
            QToolTip.hideText()
        else:
            QToolTip.showText(event.screenPos(), self.help_at(at))
        event.accept()
