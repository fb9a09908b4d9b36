"""The builds a director weighs for its company (ST-13): whole links along the cheapest track (the
base game's kept path searches, ``bots/paths``), from the company's network, or from any city for
its first link; one link, or two joined ones with the second's surcharge per tile. A build is
worth the promise it adds to the network (``value.Outlook.promise``) less its price; each one put
forward is checked by the rules."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from ...board.hexboard import GREY, Coord
from ...rules.costs import costs_of
from ...stock import actions as a
from ...stock.networks import places
from ..paths import finder
from .routes import Planned, best_runs, prospect_of, with_planned

if TYPE_CHECKING:
    from ...stock.game import StockGame
    from .value import Outlook

NEW_IDS = -1000  # planned links are numbered down from here
PARTNERS = 4  # the cheapest links from each end of a good link tried with it as its second


@dataclass(frozen=True)
class BuildOption:
    links: tuple[tuple[Coord, ...], ...]  # each link's cells, place to place (the action's)
    planned: tuple[Planned, ...]
    cost: int  # the second link's surcharge included
    tiles: tuple[int, ...]

    @property
    def ends(self) -> list[tuple[Coord, Coord]]:
        return [(link[0], link[-1]) for link in self.links]


def singles(view: Outlook, index: int) -> list[BuildOption]:
    """Every whole link the company may build from its network (or, the first, from a city)."""
    game = view.game
    s = game.state
    f = finder(game.board, costs_of(game.comp), s.track, s.colour_of)
    reached = places(s, index)
    starts = sorted(reached) if reached else sorted(at for at, c in s.colour_of.items() if c != GREY)
    out: list[BuildOption] = []
    seen: set[tuple[Coord, ...]] = set()
    pid = NEW_IDS
    for start in starts:
        for end, path in f.from_place(start).items():
            if not reached and s.colour_of[end] == GREY and s.colour_of[start] == GREY:
                continue
            cells = (start, *path.cells)
            if cells[::-1] in seen:
                continue
            seen.add(cells)
            out.append(BuildOption((cells,), (Planned(pid, start, end),), path.cost, (path.tiles,)))
            pid -= 1
    return out


def _second(view: Outlook, first: BuildOption, second: BuildOption) -> BuildOption | None:
    """Two links in one build, the second paying its surcharge (ST-13)."""
    if set(first.ends) & {second.ends[0], second.ends[0][::-1]}:
        return None
    surcharge = second.tiles[0] * view.game.data.money.second_link_per_tile
    return BuildOption(first.links + second.links, first.planned + second.planned,
                       first.cost + second.cost + surcharge, first.tiles + second.tiles)


@dataclass
class Builds:
    """The builds of one decision, judged against the company's promise now."""

    view: Outlook
    index: int

    def __post_init__(self) -> None:
        self.now = self.view.promise(self.view.prospect(self.index))
        self.reached = places(self.view.game.state, self.index)

    def gain(self, option: BuildOption) -> float:
        """Dollars of promise the build adds (before its price)."""
        s = self.view.game.state
        graph = with_planned(self.view.graph, option.planned, self.index)
        starts = self.reached | {x for p in option.planned for x in (p.a, p.b)}
        best = best_runs(graph, s.colour_of, s.cubes, self.index, starts, self.view.depth)
        return self.view.promise(prospect_of(best, s.cubes)) - self.now

    def ranked(self, keep: int, budget: int) -> list[tuple[float, BuildOption]]:
        """The ``keep`` best builds by promise added less price, best first, each accepted by the
        rules with ``budget`` in the treasury (the money the director could raise first)."""
        view, index = self.view, self.index
        one = singles(view, index)
        scored = sorted(((self.gain(o) - o.cost, n, o) for n, o in enumerate(one)), key=lambda t: (-t[0], t[1]))
        tried = list(scored)
        more = singles_from(view, index, [o for _, _, o in scored[:view.level.options]])
        for _, _, first in scored[:view.level.options]:
            partners = [o for _, _, o in scored[:view.level.options] if o is not first]
            partners += sorted(more.get(first.ends[0][1], []), key=lambda o: o.cost)[:PARTNERS]
            for second in partners:
                both = _second(view, first, second)
                if both is not None:
                    tried.append((self.gain(both) - both.cost, len(tried), both))
        tried.sort(key=lambda t: (-t[0], t[1]))
        out: list[tuple[float, BuildOption]] = []
        for value, _, option in tried:
            if accepts(view.game, index, budget, option):
                out.append((value, option))
                if len(out) >= keep:
                    break
        return out


def accepts(game: StockGame, index: int, budget: int, option: BuildOption) -> bool:
    """The rules accept the build with ``budget`` in the treasury (the money the director could
    raise first, ST-11), on the view's copy (put back after)."""
    if option.cost > budget:
        return False
    c = game.state.companies[index]
    held, c.treasury = c.treasury, max(c.treasury, budget)
    try:
        return game.check(a.Build(game.current_seat(), option.links)) is None
    finally:
        c.treasury = held


def singles_from(view: Outlook, index: int, firsts: list[BuildOption]) -> dict[Coord, list[BuildOption]]:
    """The links from the far end of each of ``firsts`` (a second link may start where the first ends)."""
    game = view.game
    s = game.state
    f = finder(game.board, costs_of(game.comp), s.track, s.colour_of)
    out: dict[Coord, list[BuildOption]] = {}
    pid = NEW_IDS * 2
    for first in firsts:
        end = first.ends[0][1]
        if end in out:
            continue
        out[end] = []
        for there, path in f.from_place(end).items():
            out[end].append(BuildOption(((end, *path.cells),), (Planned(pid, end, there),), path.cost, (path.tiles,)))
            pid -= 1
    return out
