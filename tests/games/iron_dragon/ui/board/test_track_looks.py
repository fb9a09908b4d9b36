"""Built, pending and planned track read apart without colour (issue 43): drawn in each
player's crayon and looked at in grey. Across the line, pending track has a light casing inside
its dark edges, which built track never has; along the line, a plan is broken into dashes,
which built and pending track never are."""

from __future__ import annotations

from collections.abc import Callable
from itertools import pairwise

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor, QImage, QPainter
from PySide6.QtWidgets import QGraphicsScene

from irondragon_qt.games.iron_dragon.board.board import Board
from irondragon_qt.games.iron_dragon.track.track import Track
from irondragon_qt.games.iron_dragon.ui.board.layout import BoardLayout
from irondragon_qt.games.iron_dragon.ui.board.track_items import PlanLayer, TrackItems, crayon_colors
from irondragon_qt.uikit.resources import palette_data

ROW = ["s:4,14", "s:5,14", "s:6,14", "s:7,14", "s:8,14"]  # a straight row of mileposts, left to right
PX = 40  # pixels per milepost spacing in the picture
DARK, LIGHT = 100, 200  # grey levels: below is dark ink, above is paper or casing


Grey = Callable[[float, float], int]  # grey level at a point (scene units)
Where = Callable[[str], tuple[float, float]]  # a milepost's place in the scene, by its id


def _picture(where: Where, s: float, scene: QGraphicsScene) -> Grey:
    (x0, y), (x1, _) = where(ROW[0]), where(ROW[-1])
    source = QRectF(x0 - s, y - s, x1 - x0 + 2 * s, 2 * s)
    image = QImage(int(source.width() / s * PX), int(source.height() / s * PX), QImage.Format.Format_RGB32)
    image.fill(QColor(str(palette_data()["board"]["land"])))
    painter = QPainter(image)
    scene.render(painter, QRectF(image.rect()), source)
    painter.end()
    grey = image.convertToFormat(QImage.Format.Format_Grayscale8)

    def at(x: float, yy: float) -> int:
        return QColor(grey.pixel(int((x - source.left()) / s * PX), int((yy - source.top()) / s * PX))).red()
    return at


def _runs(levels: list[int], dark: bool) -> int:
    """How many separate runs of dark (or light) grey the samples cross."""
    runs, inside = 0, False
    for v in levels:
        now = v < DARK if dark else v > LIGHT
        runs += now and not inside
        inside = now
    return runs


def _cased(levels: list[int]) -> bool:
    """Light grey between two dark ones: a casing inside the line's edges."""
    dark = [i for i, v in enumerate(levels) if v < DARK]
    return bool(dark) and any(v > LIGHT for v in levels[dark[0]:dark[-1]])


def _across(where: Where, s: float, grey: Grey) -> list[int]:
    """Grey levels across the line, at the middle of the row's second section."""
    (xa, y), (xb, _) = where(ROW[1]), where(ROW[2])
    return [grey((xa + xb) / 2, y + (i / 40 - 0.5) * s) for i in range(41)]


def _along(where: Where, s: float, grey: Grey) -> list[int]:
    """The darkest grey near the line (it wobbles a little), all along the row's inner sections."""
    (x0, y), (x1, _) = where(ROW[1]), where(ROW[-2])
    return [min(grey(x0 + (x1 - x0) * i / 120, y + dy * s) for dy in (-0.12, -0.06, 0, 0.06, 0.12))
            for i in range(121)]


@pytest.fixture(scope="module")
def looks(board: Board, qapp) -> dict[str, list[tuple[list[int], list[int]]]]:  # type: ignore[no-untyped-def]
    """For every crayon: (across, along) grey levels of the row drawn built, pending and planned."""
    layout = BoardLayout(board)

    def where(mid: str) -> tuple[float, float]:
        return layout.pos(board.by_id[mid].index)

    sections = [(board.by_id[a].index, board.by_id[b].index) for a, b in pairwise(ROW)]
    out: dict[str, list[tuple[list[int], list[int]]]] = {"built": [], "pending": [], "planned": []}
    for player in range(len(crayon_colors())):
        for kind in out:
            scene = QGraphicsScene()
            track, plan = TrackItems(layout), PlanLayer(layout)
            track.add_to(scene)
            scene.addItem(plan)
            if kind == "built":
                t = Track()
                for a, b in sections:
                    t.add(a, b, player)
                track.set_track(t)
            elif kind == "pending":
                track.set_pending(sections, player)
            else:
                plan.set_plan(sections)
            grey = _picture(where, layout.s, scene)
            out[kind].append((_across(where, layout.s, grey), _along(where, layout.s, grey)))
    return out


def test_built_track_is_a_whole_line_with_no_casing_in_every_crayon(looks) -> None:  # type: ignore[no-untyped-def]
    for across, along in looks["built"]:
        assert not _cased(across) and _runs(along, dark=False) == 0


def test_pending_track_has_a_light_casing_inside_dark_edges_in_every_crayon(looks) -> None:  # type: ignore[no-untyped-def]
    for across, along in looks["pending"]:
        assert _cased(across)
        assert _runs(along, dark=False) == 0  # a whole line, not dashes


def test_planned_track_is_dashed_the_same_for_every_player(looks) -> None:  # type: ignore[no-untyped-def]
    for _across, along in looks["planned"]:
        assert _runs(along, dark=True) >= 4 and _runs(along, dark=False) >= 3  # dashes and the gaps between
    assert all(seen == looks["planned"][0] for seen in looks["planned"])
