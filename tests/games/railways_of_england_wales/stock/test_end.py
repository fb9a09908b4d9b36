"""The end (ST-25, ST-26, ST-Q10, ST-Q15): checked after the stock phase once enough cities are
empty; each loan lowers its company's price a step, the shares are cashed, the most money wins and
a tie is shared; the treasuries are not paid out."""

from __future__ import annotations

from irondragon_qt.games.railways_of_england_wales.stock import actions as a
from irondragon_qt.games.railways_of_england_wales.stock.audit import audit
from irondragon_qt.games.railways_of_england_wales.stock.state import Phase

from .positions import decline_all, play_until, started


def _empties(game, n: int) -> None:  # type: ignore[no-untyped-def]
    """``n`` cities emptied (their cubes to the bag, the books kept), as deliveries would leave them."""
    s = game.state
    for at in [at for at in sorted(s.cubes) if at not in s.empty][:n]:
        s.bag += s.cubes[at]
        s.cubes[at] = []
        s.empty.append(at)


def test_st25_st_q15_the_game_ends_after_the_stock_phase_of_the_round_with_16_empty_cities() -> None:
    game = started({0: ["lnwr"], 1: ["gwr"]})
    _empties(game, 15)
    play_until(game, Phase.STOCK)
    decline_all(game)
    assert game.state.phase == Phase.OPERATING  # 15 do not end it
    _empties(game, 1)
    assert len(game.state.empty) == 16
    play_until(game, Phase.STOCK)
    assert not game.is_over()  # the round is finished first
    decline_all(game)
    assert game.is_over() and "16 empty cities: the game ends (16 end it, ST-25)." in game.history


def test_st26_loans_lower_the_price_shares_are_cashed_and_the_most_money_wins() -> None:
    game = started({0: ["lnwr", "lnwr"], 1: ["gwr"]})
    assert game.process(a.IssueShares(0, 5)) and game.process(a.TakeLoan(0)) and game.process(a.TakeLoan(0))
    _empties(game, 16)
    play_until(game, Phase.STOCK)
    s = game.state
    lnwr = s.companies[0]
    price_before = lnwr.price
    cash = [p.cash for p in s.players]
    treasuries = [c.treasury for c in s.companies]
    decline_all(game)
    assert game.is_over() and lnwr.price == price_before - 2
    lnwr_price, gwr_price = game.data.prices[lnwr.price], game.data.prices[s.companies[1].price]
    assert s.final == [cash[0] + 2 * lnwr_price, cash[1] + gwr_price, cash[2]]
    assert s.winners == [s.final.index(max(s.final))]
    assert [c.treasury for c in s.companies] == treasuries  # not paid out (ST-Q15)
    assert audit(game) == [] and game.check(a.DeclineOffer(0)) == "The game is over (ST-25)."


def test_st_q10_a_tie_at_the_end_is_a_shared_win() -> None:
    game = started({0: ["lnwr"], 1: ["lnwr"]}, players=2)
    _empties(game, 16)
    play_until(game, Phase.STOCK)
    decline_all(game)
    assert game.state.winners == [0, 1]
    assert game.history[-1].startswith("Ada and Brunel share the win (ST-Q10)")
