"""What the game marks on the board besides track: the trains (a loco in each player's crayon
colour, with its loads), the move preview, the highlight of a demand's supply cities and
destination, the stops of a suggested plan, and the wash over the areas of events in effect.

Trains keep a size on screen (``TRAIN_MIN_PX`` at least, growing with the zoom up to
``TRAIN_MAX_PX``), trains on one milepost stand side by side, and each has a white halo and a
dark outline, so a vermilion loco on a red city still shows. The event wash lies under the
track, in a neutral slate, so every crayon colour stays as it is over it.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QPainter, QPainterPath, QPen, QPolygonF
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from ...words import good_name, translate
from .goods import paint_good
from .items import BoardOverlay
from .layout import BoardLayout
from .track_items import crayon_colors

TRAIN_MIN_PX = 22.0  # a train's width on screen, at least (at fit zoom a spacing is ~10 px)
TRAIN_MAX_PX = 44.0
TRAIN_SPACINGS = 0.9  # its width in spacings when that is between the two
WASH_Z, MARKERS_Z, TRAINS_Z = 2.5, 5.0, 6.0  # track is at 2.9-3.1 (track_items)


@dataclass(frozen=True)
class Train:
    player: int
    milepost: int
    color: int  # crayon colour index
    current: bool
    loads: tuple[str, ...] = ()
    name: str = ""


class WashItem(BoardOverlay):
    """The areas of the events in effect, shaded under the track: each milepost's cell of the
    lattice (a hexagon; the cells tile the board, so they need neither a winding fill, nor a
    union, nor antialiasing, which made a thousand overlapping discs take a tenth of a second),
    in a slate tint with a hatch. Its pixels are kept for the view and drawn anew only when the
    areas change."""

    def __init__(self, layout: BoardLayout) -> None:
        super().__init__(layout)
        self.areas: list[int] = []
        self._path = QPainterPath()
        self.setZValue(WASH_Z)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    def set_areas(self, areas: list[int]) -> None:
        if areas == self.areas:
            return
        self.areas = list(areas)
        self._path = QPainterPath()
        r = self.layout.s / math.sqrt(3)  # the cell of a triangular lattice: corners at 30° + k·60°
        corners = [(r * math.cos(math.radians(30 + 60 * k)), r * math.sin(math.radians(30 + 60 * k))) for k in range(6)]
        for i in areas:
            x, y = self.layout.pos(i)
            self._path.addPolygon(QPolygonF([QPointF(x + dx, y + dy) for dx, dy in corners]))
            self._path.closeSubpath()
        self.update()

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        if not self.areas:
            return
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, False)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(45, 55, 90, 60))
        painter.drawPath(self._path)
        painter.setBrush(QBrush(QColor(40, 50, 80, 70), Qt.BrushStyle.BDiagPattern))
        painter.drawPath(self._path)


class MarkersItem(BoardOverlay):
    """The move preview, the demand highlight and a suggested plan's stops (numbered). A move
    beyond this turn's movement shows the rest of its way fainter, and where the train stops."""

    def __init__(self, layout: BoardLayout) -> None:
        super().__init__(layout)
        self.path: list[int] = []
        self.rest: list[int] = []  # the way on from the end of ``path`` in later turns
        self.highlight: list[tuple[int, str]] = []  # (milepost, "supply" | "destination")
        self.stops: list[int] = []  # a suggested plan's stops, in order
        self.setZValue(MARKERS_Z)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    def set_markers(self, path: list[int] | None = None, highlight: list[tuple[int, str]] | None = None,
                    stops: list[int] | None = None, rest: list[int] | None = None) -> None:
        new = (path or [], highlight or [], stops or [], rest or [])
        if new != (self.path, self.highlight, self.stops, self.rest):
            self.path, self.highlight, self.stops, self.rest = new
            self.update()

    def _line(self, mileposts: list[int]) -> QPainterPath:
        path = QPainterPath(QPointF(*self.layout.pos(mileposts[0])))
        for i in mileposts[1:]:
            path.lineTo(QPointF(*self.layout.pos(i)))
        return path

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        s = self.layout.s
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        for index, kind in self.highlight:
            x, y = self.layout.pos(index)
            color = QColor("#ffd400") if kind == "supply" else QColor("#00c2ff")
            painter.setPen(QPen(QColor("#1b1b1b"), 0.32 * s))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawEllipse(QPointF(x, y), 0.75 * s, 0.75 * s)
            painter.setPen(QPen(color, 0.2 * s))
            painter.drawEllipse(QPointF(x, y), 0.75 * s, 0.75 * s)
        if len(self.rest) > 1:  # later turns: thinner, fainter
            rest = self._line(self.rest)
            painter.setPen(QPen(QColor(255, 255, 255, 150), 0.32 * s, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap,
                                Qt.PenJoinStyle.RoundJoin))
            painter.drawPath(rest)
            painter.setPen(QPen(QColor(34, 34, 34, 170), 0.12 * s, Qt.PenStyle.DotLine, Qt.PenCapStyle.RoundCap))
            painter.drawPath(rest)
        if len(self.path) > 1:
            path = self._line(self.path)
            painter.setPen(QPen(QColor(255, 255, 255, 230), 0.5 * s, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap,
                                Qt.PenJoinStyle.RoundJoin))
            painter.drawPath(path)
            painter.setPen(QPen(QColor("#222222"), 0.18 * s, Qt.PenStyle.DashLine, Qt.PenCapStyle.RoundCap))
            painter.drawPath(path)
        if self.rest and self.path:  # where this turn's movement ends: a stop sign
            x, y = self.layout.pos(self.path[-1])
            painter.setPen(QPen(QColor("#ffffff"), 0.12 * s))
            painter.setBrush(QColor("#c62828"))
            painter.drawEllipse(QPointF(x, y), 0.42 * s, 0.42 * s)
            painter.setPen(QPen(QColor("#ffffff"), 0.14 * s, Qt.PenStyle.SolidLine, Qt.PenCapStyle.FlatCap))
            painter.drawLine(QPointF(x - 0.22 * s, y), QPointF(x + 0.22 * s, y))
        font = QFont()
        font.setPixelSize(round(0.5 * s))
        font.setBold(True)
        painter.setFont(font)
        for n, index in enumerate(self.stops, start=1):
            x, y = self.layout.pos(index)
            box = QRectF(x + 0.45 * s, y - 1.05 * s, 0.6 * s, 0.6 * s)
            painter.setPen(QPen(QColor("#ffffff"), 0.06 * s))
            painter.setBrush(QColor("#1b1b1b"))
            painter.drawEllipse(box)
            painter.drawText(box, Qt.AlignmentFlag.AlignCenter, str(n))


