"""The merger phase (ST-20..22): lowest price first, the director of each company that has a partner
(networks joined, the shares affordable: ST-Q5) proposes one merger or none (ST-Q14). The proposal
goes to a vote of the active company's shareholders, one vote a share, the director voting yes and
deciding a tie; if it passes, the target's shareholders vote, its director deciding a tie (ST-21).
If both say yes, the active company issues the fewest shares it needs (ST-Q14) and buys every target
share held by players or on the stock board at the target's price + $1,000, paid to the holder or
the bank; then the target's cash and loans pass to it (ST-Q5), its locomotives take over the
target's links, and the target is set up afresh and may float again (ST-22, ST-Q15)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ....engine.parts.shares import held
from ..words import RoewShares, translate
from . import flow
from .money import bank_to_company, company_to_bank, company_to_player, money
from .networks import joined, merger_price, merger_targets
from .state import Ballot, Phase

if TYPE_CHECKING:
    from .actions import ProposeMerger, SkipMerger, Vote
    from .context import StockRules as StockGame


def _active(game: StockGame) -> int | str:
    s = game.state
    if s.phase != Phase.MERGERS or not s.queue:
        return translate("RoewShares", "Mergers are proposed in the merger phase (ST-20).")
    if s.ballot is not None:
        return translate("RoewShares", "A merger is being voted on (ST-21).")
    return s.queue[0]


def check_propose(game: StockGame, action: ProposeMerger) -> str | None:
    index = _active(game)
    if isinstance(index, str):
        return index
    try:
        target = game.data.index_of(action.target)
    except KeyError:
        return translate("RoewShares", "There is no company {company} (ST-3).").format(company=repr(action.target)[:20])
    if target in merger_targets(game, index):
        return None
    name, other = game.company_name(index), game.company_name(target)
    if target == index:
        return translate("RoewShares", "{company} cannot merge with itself (ST-20).").format(company=name)
    s = game.state
    if not s.companies[target].floated:
        return translate("RoewShares", "No player holds a share of {other}: it takes no part (ST-9).").format(
            other=other)
    if target in s.merged:
        return translate("RoewShares", "{other} has been in a merger this phase already (ST-Q5).").format(other=other)
    if not joined(s, index, target):
        return translate("RoewShares", "{other}'s network does not join {company}'s (ST-20).").format(
            other=other, company=name)
    return translate("RoewShares", "{company} cannot pay {price} for {other}'s shares, even issuing every share on its "
                     "tableau (ST-Q5).").format(company=name, price=money(merger_price(game, target)), other=other)


def _voters(game: StockGame, company: int, first: int) -> list[int]:
    """The holders of the company's shares, clockwise from ``first``."""
    count = held(game.state.companies[company])
    return [seat for seat in game.state.clockwise(first) if count[seat]]


def apply_propose(game: StockGame, action: ProposeMerger) -> list[str]:
    s = game.state
    index, target = s.queue[0], game.data.index_of(action.target)
    c = s.companies[index]
    assert c.director is not None
    director = c.director
    count = held(c)
    to_vote = [seat for seat in _voters(game, index, director) if seat != director]
    s.ballot = Ballot(index, target, index, to_vote, yes=count[director], director_yes=True)
    lines = [RoewShares.tr("{who} proposes that {company} take over {other}, voting yes with %n share(s) (ST-20, "
                           "ST-Q14).", None, count[director]).format(
        who=s.players[director].name, company=game.company_name(index), other=game.company_name(target))]
    return lines + _next_vote(game)


def check_skip(game: StockGame, action: SkipMerger) -> str | None:
    index = _active(game)
    return index if isinstance(index, str) else None


def apply_skip(game: StockGame, action: SkipMerger) -> list[str]:
    return [translate("RoewShares", "{company} proposes no merger (ST-20).").format(
        company=game.company_name(game.state.queue[0])),
            *flow.next_merger(game)]


def check_vote(game: StockGame, action: Vote) -> str | None:
    s = game.state
    if s.phase == Phase.MERGERS and s.ballot is not None:
        return None
    return translate("RoewShares", "No merger is being voted on (ST-21).")


