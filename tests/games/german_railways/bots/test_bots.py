"""German Railways' computer players: whole games on the real board at every level and seat count
without an illegal action and with a clean audit after every action; the same seed gives the same
game; hidden cash (GR-Q12) is never peeked at; shares are valued by income and reach; bids stay
within worth and cash (GR-A5); a connection paying the builder double (GR-D4) beats a plain build."""

from __future__ import annotations

import copy
from dataclasses import replace
from functools import cache

import pytest

from irondragon_qt.games.german_railways.board.hexboard import HexBoard
from irondragon_qt.games.german_railways.board.map_loader import load_board
from irondragon_qt.games.german_railways.bots import LEVELS, GRBot, make_player
from irondragon_qt.games.german_railways.bots.auction import initial_reserve, limit, worth_to
from irondragon_qt.games.german_railways.bots.builds import best_builds
from irondragon_qt.games.german_railways.bots.value import share_worth, stakes
from irondragon_qt.games.german_railways.bots.view import seat_weights
from irondragon_qt.games.german_railways.rules.actions import Bid, Build
from irondragon_qt.games.german_railways.rules.game import Game
from irondragon_qt.games.german_railways.rules.income import refresh_incomes
from irondragon_qt.games.german_railways.rules.options import GameOptions
from irondragon_qt.games.german_railways.rules.state import Phase
from irondragon_qt.games.german_railways.tools.simulation import play_game

from ..rules.boards import HALLE, START
from ..rules.helpers import builder, give, place


@cache
def board() -> HexBoard:
    return load_board()


TABLES = [["hard", "standard", "easy"], ["greedy", "hard", "greedy"], ["greedy", "easy", "hard", "standard"],
          ["standard", "greedy", "hard", "easy", "greedy"]]


@pytest.mark.parametrize("levels", TABLES, ids=["-".join(t) for t in TABLES])
def test_every_level_plays_whole_games_legally_with_a_clean_audit(levels: list[str]) -> None:
    record = play_game(board(), levels, seed=31 + len(levels))
    assert sum(seat.illegal for seat in record.seats) == 0, record.problems[:3]
    assert record.problems == []
    assert not record.capped and record.end_reason in ("GR-E1", "GR-E2", "GR-Q8")  # Q8: the players voted
    assert record.winners


def test_levels_are_data_with_help_and_labels() -> None:
    assert list(LEVELS) == ["greedy", "easy", "standard", "hard"]
    assert LEVELS["greedy"].label == "Baseline"
    assert all(level.help and level.label and "\n" not in level.help for level in LEVELS.values())
    with pytest.raises(ValueError):
        make_player(0, "brutal", 1)


def test_same_seed_same_game() -> None:
    levels = ["hard", "easy", "standard"]
    first = play_game(board(), levels, seed=5, keep_save=True, upto=160, audited=False)
    again = play_game(board(), levels, seed=5, keep_save=True, upto=160, audited=False)
    assert first.save is not None and again.save is not None and len(first.save["actions"]) == 160
    assert first.save == again.save and [s.cash for s in first.seats] == [s.cash for s in again.seats]


def test_GR_Q12_hidden_cash_is_never_peeked_at_nor_the_bag() -> None:
    """At every decision, a copy where the other seats' cash is changed (and the random source is
    replaced) gives the same decision."""
    game = Game(board(), ["A", "B", "C", "D"], GameOptions(hidden_cash=True), seed=11)
    bots = [GRBot(seat, level, 70 + seat) for seat, level in enumerate(["hard", "standard", "easy", "hard"])]
    checked = 0
    while not game.is_over() and len(game.log) < 160:
        seat = game.current_seat()
        action = bots[seat].next_action(game)
        if len(game.log) % 2 == 0:
            other = copy.deepcopy(game)
            for k, p in enumerate(other.state.players):
                if k != seat:
                    p.cash = p.cash * 3 + 17 + k
            other.rng.seed(99)
            assert bots[seat].next_action(other) == action, f"seat {seat} peeked at action {len(game.log)}"
            checked += 1
        result = game.process(action)
        assert result.ok, result.reason
    assert checked > 20


