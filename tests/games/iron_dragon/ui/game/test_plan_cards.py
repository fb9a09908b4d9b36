"""The suggested plans' cards share the dock's width where there is room and go into rows
where there is not, so a narrow dock at 1280x720 never cuts a card's lines (issue 21); a short
dock scrolls them and never squeezes one over another (issue 43)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, QRect, QSize, Qt
from PySide6.QtWidgets import QLabel

from irondragon_qt.games.iron_dragon.board.board import Board
from irondragon_qt.games.iron_dragon.bots.suggest import suggest
from irondragon_qt.games.iron_dragon.ui.game.suggestions import SuggestionsView

from .conftest import MakeWindow, drafted, wait_for
from .play_through_window import click_button, settle


def test_plan_cards_wrap_into_rows_when_the_dock_is_narrow(make_window: MakeWindow, board: Board, qtbot) -> None:  # type: ignore[no-untyped-def]
    from irondragon_qt.games.iron_dragon.rules.game import Game

    w = make_window(game__handover="false")
    game = drafted(w, Game(board, ["Ann", "Bram"], seed=5))
    plans = suggest(game)
    assert len(plans) == 3
    view = SuggestionsView()
    qtbot.addWidget(view)
    view.resize(1000, 300)
    view.show()
    view.set_plans("Ann", plans, True, 0.1)
    qtbot.wait(10)
    tops = {card.geometry().top() for card in view.cards}
    assert view.columns() == 3 and len(tops) == 1  # side by side
    view.resize(620, 600)
    qtbot.wait(10)
    assert view.columns() == 2
    rows = [card.geometry().top() for card in view.cards]
    assert rows[0] == rows[1] < rows[2]  # the third on a row of its own
    assert all(card.width() >= SuggestionsView.CARD_WIDTH - 20 for card in view.cards)
    view.resize(300, 900)
    qtbot.wait(10)
    assert view.columns() == 1 and len({card.geometry().left() for card in view.cards}) == 1


def _cards_readable(view: SuggestionsView) -> None:
    """No card over another, and every line of every card shown whole."""
    boxes = [card.geometry() for card in view.cards]
    assert all(not a.intersects(b) for i, a in enumerate(boxes) for b in boxes[i + 1:]), boxes
    for card in view.cards:
        for label in card.findChildren(QLabel):
            if label.wordWrap():  # as tall as its wrapped text needs, and inside its card
                assert label.height() >= label.heightForWidth(label.width()), label.text()
                assert card.rect().contains(QRect(label.mapTo(card, QPoint(0, 0)), label.size())), label.text()


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_plan_cards_asked_from_the_panel_are_readable_at_the_window_size(make_window: MakeWindow, board: Board, qtbot,
                                                                         size: tuple[int, int]) -> None:  # type: ignore[no-untyped-def]
    """The panel's Suggest a plan button (issue 43): the log dock under the board was left ~120
    px high and the cards were squeezed over one another. Now the dock makes room for a row of
    cards, a shorter dock scrolls them, and a click on a card shows its plan on the board."""
    from irondragon_qt.games.iron_dragon.rules.game import Game

    w = make_window(*size, game__handover="false")
    drafted(w, Game(board, ["Ann", "Bram"], seed=10))  # plans of one and of two deliveries
    panel = w.game_panel
    assert panel is not None
    view = panel.plans_view
    click_button(panel, "Suggest a plan", qtbot)
    wait_for(lambda: panel.suggest_job is None and bool(view.cards), 30)
    qtbot.wait(20)  # the dock makes room once the cards are laid out
    settle()
    assert any(len(p.deliveries) >= 2 for p in view.plans)
    assert w.size() == QSize(*size)
    _cards_readable(view)
    for card in view.cards[:view.columns()]:  # the first row, whole in sight
        assert card.visibleRegion().boundingRect() == card.rect()
    second = view.cards[1]
    qtbot.mouseClick(second, Qt.MouseButton.LeftButton, pos=QPoint(second.width() // 2, 8))
    assert panel.plan is view.plans[1]
    assert set(panel.plan_layer.sections) == set(view.plans[1].build)
    w.resizeDocks([w.log_dock], [110], Qt.Orientation.Vertical)  # the player makes the dock short
    settle()
    assert view.cards[0].visibleRegion().boundingRect() != view.cards[0].rect()  # not all in sight...
    assert view.cards_area.verticalScrollBar().maximum() > 0  # ...but a scroll away
    _cards_readable(view)
