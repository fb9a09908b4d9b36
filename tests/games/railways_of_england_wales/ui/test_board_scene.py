"""The England & Wales board drawn (RW-1, MAP-1/2, EW-3, EW-4): every cell found under its centre,
every place named, each terrain, river and ridge painted where it is, and the game's position over
it: links in their owners' colours (unfinished dashed, RW-Q2), crossovers, cubes, new cities and
empty-city markers (RW-3, RW-15, RW-19)."""

from __future__ import annotations

from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor, QImage, QPainter

from irondragon_qt.games.railways_of_england_wales.board.hexboard import RoewBoard
from irondragon_qt.games.railways_of_england_wales.rules.track import Link
from irondragon_qt.games.railways_of_england_wales.ui.board_parts import DEFAULT_SPEED, SPEEDS
from irondragon_qt.games.railways_of_england_wales.ui.board_scene import BoardScene
from irondragon_qt.games.railways_of_england_wales.ui.look import MAP, goods, player
from irondragon_qt.games.railways_of_england_wales.ui.map_item import ridge_edge, river_lines
from irondragon_qt.games.railways_of_england_wales.ui.position_item import crossings
from irondragon_qt.games.railways_of_england_wales.ui.spots import cube_spots
from irondragon_qt.uikit.cache import StaticBoardItem


def pixel(scene: BoardScene, x: float, y: float, items: list) -> QColor:  # type: ignore[type-arg]
    """The colour ``items`` paint at scene point (x, y), painted alone at 4 pixels a spacing."""
    image = QImage(9, 9, QImage.Format.Format_ARGB32)
    image.fill(0)
    p = QPainter(image)
    scale = 8 / scene.layout.s
    p.scale(scale, scale)
    p.translate(-x + 4.5 / scale, -y + 4.5 / scale)
    near = QRectF(x - 1, y - 1, 2, 2)
    for item in items:
        for path, brush in item.layers:
            if path.controlPointRect().intersects(near):
                p.fillPath(path, brush)
    p.end()
    return image.pixelColor(4, 4)


def test_the_scene_builds_from_the_real_board_with_every_place_named(scene: BoardScene, roew_board: RoewBoard
                                                                     ) -> None:
    """MAP-2: every city and town is on the board and has its name drawn, inside the scene."""
    assert isinstance(scene.static_item, StaticBoardItem) and scene.static_item.scene() is scene
    assert set(scene.names_item.boxes) == {p.name for p in roew_board.places().values()}
    r = scene.sceneRect()
    for x0, y0, x1, y1 in scene.names_item.boxes.values():
        assert r.left() <= x0 and x1 <= r.right() and r.top() <= y0 and y1 <= r.bottom()
    assert SPEEDS and DEFAULT_SPEED in SPEEDS


def test_every_land_cell_maps_back_to_itself_and_the_sea_is_no_cell(scene: BoardScene, roew_board: RoewBoard
                                                                    ) -> None:
    s = scene.layout.s
    for at in roew_board.cells:
        x, y = scene.layout.centre(at)
        assert scene.cell_at(x, y) == at and scene.cell_at(x + 0.3 * s, y - 0.2 * s) == at
    sea = next(at for at in scene.layout.grid() if at not in roew_board.cells)
    assert scene.cell_at(*scene.layout.centre(sea)) is None


def test_each_terrain_is_painted_in_its_own_colour(scene: BoardScene, roew_board: RoewBoard) -> None:
    """RW-1/MAP-1: open, water and mountain cells (without a place) each show their terrain's tint
    half-way between centre and corner, and the sea shows off the land."""
    s = scene.layout.s
    seen = set()
    for at, cell in roew_board.cells.items():
        if cell.place is not None or cell.river:
            continue
        x, y = scene.layout.centre(at)
        colour = pixel(scene, x + 0.28 * s, y + 0.2 * s, [scene.map_item])
        assert colour == QColor(MAP[cell.terrain]), (at, cell.terrain, colour.name())
        seen.add(cell.terrain)
    assert seen == {"open", "water", "mountain"}
    sea = next(at for at in scene.layout.grid() if at not in roew_board.cells
               and all(n not in roew_board.cells for n in roew_board.layout.neighbours(*at)))
    assert pixel(scene, *scene.layout.centre(sea), [scene.map_item]) == QColor(MAP["sea"])


def test_rivers_and_ridges_are_drawn_where_the_board_has_them(scene: BoardScene, roew_board: RoewBoard) -> None:
    """EW-3: every river cell is on a river line; RW-13: every ridge's edge is drawn as a ridge."""
    rivers = [at for at, c in roew_board.cells.items() if c.river]
    ends = {p for line in river_lines(roew_board, scene.layout) for p in line}
    assert rivers and all(scene.layout.centre(at) in ends for at in rivers)
    ridge = QColor(MAP["ridge"])
    assert roew_board.ridges
    for edge in roew_board.ridges:
        a, b = sorted(edge)
        (x0, y0), (x1, y1) = ridge_edge(scene.layout, a, b)
        assert pixel(scene, (x0 + x1) / 2, (y0 + y1) / 2, [scene.map_item]) == ridge


