"""The painter paths every board draws with (uikit.paths): polylines as one path, lines made areas."""

from __future__ import annotations

from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QPainterPath

from irondragon_qt.uikit.paths import lines_path, stroked


def test_lines_become_open_subpaths_and_a_lone_point_is_left_out() -> None:
    path = lines_path([[(0, 0), (10, 0), (10, 5)], [(3, 3)], [(20, 0), (30, 0)]])
    assert path.elementCount() == 5  # 3 + 2 points: the lone point drew nothing
    starts = [path.elementAt(i) for i in range(path.elementCount()) if path.elementAt(i).isMoveTo()]
    assert [(e.x, e.y) for e in starts] == [(0, 0), (20, 0)]
    assert lines_path([]).isEmpty()


def _line() -> QPainterPath:
    return lines_path([[(0, 0), (100, 0)]])


def test_a_stroke_is_the_area_a_pen_of_that_width_covers() -> None:
    area = stroked(_line(), 4)
    box = area.boundingRect()
    assert box.height() == 4 and box.left() < 0 < 100 < box.right()  # round caps reach past the ends
    assert area.contains(QPointF(50, 1.5)) and not area.contains(QPointF(50, 2.5))
    flat = stroked(_line(), 4, cap=Qt.PenCapStyle.FlatCap).boundingRect()
    assert flat.left() == 0 and flat.right() == 100


def test_dashes_leave_gaps_along_the_line() -> None:
    dashed = stroked(_line(), 2, dashes=[3, 2], cap=Qt.PenCapStyle.FlatCap)  # 6 units drawn, 4 left, ...
    assert dashed.contains(QPointF(3, 0)) and not dashed.contains(QPointF(8, 0))
    assert stroked(_line(), 2).contains(QPointF(8, 0))
