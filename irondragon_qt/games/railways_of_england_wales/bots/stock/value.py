"""What the companies and their shares are worth to a computer player, from what the table shows.

- The rounds left: the game ends after the round in which the empty cities reach the end count
  (ST-25), so they are estimated from the cubes on the cities nearest to emptying and the
  deliveries the companies make a round.
- A company's earnings a round: its network's best routes (``routes.Prospect``), delivered in
  ``DELIVERING`` of the rounds, at the income table's dollars a link (ST-14, ST-15, ST-Q2); a
  company without track is worth what a first link usually opens.
- Its forecast: round by round the earnings come in, and a director pays the most whole
  multiples of the price as dividend (each one price step, ST-18, ST-Q4, ST-Q12), else a little
  (one step down) or nothing (two down): the price at the end and the dividends a share collects.
  A share is worth both (ST-26: shares are cashed at their price; treasuries are not, ST-Q15).
- A player's worth: cash and shares at their price now (the end's count, ST-26)."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from ...board.hexboard import Coord
from ...stock.dividends import paying_shares
from ...stock.networks import places
from ...stock.state import Phase
from .routes import DEPTH, Prospect, Run, best_runs, company_graph, prospect_of

if TYPE_CHECKING:
    from ...stock.game import StockGame
    from ..network import Graph
    from .levels import StockLevel

DELIVERING = 0.55  # the part of its rounds a company delivers in (it builds in the others)
FIRST_LINK_INCOME = 2.5  # links a new company's deliveries go over (it has no track yet)
TOP_ROUTES = 3  # the best routes its earnings are the mean of
# the rounds left: a start-up while companies lay their first track, then rounds for each city still
# to empty and for each cube beyond one on those cities (measured: Baselines' games last 10 rounds
# with 3 players, 13 with 4, where the emptiest cities hold 1 and 2 cubes)
START_UP = 2.0
PER_CITY = 0.53
PER_EXTRA_CUBE = 0.16
ISSUED_LATER = 1.0  # the part of a tableau's shares a forecast expects its director to issue


def rounds_left(game: StockGame) -> float:
    """The rounds still to come, this one included (at least 1)."""
    s = game.state
    needed = game.data.empty_cities[len(s.players)] - len(s.empty)
    if needed <= 0:
        return 1.0
    counts = sorted(len(cubes) for at, cubes in s.cubes.items() if cubes and at not in s.empty)[:needed]
    extra = sum(counts) - len(counts)
    start_up = START_UP if not s.track.links else 0.0
    return max(1.0, start_up + PER_CITY * needed + PER_EXTRA_CUBE * extra)


def final_round(game: StockGame) -> bool:
    """The end count of empty cities is reached: this round is the last (ST-25, ST-Q15)."""
    s = game.state
    return len(s.empty) >= game.data.empty_cities[len(s.players)]


@dataclass(frozen=True)
class Forecast:
    price: int  # at the end
    dividends: float  # a share collects from now on
    steps: int  # the price moves, up less down

    @property
    def share(self) -> float:
        return self.price + self.dividends


def forecast(game: StockGame, step: int, treasury: float, shares: int, earnings: float, rounds: float) -> Forecast:
    """The price and dividends of a company at price step ``step`` with ``treasury``, ``shares``
    paying and ``earnings`` a round, over ``rounds`` more rounds of earnings and dividends. Its
    director pays the most whole multiples of the price each round (each a step up, ST-18, ST-Q12),
    else a little (a step down) or nothing (two down)."""
    prices, last = game.data.prices, len(game.data.prices) - 1
    least = game.data.money.dividend_step * max(1, shares)
    paid, start = 0.0, step
    count = max(0, round(rounds))
    for _ in range(count):
        treasury += earnings
        price = prices[step]
        k = int(treasury // price)
        if k:
            pay, step = k * price, min(last, step + k)
        elif treasury >= least:
            pay, step = least, max(0, step - 1)
        else:
            pay, step = 0, max(0, step - 2)
        treasury -= pay
        paid += pay / max(1, shares)
    return Forecast(prices[step], paid, step - start)


@dataclass
class Outlook:
    """One decision's reading of the table, for ``seat`` at its ``level`` (kept while it decides)."""

    game: StockGame
    seat: int
    level: StockLevel
    rounds: float = 0.0
    graph: Graph = field(default_factory=dict)
    _best: dict[int, dict[tuple[Coord, str], Run]] = field(default_factory=dict)

    def __post_init__(self) -> None:
        self.rounds = rounds_left(self.game)
        self.graph = company_graph(self.game.state)
        self.per_link = self.game.data.income.pays(1) - self.game.data.income.pays(0)

    # --- the companies' track and deliveries --------------------------------------------------
    def best(self, index: int) -> dict[tuple[Coord, str], Run]:
        """The longest route of each cube on company ``index``'s network (ST-14)."""
        found = self._best.get(index)
        if found is None:
            s = self.game.state
            found = dict(best_runs(self.graph, s.colour_of, s.cubes, index, places(s, index), self.depth))
            self._best[index] = found
        return found

    @property
    def depth(self) -> int:
        return min(DEPTH, self.level.depth)

    def prospect(self, index: int) -> Prospect:
        return prospect_of(self.best(index), self.game.state.cubes)

    def deliveries_left(self) -> int:
        """The deliveries a company may still make after this round's action (one at least: the
        game goes on until cities are emptied)."""
        return max(1, round((self.rounds - 1) * DELIVERING))

    def promise(self, prospect: Prospect) -> float:
        """Dollars a network's promise brings over the rounds left after this one."""
        return self.per_link * prospect.worth(self.deliveries_left(), self.level.decay)

    def earnings(self, index: int) -> float:
        """Dollars a round company ``index`` should earn (see above)."""
        incomes = self.prospect(index).incomes[:TOP_ROUTES]
        links = sum(incomes) / len(incomes) if incomes else FIRST_LINK_INCOME
        return DELIVERING * links * self.per_link

    # --- shares -----------------------------------------------------------------------------------
    def forecast(self, index: int, more_treasury: int = 0, more_shares: int = 0, selling: bool = False) -> Forecast:
        """Company ``index``'s forecast from now (this round's dividend to come), with the money of
        the shares still on the stock board (they sell at their price at least; ``selling``: one
        of them is being sold for ``more_treasury``) and of those its director may still issue
        (``ISSUED_LATER`` of them) counted in."""
        game = self.game
        c = game.state.companies[index]
        later = int(c.tableau * ISSUED_LATER)
        shares = paying_shares(game.data, c) + more_shares + later
        unsold = c.stock_board - selling
        treasury = c.treasury + more_treasury + (later + unsold) * self.price(index)
        rounds = self.rounds - (game.state.phase not in (Phase.OPERATING, Phase.DIVIDENDS))
        return forecast(game, c.price, treasury, shares, self.earnings(index), max(0.0, rounds))

    def share_value(self, index: int, more_treasury: int = 0, selling: bool = False) -> float:
        """What a share of company ``index`` should bring its holder by the end."""
        return self.forecast(index, more_treasury, selling=selling).share

    def price(self, index: int) -> int:
        return self.game.data.prices[self.game.state.companies[index].price]

    def step_up(self, index: int, steps: int = 1) -> int:
        """Dollars a share gains when the price marker moves ``steps`` up (down when negative)."""
        c = self.game.state.companies[index]
        prices = self.game.data.prices
        return prices[max(0, min(len(prices) - 1, c.price + steps))] - prices[c.price]

    def held(self, seat: int, index: int) -> int:
        return self.game.state.players[seat].shares.get(self.game.state.companies[index].key, 0)

    def worth(self, seat: int) -> int:
        """Cash and shares at their price now (ST-26)."""
        p = self.game.state.players[seat]
        return p.cash + sum(self.price(self.game.data.index_of(k)) * n for k, n in p.shares.items())

    def rivals(self) -> list[int]:
        return [k for k in range(len(self.game.state.players)) if k != self.seat]

    def leader_among_rivals(self) -> int:
        """The rival worth the most now (the one whose gains count against the seat's)."""
        return max(self.rivals(), key=lambda k: (self.worth(k), -k))
