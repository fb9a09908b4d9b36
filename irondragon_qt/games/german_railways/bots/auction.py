"""Shares: what one more share of a company is worth to each seat, how high to bid (never above
that worth nor one's cash, GR-A5), and which share to offer (GR-A7/A8).

Denial: if we pass, the rival most able to pay takes the share at about the price reached and
gains his worth less that price, which counts against us by his weight. Bidding ``p`` beats
passing while ``(ours - p) > -weight * (his - p)``, so our limit rises above our own worth towards
his, up to what he could pay (``limit``)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from ..rules.auctions import offer_reason
from .value import GROWTH_SHARE, Company, figures, growth, phases_left, share_worth, stakes, turn_order_worth
from .view import cash_view, seat_weights

if TYPE_CHECKING:
    from ..rules.game import Game
    from .levels import Level


def worth_to(game: Game, seat: int, cid: str, level: Level) -> float:
    """One more share of ``cid`` for ``seat``: its dividends to come and (if the level counts it)
    what the extra income does to the seat's tokens in the bag (GR-T3)."""
    worth = share_worth(game, cid, level)
    if level.turn_order:
        worth += turn_order_worth(game, seat, game.state.companies[cid].income)
    return max(0.0, worth)


@dataclass(frozen=True)
class Limit:
    """How high a seat goes for a share, and why."""

    limit: float  # never above the seat's cash
    own: float  # the share's worth to us
    rival: int | None  # the rival we keep it from, if that counts
    rival_worth: float


def limit(game: Game, seat: int, cid: str, level: Level) -> Limit:
    cash = cash_view(game, seat)
    own = worth_to(game, seat, cid, level)
    best = own
    rival, rival_worth = None, 0.0
    if level.denial > 0:
        weights = seat_weights(game, seat, level.leader_weight)
        for other in range(len(cash)):
            if other == seat:
                continue
            theirs = worth_to(game, other, cid, level)
            beta = -weights[other] * level.denial
            reach = min(theirs, float(cash[other]))
            mixed = min(reach, (own + beta * theirs) / (1 + beta))
            if mixed > best:
                best, rival, rival_worth = mixed, other, theirs
    spendable = float(cash[seat])
    a = game.state.auction
    if level.reserve and a is not None and a.initial:
        spendable = max(0.0, spendable - initial_reserve(game, seat, level))
    return Limit(min(best, spendable), own, rival, rival_worth)


def initial_reserve(game: Game, seat: int, level: Level) -> float:
    """What to keep through the initial auctions (GR-A6) for the shares offered after them, which
    whoever holds most cash then takes: the level's reserve, and, for a level that follows the
    others, the richest rival's cash less ``follow`` Thaler for each initial auction still to come
    (he can only spend until they end: whoever keeps more than us is matched before the last)."""
    if not level.follow:
        return float(level.reserve)
    s = game.state
    cash = cash_view(game, seat)
    richest = max((c for other, c in enumerate(cash) if other != seat), default=0)
    left = len(s.companies) - 1 - s.initial_next
    return max(float(level.reserve), richest - level.follow * left)


def price_guess(game: Game, seat: int, cid: str, level: Level) -> tuple[int | None, float]:
    """Who should win an auction of ``cid`` and for about how much: the second-highest limit plus
    one (GR-A1 raises of 1), each rival judged by our model and his cash as we see it."""
    cash = cash_view(game, seat)
    limits = []
    for other in range(len(cash)):
        if other == seat:
            limits.append((limit(game, seat, cid, level).limit, other))
        else:
            limits.append((min(worth_to(game, other, cid, level), float(cash[other])), other))
    limits.sort(key=lambda x: (-x[0], x[1]))
    top, second = limits[0], limits[1]
    if top[0] < 1:
        return None, 0.0
    return top[1], min(top[0], max(1.0, second[0] + 1))


def offer_score(game: Game, seat: int, cid: str, level: Level) -> float:
    """What offering a share of ``cid`` should bring us: our gain if we win it, or our loss if a
    rival does, plus what the price paid into its treasury (GR-A4) does for our stake in it."""
    winner, price = price_guess(game, seat, cid, level)
    if winner is None:
        return 0.0
    weights = seat_weights(game, seat, level.leader_weight)
    if winner == seat:
        gain = worth_to(game, seat, cid, level) - price
    else:
        gain = weights[winner] * level.denial * (worth_to(game, winner, cid, level) - price)
    stake = stakes(game, weights)[cid]
    if level.growth and stake:
        now = figures(game, cid)
        richer = Company(now.income, now.treasury + int(price), now.cubes)
        phases = phases_left(game)
        gain += stake * phases * GROWTH_SHARE * (growth(game, cid, richer) - growth(game, cid, now))
    return gain


def offers(game: Game, seat: int, level: Level) -> list[tuple[float, str]]:
    """The shares we may offer, best first (ties: auction order)."""
    out = [(offer_score(game, seat, cid, level), cid) for cid in game.state.companies
           if offer_reason(game, cid) is None]
    order = sorted(range(len(out)), key=lambda i: (-out[i][0], i))
    return [out[i] for i in order]
