"""German Railways' tutorial script: the steps (``resources/tutorial/german_railways/tutorial.toml``)
with the game's numbers filled in, the seeded game against computer players, and the checks that
say a step is done. No Qt.

Every check reads the game only (its state and its log of accepted actions): the tutorial never
decides a rule, it looks at what the player has done (passed in an auction, holds a share, has
offered a share and its auction is over, has built, holds a company that is connected...)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

from .....uikit.tutorial.steps import Step, read_steps, read_tutorial
from ...board.hexboard import Coord, HexBoard
from ...rules.abilities import cost_cap
from ...rules.actions import Build, OfferShare, PassBid
from ...rules.building import quote
from ...rules.dividends import dividend_per_share
from ...rules.game import Game
from ...rules.state import Phase
from ...words import GermanRailwaysTable, and_word, terrain_word, translate

PERSON = 0  # the person's seat
# point_when: the person is to act; is to bid for the script's company; has his slot, or bids in the
# auction he started; has his slot, nothing else running
CONDITIONS = ("acting", "bidding", "offering", "slot")


@dataclass(frozen=True)
class Script:
    seed: int
    seats: tuple[str, ...]  # the person first, then the computer players' levels
    names: tuple[str, ...]  # the computer players' names (the person's is his own)
    company: str  # the share to bid for and the company to build with
    meet: str  # the city where it meets another company
    steps: tuple[Step, ...] = field(default_factory=tuple)

    def new_game(self, board: HexBoard, player: str) -> Game:
        """The tutorial's game: the person in seat 0 against computer players, a fixed seed."""
        others = [n for n in self.names if n.casefold() != player.casefold()][:len(self.seats) - 1]
        return Game(board, [player, *others], seed=self.seed, seats=list(self.seats))

    def done(self, game: Game, step: Step) -> bool:
        return CHECKS[step.done](game, self)


def load_script(board: HexBoard) -> Script:
    raw = read_tutorial("german_railways", "tutorial.toml")
    base = Script(seed=raw["seed"], seats=tuple(raw["seats"]), names=tuple(raw["names"]), company=raw["company"],
                  meet=raw["meet"])
    words = _words(base.new_game(board, "You"), base)
    return Script(**{**base.__dict__, "steps": read_steps(raw["steps"], words, CHECKS, CONDITIONS)})


def _words(game: Game, script: Script) -> dict[str, str]:
    book, k = game.book, game.book.constants
    company, partner = book.company(script.company), book.company(partner_in(game, script))
    way = way_to_meet(game, script)
    costs = ", ".join(f"{terrain_word(t)} {c}" for t, c in k.terrain_cost.items())
    return {"company": company.id, "company_name": company.name, "home": city_name(game, game.starts[company.id]),
            "partner": partner.id, "partner_name": partner.name, "meet": script.meet, "cubes": str(len(way[0])),
            "way_cost": str(way[1]), "costs": costs, "surcharge": str(k.city_surcharge),
            "companies": str(len(book.companies)), "players": str(len(script.seats)),
            "start_cash": str(k.start_cash[len(script.seats)])}


def city_name(game: Game, at: Coord) -> str:
    city = game.board.cells[at].city
    return city.name if city is not None else f"({at[0]}, {at[1]})"


def city_cell(board: HexBoard, name: str) -> Coord | None:
    return next((at for at, c in board.cities().items() if c.name == name), None)


def partner_in(game: Game, script: Script) -> str:
    """The company that starts in the city where the script's company is to meet it."""
    at = city_cell(game.board, script.meet)
    city = None if at is None else game.board.cells[at].city
    if city is None or city.start is None:
        raise ValueError(f"the tutorial's meeting city {script.meet!r} is no company's start city")
    return city.start


def way_to_meet(game: Game, script: Script) -> tuple[tuple[Coord, ...], int]:
    """The cheapest build, as the model prices it, from the company's track into the meeting city
    in the fewest cubes of one build, the treasury aside (it is what the player is to raise)."""
    cid, board = script.company, game.board
    goal = city_cell(board, script.meet)
    cap = cost_cap(game.book.company(cid))
    best: tuple[tuple[Coord, ...], int] | None = None
    for n in range(1, game.book.company(cid).cubes_per_build + 1):
        for cells in _lines(game, cid, n):
            q = quote(game, cid, cells)
            priced = len(q.costs) == len(cells) and (cap is None or q.total <= cap)  # only money is short
            if cells[-1] == goal and priced and (best is None or q.total < best[1]):
                best = (cells, q.total)
        if best is not None:
            return best
    raise ValueError(f"the {cid} cannot reach {script.meet} in one build")


