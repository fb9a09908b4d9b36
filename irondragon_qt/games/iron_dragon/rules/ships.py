"""Ports and ships (rules.md P1-P4, C5, C6, the Wee Folk foreman of F1).

A turn at sea, in actions:

- ``DrawShip`` at a port milepost (P1): the top ship card is turned up (three for the Wee Folk
  foreman), at most once per port per turn. The cards drawn lie face up on top of the ship discard
  pile while the player decides; they are listed in ``turn.ship_offer``.
- ``BoardShip`` takes one of them: its fee goes to the bank once (none for the Wee Folk), the
  card leaves the discard pile for the player's ``ShipState`` and the train stops for the turn.
  ``RefuseShip`` (or moving on, or ending operations) leaves the cards on the discard pile; a
  refused ship cannot be claimed later, not even by coming back to the same port.
- ``Sail`` on a later turn (P2): from the port onto one of its sea points, then from sea point to
  sea point, up to the ship's speed in sea points for the turn; it may stop short and sail on in
  the same turn, or end the turn at sea.
- Landing (P3): a step from a sea point onto a port milepost next to it ends the voyage (it
  costs no sea point: the speed counts the sea points reached, as the German rules say); the
  ship card goes to the discard pile at once, the train stands on the port (in a major city whose
  port is one of its mileposts it may deliver there at once) and moves on by rail next turn.
  The German rules let the player draw a new ship card in the landing port at once; a ship
  boarded then sails the turn after.
- P4: a port where no ship is drawn is a plain milepost; nothing here acts unless asked.

Events may forbid boarding, landing or sailing: ``events.ship_blocked(game, player, what)``
is asked when that function exists.
"""

from __future__ import annotations

from collections.abc import Callable
from itertools import pairwise
from typing import TYPE_CHECKING, Any

from ..board.components import Ship
from ..words import IronDragonRules, translate
from . import events
from .actions import BoardShip, DrawShip, RefuseShip, Sail
from .holdings import foreman_of, pay
from .operations import discarded_instead, passed_through, stopped_this_turn
from .state import Phase, ShipState
from .wording import port_name

if TYPE_CHECKING:
    from .context import RuleGame as Game

_OFFER_MARK = "offer_at"  # TurnState field: where and when the open offer was drawn (see _offer_open)
_LANDED_MARK = "landed_at"  # TurnState field: where and when the player last landed (see _stopped)


# --- helpers ------------------------------------------------------------------------------------
def ship_card(game: Game, name: str) -> Ship:
    return next(s for s in game.board.components.ships if s.name == name)


def cards_drawn(game: Game, player: int) -> int:
    """P1: one ship card, or as many as the foreman's effects say (Wee Folk: three)."""
    f = foreman_of(game, player)
    return int(f.effects.get("ship_cards_drawn", 1)) if f is not None else 1


def boarding_fee(game: Game, player: int, ship: str) -> int:
    """P1: the ship's fee, unless the foreman's effects set another (Wee Folk: none)."""
    f = foreman_of(game, player)
    if f is not None and "boarding_fee_gp" in f.effects:
        return int(f.effects["boarding_fee_gp"])
    return ship_card(game, ship).fee


def _blocked(game: Game, player: int, what: str) -> str | None:
    """Does an event in effect forbid boarding, landing or sailing? (Asked only if the events
    module offers ``ship_blocked``.)"""
    check: Callable[[Game, int, str], str | None] | None = getattr(events, "ship_blocked", None)
    return None if check is None else check(game, player, what)


def _operating(game: Game, player: int) -> str | None:
    s = game.state
    if s.phase != Phase.OPERATE:
        return translate("IronDragonRules", "Ships are drawn, boarded and sailed in the operating part of a turn (P1).")
    if s.turn.discarded_hand:
        return discarded_instead()
    if s.players[player].position is None:
        return translate("IronDragonRules", "Place your train on a city first (O5).")
    return None


def _set_mark(game: Game, key: str, action: object, data: tuple[int, ...]) -> None:
    """Remember something about the action being applied, in the turn's state (so undo and
    replay, which rebuild the state, rebuild it too)."""
    setattr(game.state.turn, key, data)


def _mark(game: Game, key: str) -> tuple[int, ...] | None:
    value = getattr(game.state.turn, key)
    return None if value is None else tuple(value)


def _offer_open(game: Game, player: int) -> bool:
    """Is there an undecided ship offer, and is the train still where it was drawn? Moving on
    from the port refuses the offer (P1, FAQ): the cards are already on the discard pile."""
    s = game.state
    if not s.turn.ship_offer:
        return False
    return _mark(game, _OFFER_MARK) == (s.turn_number, player, s.players[player].position, s.turn.moved)


def _landed_here(game: Game, player: int) -> bool:
    """Did the player land at the port where his train stands, this turn?"""
    s = game.state
    return _mark(game, _LANDED_MARK) == (s.turn_number, player, s.players[player].position)


