"""Track on the board: committed sections in each player's crayon, the pending sections of this
turn, a suggested plan's track, and the stroke being drawn.

The crayon look is a slightly wobbly, round-capped line over a thin contrasting outline, so
networks running side by side stay apart; the wobble is seeded by the section, so the same
track always looks the same. Built, pending and planned track differ by more than colour (a
player's colour may be the only hue a colour-blind player cannot tell apart): built track is a
solid crayon line with a dark outline; pending track a thinner line in the player's colour in a
white casing, with a bead at every milepost; a planned line thin dark dashes on a pale casing,
whatever the player's colour (its stops are numbered by the markers).

Repainting only what changed (issue 9): every kind of track is a ``SectionLayer``, an item that
keeps its sections in square tiles of the board. Giving it a new set of sections rebuilds the
paths of the tiles whose sections changed, and asks Qt to repaint only those sections' area; a
paint strokes only the tiles in the exposed area. So a crayon move repaints the few sections it
changed, and the committed track under them, not the whole board.
"""

from __future__ import annotations

import math
from collections.abc import Hashable, Iterable, Mapping, Sequence
from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetrics, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from .....uikit.resources import palette_data
from ...track.track import Track, edge
from .crayon import Status, StrokeSection
from .layout import BoardLayout

TILE_SPACINGS = 6  # mileposts per side of a tile of track

Section = tuple[int, int]


@dataclass(frozen=True)
class Beads:
    """A dot at every milepost of a style's sections (pending track): filled, with a ring."""

    radius: float
    ring: QPen
    fill: QColor


Mark = QPen | Beads  # what a style paints in turn: a pen along its sections, or beads


def crayon_colors() -> list[QColor]:
    return [QColor(c) for c in palette_data()["crayons"]["colors"]]


def crayon_names() -> list[str]:
    return [str(n) for n in palette_data()["crayons"]["names"]]


def _wobble(a: int, b: int) -> float:
    """A small, repeatable sideways offset for the middle of a section (a hand-drawn line)."""
    h = (a * 73856093) ^ (b * 19349663)
    return ((h % 1000) / 1000 - 0.5) * 0.16


def add_section(path: QPainterPath, layout: BoardLayout, a: int, b: int) -> bool:
    """Add one section's crayon line to ``path``; False for a tunnel (nothing is drawn between
    the two layers)."""
    if layout.layer_of(a) != layout.layer_of(b):
        return False
    (ax, ay), (bx, by) = layout.pos(a), layout.pos(b)
    dx, dy = bx - ax, by - ay
    length = math.hypot(dx, dy) or 1.0
    w = _wobble(min(a, b), max(a, b)) * layout.s
    path.moveTo(ax, ay)
    path.quadTo(QPointF((ax + bx) / 2 - dy / length * w, (ay + by) / 2 + dx / length * w), QPointF(bx, by))
    return True


def crayon_path(layout: BoardLayout, sections: Iterable[tuple[int, int]]) -> QPainterPath:
    path = QPainterPath()
    for a, b in sections:
        add_section(path, layout, a, b)
    return path


def _pen(color: QColor, width: float, dashes: Sequence[float] | None = None,
         join: Qt.PenJoinStyle = Qt.PenJoinStyle.RoundJoin) -> QPen:
    pen = QPen(color, width, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap, join)
    if dashes:
        pen.setDashPattern(list(dashes))
    return pen


