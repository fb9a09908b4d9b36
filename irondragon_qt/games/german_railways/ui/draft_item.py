"""The crayon's draft on the board (issue 24), painted by one item: the draft's hexes outlined in
the company's colour, each with a pending cube (its letter) and its price; faint dashed hexes
where the next cube may go, with their prices; a label near the last hex with the running cost,
the cubes left and the treasury left; and, at a hex the model refuses, a red marker with the
model's reason beside it. One item, rebuilt on ``set_draft`` (no items moved about: PySide6 6.12 on
CPython 3.11 aborts after thousands of ``setPos``-like calls, DESIGN.md); only its old and new
bounding rects repaint."""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QFontMetricsF, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from ....uikit.hex_layout import HexSceneLayout
from ....uikit.hex_map import qrect
from ....uikit.shape_paths import font, polygon_path, text_path, wrapped
from ..board.hexboard import Coord, HexBoard
from ..rules.companies import CompanyBook
from ..rules.game import Game
from ..words import translate
from .board_scene import BoardScene
from .colours import ink_for, letters, shade
from .crayon import BuildCrayon, Draft, Say, Submit
from .places import OPEN_CUBE, cube_spots

RED, PAPER, INK, DARK, LIGHT = "#c62828", "#fffdf7", "#1d1d1d", "#1b1b1b", "#fdfbf3"
TEXT = 0.26  # spacings: the labels' type size
REASON_WIDTH = 5.2  # spacings: the widest line of a refusal's reason
Keep = list[tuple[QRectF, float]]  # areas a label should not cover, with how much each matters
GAP = 0.62  # spacings from a hex's centre to the label above it or the reason below it


@dataclass(frozen=True)
class Label:
    """A box of text in scene units: where, what, in which type and colours."""

    rect: QRectF
    lines: tuple[tuple[str, QFont, str], ...]  # (text, type, colour) per line, wrapped already
    edge: str
    stripe: str | None = None  # the company's colour down the left side


