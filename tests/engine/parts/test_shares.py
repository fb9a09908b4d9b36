"""Share holdings (engine/parts/shares.py): selling a share into both books, what is unsold, the
books checked against each other, a holding's worth, and the director (GR-S4, A4, T2; ST-9, ST-Q7)."""

from __future__ import annotations

from dataclasses import dataclass, field

import pytest

from irondragon_qt.engine.parts.shares import (
    Disagreement,
    director,
    disagreements,
    held,
    holding_value,
    sell,
    unsold,
)


@dataclass
class Co:
    owners: list[int] = field(default_factory=list)


@dataclass
class Pl:
    shares: dict[str, int] = field(default_factory=dict)


def test_selling_a_share_writes_both_books() -> None:
    co, players = Co(), [Pl(), Pl()]
    sell("PO", co, 1, players[1], total=3)
    sell("PO", co, 0, players[0], total=3)
    sell("PO", co, 1, players[1], total=3)
    assert co.owners == [1, 0, 1] and players[1].shares == {"PO": 2} and players[0].shares == {"PO": 1}
    assert unsold(co, 3) == 0 and held(co) == {1: 2, 0: 1}
    assert disagreements({"PO": co}, players) == []


def test_a_share_beyond_the_total_is_refused_and_nothing_changes() -> None:
    co, p = Co([0, 0]), Pl({"PO": 2})
    with pytest.raises(ValueError, match="all 2 shares of PO are sold"):
        sell("PO", co, 0, p, total=2)
    assert co.owners == [0, 0] and p.shares == {"PO": 2}


def test_disagreeing_books_are_named() -> None:
    companies = {"PO": Co([0, 1]), "KBS": Co([1])}
    players = [Pl({"PO": 1}), Pl({"PO": 2})]
    assert disagreements(companies, players) == [Disagreement("PO", 1, 2, 1), Disagreement("KBS", 1, 0, 1)]


def test_a_holding_is_worth_each_share_at_its_value() -> None:
    """GR-T2: 2 shares of an 8-Thaler company give 16."""
    assert holding_value({"PO": 2, "KBS": 1}, {"PO": 8, "KBS": 3, "NME": 5}) == 19
    assert holding_value({}, {"PO": 8}) == 0


def test_the_director_holds_the_most_shares() -> None:
    assert director(Co()) is None
    assert director(Co([2, 0, 0])) == 0
    assert director(Co([2, 0, 0]), incumbent=2) == 0  # strictly more takes it


def test_a_tie_keeps_the_incumbent_or_goes_to_the_first_buyer() -> None:
    """ST-9: the incumbent stays on a tie; ST-Q7: the first director of a tie is who bought first."""
    co = Co([2, 0, 0, 2])
    assert director(co, incumbent=0) == 0
    assert director(co, incumbent=2) == 2
    assert director(co) == 2  # 2 bought first
    assert director(co, incumbent=0, incumbent_keeps_ties=False) == 2
    assert director(co, incumbent=1) == 2  # an incumbent not among the tied does not stay
