"""Building by dragging at the table (RW-12..14, RW-Q15): real drags through the view at 1280x720
lay hexes from a place, the running cost and tile count come from the model, a refused hex shows
the model's reason, several links go in one build, Enter builds it as one Build action, Backspace
takes back the last hex and Escape drops the draft."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass

import pytest
from PySide6.QtCore import QEvent, QPoint, QPointF, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from irondragon_qt.games.railways_of_england_wales.board.hexboard import Coord, RoewBoard
from irondragon_qt.games.railways_of_england_wales.rules.actions import Build, PassBid
from irondragon_qt.games.railways_of_england_wales.rules.building import BuildStep
from irondragon_qt.games.railways_of_england_wales.rules.develop import quote_build
from irondragon_qt.games.railways_of_england_wales.rules.game import Game, new_game
from irondragon_qt.games.railways_of_england_wales.rules.legal import legal_actions
from irondragon_qt.games.railways_of_england_wales.ui.board_scene import BoardScene
from irondragon_qt.games.railways_of_england_wales.ui.crayon import BuildCrayon
from irondragon_qt.games.railways_of_england_wales.ui.draft_item import DraftItem, arm_crayon
from irondragon_qt.uikit.hex_view import HexBoardView


def to_actions(game: Game) -> Game:
    """Past the Baron choice and the auction (everyone keeps the first card and passes)."""
    while game.state.phase != "actions":
        options = legal_actions(game)
        game.process(next((a for a in options if isinstance(a, PassBid)), options[0]))
    return game


@dataclass
class Table:
    game: Game
    view: HexBoardView
    crayon: BuildCrayon
    item: DraftItem
    said: list[tuple[str, bool]]

    def point(self, at: Coord) -> QPoint:
        return self.view.mapFromScene(QPointF(*self.view.board_scene.layout.centre(at)))

    def drag(self, cells: list[Coord]) -> None:
        vp = self.view.viewport()
        QTest.mousePress(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, self.point(cells[0]))
        for at in cells[1:]:
            QTest.mouseMove(vp, self.point(at))
        QTest.mouseRelease(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, self.point(cells[-1]))

    def key(self, key: Qt.Key) -> None:
        QTest.keyClick(self.view, key)


@pytest.fixture
def table(qtbot, scene: BoardScene, roew_board: RoewBoard) -> Iterator[Table]:  # type: ignore[no-untyped-def]
    game = to_actions(new_game(roew_board, ["Ann", "Bo", "Cy"], 3, ["human"] * 3))
    view = HexBoardView(scene)
    qtbot.addWidget(view)
    view.resize(1280, 720)
    view.show()
    view.resetTransform()
    view.scale(45 / scene.layout.s, 45 / scene.layout.s)  # 45 pixels between neighbouring hexes
    view.centerOn(QPointF(*scene.layout.centre(roew_board.at_name("Birmingham"))))
    said: list[tuple[str, bool]] = []
    crayon, item = arm_crayon(scene, lambda: game, game.current_seat(), game.process,
                              lambda text, refused: said.append((text, refused)))
    view.crayon = crayon
    view.setFocus()
    yield Table(game, view, crayon, item, said)
    scene.removeItem(item)
    view.crayon = None
    view.deleteLater()
    QApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)


def test_a_drag_from_a_city_to_a_city_shows_the_cost_and_enter_builds_it(table: Table, roew_board: RoewBoard
                                                                         ) -> None:
    """RW-12/RW-14: Birmingham, one open hex, Leicester: a complete link of 1 tile, at the model's
    price; Enter makes it one Build and the track is the player's."""
    b, tile, leicester = roew_board.at_name("Birmingham"), (14, 21), roew_board.at_name("Leicester")
    seat = table.game.current_seat()
    table.drag([b, tile, leicester])
    draft = table.crayon.draft
    quote = quote_build(table.game, Build(seat, (BuildStep(None, b, (tile, leicester)),)))
    assert not isinstance(quote, str)
    assert draft.ok and draft.cells == (tile, leicester) and draft.cost == quote.cost and draft.tiles == 1
    assert table.item.label is not None and table.item.label[1][0] == f"1 tile, ${quote.cost:,}"
    assert table.said[-1] == (f"1 tile, ${quote.cost:,}. Enter builds, Backspace takes back a hex, "
                              "Esc drops the build.", False)
    table.key(Qt.Key.Key_Return)
    links = table.game.state.track.links
    assert [(k.owner, k.cells, k.complete) for k in links] == [(seat, [b, tile, leicester], True)]
    assert isinstance(table.game.log[-1], Build) and table.crayon.draft.cells == ()


