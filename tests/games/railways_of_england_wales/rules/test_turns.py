"""The game turn (RW-8): the auction for first player (RW-9, RW-Q12, RW-Q13, RW-Q20), three action
rounds clockwise from the first player (RW-11, RW-Q14), income and expenses (RW-22, RW-23, RW-24,
RW-Q1, RW-Q10), unfinished links lapsing (RW-Q2, RW-Q16) and the end check (RW-25, EW-10, RW-Q18)."""

from __future__ import annotations

import pytest

from irondragon_qt.games.railways_of_england_wales.rules import actions as a
from irondragon_qt.games.railways_of_england_wales.rules.actions import MAX_AMOUNT
from irondragon_qt.games.railways_of_england_wales.rules.building import BuildStep
from irondragon_qt.games.railways_of_england_wales.rules.game import Game
from irondragon_qt.games.railways_of_england_wales.rules.legal import legal_actions
from irondragon_qt.games.railways_of_england_wales.rules.options import GameOptions
from irondragon_qt.games.railways_of_england_wales.rules.state import Phase

from .positions import (
    ANN,
    BOB,
    CAT,
    DAN,
    act,
    at,
    balanced,
    board,
    components,
    empty_cities,
    fresh,
    give_bonds,
    give_cash,
    link,
    refused,
    set_cubes,
    started,
    to_turn_end,
)


def in_auction(players: int = 3, first: int = ANN) -> Game:
    """Turn 1's auction for first player, ``first`` the start player."""
    game = fresh(players, first=first)
    for _ in range(players):
        seat = game.current_seat()
        act(game, a.ChooseBaron(seat, game.state.players[seat].barons_dealt[0]))
    assert game.state.phase == Phase.AUCTION
    return game


# --- RW-9: the auction for first player -------------------------------------------------------------
def test_rwq13_the_first_player_opens_and_the_bidding_goes_clockwise() -> None:
    """RW-Q13: the current first player opens the auction; RW-9: then clockwise."""
    game = in_auction(4, first=CAT)
    assert game.current_seat() == CAT
    act(game, a.Bid(CAT, 1000))
    assert game.current_seat() == DAN
    act(game, a.Bid(DAN, 2000))
    assert game.current_seat() == ANN


def test_rwq12_bids_go_in_steps_of_1000_each_above_the_last() -> None:
    """RW-Q12: bids in $1,000 steps; RW-9: each bid raises the high bid."""
    game = in_auction(3)
    assert "steps of $1,000" in refused(game, a.Bid(ANN, 1500))
    assert "least bid is $1,000" in refused(game, a.Bid(ANN, 0))
    act(game, a.Bid(ANN, 3000))
    assert "Bid at least $4,000" in refused(game, a.Bid(BOB, 3000))
    assert "Bid at least $4,000" in refused(game, a.Bid(BOB, 2000))
    act(game, a.Bid(BOB, 4000))


def test_rwq13_a_pass_in_the_auction_is_for_good() -> None:
    """RW-Q13: a player who passes is not asked again in that auction."""
    game = in_auction(3)
    act(game, a.PassBid(ANN))
    act(game, a.Bid(BOB, 1000))
    assert game.current_seat() == CAT  # Ann is skipped from now on
    act(game, a.Bid(CAT, 2000))
    assert game.current_seat() == BOB
    assert "turn" in refused(game, a.Bid(ANN, 5000))
    act(game, a.PassBid(BOB))
    assert game.state.phase == Phase.ACTIONS and game.state.first == CAT


