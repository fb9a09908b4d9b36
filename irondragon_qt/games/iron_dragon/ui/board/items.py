"""The graphics items that draw the board. Static layers are few items painting cached paths
(Qt's chip example): one for the map, one for all milepost symbols, one for all labels."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import TYPE_CHECKING

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFont,
    QPainter,
    QPainterPath,
    QPolygonF,
    QTransform,
)
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem

from .....uikit.layers import LayeredItem, Layers
from .....uikit.paths import lines_path, stroked
from .....uikit.resources import color
from ...board.board import Board
from ...words import good_name, terrain_name, translate
from .glyphs import city_dot, entrance_mark, hexagon, terrain_glyphs
from .layout import BoardLayout
from .placement import (
    WEIGHT,
    Obstacles,
    band_y,
    best_box,
    chip_obstacles,
    city_label_spots,
    country_label_spots,
    legend_places,
)

if TYPE_CHECKING:  # shapely (and numpy) load only when the board is drawn anew, not from the cache
    from shapely.geometry.base import BaseGeometry

MAJOR_RADIUS = 1.45  # spacings from a major city's centre to its hexagon's corners (placement.py too)
PLATE_PAD = 0.04  # spacings of light plate around a name
CHUNK_SPACINGS_PLANE = 8.0  # the same chunk size in plane units, for shapes cut with shapely


def _polygons(geom: BaseGeometry) -> Iterable[BaseGeometry]:
    if geom.is_empty:
        return []
    return list(getattr(geom, "geoms", [geom]))


def shape_path(geom: BaseGeometry, layout: BoardLayout, layer: str) -> QPainterPath:
    """A shapely (multi)polygon in plane units as a painter path in scene units."""
    path = QPainterPath()
    path.setFillRule(Qt.FillRule.OddEvenFill)
    for poly in _polygons(geom):
        if poly.geom_type != "Polygon":
            continue
        for ring in [poly.exterior, *poly.interiors]:
            pts = [QPointF(*layout.plane_to_scene(layer, x, y)) for x, y in ring.coords]
            path.addPolygon(QPolygonF(pts))
            path.closeSubpath()
    return path


def chunks(geom: BaseGeometry, size: float = CHUNK_SPACINGS_PLANE) -> list[BaseGeometry]:
    """A shape cut into square pieces (plane units), so each can be skipped when out of view."""
    import shapely

    if geom.is_empty:
        return []
    x0, y0, x1, y1 = geom.bounds
    out = []
    gx = int(x0 // size)
    while gx * size < x1:
        gy = int(y0 // size)
        while gy * size < y1:
            # pieces overlap a little, or anti-aliasing would show a hairline where they meet
            piece = shapely.clip_by_rect(geom, gx * size - 0.05, gy * size - 0.05, (gx + 1) * size + 0.05,
                                         (gy + 1) * size + 0.05)
            if not piece.is_empty:
                out.append(piece)
            gy += 1
        gx += 1
    return out


def line_path(lines: Iterable[Sequence[tuple[float, float]]], layout: BoardLayout, layer: str) -> QPainterPath:
    return lines_path([layout.plane_to_scene(layer, x, y) for x, y in line] for line in lines)


class Chunked:
    """Paths split by where they are on the board, so a repaint of part of the view only
    touches the pieces there (the exposed-rect test in ``LayeredItem.paint`` skips the rest)."""

    def __init__(self, size: float) -> None:
        self.size = size
        self.paths: dict[tuple[int, int], QPainterPath] = {}

    def at(self, x: float, y: float) -> QPainterPath:
        key = (int(x // self.size), int(y // self.size))
        if key not in self.paths:
            self.paths[key] = QPainterPath()
        return self.paths[key]

    def pieces(self) -> list[QPainterPath]:
        return [p for _, p in sorted(self.paths.items()) if not p.isEmpty()]


CHUNK_SPACINGS = 8  # mileposts per side of a chunk


def _rect(r: object) -> QRectF:
    return QRectF(r.x, r.y, r.w, r.h)  # type: ignore[attr-defined]


class MapItem(LayeredItem):
    """Sea, land, terrain tints, lakes, coast, borders, rivers, inlets, major cities, links."""

    def __init__(self, board: Board, layout: BoardLayout, cached: Layers | None = None) -> None:
        super().__init__(_rect(layout.scene_rect))
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemUsesExtendedStyleOption)
        if cached is not None:
            self.restore(cached)
            return
        from shapely.geometry import MultiLineString

        from ...board.geometry import region, shapes, smooth

        s = layout.s
        geo = shapes(board)
        sea = QPainterPath()
        sea.addRect(_rect(layout.scene_rect))
        self.add(sea, color("board", "sea"))
        # sea dots: the printed board marks every sea point (painted right after the sea)
        self.add_points([QPointF(*layout.pos(m.index)) for m in board.mileposts if m.is_sea],
                        color("board", "sea_dot"), 0.12 * s)
        self.points_after = 1  # right after the sea
        if layout.inset_rect:
            inset = QPainterPath()
            inset.addRoundedRect(_rect(layout.inset_rect), 0.5 * s, 0.5 * s)
            self.add(inset, color("board", "inset_background"))
        for layer in layout.offsets:
            for piece in chunks(geo.land(layer).buffer(0.08, quad_segs=2)):
                self.add(shape_path(piece, layout, layer), color("board", "coast"))
            for piece in chunks(geo.land(layer)):
                self.add(shape_path(piece, layout, layer), color("board", "land" if layer == "surface"
                                                                 else "underground_land"))
            tints = ("desert", "jungle") if layer == "surface" else ("rock",)
            for terrain in tints:
                cells = [(m.q, m.r) for m in board.mileposts if m.terrain == terrain and m.layer == layer]
                if not cells:
                    continue
                tint = smooth(region(cells, 0.05), 2).intersection(geo.land(layer))
                key = "underground_rock" if terrain == "rock" else terrain
                group = "board" if terrain == "rock" else "terrain_tint"
                for piece in chunks(tint):
                    self.add(shape_path(piece, layout, layer), color(group, key))
        for _name, lake in geo.lakes:
            lake_path = shape_path(lake, layout, "surface")
            self.add(stroked(lake_path, 0.1 * s), color("board", "coast"))
            self.add(lake_path, color("board", "lake"))
        for piece in chunks(MultiLineString(geo.borders)):
            self.add(stroked(line_path(_coords(piece), layout, "surface"), 0.07 * s,
                             cap=Qt.PenCapStyle.FlatCap, dashes=[3, 2]), color("board", "border"))
        river_lines: dict[str, list[list[tuple[float, float]]]] = {"surface": [], "underground": []}
        for layer, _name, lines in geo.rivers:
            river_lines.setdefault(layer, []).extend(lines)
        for layer, lines in river_lines.items():
            if layer in layout.offsets and lines:
                for piece in chunks(MultiLineString(lines)):
                    self.add(stroked(line_path(_coords(piece), layout, layer), 0.13 * s), color("board", "river"))
        inlets = [(a, b) for a, b in geo.inlets]
        self.add(stroked(line_path(_extend(inlets, 0.15), layout, "surface"), 0.26 * s),
                 color("board", "inlet"))
        self.add(stroked(line_path(_extend(geo.impassable, 0.15), layout, "surface"), 0.3 * s),
                 QColor("#0b2545"))
        # magic links: a dashed arc between the two cities' centres
        for link in board.magic_links:
            if not link.always_active:
                continue
            a = board.by_id[board.cities[link.a].center].index
            b = board.by_id[board.cities[link.b].center].index
            (ax, ay), (bx, by) = layout.pos(a), layout.pos(b)
            arc = QPainterPath(QPointF(ax, ay))
            mx, my = (ax + bx) / 2, (ay + by) / 2
            arc.quadTo(QPointF(mx + (by - ay) * 0.25, my - (bx - ax) * 0.25), QPointF(bx, by))
            self.add(stroked(arc, 0.14 * s, dashes=[2, 1.5]), color("board", "magic_link"))
        # major cities: the red hexagon over their seven mileposts
        hex_path = QPainterPath()
        for city in board.cities.values():
            if city.is_major:
                x, y = layout.pos(board.by_id[city.center].index)
                hex_path.addPolygon(QTransform().translate(x, y).scale(s, s).map(hexagon(MAJOR_RADIUS)))
                hex_path.closeSubpath()
        self.add(stroked(hex_path, 0.12 * s), color("board", "city_outline"))
        self.add(hex_path, color("board", "city_red"))



def _coords(geom: BaseGeometry) -> list[list[tuple[float, float]]]:
    parts = getattr(geom, "geoms", [geom])
    return [list(g.coords) for g in parts if g.geom_type == "LineString"]


def _extend(segments: Iterable[tuple[tuple[float, float], tuple[float, float]]],
            by: float) -> list[list[tuple[float, float]]]:
    out = []
    for (x0, y0), (x1, y1) in segments:
        dx, dy = x1 - x0, y1 - y0
        out.append([(x0 - dx * by, y0 - dy * by), (x1 + dx * by, y1 + dy * by)])
    return out


class MilepostItem(LayeredItem):
    """Every milepost's symbol, batched into one path per kind; plain dots drop out when far."""

    def __init__(self, board: Board, layout: BoardLayout, cached: Layers | None = None) -> None:
        super().__init__(_rect(layout.scene_rect))
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemUsesExtendedStyleOption)
        self.min_spacing_for_plain = 7.0  # screen pixels between mileposts
        self.spacing = layout.s
        if cached is not None:
            self.restore(cached)
            return
        s = layout.s
        glyphs = terrain_glyphs()
        size = CHUNK_SPACINGS * s
        fills = {k: Chunked(size) for k in glyphs}
        outlines = {k: Chunked(size) for k in glyphs}
        dots, marks = Chunked(size), Chunked(size)
        plain: list[QPointF] = []
        for m in board.mileposts:
            if m.is_sea:
                continue
            if m.terrain == "plain":
                plain.append(QPointF(*layout.pos(m.index)))
                continue
            kind = "port" if m.port and m.terrain != "major_city" else m.terrain
            x, y = layout.pos(m.index)
            t = QTransform().translate(x, y).scale(s, s)
            if kind == "major_city":
                dots.at(x, y).addPath(t.map(city_dot()))
                if m.port:
                    fills["port"].at(x, y).addPath(t.map(glyphs["port"].fill))
                    outlines["port"].at(x, y).addPath(t.map(glyphs["port"].outline))
                continue
            if kind not in glyphs:  # a terrain this program has no symbol for: a plain dot
                plain.append(QPointF(x, y))
                continue
            g = glyphs[kind]
            fills[kind].at(x, y).addPath(t.map(g.fill))
            outlines[kind].at(x, y).addPath(t.map(g.outline))
            if kind in ("small_city", "medium_city"):
                dots.at(x, y).addPath(t.map(city_dot()))
            if kind == "entrance":
                marks.at(x, y).addPath(t.map(entrance_mark()))
        self.add_points(plain, glyphs["plain"].fill_color, 0.11 * s)
        for kind, g in glyphs.items():
            for piece in fills[kind].pieces() if kind != "jungle" else []:
                self.add(piece, g.fill_color)
            for piece in outlines[kind].pieces():
                self.add(stroked(piece, g.outline_width * s), g.outline_color)
        for piece in marks.pieces():
            self.add(stroked(piece, 0.045 * s), QColor("#222222"))
        for piece in dots.pieces():
            self.add(piece, QColor("#111111"))
        self.points_after = len(self.layers)  # plain dots last, and only when they can be told apart

    def show_points(self, option: QStyleOptionGraphicsItem, painter: QPainter) -> bool:
        lod = option.levelOfDetailFromTransform(painter.worldTransform())
        return lod * self.spacing >= self.min_spacing_for_plain