class DraftItem(QGraphicsItem):
    """Shows a ``Draft`` (``set_draft``); tests read ``outlined``, ``options``, ``marker``, ``summary``
    and ``reason`` (the labels, None when not shown)."""

    def __init__(self, board: HexBoard, layout: HexSceneLayout, book: CompanyBook) -> None:
        super().__init__()
        self.board, self.layout, self.book = board, layout, book
        self.colours = {c.id: shade(c.colour) for c in book.companies}
        self.letters = letters(book.ids)
        self.outlined: list[Coord] = []
        self.options: list[Coord] = []
        self.marker: Coord | None = None
        self.summary: Label | None = None
        self.reason: Label | None = None
        self._ops: list[tuple[QPainterPath, QPen | QColor]] = []  # in painting order: a pen strokes, a colour fills
        self._rect = QRectF()
        self._bounds = qrect(layout.scene_rect)
        self.cubes_here: Callable[[Coord], int] = lambda _at: 0  # cubes already on a hex (where the new one goes)
        self.cubes_at: Callable[[], Iterable[Coord]] = lambda: ()  # the hexes with cubes (labels keep off them)
        self.in_sight: Callable[[], QRectF | None] = lambda: None  # the scene area a view shows (labels stay in it)
        self.setZValue(20)  # over the cubes
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def boundingRect(self) -> QRectF:
        return self._rect

    def set_draft(self, draft: Draft) -> None:
        """Paint ``draft`` instead of what was shown; only the old and new areas repaint."""
        self.prepareGeometryChange()  # repaints the old bounding rect
        s = self.layout.s
        colour = self.colours.get(draft.company, "#7f7f7f")
        halo = DARK if ink_for(colour) == "#111111" else LIGHT  # a light colour gets a dark rim
        self._ops = []
        self.summary = self.reason = None
        self.outlined, self.options = list(draft.legal), [at for at, _ in draft.options]
        self.marker = draft.refused_at
        self._option_marks(draft, colour, s)
        self._cells(draft, colour, halo, s)
        if draft.refused_at is not None:
            self._refusal(draft.refused_at, s)
        # labels keep off the draft's hexes and the cubes near them (the summary, less so, off the
        # hexes where the next cube may go)
        clear = [(self._hex_box(at), 1.0) for at in draft.cells]
        if draft.cells:
            x, y = self.layout.centre(draft.cells[-1])
            near = 8 * s
            clear += [(self._hex_box(at), 1.0) for at in self.cubes_at()
                      if abs(self.layout.centre(at)[0] - x) < near and abs(self.layout.centre(at)[1] - y) < near]
        if draft.refused_at is not None and draft.reason:
            self.reason = self._reason_box(draft.refused_at, draft.reason, clear, s)
            clear.append((self.reason.rect, 2.0))
        clear += [(self._hex_box(at), 0.4) for at, _ in draft.options]
        if draft.legal:
            self.summary = self._summary(draft, colour, clear, s)
        rect = QRectF()
        for path, how in self._ops:
            w = how.widthF() if isinstance(how, QPen) else 0.0
            rect = rect.united(path.boundingRect().adjusted(-w, -w, w, w))
        for label in (self.summary, self.reason):
            if label is not None:
                rect = rect.united(label.rect.adjusted(-2, -2, 2, 2))
        self._rect = rect
        self.update()

    # --- what is drawn ---------------------------------------------------------------------
    def _hexagon(self, at: Coord, shrink: float) -> QPainterPath:
        return polygon_path(self.layout.corners(at, shrink))

    def _option_marks(self, draft: Draft, colour: str, s: float) -> None:
        """Where the next cube may go: a faint dashed hexagon and its price."""
        if not draft.options:
            return
        rings, prices = QPainterPath(), QPainterPath()
        for at, cost in draft.options:
            rings.addPath(self._hexagon(at, 0.84))
            x, y = self.layout.centre(at)
            if self.board.cells[at].city is not None:
                y += 0.36 * s  # below the city's circle
            prices.addPath(text_path(str(cost), font(0.3 * s, bold=True), x, y))
        faint = QColor(colour)
        faint.setAlphaF(0.75)
        pen = QPen(faint, 0.045 * s, Qt.PenStyle.DashLine)
        pen.setDashPattern([2.5, 2.0])
        self._ops += [(rings, pen), (prices, faint)]

    def _cells(self, draft: Draft, colour: str, halo: str, s: float) -> None:
        """The legal hexes: outline, pending cube with its letter, price in a bubble."""
        outlines, cubes, rims, bubbles = QPainterPath(), QPainterPath(), QPainterPath(), QPainterPath()
        letters_path, prices = QPainterPath(), QPainterPath()
        letter = self.letters.get(draft.company, "?")
        for at, cost in zip(draft.legal, draft.costs, strict=True):
            outlines.addPath(self._hexagon(at, 0.86))
            x, y, side = self._cube_spot(at)
            box = QRectF(x - side / 2, y - side / 2, side, side)
            rims.addRoundedRect(box.adjusted(-0.04 * s, -0.04 * s, 0.04 * s, 0.04 * s), 0.06 * s, 0.06 * s)
            cubes.addRect(box)
            letters_path.addPath(text_path(letter, font(side * 0.72, bold=True), x, y))
            bx, by, r = *self._bubble_at(at), 0.16 * s
            bubbles.addEllipse(QPointF(bx, by), r, r)
            prices.addPath(text_path(str(cost), font(0.24 * s, bold=True), bx, by))
        self._ops += [(outlines, QPen(QColor(halo), 0.13 * s)), (outlines, QPen(QColor(colour), 0.07 * s)),
                      (rims, QColor(halo)), (cubes, QColor(colour)), (letters_path, QColor(ink_for(colour))),
                      (bubbles, QColor(PAPER)), (bubbles, QPen(QColor(colour), 0.04 * s)), (prices, QColor(INK))]

    def _refusal(self, at: Coord, s: float) -> None:
        """A red hexagon on the hex the model refuses, and a red disc with a white cross in its
        corner (the middle stays clear: what is there is often the reason)."""
        ring = self._hexagon(at, 0.86)
        x, y = self._bubble_at(at)
        disc = QPainterPath()
        disc.addEllipse(QPointF(x, y), 0.18 * s, 0.18 * s)
        cross = QPainterPath()
        d = 0.08 * s
        cross.moveTo(x - d, y - d)
        cross.lineTo(x + d, y + d)
        cross.moveTo(x - d, y + d)
        cross.lineTo(x + d, y - d)
        white = QPen(QColor(LIGHT), 0.05 * s)
        white.setCapStyle(Qt.PenCapStyle.RoundCap)
        self._ops += [(ring, QPen(QColor(LIGHT), 0.14 * s)), (ring, QPen(QColor(RED), 0.08 * s)),
                      (disc, QColor(RED)), (disc, QPen(QColor(LIGHT), 0.035 * s)), (cross, white)]

    def _summary(self, draft: Draft, colour: str, clear: Keep, s: float) -> Label:
        """Above the last legal hex: the running cost, cubes left, treasury left; and the whole
        build's refusal (whose turn, GR-B1) if the model gives one with no hex to put it at."""
        bold, plain = font(TEXT * s, bold=True), font(TEXT * s * 0.9)
        lines = [(translate("GermanRailwaysTable", "Cost {cost}").format(cost=draft.total), bold, INK),
                 (translate("GermanRailwaysTable", "Cubes left {count}").format(count=draft.cubes_left), plain, INK),
                 (translate("GermanRailwaysTable", "Treasury left {amount}").format(
                     amount=draft.treasury_left), plain, INK)]
        if draft.reason and draft.refused_at is None:
            lines += [(text, plain, RED) for text in wrapped(draft.reason, plain, REASON_WIDTH * s)]
        return self._label(lines, draft.legal[-1], ("above", "right", "left", "below"), clear, colour, s, colour)

    def _reason_box(self, at: Coord, reason: str, clear: Keep, s: float) -> Label:
        """Below the refused hex, or above it: the model's words (centred on the hex, so they stay
        in sight near the pointer)."""
        f = font(TEXT * s * 0.9)
        lines = [(text, f, RED) for text in wrapped(reason, f, REASON_WIDTH * s)]
        return self._label(lines, at, ("below", "above"), clear, RED, s)

    def _label(self, lines: list[tuple[str, QFont, str]], at: Coord, sides: tuple[str, ...], clear: Keep,
               edge: str, s: float, stripe: str | None = None) -> Label:
        """A label beside hex ``at``: the first of ``sides`` that covers least of ``clear``, on the
        board and in sight (a zoomed-in view clipped a refusal at the window's edge, issue 43)."""
        pad = 0.12 * s
        left = pad + (0.1 * s if stripe else 0)
        w = max(QFontMetricsF(f).horizontalAdvance(t) for t, f, _ in lines) + left + pad
        h = sum(QFontMetricsF(f).height() for _, f, _ in lines) + 2 * pad * 0.7
        x, y = self.layout.centre(at)
        b = _room(self._bounds, self.in_sight(), w, h)
        spots = {"above": (x - w / 2, y - GAP * s - h), "below": (x - w / 2, y + GAP * s),
                 "right": (x + GAP * s, y - h / 2), "left": (x - GAP * s - w, y - h / 2)}

        def place(side: str) -> QRectF:
            px, py = spots[side]
            return QRectF(min(max(px, b.left()), b.right() - w), min(max(py, b.top()), b.bottom() - h), w, h)

        def covered(r: QRectF) -> float:
            return sum(weight * _area(r.intersected(c)) for c, weight in clear)

        rect = min((place(side) for side in sides), key=covered)  # min keeps the first of equals
        return Label(rect, tuple(lines), edge, stripe)

    def _hex_box(self, at: Coord) -> QRectF:
        x, y = self.layout.centre(at)
        s = self.layout.s
        return QRectF(x - 0.5 * s, y - 0.58 * s, s, 1.16 * s)

    def _cube_spot(self, at: Coord) -> tuple[float, float, float]:
        """Where the new cube goes: after the cubes already there (a city's row), or alone."""
        here = self.cubes_here(at)
        if here == 0 and self.board.cells[at].city is None:
            x, y = self.layout.centre(at)
            return x, y, OPEN_CUBE * self.layout.s
        return cube_spots(self.board, self.layout, at, here + 1)[-1]

    def _bubble_at(self, at: Coord) -> tuple[float, float]:
        x, y = self.layout.centre(at)
        return x + 0.3 * self.layout.s, y - 0.3 * self.layout.s

    # --- painting ---------------------------------------------------------------------------
    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        for path, how in self._ops:
            if isinstance(how, QPen):
                painter.strokePath(path, how)
            else:
                painter.fillPath(path, how)
        for label in (self.summary, self.reason):
            if label is not None:
                _paint_label(painter, label, self.layout.s)