def test_rw9_the_winner_pays_the_whole_bid_to_the_bank_the_losers_nothing_and_plays_first() -> None:
    """RW-9: the high bidder pays the full bid and becomes first player; play goes clockwise from
    them (RW-11); the others pay nothing."""
    game = in_auction(3)
    for seat in range(3):
        give_cash(game, seat, 20000)
    act(game, a.Bid(ANN, 4000))
    act(game, a.Bid(BOB, 9000))
    act(game, a.PassBid(CAT))
    lines = act(game, a.PassBid(ANN))
    s = game.state
    assert [p.cash for p in s.players] == [20000, 11000, 20000]
    assert s.first == BOB and game.current_seat() == BOB and s.action_round == 1
    assert "Bob pays $9,000 and plays first (RW-9)." in lines
    balanced(game)


def test_rw9_undo_never_takes_back_another_players_bid_or_pass() -> None:
    """RW-9: each bid and pass of the auction is its player's own; the next bidder's undo takes back
    nothing another player did (as after every other action of the game)."""
    game = in_auction(3)
    act(game, a.Bid(ANN, 1000))
    assert game.current_seat() == BOB and not game.can_undo() and game.undo() is None
    act(game, a.PassBid(BOB))
    assert game.current_seat() == CAT and not game.can_undo() and game.undo() is None
    assert game.state.auction is not None and game.state.auction.high_bidder == ANN


def test_rwq12_rwq20_a_bid_above_the_cash_is_covered_by_bonds_on_winning() -> None:
    """RW-Q12: a player may bid more than their cash and covers it with bonds on winning; RW-Q20:
    there is no upper limit but what a save can hold (EW-6: only as many bonds as needed)."""
    game = in_auction(2)
    give_cash(game, ANN, 2000)
    act(game, a.Bid(ANN, 13000))
    act(game, a.PassBid(BOB))
    p = game.state.players[ANN]
    assert (p.bonds, p.cash) == (3, 4000)  # short $11,000: 3 bonds of $5,000
    assert game.state.players[BOB].bonds == 0
    balanced(game)
    assert in_auction(2).check(a.Bid(ANN, MAX_AMOUNT)) is None


def test_rwq20_a_bid_is_refused_only_beyond_what_a_save_can_hold() -> None:
    """RW-Q20: bids have no upper limit in the rules, but a bid a save could not load again (beyond
    the codec's largest amount) is refused, so every game played can be loaded."""
    game = in_auction(2)
    reason = refused(game, a.Bid(ANN, MAX_AMOUNT + 1000))
    assert "$10,000,000" in reason


def test_rwq20_at_the_largest_bid_the_next_bidder_may_only_pass() -> None:
    """RW-Q20 with the save's limit: once the high bid is the largest a save holds, the legal actions
    offer the next bidder only a pass (every action listed passes the check)."""
    game = in_auction(2)
    act(game, a.Bid(ANN, MAX_AMOUNT))
    assert legal_actions(game) == [a.PassBid(BOB)]


def test_rwq13_everyone_passes_in_turn_1_the_start_player_stays_first() -> None:
    """RW-Q13: if everyone passes in turn 1 the start player stays first player, paying nothing."""
    game = in_auction(3, first=BOB)
    for seat in (BOB, CAT, ANN):
        lines = act(game, a.PassBid(seat))
    assert "Everyone passed: Bob stays first player (RW-Q13)." in lines
    assert game.state.first == BOB and game.current_seat() == BOB
    assert all(p.cash == 0 and p.bonds == 0 for p in game.state.players)


def test_rw9_everyone_passes_later_the_player_left_of_the_last_first_player_plays_first() -> None:
    """RW-9: if everyone passes (in a later turn), the player to the left of the previous first
    player becomes first player."""
    game = started(3, first=CAT)
    to_turn_end(game)
    assert game.state.turn == 2 and game.state.phase == Phase.AUCTION and game.current_seat() == CAT
    for seat in (CAT, ANN, BOB):
        lines = act(game, a.PassBid(seat))
    assert game.state.first == ANN and game.current_seat() == ANN
    assert any("Ann, left of the last first player, plays first (RW-9)" in line for line in lines)


