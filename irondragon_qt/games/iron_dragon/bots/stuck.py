"""When a computer player's train cannot simply go on: cut off from its track by an event (E4,
E5), or facing the end of its line where it may not turn back (M3). Each finds the track that
puts the train back in play; the bot builds it before anything else (issue 22)."""

from __future__ import annotations

from collections.abc import Iterable

from ..rules.actions import DiscardHand
from ..rules.game import Game
from ..rules.operations import may_reverse_at
from ..rules.state import GameState
from ..track.cost_graph import build_mask
from ..track.gaps import piece_of
from ..track.never_block import blocking_refusal
from ..track.planner import LinkField, Plan, plan_of
from .moving import way
from .reach import Reach
from .trips import Stop
from .view import PlayerView

Sections = tuple[tuple[int, int], ...]


def bare_piece(view: PlayerView, graph: dict[int, list[int]]) -> set[int] | None:
    """The mileposts the placed train runs on for free, unless a major city is among them
    (it may build from there, B4), it has no track at all, or it stands on other players'
    track: it rides on for their fee (M5), and building a way to it there would spend the fee
    (issue 22: four-player seed 100044, Standard built 28 GP of track to its riding train and
    was left with 2 GP on a rival's line, unable to pay to move, for the rest of the game)."""
    pos = view.seat.position
    if pos is None or not view.track.network(view.me) or riding_at(view, graph, pos):
        return None
    here = piece_of(graph, pos) if pos in graph else {pos}
    return None if _has_major(view, here) else here


def _has_major(view: PlayerView, mileposts: Iterable[int]) -> bool:
    """Is a major city's milepost among these (a place a player may build from, B4)?"""
    board = view.board
    return any(board.mileposts[i].city and board.cities[str(board.mileposts[i].city)].is_major for i in mileposts)


def riding_at(view: PlayerView, graph: dict[int, list[int]], pos: int) -> bool:
    """Is the train off its own track and free ground, on a section of another player's?"""
    if pos in graph:
        return False
    owners = (view.track.owner(pos, n) for n in view.board.adjacency[pos])
    return any(o is not None and o != view.me for o in owners)


def off_its_track(view: PlayerView, graph: dict[int, list[int]]) -> bool:
    """Does the train stand on other players' track only, its own elsewhere? When no ride pays,
    the way back is built if it leaves enough (issue 22: four-player seed 100184, a Sand Storm
    sent Hard back to a city beside another player's line; with 77 GP and its own track 5 GP
    away, it discarded three hands)."""
    pos = view.seat.position
    return pos is not None and bool(view.track.network(view.me)) and riding_at(view, graph, pos)


def cut_off(view: PlayerView, graph: dict[int, list[int]]) -> bool:
    """Does the train run on less than half of its own track, on a piece with no major city?"""
    here = bare_piece(view, graph)
    network = view.track.network(view.me)
    return here is not None and 2 * len(here & network) < len(network)


def stranded(view: PlayerView, reach: Reach, rejoining: bool = False) -> bool:
    """Is the train cut off from its own track (an event erased the way, E4, E5), on a
    milepost it can neither leave for free nor build from (B4)? Or cut off from most of it
    with no trip to make from where it is (``rejoining``)?"""
    if rejoining:
        return True
    here = bare_piece(view, reach.graph)
    return here is not None and not here & view.track.network(view.me)


def rejoin(view: PlayerView, reach: Reach, rejoining: bool = False) -> Sections:
    """The way from the rest of its own track back to a cut-off train (its owner may rebuild
    first, B15)."""
    plan = rejoin_plan(view, reach, rejoining)
    return tuple(plan.build) if plan is not None else ()


def rejoin_plan(view: PlayerView, reach: Reach, rejoining: bool = False) -> Plan | None:
    """``rejoin``'s way with its price: money the trips planned from the rest of the track
    cannot also spend (issue 22: four-player seed 100102, a Baseline cut off by a Sand Storm
    built 9 of its 12 GP back to its train, then could pay for nothing its hand asked)."""
    pos = view.seat.position
    if pos is None or not stranded(view, reach, rejoining):
        return None
    here = piece_of(reach.graph, pos) if pos in reach.graph else {pos}
    network = sorted(main_piece(view, reach.graph, here))
    field = LinkField(view.board, view.track, view.me, network, foreman=view.seat.foreman, options=view.build)
    route = field.route(pos)
    if route is None:
        return None
    return plan_of(view.board, view.track, view.me, route[0], view.seat.foreman, route[1])


