"""The board lent to the history viewer: whatever was on it (a game's track and trains, the
practice track) is hidden, the clicks and keys that would act are switched off, and a position
of the game looked at is shown instead. ``restore`` gives everything back as it was."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtWidgets import QGraphicsItem

from ...uikit.table import PositionItems, TableScene
from ...uikit.view import BoardView

VIEW_HOOKS = ("crayon", "on_click", "on_key", "on_drag")


class BoardTakeover:
    def __init__(self, scene: TableScene, view: BoardView, position_items: Callable[[], PositionItems]) -> None:
        """``scene``: the pack's board scene; ``position_items``: makes its position's items, drawn on
        the screen (asked when the viewer is first shown: the game's modules load then)."""
        self.scene, self.view = scene, view
        self._position_items = position_items
        self._items: PositionItems | None = None
        self._hidden: list[QGraphicsItem] = []
        self._hooks: dict[str, Any] = {}
        self.active = False

    @property
    def items(self) -> PositionItems:
        if self._items is None:
            self._items = self._position_items()
            # the position changes at every step: pixels kept for the view would be drawn anew each
            # time and then copied, a repaint more than drawing the track straight away
            for layer in self._items.stepped_layers():
                layer.setCacheMode(QGraphicsItem.CacheMode.NoCache)
        return self._items

    def take(self) -> None:
        if self.active:
            return
        self._hidden = [i for i in self.scene.items() if i.parentItem() is None and i is not self.scene.static_item
                        and i.isVisible()]
        for item in self._hidden:
            item.setVisible(False)
        self._hooks = {name: getattr(self.view, name) for name in VIEW_HOOKS}
        for name in VIEW_HOOKS:
            setattr(self.view, name, None)
        trains = self.items.trains
        if trains is not None:
            trains.set_scale(self.view.scale_factor())
            self.view.zoomChanged.connect(trains.set_scale)
        self.items.add_to(self.scene)
        self.active = True

    def restore(self) -> None:
        if not self.active:
            return
        self.items.remove_from(self.scene)
        if self.items.trains is not None:
            self.view.zoomChanged.disconnect(self.items.trains.set_scale)
        for item in self._hidden:
            try:
                if item.scene() is self.scene:  # not taken off meanwhile
                    item.setVisible(True)
            except RuntimeError:  # deleted meanwhile (the game it belonged to was closed)
                pass
        for name, value in self._hooks.items():
            setattr(self.view, name, value)
        self._hidden, self._hooks = [], {}
        self.active = False