class SectionLayer(QGraphicsItem):
    """Sections of track in styles (a style is a list of marks: pens, painted in turn, and beads
    at the mileposts), kept in tiles.

    ``set_sections`` takes the whole wanted picture (section -> style) and works out what
    changed. Styles are painted in the order given by ``set_styles``; within a style, each mark
    goes over all tiles in view before the next one, so outlines never cover colours."""

    def __init__(self, layout: BoardLayout, z: float) -> None:
        super().__init__()
        self.layout = layout
        r = layout.scene_rect
        self._rect = QRectF(r.x, r.y, r.w, r.h)  # fixed: the repaints are asked for by area
        self.tile = TILE_SPACINGS * layout.s
        self._margin = 0.7 * layout.s  # half a section and the widest pen or bead
        self.styles: dict[Hashable, list[Mark]] = {}
        self.sections: dict[Section, Hashable] = {}
        self._tiles: dict[tuple[int, int], dict[Section, Hashable]] = {}
        # built when painted: per tile, a style's line path, and (style, mark number) its beads' path
        self._paths: dict[tuple[int, int], dict[Hashable, QPainterPath]] = {}
        self.tile_builds = 0  # how many tile paths were (re)built: tests check moves rebuild little
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemUsesExtendedStyleOption)
        self.setZValue(z)

    def set_styles(self, styles: Mapping[Hashable, list[Mark]]) -> None:
        if dict(styles) != self.styles:
            self.styles = dict(styles)
            self._paths.clear()  # beads are built with the style's sizes
            self.update()

    def _tile_of(self, s: Section) -> tuple[int, int]:
        (ax, ay), (bx, by) = self.layout.pos(s[0]), self.layout.pos(s[1])
        return int(((ax + bx) / 2) // self.tile), int(((ay + by) / 2) // self.tile)

    def set_sections(self, wanted: Mapping[Section, Hashable]) -> None:
        """Show exactly these sections; only the changed ones are rebuilt and repainted."""
        if wanted == self.sections:
            return
        old = self.sections
        changed = [s for s, st in wanted.items() if old.get(s) != st]
        changed += [s for s in old if s not in wanted]
        dirty: dict[tuple[int, int], QRectF] = {}
        for s in changed:
            key = self._tile_of(s)
            tile = self._tiles.setdefault(key, {})
            if s in wanted:
                tile[s] = wanted[s]
            else:
                tile.pop(s, None)
            self._paths.pop(key, None)
            (ax, ay), (bx, by) = self.layout.pos(s[0]), self.layout.pos(s[1])
            area = QRectF(QPointF(min(ax, bx), min(ay, by)), QPointF(max(ax, bx), max(ay, by)))
            dirty[key] = dirty[key].united(area) if key in dirty else area
        self.sections = dict(wanted)
        m = self._margin
        for area in dirty.values():
            self.update(area.adjusted(-m, -m, m, m))

    def _tile_paths(self, key: tuple[int, int]) -> dict[Hashable, QPainterPath]:
        paths = self._paths.get(key)
        if paths is None:
            paths = {}
            ends: dict[Hashable, set[int]] = {}
            for (a, b), style in self._tiles.get(key, {}).items():
                if add_section(paths.setdefault(style, QPainterPath()), self.layout, a, b):
                    ends.setdefault(style, set()).update((a, b))
            for style, mileposts in ends.items():
                for n, mark in enumerate(self.styles.get(style, [])):
                    if isinstance(mark, Beads):
                        beads = paths[(style, n)] = QPainterPath()
                        for m in sorted(mileposts):
                            beads.addEllipse(QPointF(*self.layout.pos(m)), mark.radius, mark.radius)
            self._paths[key] = paths
            self.tile_builds += 1
        return paths

    def boundingRect(self) -> QRectF:
        return self._rect

    def visible_tiles(self, exposed: QRectF) -> list[tuple[int, int]]:
        m, t = self._margin, self.tile
        x0, x1 = int((exposed.left() - m) // t), int((exposed.right() + m) // t)
        y0, y1 = int((exposed.top() - m) // t), int((exposed.bottom() + m) // t)
        if (x1 - x0 + 1) * (y1 - y0 + 1) > len(self._tiles):
            return [k for k in self._tiles if x0 <= k[0] <= x1 and y0 <= k[1] <= y1]
        return [(x, y) for x in range(x0, x1 + 1) for y in range(y0, y1 + 1) if (x, y) in self._tiles]

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        if not self.sections:
            return
        tiles = [self._tile_paths(k) for k in self.visible_tiles(option.exposedRect)]
        if not tiles:
            return
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        for style, marks in self.styles.items():
            if not any(style in p for p in tiles):
                continue
            for n, mark in enumerate(marks):
                if isinstance(mark, Beads):
                    painter.setPen(mark.ring)
                    painter.setBrush(mark.fill)
                    paths = [p[(style, n)] for p in tiles if (style, n) in p]
                else:
                    painter.setPen(mark)
                    painter.setBrush(Qt.BrushStyle.NoBrush)
                    paths = [p[style] for p in tiles if style in p]
                for path in paths:
                    painter.drawPath(path)


def built_style(color: QColor, s: float) -> list[Mark]:
    """Built track: a solid crayon line over a dark outline."""
    outline = QColor(str(palette_data()["crayons"]["outline"]))
    return [_pen(outline, 0.3 * s), _pen(color, 0.2 * s)]


def pending_style(color: QColor, s: float) -> list[Mark]:
    """Pending track: the player's colour, thinner, in a white casing edged dark, with a bead at
    every milepost: told from built track by its casing and beads, not by its colour."""
    outline = QColor(str(palette_data()["crayons"]["outline"]))
    white, bevel = QColor("#ffffff"), Qt.PenJoinStyle.BevelJoin
    return [_pen(outline, 0.4 * s, join=bevel), _pen(white, 0.3 * s, join=bevel), _pen(color, 0.13 * s, join=bevel),
            Beads(0.15 * s, _pen(outline, 0.04 * s), white), Beads(0.07 * s, QPen(Qt.PenStyle.NoPen), color)]


def planned_style(s: float) -> list[Mark]:
    """A suggested plan's track: thin dark dashes on a pale casing, the same for every player."""
    crayons = palette_data()["crayons"]
    return [_pen(QColor(str(crayons["light_outline"])), 0.2 * s),
            _pen(QColor(str(crayons["plan"])), 0.08 * s, [2.5, 2.2], Qt.PenJoinStyle.BevelJoin)]


class PlanLayer(SectionLayer):
    """A suggested plan's track (its stops are numbered by the markers)."""

    def __init__(self, layout: BoardLayout) -> None:
        super().__init__(layout, 3.05)
        self.set_styles({"plan": planned_style(layout.s)})

    def set_plan(self, sections: Iterable[tuple[int, int]]) -> None:
        self.set_sections({(a, b): "plan" for a, b in sections})


class TrackItems:
    """Committed track (one style per player), the pending sections of this turn and the best
    network's highlight, as three ``SectionLayer`` items."""

    def __init__(self, layout: BoardLayout) -> None:
        self.layout = layout
        s = layout.s
        self.colors = crayon_colors()
        self.highlight_layer = SectionLayer(layout, 2.9)
        self.highlight_layer.set_styles({"best": [_pen(QColor(255, 215, 0, 170), 0.42 * s)]})
        self.committed = SectionLayer(layout, 3.0)
        # the committed track changes only between strokes: Qt keeps its pixels for the view, so
        # a repaint under the stroke copies them instead of stroking the tiles there again
        self.committed.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        self.committed.set_styles({p: built_style(c, s) for p, c in enumerate(self.colors)})
        self.pending = SectionLayer(layout, 3.1)
        self.pending.set_styles({p: pending_style(c, s) for p, c in enumerate(self.colors)})
        self.items: list[SectionLayer] = [self.highlight_layer, self.committed, self.pending]

    @property
    def highlight(self) -> set[Section] | None:
        """The highlighted sections (the best network), or None."""
        return set(self.highlight_layer.sections) or None

    def set_track(self, track: Track) -> None:
        """The committed track; a no-op when it has not changed."""
        n = len(self.colors)
        self.committed.set_sections({e: p % n for e, p in track.sections().items()})

    def set_pending(self, sections: Iterable[tuple[int, int]], player_color: int = 0) -> None:
        style = player_color % len(self.colors)
        self.pending.set_sections({(a, b): style for a, b in sections})

    def set_highlight(self, sections: Iterable[tuple[int, int]] | None) -> None:
        self.highlight_layer.set_sections({edge(a, b): "best" for a, b in sections or ()})
        cache = QGraphicsItem.CacheMode.DeviceCoordinateCache if self.highlight_layer.sections else (
            QGraphicsItem.CacheMode.NoCache)  # no pixels kept for nothing
        self.highlight_layer.setCacheMode(cache)

    def add_to(self, scene: object) -> None:
        for item in self.items:
            scene.addItem(item)  # type: ignore[attr-defined]

    def remove_from(self, scene: object) -> None:
        for item in self.items:
            scene.removeItem(item)  # type: ignore[attr-defined]

    def setVisible(self, on: bool) -> None:
        for item in self.items:
            item.setVisible(on)

    def isVisible(self) -> bool:
        return self.committed.isVisible()


class StrokeItem(SectionLayer):
    """The stroke being drawn: its sections the model refuses, dashed in the colour of why (past
    the budget, or refused); its legal sections are pending already and look it (``TrackItems``),
    so a stroke looks the same before and after the button is let go. The running cost is a
    separate ``StrokeLabel`` at the pointer."""

    def __init__(self, layout: BoardLayout) -> None:
        super().__init__(layout, 4.0)
        s = layout.s
        pal = palette_data()["stroke"]
        white, bevel = QColor("#ffffff"), Qt.PenJoinStyle.BevelJoin
        # dash patterns are in pen widths, and each round cap adds half a width to a dash: past the
        # budget is dashed, refused is dotted (told apart without their colours)
        self.set_styles({Status.OVER_BUDGET: [_pen(white, 0.34 * s, join=bevel),
                                              _pen(QColor(pal["over_budget"]), 0.22 * s, [1.6, 1.9], bevel)],
                         Status.REFUSED: [_pen(white, 0.34 * s, join=bevel),
                                          _pen(QColor(pal["refused"]), 0.22 * s, [0.01, 1.9], bevel)]})
        self.label = StrokeLabel()
        self.label.setParentItem(self)

    def set_stroke(self, sections: list[StrokeSection], label: str = "", at: QPointF | None = None) -> None:
        self.set_sections({(x.a, x.b): x.status for x in sections if x.status is not Status.OK})
        heading = None
        if sections:
            (ax, ay), (bx, by) = self.layout.pos(sections[-1].a), self.layout.pos(sections[-1].b)
            heading = (bx - ax, by - ay)
        self.label.show_text(label, at, heading)


class StrokeLabel(QGraphicsItem):
    """The running cost beside the pointer: one size on screen whatever the zoom, inside the
    view, and on the side the stroke comes from, so it never covers where the pointer goes."""

    GAP = 16  # pixels between the pointer's milepost and the label

    def __init__(self) -> None:
        super().__init__()
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemIgnoresTransformations)
        self.text = ""
        self._font = QFont()
        self._font.setPixelSize(13)
        self._font.setBold(True)
        self._size = QRectF()  # the text's box with its padding, at the origin
        self._box = QRectF()  # where it is drawn, in pixels from the pointer's milepost
        self._flags = int(Qt.AlignmentFlag.AlignLeft | Qt.TextFlag.TextWordWrap)
        self.setZValue(1)

    def show_text(self, text: str, at: QPointF | None, heading: tuple[float, float] | None = None) -> None:
        """``heading``: the stroke's last step (scene units), to keep the label behind it."""
        if text != self.text:
            box = QRectF()
            if text:
                box = QFontMetrics(self._font).boundingRect(0, 0, 280, 200, self._flags, text).toRectF()
                box.moveTopLeft(QPointF(0, 0))
                box.adjust(0, 0, 12, 8)
            self._size = box
            self.text = text
        if at is not None and at != self.pos():
            self.setPos(at)
        box = self._placed(heading) if self.text else QRectF()
        if box != self._box:
            self.prepareGeometryChange()
            self._box = box
        self.update()
        self.setVisible(bool(text and at is not None))

    def _placed(self, heading: tuple[float, float] | None) -> QRectF:
        """The first corner around the pointer that lies inside the view, the ones behind the
        stroke's heading first; if none does, the best one pushed inside."""
        w, h, g = self._size.width(), self._size.height(), self.GAP
        corners = [QPointF(g, -h - g), QPointF(-w - g, -h - g), QPointF(g, g), QPointF(-w - g, g)]
        if heading is not None:
            dx, dy = heading
            corners.sort(key=lambda c: ((c.x() > 0) == (dx > 0) and dx != 0) + ((c.y() > 0) == (dy > 0) and dy != 0))
        views = self.scene().views() if self.scene() is not None else []
        if not views:
            return QRectF(corners[0], self._size.size())
        view = views[0]
        area = QRectF(view.viewport().rect()).adjusted(4, 4, -4, -4)
        anchor = QPointF(view.mapFromScene(self.pos()))
        for c in corners:
            box = QRectF(anchor + c, self._size.size())
            if area.contains(box):
                return QRectF(c, self._size.size())
        box = QRectF(anchor + corners[0], self._size.size())
        box.moveLeft(min(max(box.left(), area.left()), area.right() - w))
        box.moveTop(min(max(box.top(), area.top()), area.bottom() - h))
        return box.translated(-anchor)

    def boundingRect(self) -> QRectF:
        return self._box.adjusted(-1, -1, 1, 1) if self.text else QRectF()

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        if not self.text:
            return
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setFont(self._font)
        painter.setPen(QColor("#444444"))
        painter.setBrush(QColor(255, 255, 255, 235))
        painter.drawRoundedRect(self._box, 5, 5)
        painter.setPen(QColor("#111111"))
        painter.drawText(self._box.adjusted(6, 4, -6, -4), self._flags, self.text)