def _stopped(game: Game, player: int) -> str | None:
    """A stopped train draws and boards no ship, except right after landing: the German rules
    let the player draw a new ship card at once in the landing port (it sails next turn)."""
    if game.state.turn.stopped and not _landed_here(game, player):
        return stopped_this_turn()
    return None


def _draw(game: Game, count: int) -> list[str]:
    """Ship cards from the top of the deck; the discard pile is shuffled into a new deck when
    the deck runs out (C6). The cards drawn are not shuffled back in the same draw."""
    s = game.state
    drawn: list[str] = []
    while len(drawn) < count:
        if not s.ship_deck:
            if not s.ship_discard:
                break
            s.ship_deck, s.ship_discard = s.ship_discard, []
            game.rng.shuffle(s.ship_deck)
        drawn.append(s.ship_deck.pop())
    return drawn


def _describe(game: Game, name: str) -> str:
    ship = ship_card(game, name)
    return translate("IronDragonRules", "the {ship} (fee {fee} GP, {speed} sea points)").format(
        ship=ship.name, fee=ship.fee, speed=ship.speed)


# --- P1: drawing a ship ----------------------------------------------------------------------------
def check_draw(game: Game, a: DrawShip) -> str | None:
    reason = _operating(game, a.player)
    if reason:
        return reason
    s = game.state
    p = s.players[a.player]
    if p.ship is not None:
        return _on_a_ship()
    reason = _stopped(game, a.player)
    if reason:
        return reason
    assert p.position is not None
    if p.position not in game.board.ports:
        return translate("IronDragonRules", "Ships are drawn at a port milepost (P1).")
    if _offer_open(game, a.player):
        return translate("IronDragonRules", "Board one of the ships drawn, or refuse them, first (P1).")
    if p.position in s.turn.ports_tried:
        return translate("IronDragonRules", "At most one ship draw per port in a turn (P1).")
    reason = _blocked(game, a.player, "boarding")
    if reason:
        return reason
    if not s.ship_deck and not s.ship_discard:
        return translate("IronDragonRules", "Every ship card is in use (C5).")
    return None


def apply_draw(game: Game, a: DrawShip) -> list[str]:
    s = game.state
    p = s.players[a.player]
    assert p.position is not None
    s.turn.ship_offer = []  # an offer left behind at another port was refused by moving on
    drawn = _draw(game, cards_drawn(game, a.player))
    game.reveal()
    s.ship_discard += drawn  # face up on the discard pile until one is boarded
    s.turn.ship_offer = list(drawn)
    s.turn.ports_tried.add(p.position)
    _set_mark(game, _OFFER_MARK, a, (s.turn_number, a.player, p.position, s.turn.moved))
    where = port_name(game.board, p.position)
    return [translate("IronDragonRules", "{who} draws {ships} at the port of {port}.").format(
        who=p.name, ships=", ".join(_describe(game, n) for n in drawn), port=where)]


def _on_a_ship() -> str:
    return translate("IronDragonRules", "Your train is on a ship already (P1).")


def check_board(game: Game, a: BoardShip) -> str | None:
    reason = _operating(game, a.player)
    if reason:
        return reason
    s = game.state
    p = s.players[a.player]
    if p.ship is not None:
        return _on_a_ship()
    if not _offer_open(game, a.player):
        return translate("IronDragonRules", "Draw a ship at this port first; a ship refused or left behind cannot be "
                         "claimed later (P1).")
    if a.ship not in s.turn.ship_offer:
        return translate("IronDragonRules", "The {ship} is not among the ships you drew (P1).").format(ship=a.ship)
    reason = _stopped(game, a.player)
    if reason:
        return reason
    fee = boarding_fee(game, a.player, a.ship)
    if fee > p.cash:
        return translate("IronDragonRules", "The {ship} costs {fee} GP to board and you have {cash} GP: no credit "
                         "(P1).").format(ship=a.ship, fee=fee, cash=p.cash)
    return _blocked(game, a.player, "boarding")


def apply_board(game: Game, a: BoardShip) -> list[str]:
    s = game.state
    p = s.players[a.player]
    assert p.position is not None
    fee = boarding_fee(game, a.player, a.ship)
    if fee:
        pay(game, a.player, fee)
    # the chosen card lies on the discard pile with the rest of the offer
    for i in range(len(s.ship_discard) - 1, -1, -1):
        if s.ship_discard[i] == a.ship:
            del s.ship_discard[i]
            break
    others = [n for n in s.turn.ship_offer if n != a.ship]
    p.ship = ShipState(ship=a.ship, at=p.position, sailing=False)
    s.turn.ship_offer = []
    s.turn.stopped = True
    if fee:
        line = translate("IronDragonRules", "{who} boards the {ship} for {fee} GP; it sails next turn.").format(
            who=p.name, ship=a.ship, fee=fee)
    else:
        line = translate("IronDragonRules", "{who} boards the {ship} free of charge; it sails next turn.").format(
            who=p.name, ship=a.ship)
    lines = [line]
    if others:
        lines.append(IronDragonRules.tr("{ships} (goes|go) to the discard pile.", None, len(others)).format(
            ships=", ".join(others)))
    return lines


