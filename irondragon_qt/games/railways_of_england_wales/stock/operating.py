"""The operating company's turn (ST-11..15): its director may first issue shares (tableau to the
issued board, the company paid its price for each) or, with the tableau empty, take loans (ST-11,
ST-Q6), only in the company's own turn (ST-Q13); then exactly one action (ST-12): build one or two
whole links (ST-13), deliver a cube (ST-14) or pass. After it the company receives the income at its
income marker, which goes back to 0 (ST-15)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..board.hexboard import GREY, Coord
from ..rules.building import BuildPlan, BuildStep, plan_build
from ..rules.costs import costs_of
from ..rules.routes import Route, route_refusal
from ..words import RoewShares, colour_word, translate
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
        return translate("RoewShares", "Companies build, deliver, issue shares and take loans in the operating "
                                       "phase (ST-10, "
                         "ST-Q13).")
    return s.queue[0], s.companies[s.queue[0]]


# --- money for the company (ST-11) ------------------------------------------------------------------
def check_issue(game: StockGame, action: IssueShares) -> str | None:
    found = operating(game)
    if isinstance(found, str):
        return found
    index, c = found
    if action.count > c.tableau:
        return RoewShares.tr("{company} has %n share(s) left on its tableau to issue (ST-11).", None,
                             c.tableau).format(company=game.company_name(index))
    return None


def apply_issue(game: StockGame, action: IssueShares) -> list[str]:
    s = game.state
    index = s.queue[0]
    c = s.companies[index]
    price = game.data.prices[c.price]
    c.tableau -= action.count
    c.issued += action.count
    bank_to_company(s, c, price * action.count)
    return [RoewShares.tr("{company} issues %n share(s) at {price}: {amount} into its treasury (ST-11).", None,
                          action.count).format(company=game.company_name(index), price=money(price),
                                               amount=money(price * action.count))]


def check_loan(game: StockGame, action: TakeLoan) -> str | None:
    found = operating(game)
    if isinstance(found, str):
        return found
    index, c = found
    if c.tableau:
        return RoewShares.tr("{company} still has %n share(s) on its tableau: a loan only once every share is "
                             "issued (ST-11, ST-Q6).", None, c.tableau).format(company=game.company_name(index))
    return None


def apply_loan(game: StockGame, action: TakeLoan) -> list[str]:
    s = game.state
    index = s.queue[0]
    c = s.companies[index]
    c.loans += 1
    s.loans_taken += 1
    bank_to_company(s, c, game.data.money.loan)
    return [RoewShares.tr("{company} takes a loan of {amount}, {interest} interest at every dividend phase; %n "
                          "loan(s) in all (ST-11).", None, c.loans).format(
        company=game.company_name(index), amount=money(game.data.money.loan),
        interest=money(game.data.money.loan_interest))]


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
        return translate("RoewShares", "A build lays one or two whole links, not {count} (ST-13).").format(
            count=len(action.links))
    s, board = game.state, game.board
    reached = places(s, index)
    steps: list[BuildStep] = []
    for n, cells in enumerate(action.links):
        if any(at not in board.cells or board.place(at) is None for at in (cells[0], cells[-1])):
            if n:
                return translate("RoewShares", "Build the second link whole, from a city or town to a city or town "
                                               "(ST-13, "
                                 "ST-Q9).")
            return translate("RoewShares", "Build the link whole, from a city or town to a city or town (ST-13, "
                                           "ST-Q9).")
        if not reached:
            if s.colour_of[cells[0]] == GREY and s.colour_of[cells[-1]] == GREY:
                return translate("RoewShares", "{company}'s first link starts at a city, not a town (ST-13).").format(
                    company=game.company_name(index))
            if s.colour_of[cells[0]] == GREY:
                cells = cells[::-1]
        elif cells[0] not in reached:
            if cells[-1] not in reached:
                words = (translate("RoewShares", "The second link must join {company}'s network: start or end it at "
                                                 "a place "
                                   "its links reach (ST-13).") if n else
                         translate("RoewShares", "The link must join {company}'s network: start or end it at a "
                                                 "place its links "
                                   "reach (ST-13)."))
                return words.format(company=game.company_name(index))
            cells = cells[::-1]
        steps.append(BuildStep(None, cells[0], tuple(cells[1:])))
        reached = reached | {cells[0], cells[-1]}
    built = plan_build(board, s.track, index, s.round, steps, colour_of=s.colour_of.__getitem__,
                       max_tiles=NO_LIMIT, costs=costs_of(game.comp), names=game.company_names())
    if not isinstance(built, BuildPlan):
        return built.reason
    if not all(step.completes for step in built.steps):
        return translate("RoewShares", "A link is built whole, from a city or town to a city or town, in one action "
                                       "(ST-13, "
                         "ST-Q9).")
    surcharge = built.steps[1].tiles * game.data.money.second_link_per_tile if len(built.steps) > 1 else 0
    cost = built.cost + surcharge
    if cost > c.treasury:
        return translate("RoewShares", "The build costs {cost} and {company} holds {treasury}: issue shares or take "
                                       "a loan "
                         "first (ST-11, ST-13).").format(cost=money(cost), company=game.company_name(index),
                                                         treasury=money(c.treasury))
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
        lines.append(translate("RoewShares", "The second link costs {each} more a tile: {amount} (ST-13).").format(
            each=money(game.data.money.second_link_per_tile), amount=money(surcharge)))
    company_to_bank(s, s.companies[index], built.cost + surcharge)
    lines.append(RoewShares.tr("{company} pays {amount} and puts a locomotive on %n link(s) (ST-13).", None,
                               len(built.steps)).format(company=game.company_name(index),
                                                        amount=money(built.cost + surcharge)))
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
            return translate("RoewShares", "There is no complete link {link} (ST-14).").format(link=link_id)
        if at[-1] not in (a, b):
            return translate("RoewShares", "That link does not start at {place} (ST-14).").format(
                place=game.place_name(at[-1]))
        at.append(b if at[-1] == a else a)
    return Route(tuple(links), tuple(at))


def check_deliver(game: StockGame, action: Deliver) -> str | None:
    found = operating(game)
    if isinstance(found, str):
        return found
    index, _ = found
    s = game.state
    if action.start not in places(s, index):
        return translate("RoewShares", "The cube starts at a city on {company}'s network (ST-14).").format(
            company=game.company_name(index))
    if action.colour not in s.cubes.get(action.start, []):
        return translate("RoewShares", "There is no {colour} cube at {place} (ST-14).").format(
            colour=colour_word(action.colour), place=game.place_name(action.start))
    route = route_of(game, action.start, action.links)
    if isinstance(route, str):
        return route
    why = route_refusal(game.board, s.track, s.colour_of.__getitem__, action.start, action.colour, NO_LIMIT, route)
    if why:
        return why
    own = sum(1 for link in action.links if s.track.link(link).owner == index)
    if 2 * own < len(action.links):
        return translate("RoewShares", "At least half the links a delivery uses must be {company}'s own: {own} of "
                                       "{count} are "
                         "(ST-14).").format(company=game.company_name(index), own=own, count=len(action.links))
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
    lines = [RoewShares.tr("{company} delivers {colour} from {start} to {end} over %n link(s): its income marker "
                           "moves to {position} (ST-14).", None, len(action.links)).format(
        company=game.company_name(index), colour=colour_word(action.colour), start=names[0], end=names[-1],
        position=c.income)]
    if not s.cubes[action.start]:
        s.empty.append(action.start)
        lines.append(translate("RoewShares", "{city} is empty: an empty-city marker goes on it ({count} in all, "
                                             "ST-14).").format(
            city=names[0], count=len(s.empty)))
    return lines + _done(game)


# --- passing, and the income (ST-12, ST-15) ----------------------------------------------------------
def check_pass(game: StockGame, action: Pass) -> str | None:
    found = operating(game)
    return found if isinstance(found, str) else None


def apply_pass(game: StockGame, action: Pass) -> list[str]:
    return [translate("RoewShares", "{company} passes (ST-12).").format(
        company=game.company_name(game.state.queue[0])), *_done(game)]


def _done(game: StockGame) -> list[str]:
    """ST-15: the income at the marker, the marker back to 0; then the next company."""
    s = game.state
    index = s.queue[0]
    c = s.companies[index]
    income = game.data.income.pays(c.income)
    lines = []
    if income:
        bank_to_company(s, c, income)
        lines.append(translate("RoewShares", "{company} receives {amount} income (marker at {position}) and the "
                                             "marker goes back "
                               "to 0 (ST-15).").format(company=game.company_name(index), amount=money(income),
                                                       position=c.income))
    c.income = 0
    return lines + flow.next_operating(game)