def test_rw9_a_later_auction_is_opened_by_the_last_first_player() -> None:
    """RW-9, RW-Q13: the next turn's auction is opened by the current first player."""
    game = in_auction(3)
    act(game, a.Bid(ANN, 1000))
    act(game, a.PassBid(BOB))
    act(game, a.Bid(CAT, 2000))
    act(game, a.PassBid(ANN))
    assert game.state.first == CAT
    to_turn_end(game)
    assert game.state.phase == Phase.AUCTION and game.current_seat() == CAT


def test_rw10_the_auction_is_the_traditional_one_with_no_other_kind_offered() -> None:
    """RW-10: BGA's "First to pass" and "Worst is First" auctions are options only; this game has
    none of them: its only rule option is the income reduction, and the first to pass does not win."""
    assert set(GameOptions().to_dict()) == {"income_reduction"}
    game = in_auction(3)
    act(game, a.PassBid(ANN))
    act(game, a.Bid(BOB, 1000))
    act(game, a.PassBid(CAT))
    assert game.state.first == BOB


# --- RW-8, RW-11: three action rounds ----------------------------------------------------------------
def test_rw11_three_rounds_each_player_one_action_clockwise_from_the_first_player() -> None:
    """RW-11: three rounds per turn, each player exactly one action in each, clockwise from the
    first player; RW-8: then income and expenses and the next turn's auction."""
    game = started(4, first=CAT)
    seen = []
    rounds = []
    while game.state.phase == Phase.ACTIONS:
        seen.append(game.current_seat())
        rounds.append(game.state.action_round)
        lines = act(game, a.Pass(game.current_seat()))
    assert seen == [CAT, DAN, ANN, BOB] * 3
    assert rounds == [1] * 4 + [2] * 4 + [3] * 4
    assert lines[:2] == ["Bob passes (RW-Q14).", "Turn 1 ends: income and expenses."]
    assert game.state.turn == 2 and game.state.phase == Phase.AUCTION


def test_rwq14_a_player_may_pass_as_an_action() -> None:
    """RW-Q14: passing spends the action and changes nothing else."""
    game = started(3)
    before = game.state.to_dict()
    lines = act(game, a.Pass(ANN))
    assert lines == ["Ann passes (RW-Q14)."]
    after = game.state.to_dict()
    assert after.pop("acting") == BOB and before.pop("acting") == ANN
    assert after == before


def test_rw11_nothing_but_the_auction_is_done_in_the_auction() -> None:
    """RW-8, RW-11: actions are taken in the action rounds; bids only in the auction."""
    game = in_auction(3)
    assert "action rounds" in refused(game, a.Pass(ANN))
    assert "action rounds" in refused(game, a.Upgrade(ANN))
    for seat in (ANN, BOB, CAT):
        act(game, a.PassBid(seat))
    assert "no auction" in refused(game, a.Bid(ANN, 1000))
    assert "no auction" in refused(game, a.PassBid(ANN))


# --- RW-22, RW-23, RW-24, RW-Q1, RW-Q10: income and expenses ------------------------------------------
def test_rw22_rwq1_income_is_1000_a_point_of_the_marker() -> None:
    """RW-22: each player receives the income of their marker's position; RW-Q1 (c): $1,000 a point."""
    game = started(3)
    game.state.players[ANN].score = 7
    game.state.players[CAT].score = 23
    lines = to_turn_end(game)
    assert [p.cash for p in game.state.players] == [7000, 0, 23000]
    assert "Ann receives $7,000 (marker at 7)." in lines
    assert "Bob receives $0 (marker at 0)." in lines
    balanced(game)


def test_rw24_rwq1_no_income_reduction_unless_the_option_is_chosen() -> None:
    """RW-24: RotW has no income reduction; RW-Q1 (b) is the option ``income_reduction``: from 11
    points $2,000 less, from 50 points $10,000 less; the marker does not move."""
    plain = started(2)
    cut = started(2, options=GameOptions(income_reduction=True))
    for game in (plain, cut):
        game.state.players[ANN].score = 15
        game.state.players[BOB].score = 55
        to_turn_end(game)
    assert [p.cash for p in plain.state.players] == [15000, 55000]
    assert [p.cash for p in cut.state.players] == [13000, 45000]
    assert [p.score for p in cut.state.players] == [15, 55]