def apply_vote(game: StockGame, action: Vote) -> list[str]:
    s = game.state
    b = s.ballot
    assert b is not None
    votes = held(s.companies[b.stage])[action.player]
    if action.yes:
        b.yes += votes
    else:
        b.no += votes
    if action.player == s.companies[b.stage].director:
        b.director_yes = action.yes
    b.to_vote.pop(0)
    words = (RoewShares.tr("{who} votes yes with %n share(s) of {company} (ST-21).", None, votes) if action.yes
             else RoewShares.tr("{who} votes no with %n share(s) of {company} (ST-21).", None, votes))
    lines = [words.format(who=s.players[action.player].name, company=game.company_name(b.stage))]
    return lines + _next_vote(game)


def _next_vote(game: StockGame) -> list[str]:
    """The next voter, or the vote's count: yes wins a majority, a tie goes the director's way."""
    s = game.state
    b = s.ballot
    assert b is not None
    game.new_turn_record()
    if b.to_vote:
        return []
    passed = b.yes > b.no or (b.yes == b.no and b.director_yes)
    name = game.company_name(b.stage)
    yes, no = b.yes, b.no
    if not passed:
        s.ballot = None
        return [translate("RoewShares", "{company}'s shareholders vote {yes} to {no}: no merger (ST-21).").format(
            company=name, yes=yes, no=no), *flow.next_merger(game)]
    if b.stage == b.company:
        target = s.companies[b.target]
        assert target.director is not None
        b.stage, b.yes, b.no, b.director_yes = b.target, 0, 0, False
        b.to_vote = _voters(game, b.target, target.director)
        return [translate("RoewShares", "{company}'s shareholders vote {yes} to {no}: yes; now {other}'s "
                                        "shareholders vote "
                          "(ST-21).").format(company=name, yes=yes, no=no, other=game.company_name(b.target))]
    s.ballot = None
    return [translate("RoewShares", "{company}'s shareholders vote {yes} to {no}: yes (ST-21).").format(
        company=name, yes=yes, no=no),
            *merge(game, b.company, b.target), *flow.next_merger(game)]


def merge(game: StockGame, index: int, target: int) -> list[str]:
    """ST-22, ST-Q5, ST-Q14: the purchase, the target's cash and loans, its links, its reset."""
    s, data = game.state, game.data
    c, t = s.companies[index], s.companies[target]
    name, other = game.company_name(index), game.company_name(target)
    each = data.prices[t.price] + data.money.merger_premium
    cost = merger_price(game, target)
    lines = []
    if cost > c.treasury:
        price = data.prices[c.price]
        n = -(-(cost - c.treasury) // price)
        c.tableau -= n
        c.issued += n
        bank_to_company(s, c, n * price)
        lines.append(RoewShares.tr("{company} issues %n share(s) at {price} to pay (ST-22, ST-Q14).", None, n).format(
            company=name, price=money(price)))
    for seat, n in sorted(held(t).items()):
        company_to_player(s, c, seat, n * each)
        s.players[seat].shares.pop(t.key)
        lines.append(RoewShares.tr("{who} sells %n share(s) of {other} to {company} for {amount} (ST-22).", None,
                                   n).format(who=s.players[seat].name, other=other, company=name,
                                             amount=money(n * each)))
    if t.stock_board:
        company_to_bank(s, c, t.stock_board * each)
        lines.append(RoewShares.tr("{company} pays the bank {amount} for %n share(s) of {other} on the stock board "
                                   "(ST-22).", None, t.stock_board).format(
            company=name, amount=money(t.stock_board * each), other=other))
    c.treasury += t.treasury
    c.loans += t.loans
    lines.append(RoewShares.tr("{other}'s {amount} and %n loan(s) pass to {company} (ST-Q5).", None, t.loans).format(
        other=other, amount=money(t.treasury), company=name))
    links = [link for link in s.track.links if link.owner == target]
    for link in links:
        link.owner = index
    s.clock += 1
    t.price, t.price_since = data.start_step(target), s.clock
    t.tableau, t.stock_board, t.issued = data.shares.tableau, data.shares.stock_board, 0
    t.owners, t.director, t.treasury, t.income, t.loans = [], None, 0, 0, 0
    t.resets += 1
    s.merged += [index, target]
    return [*lines, RoewShares.tr("{company}'s locomotives take over %n link(s) of {other}; {other} is set up afresh "
                                  "at {price} and may float again (ST-22, ST-Q15).", None, len(links)).format(
        company=name, other=other, price=money(data.prices[t.price]))]