def test_share_worth_prefers_higher_income_and_more_connections_in_reach() -> None:
    game = builder(players=3, seat=0, cid="MWB", treasury=20)
    level = LEVELS["standard"]
    before = share_worth(game, "MWB", level)
    richer = copy.deepcopy(game)
    place(richer, "MWB", (3, 5), (2, 6))  # Frankfurt (2): income 2 -> 5 (GR-C5)
    assert richer.state.companies["MWB"].income == 5
    assert share_worth(richer, "MWB", level) > before
    met = copy.deepcopy(game)
    place(met, "KSS", HALLE)  # the KSS waits in Halle, next to the MWB's way east
    cut = copy.deepcopy(met)
    cut.state.companies["MWB"].cubes_left = 1  # one cube: nowhere near Halle
    assert share_worth(met, "MWB", level) > share_worth(cut, "MWB", level)


def test_GR_A5_bids_never_exceed_the_valuation_nor_the_cash() -> None:
    game = Game(board(), ["A", "B", "C", "D"], seed=3)
    bots = [GRBot(seat, level, seat) for seat, level in enumerate(["hard", "standard", "easy", "standard"])]
    bids = 0
    while not game.is_over() and len(game.log) < 250:
        seat = game.current_seat()
        action = bots[seat].next_action(game)
        if isinstance(action, Bid):
            a = game.state.auction
            assert a is not None
            assert action.amount <= game.state.players[seat].cash
            assert action.amount <= limit(game, seat, a.company, bots[seat].level).limit
            bids += 1
        assert game.process(action).ok
    assert bids > 10


def test_GR_A6_standard_and_hard_keep_money_back_through_the_initial_auctions() -> None:
    """GR-S2/A6: the initial auctions take nearly all the start money, and the shares offered in the
    first rounds after them then sell for 1 Thaler to players with nothing left. Standard and Hard
    bid as their judgement of a share says, but keep ``reserve`` Thaler back through the initial
    auctions, and only through them (Hard keeps more: the richest then takes the next shares)."""
    hard, standard = LEVELS["hard"], LEVELS["standard"]
    assert hard.reserve == 10 and standard.reserve == 8
    unreserved = {"hard": replace(hard, reserve=0), "standard": replace(standard, reserve=0)}
    game = Game(board(), ["A", "B", "C"], seed=23)
    bots = [GRBot(0, "hard", 1), GRBot(1, "standard", 2), GRBot(2, "standard", 3)]
    checked = 0
    while game.state.phase == Phase.INITIAL:
        a = game.state.auction
        assert a is not None and a.initial
        for seat in range(3):
            cash = game.state.players[seat].cash
            for level in (hard, standard):
                free = limit(game, seat, a.company, unreserved[level.name]).limit
                kept = limit(game, seat, a.company, level).limit
                assert kept == min(free, max(0, cash - initial_reserve(game, seat, level)))
                assert initial_reserve(game, seat, level) >= level.reserve
                checked += kept < free
        seat = game.current_seat()
        assert game.process(bots[seat].next_action(game)).ok
    assert checked > 0 and game.state.players[0].cash >= 10  # the start money less what it may spend
    assert min(p.cash for p in game.state.players[1:]) >= 8
    while game.state.auction is None:  # the first slots: the reserve no longer holds
        assert game.process(bots[game.current_seat()].next_action(game)).ok
    a = game.state.auction
    assert a is not None and not a.initial
    for level in (hard, standard):
        assert limit(game, 0, a.company, level) == limit(game, 0, a.company, unreserved[level.name])