def test_one_drag_lays_two_links_through_a_city_as_one_build(table: Table, roew_board: RoewBoard) -> None:
    """RW-12: a build may lay several links: Wolverhampton to Birmingham, on to Leicester."""
    w, b, leicester = (roew_board.at_name(n) for n in ("Wolverhampton", "Birmingham", "Leicester"))
    table.drag([w, (12, 21), b, (14, 21), leicester])
    assert table.crayon.draft.ok and len(table.crayon.draft.steps) == 2 and table.crayon.draft.tiles == 2
    before = len(table.game.log)
    table.key(Qt.Key.Key_Enter)
    assert len(table.game.log) == before + 1
    action = table.game.log[-1]
    assert isinstance(action, Build) and [s.start for s in action.steps] == [w, b]
    assert sum(k.complete for k in table.game.state.track.links) == 2


def open_walk(board: RoewBoard, start: Coord, n: int) -> list[Coord]:
    """``n`` hexes from ``start``, each next to the last, none a place or a hex already walked."""
    def walk(path: list[Coord]) -> list[Coord] | None:
        if len(path) == n + 1:
            return path
        for c in sorted(board.neighbours(path[-1])):
            if c not in path and board.place(c) is None and all(
                    m == start or board.place(m) is None for m in board.neighbours(c)):
                found = walk([*path, c])
                if found:
                    return found
        return None

    found = walk([start])
    assert found is not None
    return found


def test_a_fifth_tile_is_refused_with_the_models_reason_and_enter_builds_nothing(table: Table,
                                                                                roew_board: RoewBoard) -> None:
    """RW-12: 4 tiles a build. The fifth hex is ringed red and the model's reason is said and shown."""
    path = open_walk(roew_board, roew_board.at_name("Birmingham"), 5)
    table.drag(path)
    draft = table.crayon.draft
    assert draft.refused_at == path[5] and draft.legal == 4
    assert draft.reason == "Only 4 tiles a build (RW-12)."
    assert table.said[-1] == (draft.reason, True)
    assert table.item.label is not None and table.item.label[2] and "Only 4 tiles" in " ".join(table.item.label[1])
    table.key(Qt.Key.Key_Return)
    assert table.game.state.track.links == [] and table.said[-1] == (draft.reason, True)


def test_backspace_takes_back_the_last_hex_and_escape_drops_the_draft(table: Table, roew_board: RoewBoard) -> None:
    path = open_walk(roew_board, roew_board.at_name("Birmingham"), 3)
    table.drag(path)
    assert table.crayon.draft.cells == tuple(path[1:])
    table.key(Qt.Key.Key_Backspace)
    assert table.crayon.draft.cells == tuple(path[1:3])
    table.key(Qt.Key.Key_Escape)
    assert table.crayon.draft.cells == () and table.said[-1] == ("Build dropped.", False)


def test_dragging_back_takes_a_hex_off_and_a_press_off_a_place_starts_nothing(table: Table,
                                                                            roew_board: RoewBoard) -> None:
    """RW-14: a link starts at a place; dragging back over the hex before erases the last one."""
    path = open_walk(roew_board, roew_board.at_name("Birmingham"), 2)
    table.drag([*path, path[1]])
    assert table.crayon.draft.cells == (path[1],)
    table.key(Qt.Key.Key_Escape)
    table.drag([path[2], path[1]])
    assert table.crayon.draft.cells == () and table.said[-1][1]
    assert "starts at a city or town" in table.said[-1][0]


def test_an_unfinished_link_is_continued_from_its_open_end(table: Table, roew_board: RoewBoard) -> None:
    """RW-Q2: a press on one's unfinished link's open end continues that link."""
    path = open_walk(roew_board, roew_board.at_name("Birmingham"), 2)
    table.drag(path)
    table.key(Qt.Key.Key_Return)
    link = table.game.state.track.links[0]
    assert not link.complete and link.open_end == path[-1]
    while table.game.current_seat() != link.owner:  # the others pass their action
        table.game.process(next(a for a in legal_actions(table.game) if type(a).__name__ == "Pass"))
    table.crayon.seat = link.owner
    nxt = next(c for c in roew_board.neighbours(path[-1]) if c not in path and roew_board.place(c) is None)
    table.drag([path[-1], nxt])
    assert table.crayon.draft.ok and table.crayon.draft.steps[0].link == link.id
