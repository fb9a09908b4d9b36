"""Names and load chips on the board hide no milepost, port or city (issue 11), and every good
has an icon drawn in the project (resources/goods/*.svg)."""

from __future__ import annotations

import tomllib

import pytest
from PySide6.QtSvg import QSvgRenderer

from irondragon_qt.games.iron_dragon.board.board import Board
from irondragon_qt.games.iron_dragon.board.geometry import shapes
from irondragon_qt.games.iron_dragon.ui.board.items import LabelsItem
from irondragon_qt.games.iron_dragon.ui.board.layout import BoardLayout
from irondragon_qt.games.iron_dragon.ui.board.placement import WEIGHT, Box, Obstacles, chip_places, symbol_obstacles
from irondragon_qt.uikit.resources import resources_dir


def _covered(box: Box, other: Box) -> float:
    """The share of ``other`` that ``box`` covers."""
    w = min(box[2], other[2]) - max(box[0], other[0])
    h = min(box[3], other[3]) - max(box[1], other[1])
    if w <= 0 or h <= 0:
        return 0.0
    return w * h / ((other[2] - other[0]) * (other[3] - other[1]))


@pytest.fixture(scope="module")
def placed(qapp, board: Board) -> tuple[BoardLayout, LabelsItem]:  # type: ignore[no-untyped-def]
    layout = BoardLayout(board)
    return layout, LabelsItem(board, layout, None)


def _hits(obstacles: Obstacles, box: Box) -> list[tuple[float, float, Box]]:
    """(share covered, weight, symbol box) of every symbol ``box`` touches."""
    seen: set[int] = set()
    out = []
    for key in obstacles._cells(box):
        for other, weight in obstacles.boxes.get(key, ()):
            if id(other) not in seen:
                seen.add(id(other))
                share = _covered(box, other)
                if share > 0:
                    out.append((share, weight, other))
    return out


def _check_clear(board: Board, layout: BoardLayout, obstacles: Obstacles, box: Box) -> None:
    for share, weight, other in _hits(obstacles, box):
        if weight >= WEIGHT["city"]:
            raise AssertionError(f"a name at {box} covers a city or a port")
        if not _channel(board, layout, other):
            assert share < 0.15, f"a name at {box} hides a milepost symbol ({share:.0%} of it)"


def test_names_hide_no_city_port_or_milepost(placed: tuple[BoardLayout, LabelsItem], board: Board) -> None:
    layout, labels = placed
    obstacles = symbol_obstacles(board, layout)
    assert len(labels.placed) >= len(board.cities) + len(shapes(board).country_label_points)
    for box in labels.placed:
        _check_clear(board, layout, obstacles, box)


def _channel(board: Board, layout: BoardLayout, box: Box) -> bool:
    """Sea points printed in a strait, off the lattice: a name across a strait may cross them."""
    index = layout.milepost_at((box[0] + box[2]) / 2, (box[1] + box[3]) / 2, max_distance=0.2)
    return index is None or board.mileposts[index].channel


@pytest.mark.parametrize("city", ["Kodankye", "Kutno", "Piggnytz", "Bulatz", "Penjold"])
def test_the_names_players_reported_are_clear(placed: tuple[BoardLayout, LabelsItem], board: Board,
                                              city: str) -> None:
    """Kodankye, Kutno, Piggnytz and Bulatz half-hid their ports; PIRATE ISLES ran over Penjold."""
    layout, labels = placed
    obstacles = symbol_obstacles(board, layout)
    near = [b for b in labels.placed if _near(layout, board, city, b)]
    assert near
    for box in near:
        _check_clear(board, layout, obstacles, box)
    own = min(near, key=lambda b: _distance(layout, board, city, b))
    assert obstacles.cost(own) < 0.05  # the city's own name: at most a sliver of a plate's corner


def _distance(layout: BoardLayout, board: Board, city: str, box: Box) -> float:
    x, y = layout.pos(board.by_id[board.cities[city].center].index)
    return abs((box[0] + box[2]) / 2 - x) + abs((box[1] + box[3]) / 2 - y)


def _near(layout: BoardLayout, board: Board, city: str, box: Box) -> bool:
    x, y = layout.pos(board.by_id[board.cities[city].center].index)
    s = layout.s
    return box[0] - 3 * s < x < box[2] + 3 * s and box[1] - 1.5 * s < y < box[3] + 1.5 * s


def test_load_chips_hide_nothing_and_every_city_shows_its_loads(board: Board) -> None:
    layout = BoardLayout(board)
    chips = chip_places(layout)
    obstacles = symbol_obstacles(board, layout)
    for city in board.cities.values():
        assert [g for g, _ in chips.get(city.name, [])] == list(city.loads)
    for row in chips.values():
        for _good, box in row:
            assert obstacles.cost(box) == 0


def test_every_good_has_an_icon_in_its_colour() -> None:
    with open(resources_dir() / "palette.toml", "rb") as f:
        goods = tomllib.load(f)["goods"]
    assert len(goods) == 26
    for good, (_code, colour) in goods.items():
        path = resources_dir() / "goods" / f"{good}.svg"
        assert path.is_file(), good
        assert QSvgRenderer(str(path)).isValid(), good
        assert f'fill="{colour}"' in path.read_text(encoding="utf-8")  # the chip is the good's colour


def test_the_board_shows_icons_on_the_chips_and_a_legend(qapp, board: Board) -> None:  # type: ignore[no-untyped-def]
    from irondragon_qt.games.iron_dragon.ui.board.scene import BoardScene

    scene = BoardScene(board)
    goods = scene.goods_item
    assert goods in scene.static_item.layers
    assert len(goods.chips) == sum(len(c.loads) for c in board.cities.values())
    assert sorted(g for g, _ in goods.legend) == sorted({g for c in board.cities.values() for g in c.loads})
    key = scene.layout.key_rect
    for _good, rect in goods.legend:
        assert key.x < rect.left() and rect.right() < key.x + key.w and key.y < rect.top() < key.y + key.h
