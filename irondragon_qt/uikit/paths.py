"""Painter paths every board draws with: polylines as one path, and lines turned into areas once
(``stroked``), so that painting them is a plain fill at every zoom."""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from PySide6.QtCore import Qt
from PySide6.QtGui import QPainterPath, QPainterPathStroker


def lines_path(lines: Iterable[Sequence[tuple[float, float]]]) -> QPainterPath:
    """Each line of two or more points as an open subpath (a shorter one is left out)."""
    path = QPainterPath()
    for line in lines:
        if len(line) < 2:
            continue
        path.moveTo(*line[0])
        for p in line[1:]:
            path.lineTo(*p)
    return path


def stroked(path: QPainterPath, width: float, *, dashes: Sequence[float] | None = None,
            cap: Qt.PenCapStyle = Qt.PenCapStyle.RoundCap) -> QPainterPath:
    """The area a pen of ``width`` (round joins, ``cap`` ends, ``dashes`` in widths) covers along ``path``."""
    s = QPainterPathStroker()
    s.setWidth(width)
    s.setCapStyle(cap)
    s.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
    if dashes:
        s.setDashPattern(list(dashes))
    return s.createStroke(path)
