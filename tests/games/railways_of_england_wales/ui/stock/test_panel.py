"""The share game's panel puts each decision to the model by clicks and typed amounts and shows the
model's answer (ST-5..7, ST-11..18, ST-20..22): buttons greyed with the model's words while it would
refuse, the board's refusals said in them, the dividend's price change shown before it is paid, the
stock board, tableaux and holdings following the game. Positions from the model's own test helpers;
every person's action through the table."""

from __future__ import annotations

from PySide6.QtCore import Qt

from irondragon_qt.engine.words import plural
from irondragon_qt.games.railways_of_england_wales.stock import actions as a
from irondragon_qt.games.railways_of_england_wales.stock.game import StockGame
from irondragon_qt.games.railways_of_england_wales.stock.money import money
from irondragon_qt.games.railways_of_england_wales.stock.networks import merger_price
from irondragon_qt.games.railways_of_england_wales.stock.operating import plan
from irondragon_qt.games.railways_of_england_wales.stock.state import Board, Phase

from ...stock.positions import at, cube, lay, link, new_game, play_until, started
from ..test_board_scene import pixel
from .conftest import Table
from .hands import click, deliver, drag, pick, type_amount


def test_st5_st6_an_offer_and_bids_by_clicks_refused_ones_greyed_with_the_models_words(qtbot, make_table) -> None:  # type: ignore[no-untyped-def]
    game = new_game(3, seed=1)
    table = make_table(game, paused=True)
    box, seat = table.panel.actions_box, game.current_seat()
    assert box.currentWidget() is box.offer
    assert f"The preparation round</b>, the preparation round's share auctions (ST-5..8): " \
           f"{game.seat_name(seat)} to offer a share." in table.panel.banner.text()
    pick(qtbot, box.offer.company, 0)
    assert box.offer.amount.value() == 7000  # opening at LNWR's price (ST-5)
    type_amount(qtbot, box.offer.amount, 6000)
    low = a.Offer(seat, "lnwr", Board.STOCK, 6000)
    assert not box.offer.offer_button.isEnabled()
    assert box.offer.offer_button.toolTip() == game.check(low) == \
        "A share of LNWR opens at its price, $7,000, or more (ST-5)."
    pick(qtbot, box.offer.board, Board.ISSUED)
    type_amount(qtbot, box.offer.amount, 7000)
    assert box.offer.offer_button.toolTip() == "The preparation round sells shares from the stock board only (ST-5)."
    pick(qtbot, box.offer.board, Board.STOCK)
    type_amount(qtbot, box.offer.amount, 8000)
    click(qtbot, box.offer.offer_button)
    assert game.log[-1] == a.Offer(seat, "lnwr", Board.STOCK, 8000)
    assert box.currentWidget() is box.bid and f"the high bid is $8,000 by {game.seat_name(seat)}" in box.bid.text.text()
    bidder = game.current_seat()
    type_amount(qtbot, box.bid.amount, 8000)
    assert box.bid.bid_button.toolTip() == game.check(a.Bid(bidder, 8000)) == \
        "Bid at least $9,000: the high bid is $8,000 (ST-6, ST-Q13)."
    type_amount(qtbot, box.bid.amount, 30000)
    assert box.bid.bid_button.toolTip() == "You have $25,000: nobody bids more than their cash (ST-Q9)."
    type_amount(qtbot, box.bid.amount, 9000)
    click(qtbot, box.bid.bid_button)
    assert game.log[-1] == a.Bid(bidder, 9000)
    assert not table.panel.undo() and table.panel.said.text().startswith("Nothing to undo")  # a bid passes play on
    while game.state.sale is not None:  # the others pass for good
        click(qtbot, box.bid.pass_button)
    c = game.state.companies[0]
    assert c.owners == [bidder] and c.treasury == 9000 and game.current_seat() == seat  # ST-7: he offers again
    assert box.currentWidget() is box.offer
    assert "$7,000</b> · 4 on the stock board · 0 issued" in table.panel.companies.row_text(0)
    assert table.panel.players.row_text(bidder)[1:] == ["$16,000", "LNWR 1", "$23,000"]  # cash, shares at price


