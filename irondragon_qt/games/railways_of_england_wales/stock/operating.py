"""The operating company's turn (ST-11..15): its director may first issue shares (tableau to the
issued board, the company paid its price for each) or, with the tableau empty, take loans (ST-11,
ST-Q6), only in the company's own turn (ST-Q13); then exactly one action (ST-12): build one or two
whole links (ST-13), deliver a cube (ST-14) or pass. After it the company receives the income at its
income marker, which goes back to 0 (ST-15)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ....engine.words import plural
from ..board.hexboard import GREY, Coord
from ..rules.building import BuildPlan, BuildStep, plan_build
from ..rules.costs import costs_of
from ..rules.routes import Route, route_refusal
from . import flow
from .actions import MAX_LINKS
from .money import bank_to_company, company_to_bank, money
from .networks import places
from .state import CompanyState, Phase

if TYPE_CHECKING:
    from ....engine.parts.turn_actions import Pass
    from .actions import Build, Deliver, IssueShares, TakeLoan
    from .context import StockRules as StockGame

NO_LIMIT = 10**6  # no engine limits a delivery (ST-1) and no tile limit a build (ST-Q13)


def operating(game: StockGame) -> tuple[int, CompanyState] | str:
    """The operating company, or why nothing is done for one now."""
    s = game.state
    if s.phase != Phase.OPERATING or not s.queue:
        return "Companies build, deliver, issue shares and take loans in the operating phase (ST-10, ST-Q13)."
    return s.queue[0], s.companies[s.queue[0]]


# --- money for the company (ST-11) ------------------------------------------------------------------
def check_issue(game: StockGame, action: IssueShares) -> str | None:
    found = operating(game)
    if isinstance(found, str):
        return found
    index, c = found
    if action.count > c.tableau:
        return (f"{game.company_name(index)} has {plural(c.tableau, 'share')} left on its tableau to issue "
                "(ST-11).")
    return None


def apply_issue(game: StockGame, action: IssueShares) -> list[str]:
    s = game.state
    index = s.queue[0]
    c = s.companies[index]
    price = game.data.prices[c.price]
    c.tableau -= action.count
    c.issued += action.count
    bank_to_company(s, c, price * action.count)
    return [f"{game.company_name(index)} issues {plural(action.count, 'share')} at {money(price)}: "
            f"{money(price * action.count)} into its treasury (ST-11)."]


def check_loan(game: StockGame, action: TakeLoan) -> str | None:
    found = operating(game)
    if isinstance(found, str):
        return found
    index, c = found
    if c.tableau:
        return (f"{game.company_name(index)} still has {plural(c.tableau, 'share')} on its tableau: "
                "a loan only once every share is issued (ST-11, ST-Q6).")
    return None


def apply_loan(game: StockGame, action: TakeLoan) -> list[str]:
    s = game.state
    index = s.queue[0]
    c = s.companies[index]
    c.loans += 1
    s.loans_taken += 1
    bank_to_company(s, c, game.data.money.loan)
    return [f"{game.company_name(index)} takes a loan of {money(game.data.money.loan)}, "
            f"{money(game.data.money.loan_interest)} interest at every dividend phase; "
            f"{plural(c.loans, 'loan')} in all (ST-11)."]


# --- building (ST-13) --------------------------------------------------------------------------------
def plan(game: StockGame, action: Build) -> tuple[BuildPlan, int] | str:
    """The whole build and the second link's surcharge, or why it may not be built. The first link
    the company ever builds starts at any city; every later one, the second of this build too,
    starts or ends at a place of its network (it is laid from that end)."""
    found = operating(game)
    if isinstance(found, str):
        return found
    index, c = found
    if not 1 <= len(action.links) <= MAX_LINKS:
        return f"A build lays one or two whole links, not {len(action.links)} (ST-13)."
    s, board = game.state, game.board
    reached = places(s, index)
    steps: list[BuildStep] = []
    for n, cells in enumerate(action.links):
        which = "the second link" if n else "the link"
        if any(at not in board.cells or board.place(at) is None for at in (cells[0], cells[-1])):
            return f"Build {which} whole, from a city or town to a city or town (ST-13, ST-Q9)."
        if not reached:
            if s.colour_of[cells[0]] == GREY and s.colour_of[cells[-1]] == GREY:
                return f"{game.company_name(index)}'s first link starts at a city, not a town (ST-13)."
            if s.colour_of[cells[0]] == GREY:
                cells = cells[::-1]
        elif cells[0] not in reached:
            if cells[-1] not in reached:
                return (f"{which.capitalize()} must join {game.company_name(index)}'s network: start or end it "
                        "at a place its links reach (ST-13).")
            cells = cells[::-1]
        steps.append(BuildStep(None, cells[0], tuple(cells[1:])))
        reached = reached | {cells[0], cells[-1]}
    built = plan_build(board, s.track, index, s.round, steps, colour_of=s.colour_of.__getitem__,
                       max_tiles=NO_LIMIT, costs=costs_of(game.comp), names=game.company_names())
    if not isinstance(built, BuildPlan):
        return built.reason
    if not all(step.completes for step in built.steps):
        return "A link is built whole, from a city or town to a city or town, in one action (ST-13, ST-Q9)."
    surcharge = built.steps[1].tiles * game.data.money.second_link_per_tile if len(built.steps) > 1 else 0
    cost = built.cost + surcharge
    if cost > c.treasury:
        return (f"The build costs {money(cost)} and {game.company_name(index)} holds {money(c.treasury)}: "
                "issue shares or take a loan first (ST-11, ST-13).")
    return built, surcharge


def check_build(game: StockGame, action: Build) -> str | None:
    found = plan(game, action)
    return found if isinstance(found, str) else None


def apply_build(game: StockGame, action: Build) -> list[str]:
    s = game.state
    index = s.queue[0]
    found = plan(game, action)
    assert not isinstance(found, str)
    built, surcharge = found
    lines = built.apply(s.track)
    if surcharge:
        lines.append(f"The second link costs {money(game.data.money.second_link_per_tile)} more a tile: "
                     f"{money(surcharge)} (ST-13).")
    company_to_bank(s, s.companies[index], built.cost + surcharge)
    lines.append(f"{game.company_name(index)} pays {money(built.cost + surcharge)} and puts a locomotive on "
                 f"{plural(len(built.steps), 'link')} (ST-13).")
    return lines + _done(game)


# --- delivering (ST-14) ------------------------------------------------------------------------------
def route_of(game: StockGame, start: Coord, links: tuple[int, ...]) -> Route | str:
    """The places a cube passes following ``links`` from ``start``, or why the links make no route."""
    track = game.state.track
    at = [start]
    for link_id in links:
        try:
            a, b = track.link(link_id).places()
        except (KeyError, ValueError):
            return f"There is no complete link {link_id}."
        if at[-1] not in (a, b):
            return f"That link does not start at {game.place_name(at[-1])}."
        at.append(b if at[-1] == a else a)
    return Route(tuple(links), tuple(at))


def check_deliver(game: StockGame, action: Deliver) -> str | None:
    found = operating(game)
    if isinstance(found, str):
        return found
    index, _ = found
    s = game.state
    if action.start not in places(s, index):
        return f"The cube starts at a city on {game.company_name(index)}'s network (ST-14)."
    if action.colour not in s.cubes.get(action.start, []):
        return f"There is no {action.colour} cube at {game.place_name(action.start)}."
    route = route_of(game, action.start, action.links)
    if isinstance(route, str):
        return route
    why = route_refusal(game.board, s.track, s.colour_of.__getitem__, action.start, action.colour, NO_LIMIT, route)
    if why:
        return why
    own = sum(1 for link in action.links if s.track.link(link).owner == index)
    if 2 * own < len(action.links):
        return (f"At least half the links a delivery uses must be {game.company_name(index)}'s own: "
                f"{own} of {len(action.links)} are (ST-14).")
    return None


def apply_deliver(game: StockGame, action: Deliver) -> list[str]:
    s = game.state
    index = s.queue[0]
    c = s.companies[index]
    s.cubes[action.start].remove(action.colour)
    s.delivered[action.colour] = s.delivered.get(action.colour, 0) + 1
    s.deliveries += 1
    route = route_of(game, action.start, action.links)
    assert not isinstance(route, str)
    c.income = game.data.income.moved(c.income, len(action.links))
    names = [game.place_name(at) for at in route.places]
    lines = [f"{game.company_name(index)} delivers {action.colour} from {names[0]} to {names[-1]} over "
             f"{plural(len(action.links), 'link')}: its income marker moves to {c.income} (ST-14)."]
    if not s.cubes[action.start]:
        s.empty.append(action.start)
        lines.append(f"{names[0]} is empty: an empty-city marker goes on it ({len(s.empty)} in all, ST-14).")
    return lines + _done(game)


# --- passing, and the income (ST-12, ST-15) ----------------------------------------------------------
def check_pass(game: StockGame, action: Pass) -> str | None:
    found = operating(game)
    return found if isinstance(found, str) else None


def apply_pass(game: StockGame, action: Pass) -> list[str]:
    return [f"{game.company_name(game.state.queue[0])} passes (ST-12).", *_done(game)]


def _done(game: StockGame) -> list[str]:
    """ST-15: the income at the marker, the marker back to 0; then the next company."""
    s = game.state
    index = s.queue[0]
    c = s.companies[index]
    income = game.data.income.pays(c.income)
    lines = []
    if income:
        bank_to_company(s, c, income)
        lines.append(f"{game.company_name(index)} receives {money(income)} income (marker at {c.income}) and "
                     "the marker goes back to 0 (ST-15).")
    c.income = 0
    return lines + flow.next_operating(game)
