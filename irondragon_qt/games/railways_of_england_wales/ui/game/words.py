"""The cards and figures in a player's words: what each Operations card does (RW-20, EW-7..9) and
what each Baron card asks (EW-2), from the card's own numbers, and a player's income at his score
marker (RW-22)."""

from __future__ import annotations

from .....engine.words import and_list, plural
from ...rules.components import BaronCard, OperationsCard
from ...rules.costs import dollars
from ...rules.game import Game

SECRET = "a secret card"


def card_words(card: OperationsCard) -> str:
    """"Service Bounty: the first delivery into York scores 2 points (RW-Q17)."."""
    kind = card.kind
    points = plural(card.points, "point")
    said = {
        "major_line": f"the first to join {and_list(list(card.ends))} with his own track scores {points} (RW-Q17).",
        "service_bounty": f"the first delivery into {card.city} scores {points} (RW-Q17).",
        "speed_record": f"the first delivery over {plural(card.links, 'link')} or more scores {points} (RW-Q17).",
        "passenger_line": f"kept; each delivery to one of {and_list(list(card.targets))} fills one; "
                          f"{card.needed} filled score {points} at the end (EW-7).",
        "hotel": f"kept; each delivery into {card.city} scores its holder {plural(card.per_delivery, 'point')} "
                 f"(taken only with track into {card.city}).",
        "cash": f"take {dollars(card.amount)} at once.",
        "points_now": f"score {points} at once.",
        "engine_upgrade": "the engine one level up at once, free.",
        "tunnel_engineer": "kept; spent on a build, each mountain hex costs as an open one (EW-8).",
        "build_discount": f"kept; spent on a build, it takes {dollars(card.amount)} off.",
        "extra_tiles": f"kept; spent on a build, it lays {plural(card.tiles, 'more tile')} (RW-12).",
        "rail_inspector": "kept secret; played when another delivers, the delivery fails (EW-9).",
    }
    return f"{card.name}: {said.get(kind, kind.replace('_', ' ') + '.')}"


def baron_words(baron: BaronCard) -> str:
    """"Baron of York: 4 links into York at the end, 6 points (EW-2)."."""
    kind = baron.kind
    said = {
        "most_links": "the most links at the end",
        "links_into": f"{plural(baron.count, 'link')} into {baron.place} at the end",
        "connect": f"{and_list(list(baron.places))} joined by your own track",
        "most_deliveries": ("the most deliveries" if baron.colour == "any"
                            else f"the most {baron.colour} cubes delivered"),
        "engine": f"an engine of level {baron.level} or more at the end",
        "most_cash": "the most money at the end",
    }
    return f"{baron.name}: {said.get(kind, kind.replace('_', ' '))}, {plural(baron.points, 'point')} (EW-2)."


def income(game: Game, seat: int) -> int:
    """What ``seat`` is paid at the turn's end at his score marker (RW-22, the rule option RW-Q1)."""
    return game.comp.income.at(game.state.players[seat].score, game.options.income_reduction)
