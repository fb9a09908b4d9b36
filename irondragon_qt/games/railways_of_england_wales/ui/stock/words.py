"""The share game in a player's words and colours: the phases, the companies' colours (their
track, their rows), a player's worth (cash and shares at their price, what ST-26 would pay before
the loans' steps) and the price change a dividend will cause (ST-18, ST-Q4, ST-Q12: the model's
``dividends.price_steps``, kept on the track)."""

from __future__ import annotations

from .....engine.words import plural
from ...stock.dividends import paying_shares, price_steps
from ...stock.game import StockGame
from ...stock.money import money
from ...stock.state import Phase

PHASES = {Phase.PREPARATION: "the preparation round's share auctions (ST-5..8)",
          Phase.OPERATING: "the operating phase (ST-10..15)", Phase.DIVIDENDS: "the dividend phase (ST-16..19)",
          Phase.MERGERS: "the merger phase (ST-20..22)", Phase.STOCK: "the stock phase (ST-23)",
          Phase.OVER: "the end (ST-26)"}
SHORT_PHASES = {Phase.PREPARATION: "preparation", Phase.OPERATING: "operating", Phase.DIVIDENDS: "dividends",
                Phase.MERGERS: "mergers", Phase.STOCK: "stock", Phase.OVER: "the end"}


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
                     if held.get(c.key)) or "none"


def dividend_preview(game: StockGame, index: int, per_share: int) -> str:
    """What ``per_share`` pays in all and how it moves the price (ST-17, ST-18), before it is paid."""
    c = game.state.companies[index]
    n = paying_shares(game.data, c)
    total = per_share * n
    now = game.data.prices[c.price]
    step = max(0, min(len(game.data.prices) - 1, c.price + price_steps(total, now)))  # kept on the track
    moved, after = step - c.price, game.data.prices[step]
    if moved > 0:
        change = f"the price rises {plural(moved, 'step')} to {money(after)}"
    elif moved < 0:
        change = f"the price falls {plural(-moved, 'step')} to {money(after)}"
    else:
        change = f"the price stays at {money(now)}, the end of the track"
    return f"{money(per_share)} on {plural(n, 'share')} is {money(total)} in all: {change} (ST-18, ST-Q4)."
