"""Money between the players, the companies' treasuries and the bank (German Railways GR-S2, A4,
B7, D3; Railways of England & Wales ST-6, ST-15, ST-17). Players hold ``cash``, companies a
``treasury``; the bank's books count what it took in and paid out since the start, so that at any
time the money on the table is what the players started with, plus the bank's payments, less
what it took (``imbalance`` says by how much it is not)."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Protocol


class Purse(Protocol):
    cash: int  # a player's money


class Treasury(Protocol):
    treasury: int  # a company's money


class BankBooks(Protocol):
    start_total: int  # all the money the players started with
    bank_paid_in: int  # what the bank took (builds, the bids of shares sold from the bank...)
    bank_paid_out: int  # what the bank paid (dividends, income...)


def into_treasury(purse: Purse, company: Treasury, amount: int) -> None:
    """A player pays a company (a share bought from it: GR-A4, ST-6)."""
    purse.cash -= amount
    company.treasury += amount


def treasury_to_bank(company: Treasury, bank: BankBooks, amount: int) -> None:
    """A company pays the bank (a build: GR-B7); ValueError when its treasury holds less, and
    nothing changes."""
    if amount > company.treasury:
        raise ValueError(f"the treasury holds {company.treasury}, not {amount}")
    company.treasury -= amount
    bank.bank_paid_in += amount


def bank_to_players(bank: BankBooks, purses: Sequence[Purse], amounts: Sequence[int]) -> int:
    """The bank pays each player his amount (dividends: GR-D3); the total paid."""
    if len(purses) != len(amounts):
        raise ValueError(f"{len(amounts)} amounts for {len(purses)} players")
    for seat, amount in enumerate(amounts):
        purses[seat].cash += amount
    bank.bank_paid_out += sum(amounts)
    return sum(amounts)


def on_table(purses: Iterable[Purse], companies: Iterable[Treasury]) -> int:
    """The money the players and the treasuries hold."""
    return sum(p.cash for p in purses) + sum(c.treasury for c in companies)


def expected_on_table(bank: BankBooks) -> int:
    """What the bank's books say the players and the treasuries hold."""
    return bank.start_total + bank.bank_paid_out - bank.bank_paid_in


def imbalance(bank: BankBooks, purses: Iterable[Purse], companies: Iterable[Treasury]) -> int:
    """How much more money is on the table than the books say (0 when they agree)."""
    return on_table(purses, companies) - expected_on_table(bank)