def _lines(game: Game, cid: str, n: int) -> list[tuple[Coord, ...]]:
    """Every line of ``n`` new cells out of the company's track, each next to the one before."""
    board, held = game.board, set(game.state.companies[cid].network)
    lines: list[tuple[Coord, ...]] = [(at,) for h in sorted(held) for at in board.neighbours(h) if at not in held]
    for _ in range(n - 1):
        lines = [(*line, at) for line in lines for at in board.neighbours(line[-1])
                 if at not in held and at not in line]
    return lines


# --- words that follow the game (the desk fills them in when a step begins) -------------------------
def last_builder(game: Game) -> str | None:
    """The company of the last build, the one whose connection the dividends step speaks of."""
    return next((a.company for a in reversed(game.log) if isinstance(a, Build)), None)


def connection_words(game: Game) -> str:
    """"The Main-Weser-Bahn is now connected to the ...": the last build's company and its partners."""
    cid = last_builder(game)
    if cid is None or not game.state.companies[cid].connected:
        return translate("GermanRailwaysTable", "No company is connected yet")
    partners = f" {and_word()} ".join(translate("GermanRailwaysTable", "the {company}").format(
        company=game.book.company(o).name)
                                               for o in game.state.companies[cid].connected)
    return translate("GermanRailwaysTable", "The {company} is now connected to {partners}").format(
        company=game.book.company(cid).name,
                                                                                partners=partners)


def slots_words(game: Game) -> str:
    """"2 of the 3 slots": how many of this round's slots the person drew (GR-T4)."""
    slots = game.state.slots
    mine = sum(seat == PERSON for seat in slots)
    if mine == 0:
        return GermanRailwaysTable.tr("none of the %n slot(s)", None, len(slots))
    return GermanRailwaysTable.tr("{mine} of the %n slot(s)", None, len(slots)).format(mine=mine)


def dividend_words(game: Game) -> str:
    """What each player was paid in the dividend phase the last build made, by the model's own
    reckoning (GR-D3, D4, C8), as the state stands right after it."""
    cid = last_builder(game)
    if cid is None or not game.state.companies[cid].connected:
        return ""
    s = game.state
    per_share = {c: dividend_per_share(game, c, cid) for c in s.companies}
    paid = ", ".join(f"{p.name} {sum(per_share[c] * n for c, n in p.shares.items())}" for p in s.players)
    return translate("GermanRailwaysTable", "Paid: {paid} (the {company} paid double: {amount} a share).").format(
        paid=paid, company=cid, amount=per_share[cid])


# --- the checks -----------------------------------------------------------------------------------
def _did(game: Game, kind: type[PassBid | OfferShare | Build]) -> bool:
    """The person has taken an action of this kind (the game's log of accepted actions)."""
    return any(isinstance(a, kind) and a.player == PERSON for a in game.log)


def offered_and_sold(game: Game, script: Script) -> bool:
    """The person offered a share and that auction is over (won, lost or unsold)."""
    a = game.state.auction
    own_running = a is not None and not a.initial and a.first_bidder == PERSON
    return _did(game, OfferShare) and not own_running


def connected_holding(game: Game) -> bool:
    """A company the person holds a share of is directly connected to another (GR-D1)."""
    s = game.state
    return any(n and s.companies[cid].connected for cid, n in s.players[PERSON].shares.items())


Check = Callable[[Game, Script], bool]
CHECKS: dict[str, Check] = {
    "passed_bid": lambda g, s: _did(g, PassBid),
    "holds_company": lambda g, s: g.state.players[PERSON].shares.get(s.company, 0) > 0,
    "auctions_over": lambda g, s: g.state.phase != Phase.INITIAL,
    "offered": offered_and_sold,
    "built": lambda g, s: _did(g, Build),
    "connected": lambda g, s: connected_holding(g),
}
