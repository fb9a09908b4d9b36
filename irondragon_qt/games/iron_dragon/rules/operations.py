"""Operating a train (rules.md M1-M9, O5): placing it, moving it along track, paying for
others' track and the Underground, picking up, dropping and delivering loads."""

from __future__ import annotations

import math
from dataclasses import dataclass
from itertools import pairwise
from typing import TYPE_CHECKING, Any

from ..track.network import active_links
from ..words import IronDragonRules, event_title, good_name, translate
from . import events
from .actions import Deliver, Drop, EndOperations, Move, PickUp, PlaceTrain
from .holdings import foreman_of, loco_of, orc_holder, pay, receive, rule
from .phases import fill_hand
from .state import Phase
from .wording import to_place

if TYPE_CHECKING:
    from ..board.board import Board
    from .context import RuleGame as Game


def _operating(game: Game, player: int, need_train: bool = True) -> str | None:
    s = game.state
    if s.phase != Phase.OPERATE:
        return translate("IronDragonRules", "Trains move in the operating part of a turn (T1).")
    if s.turn.discarded_hand:
        return discarded_instead()
    if need_train and s.players[player].position is None:
        return translate("IronDragonRules", "Place your train on a city first (O5).")
    return events.pending_choice(game, player)


def discarded_instead() -> str:
    return translate("IronDragonRules", "You discarded your hand instead of this turn (T2).")


# --- placing the train (O5) -----------------------------------------------------------------------
def check_place(game: Game, a: PlaceTrain) -> str | None:
    reason = _operating(game, a.player, need_train=False)
    if reason:
        return reason
    if game.state.players[a.player].position is not None:
        return translate("IronDragonRules", "Your train is already on the board (O5).")
    m = game.board.by_id.get(a.milepost)
    if m is None or m.city is None:
        return translate("IronDragonRules", "A train starts on a city milepost (small, medium or major) (O5).")
    return None


def apply_place(game: Game, a: PlaceTrain) -> list[str]:
    p = game.state.players[a.player]
    m = game.board.by_id[a.milepost]
    p.position = m.index
    passed_through(game, a.player, m.index)
    return [translate("IronDragonRules", "{who} places their train at {city}.").format(who=p.name, city=m.city)]


def passed_through(game: Game, player: int, index: int) -> None:
    """E5: remember the last city (and, from rules edition 2, port) the train passed through:
    a Sandstorm sends it back there (FAQ)."""
    m = game.board.mileposts[index]
    if m.city or (m.port and game.edition.sandstorm_returns_to_ports):
        game.state.players[player].last_city = index


# --- movement ---------------------------------------------------------------------------------------
def step_kind(game: Game, player: int, u: int, v: int) -> str | None:
    """How a train gets from u to v, or None if it cannot: track (own or another's), a major
    city's red area, a tunnel, or a magic link (M2, M4, M7, B14)."""
    board, track = game.board, game.state.track
    mu, mv = board.mileposts[u], board.mileposts[v]
    if mu.city and mu.city == mv.city and board.cities[mu.city].is_major and v in board.adjacency[u]:
        return "red_area"  # M4: the centre counts as a milepost, so one step at a time
    if board.tunnel_links.get(u) == v:
        return "tunnel"
    owner = track.owner(u, v)
    if owner is not None and v in board.adjacency[u]:
        return "own" if owner == player else "other"
    if mu.city and mv.city:
        links = active_links(board, _event_titles(game))
        for link in board.magic_links:
            if link.name in links and {mu.city, mv.city} == {link.a, link.b}:
                return "magic"
    return None


def closed_link(game: Game, u: int, v: int) -> str | None:
    """M7: why no train crosses from u to v over a magic link now (an event in play suspends
    it: it still counts for victory), or None."""
    board = game.board
    cities = {board.mileposts[u].city, board.mileposts[v].city}
    titles = _event_titles(game)
    closed = active_links(board, titles, suspensions=False) - active_links(board, titles)
    for link in board.magic_links:
        if link.name in closed and cities == {link.a, link.b}:
            card = next((c.title for _, c in events.active_cards(game) if c.title.upper() == link.suspended_by_event),
                        str(link.suspended_by_event))
            return translate("IronDragonRules", "{event}: no train crosses the magic link between {a} and {b} now; it "
                             "still counts for winning (M7).").format(event=event_title(card), a=link.a, b=link.b)
    return None


def _event_titles(game: Game) -> list[str]:
    from .phases import drawn_event_titles

    return drawn_event_titles(game)


def may_reverse_at(board: Board, index: int) -> bool:
    """M3: a train may reverse only at a city milepost (any of a major city's) or a port."""
    m = board.mileposts[index]
    return bool(m.city) or m.port


