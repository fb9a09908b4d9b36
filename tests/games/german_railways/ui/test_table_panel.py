"""German Railways' table panel (issue 24): the company cards, players, turn-order track, auction
panel and slot bar show the model's numbers; real clicks and keys drive auctions as the model
says; refusals show the model's reason and change nothing; hidden cash (GR-Q12) stays hidden from
the others until the game is over."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6 import QtGui
from PySide6.QtCore import Qt
from PySide6.QtGui import QTextDocumentFragment
from PySide6.QtWidgets import QComboBox, QLabel, QPushButton, QSpinBox
from pytestqt.qtbot import QtBot

from irondragon_qt.games.german_railways.rules.actions import (
    AnswerEnd,
    Bid,
    Build,
    OfferShare,
    Pass,
    PassBid,
    ProposeEnd,
)
from irondragon_qt.games.german_railways.rules.game import Game
from irondragon_qt.games.german_railways.rules.legal import legal_actions
from irondragon_qt.games.german_railways.rules.state import Phase
from irondragon_qt.games.german_railways.ui.colours import letters, shade
from irondragon_qt.games.german_railways.ui.table.panel import TablePanel
from irondragon_qt.games.german_railways.ui.table.text import ability_lines

from ..rules.boards import HALLE, POSEN, island_board
from ..rules.helpers import act, auction_to, builder, give, new_game, place, play_initial, slot_for

LEFT = Qt.MouseButton.LeftButton


def plain(label: QLabel) -> str:
    """A label's text as shown, without its markup: read as rich text only when the label reads
    it so (its format, or Qt's guess for AutoText), as QLabel itself does."""
    text, kind = label.text(), label.textFormat()
    if kind == Qt.TextFormat.RichText or (kind == Qt.TextFormat.AutoText and QtGui.Qt.mightBeRichText(text)):
        text = QTextDocumentFragment.fromHtml(text).toPlainText()
    return text.replace("\xa0", " ")


def panel_for(qtbot: QtBot, game: Game, viewer: int | None = None, **kw: Any) -> TablePanel:
    panel = TablePanel(game, viewer, **kw)
    qtbot.addWidget(panel)
    panel.resize(400, 720)
    return panel


def on_screen(qtbot: QtBot, panel: TablePanel) -> None:
    """Shown and active: the panel's keys (window shortcuts) reach it."""
    with qtbot.waitActive(panel):
        panel.show()
        panel.activateWindow()


def click(qtbot: QtBot, button: QPushButton) -> None:
    assert button.isEnabled(), button.toolTip()
    qtbot.mouseClick(button, LEFT)


def bid_by_click(qtbot: QtBot, panel: TablePanel, amount: int) -> None:
    panel.auction.amount.setValue(amount)
    assert panel.auction.amount.value() == amount
    click(qtbot, panel.auction.bid_button)


# --- company cards --------------------------------------------------------------------------------
def test_GR_S3_S4_company_cards_show_the_models_numbers(qtbot: QtBot) -> None:
    game = play_initial(new_game(3), winners=[0, 1, 2, 0, 1, 2, 0, 1], price=3)
    act(game, OfferShare(game.current_seat(), "KBS"))
    panel = panel_for(qtbot, game, viewer=0)
    s = game.state
    assert list(panel.companies.cards) == list(game.book.ids)  # auction order (GR-S3)
    marks = letters(game.book.ids)
    for cid, card in panel.companies.cards.items():
        company, state = game.book.company(cid), s.companies[cid]
        assert plain(card.name) == f"{cid} {company.name}"
        assert card.swatch.property("company") == cid and not card.swatch.pixmap().isNull()
        assert marks[cid] in card.swatch.toolTip()  # the letter, the colour-blind cue (GR-Q1)
        assert plain(card.treasury) == f"Treasury {state.treasury}"
        assert plain(card.income) == f"Income {state.income}"
        assert plain(card.cubes) == f"Cubes left {state.cubes_left}"
        owners = [s.players[seat].name for seat in state.owners]
        shown = plain(card.holders).removeprefix("Shares: ").removesuffix(" (one on offer)").split(" · ")
        assert shown == owners + ["open"] * (3 - len(owners))  # GR-S4: unsold shares are open
        assert plain(card.ability) == "; ".join(ability_lines(company, game.book.constants))
    assert s.companies["PO"].treasury == 3 and s.companies["PO"].cubes_left == 19  # GR-A4, S5
    assert plain(panel.companies.cards["KBS"].holders).endswith("(one on offer)")
    # the abilities in words, from the company data (GR-B2, C2, C8)
    assert "up to 4 cubes a build (GR-B2)" in plain(panel.companies.cards["PO"].ability)
    assert "Never pays the city surcharge (GR-C2)" in plain(panel.companies.cards["NME"].ability)
    assert "holds Berlin and Hamburg (GR-C8)" in plain(panel.companies.cards["BHE"].ability)
    assert "pays no dividend yet (GR-C8)" in plain(panel.companies.cards["BHE"].connected)


def test_GR_D1_B9_a_connection_and_new_income_show_after_refresh(qtbot: QtBot) -> None:
    game = play_initial(new_game(3))
    panel = panel_for(qtbot, game)
    po = panel.companies.cards["PO"]
    assert "none yet" in plain(po.connected)
    place(game, "PO", POSEN)  # scenario by hand: both companies reach Posen
    place(game, "NME", POSEN)
    panel.refresh()
    assert "NME" in plain(po.connected) and "PO" in plain(panel.companies.cards["NME"].connected)
    assert plain(po.income) == f"Income {game.state.companies['PO'].income}" == "Income 4"  # 3 + Posen 1
    assert plain(po.cubes) == "Cubes left 18"


def test_company_colours_and_letters_are_the_boards(qtbot: QtBot) -> None:
    game = new_game(3)
    panel = panel_for(qtbot, game)
    look = panel.look
    assert look.letter == letters(game.book.ids)
    assert look.colour == {c.id: shade(c.colour) for c in game.book.companies}
    assert len(set(look.letter.values())) == 8  # never shared


# --- players and the turn order -------------------------------------------------------------------
def test_GR_T2_players_show_cash_income_shares_and_the_seat_to_act(qtbot: QtBot) -> None:
    game = play_initial(new_game(4), winners=[0, 1, 2, 3, 0, 1, 2, 3], price=2)
    panel = panel_for(qtbot, game)
    acting = game.current_seat()
    for seat, line in enumerate(panel.players.lines):
        p = game.state.players[seat]
        top = plain(line.top)
        assert plain(line.cash) == f"{p.cash} Thaler" and plain(line.income) == str(p.income)
        for cid, n in p.shares.items():
            assert (f"{cid}×{n}" if n > 1 else cid) in plain(line.shares)
        assert line.acting == (seat == acting) and top.startswith("▶") == (seat == acting)
    assert sum(line.acting for line in panel.players.lines) == 1
    assert game.state.players[0].income == game.state.companies["PO"].income + game.state.companies["MWB"].income


def test_GR_T2_the_income_column_says_it_sets_the_turn_order_and_is_never_paid(qtbot: QtBot) -> None:
    """Issue 43: "income" on every player looked like money paid each round; its column's title
    and tooltips say it only sets the turn order (GR-T2, T3)."""
    game = play_initial(new_game(3), winners=[0, 1, 2] * 3, price=2)
    panel = panel_for(qtbot, game)
    view = panel.players
    assert plain(view.income_title) == "Income\n(turn order)"
    for tip in (view.income_title.toolTip(), *(line.income.toolTip() for line in view.lines)):
        assert "never paid out" in tip and "turn order" in tip and "GR-T2" in tip
    panel.show()
    qtbot.waitExposed(panel)
    right = [w.mapTo(view, w.rect().topRight()).x() for w in (view.income_title, *(line.income for line in view.lines))]
    assert len(set(right)) == 1  # one column under its title
    card = panel.companies.cards["PO"]
    assert "dividend phase" in card.income.toolTip() and "turn order" in card.income.toolTip()


def test_GR_T4_T5_turn_order_track_shows_the_slots_and_moves_on_a_pass(qtbot: QtBot) -> None:
    game = play_initial(new_game(4))
    panel = panel_for(qtbot, game)
    s = game.state
    track = panel.turn_order
    assert f"round {s.round}" in plain(track.title)
    shown = [plain(label) for label in track.slots]
    assert [t.lstrip("▶ ").split(" ", 1)[1] for t in shown] == [s.players[seat].name for seat in s.slots]
    assert shown[0].startswith("▶ 1 ")
    click(qtbot, panel.slot_bar.pass_button)  # GR-T5: a pass, and the next slot acts
    assert s.slot == 1
    shown = [plain(label) for label in track.slots]
    assert shown[0].startswith("✓ 1 ") and shown[1].startswith("▶ 2 ")


def test_GR_S8_initial_auction_track_marks_the_share_on_offer(qtbot: QtBot) -> None:
    game = new_game(3)
    auction_to(game, 1, 2)
    auction_to(game, None, 0)
    panel = panel_for(qtbot, game)
    assert "share 3 of 8" in plain(panel.turn_order.title)
    assert " ".join(plain(panel.turn_order.track).split()) == "✓PO ✓NME ▶ KSS KBS MWB GBS CME BHE"
    assert not panel.turn_order.slot_row.isVisibleTo(panel)


# --- the auction, by clicks ------------------------------------------------------------------------
def test_GR_A1_A2_A4_an_auction_by_clicks_changes_the_game_as_the_model_says(qtbot: QtBot) -> None:
    game = new_game(3)
    panel = panel_for(qtbot, game)
    first = game.current_seat()
    second, third = (first + 1) % 3, (first + 2) % 3
    assert panel.auction.isVisibleTo(panel) and not panel.slot_bar.isVisibleTo(panel)
    assert panel.auction.amount.minimum() == 1 and panel.auction.amount.maximum() == 40  # GR-A1, A5
    bid_by_click(qtbot, panel, 5)
    assert game.state.auction is not None and game.state.auction.high_bid == 5
    assert game.log[-1] == Bid(first, 5)
    assert panel.auction.amount.minimum() == 6  # a bid must beat the high bid (GR-A1)
    assert "5 by" in plain(panel.auction.high)
    click(qtbot, panel.auction.pass_button)  # GR-A2: out of this auction
    assert "passed" in plain(panel.auction.bidders)
    click(qtbot, panel.auction.pass_button)
    assert game.log[-3:] == [Bid(first, 5), PassBid(second), PassBid(third)]
    twin = new_game(3)
    for action in game.log:
        act(twin, action)
    assert game.digest() == twin.digest()  # the panel did what the model does with these actions
    po = game.state.companies["PO"]
    assert po.owners == [first] and po.treasury == 5 and game.state.players[first].cash == 35  # GR-A4
    card = panel.companies.cards["PO"]
    assert plain(card.treasury) == "Treasury 5"
    assert plain(card.holders).startswith(f"Shares: {game.state.players[first].name} · open")
    assert game.state.auction is not None and game.state.auction.company == "NME"  # GR-A6: next share
    assert "NME" in plain(panel.auction.share)


def test_GR_A5_Q10_a_bid_above_cash_shows_the_models_reason_and_changes_nothing(qtbot: QtBot) -> None:
    game = new_game(3)
    panel = panel_for(qtbot, game)
    seat = game.current_seat()
    before, log = game.digest(), len(game.log)
    spin = panel.auction.amount
    assert spin.maximum() == 40  # the bound is a convenience; the model decides: widen it as a stale one would
    spin.setMaximum(99)
    spin.setValue(41)
    reason = game.check(Bid(seat, 41))
    assert reason == "Bids may not exceed your cash of 40 (GR-A5)"
    with qtbot.waitSignal(panel.message) as said:
        click(qtbot, panel.auction.bid_button)
    assert said.args == [reason]
    assert plain(panel.notice) == reason and panel.notice.isVisibleTo(panel)
    assert game.digest() == before and len(game.log) == log


def test_GR_B7_a_refusal_with_an_apostrophe_is_shown_as_the_model_says_it(qtbot: QtBot) -> None:
    """Issue 43: the model's reason was escaped for rich text and shown as plain text, so the
    panel read "Main-Weser-Bahn&#x27;s treasury"; it is escaped once, where it becomes rich text."""
    game = builder(cid="MWB", treasury=6)
    place(game, "KSS", HALLE)
    panel = panel_for(qtbot, game)
    reason = game.check(Build(0, "MWB", ((4, 4), HALLE)))
    assert reason == "This build costs 7 and the Main-Weser-Bahn's treasury holds only 6 (GR-B7)"
    with qtbot.waitSignal(panel.message) as said:
        assert not panel.actor.act(Build(0, "MWB", ((4, 4), HALLE)))
    assert said.args == [reason]
    assert plain(panel.notice) == reason and "&#" not in plain(panel.notice)


def test_names_with_markup_characters_are_shown_as_typed(qtbot: QtBot) -> None:
    game = play_initial(new_game(3))
    for i, name in enumerate(["Ann & Bo", "<b>Cy</b>", "Dee's"]):
        game.state.players[i].name = name
    panel = panel_for(qtbot, game)
    panel.refresh()
    assert [plain(line.top).lstrip("▶ ") for line in panel.players.lines] == [
        "Ann & Bo", "<b>Cy</b>", "Dee's"]
    owners = {seat for c in game.state.companies.values() for seat in c.owners}
    card = panel.companies.cards[game.book.ids[0]]
    shown = plain(card.holders)
    assert all(game.state.players[seat].name in shown for seat in game.state.companies[card.cid].owners)
    assert owners and "&amp;" not in shown and "&#" not in shown
    slots = [plain(label) for label in panel.turn_order.slots if label.isVisibleTo(panel)]
    assert any("<b>Cy</b>" in text or "Ann & Bo" in text or "Dee's" in text for text in slots)


def test_the_buttons_submit_through_the_callback_and_show_its_refusal(qtbot: QtBot) -> None:
    game = new_game(3)
    sent: list[object] = []

    def submit(action: object) -> object:
        sent.append(action)
        return game.process(action) if len(sent) == 1 else "The shell says no."

    panel = panel_for(qtbot, game, submit=submit)
    seat = game.current_seat()
    click(qtbot, panel.auction.pass_button)
    assert sent == [PassBid(seat)] and game.log == [PassBid(seat)]
    bid_by_click(qtbot, panel, 3)
    assert sent[-1] == Bid(game.current_seat(), 3) and len(game.log) == 1
    assert plain(panel.notice) == "The shell says no."


def test_keys_B_bids_and_P_passes(qtbot: QtBot) -> None:
    game = new_game(3)
    panel = panel_for(qtbot, game)
    on_screen(qtbot, panel)
    panel.auction.amount.setValue(4)
    panel.auction.bid_button.setFocus()
    first = game.current_seat()
    qtbot.keyClick(panel.auction.bid_button, Qt.Key.Key_B)
    assert game.log == [Bid(first, 4)]
    qtbot.keyClick(panel.auction.bid_button, Qt.Key.Key_P)
    assert game.log[-1] == PassBid((first + 1) % 3)
    panel.auction.amount.setFocus()
    panel.auction.amount.setValue(7)
    qtbot.keyClick(panel.auction.amount, Qt.Key.Key_Return)  # Enter in the amount bids
    assert game.log[-1] == Bid((first + 2) % 3, 7)


def test_another_seats_turn_locks_the_panel(qtbot: QtBot) -> None:
    game = new_game(3)
    other = (game.current_seat() + 1) % 3
    panel = panel_for(qtbot, game, viewer=other)
    for b in (panel.auction.bid_button, panel.auction.pass_button):
        assert not b.isEnabled() and b.toolTip() == f"Wait: it is {game.seat_name(game.current_seat())}'s turn."
    assert not panel.auction.amount.isEnabled()
    qtbot.mouseClick(panel.auction.pass_button, LEFT)
    on_screen(qtbot, panel)
    qtbot.keyClick(panel, Qt.Key.Key_P)  # the key says why not
    assert game.log == []
    assert plain(panel.notice) == f"Wait: it is {game.seat_name(game.current_seat())}'s turn."


# --- hidden cash (GR-Q12) --------------------------------------------------------------------------
def test_GR_Q12_hidden_cash_is_hidden_from_others_and_shown_once_the_game_is_over(qtbot: QtBot) -> None:
    game = new_game(3, board=island_board(), hidden_cash=True)  # no connection possible: GR-E2 after the auctions
    mine = panel_for(qtbot, game, viewer=0)
    table = panel_for(qtbot, game)  # the whole table (hot seat): it plays the auctions
    assert [plain(line.cash) for line in mine.players.lines] == ["40 Thaler", "hidden", "hidden"]
    assert [plain(line.cash) for line in table.players.lines] == ["40 Thaler"] * 3
    if game.current_seat() != 0:  # another's bid: his cash is not the amount's bound
        assert mine.auction.amount.maximum() == mine.auction.amount.minimum()
    while game.state.phase == Phase.INITIAL:  # seat 1 bids 2 for every share, the others pass
        a = game.state.auction
        if game.current_seat() == 1 and a is not None and a.high_bidder is None:
            bid_by_click(qtbot, table, 2)
        else:
            click(qtbot, table.auction.pass_button)
    assert game.is_over() and game.state.end_reason == "GR-E2"
    mine.refresh()
    cash = [plain(line.cash) for line in mine.players.lines]
    assert cash == [f"{p.cash} Thaler" for p in game.state.players] and "hidden" not in cash
    assert game.state.players[1].cash < 40  # seat 1 paid: the numbers are the model's, not the start's
    assert "The game is over (GR-E2)" in plain(mine.banner)
    assert not mine.auction.isVisibleTo(mine) and not mine.slot_bar.isVisibleTo(mine)


# --- the slot's actions -----------------------------------------------------------------------------
def test_GR_A7_A8_offer_lists_what_the_model_allows_and_opens_an_auction(qtbot: QtBot) -> None:
    game = play_initial(new_game(3))
    slot_for(game, 1, 2, 0)  # scenario by hand: seat 1's slot
    give(game, 0, "KBS")  # the KBS has 2 shares sold, others 1: its third is locked (GR-A8)
    panel = panel_for(qtbot, game)
    combo = panel.slot_bar.offer_combo
    listed = [combo.itemData(i) for i in range(combo.count())]
    assert listed == [a.company for a in legal_actions(game) if isinstance(a, OfferShare)]
    assert "KBS" not in listed and len(listed) == 7
    combo.setCurrentIndex(listed.index("CME"))
    click(qtbot, panel.slot_bar.offer_button)
    assert game.log[-1] == OfferShare(1, "CME")
    a = game.state.auction
    assert a is not None and a.company == "CME" and a.first_bidder == 1 and not a.initial  # GR-A7
    assert panel.auction.isVisibleTo(panel) and not panel.slot_bar.isVisibleTo(panel)
    assert "Offered by Bert in slot 1" in plain(panel.auction.kind)


def test_GR_B1_B10_build_combo_lists_buildable_companies_and_emits_the_choice(qtbot: QtBot) -> None:
    game = builder(3, seat=0, cid="PO", treasury=30)
    give(game, 0, "KSS")  # held, but its treasury is empty: nothing it can afford (GR-B10)
    panel = panel_for(qtbot, game, viewer=0)
    before = len(game.log)
    combo = panel.slot_bar.build_combo
    listed = [combo.itemData(i) for i in range(combo.count())]
    assert listed == sorted({a.company for a in legal_actions(game) if isinstance(a, Build)}) == ["PO"]
    assert "KSS" in combo.toolTip() and "GR-B10" in combo.toolTip()
    with qtbot.waitSignal(panel.company_chosen_for_building) as chosen:
        click(qtbot, panel.slot_bar.build_button)
    assert chosen.args == ["PO"]
    assert len(game.log) == before  # choosing is not building: the board's crayon builds


def test_GR_T5_pass_button_is_the_models_pass(qtbot: QtBot) -> None:
    game = play_initial(new_game(3))
    seat = game.current_seat()
    panel = panel_for(qtbot, game)
    on_screen(qtbot, panel)
    qtbot.keyClick(panel.slot_bar.pass_button, Qt.Key.Key_P)
    assert game.log[-1] == Pass(seat)


def test_GR_Q8_the_people_vote_to_end_the_game_by_clicks(qtbot: QtBot) -> None:
    game = builder()  # three people; slots 0, 1, 2
    panel = panel_for(qtbot, game)
    on_screen(qtbot, panel)
    assert not panel.end_vote.isVisibleTo(panel)
    click(qtbot, panel.slot_bar.end_button)
    assert game.log[-1] == ProposeEnd(0)
    assert panel.end_vote.isVisibleTo(panel) and not panel.slot_bar.isVisibleTo(panel)
    text = plain(panel.end_vote.text)
    assert "Ada proposes to end the game" in text and "Still to answer: Bert, Cleo" in text and "Bert, do you" in text
    click(qtbot, panel.end_vote.agree_button)
    click(qtbot, panel.end_vote.disagree_button)
    assert game.log[-2:] == [AnswerEnd(1, True), AnswerEnd(2, False)]
    assert not panel.end_vote.isVisibleTo(panel) and panel.slot_bar.isVisibleTo(panel)
    assert "does not agree" in plain(panel.notice)
    button = panel.slot_bar.end_button  # once a round: the model's reason is the tooltip
    assert not button.isEnabled() and button.toolTip() == "You proposed the end once this round already (GR-Q8)"
    game.seats = ["human", "hard", "hard"]
    click(qtbot, panel.slot_bar.pass_button)
    panel.refresh()
    assert not panel.slot_bar.end_button.isEnabled()  # a computer's slot: the table waits


def test_GR_Q8_an_agreed_end_is_announced_in_the_banner(qtbot: QtBot) -> None:
    game = builder()
    game.seats = ["human", "easy", "easy"]
    panel = panel_for(qtbot, game)
    click(qtbot, panel.slot_bar.end_button)
    text = plain(panel.end_vote.text)
    assert "Still to answer: Bert, Cleo" in text and "computer" in text  # the computer players vote too (GR-Q8)
    assert not panel.end_vote.agree_button.isEnabled()
    for seat in (1, 2):
        act(game, AnswerEnd(seat, True))  # as their computer players answer (bots/vote.py)
    panel.refresh()
    assert "The players agreed: the game ends at the next round's start (GR-Q8)." in plain(panel.banner)
    panel.show()
    qtbot.waitExposed(panel)
    banner = panel.banner  # in its two lines: the buttons under it keep their places (issue 43)
    assert banner.heightForWidth(banner.width()) <= banner.minimumHeight() == banner.height()
    assert panel.slot_bar.pass_button.isEnabled()  # the slot is not used up


# --- fit and help -----------------------------------------------------------------------------------
@pytest.mark.parametrize("players", [3, 4])
def test_panel_fits_beside_the_board_and_every_control_has_a_tooltip(qtbot: QtBot, players: int) -> None:
    game = play_initial(new_game(players), winners=list(range(players)) * 3, price=2)
    act(game, OfferShare(game.current_seat(), "MWB"))
    panel = panel_for(qtbot, game)
    panel.show()
    qtbot.waitExposed(panel)
    body = panel.scroll_area.widget()
    assert body is not None and body.minimumSizeHint().width() <= 400
    assert panel.scroll_area.horizontalScrollBar().maximum() == 0
    controls = [*panel.findChildren(QPushButton), *panel.findChildren(QComboBox), *panel.findChildren(QSpinBox)]
    assert len(controls) >= 7
    assert [c for c in controls if not c.toolTip()] == []
