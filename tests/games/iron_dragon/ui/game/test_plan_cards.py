"""The suggested plans' cards share the dock's width where there is room and go into rows
where there is not, so a narrow dock at 1280x720 never cuts a card's lines (issue 21)."""

from __future__ import annotations

from irondragon_qt.games.iron_dragon.board.board import Board
from irondragon_qt.games.iron_dragon.bots.suggest import suggest
from irondragon_qt.games.iron_dragon.ui.game.suggestions import SuggestionsView

from .conftest import MakeWindow, drafted


def test_plan_cards_wrap_into_rows_when_the_dock_is_narrow(make_window: MakeWindow, board: Board, qtbot) -> None:  # type: ignore[no-untyped-def]
    from irondragon_qt.games.iron_dragon.game.game import Game

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
