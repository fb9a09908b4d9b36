"""What things are worth to a seat, in Thaler of cash at the end (GR-E3: only cash counts).

- How many dividend phases are still to come: each new connection pays one (GR-D2); the game
  ends when every company has 2 connections (GR-E1), so the phases left are estimated from the
  connections still missing.
- A share's worth: its company's income, plus part of the growth its cubes, treasury and reach
  still allow, paid in each phase to come; BHE's only once Berlin and Hamburg are both in reach
  (GR-C8); plus the turn-order effect (GR-T3: more income, fewer tokens, fewer slots).
- A seat's stake in a company: its shares, less the rivals' shares weighed by ``seat_weights``:
  a dividend everybody shares alike gains nobody anything."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING

from ..rules.bag import tokens
from ..rules.building import occupancy
from ..rules.income import may_pay
from .paths import routes

if TYPE_CHECKING:
    from ..rules.game import Game
    from .levels import Level

CONNECTIONS_NEEDED = 2  # GR-E1
# dividend phases still to come per missing connection, plus a few between companies already linked twice:
# measured over 12 games of Standards (3-5 players, seeds 500-511) at each round's start, 16 missing left 10.9
# phases to come, 8 left 6.8, 4 left 3.7, 2 left 1.9, 1 left 0.7 (was 0.55 and 1.0, guessed)
PHASES_PER_MISSING = 0.62
PHASES_BASE = 0.6
PHASES_PER_ROUND = 0.45  # dividend phases a round brings (same games: 11 phases in 26 rounds; was 1.2, guessed)
GROWTH_SHARE = 0.5  # the part of a company's growth its income has on average over the phases left
INCOME_PER_CUBE = 0.45  # income a cube adds on average (cities are about 1 cell in 4, a few worth 2-3)
THALER_PER_INCOME = 6.0  # what a point of income costs to build on average
SHARE_PRICE_GUESS = 6  # what an unsold share should bring its treasury
BHE_HOPE = 0.4  # the part of its dividends a company under GR-C8 is expected to pay while both cities are in reach
DOUBLE_HOPE = 0.5  # the chance a connection in reach is made by this company itself, paying it double (GR-D4)
MEETINGS_COUNTED = 2  # at most this many such connections counted
SLOT_WORTH = 1.0  # Thaler one more slot is worth (GR-T3/T5): most late slots are passes


def missing(game: Game, extra: Mapping[str, int] | None = None) -> int:
    """The connections still missing before GR-E1 ends the game; ``extra`` adds new ones."""
    extra = extra or {}
    return sum(max(0, CONNECTIONS_NEEDED - len(c.connected) - extra.get(cid, 0))
               for cid, c in game.state.companies.items())


def phases_left(game: Game, gap: int | None = None) -> float:
    gap = missing(game) if gap is None else gap
    return 0.0 if gap == 0 else PHASES_PER_MISSING * gap + PHASES_BASE


def rounds_left(game: Game) -> float:
    return phases_left(game) / PHASES_PER_ROUND


@dataclass(frozen=True)
class Company:
    """A company's figures that a build changes: its income, treasury and cubes left."""

    income: int
    treasury: int
    cubes: int


def figures(game: Game, cid: str) -> Company:
    c = game.state.companies[cid]
    return Company(c.income, c.treasury, c.cubes_left)


def growth(game: Game, cid: str, now: Company, gained: int = 0) -> float:
    """The income the company could still add: bounded by its cubes, by its money (with the
    shares still to sell), and by the cities in reach (less ``gained`` already taken)."""
    shares = game.book.constants.shares
    unsold = shares - len(game.state.companies[cid].owners)
    money = now.treasury + unsold * SHARE_PRICE_GUESS
    reach = sum(_value(game, r.city) for r in routes(game, cid)) - gained
    return max(0.0, min(now.cubes * INCOME_PER_CUBE, money / THALER_PER_INCOME, float(reach)))


def _value(game: Game, key: tuple[int, int]) -> int:
    city = game.board.cells[key].city
    return 0 if city is None else city.value


def pays(game: Game, cid: str) -> float:
    """1 if it pays dividends (GR-C8), else the hope that it will."""
    if may_pay(game, cid):
        return 1.0
    needed = game.book.company(cid).abilities.get("pays_only_with", [])
    names = {game.board.cells[r.city].city.name for r in routes(game, cid)  # type: ignore[union-attr]
             if game.board.cells[r.city].city is not None}
    return BHE_HOPE if set(needed) <= names | _held_names(game, cid) else 0.0


def _held_names(game: Game, cid: str) -> set[str]:
    board = game.board
    return {board.cells[at].city.name for at in game.state.companies[cid].network  # type: ignore[union-attr]
            if board.cells[at].city is not None}


def share_worth(game: Game, cid: str, level: Level, now: Company | None = None, phases: float | None = None,
                gained: int = 0, paying: float | None = None) -> float:
    """The dividends one share of ``cid`` should still pay (before the turn-order effect)."""
    now = now or figures(game, cid)
    phases = phases_left(game) if phases is None else phases
    grow = GROWTH_SHARE * growth(game, cid, now, gained) if level.growth else 0.0
    paying = pays(game, cid) if paying is None else paying
    double = DOUBLE_HOPE * min(MEETINGS_COUNTED, meetings_in_reach(game, cid)) * now.income if phases else 0.0
    return paying * (phases * (now.income + grow) + double)


def meetings_in_reach(game: Game, cid: str) -> int:
    """The companies not yet connected to ``cid`` that sit in a city it could still reach (GR-D1)."""
    company = game.state.companies[cid]
    if company.cubes_left <= 0:
        return 0
    kept = game.memo.slot("gr-bot-meetings", sum(len(c.network) for c in game.state.companies.values()))
    if cid not in kept:
        occ = occupancy(game)
        found: set[str] = set()
        for r in routes(game, cid):
            found |= occ.cities.get(r.city, set())
        kept[cid] = len(found - {cid} - set(company.connected))
    count: int = kept[cid]
    return count


def stakes(game: Game, weights: list[float]) -> dict[str, float]:
    """Each company's shares as they count for the seat whose ``weights`` these are."""
    out = dict.fromkeys(game.state.companies, 0.0)
    for cid, c in game.state.companies.items():
        for seat in c.owners:
            out[cid] += weights[seat]
    return out


def slots_expected(incomes: list[int], seat: int) -> float:
    """GR-T3/T4: each token is as likely as any to be drawn, N draws from all the tokens."""
    held = tokens(incomes)
    return len(incomes) * held[seat] / sum(held)


def turn_order_worth(game: Game, seat: int, more_income: int) -> float:
    """What ``more_income`` for ``seat`` is worth through the bag: usually less than nothing."""
    incomes = [p.income for p in game.state.players]
    before = slots_expected(incomes, seat)
    incomes[seat] += more_income
    return (slots_expected(incomes, seat) - before) * rounds_left(game) * SLOT_WORTH
