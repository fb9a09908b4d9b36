"""What the board's clicks and keys do for the player to act (the kit view's ``crayon``): a click
on a cube on a city picks it to deliver and a click on one of its destinations delivers it
(``delivery.DeliveryPicker``); a press on a city, a town or an unfinished link's end starts a build
drawn by dragging (``crayon.BuildCrayon``). Enter and Escape go to whichever is under way.
``HexTool`` takes any game's crayon and picker (the share game's table gives its own, in the
colour of the company building); ``BoardTool`` makes the base game's."""

from __future__ import annotations

from collections.abc import Callable
from typing import Generic, Protocol, TypeVar

from ....engine.logged_game import Result
from ..board.hexboard import Coord, RoewBoard
from ..rules.game import Game
from ..words import translate
from .board_scene import BoardScene
from .crayon import BuildCrayon, DragCrayon, Say
from .delivery import CubesState, DeliveryPicker, RoutePicker
from .delivery_item import DeliveryItem
from .draft_item import show_drafts
from .spots import cube_at


class OnTable(Protocol):
    """What the tool reads of a game: the board, the track and cubes, the places' names."""

    @property
    def board(self) -> RoewBoard: ...

    @property
    def state(self) -> CubesState: ...

    def place_name(self, at: Coord) -> str: ...


G = TypeVar("G", bound=OnTable)


class HexTool(Generic[G]):
    """``crayon`` (building) and ``picker`` (delivering) for ``seat``, with their items on ``scene``
    (the draft drawn in ``ink``, None: the seat's colour)."""

    def __init__(self, scene: BoardScene, game: Callable[[], G], crayon: DragCrayon[G], picker: RoutePicker[G],
                 say: Say, ink: str | None = None) -> None:
        self.scene, self.game, self.seat = scene, game, crayon.seat
        self.crayon, self.draft_item = crayon, show_drafts(scene, crayon, ink)
        self.picker = picker
        self.delivery_item = DeliveryItem(scene.layout, self.picker)
        self.picker.on_change = self.delivery_item.refresh
        scene.addItem(self.delivery_item)
        self.say = say

    @property
    def drawing(self) -> bool:
        return self.crayon.drawing

    @property
    def auto_route(self) -> bool:
        return False

    @auto_route.setter
    def auto_route(self, value: bool) -> None:
        """The kit's view sets it on a press; a hex board has no auto-route."""

    def press(self, x: float, y: float, auto: bool = False) -> bool:
        at = self.scene.cell_at(x, y)
        if self.picker.active and at is not None and self.picker.click(at):
            return False
        hit = cube_at(self.scene.layout, self.game().state.cubes, x, y)
        if hit is not None and not self.crayon.steps:
            self.picker.pick_cube(*hit)
            return False
        if self.picker.active:
            self.picker.cancel()
        return self.crayon.press(x, y, auto)

    def move(self, x: float, y: float) -> None:
        self.crayon.move(x, y)

    def release(self, x: float | None = None, y: float | None = None) -> None:
        self.crayon.release(x, y)

    def key(self, name: str) -> None:
        if not self.picker.active:
            self.crayon.key(name)
        elif name == "enter":
            self.picker.deliver()
        elif name == "escape":
            self.picker.cancel()
            self.say(translate("RoewTable", "The cube is put back."), False)

    def refresh(self) -> None:
        """The game changed: the draft is judged anew, a picked cube's routes found again."""
        if self.picker.active and self.picker.start is not None and self.picker.colour is not None:
            if self.picker.colour in self.game().state.cubes.get(self.picker.start, []):
                self.picker.pick_cube(self.picker.start, self.picker.colour)
            else:
                self.picker.cancel()
        self.crayon.refresh()

    def detach(self) -> None:
        """The items leave the board."""
        for item in (self.draft_item, self.delivery_item):
            if item.scene() is self.scene:
                self.scene.removeItem(item)


class BoardTool(HexTool[Game]):
    """The base game's tool for ``seat``."""

    crayon: BuildCrayon

    def __init__(self, scene: BoardScene, game: Callable[[], Game], seat: int, submit: Callable[[object], Result],
                 say: Say) -> None:
        super().__init__(scene, game, BuildCrayon(scene, game, seat, submit, say),
                         DeliveryPicker(game, seat, submit, say), say)