def check_refuse(game: Game, a: RefuseShip) -> str | None:
    reason = _operating(game, a.player)
    if reason:
        return reason
    if not _offer_open(game, a.player):
        return translate("IronDragonRules", "There is no ship offer to refuse (P1).")
    return None


def apply_refuse(game: Game, a: RefuseShip) -> list[str]:
    s = game.state
    refused = s.turn.ship_offer
    s.turn.ship_offer = []  # the cards are on the discard pile already
    return [IronDragonRules.tr("{who} refuses {ships}; (it goes|they go) to the discard pile.", None,
                               len(refused)).format(who=s.players[a.player].name, ships=", ".join(refused))]


# --- P2, P3: sailing and landing ------------------------------------------------------------------
def plan_sail(game: Game, player: int, path: list[int]) -> tuple[str | None, int, bool]:
    """Check a voyage without changing anything: (reason or None, sea points used, lands)."""
    s, board = game.state, game.board
    p = s.players[player]
    if p.ship is None:
        return translate("IronDragonRules", "Your train is not on a ship: draw and board one at a port (P1)."), 0, False
    if s.turn.stopped:
        return translate("IronDragonRules", "Your ship does not sail again this turn (it sails the turn after "
                         "boarding) (P2)."), 0, False
    if len(path) < 2:
        return translate("IronDragonRules", "Sail at least one sea point (P2)."), 0, False
    if path[0] != p.ship.at:
        return translate("IronDragonRules", "A voyage starts where the ship is (P2)."), 0, False
    ship = ship_card(game, p.ship.ship)
    left = ship.speed - s.turn.moved
    used = 0
    lands = False
    for n, (u, v) in enumerate(pairwise(path)):
        mv = board.mileposts[v]
        if lands:
            return translate("IronDragonRules", "Reaching a port ends the ship's movement (P3)."), 0, False
        if n == 0 and not p.ship.sailing:
            port = board.ports.get(u)
            if port is None or v not in port.sea:
                return translate("IronDragonRules", "From this port the ship puts out onto one of its sea points, not "
                                 "{milepost} (P2).").format(milepost=mv.id), 0, False
        elif mv.is_sea:
            if v not in board.adjacency[u]:
                return translate("IronDragonRules", "{milepost} is not next to {other} (P2).").format(
                    milepost=mv.id, other=board.mileposts[u].id), 0, False
        else:
            port = board.ports.get(v)
            if port is None or u not in port.sea:
                return translate("IronDragonRules", "A ship sails from sea point to sea point and lands only at a "
                                 "port, not {milepost} (P2).").format(milepost=mv.id), 0, False
            lands = True
            continue
        if left <= 0:
            return translate("IronDragonRules", "The {ship} sails {speed} sea points a turn and has none left to reach "
                             "{milepost} (P2).").format(ship=ship.name, speed=ship.speed, milepost=mv.id), 0, False
        left -= 1
        used += 1
    reason = _blocked(game, player, "sailing")
    if reason:
        return reason, 0, False
    if lands:
        reason = _blocked(game, player, "landing")
        if reason:
            return reason, 0, False
    return None, used, lands


def check_sail(game: Game, a: Sail) -> str | None:
    reason = _operating(game, a.player)
    if reason:
        return reason
    ids = game.board.by_id
    if any(x not in ids for x in a.path):
        return translate("IronDragonRules", "That voyage leaves the map (P2).")
    return plan_sail(game, a.player, [ids[x].index for x in a.path])[0]


def apply_sail(game: Game, a: Sail) -> list[str]:
    s, board = game.state, game.board
    path = [board.by_id[x].index for x in a.path]
    _, used, lands = plan_sail(game, a.player, path)
    p = s.players[a.player]
    ship = p.ship
    assert ship is not None
    s.turn.moved += used
    end = path[-1]
    p.position = end
    p.heading = None
    if not lands:
        ship.at = end
        ship.sailing = True
        left = ship_card(game, ship.ship).speed - s.turn.moved
        return [IronDragonRules.tr("{who} sails the {ship} %n sea point(s) ({left} left this turn).", None,
                                   used).format(who=p.name, ship=ship.ship, left=left)]
    # P3: landing ends the ship's movement; the card is discarded at once
    s.ship_discard.append(ship.ship)
    p.ship = None
    s.turn.stopped = True
    _set_mark(game, _LANDED_MARK, a, (s.turn_number, a.player, end))
    passed_through(game, a.player, end)
    return [IronDragonRules.tr("{who} sails the {ship} %n sea point(s) and lands at the port of {port}; the train "
                               "moves on next turn.", None, used).format(who=p.name, ship=ship.ship,
                                                                          port=port_name(board, end))]


HANDLERS: dict[str, Any] = {
    "DrawShip": (check_draw, apply_draw),
    "BoardShip": (check_board, apply_board),
    "RefuseShip": (check_refuse, apply_refuse),
    "Sail": (check_sail, apply_sail),
}
