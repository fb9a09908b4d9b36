"""The dividend phase (ST-16..19, ST-Q3, ST-Q4, ST-Q12, ST-Q16): interest first, loans taken to pay
it, the dividend per share over the shares that pay, the price moved by the total, $5,000 to all."""

from __future__ import annotations

import pytest

from irondragon_qt.games.railways_of_england_wales.stock import actions as a
from irondragon_qt.games.railways_of_england_wales.stock.audit import audit
from irondragon_qt.games.railways_of_england_wales.stock.dividends import price_steps
from irondragon_qt.games.railways_of_england_wales.stock.state import Phase

from .positions import play_until, started


def test_st16_st_q16_interest_comes_first_and_a_short_treasury_takes_more_loans() -> None:
    game = started({0: ["lnwr"]})
    s = game.state
    c = s.companies[0]
    assert game.process(a.IssueShares(0, 5)) and game.process(a.TakeLoan(0)) and game.process(a.TakeLoan(0))
    s.bank_paid_in += c.treasury - 500  # the treasury spent down to $500 (the books kept)
    c.treasury = 500
    assert game.process(a.Pass(0))
    assert s.phase == Phase.DIVIDENDS and c.loans == 3 and c.treasury == 500 + 5000 - 2000
    assert game.history[-2:] == ["LNWR takes 1 loan to pay its interest (ST-16, ST-Q16).",
                                 "LNWR pays $2,000 interest on 2 loans (ST-16)."]
    assert audit(game) == []


def _to_dividends():  # type: ignore[no-untyped-def]
    game = started({0: ["lnwr", "lnwr"], 1: ["lnwr"]})
    assert game.process(a.IssueShares(0, 1))
    play_until(game, Phase.DIVIDENDS)
    return game


def test_st17_st_q3_a_dividend_per_share_over_player_stock_board_and_issued_shares() -> None:
    game = _to_dividends()
    s = game.state
    c = s.companies[0]
    assert c.treasury == 28000
    cash, paid_out, paid_in = [p.cash for p in s.players], s.bank_paid_out, s.bank_paid_in
    assert game.check(a.Dividend(0, 150)) == "A dividend per share is declared in steps of $100 (ST-Q3)."
    assert game.check(a.Dividend(0, 5000)) == "$5,000 on 6 shares is $30,000, and LNWR holds $28,000 (ST-17)."
    assert game.process(a.Dividend(0, 1000))  # 3 held, 2 on the stock board, 1 issued
    assert c.treasury == 28000 - 6000
    assert s.bank_paid_in - paid_in == 3000  # the boards' part to the bank
    assert [p.cash - before for p, before in zip(s.players, cash, strict=True)] == [
        2000 + 5000, 1000 + 5000, 5000]  # and ST-19
    assert s.bank_paid_out - paid_out == 3 * 5000
    assert audit(game) == []


@pytest.mark.parametrize(("total", "steps"), [(0, -2), (100, -1), (6900, -1), (7000, 1), (13900, 1), (14000, 2),
                                              (21000, 3)])
def test_st18_st_q4_st_q12_the_total_against_the_price_moves_the_marker(total: int, steps: int) -> None:
    assert price_steps(total, 7000) == steps


def test_st18_st_q4_a_dividend_equal_to_the_price_is_one_step_up() -> None:
    game = _to_dividends()
    c = game.state.companies[0]
    start = c.price
    assert game.process(a.Dividend(0, 1200))  # 6 x $1,200 = $7,200 >= $7,000
    assert c.price == start + 1 and game.data.prices[c.price] == 8000
    assert "LNWR's price rises 1 step to $8,000 (ST-18)." in game.history


def test_st18_no_dividend_two_steps_down() -> None:
    game = _to_dividends()
    c = game.state.companies[0]
    assert game.process(a.Dividend(0, 0))
    assert game.data.prices[c.price] == 5000


def test_st19_every_player_receives_5000_after_the_dividends() -> None:
    game = started({0: ["lnwr"]}, players=4)
    cash = [p.cash for p in game.state.players]
    play_until(game, Phase.STOCK)  # no merger partners: the merger phase passes at once (ST-Q14)
    assert [p.cash for p in game.state.players] == [x + 5000 for x in cash]
    assert "Every player receives $5,000 from the bank (ST-19)." in game.history
