"""The hex board in the kit's view: hover and clicks get cells, the tooltip is the cell's help."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QPoint, QPointF
from PySide6.QtWidgets import QGraphicsSceneHelpEvent, QToolTip

from irondragon_qt.games.german_railways.board.hexboard import HexBoard
from irondragon_qt.games.german_railways.ui.board_scene import BoardScene
from irondragon_qt.uikit.hex_view import HexBoardView


def test_the_view_fits_the_board_and_its_tooltip_is_the_cells_help(qtbot, scene: BoardScene,  # type: ignore[no-untyped-def]
                                                                  gr_board: HexBoard) -> None:
    view = HexBoardView(scene)
    qtbot.addWidget(view)
    view.resize(640, 360)
    view.show()
    view.fit()
    assert 0.95 * view.fit_scale() <= view.scale_factor() <= view.fit_scale()  # the whole board in sight
    at = gr_board.metro[0]
    assert scene.milepost_at(*scene.layout.centre(at)) == at  # what the kit's view asks on hover
    text = view.tooltip_text(at)
    assert text.startswith("<b>Berlin metro, value 3</b><br>") and "one city" in text
    hovered: list[object] = []
    view.hovered.connect(hovered.append)
    x, y = scene.layout.centre(at)
    qtbot.mouseMove(view.viewport(), view.mapFromScene(QPointF(x, y)))
    assert hovered[-1:] == [at]


def test_the_scene_shows_the_help_as_its_own_tooltip(qapp: object, scene: BoardScene, gr_board: HexBoard) -> None:
    at = next(a for a, c in gr_board.cities().items() if c.name == "Kiel")
    event = QGraphicsSceneHelpEvent(QEvent.Type.GraphicsSceneHelp)
    event.setScenePos(QPointF(*scene.layout.centre(at)))
    event.setScreenPos(QPoint(10, 10))
    scene.helpEvent(event)
    assert event.isAccepted()
    shown = QToolTip.text()
    assert shown == "" or shown.startswith("Kiel, value 1")  # offscreen platforms may show no tooltip
    QToolTip.hideText()
