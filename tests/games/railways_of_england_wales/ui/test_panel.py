"""The game panel follows the game (RW-9, RW-15, RW-16, RW-20, EW-2, EW-9): its buttons put actions to
the model and show its reasons, and secrets are shown to their owner alone. Clicks on the panel's
own buttons; the game's set-up by the model's actions."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtCore import QEvent, QPoint, Qt
from PySide6.QtWidgets import QApplication, QPushButton

from irondragon_qt.engine.registry import GamePack
from irondragon_qt.engine.seats import HUMAN
from irondragon_qt.games.railways_of_england_wales.board.hexboard import RoewBoard
from irondragon_qt.games.railways_of_england_wales.rules import actions as a
from irondragon_qt.games.railways_of_england_wales.rules.building import BuildStep
from irondragon_qt.games.railways_of_england_wales.rules.cards import card_of
from irondragon_qt.games.railways_of_england_wales.rules.costs import dollars
from irondragon_qt.games.railways_of_england_wales.rules.game import Game
from irondragon_qt.games.railways_of_england_wales.rules.state import Phase
from irondragon_qt.games.railways_of_england_wales.ui.board_scene import BoardScene
from irondragon_qt.games.railways_of_england_wales.ui.game.panel import GamePanel
from irondragon_qt.games.railways_of_england_wales.ui.game.session import GameSession
from irondragon_qt.games.railways_of_england_wales.ui.game.words import secret
from irondragon_qt.uikit.hex_view import HexBoardView

from .test_building import to_actions

YORK, LEEDS = (16, 12), (14, 13)


@pytest.fixture
def make_panel(qtbot, scene: BoardScene, registered: GamePack) -> Iterator[object]:  # type: ignore[no-untyped-def]
    made: list[GamePanel] = []

    def make(game: Game) -> GamePanel:
        view = HexBoardView(scene)
        qtbot.addWidget(view)
        panel = GamePanel(GameSession(game), scene, view, speed="instant", paused=True)
        qtbot.addWidget(panel)
        panel.resize(420, 900)
        panel.show()
        made.append(panel)
        return panel

    yield make
    for panel in made:  # gone now, not when the garbage collector comes round in a later test
        panel.detach()
        panel.view.deleteLater()
        panel.deleteLater()
    QApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)


def click(qtbot, button: QPushButton) -> None:  # type: ignore[no-untyped-def]
    assert button.isEnabled(), button.toolTip()
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)


def test_a_person_keeps_a_baron_card_and_sees_only_his_own(qtbot, make_panel, roew_board: RoewBoard) -> None:
    """EW-2: two Baron cards shown with their words, one kept by a click; the players' table shows
    the person's Baron and never a computer player's."""
    game = Game(roew_board, ["Ann", "Bryn", "Cerys"], None, 4, [HUMAN, "standard", "standard"])
    while game.current_seat() != 0:  # the computers keep theirs first
        game.process(a.ChooseBaron(game.current_seat(), game.state.players[game.current_seat()].barons_dealt[0]))
    panel = make_panel(game)
    dealt = game.state.players[0].barons_dealt
    assert [b.text() for b in panel.actions_box.baron_buttons] == [f"Keep {game.comp.baron(d).name}" for d in dealt]
    click(qtbot, panel.actions_box.baron_buttons[1])
    assert game.log[-1] == a.ChooseBaron(0, dealt[1]) and game.state.players[0].baron == dealt[1]
    assert f"Baron: {game.comp.baron(dealt[1]).name}" in panel.players.row_text(0)[5]
    while game.state.phase == Phase.BARONS:  # the computers (paused here) keep theirs through the model
        panel.session.act(a.ChooseBaron(game.current_seat(),
                                        game.state.players[game.current_seat()].barons_dealt[0]))
    for seat in (1, 2):
        kept = game.state.players[seat].baron
        assert kept is not None and game.comp.baron(kept).name not in " ".join(panel.players.row_text(seat))


def test_the_auction_bids_by_the_button_and_a_low_bid_is_refused_with_the_models_reason(
        qtbot, make_panel, roew_board: RoewBoard) -> None:
    """RW-9/RW-Q12: the first bid is the step; a bid not above the high bid is refused, the button
    greyed with the model's words; Pass for good (RW-Q13)."""
    game = Game(roew_board, ["Ann", "Bo"], None, 2, [HUMAN, HUMAN])
    for _ in range(2):
        game.process(a.ChooseBaron(game.current_seat(), game.state.players[game.current_seat()].barons_dealt[0]))
    panel = make_panel(game)
    assert game.state.phase == Phase.AUCTION
    box, step, first = panel.actions_box, game.comp.money.bid_step, game.current_seat()
    assert box.bid_amount.value() == step
    click(qtbot, box.bid_button)
    assert game.log[-1] == a.Bid(first, step)
    box.bid_amount.setValue(step)  # not above the high bid
    assert not box.bid_button.isEnabled()
    assert box.bid_button.toolTip() == game.check(a.Bid(game.current_seat(), step))
    click(qtbot, box.pass_bid_button)
    assert game.log[-1] == a.PassBid(1 - first)


