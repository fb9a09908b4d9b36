"""The Railroad Operations cards (RW-6, RW-20, RW-Q4, RW-Q17, EW-7..9): taking one from the display
as an action, the display refilled at once, and the goal cards claimed without an action when
someone meets them while they are face up. The cards are data (components.toml); their kinds are
these:

- goals, claimed at once (RW-Q17): ``major_line`` (first to join two places with own links, checked
  after every action, the acting player first), ``service_bounty`` (first delivery into a city),
  ``speed_record`` (first delivery over at least n links), ``passenger_line`` (first to fill 4 of its 6
  targets, EW-7/EW-Q4/EW-Q8; scored at the end);
- taken as an action: ``cash``, ``points_now``, ``engine_upgrade`` (at once), ``hotel`` (its city's later
  deliveries score the holder 1 point each), ``tunnel_engineer``, ``build_discount``, ``extra_tiles``
  (kept for one build), ``rail_inspector`` (kept secret, played out of turn: ``delivering``)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..words import RoewRules, card_name, colour_word, translate
from .money import money, receive
from .routes import joined_by_own, network
from .setup import card_kind
from .state import Delivery

if TYPE_CHECKING:
    from .actions import TakeCard
    from .components import OperationsCard
    from .context import RuleGame as Game

GOALS = ("major_line", "service_bounty", "speed_record", "passenger_line")
BUILD_CARDS = ("tunnel_engineer", "build_discount", "extra_tiles")


def card_of(game: Game, instance: str) -> OperationsCard:
    return game.comp.card(card_kind(game.comp, instance))


def refill(game: Game) -> list[str]:
    """RW-Q4: the display is refilled from the deck at once (while the deck lasts)."""
    s = game.state
    if not s.deck:
        return []
    drawn = s.deck.pop(0)
    s.display.append(drawn)
    s.face_up_at[drawn] = len(s.deliveries)
    game.reveal()  # a card came out of the deck: undo stops here
    return [translate("RoewRules", "{card} is turned up on the display (RW-Q4).").format(
        card=card_name(card_of(game, drawn).name))]


# --- taking a card (RW-20) ------------------------------------------------------------------------
def check_take(game: Game, action: TakeCard) -> str | None:
    if action.card not in game.state.display:
        return translate("RoewRules", "That card is not on the display (RW-20).")
    card = card_of(game, action.card)
    if card.kind in GOALS:
        return translate("RoewRules", "{card} is a goal: it is won by meeting it, not taken (RW-Q4).").format(
            card=card_name(card.name))
    if card.kind == "hotel" and game.board.at_name(card.city) not in network(game.state.track, action.player):
        return translate("RoewRules", "{card} needs a link of yours into {city} (RW-20).").format(
            card=card_name(card.name), city=card.city)
    if card.kind == "engine_upgrade" and game.state.players[action.player].engine >= game.comp.engine.top_level:
        return translate("RoewRules", "Your engine is at the top level already ({level}, RW-Q7).").format(
            level=game.comp.engine.top_level)
    return None


def apply_take(game: Game, action: TakeCard) -> list[str]:
    s = game.state
    p = s.players[action.player]
    card = card_of(game, action.card)
    s.display.remove(action.card)
    lines = [translate("RoewRules", "{who} takes {card} (RW-20).").format(who=p.name, card=card_name(card.name))]
    if card.kind in ("cash", "points_now", "engine_upgrade"):
        s.discard.append(action.card)
    if card.kind == "cash":
        receive(s, action.player, card.amount)
        lines.append(translate("RoewRules", "{who} receives {amount}.").format(who=p.name, amount=money(card.amount)))
    elif card.kind == "points_now":
        p.score += card.points
        lines.append(RoewRules.tr("{who} scores %n point(s).", None, card.points).format(who=p.name))
    elif card.kind == "engine_upgrade":
        p.engine += 1
        lines.append(translate("RoewRules", "{who}'s engine goes up to level {level}, free.").format(
            who=p.name, level=p.engine))
    elif card.kind == "hotel":
        p.hotels.append(action.card)
    else:  # kept for later: the build cards and the Rail Inspector
        p.cards.append(action.card)
    return lines + refill(game)


# --- goals ------------------------------------------------------------------------------------------
def _claim(game: Game, instance: str, seat: int, why: str) -> list[str]:
    s = game.state
    card = card_of(game, instance)
    s.display.remove(instance)
    s.claimed_cards[instance] = seat
    p = s.players[seat]
    if card.kind == "passenger_line":
        p.card_points += card.points
        words = RoewRules.tr("{who} wins {card}: {why}; %n point(s) at the end (RW-Q17).", None, card.points)
    else:
        p.score += card.points
        words = RoewRules.tr("{who} wins {card}: {why}; %n point(s) (RW-Q17).", None, card.points)
    return [words.format(who=p.name, card=card_name(card.name), why=why), *refill(game)]


def after_delivery(game: Game, done: Delivery) -> list[str]:
    """The goals a delivery may win (RW-Q17, EW-7), and the hotels it pays."""
    s = game.state
    lines = []
    end = done.places[-1]
    for p in s.players:
        for instance in p.hotels:
            if game.board.at_name(card_of(game, instance).city) == end:
                card = card_of(game, instance)
                p.score += card.per_delivery
                lines.append(RoewRules.tr("{who}'s {card} scores %n point(s).", None, card.per_delivery).format(
                    who=p.name, card=card_name(card.name)))
    for instance in list(s.display):
        card = card_of(game, instance)
        if card.kind == "service_bounty" and game.board.at_name(card.city) == end:
            lines += _claim(game, instance, done.seat, translate("RoewRules", "the first delivery into {city}").format(
                city=card.city))
        elif card.kind == "speed_record" and len(done.links) >= card.links:
            lines += _claim(game, instance, done.seat, RoewRules.tr("a delivery over %n links", None, len(done.links)))
        elif card.kind == "passenger_line":
            lines += _passenger(game, instance, done)
    return lines


def _passenger(game: Game, instance: str, done: Delivery) -> list[str]:
    """EW-7/EW-Q4/EW-Q8: each of the player's deliveries made while the card is face up fills at
    most one target (a colour or the city reached); the targets filled are the most those deliveries
    can fill together, so a delivery counted for one target moves to its other one if that lets a
    later delivery fill a target too (blue into London, then blue elsewhere: blue and London)."""
    s = game.state
    card = card_of(game, instance)
    p = s.players[done.seat]
    before = set(p.passenger.get(instance, []))
    counted = [d for d in s.deliveries[s.face_up_at.get(instance, 0):] if d.seat == done.seat]
    filled = _most_filled(game, card.targets, counted)
    if len(filled) == len(before):
        return []
    p.passenger[instance] = sorted(filled)
    if len(filled) >= card.needed:
        return _claim(game, instance, done.seat, translate("RoewRules", "{count} of its targets delivered").format(
            count=card.needed))
    new = card.targets[int(next(iter(filled - before)))]
    return [translate("RoewRules", "{who} fills {count} of {card}'s targets ({target}).").format(
        who=p.name, count=len(filled), card=card_name(card.name), target=colour_word(new))]


def _most_filled(game: Game, targets: tuple[str, ...], deliveries: list[Delivery]) -> set[str]:
    """The targets (by index, as text) a largest matching of deliveries to targets fills, each
    delivery to a target it meets (its colour or the name of the place it reached). Deliveries are
    taken in order, each by an augmenting path, so the set only ever grows by one target."""
    meets = []
    for d in deliveries:
        end = game.board.place(d.places[-1])
        met = (d.colour, end.name if end is not None else None)
        meets.append([i for i, target in enumerate(targets) if target in met])
    owner: dict[int, int] = {}  # target -> the delivery filling it

    def augment(k: int, seen: set[int]) -> bool:
        for i in meets[k]:
            if i in seen:
                continue
            seen.add(i)
            if i not in owner or augment(owner[i], seen):
                owner[i] = k
                return True
        return False

    for k in range(len(deliveries)):
        augment(k, set())
    return {str(i) for i in owner}


def major_lines(game: Game, acting: int) -> list[str]:
    """RW-Q17: Major Line cards on the display, checked after every action, the acting player first."""
    s = game.state
    lines = []
    n = len(s.players)
    for instance in list(s.display):
        card = card_of(game, instance)
        if card.kind != "major_line":
            continue
        a, b = (game.board.at_name(name) for name in card.ends)
        for seat in [(acting + k) % n for k in range(n)]:
            if joined_by_own(game.board, s.track, seat, a, b):
                lines += _claim(game, instance, seat, translate("RoewRules", "{start} and {end} joined by "
                                                                             "own links").format(
                    start=card.ends[0], end=card.ends[1]))
                break
    return lines
