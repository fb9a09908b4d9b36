"""A few words on why a computer player does what it does: the table's log adds them to the
action's line ("builds 6 sections for 11 GP, towards Kola, for Ale → Kola, 26 GP")."""

from __future__ import annotations

from collections.abc import Sequence

from ..rules.actions import Action, Move, PickUp
from ..rules.game import Game
from ..rules.state import Phase
from ..rules.wording import and_list, goods_list
from ..words import good_name, translate
from .reach import Reach
from .trips import Stop, Trip
from .view import PlayerView


def why(game: Game, action: Action, stops: Sequence[Stop], trip: Trip | None, towards: Sequence[str],
        idle: str = "") -> str:
    """What ``action`` is for, given the trip's ``stops`` still to make and the cities this turn's
    track is built ``towards``; ``idle``: why a building turn that ends built nothing; "" when
    there is nothing to add."""
    deliveries = translate("IronDragonBots", " and ").join(
        translate("IronDragonBots", "{good} → {city}, {payout} GP").format(good=good_name(d.good), city=d.city,
                                                                           payout=d.payout)
        for s in stops for d in s.deliver)
    kind = type(action).__name__
    nxt = stops[0] if stops else None
    if kind == "BuildTrack":
        where = translate("IronDragonBots", " and ").join(dict.fromkeys(towards))
        parts = (translate("IronDragonBots", "towards {places}").format(places=where) if where else "",
                 translate("IronDragonBots", "for {deliveries}").format(deliveries=deliveries) if deliveries else "")
        return ", ".join(x for x in parts if x)
    if kind in ("Move", "PlaceTrain") and nxt is not None:
        goal = (translate("IronDragonBots", "to pick up {goods}").format(goods=goods_list(nxt.pick)) if nxt.pick
                else translate("IronDragonBots", "to deliver {deliveries}").format(deliveries=deliveries))
        end = action.path[-1] if isinstance(action, Move) else getattr(action, "milepost", "")
        there = game.board.by_id[end].city == nxt.city if end in game.board.by_id else False
        if there:
            return goal
        return translate("IronDragonBots", "heading for {city} {goal}").format(city=nxt.city, goal=goal)
    if isinstance(action, PickUp):
        uses = [d for s in stops for d in s.deliver if d.good == action.good]
        if uses:
            return translate("IronDragonBots", "for {city}, {payout} GP").format(city=uses[0].city,
                                                                                 payout=uses[0].payout)
        return translate("IronDragonBots", "for a demand in hand")
    if kind == "DiscardHand":
        return (translate("IronDragonBots", "no trip in this hand is worth making") if trip is None
                else translate("IronDragonBots", "a fresh hand promises more"))
    if kind == "UpgradeLoco":
        return translate("IronDragonBots", "a faster train pays for itself")
    if kind == "ChangeForeman":
        return translate("IronDragonBots", "a Troll cannot build on the surface")
    if kind == "EndTurn":  # said of "Ann builds nothing." (a turn that built something says so already)
        return idle if game.state.phase in (Phase.OPENING, Phase.BUILD) and not game.state.turn.spent else ""
    return ""


def idle(view: PlayerView, reach: Reach, stops: Sequence[Stop], trip: Trip | None, won: bool) -> str:
    """Why a building turn built nothing, in a few words (issue 43)."""
    if won:
        return translate("IronDragonBots", "keeping the {cash} GP it needs to win").format(cash=view.win_cash)
    if trip is None or not stops:
        return translate("IronDragonBots", "no delivery in its hand is worth building for yet")
    needed = [(s.city, c.cost) for s in stops if (c := reach.connection(s.city)) is not None and c.cost]
    if not needed:
        return translate("IronDragonBots", "its track already reaches {cities}").format(
            cities=and_list(list(dict.fromkeys(s.city for s in stops))))
    city, cost = needed[0]
    return translate("IronDragonBots", "keeping its {cash} GP: the track to {city} costs {cost} GP").format(
        cash=view.cash, city=city, cost=cost)


def starts_from(city: str, trip: str) -> str:
    """The opening's choice: "starts from Kola: Gems to Railla (34 GP)"."""
    return translate("IronDragonBots", "starts from {city}: {trip}").format(city=city, trip=trip)


def the_train() -> str:
    """Where track goes that joins a train an event cut off ("towards the train")."""
    return translate("IronDragonBots", "the train")


def turning_city() -> str:
    """Where track goes from the end of a line the train cannot turn on."""
    return translate("IronDragonBots", "a city to turn at")