class LabelsItem(LayeredItem):
    """City names, country names, the inset's titles and the terrain key. Every name is put
    where it hides no milepost, port, city, load chip or other name (``placement``); the load
    chips themselves are the goods icons (``goods_items``)."""

    def __init__(self, board: Board, layout: BoardLayout, cached: Layers | None = None) -> None:
        super().__init__(_rect(layout.scene_rect))
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemUsesExtendedStyleOption)
        self.board, self.layout = board, layout
        if cached is not None:
            self.restore(cached)
            return
        s = layout.s
        size = CHUNK_SPACINGS * s
        self.halo_src = Chunked(size)  # dark labels, each over a light plate
        self.plates = Chunked(size)
        self.under: list[tuple[QPainterPath, QBrush]] = []  # frames, country names, key symbols
        self.obstacles = chip_obstacles(layout)  # milepost symbols and load chips
        self.words = Obstacles(layout.s)  # the names placed so far
        self.placed: list[tuple[float, float, float, float]] = []  # every name's box, padding included
        family = "DejaVu Sans"
        cities = sorted(board.cities.values(), key=lambda c: ({"major": 0, "medium": 1}.get(c.size, 2), c.name))
        for city in cities:
            font = QFont(family)
            if city.is_major:
                font.setPixelSize(round(0.62 * s))
                font.setBold(True)
            else:
                font.setPixelSize(round(0.45 * s))
                font.setBold(city.size == "medium")
            self._add_text(city.name.upper() if city.is_major else city.name, font,
                           city_label_spots(layout, board, city.name))
        self._add_tunnel_labels()
        from ...board.geometry import shapes  # shapely only once labels are placed

        for code, (px, py) in sorted(shapes(board).country_label_points.items()):
            name = board.countries.get(code, code).upper()
            font = QFont(family)
            font.setPixelSize(round(0.62 * s))
            font.setLetterSpacing(QFont.SpacingType.PercentageSpacing, 130)
            font.setBold(True)
            x, y = layout.plane_to_scene("surface", px, py)
            path = self._placed(_text(name, font, x, y, centre=True), country_label_spots(layout, x, y), 0.7)
            self.under.append((path, QBrush(color("board", "country_label"))))
        if layout.inset_rect:
            font = QFont(family)
            font.setPixelSize(round(0.9 * s))
            font.setBold(True)
            font.setLetterSpacing(QFont.SpacingType.PercentageSpacing, 120)
            r = layout.inset_rect
            under = translate("IronDragonTable", "UNDERGROUND")
            self.under.append((_text(under, font, r.x + r.w / 2, r.y + 1.1 * s, centre=True),
                               QBrush(QColor("#ffffff"))))
        self._add_key()
        self.layers = list(self.under)
        plate = color("board", "label_halo")
        plate.setAlphaF(0.8)
        for piece in self.plates.pieces():
            self.add(piece, plate)
        for piece in self.halo_src.pieces():
            self.add(piece, color("board", "label"))

    def _placed(self, path: QPainterPath, spots: list[tuple[float, float]], margin: float = 0.0) -> QPainterPath:
        """The text moved to the best of ``spots`` (``placement``), its plate included, keeping
        ``margin`` spacings from other names on either side; other names then keep clear of it."""
        box = path.boundingRect()
        s = self.layout.s
        pad = PLATE_PAD * s
        x0, y0, x1, y1 = best_box(self.obstacles, (box.width() + 2 * pad, box.height() + 2 * pad), spots,
                                  words=self.words, margin=margin * s)
        self.words.add((x0, y0, x1, y1), WEIGHT["label"])
        self.placed.append((x0, y0, x1, y1))
        return path.translated((x0 + x1) / 2 - box.center().x(), (y0 + y1) / 2 - box.center().y())

    def _add_text(self, text: str, font: QFont, spots: list[tuple[float, float]]) -> None:
        pad = PLATE_PAD * self.layout.s
        path = self._placed(_text(text, font, 0, 0, centre=True), spots)
        x, y = path.boundingRect().center().x(), path.boundingRect().center().y()
        self.halo_src.at(x, y).addPath(path)
        self.plates.at(x, y).addRoundedRect(path.boundingRect().adjusted(-pad, -pad, pad, pad), 2 * pad, 2 * pad)

    def _add_tunnel_labels(self) -> None:
        s = self.layout.s
        font = QFont("DejaVu Sans")
        font.setPixelSize(round(0.4 * s))
        font.setBold(True)
        for t in self.board.tunnels:
            for index in (t.surface, t.underground):
                x, y = self.layout.pos(index)
                layer = self.board.mileposts[index].layer
                spots = [(x + dx * s, band_y(self.layout, layer, y, b)) for b in (1, -1, 3)
                         for dx in (0, 0.5, -0.5, 1.0, -1.0)]
                self._add_text(translate("IronDragonTable", "{tunnel} tunnel").format(tunnel=t.name.upper()), font,
                               spots)

    def _add_key(self) -> None:
        """The terrain key with the model's build costs, as printed beside the board, and the
        goods' names beside their icons (drawn by ``goods_items``)."""
        lay, s = self.layout, self.layout.s
        r = lay.key_rect
        frame = QPainterPath()
        frame.addRoundedRect(_rect(r), 0.4 * s, 0.4 * s)
        self.under.insert(0, (frame, QBrush(QColor("#fbf8ee"))))
        self.under.append((stroked(frame, 0.08 * s), QBrush(color("board", "underground_frame"))))
        title = QFont("DejaVu Sans")
        title.setPixelSize(round(0.7 * s))
        title.setBold(True)
        self.halo_src.at(r.x, r.y).addPath(_text(translate("IronDragonTable", "TERRAIN KEY"), title, r.x + r.w / 2,
                                                 r.y + 0.9 * s, centre=True))
        font = QFont("DejaVu Sans")
        font.setPixelSize(round(0.46 * s))
        legend_title, legend = legend_places(lay)
        if legend:
            self.halo_src.at(r.x, legend_title).addPath(_text(translate("IronDragonTable", "GOODS"), title,
                                                              r.x + r.w / 2, legend_title, centre=True))
            for good, (x0, y0, x1, y1) in legend:
                self.halo_src.at(x0, y0).addPath(_text(good_name(good), font, x1 + 0.25 * s, (y0 + y1) / 2,
                                                       centre=False))
        rows = self._key_rows()
        y = r.y + 1.9 * s
        bottom = (legend_title - 0.8 * s) if legend else r.y + r.h - 0.5 * s
        step = min(0.78 * s, (bottom - y) / max(1, len(rows)))
        for terrain, name, cost in rows:
            gx = r.x + 1.0 * s
            self._key_symbol(terrain, gx, y)
            self.halo_src.at(gx, y).addPath(_text(name, font, gx + 0.7 * s, y, centre=False))
            self.halo_src.at(gx, y).addPath(_text(cost, font, r.x + r.w - 0.5 * s, y, centre=False, right=True))
            y += step

    def _key_rows(self) -> list[tuple[str, str, str]]:
        board, glyphs = self.board, terrain_glyphs()
        rows: list[tuple[str, str, str]] = []
        for terrain, name in board.terrain_names.items():
            gp = board.terrain_costs.get(terrain)
            if terrain in ("lake", "land") or (terrain not in glyphs and terrain not in ("major_city", "sea")):
                continue
            rows.append((terrain, terrain_name(name), translate("IronDragonTable", "not allowed") if gp is None
                         else translate("IronDragonTable", "{amount} GP").format(amount=gp)))
        rules = board.components.rules
        rows.append(("river", translate("IronDragonTable", "River crossing"),
                     translate("IronDragonTable", "+{amount} GP").format(amount=rules.get("river_surcharge", 2))))
        rows.append(("inlet", translate("IronDragonTable", "Ocean inlet"),
                     translate("IronDragonTable", "+{amount} GP").format(amount=rules.get("inlet_surcharge", 3))))
        return rows

    def _key_symbol(self, terrain: str, gx: float, y: float) -> None:
        s, glyphs = self.layout.s, terrain_glyphs()
        t = QTransform().translate(gx, y).scale(s, s)
        if terrain in glyphs:
            g = glyphs[terrain]
            if terrain != "jungle":
                self.under.append((t.map(g.fill), QBrush(g.fill_color)))
            self.under.append((stroked(t.map(g.outline), g.outline_width * s), QBrush(g.outline_color)))
        elif terrain == "major_city":
            hx = QPainterPath()
            hx.addPolygon(QTransform().translate(gx, y).scale(s * 0.3, s * 0.3).map(hexagon(1.0)))
            self.under.append((hx, QBrush(color("board", "city_red"))))
        elif terrain == "sea":
            dot = QPainterPath()
            dot.addEllipse(QPointF(gx, y), 0.25 * s, 0.25 * s)
            self.under.append((dot, QBrush(color("board", "sea"))))
        else:
            line = QPainterPath(QPointF(gx - 0.3 * s, y))
            line.lineTo(gx + 0.3 * s, y)
            col = color("board", "river" if terrain == "river" else "inlet")
            self.under.append((stroked(line, (0.13 if terrain == "river" else 0.26) * s), QBrush(col)))


def _text(text: str, font: QFont, x: float, y: float, *, centre: bool, right: bool = False) -> QPainterPath:
    """Text as a path whose box is centred on (x, y) (or starts / ends at x, centred on y)."""
    path = QPainterPath()
    path.addText(0, 0, font, text)
    box = path.boundingRect()
    dx = x - box.center().x() if centre else (x - box.right() if right else x - box.left())
    dy = y - box.center().y()
    return path.translated(dx, dy)


class BoardOverlay(QGraphicsItem):
    """An item over the whole board (markers, washes, rings): its bounds are the board's, fixed,
    so a change repaints only what it asks ``update`` for."""

    def __init__(self, layout: BoardLayout) -> None:
        super().__init__()
        self.layout = layout
        self._rect = _rect(layout.scene_rect)

    def boundingRect(self) -> QRectF:
        return self._rect
