"""What the player to act may do now, for random play, the contract tests and the computer players'
candidates; every action listed passes ``check``. Some kinds are many, and only a fair choice of
them is listed (a player, or a computer player, may do any other the rules allow):

- an offer opens at the share's price, a bid is the least raise;
- a build is one whole link: from each place the company may build from (ST-13), the cheapest link
  to each place within ``LINK_TILES`` tiles (a two-link build is two of them, composed);
- a delivery goes over at most ``ROUTE_LINKS`` links (ST-14 sets no limit);
- a dividend is one per price change it can cause (ST-18), and the most the treasury pays."""

from __future__ import annotations

import heapq
from collections.abc import Iterator
from typing import TYPE_CHECKING, Any

from ..board.hexboard import GREY, Coord
from ..rules.costs import costs_of
from ..rules.routes import routes_from
from . import actions as a
from .dividends import paying_shares
from .networks import merger_targets, places
from .state import Board, Phase

if TYPE_CHECKING:
    from .context import StockRules as StockGame

LINK_TILES = 6
ROUTE_LINKS = 8


def legal_actions(game: StockGame) -> list[Any]:
    if game.is_over():
        return []
    s, seat = game.state, game.current_seat()
    out: list[Any]
    if s.phase in (Phase.PREPARATION, Phase.STOCK):
        out = _auction(game, seat)
    elif s.ballot is not None:
        out = [a.Vote(seat, True), a.Vote(seat, False)]
    elif s.phase == Phase.MERGERS:
        out = [a.SkipMerger(seat)] + [a.ProposeMerger(seat, game.data.companies[t].key)
                                     for t in merger_targets(game, s.queue[0])]
    elif s.phase == Phase.DIVIDENDS:
        out = [a.Dividend(seat, x) for x in dividend_choices(game)]
    else:
        c = s.companies[s.queue[0]]
        out = [a.Pass(seat), *(a.IssueShares(seat, n) for n in range(1, c.tableau + 1)), a.TakeLoan(seat)]
        out += list(deliveries(game, seat)) + [a.Build(seat, (link,)) for link in links(game)]
    return [x for x in out if game.check(x) is None]


def _auction(game: StockGame, seat: int) -> list[Any]:
    s = game.state
    step = game.data.money.bid_step
    if s.sale is not None:
        auction = s.sale.auction
        return [a.PassBid(seat), a.Bid(seat, auction.high_bid + step)]
    out: list[Any] = [a.DeclineOffer(seat)]
    for c, company in zip(s.companies, game.data.companies, strict=True):
        price = game.data.prices[c.price]
        out += [a.Offer(seat, company.key, board, price) for board in Board]
    return out


def dividend_choices(game: StockGame) -> list[int]:
    """Per-share dividends, one for each price change the treasury can pay for, and the most."""
    s = game.state
    c = s.companies[s.queue[0]]
    n, step = paying_shares(game.data, c), game.data.money.dividend_step
    most = c.treasury // n // step * step
    price = game.data.prices[c.price]
    out = {0, most, min(most, step)}
    for k in range(1, most * n // price + 1):
        out.add(-(-k * price // n // step) * step)  # the least per share whose total reaches k times the price
    return sorted(x for x in out if x <= most)


def deliveries(game: StockGame, seat: int) -> Iterator[a.Deliver]:
    """Each cube on the company's network, over each route of at most ROUTE_LINKS links."""
    s = game.state
    index = s.queue[0]
    for start in sorted(places(s, index)):
        for colour in sorted(set(s.cubes.get(start, []))):
            for route in routes_from(game.board, s.track, s.colour_of.__getitem__, start, colour, ROUTE_LINKS):
                own = sum(1 for link in route.links if s.track.link(link).owner == index)
                if 2 * own >= len(route.links):
                    yield a.Deliver(seat, start, colour, route.links)


def links(game: StockGame) -> list[tuple[Coord, ...]]:
    """The cheapest whole link from each place the operating company may build from to each place
    within LINK_TILES tiles (the first link from a city, later ones from its network: ST-13)."""
    s, board = game.state, game.board
    reached = places(s, s.queue[0])
    starts = sorted(reached) if reached else sorted(at for at, c in s.colour_of.items() if c != GREY)
    used = s.track.used_edges()
    crossing: dict[Coord, int] = {}
    for link in s.track.links:
        for at in link.tiles:
            crossing[at] = crossing.get(at, 0) + 1
    costs = costs_of(game.comp)
    out: list[tuple[Coord, ...]] = []
    for start in starts:
        best: dict[Coord, tuple[int, tuple[Coord, ...]]] = {}
        seen: set[Coord] = set()
        heap: list[tuple[int, tuple[Coord, ...]]] = [(0, (start,))]
        while heap:
            cost, path = heapq.heappop(heap)
            at = path[-1]
            if at in seen:
                continue
            seen.add(at)
            if len(path) > LINK_TILES:
                continue
            for n in board.neighbours(at):
                if frozenset((at, n)) in used or n in path:
                    continue
                step = cost + (costs.ridge if board.ridge(at, n) else 0)
                if board.place(n) is not None:
                    if len(path) > 1 and (n not in best or step < best[n][0]):
                        best[n] = (step, (*path, n))
                elif crossing.get(n, 0) < 2:
                    heapq.heappush(heap, (step + costs.hex_price(board.cells[n]), (*path, n)))
        out += [path for _, (_, path) in sorted(best.items())]
    return out