def test_GR_A6_A7_a_player_who_hoards_for_the_later_shares_does_not_beat_standard(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """Issue 47: whoever holds most cash when the initial auctions end (GR-A6) takes the shares
    offered next (GR-A7) for one Thaler more than the others hold: a person who kept 12 Thaler
    against Standard's fixed 8 won 30 games of 30. Standard now follows the richest rival: through
    the initial auctions it keeps also his cash less 3 Thaler per initial auction still to come
    (at the last one, all of it). A hoarder (a Standard keeping 12, 16 or 20, following nobody), once in each
    seat against two Standards, wins at most its share of the games."""
    assert LEVELS["standard"].follow == 3
    won = 0.0
    for first, kept in enumerate((12, 16, 20)):  # in each seat once
        monkeypatch.setitem(LEVELS, "hoarder", replace(LEVELS["standard"], name="hoarder", reserve=kept, follow=0.0))
        seats = ["standard"] * 3
        seats[first] = "hoarder"
        record = play_game(board(), seats, 500_001 + first, audited=False)
        won += (first in record.winners) / max(1, len(record.winners))
    assert won <= 1


def test_GR_A6_standard_keeps_the_richest_rivals_cash_at_the_last_initial_auction() -> None:
    """The follow rule itself: the level's reserve, or the richest rival's cash less 3 per initial
    auction after this one, whichever is more."""
    standard = LEVELS["standard"]
    game = Game(board(), ["A", "B", "C"], seed=3)
    bots = [GRBot(i, "standard", i) for i in range(3)]
    seen = 0
    while game.state.phase == Phase.INITIAL:
        left = len(game.state.companies) - 1 - game.state.initial_next
        for seat in range(3):
            richest = max(p.cash for i, p in enumerate(game.state.players) if i != seat)
            assert initial_reserve(game, seat, standard) == max(8, richest - 3 * left)
            seen += left == 0
        assert game.process(bots[game.current_seat()].next_action(game)).ok
    assert seen > 0


@pytest.mark.parametrize("seed", [3, 5, 8])
def test_GR_A2_A5_A7_standard_does_not_let_a_later_share_go_far_below_its_worth(seed: int) -> None:
    """Issue 47: three Standards left the initial auctions with 0, 1 and 6 Thaler, and the shares
    offered next (worth 50 to 80 to each of them) went for 1. Now the first shares sold after the
    initial auctions (GR-A7) fetch at least what the Standard that did not win them could pay, up
    to its worth (GR-A2: it bids on while its limit allows; GR-A5: never above its cash)."""
    standard = LEVELS["standard"]
    game = Game(board(), ["A", "B", "C"], seed=seed, seats=["standard"] * 3)
    bots = [GRBot(seat, "standard", seat) for seat in range(3)]
    sold = 0
    while sold < 2:
        a = game.state.auction
        if a is not None and not a.initial and a.high_bidder is None and a.to_bid == a.first_bidder:
            cash = [p.cash for p in game.state.players]
            reach = [min(worth_to(game, seat, a.company, standard), cash[seat]) for seat in range(3)]
            owners = len(game.state.companies[a.company].owners)
        assert game.process(bots[game.current_seat()].next_action(game)).ok
        if a is not None and not a.initial and game.state.auction is None \
                and len(game.state.companies[a.company].owners) > owners:
            sold += 1
            winner = game.state.companies[a.company].owners[-1]
            price = cash[winner] - game.state.players[winner].cash
            losers = [reach[seat] for seat in range(3) if seat != winner]
            assert price >= max(losers) - 1, (a.company, price, reach)  # not let go below what it could pay
            assert price >= 7, (a.company, price, reach)  # and it could pay: it kept 8 (was: sold for 1)
def test_GR_A5_a_poor_bidder_stops_at_its_cash() -> None:
    game = Game(board(), ["A", "B", "C"], seed=1)
    seat = game.current_seat()
    game.state.players[seat].cash = 2
    assert limit(game, seat, "PO", LEVELS["hard"]).limit <= 2


def test_GR_D4_builder_takes_the_double_dividend_connection_over_a_plain_build() -> None:
    """MWB (2 of its shares ours) may reach Halle, where the KSS is, for 3 (hill-free plain 2 + 1,
    GR-B6), or lay cheap plain track towards Frankfurt: the connection pays the MWB double."""
    game = builder(players=3, seat=0, cid="MWB", treasury=3)
    give(game, 0, "MWB")
    place(game, "KSS", HALLE)
    place(game, "MWB", (4, 4))  # the mountain between Kassel and Halle
    assert START["MWB"] == (3, 4)
    stake = stakes(game, seat_weights(game, 0, 0.0))
    for level in ("easy", "standard", "hard"):
        best = best_builds(game, 0, LEVELS[level], stake)[0]
        assert best.plan.cells == (HALLE,) and best.partners == ("KSS",) and best.dividend > 0, level
        bot = GRBot(0, level, 1)
        action = bot.next_action(game)
        if level != "hard":  # Hard may rather offer one of the unsold shares first, having played the round out
            assert isinstance(action, Build) and action.cells == (HALLE,), (level, action, bot.reason)
            assert "KSS" in bot.reason
        assert game.check(action) is None
    for company in game.state.companies.values():  # every share sold: nothing left to offer
        while len(company.owners) < 3:
            company.owners.append(1)
            game.state.players[1].shares[company.id] = game.state.players[1].shares.get(company.id, 0) + 1
    game.state.companies["MWB"].owners[-1] = 0  # ours still hold the MWB's majority
    game.state.players[1].shares["MWB"] -= 1
    game.state.players[0].shares["MWB"] += 1
    refresh_incomes(game)
    bot = GRBot(0, "hard", 1)
    action = bot.next_action(game)
    assert isinstance(action, Build) and action.cells == (HALLE,), (action, bot.reason)