def auctioned(keys: list[str]) -> StockGame:
    """A new game of three whose preparation round sold one share of each of ``keys`` at its price,
    by the model's actions (undo replays the log): each offerer wins his offer, the next offers."""
    game = new_game(3, seed=1)
    for key in keys:
        seat = game.current_seat()
        assert game.process(a.Offer(seat, key, Board.STOCK, game.data.companies[game.data.index_of(key)].start_price))
        while game.state.sale is not None:
            assert game.process(a.PassBid(game.current_seat()))
    while game.state.phase == Phase.PREPARATION:
        assert game.process(a.DeclineOffer(game.current_seat()))
    return game


def test_st11_shares_issued_by_click_taken_back_by_undo_and_a_loan_only_with_the_tableau_empty(  # type: ignore[no-untyped-def]
        qtbot, make_table) -> None:
    game = auctioned(["lnwr", "gwr"])
    table = make_table(game, paused=True)
    ada, brunel = (game.state.companies[i].director for i in (0, 1))
    assert ada is not None and brunel is not None
    page, c = table.panel.actions_box.operate, game.state.companies[0]
    assert table.panel.actions_box.currentWidget() is page
    assert page.title() == f"LNWR operates: {game.seat_name(ada)} directs it (ST-10)"
    assert page.loan_button.toolTip() == game.check(a.TakeLoan(ada)) == \
        "LNWR still has 5 shares on its tableau: a loan only once every share is issued (ST-11, ST-Q6)."
    type_amount(qtbot, page.count, 2)
    assert page.issue_button.text() == "Issue for $14,000"
    click(qtbot, page.issue_button)
    assert game.log[-1] == a.IssueShares(ada, 2) and (c.tableau, c.issued, c.treasury) == (3, 2, 7000 + 14000)
    assert "2 issued" in table.panel.companies.row_text(0)
    before = len(game.log) - 1
    assert table.panel.undo() and len(game.log) == before
    c = game.state.companies[0]  # the game replayed to before the issue (ST-11: the director's own turn)
    assert (c.tableau, c.issued, c.treasury) == (5, 0, 7000) and "0 issued" in table.panel.companies.row_text(0)
    type_amount(qtbot, page.count, 5)
    click(qtbot, page.issue_button)
    click(qtbot, page.loan_button)
    assert game.log[-1] == a.TakeLoan(ada) and (c.loans, c.treasury) == (1, 7000 + 35000 + 5000)
    assert "1 loan ($1,000 interest)" in table.panel.companies.row_text(0)
    click(qtbot, page.pass_button)
    assert game.log[-1] == a.Pass(ada) and page.title() == f"GWR operates: {game.seat_name(brunel)} directs it (ST-10)"


def _tool_label(table) -> list[str]:  # type: ignore[no-untyped-def]
    tool = table.panel.tool
    assert tool is not None and tool.draft_item.label is not None
    return tool.draft_item.label[1]


def lnwr_builds(qtbot, make_table, *links: tuple[str, str]) -> tuple[StockGame, Table]:  # type: ignore[no-untyped-def]
    """LNWR's first operating turn (Ada directs it), ``links`` dragged on the board one by one."""
    game = started({0: ["lnwr", "lnwr"], 1: ["gwr"]})
    table = make_table(game, paused=True)
    for ends in links:
        drag(qtbot, table, link(*ends))
    return game, table