def _paint_label(painter: QPainter, label: Label, s: float) -> None:
    r = label.rect
    painter.setPen(QPen(QColor(label.edge), 0.035 * s))
    painter.setBrush(QBrush(QColor(PAPER)))
    painter.drawRoundedRect(r, 0.08 * s, 0.08 * s)
    pad = 0.12 * s
    left = r.left() + pad
    if label.stripe:
        painter.fillRect(QRectF(r.left() + 0.03 * s, r.top() + 0.03 * s, 0.1 * s, r.height() - 0.06 * s),
                         QColor(label.stripe))
        left += 0.1 * s
    y = r.top() + pad * 0.7
    for text, f, colour in label.lines:
        painter.setFont(f)
        painter.setPen(QColor(colour))
        m = QFontMetricsF(f)
        painter.drawText(QPointF(left, y + m.ascent()), text)
        y += m.height()


def _room(board: QRectF, sight: QRectF | None, w: float, h: float) -> QRectF:
    """Where a label of ``w`` x ``h`` may go: the board, within the part a view shows when the
    label fits there (else the board's part nearest the view's top left)."""
    if sight is None:
        return board
    room = board.intersected(sight)
    if room.isEmpty():
        return board
    return QRectF(room.left(), room.top(), max(room.width(), w), max(room.height(), h))


def visible_area(scene: BoardScene) -> QRectF | None:
    """The scene area the first view of ``scene`` shows, or None without a view."""
    views = scene.views()
    if not views:
        return None
    view = views[0]
    return view.mapToScene(view.viewport().rect()).boundingRect()


def _area(r: QRectF) -> float:
    return r.width() * r.height() if r.isValid() else 0.0


def crayon_with_draft(scene: BoardScene, game: Callable[[], Game], seat: int, company: str, submit: Submit,
                      say: Say) -> tuple[BuildCrayon, DraftItem]:
    """A crayon for ``company`` and the item showing its draft, added to ``scene``; set the
    crayon as the view's ``crayon``, and remove the item from the scene when done."""
    item = DraftItem(scene.board, scene.layout, scene.book)
    item.cubes_here = lambda at: len(scene.cubes_item.cubes.get(at, ()))
    item.cubes_at = lambda: scene.cubes_item.cubes.keys()
    item.in_sight = lambda: visible_area(scene)
    scene.addItem(item)
    crayon = BuildCrayon(scene, game, seat, company, submit, say, item.set_draft)
    item.set_draft(crayon.draft)
    return crayon, item
