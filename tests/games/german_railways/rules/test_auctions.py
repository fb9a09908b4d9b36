"""Auctions (GR-A1..A9)."""

from __future__ import annotations

from irondragon_qt.games.german_railways.rules.actions import Bid, OfferShare, Pass, PassBid
from irondragon_qt.games.german_railways.rules.state import Auction

from .helpers import NAMES, act, auction_to, builder, give, new_game, play_initial, refuse, slot_for


def test_GR_A1_minimum_bid_and_each_bid_beats_the_high_bid() -> None:
    game = new_game()
    first = game.current_seat()
    assert "minimum bid is 1 (GR-A1)" in refuse(game, Bid(first, 0))
    assert act(game, Bid(first, 5)) == [f"{NAMES[first]} bids 5."]
    nxt = game.current_seat()
    assert refuse(game, Bid(nxt, 5)) == "A bid must beat the high bid of 5 (GR-A1)"
    act(game, Bid(nxt, 6))


def test_GR_A1_the_minimum_bid_is_the_books_own() -> None:
    """A book whose least bid is 3 (a variant's data) refuses a bid of 2 by its own number."""
    from dataclasses import replace

    game = new_game()
    game.book = replace(game.book, constants=replace(game.book.constants, min_bid=3))
    first = game.current_seat()
    assert "minimum bid is 3 (GR-A1)" in refuse(game, Bid(first, 2))
    assert act(game, Bid(first, 3)) == [f"{NAMES[first]} bids 3."]


def test_GR_A2_clockwise_pass_is_out_until_one_is_left() -> None:
    game = new_game()
    b = game.current_seat()
    n = 3
    act(game, Bid(b, 1))
    assert game.current_seat() == (b + 1) % n
    assert act(game, PassBid((b + 1) % n)) == [f"{NAMES[(b + 1) % n]} passes the bid."]
    assert game.current_seat() == (b + 2) % n
    act(game, Bid((b + 2) % n, 2))
    assert game.current_seat() == b  # the one who passed is skipped: he is out
    act(game, Bid(b, 3))
    act(game, PassBid((b + 2) % n))  # b alone holds the high bid: he wins
    assert game.state.companies["PO"].owners == [b]
    assert game.state.companies["PO"].treasury == 3


def test_GR_A3_first_bidder_may_pass_and_others_still_bid() -> None:
    game = new_game()
    b = game.current_seat()
    act(game, PassBid(b))
    act(game, Bid((b + 1) % 3, 4))
    act(game, PassBid((b + 2) % 3))
    assert game.state.companies["PO"].owners == [(b + 1) % 3]


def test_GR_A4_winner_pays_the_treasury_and_income_rises_at_once() -> None:
    game = new_game()
    b = game.current_seat()
    auction_to(game, b, 7)
    assert game.state.players[b].cash == 33
    assert game.state.companies["PO"].treasury == 7
    assert game.state.players[b].income == 3  # Königsberg
    assert game.state.bank_paid_in == 0  # the bank took nothing
    assert game.history[-1] == f"{NAMES[b]} takes a share of the Preußische Ostbahn for 7."


def test_GR_A4_the_price_adds_to_what_the_treasury_already_holds() -> None:
    game = builder(cid="PO", treasury=10)
    act(game, OfferShare(0, "PO"))
    auction_to(game, 1, 5)
    assert game.state.companies["PO"].treasury == 15
    assert game.state.players[1].cash == 35


def test_GR_A5_and_GR_Q10_bid_may_not_exceed_cash() -> None:
    game = new_game()
    b = game.current_seat()
    assert refuse(game, Bid(b, 41)) == "Bids may not exceed your cash of 40 (GR-A5)"
    act(game, Bid(b, 40))


def test_GR_A6_banker_first_then_previous_winner_and_free_share() -> None:
    game = new_game(seed=3)
    banker = game.state.banker
    assert game.current_seat() == banker
    winner = (banker + 1) % 3
    auction_to(game, winner, 2)
    assert game.state.auction is not None and game.state.auction.company == "NME"
    assert game.current_seat() == winner == game.state.auction.first_bidder
    auction_to(game, None, 0)  # nobody bids: the first bidder takes it free
    assert game.state.companies["NME"].owners == [winner]
    assert game.state.companies["NME"].treasury == 0
    nme = "Niederschlesisch-Märkische Eisenbahn"
    assert game.history[-1] == f"{NAMES[winner]} takes a share of the {nme} for 0 (free)."


def test_GR_A7_offer_a_share_nobody_bids_it_stays_unsold_and_the_slot_is_used() -> None:
    game = play_initial(new_game())
    slot_for(game, 1, 2, 0)
    kbs = "Königlich-Bayerische Staatseisenbahnen"
    assert act(game, OfferShare(1, "KBS")) == [f"Bert offers a share of the {kbs} (slot 1)."]
    assert game.current_seat() == 1  # the offerer bids first, then clockwise; no free share (GR-A6)
    assert game.state.auction == Auction(first_bidder=1, to_bid=1, still_in=[1, 2, 0], company="KBS", initial=False)
    auction_to(game, None, 0)
    assert game.history[-1] == f"Nobody bids: the share of the {kbs} stays unsold."
    assert game.state.companies["KBS"].owners == [game.state.banker]  # still only the initial share
    assert game.state.slot == 1 and game.current_seat() == 2
    assert act(game, OfferShare(2, "KBS")) == [f"Cleo offers a share of the {kbs} (slot 2)."]  # again
    auction_to(game, 0, 3)
    assert game.state.companies["KBS"].owners[-1] == 0 and game.state.companies["KBS"].treasury == 3


def test_GR_A8_no_third_share_until_two_of_every_company_are_owned() -> None:
    game = builder(cid="PO")
    give(game, 1, "PO")
    for cid in ("NME", "KSS", "KBS", "MWB", "GBS", "CME"):
        give(game, 1, cid, 2)
    give(game, 1, "BHE")
    assert refuse(game, OfferShare(0, "PO")) == ("No company's last share may be offered until players own 2 "
                                                 "shares of every company (GR-A8)")
    act(game, OfferShare(0, "BHE"))  # a second share is fine
    auction_to(game, 2, 1)
    act(game, OfferShare(1, "PO"))  # now every company has 2 owned: the third may go
    auction_to(game, 1, 1)
    assert refuse(game, OfferShare(2, "PO")) == "All 3 shares of the Preußische Ostbahn are sold (GR-S4)"


def test_GR_A9_a_player_may_hold_several_shares_of_one_company() -> None:
    game = builder(cid="PO", treasury=0)
    act(game, OfferShare(0, "PO"))
    auction_to(game, 0, 4)
    assert game.state.players[0].shares["PO"] == 2
    assert game.state.companies["PO"].treasury == 4  # auctions are the treasury's only income
    assert game.state.players[0].income == 6


def test_auction_refusals_name_the_turn_and_the_phase() -> None:
    game = new_game()
    other = (game.current_seat() + 1) % 3
    assert "turn" in refuse(game, Bid(other, 3))
    assert "(GR-A2)" in refuse(game, Pass(game.current_seat()))
    played = play_initial(new_game())
    slot_for(played, 0, 1, 2)
    assert refuse(played, Bid(0, 3)) == "There is no auction to bid in (GR-A7)"
    assert refuse(played, PassBid(0)) == "There is no auction to pass in (GR-A2)"
    assert "no company" in refuse(played, OfferShare(0, "XYZ"))
