"""The round (ST-9, ST-10, ST-16, ST-19, ST-20, ST-23, ST-25, ST-26): after the preparation round,
each round is an operating phase (highest price first), a dividend phase (the same order, loan
interest first), a merger phase (lowest price first) and a stock phase (from the start player);
equal prices go by who reached the price first, then by tableau order (ST-Q8). A company no player
holds a share of takes no part (ST-9). The end is checked after the stock phase (ST-Q15): at the
end count of empty cities each loan lowers its company's price one step, the players' shares are
cashed at their price, and the most money wins, a tie shared (ST-26, ST-Q10)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..words import RoewShares, translate
from .money import bank_to_company, bank_to_players, company_to_bank, money, move_price
from .networks import merger_targets
from .state import Phase, StockState

if TYPE_CHECKING:
    from .context import StockRules as StockGame


def by_price(s: StockState, highest_first: bool) -> list[int]:
    """The floated companies by price (ST-10: highest first; ST-20: lowest first); equal prices by
    who reached the price first, then tableau order (ST-Q8)."""
    sign = -1 if highest_first else 1
    floated = [i for i, c in enumerate(s.companies) if c.floated]
    return sorted(floated, key=lambda i: (sign * s.companies[i].price, s.companies[i].price_since, i))


def _names(game: StockGame, order: list[int]) -> str:
    return ", ".join(game.company_name(i) for i in order) or translate("RoewShares", "none")


# --- operating (ST-10) ----------------------------------------------------------------------------
def begin_round(game: StockGame) -> list[str]:
    s = game.state
    s.round += 1
    s.phase = Phase.OPERATING
    s.order = by_price(s, highest_first=True)
    s.queue = list(s.order)
    game.new_turn_record()
    lines = [translate("RoewShares", "Round {round}: the operating phase, highest price first: "
                                     "{companies} (ST-10).").format(
        round=s.round, companies=_names(game, s.order))]
    return lines + (_operating_turn(game) if s.queue else start_dividends(game))


def _operating_turn(game: StockGame) -> list[str]:
    s = game.state
    c = s.companies[s.queue[0]]
    assert c.director is not None
    return [translate("RoewShares", "{company} operates; {director} directs it (ST-10, ST-12).").format(
        company=game.company_name(s.queue[0]), director=s.players[c.director].name)]


def next_operating(game: StockGame) -> list[str]:
    """The company after the one that just acted, or the dividend phase."""
    s = game.state
    s.queue.pop(0)
    game.new_turn_record()
    return _operating_turn(game) if s.queue else start_dividends(game)


# --- dividends (ST-16..19) ------------------------------------------------------------------------
def start_dividends(game: StockGame) -> list[str]:
    s = game.state
    s.phase = Phase.DIVIDENDS
    s.queue = [i for i in s.order if s.companies[i].floated]
    return [translate("RoewShares", "The dividend phase, in the same order (ST-16)."), *_dividend_turn(game)]


def _dividend_turn(game: StockGame) -> list[str]:
    """The next company's loan interest, taking further loans when its treasury is short (ST-16,
    ST-Q16); with every company done, $5,000 to each player (ST-19) and the merger phase."""
    s = game.state
    game.new_turn_record()
    if not s.queue:
        each = game.data.money.per_player
        bank_to_players(s, [each] * len(s.players))
        return [translate("RoewShares", "Every player receives {amount} from the bank (ST-19).").format(
            amount=money(each)),
                *start_mergers(game)]
    index = s.queue[0]
    c = s.companies[index]
    held = c.loans  # the loans the interest is for (not those taken to pay it)
    due = held * game.data.money.loan_interest
    if not due:
        return []
    lines = []
    short = due - c.treasury
    if short > 0:
        more = -(-short // game.data.money.loan)
        c.loans += more
        s.loans_taken += more
        bank_to_company(s, c, more * game.data.money.loan)
        lines.append(RoewShares.tr("{company} takes %n loan(s) to pay its interest (ST-16, "
                                   "ST-Q16).", None, more).format(
            company=game.company_name(index)))
    company_to_bank(s, c, due)
    return [*lines, RoewShares.tr("{company} pays {amount} interest on %n loan(s) (ST-16).", None, held).format(
        company=game.company_name(index), amount=money(due))]


def next_dividend(game: StockGame) -> list[str]:
    game.state.queue.pop(0)
    return _dividend_turn(game)


# --- mergers (ST-20..22) --------------------------------------------------------------------------
def start_mergers(game: StockGame) -> list[str]:
    s = game.state
    s.phase = Phase.MERGERS
    s.merged = []
    s.queue = by_price(s, highest_first=False)
    return [translate("RoewShares", "The merger phase, lowest price first (ST-20)."), *_merger_turn(game)]


def _merger_turn(game: StockGame) -> list[str]:
    """The next company with a partner it could merge with; the others are skipped (ST-Q14)."""
    s = game.state
    game.new_turn_record()
    while s.queue and not merger_targets(game, s.queue[0]):
        s.queue.pop(0)
    return [] if s.queue else start_stock(game)


def next_merger(game: StockGame) -> list[str]:
    game.state.queue.pop(0)
    return _merger_turn(game)


# --- the share auctions (ST-5..8, ST-23) ----------------------------------------------------------
def start_stock(game: StockGame) -> list[str]:
    s = game.state
    s.phase = Phase.STOCK
    s.queue = []
    open_offers(s)
    game.new_turn_record()
    return [translate("RoewShares", "The stock phase: {who} offers first (ST-23).").format(who=s.players[s.start].name)]


def open_offers(s: StockState) -> None:
    s.offerer, s.declined, s.last_buyer, s.sale = s.start, [], None, None


def offers_over(game: StockGame) -> list[str]:
    """Everyone declined: the start marker goes left of the last buyer, or stays if nobody bought
    (ST-8, ST-23, ST-Q15); then the first round, the end (ST-25) or the next round."""
    s = game.state
    n = len(s.players)
    if s.last_buyer is not None:
        s.start = (s.last_buyer + 1) % n
        lines = [translate("RoewShares", "{who}, left of the last buyer, takes the start-player marker (ST-8).").format(
            who=s.players[s.start].name)]
    else:
        lines = [translate("RoewShares", "Nobody bought a share: {who} keeps the start-player marker (ST-Q15).").format(
            who=s.players[s.start].name)]
    if s.phase == Phase.STOCK:
        limit = game.data.empty_cities[n]
        if len(s.empty) >= limit:
            return [*lines, translate("RoewShares", "{empty} empty cities: the game ends ({limit} end it, "
                                                    "ST-25).").format(
                empty=len(s.empty), limit=limit), *final(game)]
    return lines + begin_round(game)


# --- the end (ST-26) ------------------------------------------------------------------------------
def final(game: StockGame) -> list[str]:
    s = game.state
    lines = []
    last = len(game.data.prices) - 1
    for index, c in enumerate(s.companies):
        if c.loans:
            moved = move_price(s, c, -c.loans, last)
            lines.append(RoewShares.tr("{company} has %n loan(s): its price falls {steps} to {price} (ST-26).", None,
                                       c.loans).format(company=game.company_name(index),
                                                       steps=RoewShares.tr("%n step(s)", None, -moved),
                                                       price=money(game.data.prices[c.price])))
    paid = [sum(game.data.prices[s.companies[game.data.index_of(k)].price] * n for k, n in p.shares.items())
            for p in s.players]
    bank_to_players(s, paid)
    s.final = [p.cash for p in s.players]
    best = max(s.final)
    s.winners = [seat for seat, cash in enumerate(s.final) if cash == best]
    s.phase = Phase.OVER
    lines += [translate("RoewShares", "{who} cashes shares for {amount}: {cash} in all (ST-26).").format(
        who=p.name, amount=money(v), cash=money(p.cash)) for p, v in zip(s.players, paid, strict=True)]
    names = [s.players[w].name for w in s.winners]
    if len(names) > 1:
        return [*lines, translate("RoewShares", "{names} and {last} share the win (ST-Q10) with {cash}.").format(
            names=translate("RoewRules", " and ").join(names[:-1]), last=names[-1], cash=money(best))]
    return [*lines, translate("RoewShares", "{who} wins with {cash}.").format(who=names[0], cash=money(best))]