def test_st13_two_links_dragged_show_the_cost_with_the_second_links_surcharge_and_enter_builds_them(  # type: ignore[no-untyped-def]
        qtbot, make_table) -> None:
    game, table = lnwr_builds(qtbot, make_table, ("Liverpool", "Manchester"))
    first, second = link("Liverpool", "Manchester"), link("Manchester", "Huddersfield")
    one = plan(game, a.Build(0, (first,)))
    assert not isinstance(one, str) and one[1] == 0
    assert _tool_label(table) == [f"{plural(one[0].tiles, 'tile')}, {money(one[0].cost)}"]
    drag(qtbot, table, second)
    two = plan(game, a.Build(0, (first, second)))
    assert not isinstance(two, str)
    built, surcharge = two
    assert surcharge == 2000 * built.steps[1].tiles > 0
    assert _tool_label(table) == [f"{plural(built.tiles, 'tile')}, {money(built.cost + surcharge)}"]
    qtbot.keyClick(table.view, Qt.Key.Key_Return)
    assert game.log[-1] == a.Build(0, (first, second))
    assert game.state.companies[0].treasury == 14000 - built.cost - surcharge
    scene = table.view.board_scene
    assert pixel(scene, *scene.layout.centre(first[1]), [scene.position_item]) == \
        game.data.companies[0].colour  # drawn in LNWR's colour (companies.toml), not a player's


def test_st13_a_second_link_off_the_network_is_marked_with_the_models_reason_and_enter_says_it(  # type: ignore[no-untyped-def]
        qtbot, make_table) -> None:
    game, table = lnwr_builds(qtbot, make_table, ("Liverpool", "Manchester"), ("Leeds", "York"))
    first, apart = link("Liverpool", "Manchester"), link("Leeds", "York")
    made = len(game.log)
    why = game.check(a.Build(0, (first, apart)))
    assert why == "The second link must join LNWR's network: start or end it at a place its links reach (ST-13)."
    tool = table.panel.tool
    assert tool is not None and tool.crayon.draft.refused_at == apart[1] and why in " ".join(_tool_label(table))
    qtbot.keyClick(table.view, Qt.Key.Key_Return)
    assert len(game.log) == made and table.panel.said.text() == why and "b71c1c" in table.panel.said.styleSheet()


def _delivering() -> StockGame:
    """LNWR (Ada's) with links Liverpool-Manchester and Liverpool-Chester, GWR with Manchester-Wigan;
    a purple cube on Liverpool for purple Manchester, a yellow one on Wigan for yellow Chester over
    GWR's link and LNWR's two; LNWR to operate."""
    game = started({0: ["lnwr", "lnwr"], 1: ["gwr"]})
    lay(game, "lnwr", ("Liverpool", "Manchester"), ("Liverpool", "Chester"))
    lay(game, "gwr", ("Manchester", "Wigan"))
    assert game.state.colour_of[at("Manchester")] == "purple" and "purple" in game.state.cubes[at("Liverpool")]
    cube(game, "Wigan", "yellow")
    return game


def test_st14_st15_a_cube_clicked_shows_its_route_and_income_then_the_destination_delivers(  # type: ignore[no-untyped-def]
        qtbot, make_table) -> None:
    game = _delivering()
    table = make_table(game, paused=True)
    action = a.Deliver(0, at("Liverpool"), "purple", (0,))
    assert game.check(action) is None
    deliver(qtbot, table, action)
    assert game.log[-1] == action and game.state.cubes[at("Liverpool")] == ["blue"]
    c = game.state.companies[0]
    assert (c.treasury, c.income) == (14000 + game.data.income.pays(1), 0)  # ST-15: paid, the marker back to 0
    assert table.panel.said.text() == "Delivered Liverpool to Manchester over 1 link: +$1,000 (1 of 1 link own)."


def test_st14_the_route_and_income_show_before_the_click_and_a_cube_off_the_network_is_refused_in_the_models_words(  # type: ignore[no-untyped-def]
        qtbot, make_table) -> None:
    game = _delivering()
    table = make_table(game, paused=True)
    tool = table.panel.tool
    assert tool is not None
    tool.picker.pick_cube(at("Liverpool"), "purple")
    assert tool.delivery_item.labels == {at("Manchester"): "+$1,000 (1 of 1 link own)"}
    assert "can go to Manchester" in table.panel.said.text()
    qtbot.keyClick(table.view, Qt.Key.Key_Escape)
    why = game.check(a.Deliver(0, at("Wigan"), "yellow", (2, 0, 1)))
    assert why == "The cube starts at a city on LNWR's network (ST-14)."
    tool.picker.pick_cube(at("Wigan"), "yellow")
    assert not tool.picker.choices and table.panel.said.text() == why


