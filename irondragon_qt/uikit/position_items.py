"""A game's position drawn over a board scene by one item of the pack's, for File > Export, the
command line's pictures and the history viewer (which hides the live game's items while it shows
another position): the kit's ``PositionItems`` contract with the adding, showing and removing done
once. A pack says how its item is made (``make_item``) and how it shows a game (``draw``)."""

from __future__ import annotations

from typing import Any

from PySide6.QtWidgets import QGraphicsItem, QGraphicsScene


class OneItemPosition:
    """A position as one item, made on the first ``add_to``."""

    trains = None  # hex boards have no trains

    def __init__(self, layout: Any, tag_size: float = 1.0, on_screen: bool = False) -> None:
        self.layout = layout
        self.item: Any = None

    def make_item(self, scene: Any) -> QGraphicsItem:
        """The pack's item for ``scene`` (a pack's board scene)."""
        raise NotImplementedError(type(self).__name__)

    def draw(self, game: Any) -> None:
        """Show ``game``'s position on ``self.item``."""
        raise NotImplementedError(type(self).__name__)

    def stepped_layers(self) -> list[QGraphicsItem]:
        return [] if self.item is None else [self.item]

    def add_to(self, scene: QGraphicsScene) -> None:
        if self.item is None:
            self.item = self.make_item(scene)
        scene.addItem(self.item)

    def add_to_and_show(self, scene: QGraphicsScene, game: Any) -> OneItemPosition:
        self.add_to(scene)
        self.show(game)
        return self

    def remove_from(self, scene: QGraphicsScene) -> None:
        if self.item is not None and self.item.scene() is scene:
            scene.removeItem(self.item)

    def show(self, game: Any, areas: list[Any] | None = None, current: bool = True) -> None:
        if self.item is not None:
            self.draw(game)