def test_urbanize_upgrade_and_take_a_card_go_to_the_model(qtbot, make_panel, roew_board: RoewBoard) -> None:
    """RW-15: a town and a tile colour chosen, then Urbanize; RW-16: Upgrade names its price; RW-20:
    Take puts the card in the taker's hand."""
    game = to_actions(Game(roew_board, ["Ann", "Bo", "Cy"], None, 3, [HUMAN] * 3))
    panel = make_panel(game)
    box = panel.actions_box
    seat = game.current_seat()
    town = box.town.currentData()
    colour = box.tile.currentData()
    click(qtbot, box.urbanize_button)
    assert game.log[-1] == a.Urbanize(seat, town, colour) and game.state.colour_of[town] == colour
    seat = game.current_seat()
    price = dollars(game.comp.engine.cost_to(2))
    assert box.upgrade_button.text() == f"Upgrade engine to 2 ({price})"
    click(qtbot, box.upgrade_button)
    assert game.state.players[seat].engine == 2
    seat = game.current_seat()
    instance = next(c for c in game.state.display if panel.display.buttons[c].isEnabled())
    assert card_of(game, instance).name in panel.display.labels[instance].text()
    click(qtbot, panel.display.buttons[instance])
    assert game.log[-1] == a.TakeCard(seat, instance)


def test_the_rail_inspector_is_secret_and_asked_of_its_holder(qtbot, make_panel, roew_board: RoewBoard) -> None:
    """EW-9: a Rail Inspector in hand shows as a secret card to the others; when another delivers,
    its holder is asked, and "Let it go" lets the delivery score."""
    game = to_actions(Game(roew_board, ["Ann", "Bo", "Cy"], None, 2, [HUMAN] * 3))
    holder = game.current_seat()
    inspector = next(c for c in game.state.display if card_of(game, c).kind == "rail_inspector")
    assert game.process(a.TakeCard(holder, inspector))
    builder = game.current_seat()
    assert game.process(a.Build(builder, (BuildStep(None, YORK, ((15, 13), LEEDS)),)))
    deliverer = game.current_seat()
    assert holder not in (builder, deliverer) and "purple" in game.state.cubes[YORK]
    panel = make_panel(game)
    assert panel.viewer() == deliverer
    assert panel.players.row_text(holder)[5] == secret()
    link = game.state.track.links[0].id
    panel.act(a.Deliver(deliverer, YORK, "purple", (link,)))
    assert game.state.phase == Phase.INSPECTOR and game.current_seat() == holder
    assert panel.actions_box.currentWidget() is panel.actions_box.inspector_page
    assert panel.players.row_text(holder)[5].startswith("Rail Inspector")  # the holder at the screen sees it
    score = game.state.players[builder].score
    click(qtbot, panel.actions_box.let_go_button)
    assert game.log[-1] == a.Inspect(holder, False) and game.state.players[builder].score == score + 1


def test_a_ticked_build_card_prices_the_draft_and_is_spent_on_the_build(qtbot, make_panel,  # type: ignore[no-untyped-def]
                                                                       roew_board: RoewBoard) -> None:
    """RW-20: a build discount kept is ticked for the next build: the draft's cost is the model's with
    it, and the Build spends it."""
    game = to_actions(Game(roew_board, ["Ann", "Bo"], None, 1, [HUMAN] * 2))
    seat = game.current_seat()
    grant = next((c for c in game.state.display if card_of(game, c).kind == "build_discount"), None)
    assert grant is not None
    assert game.process(a.TakeCard(seat, grant))
    assert game.process(a.Pass(game.current_seat()))  # the other player's action
    panel = make_panel(game)
    assert game.current_seat() == seat and list(panel.actions_box.card_boxes) == [grant]
    assert panel.tool is not None
    crayon = panel.tool.crayon
    start, tile, end = YORK, (15, 13), LEEDS
    for at in (start, tile, end):
        (crayon.press if at == start else crayon.move)(*panel.scene.layout.centre(at))
    crayon.release()
    full = crayon.draft.cost
    box = panel.actions_box.card_boxes[grant]
    qtbot.mouseClick(box, Qt.MouseButton.LeftButton, pos=box.rect().topLeft() + QPoint(8, box.height() // 2))
    assert box.isChecked(), (box.isVisible(), box.geometry())
    amount = card_of(game, grant).amount
    assert crayon.cards == (grant,) and crayon.draft.cost == max(0, full - amount)
    crayon.key("enter")
    assert game.log[-1] == a.Build(seat, (BuildStep(None, start, (tile, end)),), (grant,))
    assert grant not in game.state.players[seat].cards
