"""The measuring baseline ("Baseline", level ``greedy``): one step at a time, no money sense. It
delivers the cube that scores its own links most now; otherwise it finishes a link it began,
upgrades when one more link would let it score, builds the cheapest link that lets it deliver
(bonds or not), and failing all that the cheapest link out of a city with cubes. It never bids and
takes no card."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..board.hexboard import Coord
from ..rules.actions import Action, Build, Deliver, Pass, Upgrade
from ..words import RoewBots, colour_word, money, translate
from .builds import singles
from .network import Graph, graph_of, reach, walk_routes, with_planned

if TYPE_CHECKING:
    from ..rules.game import Game

Choice = tuple[Action, str, str]  # the action, what it does in words, the figures weighed


def own_best(game: Game, seat: int, engine: int, graph: Graph | None = None,
             starts: set[Coord] | None = None) -> tuple[int, int, Deliver | None]:
    """The delivery scoring the seat's own links most with an engine of ``engine`` (from ``starts``
    only, if given): (own points, less the others', the delivery)."""
    s = game.state
    g = graph if graph is not None else graph_of(s.track)
    best: tuple[int, int, Deliver | None] = (0, 0, None)
    for start, cubes in sorted(s.cubes.items()):
        if not cubes or (starts is not None and start not in starts):
            continue

        def visit(colour: str, links: tuple[int, ...], places: tuple[Coord, ...], own: int, others: int,
                  start: Coord = start) -> None:
            nonlocal best
            if (own, -others) > best[:2]:
                best = (own, -others, Deliver(seat, start, colour, links))

        walk_routes(g, s.colour_of, start, sorted(set(cubes)), engine, seat, visit)
    return best


def greedy_action(game: Game, seat: int) -> Choice:
    s = game.state
    me = s.players[seat]
    own, _, deliver = own_best(game, seat, me.engine)
    if deliver is not None and own > 0 and game.check(deliver) is None:
        return (deliver, RoewBots.tr("delivers {colour} over %n links", None, len(deliver.links)).format(
            colour=colour_word(deliver.colour)), translate("RoewBots", "{points} own points").format(points=own))
    limit = game.comp.actions.tiles_per_build
    options = singles(game, seat, limit)
    mine = [c for c in options if c.steps[0].link is not None]
    for c in sorted(mine, key=lambda c: (c.cost + c.later, c.ends)):
        action = Build(seat, c.steps)
        if game.check(action) is None:
            return action, translate("RoewBots", "finishes a link it began"), money(c.cost)
    if me.engine < game.comp.engine.top_level and own_best(game, seat, me.engine + 1)[0] > own:
        return (Upgrade(seat), translate("RoewBots", "upgrades to level {level}").format(level=me.engine + 1),
                translate("RoewBots", "a longer route scores"))
    graph = graph_of(s.track)
    ranked = sorted(options, key=lambda c: (c.cost + c.later, c.ends))
    for c in ranked:
        if c.later or c.steps[0].link is not None:
            continue
        after = with_planned(graph, c.planned, seat)
        near = reach(after, [x for p in c.planned for x in (p.a, p.b)], me.engine - 1)
        if own_best(game, seat, me.engine, after, near)[0] > 0:
            action = Build(seat, c.steps)
            if game.check(action) is None:
                return action, translate("RoewBots", "builds a link that lets it deliver"), money(c.cost)
    cities = {at for at, cubes in s.cubes.items() if cubes}
    for c in ranked:
        if c.steps[0].start in cities:
            action = Build(seat, c.steps)
            if game.check(action) is None:
                return action, translate("RoewBots", "builds out of a city with cubes"), money(c.cost)
    return Pass(seat), translate("RoewBots", "passes"), translate("RoewBots", "nothing to do")
