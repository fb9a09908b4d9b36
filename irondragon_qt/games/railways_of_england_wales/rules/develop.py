"""The actions that grow a railway: building track (RW-12..14, with the build cards: Tunnel Engineer
EW-8, a discount, extra tiles), urbanizing a town (RW-15, RW-Q5) and upgrading the engine (RW-16,
RW-Q6, RW-Q7). Each pays the bank, with bonds for what the player cannot pay (EW-6)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..board.hexboard import GREY
from ..words import card_name, colour_word, translate
from . import cards
from .actions import MAX_STEPS
from .building import BuildPlan, plan_build
from .costs import costs_of
from .money import money, pay
from .state import Phase

if TYPE_CHECKING:
    from .actions import Build, Upgrade, Urbanize
    from .context import RuleGame as Game


# --- building (RW-12) ---------------------------------------------------------------------------------
def _build_cards(game: Game, action: Build) -> tuple[dict[str, int], str | None]:
    """The build cards spent: their kinds' effects, or why they may not be spent."""
    held = list(game.state.players[action.player].cards)
    effects = {"tunnel": 0, "discount": 0, "tiles": 0}
    kinds = set()
    for instance in action.cards:
        if instance not in held:
            return effects, translate("RoewRules", "You do not hold that card (RW-20).")
        held.remove(instance)
        card = cards.card_of(game, instance)
        if card.kind not in cards.BUILD_CARDS:
            return effects, translate("RoewRules", "{card} is not spent on a build (RW-20).").format(
                card=card_name(card.name))
        if card.kind in kinds:
            return effects, translate("RoewRules", "One {card} a build (RW-20).").format(card=card_name(card.name))
        kinds.add(card.kind)
        if card.kind == "tunnel_engineer":
            effects["tunnel"] = 1
        elif card.kind == "build_discount":
            effects["discount"] = card.amount
        else:
            effects["tiles"] = card.tiles
    return effects, None


def _plan(game: Game, action: Build) -> BuildPlan | str:
    effects, why = _build_cards(game, action)
    if why:
        return why
    s = game.state
    plan = plan_build(game.board, s.track, action.player, s.turn, action.steps, colour_of=s.colour_of.__getitem__,
                      tunnel=bool(effects["tunnel"]), max_tiles=game.comp.actions.tiles_per_build + effects["tiles"],
                      discount=effects["discount"], costs=costs_of(game.comp), names=game.names)
    return plan if isinstance(plan, BuildPlan) else plan.reason


def quote_build(game: Game, action: Build) -> BuildPlan | str:
    """The plan ``action`` would lay (its cost, tiles and words), or why it may not be built: what
    a table shows while a build is drawn, asked of the same rules as ``check_build``."""
    if game.state.phase != Phase.ACTIONS:
        return translate("RoewRules", "Track is built in the action rounds (RW-11).")
    return _plan(game, action)


def check_build(game: Game, action: Build) -> str | None:
    if game.state.phase != Phase.ACTIONS:
        return translate("RoewRules", "Track is built in the action rounds (RW-11).")
    if len(action.steps) > MAX_STEPS:  # steps into a city lay no tile: RW-12 does not bound them
        return translate("RoewRules", "A build has at most {most} steps: a saved game holds no more (RW-12).").format(
            most=MAX_STEPS)
    plan = _plan(game, action)
    return plan if isinstance(plan, str) else None


def apply_build(game: Game, action: Build) -> list[str]:
    s = game.state
    plan = _plan(game, action)
    assert isinstance(plan, BuildPlan)
    p = s.players[action.player]
    for instance in action.cards:
        p.cards.remove(instance)
        s.discard.append(instance)
    lines = pay(s, action.player, plan.cost, game.comp)
    lines += plan.apply(s.track)
    return lines + [translate("RoewRules", "{card} is spent.").format(card=card_name(cards.card_of(game, c).name))
                    for c in action.cards]


# --- urbanizing (RW-15) -------------------------------------------------------------------------------
def check_urbanize(game: Game, action: Urbanize) -> str | None:
    s = game.state
    if s.phase != Phase.ACTIONS:
        return translate("RoewRules", "Towns are urbanized in the action rounds (RW-11).")
    if s.colour_of.get(action.town) != GREY:
        return translate("RoewRules", "Only a grey town can be urbanized (RW-15).")
    if action.colour not in s.new_cities:
        return translate("RoewRules", "No New City tile of {colour} is left (RW-7).").format(
            colour=colour_word(action.colour))
    return None


def apply_urbanize(game: Game, action: Urbanize) -> list[str]:
    s = game.state
    name = game.place_name(action.town)
    lines = pay(s, action.player, game.comp.money.urbanize, game.comp)
    s.new_cities.remove(action.colour)
    s.colour_of[action.town] = action.colour
    drawn, s.bag = s.bag[:game.comp.new_cities.cubes_drawn], s.bag[game.comp.new_cities.cubes_drawn:]
    s.cubes[action.town] = drawn
    game.reveal()  # cubes came out of the bag: undo stops here
    words = ", ".join(map(colour_word, drawn)) if drawn else translate("RoewRules", "none: the bag is empty")
    return [*lines, translate("RoewRules", "{who} urbanizes {town} into a {colour} city for {cost}; cubes drawn onto "
                              "it: {cubes} (RW-15, RW-Q5).").format(
        who=s.players[action.player].name, town=name, colour=colour_word(action.colour),
        cost=money(game.comp.money.urbanize), cubes=words)]


# --- the engine (RW-16) -------------------------------------------------------------------------------
def check_upgrade(game: Game, action: Upgrade) -> str | None:
    s = game.state
    if s.phase != Phase.ACTIONS:
        return translate("RoewRules", "The engine is upgraded in the action rounds (RW-11).")
    if s.players[action.player].engine >= game.comp.engine.top_level:
        return translate("RoewRules", "Your engine is at the top level already ({level}, RW-Q7).").format(
            level=game.comp.engine.top_level)
    return None


def apply_upgrade(game: Game, action: Upgrade) -> list[str]:
    s = game.state
    p = s.players[action.player]
    cost = game.comp.engine.cost_to(p.engine + 1)
    lines = pay(s, action.player, cost, game.comp)
    p.engine += 1
    return [*lines, translate("RoewRules", "{who} upgrades the engine to level {level} for {cost} (RW-16).").format(
        who=p.name, level=p.engine, cost=money(cost))]