def test_rw23_each_bond_costs_1000_a_turn() -> None:
    """RW-23: $1,000 per bond at every turn's end; RW-21: bonds are never repaid."""
    game = started(2)
    give_bonds(game, ANN, 2)
    give_cash(game, ANN, 5000)
    lines = to_turn_end(game)
    p = game.state.players[ANN]
    assert (p.cash, p.bonds) == (3000, 2)
    assert "Ann receives $0 (marker at 0) and pays $2,000 for 2 bonds." in lines
    to_turn_end(game := _next_turn(game))
    assert (p.cash, p.bonds) == (1000, 2)
    balanced(game)


def _next_turn(game: Game) -> Game:
    for _ in game.state.players:
        act(game, a.PassBid(game.current_seat()))
    return game


def test_rwq10_interest_that_cannot_be_paid_is_covered_by_bonds() -> None:
    """RW-Q10: a player who cannot pay the expenses issues the bonds needed (EW-6: ceil(short / $5,000));
    the log says what was owed for the bonds held before."""
    game = started(2)
    give_bonds(game, ANN, 2)
    lines = to_turn_end(game)
    p = game.state.players[ANN]
    assert (p.cash, p.bonds) == (3000, 3)
    assert "Ann issues 1 bond ($5,000) to pay $2,000 (EW-6)." in lines
    assert "Ann receives $0 (marker at 0) and pays $2,000 for 2 bonds." in lines
    balanced(game)


def test_rw22_rw23_income_comes_before_expenses() -> None:
    """RW-22/RW-23: the income is received first, so an income covering the interest needs no bond."""
    game = started(2)
    give_bonds(game, ANN, 2)
    game.state.players[ANN].score = 2
    to_turn_end(game)
    assert (game.state.players[ANN].cash, game.state.players[ANN].bonds) == (0, 2)


# --- RW-Q2, RW-Q16: unfinished links lapse at the end of the owner's next turn --------------------------
def _first_tile(name: str) -> tuple[int, int]:
    return next(n for n in board().neighbours(at(name)) if board().place(n) is None
                and not board().ridge(at(name), n) and board().cells[n].terrain == "open")


def test_rwq2_an_unfinished_link_not_continued_in_the_next_turn_lapses_at_its_end() -> None:
    """RW-Q2: a link begun in turn 1 and not continued in turn 2 loses its owner at the end of turn 2
    (not of turn 1); RW-Q16: it stays on the board and anyone may continue it, then owns it."""
    game = started(2)
    tile = _first_tile("Liverpool")
    act(game, a.Build(ANN, (BuildStep(None, at("Liverpool"), (tile,)),)))
    built = game.state.track.links[-1]
    to_turn_end(game)
    assert built.owner == ANN  # the end of turn 1: still Ann's
    _next_turn(game)  # everyone passed: Bob, left of Ann, plays first in turn 2
    assert "only its owner may continue it (RW-Q2)" in refused(
        game, a.Build(BOB, (BuildStep(built.id, None, (_next_cell(built.cells),)),)))
    lines = to_turn_end(game)
    assert built.owner is None and built.cells[-1] == tile
    assert "Ann lets the unfinished link from Liverpool lapse: anyone may continue it now (RW-Q2, RW-Q16)." in lines
    _next_turn(game)  # Ann plays first in turn 3
    act(game, a.Pass(ANN))
    lines = act(game, a.Build(BOB, (BuildStep(built.id, None, (_next_cell(built.cells),)),)))
    assert built.owner == BOB and any("takes over the unfinished link from Liverpool (RW-Q16)" in x for x in lines)
    balanced(game)


