"""The share game's computer players at chosen tables: every kind of question answered legally
(the merger phase's proposal and votes too, ST-20, ST-21), a director delivering when a delivery
pays (ST-14), Standard keeping money through the preparation round (ST-5..8) and bidding for a
share offered below its worth (ST-6), and Hard's last dividend (ST-25, ST-26)."""

from __future__ import annotations

from typing import Any

import pytest

from irondragon_qt.games.railways_of_england_wales.bots.stock import STOCK_LEVELS, StockBot, make_stock_player
from irondragon_qt.games.railways_of_england_wales.stock import actions as a
from irondragon_qt.games.railways_of_england_wales.stock.audit import audit
from irondragon_qt.games.railways_of_england_wales.stock.game import StockGame
from irondragon_qt.games.railways_of_england_wales.stock.state import Board, Phase

from ...stock.positions import at, clear_cubes, cube, lay, new_game, play_until, started

LEVELS = list(STOCK_LEVELS)


def decide(game: StockGame, level: str) -> tuple[Any, StockBot]:
    """The decision of a ``level`` player in the seat to act, checked legal, with its words."""
    bot = make_stock_player(game.current_seat(), level, 7)
    action = bot.next_action(game)
    assert game.check(action) is None, (level, action, game.check(action))
    assert bot.reason and bot.reason[0].islower() and bot.reckoning, (level, bot.reason, bot.reckoning)
    return action, bot


def mergers() -> StockGame:
    """LNWR (Ada 2) and GWR (Brunel, then Cubitt) joined at Manchester, in the merger phase."""
    game = started({0: ["lnwr", "lnwr"], 1: ["gwr"], 2: ["gwr"]})
    lay(game, "lnwr", ("Liverpool", "Manchester"))
    lay(game, "gwr", ("Manchester", "Wigan"))
    play_until(game, Phase.MERGERS)
    return game


@pytest.mark.parametrize("level", LEVELS)
def test_ST_20_ST_21_merger_proposals_and_votes_are_decided_legally(level: str) -> None:
    game = mergers()
    action, _ = decide(game, level)
    assert isinstance(action, (a.SkipMerger, a.ProposeMerger))
    assert game.process(a.ProposeMerger(0, "gwr"))  # Ada alone holds LNWR: GWR's holders vote
    for _ in range(2):
        action, _ = decide(game, level)
        assert isinstance(action, a.Vote) and game.process(action)
    assert game.state.ballot is None and audit(game) == []


def delivery_table() -> StockGame:
    """LNWR (Ada's) holds Liverpool-Manchester-Wigan with a cube at Liverpool for Wigan."""
    game = started({0: ["lnwr", "lnwr"]})
    lay(game, "lnwr", ("Liverpool", "Manchester"), ("Manchester", "Wigan"))
    s = game.state
    for place in ("Liverpool", "Manchester", "Wigan"):
        clear_cubes(game, place)
    cube(game, "Liverpool", s.colour_of[at("Wigan")])
    assert s.colour_of[at("Manchester")] != s.colour_of[at("Wigan")]
    return game


@pytest.mark.parametrize("level", LEVELS)
def test_ST_14_a_director_delivers_when_a_delivery_pays(level: str) -> None:
    game = delivery_table()
    action, bot = decide(game, level)
    assert isinstance(action, a.Deliver) and len(action.links) == 2, bot.reason
    assert "Liverpool" in bot.reason or level == "greedy"
    before = game.state.companies[0].treasury
    assert game.process(action) and game.state.companies[0].treasury == before + 2000  # ST-15


@pytest.mark.parametrize("others", [["standard", "standard"], ["greedy", "greedy"]])
def test_ST_5_ST_8_standard_keeps_money_through_the_preparation_round(others: list[str]) -> None:
    levels = ["standard", *others]
    game = new_game(3, seed=2)
    bots = [make_stock_player(seat, level, 3) for seat, level in enumerate(levels)]
    while game.state.phase == Phase.PREPARATION:
        assert game.process(bots[game.current_seat()].next_action(game))
    kept = game.data.money.start_cash[3] // 5  # spending all, it would keep $4,000 at most here
    assert all(game.state.players[seat].cash >= kept for seat, level in enumerate(levels) if level == "standard")
    assert sum(game.state.players[0].shares.values()) >= 1  # it did buy: it keeps a part, not all


def rich_company_on_sale() -> StockGame:
    """The stock phase of round 1: LNWR, held by Brunel, has $40,000 in its treasury and 4 shares
    on the stock board at $7,000; the offerer has put one up at its price."""
    game = started({1: ["lnwr"]})
    play_until(game, Phase.STOCK)
    s = game.state
    s.companies[0].treasury += 40000
    s.bank_paid_out += 40000  # the books kept
    offerer = game.current_seat()
    assert game.process(a.Offer(offerer, "lnwr", Board.STOCK, game.data.prices[s.companies[0].price]))
    return game


def test_ST_6_standard_bids_for_a_share_offered_below_its_worth_and_not_above_it() -> None:
    game = rich_company_on_sale()
    action, bot = decide(game, "standard")
    assert isinstance(action, a.Bid), bot.reckoning
    sale = game.state.sale
    assert sale is not None
    sale.auction.high_bid = 60000  # far above what a share can bring
    game.state.players[game.current_seat()].cash = 100000
    action, bot = decide(game, "standard")
    assert isinstance(action, a.PassBid), bot.reckoning


def last_round(level: str) -> tuple[Any, StockBot, StockGame]:
    """LNWR (Ada's, at $1,000 with $2,000) operates in a round in which the end count of empty
    cities has been reached: its dividend is the last (ST-25)."""
    game = delivery_table()
    s = game.state
    c = s.companies[0]
    s.bank_paid_in += c.treasury - 2000  # the books kept
    c.price, c.treasury = 0, 2000
    cities = [place for place, cubes in sorted(s.cubes.items()) if cubes and place != at("Liverpool")]
    for place in cities[:game.data.empty_cities[3]]:
        s.bag += s.cubes[place]
        s.cubes[place] = []
        s.empty.append(place)
    assert audit(game) == []
    action, bot = decide(game, level)
    return action, bot, game


def test_ST_25_ST_26_hard_borrows_for_the_last_dividend_where_standard_delivers() -> None:
    action, bot, game = last_round("hard")
    assert isinstance(action, a.IssueShares) and action.count == 5, bot.reason  # $1,000 a share: a step each
    while isinstance(action, (a.IssueShares, a.TakeLoan)):
        assert game.process(action)
        action, bot = decide(game, "hard")
    c = game.state.companies[0]
    assert c.tableau == 0 and c.loans >= 1 and isinstance(action, a.Deliver)
    action, _, _ = last_round("standard")
    assert isinstance(action, a.Deliver)
