"""What the player to act may do now, for random play, the contract tests and the computer players'
candidates. Builds are many (any place, any way): this lists each one-tile build, a new link from
every place and every unfinished link it may continue one tile further; longer builds are the same
tiles chained, which a player (or a computer player) composes. Every action listed passes ``check``."""

from __future__ import annotations

from collections.abc import Iterator
from typing import TYPE_CHECKING, Any

from ..board.hexboard import GREY
from . import actions as a
from .building import BuildStep
from .routes import routes_from
from .state import Phase

if TYPE_CHECKING:
    from .context import RuleGame as Game


def legal_actions(game: Game) -> list[Any]:
    s = game.state
    if game.is_over():
        return []
    seat = game.current_seat()
    if s.phase == Phase.BARONS:
        return [a.ChooseBaron(seat, b) for b in s.players[seat].barons_dealt]
    if s.phase == Phase.AUCTION:
        assert s.auction is not None
        step = game.comp.money.bid_step
        least = s.auction.high_bid + step if s.auction.high_bidder is not None else step
        return [x for x in (a.PassBid(seat), a.Bid(seat, least)) if game.check(x) is None]  # a save's limit
    if s.phase == Phase.INSPECTOR:
        return [a.Inspect(seat, True), a.Inspect(seat, False)]
    out: list[Any] = [a.Pass(seat)]
    candidates: list[Any] = [a.Upgrade(seat)]
    candidates += [a.TakeCard(seat, card) for card in s.display]
    left = sorted(set(s.new_cities))
    towns = [at for at, c in sorted(s.colour_of.items()) if c == GREY]
    candidates += [a.Urbanize(seat, at, colour) for at in towns for colour in left]
    candidates += list(deliveries(game, seat))
    candidates += list(one_tile_builds(game, seat))
    return out + [x for x in candidates if game.check(x) is None]


def deliveries(game: Game, seat: int) -> Iterator[a.Deliver]:
    """Every legal delivery: each colour of cube on each city, over each route (RW-17, RW-Q8)."""
    s = game.state
    engine = s.players[seat].engine
    for start, cubes in sorted(s.cubes.items()):
        for colour in sorted(set(cubes)):
            for route in routes_from(game.board, s.track, s.colour_of.__getitem__, start, colour, engine):
                yield a.Deliver(seat, start, colour, route.links)


def one_tile_builds(game: Game, seat: int) -> Iterator[a.Build]:
    """A new link's first tile from every place, and one more tile on every unfinished link the seat
    may continue (its own, or one that lost its owner: RW-Q16)."""
    board, track = game.board, game.state.track
    for at in sorted(board.places()):
        for n in board.neighbours(at):
            if board.place(n) is None:
                yield a.Build(seat, (BuildStep(None, at, (n,)),))
    for link in track.links:
        if link.complete or link.owner not in (seat, None):
            continue
        for n in board.neighbours(link.cells[-1]):
            if n not in link.cells:
                yield a.Build(seat, (BuildStep(link.id, None, (n,)),))
