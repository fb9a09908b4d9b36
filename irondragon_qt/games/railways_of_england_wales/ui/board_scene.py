"""Railways of England & Wales' board scene: the hex map painted by one cached static item
(``uikit.cache.StaticBoardItem`` of the map and the places), the game's position over it
(``position_item.PositionItem``, which paints the names above the track), and a tooltip per cell
(``help_at``) in the rules' own words."""

from __future__ import annotations

from collections.abc import Sequence
from functools import cached_property
from typing import Protocol

from PySide6.QtCore import QRectF

from ....uikit.cache import StaticBoardItem
from ....uikit.hex_layout import HexSceneLayout
from ....uikit.hex_scene import HexScene
from ..board.hexboard import Coord, RoewBoard
from ..rules.components import load_components
from ..rules.costs import Costs, costs_of, dollars
from ..rules.track import Track, board_words
from ..words import RoewTable, colour_word, translate
from .map_item import MapItem
from .places_item import PlacesItem
from .position_item import PositionItem


class Position(Protocol):
    """What the scene draws of a game's state (the base game's or the share game's)."""

    @property
    def track(self) -> Track: ...

    @property
    def cubes(self) -> dict[Coord, list[str]]: ...

    @property
    def colour_of(self) -> dict[Coord, str]: ...

    @property
    def empty(self) -> list[Coord]: ...


class BoardScene(HexScene):
    """``board``, ``layout`` (``HexSceneLayout``: ``s``, ``centre(cell)``, ``cell_at(x, y)``),
    ``static_item`` and ``position_item``; ``show_state(state)`` draws a game's position."""
    layout: HexSceneLayout

    def __init__(self, board: RoewBoard, parent: object | None = None) -> None:
        super().__init__(parent)  # type: ignore[arg-type]
        self.board = board
        self.layout = HexSceneLayout(board)
        r = self.layout.scene_rect
        self.setSceneRect(QRectF(r.x, r.y, r.w, r.h))
        self.map_item = MapItem(board, self.layout)
        self.places_item = PlacesItem(board, self.layout)
        self.static_item = StaticBoardItem([self.map_item, self.places_item], self.sceneRect())
        self.static_item.setZValue(0)
        self.addItem(self.static_item)
        self.position_item = PositionItem(board, self.layout)
        self.addItem(self.position_item)
        self.names_item = self.position_item.names
        self.state: Position | None = None

    @cached_property
    def costs(self) -> Costs:
        """The tiles' prices as the game's data gives them (components.toml), read at the first tooltip."""
        return costs_of(load_components())

    def show_state(self, state: Position | None, colours: Sequence[str] | None = None) -> None:
        """Draw ``state``'s track, cubes, new cities and empty-city markers (None: the bare board);
        ``colours``: the track's colour by owner (None: the players')."""
        self.state = state
        if state is None:
            self.position_item.draw([], {}, {}, [])
        else:
            self.position_item.draw(state.track.links, state.cubes, state.colour_of, state.empty, colours)

    def help_at(self, at: Coord) -> str:
        """The tooltip of land cell ``at``: its place or terrain, what a tile there costs, its cubes."""
        cell = self.board.cells[at]
        place = cell.place
        lines = [board_words(self.board, at)[0].upper() + board_words(self.board, at)[1:]]
        colour = place.colour if place is not None else None
        if self.state is not None and at in self.state.colour_of:
            colour = self.state.colour_of[at]
        if place is not None and colour == "grey":
            words = {"water": translate("RoewTable", "A grey town on water ground: its hex costs {cost} to the first "
                                                     "link that touches it (RW-Q15)."),
                     "mountain": translate("RoewTable", "A grey town on mountain ground: its hex costs {cost} to the "
                                                        "first link that touches it (RW-Q15)."),
                     "open": translate("RoewTable", "A grey town on open ground: its hex costs {cost} to the first "
                                                    "link that touches it (RW-Q15).")}
            lines.append(words.get(cell.terrain, words["open"]).format(cost=dollars(self.costs.hex_price(cell))))
        elif place is not None:
            lines.append(translate("RoewTable", "A {colour} city: it takes {colour} cubes (RW-17).").format(
                colour=colour_word(colour or "")))
        else:
            lines.append(translate("RoewTable", "A tile here costs {cost} (RW-13, EW-3).").format(
                cost=dollars(self.costs.hex_price(cell))))
        if self.state is not None and at in self.state.cubes:
            cubes = self.state.cubes[at]
            lines.append(RoewTable.tr("%n cube(s) here: {cubes}.", None, len(cubes)).format(
                cubes=", ".join(map(colour_word, cubes))) if cubes else translate("RoewTable", "No cubes left."))
        return "\n".join(lines)
