"""What a company's track reaches (ST-13, ST-14, ST-20): the places its complete links touch, and
the companies it may propose to merge with: a floated company whose network shares a place with its
own, neither already in a merger this phase, whose shares it can pay for with its treasury and
every share its tableau could still issue (ST-Q5)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..board.hexboard import Coord
from ..rules.routes import network
from .state import StockState

if TYPE_CHECKING:
    from .context import StockRules as StockGame


def places(s: StockState, index: int) -> set[Coord]:
    """The places company ``index``'s complete links touch (its network)."""
    return network(s.track, index)


def merger_price(game: StockGame, target: int) -> int:
    """What buying the target's shares held by players and on the stock board costs (ST-22)."""
    c = game.state.companies[target]
    each = game.data.prices[c.price] + game.data.money.merger_premium
    return (len(c.owners) + c.stock_board) * each


def can_pay(game: StockGame, index: int, amount: int) -> bool:
    """The company holds ``amount``, or would after issuing every share left on its tableau (ST-Q5)."""
    c = game.state.companies[index]
    return c.treasury + c.tableau * game.data.prices[c.price] >= amount


def joined(s: StockState, a: int, b: int) -> bool:
    """The two companies' networks share a place (ST-20)."""
    return bool(places(s, a) & places(s, b))


def merger_targets(game: StockGame, index: int) -> list[int]:
    """The companies ``index`` may propose to merge with now (ST-20, ST-Q5), in tableau order."""
    s = game.state
    if index in s.merged or not s.companies[index].floated:
        return []
    return [t for t, c in enumerate(s.companies)
            if t != index and c.floated and t not in s.merged and joined(s, index, t)
            and can_pay(game, index, merger_price(game, t))]
