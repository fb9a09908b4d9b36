"""A game's position on the board: every player's track, the trains, their loads, and a legend
of the players and their colours, for the history viewer and for pictures of games.

``PositionItems`` puts a position on a board scene (track, trains, loads) and takes it off
again; ``LegendItem`` is a band below a part of the board with a line per player. Both are read
from a ``Game`` and never change it.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsScene, QStyleOptionGraphicsItem, QWidget

from .....uikit.legend import SWATCH_EDGE, LegendBand
from ...rules.state import Phase
from ...words import good_name, translate
from .goods import paint_good
from .items import BoardOverlay
from .layout import BoardLayout
from .track_items import TrackItems, crayon_colors
from .train_items import Train, TrainsLayer, WashItem

if TYPE_CHECKING:  # the game's modules load when a game is shown, not with the board
    from ...rules.game import Game


class TrainTagsItem(BoardOverlay):
    """The trains drawn to the board's scale (a picture has no screen to keep them a size on),
    outlined, the current player's in yellow; beside each the icon of every load it carries (as
    the table shows them); for pictures of the whole board (``size`` > 1), also a ring in the player's
    colour so the train is found."""

    def __init__(self, layout: BoardLayout, size: float = 1.0) -> None:
        super().__init__(layout)
        self.size = size
        self.trains: list[tuple[int, int, list[str], bool]] = []  # (milepost, colour, goods, current)
        self.setZValue(5.5)

    def set_trains(self, trains: list[tuple[int, int, list[str], bool]]) -> None:
        if trains != self.trains:
            self.trains = trains
            self.update()

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        s = self.layout.s * self.size
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        colors = crayon_colors()
        unit = self.layout.s
        for index, color, goods, current in self.trains:
            x, y = self.layout.pos(index)
            painter.setPen(QPen(QColor("#ffd400") if current else QColor("#ffffff"), 0.12 * unit))
            painter.setBrush(colors[color % len(colors)])
            painter.drawRoundedRect(QRectF(x - 0.32 * unit, y - 0.62 * unit, 0.64 * unit, 0.5 * unit),
                                    0.12 * unit, 0.12 * unit)
            painter.drawEllipse(QPointF(x, y - 0.12 * unit), 0.12 * unit, 0.12 * unit)
            if self.size > 1:
                painter.setBrush(Qt.BrushStyle.NoBrush)
                for pen in (QPen(QColor("#ffffff"), 0.26 * s), QPen(colors[color % len(colors)], 0.14 * s)):
                    painter.setPen(pen)
                    painter.drawEllipse(QPointF(x, y), 0.62 * s, 0.62 * s)
            for k, good in enumerate(goods):
                paint_good(painter, good, QRectF(x + 0.7 * s + k * 0.52 * s, y - 0.66 * s, 0.48 * s, 0.48 * s))


class PositionItems:
    """A position on a board scene: the track, the trains and their loads. For a picture the
    trains are drawn to the board's scale; ``on_screen`` (the history viewer) shows them as the
    table does, a size on screen whatever the zoom (``trains.set_scale`` follows the view)."""

    def __init__(self, layout: BoardLayout, tag_size: float = 1.0, on_screen: bool = False) -> None:
        self.layout = layout
        self.track = TrackItems(layout)
        self.areas = WashItem(layout)
        self.loads = TrainTagsItem(layout, tag_size)
        self.trains = TrainsLayer(layout) if on_screen else None

    def stepped_layers(self) -> list[QGraphicsItem]:
        """The items that change at every step of the history viewer (no pixels kept for them)."""
        return [self.track.committed, self.loads]

    def add_to(self, scene: QGraphicsScene) -> None:
        self.track.add_to(scene)
        for item in (self.areas, self.loads):
            scene.addItem(item)
        if self.trains is not None:
            self.trains.add_to(scene)

    def add_to_and_show(self, scene: QGraphicsScene, game: Game) -> PositionItems:
        self.add_to(scene)
        self.show(game, current=False)
        return self

    def remove_from(self, scene: QGraphicsScene) -> None:
        self.track.remove_from(scene)
        for item in (self.areas, self.loads):
            scene.removeItem(item)
        if self.trains is not None:
            self.trains.remove_from(scene)

    def show(self, game: Game, areas: list[int] | None = None, current: bool = True) -> None:
        """Show ``game``'s position; ``areas`` are mileposts under events in effect (shaded)."""
        s = game.state
        self.track.set_track(s.track)
        self.areas.set_areas(areas or [])
        acting = [current and i == s.current and s.phase != Phase.OVER for i in range(len(s.players))]
        if self.trains is not None:
            self.trains.set_trains([Train(i, p.position, p.color, acting[i], tuple(p.loads), p.name)
                                    for i, p in enumerate(s.players) if p.position is not None])
            return
        self.loads.set_trains([(p.position, p.color, list(p.loads), acting[i])
                               for i, p in enumerate(s.players) if p.position is not None])


@dataclass(frozen=True, slots=True)
class LegendRow:
    name: str
    color: int
    text: str  # what follows the name: cities linked, cash, loco, loads


def legend_rows(game: Game, cash_visible: bool) -> list[LegendRow]:
    """A line per player: major cities linked, cash (only if it may be shown), loco, loads."""
    from ...rules.phases import connected_majors

    s = game.state
    rows = []
    for i, p in enumerate(s.players):
        linked = len(connected_majors(game, i))
        parts = [translate("IronDragonTable", "{linked} of 8 major cities").format(linked=linked)]
        if cash_visible:
            parts.append(translate("IronDragonTable", "{amount} GP").format(amount=p.cash))
        parts.append(p.loco)
        if p.loads:
            goods = ", ".join(good_name(g) for g in p.loads)
            parts.append(translate("IronDragonTable", "loads {goods}").format(goods=goods))
        if s.winner == i:
            parts.append(translate("IronDragonTable", "winner"))
        rows.append(LegendRow(p.name, p.color, " · ".join(parts)))
    return rows


class LegendItem(LegendBand):
    """A band under ``over`` (a part of the board, scene units): a title, then each player's
    colour and name with his figures, two players to a line."""

    END_GAP = 1.1

    def swatch(self, painter: QPainter, row: LegendRow, x: float, y: float) -> float:
        u, colors = self.unit, crayon_colors()
        painter.setPen(QPen(QColor(SWATCH_EDGE), 0.1 * u))
        painter.setBrush(colors[row.color % len(colors)])
        painter.drawRoundedRect(QRectF(x, y - 0.85 * u, 1.6 * u, 0.9 * u), 0.2 * u, 0.2 * u)
        return 2.1 * u


def position_title(board_name: str, n: int, total: int, round_label: str, winner: str | None) -> str:
    """The legend's first line: the game and the moment shown."""
    if n >= total and winner:
        return translate("IronDragonTable", "{board}: the final position ({who} wins)").format(board=board_name,
                                                                                             who=winner)
    if n >= total:
        return translate("IronDragonTable", "{board}: after all {total} actions ({round})").format(
            board=board_name, total=total, round=round_label)
    return translate("IronDragonTable", "{board}: after action {n} of {total} ({round})").format(
        board=board_name, n=n, total=total, round=round_label)
