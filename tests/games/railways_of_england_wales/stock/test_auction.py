"""The share auctions (ST-5..8, ST-23, ST-24) and directors (ST-9, ST-Q7): offers at the price or
more, raises and passes for good, who pays whom, who offers next, declining, the start marker, bids
within cash (ST-Q9) in $1,000 steps (ST-Q13)."""

from __future__ import annotations

import pytest

from irondragon_qt.games.railways_of_england_wales.stock import actions as a
from irondragon_qt.games.railways_of_england_wales.stock.audit import audit
from irondragon_qt.games.railways_of_england_wales.stock.state import Board, Phase

from .positions import decline_all, give, new_game, play_until, started


def _offer(game, key: str = "gwr", amount: int = 7000, board: Board = Board.STOCK):  # type: ignore[no-untyped-def]
    return game.process(a.Offer(game.current_seat(), key, board, amount))


def test_st5_the_start_player_offers_a_stock_board_share_at_its_price_or_more() -> None:
    game = new_game()
    s = game.state
    assert game.current_seat() == s.start == s.offerer
    why = game.check(a.Offer(s.start, "gwr", Board.STOCK, 6000))
    assert why == "A share of GWR opens at its price, $7,000, or more (ST-5)."
    assert "stock board only" in str(game.check(a.Offer(s.start, "gwr", Board.ISSUED, 7000)))
    assert game.check(a.Offer(s.start, "nowhere", Board.STOCK, 7000)) == "There is no company 'nowhere' (ST-3)."
    assert _offer(game, amount=8000)
    assert s.sale is not None and s.sale.auction.high_bid == 8000


def test_st6_each_raises_or_passes_for_good_and_the_last_bidder_pays_the_company() -> None:
    game = new_game()
    s = game.state
    first = s.start
    assert _offer(game)
    second = game.current_seat()
    assert second == (first + 1) % 3
    assert game.process(a.Bid(second, 8000))
    third = game.current_seat()
    assert game.process(a.PassBid(third))
    assert game.current_seat() == first
    assert game.process(a.PassBid(first))
    assert s.sale is None and s.companies[1].owners == [second] and s.companies[1].treasury == 8000
    assert s.players[second].cash == 25000 - 8000 and audit(game) == []


def test_st6_a_pass_is_for_good() -> None:
    game = new_game()
    assert _offer(game)
    passer = game.current_seat()
    assert game.process(a.PassBid(passer))
    assert game.process(a.Bid(game.current_seat(), 8000))
    assert game.current_seat() != passer  # the offerer bids next, not the one who passed


def test_st7_the_winning_offerer_hands_on_the_offer_a_losing_one_offers_again() -> None:
    game = new_game()
    s = game.state
    first = s.start
    assert _offer(game)
    while s.sale is not None:
        game.process(a.PassBid(game.current_seat()))
    assert s.offerer == (first + 1) % 3  # he won: the next player offers
    offerer = s.offerer
    assert _offer(game, "mr", 6000)
    assert game.process(a.Bid(game.current_seat(), 7000))
    while s.sale is not None:
        game.process(a.PassBid(game.current_seat()))
    assert s.offerer == offerer  # he lost: he offers again


def test_st8_declining_is_for_the_phase_which_ends_when_all_decline_the_marker_left_of_the_last_buyer() -> None:
    game = new_game()
    s = game.state
    first = s.start
    assert game.process(a.DeclineOffer(first))
    buyer = game.current_seat()
    assert _offer(game)
    while s.sale is not None:
        game.process(a.PassBid(game.current_seat()))
    assert first in s.declined and s.offerer != first  # declined: never offers again this phase
    decline_all(game)
    assert s.phase == Phase.OPERATING and s.start == (buyer + 1) % 3


def test_st_q9_nobody_bids_more_than_their_cash() -> None:
    game = new_game()
    assert game.check(a.Offer(game.current_seat(), "gwr", Board.STOCK, 26000)) == (
        "You have $25,000: nobody bids more than their cash (ST-Q9).")
    assert _offer(game)
    why = game.check(a.Bid(game.current_seat(), 30000))
    assert why == "You have $25,000: nobody bids more than their cash (ST-Q9)."


def test_st_q13_bids_go_in_steps_of_1000() -> None:
    game = new_game()
    assert game.check(a.Offer(game.current_seat(), "gwr", Board.STOCK, 7500)) == "Bids go in steps of $1,000 (ST-Q13)."
    assert _offer(game)
    assert game.check(a.Bid(game.current_seat(), 7000)) == "Bid at least $8,000: the high bid is $7,000 (ST-6, ST-Q13)."


def test_st9_the_most_shares_direct_and_the_incumbent_keeps_a_tie() -> None:
    game = new_game()
    c = game.state.companies[0]
    give(game, 1, "lnwr")
    give(game, 2, "lnwr")
    assert c.director == 1
    give(game, 2, "lnwr")
    assert c.director == 2  # strictly more
    give(game, 1, "lnwr")
    assert c.director == 2  # a tie: the incumbent stays


def test_st_q7_the_first_director_of_a_tie_is_who_bought_first() -> None:
    game = new_game()
    c = game.state.companies[3]
    give(game, 2, "ner")
    give(game, 0, "ner")
    assert c.director == 2


def test_st23_the_stock_phase_sells_issued_shares_for_the_bank_from_the_start_player() -> None:
    game = started({0: ["lnwr"]})
    assert game.process(a.IssueShares(0, 1))
    play_until(game, Phase.STOCK)
    s = game.state
    assert game.current_seat() == s.start
    treasury, paid_in = s.companies[0].treasury, s.bank_paid_in
    assert _offer(game, "lnwr", 7000, Board.ISSUED)
    while s.sale is not None:
        game.process(a.PassBid(game.current_seat()))
    assert s.companies[0].treasury == treasury and s.bank_paid_in == paid_in + 7000
    assert audit(game) == []


def test_st_q15_the_start_marker_stays_when_nobody_buys() -> None:
    game = started({0: ["lnwr"]})
    play_until(game, Phase.STOCK)
    start = game.state.start
    decline_all(game)
    assert game.state.phase == Phase.OPERATING and game.state.start == start and game.state.round == 2


@pytest.mark.parametrize("kind", ["sell", "sell_shares", "sell_share"])
def test_st24_st_q9_no_action_sells_a_share(kind: str) -> None:
    with pytest.raises(ValueError, match="unknown action type"):
        a.action_from_dict({"type": kind, "player": 0, "company": "gwr"})
