"""The board on screen: window, view controls, tooltips, hit-testing and export."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, QSettings, Qt
from PySide6.QtGui import QImage
from PySide6.QtWidgets import QGraphicsEllipseItem, QGraphicsScene

from irondragon_qt.cli.main import main as cli_main
from irondragon_qt.games.iron_dragon.board.board import Board
from irondragon_qt.games.iron_dragon.ui.board.layout import BoardLayout
from irondragon_qt.games.iron_dragon.ui.board.scene import BoardScene
from irondragon_qt.ui.board.export import export_scene
from irondragon_qt.ui.main_window import MainWindow

from ..conftest import MakeWindow


@pytest.fixture
def window(make_window: MakeWindow) -> MainWindow:
    w = make_window(1200, 800)
    w.view.fit()
    return w


def test_pyside6_survives_many_setpos_calls(qapp) -> None:
    """DESIGN.md: PySide6-Essentials 6.12.0 on CPython 3.11 aborts after a few thousand setPos."""
    scene = QGraphicsScene()
    item = QGraphicsEllipseItem(0, 0, 4, 4)
    scene.addItem(item)
    for i in range(20_000):
        item.setPos(i % 500, i // 500)
    assert item.pos().x() == 19_999 % 500


def test_every_milepost_is_found_under_its_own_position(board: Board) -> None:
    layout = BoardLayout(board)
    for m in board.mileposts:
        if m.channel:
            continue  # strait sea points lie between lattice positions
        x, y = layout.pos(m.index)
        assert layout.milepost_at(x, y) == m.index
        assert layout.milepost_at(x + 0.3 * layout.s, y) == m.index


def test_nothing_is_found_between_mileposts_or_off_the_board(board: Board) -> None:
    layout = BoardLayout(board)
    x, y = layout.pos(board.by_id["s:10,20"].index)
    assert layout.milepost_at(x + 0.5 * layout.s, y + 0.29 * layout.s) is None
    assert layout.milepost_at(-500, -500) is None


def test_underground_inset_does_not_overlap_the_surface(board: Board) -> None:
    layout = BoardLayout(board)
    surface_right = max(layout.pos(m.index)[0] for m in board.mileposts if m.layer == "surface")
    under_left = min(layout.pos(m.index)[0] for m in board.mileposts if m.layer == "underground")
    assert under_left > surface_right + layout.s
    uloggh = board.by_id[board.cities["Uloggh"].center].index
    assert layout.layer_at(*layout.pos(uloggh)) == "underground"


def test_window_opens_on_the_whole_board(window: MainWindow) -> None:
    view = window.view
    visible = view.mapToScene(view.viewport().rect()).boundingRect()
    assert visible.contains(window.scene.sceneRect().adjusted(2, 2, -2, -2))


def test_zoom_keys_wheel_and_fit(window: MainWindow, qtbot) -> None:
    view = window.view
    fitted = view.scale_factor()
    qtbot.keyClick(view, Qt.Key.Key_Plus)
    assert view.scale_factor() == pytest.approx(fitted * 1.25)
    qtbot.keyClick(view, Qt.Key.Key_Minus)
    assert view.scale_factor() == pytest.approx(fitted)
    for _ in range(40):
        view.zoom_in()
    assert view.scale_factor() * window.scene.layout.s <= 160.0 + 1e-6  # capped
    qtbot.keyClick(view, Qt.Key.Key_0)
    assert view.scale_factor() == pytest.approx(fitted)
    for _ in range(20):
        view.zoom_out()
    assert view.scale_factor() >= fitted * 0.8 - 1e-9  # never smaller than the board


def test_right_drag_pans(window: MainWindow, qtbot) -> None:
    view = window.view
    for _ in range(4):
        view.zoom_in()
    before = view.horizontalScrollBar().value()
    vp = view.viewport()
    qtbot.mousePress(vp, Qt.MouseButton.RightButton, pos=QPoint(600, 400))
    qtbot.mouseMove(vp, QPoint(500, 400))
    qtbot.mouseRelease(vp, Qt.MouseButton.RightButton, pos=QPoint(500, 400))
    assert view.horizontalScrollBar().value() == before + 100


def test_hover_names_the_milepost_in_the_status_bar(window: MainWindow, qtbot, board: Board) -> None:
    view = window.view
    index = board.by_id[board.cities["Bluefeld"].center].index
    pos = view.mapFromScene(*window.scene.layout.pos(index))
    qtbot.mouseMove(view.viewport(), pos)
    assert "Bluefeld" in window.message_bar.where.text()
    assert "Hops" in window.message_bar.where.text()


def test_tooltip_gives_terrain_cost_country_city_and_loads(window: MainWindow, board: Board) -> None:
    """Rule B1: the tooltip shows the build cost of the milepost (major city 5 GP)."""
    index = board.by_id[board.cities["Railla"].center].index
    text = window.view.tooltip_text(index)
    for part in ("Railla", "major city", "5 GP", "Rakhatz", "Gems", "Iron"):
        assert part in text
    sea = next(m.index for m in board.mileposts if m.is_sea)
    assert "not allowed" in window.view.tooltip_text(sea)


def test_png_export_is_a_real_picture(qapp, board: Board, tmp_path: Path) -> None:
    scene = BoardScene(board)
    out = export_scene(scene, tmp_path / "board.png", 1200)
    image = QImage(str(out))
    assert image.width() == 1200
    assert image.height() == round(1200 * scene.sceneRect().height() / scene.sceneRect().width())
    colours = {image.pixel(x, y) for x in range(0, 1200, 7) for y in range(0, image.height(), 7)}
    assert len(colours) > 50  # sea, land, symbols, labels: not a blank page
    assert not (tmp_path / "board.png.part").exists()


def test_svg_export(qapp, board: Board, tmp_path: Path) -> None:
    out = export_scene(BoardScene(board), tmp_path / "board.svg", 2000)
    text = out.read_text()
    assert text.lstrip().startswith("<?xml") and "<svg" in text and len(text) > 100_000


def test_export_refuses_bad_names_and_widths(qapp, board: Board, tmp_path: Path) -> None:
    scene = BoardScene(board)
    with pytest.raises(ValueError, match=r"\.png or \.svg"):
        export_scene(scene, tmp_path / "board.jpg", 1000)
    with pytest.raises(ValueError, match="width"):
        export_scene(scene, tmp_path / "board.png", 10)
    (tmp_path / "folder.png").mkdir()
    with pytest.raises(ValueError, match="folder"):
        export_scene(scene, tmp_path / "folder.png", 1000)
    assert [p.name for p in tmp_path.iterdir()] == ["folder.png"]  # no stray .part file


def test_cli_export(qapp, tmp_path: Path, capsys) -> None:
    out = tmp_path / "cli.png"
    assert cli_main(["export", "--out", str(out), "--width", "800"]) == 0
    assert QImage(str(out)).width() == 800
    assert cli_main(["export", "--out", str(tmp_path / "x.gif")]) == 2
    assert "must end in .png or .svg" in capsys.readouterr().err


def test_window_remembers_its_geometry(qtbot, board: Board, tmp_path: Path) -> None:
    settings = QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat)
    w = MainWindow(board, settings)
    qtbot.addWidget(w)
    w.resize(640, 480)  # inside the offscreen screen, so nothing is clamped
    w.show()
    w.close()
    again = MainWindow(board, settings)
    qtbot.addWidget(again)
    assert (again.size().width(), again.size().height()) == (640, 480)
