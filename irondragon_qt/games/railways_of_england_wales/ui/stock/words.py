"""The share game in a player's words and colours: the phases, the companies' colours (their
track, their rows), a player's worth (cash and shares at their price, what ST-26 would pay before
the loans' steps) and the price change a dividend will cause (ST-18, ST-Q4, ST-Q12: the model's
``dividends.price_steps``, kept on the track)."""

from __future__ import annotations

from ...stock.dividends import paying_shares, price_steps
from ...stock.game import StockGame
from ...stock.money import money
from ...stock.state import Phase
from ...words import RoewTable, translate


def phase_words(phase: Phase) -> str:
    """A phase, with its rules, in the words of a sentence's middle."""
    return {Phase.PREPARATION: translate("RoewTable", "the preparation round's share auctions (ST-5..8)"),
            Phase.OPERATING: translate("RoewTable", "the operating phase (ST-10..15)"),
            Phase.DIVIDENDS: translate("RoewTable", "the dividend phase (ST-16..19)"),
            Phase.MERGERS: translate("RoewTable", "the merger phase (ST-20..22)"),
            Phase.STOCK: translate("RoewTable", "the stock phase (ST-23)"),
            Phase.OVER: translate("RoewTable", "the end (ST-26)")}[phase]


def short_phase(phase: Phase) -> str:
    """A phase in a word: "dividends"."""
    return {Phase.PREPARATION: translate("RoewTable", "preparation"),
            Phase.OPERATING: translate("RoewTable", "operating"),
            Phase.DIVIDENDS: translate("RoewTable", "dividends"),
            Phase.MERGERS: translate("RoewTable", "mergers"),
            Phase.STOCK: translate("RoewTable", "stock"),
            Phase.OVER: translate("RoewTable", "the end")}[phase]


def colours(game: StockGame) -> list[str]:
    """Each company's colour by its index (companies.toml): its track and its rows."""
    return [c.colour for c in game.data.companies]


def price(game: StockGame, index: int) -> int:
    return game.data.prices[game.state.companies[index].price]


def shares_value(game: StockGame, seat: int) -> int:
    """``seat``'s shares at their companies' prices now."""
    return sum(n * price(game, game.data.index_of(key)) for key, n in game.state.players[seat].shares.items())


def worth(game: StockGame, seat: int) -> int:
    """Cash and shares at their prices (the end cashes them so, after the loans' steps: ST-26); at
    the end, the money the end counted (the shares are cashed, though still listed as held)."""
    s = game.state
    return s.final[seat] if s.final else s.players[seat].cash + shares_value(game, seat)


def holdings(game: StockGame, seat: int) -> str:
    """"LNWR 2, GWR 1" (or "none")."""
    held = game.state.players[seat].shares
    return ", ".join(f"{game.company_name(i)} {held[c.key]}" for i, c in enumerate(game.data.companies)
                     if held.get(c.key)) or translate("RoewTable", "none")


def dividend_preview(game: StockGame, index: int, per_share: int) -> str:
    """What ``per_share`` pays in all and how it moves the price (ST-17, ST-18), before it is paid."""
    c = game.state.companies[index]
    n = paying_shares(game.data, c)
    total = per_share * n
    now = game.data.prices[c.price]
    step = max(0, min(len(game.data.prices) - 1, c.price + price_steps(total, now)))  # kept on the track
    moved, after = step - c.price, game.data.prices[step]
    if moved > 0:
        change = RoewTable.tr("the price rises %n step(s) to {price}", None, moved).format(price=money(after))
    elif moved < 0:
        change = RoewTable.tr("the price falls %n step(s) to {price}", None, -moved).format(price=money(after))
    else:
        change = translate("RoewTable", "the price stays at {price}, the end of the track").format(price=money(now))
    return RoewTable.tr("{each} on %n share(s) is {total} in all: {change} (ST-18, ST-Q4).", None, n).format(
        each=money(per_share), total=money(total), change=change)