def speed(game: Game, player: int) -> int:
    return loco_of(game, player).speed


def pays_move_bribe(game: Game, player: int) -> bool:
    """M6: only the holder of the foreman who collects the Underground bribes moves free (FAQ:
    the Troll avoids only the building bribe). Edition 1: whoever paid no building bribe."""
    foreman = foreman_of(game, player)
    if foreman is None:
        return True
    if game.edition.only_collector_moves_bribe_free:
        return not foreman.effects.get("collects_underground_bribes", False)
    return bool(foreman.effects.get("pays_underground_bribes", True))


def in_underground(game: Game, u: int, v: int) -> bool:
    """M6: is the step u -> v a move in the Underground? Into it, within it, and (from edition 2)
    up out of it through a tunnel."""
    ms = game.board.mileposts
    return ms[v].layer == "underground" or (game.edition.bribe_on_step_up and ms[u].layer == "underground")


def movement_left(game: Game, player: int) -> int:
    """The mileposts the train may still run this turn: the loco's speed, or what is left of it
    after moving; a turn begun in a half-rate area runs at the loco's half rate (M1)."""
    s = game.state
    loco = loco_of(game, player)
    position = s.players[player].position
    if not s.turn.half_rate and s.turn.moved == 0 and position is not None and events.half_rate(game, position):
        return loco.half_rate_speed
    return loco.speed if s.turn.move_left is None else s.turn.move_left


def spend_step(left: int, entering: bool, after_step: bool) -> int | None:
    """M1: the movement left after one more step, or None if there is none for it. A step into
    a half-rate area (``entering``) halves what is left, rounded up: after the step in, or
    before it in rules editions 1 and 2 (``after_step`` False)."""
    if entering and not after_step:
        left = math.ceil(left / 2)
    if left <= 0:
        return None
    left -= 1
    return math.ceil(left / 2) if entering and after_step else left


@dataclass(frozen=True)
class Walk:
    """How far along a path the train gets now: the index of the last milepost it reaches, why
    it gets no further (None: to the end), whether that is only for want of movement (M1), and
    the details of the move up to there (as ``plan_move`` gives them)."""
    reached: int
    reason: str | None
    out_of_movement: bool
    details: dict[str, int | list[int]]


def walk(game: Game, player: int, path: list[int]) -> Walk:
    """Follow ``path`` step by step under the rules of moving without changing anything: speed
    and half rate (M1), turning back (M3), fees (M5), the Underground bribe (M6), magic links
    (M7) and events that stop trains (E7)."""
    s, board = game.state, game.board
    p = s.players[player]
    details: dict[str, int | list[int]] = {"points": 0, "fees_to": [], "bribe": 0}
    if p.ship is not None:
        return Walk(0, translate("IronDragonRules", "Your train is on a ship: sail instead (P2)."), False, details)
    if s.turn.stopped:
        return Walk(0, stopped_this_turn(), False, details)
    if not path or path[0] != p.position:
        return Walk(0, translate("IronDragonRules", "A move starts where the train stands (M1)."), False, details)
    loco = loco_of(game, player)
    left = movement_left(game, player)
    details["left"] = left
    half = s.turn.half_rate or (s.turn.moved == 0 and events.half_rate(game, path[0]))
    after_step = game.edition.half_rate_after_entering_step
    heading = p.heading
    fees: set[int] = set()
    bribe = 0
    pays_bribe = pays_move_bribe(game, player)
    cash = p.cash
    fee = rule(game, "opponent_track_fee")
    for used, (u, v) in enumerate(pairwise(path)):
        kind = step_kind(game, player, u, v)
        name = board.mileposts[v].id
        if kind is None:
            none = translate("IronDragonRules", "There is no track from {a} to {b} (M1).")
            why = closed_link(game, u, v) or none.format(a=board.mileposts[u].id, b=name)
            return Walk(used, why, False, details)
        if heading == (v, u) and not may_reverse_at(game.board, u):
            return Walk(used, translate("IronDragonRules", "A train may reverse only at a city or a port (M3)."), False,
                        details)
        blocked = events.move_blocked(game, player, u, v)
        if blocked:
            return Walk(used, blocked, False, details)
        entering = not half and events.half_rate(game, v)
        after = spend_step(left, entering, after_step)
        if after is None:
            why = translate("IronDragonRules", "Your {loco} has no movement left to reach {milepost} (M1).").format(
                loco=loco.name, milepost=name)
            return Walk(used, why, True, details)
        if kind == "other":
            owner = game.state.track.owner(u, v)
            assert owner is not None
            if owner not in s.turn.fees_paid_to and owner not in fees:
                if cash < fee:
                    why = translate("IronDragonRules", "Using {owner}'s track costs {fee} GP, which you do not have "
                                    "(M5).").format(owner=s.players[owner].name, fee=fee)
                    return Walk(used, why, False, details)
                cash -= fee
                fees.add(owner)
        if in_underground(game, u, v) and pays_bribe and not s.turn.underground_move_bribe_paid and not bribe:
            bribe_gp = rule(game, "underground_move_bribe")
            if cash < bribe_gp:
                why = translate("IronDragonRules", "Moving in the Underground costs a {bribe} GP bribe, which you do "
                                "not have (M6).").format(bribe=bribe_gp)
                return Walk(used, why, False, details)
            cash -= bribe_gp
            bribe = bribe_gp
        left, half, heading = after, half or entering, (u, v)
        details = {"points": used + 1, "fees_to": sorted(fees), "bribe": bribe, "left": left}
    return Walk(len(path) - 1, None, False, details)