class TrainItem(QGraphicsItem):
    """One train, drawn in pixels (it ignores the view's zoom): a loco with its loads above."""

    def __init__(self, train: Train, width: float) -> None:
        super().__init__()
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemIgnoresTransformations)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)  # clicks belong to the board
        self.setZValue(TRAINS_Z)
        self.train = train
        self.width = width
        self.shift = 0.0  # pixels sideways, when trains share a milepost
        self.setToolTip(_tip(train))

    def set(self, train: Train, width: float, shift: float) -> None:
        if (train, width, shift) != (self.train, self.width, self.shift):
            self.prepareGeometryChange()
            self.train, self.width, self.shift = train, width, shift
            self.setToolTip(_tip(train))
            self.update()

    def body(self) -> QRectF:
        """The loco's box in the item's pixels: standing on the milepost, shifted if shared."""
        w = self.width
        h = 0.62 * w
        return QRectF(self.shift - w / 2, -h - 0.12 * w, w, h)

    def boundingRect(self) -> QRectF:
        b = self.body()
        icon = self.width * 0.5
        return b.adjusted(-4, -4 - (icon + 2 if self.train.loads else 0) - 0.2 * self.width, 4, 0.2 * self.width + 4)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        palette = crayon_colors()
        colour = palette[self.train.color % len(palette)]
        b = self.body()
        w = self.width
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        loco = QPainterPath()
        loco.addRoundedRect(b, 0.16 * w, 0.16 * w)
        chimney = QRectF(b.left() + 0.14 * w, b.top() - 0.2 * w, 0.16 * w, 0.24 * w)
        loco.addRoundedRect(chimney, 0.04 * w, 0.04 * w)
        loco = loco.simplified()
        if self.train.current:  # the player to act: a yellow glow
            painter.setPen(QPen(QColor(255, 212, 0, 200), 7, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap,
                                Qt.PenJoinStyle.RoundJoin))
            painter.drawPath(loco)
        painter.setPen(QPen(QColor("#ffffff"), 4.5, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap,
                            Qt.PenJoinStyle.RoundJoin))  # halo: shows on red cities and dark track
        painter.drawPath(loco)
        painter.setPen(QPen(QColor("#1b1b1b"), 1.6))
        painter.setBrush(colour)
        painter.drawPath(loco)
        cab = QRectF(b.right() - 0.36 * w, b.top() + 0.12 * w, 0.24 * w, 0.2 * w)  # a window
        painter.setBrush(QColor(255, 255, 255, 220))
        painter.setPen(QPen(QColor("#1b1b1b"), 1.0))
        painter.drawRoundedRect(cab, 0.04 * w, 0.04 * w)
        painter.setBrush(QColor("#1b1b1b"))
        for cx in (b.left() + 0.25 * w, b.right() - 0.25 * w):  # wheels
            painter.drawEllipse(QPointF(cx, b.bottom()), 0.11 * w, 0.11 * w)
        self._paint_loads(painter, b)

    def _paint_loads(self, painter: QPainter, b: QRectF) -> None:
        loads = self.train.loads
        if not loads:
            return
        icon = self.width * 0.5
        total = len(loads) * icon + (len(loads) - 1) * 2
        x = b.center().x() - total / 2
        y = b.top() - 0.2 * self.width - icon - 2
        for good in loads:
            paint_good(painter, good, QRectF(x, y, icon, icon))
            x += icon + 2