def _next_cell(cells: list[tuple[int, int]]) -> tuple[int, int]:
    return next(n for n in board().neighbours(cells[-1]) if n not in cells and board().place(n) is None
                and board().cells[n].terrain == "open" and not board().ridge(cells[-1], n))


def test_rwq2_a_link_continued_in_the_next_turn_is_kept_one_turn_more() -> None:
    """RW-Q2: continuing the link in turn 2 keeps it until the end of turn 3."""
    game = started(2)
    tile = _first_tile("Liverpool")
    act(game, a.Build(ANN, (BuildStep(None, at("Liverpool"), (tile,)),)))
    built = game.state.track.links[-1]
    to_turn_end(game)
    _next_turn(game)  # everyone passed: Bob (left of Ann) plays first in turn 2
    act(game, a.Pass(BOB))
    act(game, a.Build(ANN, (BuildStep(built.id, None, (_next_cell(built.cells),)),)))
    to_turn_end(game)
    assert built.owner == ANN and built.last_built == 2
    _next_turn(game)
    to_turn_end(game)
    assert built.owner is None


# --- RW-25, EW-10, RW-Q18: the end ---------------------------------------------------------------------
@pytest.mark.parametrize(("players", "limit"), [(2, 9), (3, 11), (4, 13), (5, 15)])
def test_ew10_the_game_ends_at_9_11_13_15_empty_cities_for_2_to_5_players(players: int, limit: int) -> None:
    """EW-10, RW-25: one city fewer than the number goes on; the number ends the game at the turn's end."""
    assert components().end.empty_cities[players] == limit
    going = started(players)
    empty_cities(going, limit - 1)
    to_turn_end(going)
    assert going.state.phase == Phase.AUCTION and not going.is_over()
    over = started(players)
    empty_cities(over, limit)
    lines = to_turn_end(over)
    assert over.is_over() and over.state.phase == Phase.OVER
    assert f"{limit} empty cities: the game ends (EW-10: {limit} with {players} players)." in lines


def test_rw25_rwq18_the_turn_is_finished_and_its_income_paid_before_the_end() -> None:
    """RW-25: when a delivery empties the last city needed, the turn is played out; RW-Q18: the
    game ends after that turn's income and expenses."""
    game = started(3)
    empty_cities(game, 10, keep=("Liverpool", "Manchester"))
    set_cubes(game, "Liverpool", "purple")
    link(game, "Liverpool", "Manchester", BOB)
    game.state.players[BOB].score = 4
    act(game, a.Deliver(ANN, at("Liverpool"), "purple", (game.state.track.links[-1].id,)))
    assert len(game.state.empty) == 11 and game.state.phase == Phase.ACTIONS
    assert game.current_seat() == BOB
    lines = to_turn_end(game)
    assert game.is_over()
    assert lines.index("Bob receives $5,000 (marker at 5).") < lines.index(
        "11 empty cities: the game ends (EW-10: 11 with 3 players).")
    assert game.state.players[BOB].cash == 5000
    assert "The game is over (RW-25)." in refused(game, a.Pass(game.current_seat()))
    balanced(game)


def test_rwq18_no_empty_city_marker_but_from_a_delivery() -> None:
    """RW-Q18: the marker goes on a city only when a delivery takes its last cube: a town urbanized
    when the bag is empty gets no cube and no marker."""
    game = started(2)
    s = game.state
    town = at("Crewe")
    for colour in list(s.bag):  # every cube out of the bag, onto Liverpool
        s.bag.remove(colour)
        s.cubes[at("Liverpool")].append(colour)
    give_cash(game, ANN, 10000)
    lines = act(game, a.Urbanize(ANN, town, "yellow"))
    assert s.cubes[town] == [] and town not in s.empty
    assert any("cubes drawn onto it: none: the bag is empty" in x for x in lines)
    balanced(game)
