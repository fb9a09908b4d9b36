"""Money and shares moving between the players, the companies and the bank, through the engine's
parts so that the books balance (``treasury``: the bank's books; ``shares``: each company's owners
in order of sale and each player's holdings, the director by ST-9 and ST-Q7), and the price marker
moving on the price track (ST-18, ST-26), each move remembered for the operating order (ST-Q8)."""

from __future__ import annotations

from collections.abc import Sequence

from ....engine.parts import shares, treasury
from .. import words
from .state import Board, CompanyState, StockState


def money(amount: int) -> str:
    """An amount as players read it: "$12,000" ("12.000 $" in German)."""
    return words.money(amount)


def bank_to_company(s: StockState, c: CompanyState, amount: int) -> None:
    """The bank pays a company (shares issued, a loan, income)."""
    c.treasury += amount
    s.bank_paid_out += amount


def company_to_bank(s: StockState, c: CompanyState, amount: int) -> None:
    """A company pays the bank (track, interest, a dividend's part on the boards); ValueError if short."""
    treasury.treasury_to_bank(c, s, amount)


def company_to_player(s: StockState, c: CompanyState, seat: int, amount: int) -> None:
    """A company pays a player (a dividend, a share bought in a merger); the bank is not involved."""
    if amount > c.treasury:
        raise ValueError(f"the treasury holds {c.treasury}, not {amount}")
    c.treasury -= amount
    s.players[seat].cash += amount


def player_to_bank(s: StockState, seat: int, amount: int) -> None:
    s.players[seat].cash -= amount
    s.bank_paid_in += amount


def bank_to_players(s: StockState, amounts: Sequence[int]) -> None:
    treasury.bank_to_players(s, s.players, amounts)


def sell_share(s: StockState, index: int, seat: int, board: Board, price: int, total: int) -> None:
    """A share of company ``index`` from ``board`` goes to ``seat`` for ``price``: into the company's
    treasury from the stock board (ST-6), to the bank from the issued board (ST-23); the director
    is the holder of most shares, the incumbent keeping a tie (ST-9), the first buyer the first
    director of a tie (ST-Q7)."""
    c = s.companies[index]
    if board == Board.STOCK:
        c.stock_board -= 1
        treasury.into_treasury(s.players[seat], c, price)
    else:
        c.issued -= 1
        player_to_bank(s, seat, price)
    shares.sell(c.key, c, seat, s.players[seat], total)
    c.director = shares.director(c, c.director)


def move_price(s: StockState, c: CompanyState, steps: int, last: int) -> int:
    """The price marker ``steps`` along the track (back when negative), kept on it (0 to ``last``);
    the steps it really moved. A marker that moves reaches its step now (ST-Q8)."""
    new = max(0, min(last, c.price + steps))
    moved = new - c.price
    if moved:
        c.price = new
        s.clock += 1
        c.price_since = s.clock
    return moved