def plan_move(game: Game, player: int, path: list[int]) -> tuple[str | None, dict[str, int | list[int]]]:
    """Check a move and work out its price without changing anything: (reason or None, details
    with the movement points used, the fees due to each opponent and the Underground bribe)."""
    w = walk(game, player, path)
    if w.reason is not None:
        return w.reason, {"points": 0, "fees_to": [], "bribe": 0}
    return None, w.details


def check_move(game: Game, a: Move) -> str | None:
    reason = _operating(game, a.player)
    if reason:
        return reason
    ids = game.board.by_id
    if any(x not in ids for x in a.path):
        return translate("IronDragonRules", "That path leaves the map (M1).")
    if len(a.path) < 2:
        return translate("IronDragonRules", "Move at least one milepost (M1).")
    return plan_move(game, a.player, [ids[x].index for x in a.path])[0]


def apply_move(game: Game, a: Move) -> list[str]:
    s, board = game.state, game.board
    path = [board.by_id[x].index for x in a.path]
    _, d = plan_move(game, a.player, path)
    p = s.players[a.player]
    lines = []
    fee = rule(game, "opponent_track_fee")
    for owner in d["fees_to"]:  # type: ignore[union-attr]
        pay(game, a.player, fee, to=owner)
        s.turn.fees_paid_to.add(owner)
        lines.append(translate("IronDragonRules", "{who} pays {owner} {fee} GP to use their track.").format(
            who=p.name, owner=s.players[owner].name, fee=fee))
    if d["bribe"]:
        orc = orc_holder(game)
        pay(game, a.player, int(d["bribe"]), to=orc if orc is not None and orc != a.player else None)  # type: ignore[arg-type]
        s.turn.underground_move_bribe_paid = True
        lines.append(translate("IronDragonRules", "{who} pays the Underground bribe.").format(who=p.name))
    if s.turn.moved == 0 and events.half_rate(game, path[0]):
        s.turn.half_rate = True
    for u, v in pairwise(path):
        if not s.turn.half_rate and events.half_rate(game, v):
            s.turn.half_rate = True
        passed_through(game, a.player, v)
        p.heading = (u, v)
    points = int(d["points"])  # type: ignore[arg-type]
    s.turn.moved += points
    s.turn.move_left = int(d["left"])  # type: ignore[arg-type]
    p.position = path[-1]
    lines.insert(0, IronDragonRules.tr("{who} moves %n milepost(s) {where}.", None, points).format(
        who=p.name, where=to_place(board, path[-1])))
    return lines


# --- freight ----------------------------------------------------------------------------------------
def _city_here(game: Game, player: int) -> str | None:
    pos = game.state.players[player].position
    return None if pos is None else game.board.mileposts[pos].city


def free_chips(game: Game, good: str) -> int:
    """C2: chips of a good not on any train."""
    carried = sum(p.loads.count(good) for p in game.state.players)
    return game.board.components.goods[good].chips - carried


def check_pick_up(game: Game, a: PickUp) -> str | None:
    reason = _operating(game, a.player)
    if reason:
        return reason
    city = _city_here(game, a.player)
    if city is None:
        return translate("IronDragonRules", "Loads are picked up in a city that supplies them (M8).")
    if a.good not in game.board.cities[city].loads:
        return translate("IronDragonRules", "{city} does not supply {good} (M8).").format(
            city=city, good=good_name(a.good))
    if free_chips(game, a.good) <= 0:
        return translate("IronDragonRules", "Every {good} chip is on a train (C2).").format(good=good_name(a.good))
    p = game.state.players[a.player]
    if len(p.loads) >= loco_of(game, a.player).loads:
        return translate("IronDragonRules", "Your {loco} carries {loads} loads and is full (M8).").format(
            loco=p.loco, loads=loco_of(game, a.player).loads)
    pos = p.position
    assert pos is not None
    return events.freight_blocked(game, pos, pickup=True)


