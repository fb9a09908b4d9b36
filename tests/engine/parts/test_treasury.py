"""Money between players, treasuries and the bank (engine/parts/treasury.py): every payment keeps
the books, and the books find money that appeared or vanished (GR-S2, A4, B7, D3)."""

from __future__ import annotations

from dataclasses import dataclass

import pytest

from irondragon_qt.engine.parts.treasury import (
    bank_to_players,
    expected_on_table,
    imbalance,
    into_treasury,
    on_table,
    treasury_to_bank,
)


@dataclass
class Pl:
    cash: int


@dataclass
class Co:
    treasury: int = 0


@dataclass
class Bank:
    start_total: int
    bank_paid_in: int = 0
    bank_paid_out: int = 0


def test_payments_keep_the_books() -> None:
    players, company, bank = [Pl(20), Pl(20)], Co(3), Bank(43, bank_paid_in=1, bank_paid_out=1)
    into_treasury(players[0], company, 7)
    assert (players[0].cash, company.treasury) == (13, 10)
    treasury_to_bank(company, bank, 5)
    assert (company.treasury, bank.bank_paid_in) == (5, 6)
    treasury_to_bank(company, bank, 5)  # all it holds
    assert (company.treasury, bank.bank_paid_in) == (0, 11)
    assert bank_to_players(bank, players, [3, 4]) == 7
    assert [p.cash for p in players] == [16, 24] and bank.bank_paid_out == 8
    assert on_table(players, [company]) == 40 == expected_on_table(bank)
    assert imbalance(bank, players, [company]) == 0


def test_a_treasury_cannot_pay_more_than_it_holds() -> None:
    company, bank = Co(4), Bank(0)
    with pytest.raises(ValueError, match="holds 4, not 5"):
        treasury_to_bank(company, bank, 5)
    assert (company.treasury, bank.bank_paid_in) == (4, 0)


def test_amounts_for_the_wrong_number_of_players_are_refused() -> None:
    players, bank = [Pl(1)], Bank(1)
    with pytest.raises(ValueError, match="2 amounts for 1 players"):
        bank_to_players(bank, players, [1, 1])
    assert players[0].cash == 1 and bank.bank_paid_out == 0


def test_money_that_appeared_or_vanished_shows() -> None:
    players, company, bank = [Pl(10)], Co(3), Bank(10, bank_paid_in=2, bank_paid_out=5)
    assert expected_on_table(bank) == 13 and imbalance(bank, players, [company]) == 0
    players[0].cash += 1
    assert imbalance(bank, players, [company]) == 1
    company.treasury -= 3
    assert imbalance(bank, players, [company]) == -2
