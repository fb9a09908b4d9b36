"""Delivering a cube (RW-17..19, RW-Q8, RW-Q9, RW-Q18) and the Rail Inspector (EW-9, EW-Q6, EW-Q9):
a delivery is declared with its route; if another player holds a Rail Inspector and the deliverer
has none in front of him, the holders are asked in turn from the deliverer's left, and the first to
play it blocks the delivery (the cube stays, the action is spent, the card goes in front of the
deliverer). Otherwise the cube leaves play, each link of the route scores its owner 1 point, and a
city left without cubes gets an empty-city marker."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..board.hexboard import Coord
from ..words import RoewRules, colour_word, translate
from . import cards
from .routes import Route, points_by_owner, route_refusal
from .state import Delivery, Pending, Phase

if TYPE_CHECKING:
    from .actions import Deliver, Inspect
    from .context import RuleGame as Game


def check_deliver(game: Game, action: Deliver) -> str | None:
    s = game.state
    if s.phase != Phase.ACTIONS:
        return translate("RoewRules", "Deliveries are made in the action rounds (RW-11).")
    if action.colour not in s.cubes.get(action.start, []):
        return translate("RoewRules", "There is no cube of that colour there (RW-17).")
    route = route_of(game, action.start, action.links)
    if isinstance(route, str):
        return route
    return route_refusal(game.board, s.track, s.colour_of.__getitem__, action.start, action.colour,
                         s.players[action.player].engine, route)


def route_of(game: Game, start: Coord, links: tuple[int, ...]) -> Route | str:
    """The places a cube passes following ``links`` from ``start``, or why the links make no route."""
    track = game.state.track
    places = [start]
    for link_id in links:
        try:
            a, b = track.link(link_id).places()
        except (KeyError, ValueError):
            return translate("RoewRules", "There is no complete link {link} (RW-17).").format(link=link_id)
        if places[-1] not in (a, b):
            return translate("RoewRules", "That link does not start at {place} (RW-17).").format(
                place=game.place_name(places[-1]))
        places.append(b if places[-1] == a else a)
    return Route(tuple(links), tuple(places))


def inspectors(game: Game, deliverer: int) -> list[int]:
    """EW-Q9: who may block this delivery, asked in turn from the deliverer's left; nobody if a Rail
    Inspector already lies in front of the deliverer (EW-Q6)."""
    s = game.state
    if s.players[deliverer].inspected:
        return []
    n = len(s.players)
    seats = [(deliverer + k) % n for k in range(1, n)]
    return [seat for seat in seats if any(cards.card_of(game, c).kind == "rail_inspector"
                                          for c in s.players[seat].cards)]


def apply_deliver(game: Game, action: Deliver) -> list[str]:
    s = game.state
    asking = inspectors(game, action.player)
    if asking:
        s.pending = Pending(action.player, action.start, action.colour, action.links, asking)
        s.phase = Phase.INSPECTOR
        s.acting = asking[0]
        game.new_turn_record()
        return [translate("RoewRules", "{who} declares a delivery: the Rail Inspectors' holders may block it "
                          "(EW-9).").format(who=s.players[action.player].name)]
    return complete(game, action.player, action.start, action.colour, action.links)


def complete(game: Game, seat: int, start: Coord, colour: str, links: tuple[int, ...]) -> list[str]:
    """RW-17/18/19: the cube leaves play, each link's owner scores 1, an empty city gets its marker."""
    s = game.state
    p = s.players[seat]
    s.cubes[start].remove(colour)
    route = route_of(game, start, links)
    assert not isinstance(route, str)
    places = route.places
    for owner, points in sorted(points_by_owner(s.track, route).items()):
        s.players[owner].score += points
    p.delivered[colour] = p.delivered.get(colour, 0) + 1
    names = [game.place_name(at) for at in places]
    scored = _points_words(game, route)
    if scored:
        words = RoewRules.tr("{who} delivers {colour} from {start} to {end} over %n link(s): points to {points} "
                             "(RW-17, RW-18).", None, len(links))
    else:
        words = RoewRules.tr("{who} delivers {colour} from {start} to {end} over %n link(s) (RW-17, RW-18).",
                             None, len(links))
    lines = [words.format(who=p.name, colour=colour_word(colour), start=names[0], end=names[-1], points=scored)]
    if not s.cubes[start]:
        s.empty.append(start)
        lines.append(translate("RoewRules", "{city} is empty: an empty-city marker goes on it ({count} in all, "
                               "RW-19).").format(city=names[0], count=len(s.empty)))
    done = Delivery(seat, colour, tuple(places), tuple(links), s.turn)
    s.deliveries.append(done)
    return lines + cards.after_delivery(game, done)


def _points_words(game: Game, route: Route) -> str:
    s = game.state
    got = points_by_owner(s.track, route)
    parts = [f"{s.players[o].name} {n}" for o, n in sorted(got.items())]
    return ", ".join(parts)


def check_inspect(game: Game, action: Inspect) -> str | None:
    if game.state.phase != Phase.INSPECTOR or game.state.pending is None:
        return translate("RoewRules", "No delivery waits for a Rail Inspector now (EW-9).")
    return None


def apply_inspect(game: Game, action: Inspect) -> tuple[list[str], bool]:
    """The holder's answer; (log lines, whether the delivery is settled and the deliverer's action done)."""
    s = game.state
    pend = s.pending
    assert pend is not None
    holder, victim = s.players[action.player], s.players[pend.seat]
    if action.play:
        card = next(c for c in holder.cards if cards.card_of(game, c).kind == "rail_inspector")
        holder.cards.remove(card)
        s.discard.append(card)  # it lies in front of the victim: the flag below says so
        victim.inspected = True
        s.pending, s.phase, s.acting = None, Phase.ACTIONS, pend.seat
        return [translate("RoewRules", "{who} plays a Rail Inspector: {victim}'s delivery fails, the cube stays and "
                          "the action is spent; the card lies in front of {victim} (EW-9).").format(
            who=holder.name, victim=victim.name)], True
    pend.asking.pop(0)
    if pend.asking:
        s.acting = pend.asking[0]
        game.new_turn_record()
        return [], False
    s.pending, s.phase, s.acting = None, Phase.ACTIONS, pend.seat
    return complete(game, pend.seat, pend.start, pend.colour, pend.links), True
