"""Trains keep a size on screen and stand side by side on a shared milepost (issue 11); the
crayon's cost label stays inside the view and off where the stroke goes; the event wash lies
under the track, so every crayon colour reads the same over it."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QColor, QImage, QPainter

from irondragon_qt.games.iron_dragon.board.board import Board
from irondragon_qt.games.iron_dragon.ui.board.crayon import Status, StrokeSection
from irondragon_qt.games.iron_dragon.ui.board.scene import BoardScene
from irondragon_qt.games.iron_dragon.ui.board.track_items import StrokeItem, TrackItems, crayon_colors
from irondragon_qt.games.iron_dragon.ui.board.train_items import TRAIN_MIN_PX, Train, TrainsLayer, WashItem
from irondragon_qt.uikit.view import BoardView


def _view(qtbot, board: Board) -> BoardView:  # type: ignore[no-untyped-def]
    scene = BoardScene(board)
    view = BoardView(scene)
    qtbot.addWidget(view)
    view.resize(900, 600)
    view.show()
    qtbot.waitExposed(view)
    view.fit()
    return view


def _screen_rect(view: BoardView, item) -> QRectF:  # type: ignore[no-untyped-def]
    anchor = QPointF(view.mapFromScene(item.pos()))
    return item.body().translated(anchor)


def test_stacked_trains_are_both_visible_at_fit_zoom(qtbot, board: Board) -> None:  # type: ignore[no-untyped-def]
    view = _view(qtbot, board)
    layer = TrainsLayer(view.board_scene.layout)
    layer.add_to(view.board_scene)
    layer.set_scale(view.scale_factor())
    kola = board.by_id[board.cities["Kola"].center].index
    layer.set_trains([Train(0, kola, 0, True, ("Gems",)), Train(1, kola, 1, False, ())])
    a, b = (_screen_rect(view, layer.items[p]) for p in (0, 1))
    assert a.width() >= TRAIN_MIN_PX and b.width() >= TRAIN_MIN_PX  # a spacing is ~10 px here
    assert not a.intersects(b)  # side by side, not on top of each other
    assert abs(a.center().x() - b.center().x()) >= TRAIN_MIN_PX
    assert layer.items[0].boundingRect().height() > layer.items[1].boundingRect().height()  # the load above
    layer.move(1, board.by_id[board.cities["Railla"].center].index)  # apart again: both centred
    assert layer.items[0].shift == 0 and layer.items[1].shift == 0
    for _ in range(12):
        view.zoom_in()
    layer.set_scale(view.scale_factor())
    assert layer.items[0].width > TRAIN_MIN_PX  # grows with the zoom, up to a limit


def test_the_cost_label_stays_inside_the_view_and_behind_the_stroke(qtbot, board: Board) -> None:  # type: ignore[no-untyped-def]
    view = _view(qtbot, board)
    layout = view.board_scene.layout
    for _ in range(5):
        view.zoom_in()
    stroke = StrokeItem(layout)
    view.board_scene.addItem(stroke)
    area = QRectF(view.viewport().rect())
    # a stroke heading up and right, ending at the view's top right corner
    corner = view.mapToScene(view.viewport().rect().topRight() + QPointF(-8, 8).toPoint())
    end = layout.milepost_at(corner.x(), corner.y(), max_distance=1.0)
    assert end is not None
    start = next(n for n in board.adjacency[end] if layout.pos(n)[0] < layout.pos(end)[0])
    sections = [StrokeSection(start, end, Status.OK, "", 1)]
    stroke.set_stroke(sections, "12 GP · 8 GP left\na long reason that takes some room", QPointF(*layout.pos(end)))
    label = stroke.label
    anchor = QPointF(view.mapFromScene(label.pos()))
    box = label.boundingRect().translated(anchor)
    assert area.contains(box.adjusted(1, 1, -1, -1))  # not clipped by the view's edges
    assert not box.adjusted(-4, -4, 4, 4).contains(anchor)  # off the milepost under the pointer
    # in open ground, heading right: the label goes behind (to the left of) the pointer
    mid = view.mapToScene(view.viewport().rect().center())
    here = layout.milepost_at(mid.x(), mid.y(), max_distance=1.0)
    assert here is not None
    left = next(n for n in board.adjacency[here] if layout.pos(n)[0] < layout.pos(here)[0])
    stroke.set_stroke([StrokeSection(left, here, Status.OK, "", 1)], "3 GP · 17 GP left", QPointF(*layout.pos(here)))
    assert stroke.label.boundingRect().right() < 0


def test_every_crayon_reads_the_same_over_the_event_wash(qtbot, board: Board) -> None:  # type: ignore[no-untyped-def]
    """The purple event wash used to lie over the track; now it lies under it."""
    scene = BoardScene(board)
    layout = scene.layout
    wash = WashItem(layout)
    scene.addItem(wash)
    track = TrackItems(layout)
    track.add_to(scene)
    railla = board.by_id[board.cities["Railla"].center].index
    around = [n for n in range(len(board.mileposts))
              if abs(layout.pos(n)[0] - layout.pos(railla)[0]) < 6 * layout.s
              and abs(layout.pos(n)[1] - layout.pos(railla)[1]) < 6 * layout.s]
    wash.set_areas(around)
    assert wash.zValue() < track.committed.zValue()
    a = next(n for n in around if not board.mileposts[n].city and board.mileposts[n].is_land)
    b = next(n for n in board.adjacency[a] if not board.mileposts[n].city and board.mileposts[n].is_land)
    for player, colour in enumerate(crayon_colors()):
        from irondragon_qt.games.iron_dragon.track.track import Track

        t = Track()
        t.add(a, b, player)
        track.set_track(t)
        (ax, ay), (bx, by) = layout.pos(a), layout.pos(b)
        mid = QPointF((ax + bx) / 2, (ay + by) / 2)
        image = QImage(40, 40, QImage.Format.Format_ARGB32)
        painter = QPainter(image)
        scene.render(painter, QRectF(0, 0, 40, 40), QRectF(mid.x() - 2, mid.y() - 2, 4, 4))
        painter.end()
        got = QColor(image.pixel(20, 20))
        assert _close(got, colour), (player, got.name(), colour.name())


def _close(a: QColor, b: QColor, tolerance: int = 40) -> bool:
    return abs(a.red() - b.red()) + abs(a.green() - b.green()) + abs(a.blue() - b.blue()) <= tolerance
