"""German Railways' board scene: built from the real board, cells found under points, the
tooltip's words, the static board painted where land is."""

from __future__ import annotations

from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor, QImage, QPainter
from shapely.geometry import Point, box

from irondragon_qt.games.german_railways.board.hexboard import HexBoard
from irondragon_qt.games.german_railways.board.words import describe_hex, sentence_start
from irondragon_qt.games.german_railways.ui.board_scene import BoardScene
from irondragon_qt.games.german_railways.ui.key_item import key_rect
from irondragon_qt.uikit.cache import StaticBoardItem
from irondragon_qt.uikit.hex_map import hexagons


def test_the_scene_builds_from_the_real_board(scene: BoardScene, gr_board: HexBoard) -> None:
    assert scene.board is gr_board
    assert isinstance(scene.static_item, StaticBoardItem)
    assert scene.static_item.scene() is scene and scene.cubes_item.scene() is scene
    rect = scene.sceneRect()
    for at in gr_board.cells:
        x, y = scene.layout.centre(at)
        assert rect.contains(x, y)
    assert len(scene.names_item.boxes) == len(gr_board.cities())  # every city named, Berlin once


def test_every_land_cell_centre_maps_back_to_its_cell(scene: BoardScene, gr_board: HexBoard) -> None:
    s = scene.layout.s
    for at in gr_board.cells:
        x, y = scene.layout.centre(at)
        assert scene.cell_at(x, y) == at
        assert scene.cell_at(x + 0.3 * s, y - 0.2 * s) == at  # inside the hexagon, off centre


def test_a_point_in_the_sea_or_off_the_board_is_no_cell(scene: BoardScene, gr_board: HexBoard) -> None:
    assert (0, 0) not in gr_board.cells
    assert scene.cell_at(*scene.layout.centre((0, 0))) is None  # the North Sea
    r = scene.sceneRect()
    assert scene.cell_at(r.right() + 500, r.bottom() + 500) is None


def test_names_stay_on_the_board_and_the_key_covers_no_land(scene: BoardScene, gr_board: HexBoard) -> None:
    r = scene.sceneRect()
    for x0, y0, x1, y1 in scene.names_item.boxes.values():
        assert r.left() <= x0 and x1 <= r.right() and r.top() <= y0 and y1 <= r.bottom()
    k = key_rect(scene.layout)
    land = hexagons(scene.layout, sorted(gr_board.cells))
    assert not land.intersects(box(k.x, k.y, k.x + k.w, k.y + k.h))
    berlin = scene.names_item.boxes["Berlin"]
    assert not any(Point(*scene.layout.centre(at)).within(box(*berlin)) for at in gr_board.metro)


def test_the_tooltip_of_a_city_a_mountain_and_the_metro(scene: BoardScene, gr_board: HexBoard) -> None:
    cities = {c.name: at for at, c in gr_board.cities().items()}
    leipzig = scene.help_at(cities["Leipzig"])
    assert leipzig.splitlines()[0] == "Leipzig, value 1"
    assert "Plain city: costs 2" in leipzig and "+1 per other company" in leipzig
    assert "Start city of the Königlich-Sächsische Staatseisenbahnen (KSS)" in leipzig
    mountain = next(at for at in sorted(gr_board.cells)
                    if gr_board.cells[at].terrain == "mountain" and gr_board.cells[at].city is None)
    text = scene.help_at(mountain)
    assert text.splitlines()[0] == sentence_start(describe_hex(gr_board, mountain))  # the log's words for it
    assert text.startswith("The mountain ") and "Mountain: costs 4" in text
    assert "No company here yet" in text
    metro = scene.help_at(gr_board.metro[1])
    assert metro.startswith("Berlin metro, value 3") and "costs 2" in metro and "one city" in metro
    access = scene.help_at(gr_board.access[0])
    assert access.startswith("The access hex ") and "access ring" in access and "Plain: costs 2" in access
    hill = next(at for at in sorted(gr_board.cells) if gr_board.cells[at].terrain == "hill")
    assert "3" in scene.help_at(hill).splitlines()[1]


def test_the_tooltip_names_the_companies_there(qapp: object, gr_board: HexBoard) -> None:
    scene = BoardScene(gr_board)
    at = gr_board.metro[0]
    scene.set_cubes({at: ["PO", "BHE"]})
    assert scene.help_at(at).splitlines()[-1] == (
        "Here: Preußische Ostbahn (PO), Berlin-Hamburger Eisenbahn-Gesellschaft (BHE)")


def _render(scene: BoardScene, scale: float = 0.25) -> QImage:
    r = scene.sceneRect()
    image = QImage(round(r.width() * scale), round(r.height() * scale), QImage.Format.Format_ARGB32)
    image.fill(QColor("#000000"))
    painter = QPainter(image)
    scene.render(painter, QRectF(0, 0, image.width(), image.height()), r)
    painter.end()
    return image


def _pixel(image: QImage, scene: BoardScene, x: float, y: float, scale: float = 0.25) -> QColor:
    r = scene.sceneRect()
    return image.pixelColor(round((x - r.x()) * scale), round((y - r.y()) * scale))


def test_rendering_paints_land_where_land_is_and_sea_elsewhere(scene: BoardScene, gr_board: HexBoard) -> None:
    image = _render(scene)
    s = scene.layout.s
    plain = next(at for at in sorted(gr_board.cells)
                 if gr_board.cells[at].terrain == "plain" and gr_board.cells[at].city is None
                 and gr_board.cells[at].berlin is None)
    x, y = scene.layout.centre(plain)
    land = _pixel(image, scene, x + 0.2 * s, y + 0.2 * s)
    sea = _pixel(image, scene, *scene.layout.centre((0, 0)))
    assert land != QColor("#000000") and sea != QColor("#000000")
    assert land.red() > land.blue() + 10  # cream
    assert sea.blue() > sea.red() + 30  # blue
    city = next(at for at, c in gr_board.cities().items() if c.name == "Kiel")
    assert _pixel(image, scene, *scene.layout.centre(city)).lightness() > 150  # the white circle


def test_names_drop_out_far_away(scene: BoardScene) -> None:
    from irondragon_qt.games.german_railways.ui.labels import NAMES_MIN_PIXELS

    near, far = QImage(400, 300, QImage.Format.Format_ARGB32), QImage(400, 300, QImage.Format.Format_ARGB32)
    names = scene.names_item
    for image, scale in ((near, 1.0), (far, 0.5 * NAMES_MIN_PIXELS / scene.layout.s)):
        image.fill(QColor("#000000"))
        painter = QPainter(image)
        painter.scale(scale, scale)
        from PySide6.QtWidgets import QStyleOptionGraphicsItem

        option = QStyleOptionGraphicsItem()
        option.exposedRect = scene.sceneRect()
        names.paint(painter, option)
        painter.end()
    def painted(image: QImage) -> int:
        return sum(1 for x in range(0, 400, 4) for y in range(0, 300, 4) if image.pixelColor(x, y).red() > 0)
    assert painted(far) == 0 < painted(near)