def main_piece(view: PlayerView, graph: dict[int, list[int]], here: set[int]) -> set[int]:
    """The part of its own track, away from the train, worth going back to: the pieces with a
    major city, where it may build from (B4), else the largest. An event can cut a line in
    several places; a scrap left between two erased stretches leads nowhere (issue 22:
    four-player seed 100111, a Sand Storm left Standard 28 GP; it spent 23 on the way back to two
    mileposts of its own track and 26 would have joined its 56-milepost network)."""
    network = set(view.track.network(view.me))
    left = network - here
    pieces: list[tuple[bool, set[int]]] = []  # (has a major city, its own track)
    while left:
        first = min(left)
        piece = piece_of(graph, first) if first in graph else {first}
        left -= piece
        pieces.append((_has_major(view, piece), piece & network))
    if any(major for major, _ in pieces):
        return set().union(*(p for major, p in pieces if major))
    return max((p for _, p in pieces), key=lambda p: (len(p), -min(p)), default=set())


def facing_a_dead_end(game: Game, view: PlayerView, reach: Reach) -> bool:
    """Does the train face the end of its line, with no city or port ahead on it? It may turn
    back only at one of those (M3), so without new track ahead it could never move again (a
    plan changed after the train ran up to the end of a way still being built)."""
    pos = view.seat.position
    if pos is None or may_reverse_at(game.board, pos) or pos not in reach.graph:
        return False
    turns = {i for i in reach.graph if i != pos and may_reverse_at(game.board, i)}
    return way(game, reach, view.me, turns) is None


def trapped(game: Game, view: PlayerView, reach: Reach, stops: Iterable[Stop]) -> bool:
    """Facing a dead end that no way of the trip goes on from: a train heading for the end of
    a way still being built is not trapped, that way leads on to a city."""
    if not facing_a_dead_end(game, view, reach):
        return False
    ends = {c.attach for stop in stops if (c := reach.connection(stop.city)) is not None and c.cost}
    return not ends or way(game, reach, view.me, ends) is None


def way_on(game: Game, view: PlayerView, reach: Reach, stops: Iterable[Stop]) -> Sections:
    """The cheapest track on from a trapped train to a city, begun ahead of it (not back
    along the way it came, where it cannot go)."""
    pos = view.seat.position
    if pos is None or not trapped(game, view, reach, stops):
        return ()
    board = view.board
    mask = build_mask(board, view.track, view.me, view.seat.foreman, view.build)

    def buildable(n: int) -> bool:
        edges = (mask.graph.edge_of.get((pos, n)), mask.graph.edge_of.get((n, pos)))
        return any(e is not None and mask.usable[e] for e in edges)

    ahead = [n for n in board.neighbors(pos) if n not in reach.graph.get(pos, ()) and buildable(n)]
    blocked = frozenset((pos, n) for n in board.neighbors(pos))  # no way back through the train
    field = LinkField(board, view.track, view.me, ahead, foreman=view.seat.foreman, options=view.build,
                      blocked=blocked)
    target = field.best(m.index for m in board.mileposts if m.city)
    route = field.route(target) if target is not None else None
    if route is None:
        return ()
    return tuple(plan_of(board, view.track, view.me, [pos, *route[0]], view.seat.foreman).build)


def blocks(view: PlayerView, a: int, b: int) -> bool:
    """Would the section a-b, built now, take away another player's last way in or out (B11-B13)?
    The planner prices ways without these rules (they depend on everyone's track), so a way it
    chose can be refused: its sections are then left out of the next plans."""
    return (view.track.owner(a, b) is None
            and blocking_refusal(view.board, view.track, view.me, a, b, len(view.seats), view.build) is not None)


def still_blocking(view: PlayerView, sections: Iterable[tuple[int, int]]) -> frozenset[tuple[int, int]]:
    """Those of ``sections`` that would still block another player on the track as it is now."""
    return frozenset(s for s in sections if blocks(view, *s))


def lost_turns(state: GameState, last: int) -> int:
    """A player's own turns after the one numbered ``last`` and before the turn under way that he
    got no decision in: turns lost to an event (T3, E5, E7). After the opening every player has
    one turn a round, in the same order, so his turns come ``players`` turn numbers apart."""
    return max(0, (state.turn_number - last - 1) // len(state.players))


def traded_last(game: Game, player: int) -> bool:
    """Was the player's last action a hand traded (T2: it takes the whole turn)?"""
    last = next((a for a in reversed(game.log) if getattr(a, "player", None) == player), None)
    return isinstance(last, DiscardHand)
