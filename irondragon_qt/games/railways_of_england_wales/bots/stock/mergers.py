"""A computer player in the merger phase (ST-20..22, ST-Q5, ST-Q14): a merger is proposed, and
voted for, when the seat's shares of both companies are worth more after it: the target's shares
are bought at its price + $1,000 (the seat's too), the active company takes the target's treasury,
loans and links, and issues the shares it needs to pay; its merged network's routes then set its
earnings (``value.forecast``)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ...stock import actions as a
from ...stock.dividends import paying_shares
from ...stock.networks import merger_price, merger_targets, places
from ...words import money, translate
from .routes import best_runs, prospect_of
from .value import DELIVERING, FIRST_LINK_INCOME, TOP_ROUTES, forecast

if TYPE_CHECKING:
    from .value import Outlook

Choice = tuple[Any, str, str]


def merged_share(view: Outlook, index: int, target: int) -> float:
    """What a share of company ``index`` should bring after it takes over ``target`` (ST-22)."""
    game = view.game
    s = game.state
    c, t = s.companies[index], s.companies[target]
    cost = merger_price(game, target)
    price = view.price(index)
    issued = max(0, min(c.tableau, -(-(cost - c.treasury) // price)))
    graph = {at: [(link, there, index if owner == target else owner) for link, there, owner in ends]
             for at, ends in view.graph.items()}
    best = best_runs(graph, s.colour_of, s.cubes, index, places(s, index) | places(s, target), view.depth)
    incomes = prospect_of(best, s.cubes).incomes[:TOP_ROUTES]
    earnings = DELIVERING * (sum(incomes) / len(incomes) if incomes else FIRST_LINK_INCOME) * view.per_link
    treasury = (c.treasury + issued * price - cost + t.treasury
                - t.loans * game.data.money.loan_interest * view.rounds)
    shares = paying_shares(game.data, c) + issued
    return forecast(game, c.price, treasury, shares, earnings, view.rounds).share


def gain_for(view: Outlook, seat: int, index: int, target: int) -> float:
    """Dollars the merger brings ``seat``: its shares of both companies after, less before."""
    game = view.game
    mine, theirs = view.held(seat, index), view.held(seat, target)
    before = mine * view.share_value(index) + theirs * view.share_value(target)
    after = mine * merged_share(view, index, target) + theirs * (view.price(target) + game.data.money.merger_premium)
    return after - before


def propose(view: Outlook) -> Choice:
    game = view.game
    s, seat = game.state, view.seat
    index = s.queue[0]
    name = game.company_name(index)
    options = [(gain_for(view, seat, index, t), t) for t in merger_targets(game, index)]
    good = [(g, t) for g, t in options if g > view.level.margin]
    if not good:
        figures = (", ".join(f"{game.company_name(t)} {money(round(g))}" for g, t in options)
                   or translate("RoewBots", "no partner"))
        return a.SkipMerger(seat), translate("RoewBots", "proposes no merger for the {company}").format(
            company=name), figures
    g, t = max(good, key=lambda x: (x[0], -x[1]))
    return (a.ProposeMerger(seat, game.data.companies[t].key),
            translate("RoewBots", "proposes that the {company} take over the {other}").format(company=name,
                                                                                other=game.company_name(t)),
            translate("RoewBots", "{amount} more for its shares").format(amount=money(round(g))))


def vote(view: Outlook) -> Choice:
    game = view.game
    s, seat = game.state, view.seat
    b = s.ballot
    assert b is not None
    company, other = game.company_name(b.company), game.company_name(b.target)
    if view.level.greedy:
        yes = view.held(seat, b.company) >= view.held(seat, b.target)
        return a.Vote(seat, yes), _vote_words(yes, company, other), translate("RoewBots", "it holds more of the buyer")
    g = gain_for(view, seat, b.company, b.target)
    return (a.Vote(seat, g >= 0), _vote_words(g >= 0, company, other),
            translate("RoewBots", "{amount} for its shares").format(amount=money(round(g))))


def _vote_words(yes: bool, company: str, other: str) -> str:
    words = (translate("RoewBots", "votes yes on the {company} taking over the {other}") if yes
             else translate("RoewBots", "votes no on the {company} taking over the {other}"))
    return words.format(company=company, other=other)