def apply_pick_up(game: Game, a: PickUp) -> list[str]:
    p = game.state.players[a.player]
    p.loads.append(a.good)
    return [translate("IronDragonRules", "{who} picks up {good} at {city}.").format(
        who=p.name, good=good_name(a.good), city=_city_here(game, a.player))]


def check_drop(game: Game, a: Drop) -> str | None:
    reason = _operating(game, a.player)
    if reason:
        return reason
    if _city_here(game, a.player) is None:
        return translate("IronDragonRules", "Loads are dropped in a city (M8).")
    if a.good not in game.state.players[a.player].loads:
        return carry_no(a.good, "M8")
    return None


def apply_drop(game: Game, a: Drop) -> list[str]:
    p = game.state.players[a.player]
    p.loads.remove(a.good)
    return [translate("IronDragonRules", "{who} drops {good} at {city} (no payout).").format(
        who=p.name, good=good_name(a.good), city=_city_here(game, a.player))]


def carry_no(good: str, rule_id: str) -> str:
    return translate("IronDragonRules", "You carry no {good} ({rule}).").format(good=good_name(good), rule=rule_id)


def _demand(game: Game, card: str, index: int) -> tuple[str, str, int] | None:
    found = game.board.components.demand_card(card)
    if found is None or not 0 <= index < len(found.demands):
        return None
    d = found.demands[index]
    return d.city, d.good, d.payout


def check_deliver(game: Game, a: Deliver) -> str | None:
    reason = _operating(game, a.player)
    if reason:
        return reason
    p = game.state.players[a.player]
    if a.card not in p.hand:
        return translate("IronDragonRules", "That demand card is not in your hand (M9).")
    demand = _demand(game, a.card, a.demand)
    if demand is None:
        return translate("IronDragonRules", "That card has no such demand (M9).")
    city, good, _payout = demand
    if _city_here(game, a.player) != city:
        return translate("IronDragonRules", "{good} for this demand goes to {city} (M9).").format(
            good=good_name(good), city=city)
    if good not in p.loads:
        return carry_no(good, "M9")
    pos = p.position
    assert pos is not None
    return events.freight_blocked(game, pos, pickup=False)


def apply_deliver(game: Game, a: Deliver) -> list[str]:
    s = game.state
    p = s.players[a.player]
    demand = _demand(game, a.card, a.demand)
    assert demand is not None
    city, good, payout = demand
    p.loads.remove(good)
    p.hand.remove(a.card)
    s.demand_discard.append(a.card)
    receive(game, a.player, payout)
    lines = [translate("IronDragonRules", "{who} delivers {good} to {city} for {payout} GP.").format(
        who=p.name, good=good_name(good), city=city, payout=payout)]
    return lines + fill_hand(game, a.player)


def check_end_operations(game: Game, a: EndOperations) -> str | None:
    return _operating(game, a.player, need_train=False)


def apply_end_operations(game: Game, a: EndOperations) -> list[str]:
    s = game.state
    s.phase = Phase.BUILD
    s.turn.ship_offer = []
    return [translate("IronDragonRules", "{who} is done operating and may build.").format(who=s.players[a.player].name)]


def stopped_this_turn() -> str:
    return translate("IronDragonRules", "Your train has stopped for this turn (P1).")


HANDLERS: dict[str, Any] = {
    "PlaceTrain": (check_place, apply_place),
    "Move": (check_move, apply_move),
    "PickUp": (check_pick_up, apply_pick_up),
    "Drop": (check_drop, apply_drop),
    "Deliver": (check_deliver, apply_deliver),
    "EndOperations": (check_end_operations, apply_end_operations),
}


def connections(game: Game, player: int, u: int) -> list[tuple[int, str]]:
    """Where a train at ``u`` can go in one step, and how (see ``step_kind``)."""
    board = game.board
    out = []
    cand = set(board.adjacency[u])
    twin = board.tunnel_links.get(u)
    if twin is not None:
        cand.add(twin)
    m = board.mileposts[u]
    if m.city:
        links = active_links(board, _event_titles(game))
        for link in board.magic_links:
            if link.name in links and m.city in (link.a, link.b):
                other = link.b if m.city == link.a else link.a
                cand.update(board.by_id[x].index for x in board.cities[other].mileposts)
    for v in cand:
        kind = step_kind(game, player, u, v)
        if kind is not None:
            out.append((v, kind))
    return out