def test_st17_st18_st_q4_the_dividend_chooser_shows_the_price_change_before_it_is_paid(  # type: ignore[no-untyped-def]
        qtbot, make_table) -> None:
    game = started({0: ["lnwr", "lnwr"], 1: ["gwr"]})
    play_until(game, Phase.DIVIDENDS, "lnwr")
    table = make_table(game, paused=True)
    page = table.panel.actions_box.dividend
    assert table.panel.actions_box.currentWidget() is page and game.state.companies[0].treasury == 14000
    expected = {1400: "$1,400 on 5 shares is $7,000 in all: the price rises 1 step to $8,000 (ST-18, ST-Q4).",
                1300: "$1,300 on 5 shares is $6,500 in all: the price falls 1 step to $6,000 (ST-18, ST-Q4).",
                0: "$0 on 5 shares is $0 in all: the price falls 2 steps to $5,000 (ST-18, ST-Q4).",
                2800: "$2,800 on 5 shares is $14,000 in all: the price rises 2 steps to $9,000 (ST-18, ST-Q4)."}
    for per_share, words in expected.items():
        type_amount(qtbot, page.per_share, per_share)
        assert page.preview.text() == words and page.pay_button.isEnabled()
    type_amount(qtbot, page.per_share, 3000)
    assert not page.pay_button.isEnabled()
    assert page.pay_button.toolTip() == game.check(a.Dividend(0, 3000)) == \
        "$3,000 on 5 shares is $15,000, and LNWR holds $14,000 (ST-17)."
    type_amount(qtbot, page.per_share, 1400)
    click(qtbot, page.pay_button)
    assert game.log[-1] == a.Dividend(0, 1400) and game.data.prices[game.state.companies[0].price] == 8000
    assert "LNWR's price rises 1 step to $8,000 (ST-18)." in game.history


def test_st20_st21_st22_a_merger_proposed_and_voted_by_clicks_and_its_result_shown(qtbot, make_table) -> None:  # type: ignore[no-untyped-def]
    game = started({0: ["lnwr", "lnwr"], 1: ["gwr"], 2: ["gwr"]})
    lay(game, "lnwr", ("Liverpool", "Manchester"))
    lay(game, "gwr", ("Manchester", "Wigan"))
    play_until(game, Phase.MERGERS)
    table = make_table(game, paused=True)
    box = table.panel.actions_box
    assert box.currentWidget() is box.propose and box.propose.title() == "LNWR's merger: Ada decides (ST-20)"
    price = merger_price(game, 1)
    assert box.propose.target.currentText() == f"GWR's 5 shares for {money(price)}"
    click(qtbot, box.propose.propose_button)
    assert game.log[-1] == a.ProposeMerger(0, "gwr") and box.currentWidget() is box.vote
    assert "Brunel votes on LNWR taking over GWR (ST-21)" in table.panel.banner.text()
    assert "GWR's shareholders vote, a vote a share, a tie going its director's way: 0 yes and 0 no so far; " \
           "Cubitt votes after you. You vote with 1 share of GWR." in box.vote.text.text()
    click(qtbot, box.vote.yes_button)
    click(qtbot, box.vote.no_button)
    assert game.log[-2:] == [a.Vote(1, True), a.Vote(2, False)]
    news = table.panel.news.text()
    assert "GWR's shareholders vote 1 to 1: yes (ST-21)." in news
    assert "LNWR's locomotives take over 1 link of GWR" in news
    assert game.state.companies[1].owners == [] and {x.owner for x in game.state.track.links} == {0}
    assert "no director (ST-9)" in table.panel.companies.row_text(1)
