"""Messages with a gap in the player's own track (issue 21): his line runs from Uloggh up the North
tunnel towards Kola, a stub runs out of Kola, two sections between them are missing. A click on
Kola, Ctrl+G Kola and Ctrl+I each say where the gap is and what closes it (the model's words);
a plan built over two turns puts its first part in the crayon and says what is left (M1, B2, B4)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QInputDialog

from irondragon_qt.games.iron_dragon.board.board import Board
from irondragon_qt.games.iron_dragon.bots.suggest import gap_for
from irondragon_qt.games.iron_dragon.rules.actions import EndOperations
from irondragon_qt.games.iron_dragon.rules.game import Game
from irondragon_qt.games.iron_dragon.track.track import edge
from irondragon_qt.games.iron_dragon.ui.game.panel import GamePanel
from irondragon_qt.ui.main_window import MainWindow

from .....gap_game import city, gapped_game
from .conftest import wait_for


def _started(window: MainWindow, game: Game) -> GamePanel:
    window.start_game(game)
    panel = window.game_panel
    assert panel is not None and panel.people_turn()
    return panel


def _gap_words(game: Game, board: Board) -> str:
    gap = gap_for(game, city(board, "Kola"))
    assert gap is not None
    words = gap.text(board)
    assert words.startswith("Your track from Kola stops 2 mileposts short of your line at the North tunnel")
    return words


def _edges(sections: object) -> set[tuple[int, int]]:
    return {edge(a, b) for a, b in sections}  # type: ignore[attr-defined]


def test_R_M1_a_click_on_kola_names_the_gap(window: MainWindow, qtbot, board: Board) -> None:  # type: ignore[no-untyped-def]
    game, _gap = gapped_game(board)
    panel = _started(window, game)
    words = _gap_words(game, board)
    view = window.view
    for _ in range(3):
        view.zoom_in()
    kola = board.by_id[board.cities["Kola"].center].index
    view.centerOn(*window.scene.layout.pos(kola))
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=view.mapFromScene(*window.scene.layout.pos(kola)))
    assert window.statusBar().currentMessage() == words
    assert not window.help.why_shown  # not the Speed rule: the train is not short of movement
    assert panel.session.preview is None and game.state.players[game.state.current].position != kola


def test_R_M1_going_to_kola_by_keyboard_names_the_gap(window: MainWindow, board: Board) -> None:
    game, _gap = gapped_game(board)
    panel = _started(window, game)
    panel.go_to_city("Kola")
    assert window.statusBar().currentMessage() == _gap_words(game, board)
    assert panel.session.preview is None


def test_R_B4_ctrl_g_kola_while_building_puts_the_gap_in_the_crayon(window: MainWindow, qtbot, board: Board,  # type: ignore[no-untyped-def]
                                                                    monkeypatch: pytest.MonkeyPatch) -> None:
    game, gap = gapped_game(board)
    panel = _started(window, game)
    panel.act(EndOperations(game.state.current))
    assert panel.session.building()
    words = _gap_words(game, board)
    monkeypatch.setattr(QInputDialog, "getItem", staticmethod(lambda *_a, **_k: ("Kola", True)))
    window.view.setFocus()
    qtbot.keyClick(window.view, Qt.Key.Key_G, Qt.KeyboardModifier.ControlModifier)
    message = window.statusBar().currentMessage()
    assert message.startswith(words) and "already reaches" not in message
    assert message.endswith("2 sections of it pending (2 GP). Enter builds them.")
    pending = panel.session.build_phase().pending
    assert _edges((p.a, p.b) for p in pending) == _edges(gap)
    qtbot.keyClick(window.view, Qt.Key.Key_Return)
    assert gap_for(game, city(board, "Kola")) is None  # closed: the train's line reaches Kola
    panel.go_to_city("Kola")
    assert window.statusBar().currentMessage() == "Your track already reaches Kola."


def test_ctrl_i_with_no_trip_to_make_offers_closing_the_gap(window: MainWindow, qtbot, board: Board) -> None:  # type: ignore[no-untyped-def]
    game, gap = gapped_game(board, hand=("D47",), cash=5)
    panel = _started(window, game)
    panel.act(EndOperations(game.state.current))
    words = _gap_words(game, board)
    window.view.setFocus()
    qtbot.keyClick(window.view, Qt.Key.Key_I, Qt.KeyboardModifier.ControlModifier)
    wait_for(lambda: panel.suggest_job is None and bool(panel.plans_view.cards), 30)
    status = panel.plans_view.status.text()
    assert words in status and "No plan found" not in status
    card = panel.plans_view.cards[0]
    assert card.build_button.text() == "Put this turn's track in the crayon" and card.build_button.isEnabled()
    assert _edges(panel.plan_layer.sections) == _edges(gap)  # the gap, dashed on the board
    card.build_button.click()
    assert _edges((p.a, p.b) for p in panel.session.build_phase().pending) == _edges(gap)
    assert window.statusBar().currentMessage().startswith("2 of the plan's sections pending (2 GP).")


def test_R_B2_a_plan_over_two_turns_puts_its_first_part_in_the_crayon(window: MainWindow, board: Board) -> None:
    game, gap = gapped_game(board, hand=("D19",))  # Arms to Kola, from Izyndyl: a long way
    panel = _started(window, game)
    panel.act(EndOperations(game.state.current))
    panel.suggest()
    wait_for(lambda: panel.suggest_job is None and bool(panel.plans_view.cards), 30)
    card = next(c for c in panel.plans_view.cards if "Kola" in c.plan.stops)
    plan = card.plan
    assert plan.build_turns == 2 and plan.this_turn and len(plan.this_turn) < len(plan.build)
    assert card.build_button.text() == "Put this turn's part (1 of 2) in the crayon"
    assert _edges(plan.this_turn[:2]) == _edges(gap)  # the gap first
    card.build_button.click()
    message = window.statusBar().currentMessage()
    rest = len(plan.build) - len(plan.this_turn)
    assert f"The other {rest} sections ({plan.later_cost} GP) take 1 more turn." in message, message
    assert len(panel.session.build_phase().pending) == len(plan.this_turn)


def test_R_B4_track_planned_from_the_cut_off_piece_says_the_train_still_cannot_reach_it(window: MainWindow,
                                                                                         board: Board) -> None:
    game, _gap = gapped_game(board)
    panel = _started(window, game)
    panel.act(EndOperations(game.state.current))
    words = _gap_words(game, board)
    panel.go_to_city("Kutno")  # the cheapest way there is out of Kola, on the cut-off side
    message = window.statusBar().currentMessage()
    assert "pending towards Kutno" in message and message.endswith(f"Enter builds them. {words}"), message
