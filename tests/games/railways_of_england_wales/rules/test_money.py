"""Bonds (RW-21, RW-23, EW-6, EW-Q3, RW-Q10): a bond brings $5,000 and is never repaid; bonds are
issued only for a payment due now, and only as many as the shortfall needs, ceil(short / $5,000),
for every payment: track, upgrade, urbanize, the winning bid, expenses."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from irondragon_qt.games.railways_of_england_wales.rules import actions as a
from irondragon_qt.games.railways_of_england_wales.rules.building import BuildStep
from irondragon_qt.games.railways_of_england_wales.rules.game import Game
from irondragon_qt.games.railways_of_england_wales.rules.money import bonds_needed, money

from .positions import ANN, BOB, act, at, balanced, fresh, give_bonds, give_cash, started, to_turn_end


@pytest.mark.parametrize(("cash", "amount", "bonds"), [
    (0, 0, 0), (0, 1000, 1), (0, 5000, 1), (0, 5001, 2), (3000, 10000, 2), (10000, 10000, 0), (12000, 10000, 0),
    (4999, 15000, 3)])
def test_ew6_as_many_bonds_as_the_shortfall_needs(cash: int, amount: int, bonds: int) -> None:
    """EW-6: n = ceil(shortfall / $5,000), none without a shortfall."""
    assert bonds_needed(cash, amount, 5000) == bonds


def _build(game: Game) -> None:
    act(game, a.Build(ANN, (BuildStep(None, at("Liverpool"), ((10, 15), at("Manchester"))),)))  # $3,000


def _upgrade(game: Game) -> None:
    act(game, a.Upgrade(ANN))  # $2,000


def _urbanize(game: Game) -> None:
    act(game, a.Urbanize(ANN, at("Crewe"), "blue"))  # $10,000


@pytest.mark.parametrize(("pay", "due", "cash", "n"), [
    (_build, 3000, 0, 1), (_build, 3000, 1000, 1), (_build, 3000, 4000, 0),
    (_upgrade, 2000, 0, 1), (_upgrade, 2000, 2000, 0),
    (_urbanize, 10000, 0, 2), (_urbanize, 10000, 1000, 2), (_urbanize, 10000, 4000, 2), (_urbanize, 10000, 4999, 2),
    (_urbanize, 10000, 5000, 1), (_urbanize, 10000, 10000, 0)])
def test_ewq3_every_payment_issues_the_bonds_it_needs_first(pay: Callable[[Game], None], due: int, cash: int,
                                                             n: int) -> None:
    """EW-Q3: track, upgrade and urbanize are paid with bonds issued first, just enough (EW-6)."""
    game = started(2)
    give_cash(game, ANN, cash)
    pay(game)
    p = game.state.players[ANN]
    assert (p.bonds, p.cash) == (n, cash + 5000 * n - due)
    words = [line for line in game.history if "bond" in line]
    if n:
        assert words == [f"Ann issues {n} bond{'s' if n > 1 else ''} (${5000 * n:,}) to pay {money(due)} (EW-6)."]
    else:
        assert words == []
    balanced(game)


def test_ewq3_the_winning_bid_is_paid_with_bonds_the_others_issue_none() -> None:
    """EW-Q3: the winning bid is a payment due (RW-Q12); losing bidders owe nothing."""
    game = fresh(2, first=ANN)
    for seat in (ANN, BOB):
        act(game, a.ChooseBaron(seat, game.state.players[seat].barons_dealt[0]))
    act(game, a.Bid(ANN, 7000))
    act(game, a.Bid(BOB, 11000))
    act(game, a.PassBid(ANN))
    assert [(p.bonds, p.cash) for p in game.state.players] == [(0, 0), (3, 4000)]
    balanced(game)


def test_rw21_ew6_no_bonds_in_advance_there_is_no_action_for_it() -> None:
    """RW-21 as EW-6 restricts it: issuing bonds is no action and never done without a payment due."""
    for kind in ("issue_bonds", "issue_bond", "bond"):
        with pytest.raises(ValueError, match="unknown action type"):
            a.action_from_dict({"type": kind, "player": 0, "count": 1})
    assert not any("bond" in name.lower() for name in Game.handlers)
    game = started(2)
    act(game, a.Pass(ANN))
    act(game, a.Pass(BOB))
    assert all(p.bonds == 0 for p in game.state.players)


def test_rw21_rw23_bonds_are_never_repaid_and_each_costs_1000_every_turn() -> None:
    """RW-21: bonds stay however rich the player is; RW-23: $1,000 each at every turn's end."""
    game = started(2)
    give_bonds(game, ANN, 3)
    game.state.players[ANN].score = 40
    to_turn_end(game)
    p = game.state.players[ANN]
    assert (p.bonds, p.cash) == (3, 40000 - 3000)
    balanced(game)