def _tip(train: Train) -> str:
    """"Ann's train: Gems, Steel" (hovering a train)."""
    whose = (translate("IronDragonTable", "{who}'s train").format(who=train.name) if train.name
             else translate("IronDragonTable", "A train"))
    loads = ", ".join(good_name(g) for g in train.loads) if train.loads else translate("IronDragonTable", "no loads")
    return f"{whose}: {loads}"


class TrainsLayer:
    """The trains on the board, one item each; trains that share a milepost stand side by side."""

    def __init__(self, layout: BoardLayout) -> None:
        self.layout = layout
        self.scale = 1.0  # view pixels per scene unit
        self.items: dict[int, TrainItem] = {}
        self.trains: list[Train] = []
        self._scene: object | None = None

    def width(self) -> float:
        return max(TRAIN_MIN_PX, min(TRAIN_MAX_PX, TRAIN_SPACINGS * self.layout.s * self.scale))

    def add_to(self, scene: object) -> None:
        self._scene = scene
        for item in self.items.values():
            scene.addItem(item)  # type: ignore[attr-defined]

    def remove_from(self, scene: object) -> None:
        for item in self.items.values():
            scene.removeItem(item)  # type: ignore[attr-defined]
        self._scene = None

    def set_scale(self, scale: float) -> None:
        if abs(scale - self.scale) > 1e-9:
            self.scale = scale
            self.set_trains(self.trains)

    def set_trains(self, trains: list[Train]) -> None:
        self.trains = list(trains)
        w = self.width()
        by_milepost: dict[int, list[Train]] = {}
        for t in trains:
            by_milepost.setdefault(t.milepost, []).append(t)
        for player in [p for p in self.items if p not in {t.player for t in trains}]:
            item = self.items.pop(player)
            if self._scene is not None:
                self._scene.removeItem(item)  # type: ignore[attr-defined]
        for group in by_milepost.values():
            for k, t in enumerate(group):
                shift = (k - (len(group) - 1) / 2) * (w + 6)
                found = self.items.get(t.player)
                if found is None:
                    found = self.items[t.player] = TrainItem(t, w)
                    if self._scene is not None:
                        self._scene.addItem(found)  # type: ignore[attr-defined]
                item = found
                item.set(t, w, shift)
                pos = QPointF(*self.layout.pos(t.milepost))
                if item.pos() != pos:
                    item.setPos(pos)

    def move(self, player: int, milepost: int) -> None:
        """Put one train on another milepost (the steps of a move being shown)."""
        self.set_trains([Train(t.player, milepost, t.color, t.current, t.loads, t.name) if t.player == player else t
                         for t in self.trains])
