"""Delivering by clicks at the table (RW-17, RW-18, RW-Q8, RW-Q9): a click on a cube shows every
route the model finds, each destination labelled with the points to each owner before the click
that confirms; a click on the destination delivers and scores the owners; several routes to one
city are offered one after another, Enter delivering over the one shown."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass

import pytest
from PySide6.QtCore import QEvent, QPoint, QPointF, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from irondragon_qt.games.railways_of_england_wales.board.hexboard import Coord, RoewBoard
from irondragon_qt.games.railways_of_england_wales.rules.actions import Build, Deliver
from irondragon_qt.games.railways_of_england_wales.rules.building import BuildStep
from irondragon_qt.games.railways_of_england_wales.rules.game import Game, new_game
from irondragon_qt.games.railways_of_england_wales.ui.board_scene import BoardScene
from irondragon_qt.games.railways_of_england_wales.ui.board_tool import BoardTool
from irondragon_qt.games.railways_of_england_wales.ui.spots import cube_spots
from irondragon_qt.uikit.hex_view import HexBoardView

from .test_building import to_actions

YORK, LEEDS = (16, 12), (14, 13)  # seed 1: York holds a red and a purple cube; Leeds is purple


@dataclass
class Table:
    game: Game
    scene: BoardScene
    view: HexBoardView
    tool: BoardTool
    said: list[tuple[str, bool]]

    def click(self, x: float, y: float) -> None:
        point = self.view.mapFromScene(QPointF(x, y))
        QTest.mouseClick(self.view.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, point)

    def click_cube(self, at: Coord, colour: str) -> None:
        cubes = self.game.state.cubes[at]
        self.click(*cube_spots(self.scene.layout, at, len(cubes))[cubes.index(colour)])

    def click_place(self, at: Coord) -> None:
        x, y = self.scene.layout.centre(at)
        self.click(x, y + 0.1 * self.scene.layout.s)

    def point(self, at: Coord) -> QPoint:
        return self.view.mapFromScene(QPointF(*self.scene.layout.centre(at)))


def build(game: Game, via: Coord) -> None:
    """The player to act joins York to Leeds over ``via``."""
    assert game.process(Build(game.current_seat(), (BuildStep(None, YORK, (via, LEEDS)),)))


@pytest.fixture
def make_table(qtbot, scene: BoardScene, roew_board: RoewBoard) -> Iterator[object]:  # type: ignore[no-untyped-def]
    made: list[BoardTool] = []
    views: list[HexBoardView] = []

    def make(*vias: Coord) -> Table:
        game = to_actions(new_game(roew_board, ["Ann", "Bo", "Cy"], 1, ["human"] * 3))
        assert roew_board.place(YORK).name == "York" and "purple" in game.state.cubes[YORK]  # type: ignore[union-attr]
        for via in vias:
            build(game, via)
        scene.show_state(game.state)
        view = HexBoardView(scene)
        views.append(view)
        qtbot.addWidget(view)
        view.resize(1280, 720)
        view.show()
        qtbot.waitExposed(view)
        view.resetTransform()
        view.scale(50 / scene.layout.s, 50 / scene.layout.s)
        view.centerOn(QPointF(*scene.layout.centre(YORK)))
        said: list[tuple[str, bool]] = []
        tool = BoardTool(scene, lambda: game, game.current_seat(), game.process,
                         lambda text, refused: said.append((text, refused)))
        made.append(tool)
        view.crayon = tool  # type: ignore[assignment]
        view.setFocus()
        return Table(game, scene, view, tool, said)

    yield make
    for tool in made:
        tool.detach()
    for view in views:
        view.crayon = None
        view.deleteLater()
    QApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    scene.show_state(None)


def test_a_click_on_a_cube_shows_its_route_and_points_and_a_click_on_the_city_delivers(make_table) -> None:
    """RW-17/RW-18: the purple cube on York goes to Leeds over Ann's link; the label says "Ann +1"
    before the click; the click delivers and Ann's marker moves 1."""
    t = make_table((15, 13))
    owner = t.game.state.track.links[0].owner
    assert owner is not None and t.game.current_seat() != owner
    before = t.game.state.players[owner].score
    t.click_cube(YORK, "purple")
    assert t.tool.picker.active and [c.destination for c in t.tool.picker.choices] == [LEEDS]
    assert t.tool.delivery_item.labels == {LEEDS: f"{t.game.seat_name(owner)} +1"}
    assert not t.game.state.deliveries
    t.click_place(LEEDS)
    assert isinstance(t.game.log[-1], Deliver) and t.game.log[-1].colour == "purple"
    assert t.game.state.players[owner].score == before + 1
    assert "purple" not in t.game.state.cubes[YORK] or t.game.state.cubes[YORK].count("purple") == 0
    assert not t.tool.picker.active and t.said[-1][0].startswith("Delivered York to Leeds over 1 link")


def test_two_routes_to_one_city_are_offered_in_turn_and_enter_delivers_the_one_shown(make_table) -> None:
    """RW-Q9: two links join York and Leeds, Ann's and Bo's; clicking Leeds shows the first route
    and its points, clicking again the second; Enter delivers over it and its owner scores."""
    t = make_table((15, 13), (15, 12))
    first, second = t.game.state.track.links
    t.click_cube(YORK, "purple")
    assert t.tool.delivery_item.labels == {LEEDS: "2 routes: click to choose"}
    t.click_place(LEEDS)
    assert t.tool.picker.shown is not None and t.tool.picker.shown.route.links == (first.id,)
    assert t.tool.delivery_item.labels[LEEDS] == f"1/2: {t.game.seat_name(first.owner)} +1"  # type: ignore[arg-type]
    t.click_place(LEEDS)
    assert t.tool.picker.shown is not None and t.tool.picker.shown.route.links == (second.id,)
    assert not t.game.state.deliveries  # nothing delivered until Enter
    score = t.game.state.players[second.owner].score  # type: ignore[index]
    QTest.keyClick(t.view, Qt.Key.Key_Return)
    action = t.game.log[-1]
    assert isinstance(action, Deliver) and action.links == (second.id,)
    assert t.game.state.players[second.owner].score == score + 1  # type: ignore[index]


def test_a_cube_with_no_route_says_why_and_escape_puts_it_back(make_table) -> None:
    """RW-17: the red cube on York has no red city within one link: the table says so."""
    t = make_table((15, 13))
    t.click_cube(YORK, "red")
    assert t.tool.picker.choices == [] and t.said[-1][1] and "No route takes the red cube from York" in t.said[-1][0]
    QTest.keyClick(t.view, Qt.Key.Key_Escape)
    assert not t.tool.picker.active and t.said[-1] == ("The cube is put back.", False)


def test_a_press_on_the_city_not_on_a_cube_starts_a_build(make_table) -> None:
    """A press on York's disc (not a cube) starts a build from York (RW-14)."""
    t = make_table()
    QTest.mousePress(t.view.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, t.point(YORK))
    QTest.mouseMove(t.view.viewport(), t.point((15, 13)))
    QTest.mouseRelease(t.view.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                       t.point((15, 13)))
    assert not t.tool.picker.active and t.tool.crayon.draft.cells == ((15, 13),)