def test_a_city_shows_its_colour_and_a_town_is_grey(scene: BoardScene, roew_board: RoewBoard) -> None:
    """MAP-2: a city's disc is its goods colour; a town's is grey."""
    for at, place in roew_board.places().items():
        x, y = scene.layout.centre(at)
        colour = pixel(scene, x + 0.12 * scene.layout.s, y + 0.02 * scene.layout.s, [scene.places_item])
        assert colour == QColor(goods(place.colour)), (place.name, colour.name())


def test_the_position_shows_links_by_owner_dashed_when_unfinished_and_cubes_and_markers(
        scene: BoardScene, roew_board: RoewBoard) -> None:
    """RW-12/RW-Q2: a complete link solid in its owner's colour, an unfinished one dashed; RW-14: a
    crossover marked; RW-3: cubes in their colours; RW-19: an empty-city marker; RW-15: a new city."""
    york, leeds = roew_board.at_name("York"), roew_board.at_name("Leeds")
    path = _path(roew_board, leeds, york)
    done = Link(0, 1, path, True, 1)
    half = Link(1, 0, [york, *_path(roew_board, york, roew_board.at_name("Hull"))[1:-1]], False, 1)
    town = next(iter(roew_board.towns()))
    scene.position_item.draw([done, half], {york: ["red", "blue"]}, {town: "blue"}, [leeds])
    try:
        item = scene.position_item
        mid = scene.layout.centre(path[1])
        assert pixel(scene, *mid, [item]) == QColor(player(1))
        gaps = [pixel(scene, *_along(scene, half, k / 20), [item]) == QColor(player(0)) for k in range(1, 20)]
        assert any(gaps) and not all(gaps)  # dashed: the owner's colour, with gaps
        spots = cube_spots(scene.layout, york, 2)
        assert [pixel(scene, x - 0.085 * scene.layout.s, y + 0.085 * scene.layout.s, [item]) for x, y in spots] == [
            QColor(goods("red")), QColor(goods("blue"))]
        tx, ty = scene.layout.centre(town)
        assert pixel(scene, tx + 0.2 * scene.layout.s, ty, [item]) == QColor(goods("blue"))
        lx, ly = scene.layout.centre(leeds)
        assert pixel(scene, lx + 0.24 * scene.layout.s - 0.12 * scene.layout.s, ly + 0.24 * scene.layout.s,
                     [item]).lightness() < 60
    finally:
        scene.position_item.draw([], {}, {}, [])


def test_crossings_are_the_cells_two_links_share(roew_board: RoewBoard) -> None:
    """RW-14: a crossover is a non-place cell two links run through."""
    open_cells = [at for at, c in roew_board.cells.items() if c.place is None]
    a, b = open_cells[0], open_cells[1]
    assert crossings([Link(0, 0, [roew_board.at_name("York"), a], False, 1),
                      Link(1, 1, [roew_board.at_name("Leeds"), b, a], False, 1)], roew_board) == [a]


def test_the_tooltip_names_the_place_or_the_price(scene: BoardScene, roew_board: RoewBoard) -> None:
    """RW-13/EW-3: an open hex costs $2,000, a mountain $4,000; a city says what it takes."""
    york = roew_board.at_name("York")
    assert scene.help_at(york).startswith("York\nA yellow city") or "city" in scene.help_at(york)
    mountain = next(at for at, c in roew_board.cells.items() if c.terrain == "mountain" and c.place is None)
    assert "$4,000" in scene.help_at(mountain)
    plain = next(at for at, c in roew_board.cells.items() if c.terrain == "open" and not c.river and c.place is None)
    assert "$2,000" in scene.help_at(plain)


def _along(scene: BoardScene, link: Link, t: float) -> tuple[float, float]:
    line = scene.position_item.track_line(link)
    seg = min(int(t * (len(line) - 1)), len(line) - 2)
    u = t * (len(line) - 1) - seg
    (x0, y0), (x1, y1) = line[seg], line[seg + 1]
    return x0 + (x1 - x0) * u, y0 + (y1 - y0) * u


def _path(board: RoewBoard, a: tuple[int, int], b: tuple[int, int]) -> list[tuple[int, int]]:
    """A shortest path of cells from a to b avoiding other places (breadth first)."""
    from collections import deque
    prev = {a: a}
    todo = deque([a])
    while todo:
        at = todo.popleft()
        if at == b:
            break
        for n in board.neighbours(at):
            if n not in prev and (n == b or board.place(n) is None):
                prev[n] = at
                todo.append(n)
    out = [b]
    while out[-1] != a:
        out.append(prev[out[-1]])
    return out[::-1]


