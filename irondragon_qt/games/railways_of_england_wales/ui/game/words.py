"""The cards and figures in a player's words: what each Operations card does (RW-20, EW-7..9) and
what each Baron card asks (EW-2), from the card's own numbers, and a player's income at his score
marker (RW-22)."""

from __future__ import annotations

from ...rules.components import BaronCard, OperationsCard
from ...rules.costs import dollars
from ...rules.game import Game
from ...words import RoewTable, and_list, card_name, colour_word, translate


def secret() -> str:
    return translate("RoewTable", "a secret card")


def card_words(card: OperationsCard) -> str:
    """"Service Bounty: the first delivery into York scores 2 points (RW-Q17)."."""
    kind = card.kind
    points = RoewTable.tr("%n point(s)", None, card.points)
    said = {
        "major_line": translate("RoewTable", "the first to join {places} with his own track scores {points} "
                                             "(RW-Q17).").format(
            places=and_list(list(card.ends)), points=points),
        "service_bounty": translate("RoewTable", "the first delivery into {city} scores {points} (RW-Q17).").format(
            city=card.city, points=points),
        "speed_record": RoewTable.tr("the first delivery over %n link(s) or more scores {points} (RW-Q17).", None,
                                     card.links).format(points=points),
        "passenger_line": translate("RoewTable", "kept; each delivery to one of {targets} fills one; {needed} "
                                                 "filled score "
                                    "{points} at the end (EW-7).").format(
            targets=and_list([colour_word(t) for t in card.targets]), needed=card.needed, points=points),
        "hotel": RoewTable.tr("kept; each delivery into {city} scores its holder %n point(s) (taken only with track "
                              "into {city}).", None, card.per_delivery).format(city=card.city),
        "cash": translate("RoewTable", "take {amount} at once.").format(amount=dollars(card.amount)),
        "points_now": translate("RoewTable", "score {points} at once.").format(points=points),
        "engine_upgrade": translate("RoewTable", "the engine one level up at once, free."),
        "tunnel_engineer": translate("RoewTable", "kept; spent on a build, each mountain hex costs as an open one "
                                                  "(EW-8)."),
        "build_discount": translate("RoewTable", "kept; spent on a build, it takes {amount} off.").format(
            amount=dollars(card.amount)),
        "extra_tiles": RoewTable.tr("kept; spent on a build, it lays %n more tile(s) (RW-12).", None, card.tiles),
        "rail_inspector": translate("RoewTable", "kept secret; played when another delivers, the delivery fails "
                                                 "(EW-9)."),
    }
    return f"{card_name(card.name)}: {said.get(kind, kind.replace('_', ' ') + '.')}"


def baron_words(baron: BaronCard) -> str:
    """"Baron of York: 4 links into York at the end, 6 points (EW-2)."."""
    kind = baron.kind
    said = {
        "most_links": translate("RoewTable", "the most links at the end"),
        "links_into": RoewTable.tr("%n link(s) into {place} at the end", None, baron.count).format(place=baron.place),
        "connect": translate("RoewTable", "{places} joined by your own track").format(
            places=and_list(list(baron.places))),
        "most_deliveries": (translate("RoewTable", "the most deliveries") if baron.colour == "any"
                            else translate("RoewTable", "the most {colour} cubes delivered").format(
                                colour=colour_word(baron.colour))),
        "engine": translate("RoewTable", "an engine of level {level} or more at the end").format(level=baron.level),
        "most_cash": translate("RoewTable", "the most money at the end"),
    }
    return RoewTable.tr("{card}: {goal}, %n point(s) (EW-2).", None, baron.points).format(
        card=card_name(baron.name), goal=said.get(kind, kind.replace("_", " ")))


def income(game: Game, seat: int) -> int:
    """What ``seat`` is paid at the turn's end at his score marker (RW-22, the rule option RW-Q1)."""
    return game.comp.income.at(game.state.players[seat].score, game.options.income_reduction)
