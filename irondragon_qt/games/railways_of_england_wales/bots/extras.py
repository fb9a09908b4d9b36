"""The actions besides building and delivering, each with its worth in points: upgrading the engine
(RW-16: the longer routes it opens, less its price), taking an Operations card (RW-20: by its
kind), and urbanizing a town the seat's links reach (RW-15, RW-Q5: the cubes that may end there,
and the two drawn onto it, less $10,000)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..board.hexboard import GREY
from ..rules.actions import Action, TakeCard, Upgrade, Urbanize
from ..rules.cards import GOALS, card_of
from ..words import card_name, colour_word, decimal, money, translate

if TYPE_CHECKING:
    from .judge import Judge

Scored = tuple[float, Action, str, str]
ENGINE_HOPE = 0.8  # the part of an engine Baron card's points each level towards it earns (shared out)
HOTEL_SHARE = 0.04  # deliveries into one city, per player and turn (5 colours, 7 or 8 cities each)
KEPT_WORTH = {"extra_tiles": 1.0, "tunnel_engineer": 0.6, "rail_inspector": 1.2}  # points, guessed
DISCOUNT_USE = 0.8  # the part of a discount card's dollars it is likely to save


def engine_baron(judge: Judge, engine: int) -> float:
    """What one level up earns of the seat's engine Baron card, if it works towards it."""
    mine = judge.game.state.players[judge.seat].baron
    if not judge.level.baron or mine is None:
        return 0.0
    card = judge.game.comp.baron(mine)
    if card.kind != "engine" or engine >= card.level:
        return 0.0
    return ENGINE_HOPE * card.points / (card.level - engine)


def upgrade(judge: Judge) -> Scored | None:
    game, seat = judge.game, judge.seat
    p = game.state.players[seat]
    if p.engine >= game.comp.engine.top_level:
        return None
    cost = game.comp.engine.cost_to(p.engine + 1)
    value = judge.promise_gain([], engine_up=True) + engine_baron(judge, p.engine) - judge.view.payment(p.cash, cost)
    return (value, Upgrade(seat), translate("RoewBots", "upgrades its engine to level {level}").format(
        level=p.engine + 1),
            translate("RoewBots", "worth {worth} for {cost}").format(worth=decimal(value), cost=money(cost)))


def card_worth(judge: Judge, instance: str) -> float | None:
    """What taking the card ``instance`` is worth in points (None: a goal, never taken)."""
    game, seat = judge.game, judge.seat
    s = game.state
    card = card_of(game, instance)
    cash = s.players[seat].cash
    if card.kind in GOALS:
        return None
    if card.kind == "cash":
        return judge.view.payment(cash, card.amount)
    if card.kind == "points_now":
        return card.points * judge.view.point
    if card.kind == "engine_upgrade":
        if s.players[seat].engine >= game.comp.engine.top_level:
            return None
        return judge.promise_gain([], engine_up=True) + engine_baron(judge, s.players[seat].engine)
    if card.kind == "build_discount":
        return DISCOUNT_USE * judge.view.payment(cash, card.amount)
    if card.kind == "hotel":
        deliveries = HOTEL_SHARE * len(s.players) * judge.view.turns
        return card.per_delivery * deliveries * judge.view.point
    return KEPT_WORTH.get(card.kind, 0.0)


def cards(judge: Judge) -> list[Scored]:
    game, seat = judge.game, judge.seat
    out: list[Scored] = []
    for instance in sorted(set(game.state.display)):
        worth = card_worth(judge, instance)
        action = TakeCard(seat, instance)
        if worth is not None and game.check(action) is None:
            name = card_name(card_of(game, instance).name)
            out.append((worth, action, translate("RoewBots", "takes {card}").format(card=name),
                        translate("RoewBots", "worth {worth}").format(worth=decimal(worth))))
    return out


def urbanize(judge: Judge) -> list[Scored]:
    """Towns the seat's own links reach, each with its best New City colour."""
    game, seat = judge.game, judge.seat
    s = game.state
    p = s.players[seat]
    price = judge.view.payment(p.cash, game.comp.money.urbanize)
    drawn = game.comp.new_cities.cubes_drawn if s.bag else 0
    out: list[Scored] = []
    for town in sorted(at for at, c in s.colour_of.items() if c == GREY and at in judge.graph):
        if not any(owner == seat for _, _, owner in judge.graph[town]):
            continue
        for colour in sorted(set(s.new_cities)):
            value = judge.town_gain(town, colour, drawn, game.comp.goods.colours) - price
            out.append((value, Urbanize(seat, town, colour),
                        translate("RoewBots", "urbanizes {town} into a {colour} city").format(
                            town=game.place_name(town),
                                                                                   colour=colour_word(colour)),
                        translate("RoewBots", "worth {worth}").format(worth=decimal(value))))
    return out
