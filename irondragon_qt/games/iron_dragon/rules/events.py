"""Event cards (rules.md E1-E8). An event takes effect when drawn and stays in effect for as
long as its card says; what it does is read from the card's data (scope and effects, see
maps/FORMAT.md), never from its title (E8).

How a card's data is read:

- **Its area** is where its lasting effects apply: the mileposts within (or beyond) its
  ``radius`` (a list of radii is their union), inside its ``countries`` and on its ``layer``.
  Distances are counted like movement (E3): milepost to neighbouring milepost over land, through
  tunnels, from a major city's centre (X6: from any of its mileposts), from the nearest coastal
  milepost for ``"coast"``, and over sea points too where ``counts_sea_points`` says so. A city
  is in or out of an area as a whole: by its centre (X6: by its nearest milepost).
  When an effect names its own countries (``no_move_countries``), the scope's ``countries`` is
  that effect's list and does not narrow the others.
- **Trains hit when it is drawn** (lost turns and loads, Sandstorm's return): trains in its area
  that also stand on one of its ``terrain`` keys, are on a ship (``on_ship``) and have a loco of
  ``min_loco_level``, where the card says so. Only trains there at that moment (E2). ``tiers``
  replace the radius for this: the nearest tier a train is in decides. Whatever a card or tier
  says, one card takes one turn and one load at most (E7), the player choosing the load (E6).
- **Lasting effects** (half rate, no moving, no building, no freight, no ships) last while the
  card is in play: until the end of the drawing player's next turn, or the rest of the game (E1).
  A ``once`` card with a lasting effect (``no_build_in_area``) stays in play that long too.

What the other rules ask: ``half_rate`` (M1), ``move_blocked`` (E7, X8), ``freight_blocked``,
``build_blocked`` (one section: terrain, floods, areas), ``spending_blocked`` (a player's
building, foreman exchange, upgrade), ``ship_blocked`` (boarding, landing, sailing) and
``pending_choice`` (a load still to give up, E6, which the ``LoseLoad`` action settles).
"""

from __future__ import annotations

from collections import deque
from typing import TYPE_CHECKING, Any

from ..board.board import Board
from ..board.components import EventCard
from ..words import (
    IronDragonRules,
    and_list,
    event_text,
    event_title,
    good_name,
    goods_names,
    terrain_in_sentence,
    translate,
)
from .actions import LoseLoad
from .event_areas import hit, in_area, tier_of
from .state import ActiveEvent, EventMemo, GameState, PendingLoss, Phase
from .wording import place_name, port_name

if TYPE_CHECKING:
    from .context import RuleGame as Game

# what the engine reads from a card (a test checks that every card uses only these)
SCOPE_KEYS = frozenset({"radius", "countries", "terrain", "rivers", "cities", "players", "on_ship", "layer",
                        "min_loco_level", "links"})
EFFECT_KEYS = frozenset({
    "lose_turns", "lose_loads", "tiers", "half_rate", "no_build_terrain", "no_move_terrain",
    "destroy_track_terrain", "no_move_countries", "destroy_track_river_crossings", "no_build_river_crossings",
    "return_to_last_city", "no_pickup", "no_delivery", "no_build", "no_build_drawing_player", "no_build_in_area",
    "no_foreman_exchange", "no_upgrade", "magic_link", "suspend_magic_links", "cash_public", "tax_brackets",
    "ships_to_nearest_port", "no_boarding", "no_landing", "no_sailing"})
# effects that last while the card is in play (a ``once`` card with one of them stays in play)
LASTING = frozenset({
    "half_rate", "no_build_terrain", "no_move_terrain", "no_move_countries", "no_build_river_crossings",
    "no_pickup", "no_delivery", "no_build", "no_build_drawing_player", "no_build_in_area", "no_foreman_exchange",
    "no_upgrade", "magic_link", "suspend_magic_links", "no_boarding", "no_landing", "no_sailing"})
SHIP_BANS = {"boarding": "no_boarding", "landing": "no_landing", "sailing": "no_sailing"}
SPENDING_BANS = {"foreman": "no_foreman_exchange", "upgrade": "no_upgrade"}
REBUILD_PRIORITY_TURNS = 3  # B15: owners rebuild first for their next three turns after the discard


# --- the cards ------------------------------------------------------------------------------------
def event_card(game: Game, key: str) -> EventCard:
    _, deck, card_id = key.split(":", 2)
    return next(e for e in game.board.components.events[deck] if e.id == card_id)


def active_cards(game: Game) -> list[tuple[ActiveEvent, EventCard]]:
    """The event cards in play, with their cards."""
    return [(e, event_card(game, e.card)) for e in game.state.events]


def memo(game: Game) -> EventMemo:
    """Event bookkeeping: part of the state, so saves, undo and replay carry it."""
    return game.state.event_memo


# --- drawing an event (E1-E7) ---------------------------------------------------------------------
def draw_event(game: Game, key: str, player: int, takes_effect: bool = True) -> list[str]:
    """An event card was drawn by ``player``: it takes effect at once (E1) unless the opening's
    discard says otherwise (O4). One-shot cards go straight to the discard pile; the others stay
    in play until the end of the drawing player's next turn, or for the rest of the game."""
    s = game.state
    card = event_card(game, key)
    name = s.players[player].name
    if not takes_effect:
        s.demand_discard.append(key)
        return [translate("IronDragonRules", "{who} draws the event {event} (no effect in the opening).").format(
            who=name, event=event_title(card.title))]
    lines = [translate("IronDragonRules", "EVENT: {event} ({who} drew it). {text}").format(
        event=event_title(card.title), who=name, text=event_text(card.description))]
    fx = card.effects
    duration = _duration(game, card)
    if duration != "once" or LASTING & set(fx):
        until = None if duration == "rest_of_game" else _end_of_next_turn(game, player)
        rivers = tuple(card.scope.get("rivers", ())) if fx.get("no_build_river_crossings") else ()
        s.events.append(ActiveEvent(key, player, until, rivers))
    else:
        s.demand_discard.append(key)
    if fx.get("suspend_magic_links"):
        lines += _suspend_links(game, card)
    if fx.get("destroy_track_river_crossings"):
        lines += _flood(game, key, card)
    if fx.get("destroy_track_terrain"):
        lines += _erase_terrain(game, key, card)
    lines += _train_losses(game, card)
    if fx.get("ships_to_nearest_port"):
        lines += _ships_to_port(game, card)
    if fx.get("tax_brackets"):
        lines += _tax(game, fx["tax_brackets"])
    if fx.get("cash_public"):
        s.cash_public = True  # S6
        lines.append(translate("IronDragonRules", "From now on all money is public."))
    return lines


def _duration(game: Game, card: EventCard) -> str:
    """E1, X5: how long a card stays in play. A card that switches a magic link on (the Rainbow
    Bridge) lasts like other events by the FAQ (default); the tournament reading (until the next
    Wizard's Strike) and the card's text keep the card's own "rest of the game"."""
    if card.effects.get("magic_link") and game.options.rainbow_bridge == "faq":
        return "until_next_turn_end"
    return card.duration


def _end_of_next_turn(game: Game, player: int) -> int:
    """E1: the turn count (``turn_number``, which each turn's end raises by one) once the drawing
    player's next turn is over."""
    s = game.state
    n = len(s.players)
    ahead = n
    if player != s.current and player in s.order:
        ahead = (s.order.index(player) - s.position_in_order) % n or n
    return s.turn_number + ahead + 1


def _suspend_links(game: Game, card: EventCard) -> list[str]:
    """Magic links named by the card stop working while it is in play (the map's links name the
    card that suspends them). X5, tournament: a link switched on for the rest of the game ends
    for good."""
    if game.options.rainbow_bridge != "tournament":
        return []
    links = set(card.scope.get("links", ()))
    lines = []
    for e, other in active_cards(game):
        if other.effects.get("magic_link") in links and e.until_turn is None:
            _discard(game, e)
            lines.append(translate("IronDragonRules", "{event} is over (X5).").format(event=event_title(other.title)))
    return lines


def _erase(game: Game, key: str, sections: list[tuple[int, int]]) -> None:
    """Track an event destroys: gone, its owners keep the right to rebuild it first (B15)."""
    if sections:
        game.state.track.erase(sections)
        memo(game).erased.setdefault(key, []).extend(sections)


def _flood(game: Game, key: str, card: EventCard) -> list[str]:
    """E4: every section of every player crossing the named rivers is erased."""
    board = game.board
    rivers = set(card.scope.get("rivers", ()))
    gone = [e for e in game.state.track.sections() if board.crossing(*e).river in rivers]
    _erase(game, key, gone)
    return [IronDragonRules.tr("%n section(s) of track across {rivers} washed away.", None, len(gone)).format(
        rivers=", ".join(sorted(rivers)))]


def _erase_terrain(game: Game, key: str, card: EventCard) -> list[str]:
    """E5: every section to or from a milepost of the named terrain in the area is erased."""
    board = game.board
    kinds = set(card.effects["destroy_track_terrain"])
    gone = [e for e in game.state.track.sections()
            if any(board.mileposts[x].terrain in kinds and in_area(game, card, x) for x in e)]
    _erase(game, key, gone)
    names = and_list([_terrain_name(game, k) for k in sorted(kinds)], "or")
    return [IronDragonRules.tr("%n section(s) of track to or from {terrain} mileposts erased.", None, len(gone)).format(
        terrain=names)]


def _train_losses(game: Game, card: EventCard) -> list[str]:
    """Lost turns, lost loads and being sent back, for the trains the card hits now (E2, E5-E7)."""
    s = game.state
    lines = []
    for i, p in enumerate(s.players):
        tier = tier_of(game, card, i)
        if tier is None:
            continue
        if card.effects.get("return_to_last_city"):
            if game.options.sandstorm_strands_in_place:  # X7
                lines.append(translate("IronDragonRules", "{who}'s train is stranded where it stands.").format(
                    who=p.name))
            elif p.last_city is not None and p.ship is None and p.position != p.last_city:
                p.position = p.last_city
                p.heading = None
                lines.append(translate("IronDragonRules", "{who}'s train goes back to {place}.").format(
                    who=p.name, place=place_name(game.board, p.last_city)))
        loads = tier.get("lose_loads", 0)
        if loads == "all" or int(loads) > 0:
            lines += _lose_loads(game, i, _loads_taken(game, loads), card.title)
        if int(tier.get("lose_turns", 0)) > 0:
            lines += _lose_turn(game, i)  # E7: one turn at most
    return lines


def _loads_taken(game: Game, loads: int | str) -> int | str:
    """E7: one event takes one load at most, whatever its card (or tier) says; the player chooses
    it (E6). Rules editions 1 and 2 took all where the card said all."""
    if loads == "all" and not game.edition.one_load_per_event:
        return "all"
    return 1


def _lose_turn(game: Game, player: int) -> list[str]:
    """T3: the rest of the current turn (if it is his) and his whole next turn; lost turns do not
    accumulate while one is pending."""
    s = game.state
    p = s.players[player]
    if p.lost_turns > 0:
        return [translate("IronDragonRules", "{who} already loses their next turn (lost turns do not add up, "
                          "T3).").format(who=p.name)]
    p.lost_turns = 1
    if player == s.current and s.phase in (Phase.OPERATE, Phase.BUILD):
        s.turn.stopped = True
        s.turn.discarded_hand = True  # nothing more happens in this turn (he may only end it)
        return [translate("IronDragonRules", "{who} loses the rest of this turn and their next turn.").format(
            who=p.name)]
    return [translate("IronDragonRules", "{who} loses their next turn.").format(who=p.name)]


def _lose_loads(game: Game, player: int, amount: int | str, title: str) -> list[str]:
    """E6: the player chooses which load goes, among those he carries now; where there is nothing
    to choose it goes at once."""
    p = game.state.players[player]
    if not p.loads:
        return []
    if amount == "all":
        gone = list(p.loads)
        p.loads.clear()
        return [translate("IronDragonRules", "{who} loses all their loads ({goods}).").format(
            who=p.name, goods=", ".join(goods_names(gone)))]
    if len(set(p.loads)) == 1:
        good = p.loads.pop()
        return [translate("IronDragonRules", "{who} loses their {good}.").format(who=p.name, good=good_name(good))]
    memo(game).pending.append(PendingLoss(player, list(p.loads), title))
    return [translate("IronDragonRules", "{who} must choose a load to lose.").format(who=p.name)]


def _nearest_port(board: Board, start: int) -> int | None:
    """The port a ship at sea point ``start`` reaches in the fewest sea points."""
    ports_of: dict[int, list[int]] = {}
    for harbour in board.ports.values():
        for sea in harbour.sea:
            ports_of.setdefault(sea, []).append(harbour.milepost)
    dist = {start: 0}
    todo = deque([start])
    best: tuple[int, int] | None = None
    while todo:
        i = todo.popleft()
        if best is not None and dist[i] + 1 > best[0]:
            break
        for port in ports_of.get(i, ()):
            cand = (dist[i] + 1, port)
            best = cand if best is None or cand < best else best
        for n in board.adjacency[i]:
            if n not in dist and board.mileposts[n].is_sea:
                dist[n] = dist[i] + 1
                todo.append(n)
    return None if best is None else best[1]


def _ships_to_port(game: Game, card: EventCard) -> list[str]:
    """Every ship at sea is put in its nearest port; the train stays aboard (in port, as if just
    boarded there)."""
    board = game.board
    lines = []
    for i, p in enumerate(game.state.players):
        if p.ship is None or not board.mileposts[p.ship.at].is_sea or not hit(game, card, i):
            continue
        port = _nearest_port(board, p.ship.at)
        if port is None:
            continue
        p.ship.at = port
        p.ship.sailing = False
        p.position = port
        p.heading = None
        lines.append(translate("IronDragonRules", "{who}'s {ship} is driven into the port of {port}.").format(
            who=p.name, ship=p.ship.ship, port=port_name(board, port)))
    return lines


def _tax(game: Game, brackets: list[list[int]]) -> list[str]:
    """War tax: each player pays the bracket his cash falls in, to the bank."""
    from .holdings import pay

    lines = []
    table = sorted((int(lo), int(tax)) for lo, tax in brackets)
    for i, p in enumerate(game.state.players):
        due = min(p.cash, max((tax for lo, tax in table if p.cash >= lo), default=0))
        if due > 0:
            pay(game, i, due)
            lines.append(translate("IronDragonRules", "{who} pays {amount} GP tax.").format(who=p.name, amount=due))
    return lines


# --- the end of an event (E1, B15) ------------------------------------------------------------------
def _discard(game: Game, e: ActiveEvent, turn_over: bool = False) -> None:
    """The card leaves play. ``turn_over``: it goes as a turn ends (``turn_number`` counts that
    turn already), not in the middle of one."""
    s = game.state
    s.events.remove(e)
    s.demand_discard.append(e.card)
    m = memo(game)
    erased = m.erased.pop(e.card, None)
    if not erased:
        return
    n = len(s.players)
    if not game.edition.rebuild_priority_by_owner_turns:  # rules editions 1 and 2: three rounds
        m.releases.append((s.turn_number + REBUILD_PRIORITY_TURNS * n, erased))
        return
    now = s.turn_number + (0 if turn_over else 1)  # the count once the turn under way is over
    by_owner: dict[int, list[tuple[int, int]]] = {}
    for section in erased:
        owner = s.track.reserved.get(section)
        if owner is not None:
            by_owner.setdefault(owner, []).append(section)
    for owner, sections in sorted(by_owner.items()):
        m.releases.append((now + _turns_until_turn_of(s, owner) + (REBUILD_PRIORITY_TURNS - 1) * n, sections))


def _turns_until_turn_of(s: GameState, player: int) -> int:
    """How many turns from the end of the turn under way to the end of ``player``'s next one
    (1 to the number of players; every player's turn counts, a lost one too)."""
    n = len(s.players)
    if player not in s.order:
        return n
    return (s.order.index(player) - s.position_in_order) % n or n


def expire_events(game: Game) -> list[str]:
    """Called as each turn ends: events whose time is up leave play (their cards are discarded);
    owners' priority to rebuild erased track ends with the owner's third turn after its card went
    (B15; a lost turn counts: it is still one of the owner's turns)."""
    s = game.state
    lines = []
    for e in list(s.events):
        if e.until_turn is not None and s.turn_number >= e.until_turn:
            _discard(game, e, turn_over=True)
            title = event_title(event_card(game, e.card).title)
            lines.append(translate("IronDragonRules", "{event} is over.").format(event=title))
    m = memo(game)
    for due in [r for r in m.releases if s.turn_number >= r[0]]:
        m.releases.remove(due)
        s.track.release(due[1])
    return lines


# --- what the other rules ask -----------------------------------------------------------------------
def half_rate(game: Game, milepost: int) -> bool:
    """M1: is this milepost in a half-rate area of an event in effect?"""
    return any(card.effects.get("half_rate") and in_area(game, card, milepost) for _, card in active_cards(game))


def _terrain_name(game: Game, key: str) -> str:
    return terrain_in_sentence(game.board.terrain_names.get(key, key))


def move_blocked(game: Game, player: int, a: int, b: int) -> str | None:
    """E7: does an event in effect forbid this step? Moving onto and off the named terrain or
    countries (X8: only onto)."""
    board = game.board
    only_in = game.options.events_forbid_only_moving_in
    ends = [(b, "onto")] if only_in else [(b, "onto"), (a, "off")]
    for _, card in active_cards(game):
        terrains = card.effects.get("no_move_terrain") or ()
        countries = card.effects.get("no_move_countries") or ()
        for x, way in ends:
            m = board.mileposts[x]
            if m.terrain in terrains and in_area(game, card, x):
                text = (translate("IronDragonRules", "{event}: no train moves onto {terrain} mileposts now (E7).")
                        if way == "onto" else
                        translate("IronDragonRules", "{event}: no train moves off {terrain} mileposts now (E7)."))
                return text.format(event=event_title(card.title), terrain=_terrain_name(game, m.terrain))
            if m.country is not None and m.country in countries:
                where = board.countries.get(m.country, m.country)
                text = (translate("IronDragonRules", "{event}: no train moves into or in {country} now (E7).")
                        if way == "onto" else
                        translate("IronDragonRules", "{event}: no train moves out of or in {country} now (E7)."))
                return text.format(event=event_title(card.title), country=where)
    return None


def freight_blocked(game: Game, milepost: int, pickup: bool) -> str | None:
    """Does an event in effect forbid picking up (or delivering) here? A city is in or out of the
    area as a whole."""
    key = "no_pickup" if pickup else "no_delivery"
    for _, card in active_cards(game):
        if card.effects.get(key) and in_area(game, card, milepost, as_city=True):
            text = (translate("IronDragonRules", "{event}: no loads may be picked up here now (E8).") if pickup else
                    translate("IronDragonRules", "{event}: no loads may be delivered here now (E8)."))
            return text.format(event=event_title(card.title))
    return None


def build_blocked(game: Game, a: int, b: int) -> str | None:
    """May the section a-b not be built now because of an event in effect? (Terrain bans in the
    card's area, floods (E4), bans on an area, a strike on all building.)"""
    board = game.board
    for e, card in active_cards(game):
        fx = card.effects
        if fx.get("no_build"):
            return _nobody_builds(card.title)
        banned = fx.get("no_build_terrain") or ()
        for x in (a, b):
            t = board.mileposts[x].terrain
            if t in banned and in_area(game, card, x):
                return translate("IronDragonRules", "{event}: no track may be built to or from {terrain} mileposts now "
                                 "(E8).").format(event=event_title(card.title), terrain=_terrain_name(game, t))
        if fx.get("no_build_river_crossings"):
            river = board.crossing(a, b).river
            if river is not None and river in (e.rivers or tuple(card.scope.get("rivers", ()))):
                return translate("IronDragonRules", "{event}: the bridges over the {river} are washed away; they "
                                 "may be rebuilt once the card is discarded (E4).").format(
                    event=event_title(card.title), river=river)
        if fx.get("no_build_in_area") and (in_area(game, card, a) or in_area(game, card, b)):
            return translate("IronDragonRules", "{event}: no track may be built in its area now (E8).").format(
                event=event_title(card.title))
    return None


def spending_blocked(game: Game, player: int, what: str) -> str | None:
    """May this player not spend on ``what`` ("build", "foreman" or "upgrade") now?"""
    for e, card in active_cards(game):
        fx = card.effects
        if what == "build":
            if fx.get("no_build"):
                return _nobody_builds(card.title)
            if fx.get("no_build_drawing_player") and e.drawn_by == player:
                return translate("IronDragonRules", "{event}: you drew it and may not build now (E8).").format(
                    event=event_title(card.title))
        elif what in SPENDING_BANS and fx.get(SPENDING_BANS[what]):
            text = (translate("IronDragonRules", "{event}: no player may exchange foremen now (E8).")
                    if what == "foreman" else translate("IronDragonRules", "{event}: no player may upgrade now (E8)."))
            return text.format(event=event_title(card.title))
    return None


def _nobody_builds(title: str) -> str:
    return translate("IronDragonRules", "{event}: nobody may build track now (E8).").format(event=event_title(title))


def ship_blocked(game: Game, player: int, what: str) -> str | None:
    """May this player not board, land or sail (``what``: "boarding", "landing", "sailing") now?"""
    key = SHIP_BANS.get(what)
    for _, card in active_cards(game):
        if key and card.effects.get(key):
            text = {"boarding": translate("IronDragonRules", "{event}: no boarding now (E8)."),
                    "landing": translate("IronDragonRules", "{event}: no landing now (E8)."),
                    "sailing": translate("IronDragonRules", "{event}: no sailing now (E8).")}[what]
            return text.format(event=event_title(card.title))
    return None


# --- E6: choosing the load an event takes -----------------------------------------------------------
def _choosable(game: Game, loss: PendingLoss) -> list[str]:
    """Loads the player carried when the card was drawn and still carries (later ones are safe)."""
    left = list(game.state.players[loss.player].loads)
    out = []
    for good in loss.goods:
        if good in left:
            left.remove(good)
            out.append(good)
    return out


def _open_loss(game: Game, player: int) -> PendingLoss | None:
    return next((x for x in memo(game).pending if x.player == player and _choosable(game, x)), None)


def pending_losses(game: Game, player: int) -> list[str]:
    """The loads the player may choose from for the next load an event takes (empty: none due)."""
    loss = _open_loss(game, player)
    return [] if loss is None else sorted(set(_choosable(game, loss)))


def pending_choice(game: Game, player: int) -> str | None:
    """Must the player first choose a load to lose (E6)? The reason, or None."""
    loss = _open_loss(game, player)
    if loss is None:
        return None
    return translate("IronDragonRules", "First choose which load {event} takes: {goods} (E6).").format(
        event=event_title(loss.title), goods=", ".join(goods_names(sorted(set(_choosable(game, loss))))))


def check_lose_load(game: Game, a: LoseLoad) -> str | None:
    loss = _open_loss(game, a.player)
    if loss is None:
        return translate("IronDragonRules", "No event is taking a load from you (E6).")
    choosable = _choosable(game, loss)
    if a.good not in choosable:
        goods = ", ".join(goods_names(sorted(set(choosable))))
        return translate("IronDragonRules", "Choose one of the loads you carried when {event} was drawn: {goods} "
                         "(E6).").format(event=event_title(loss.title), goods=goods)
    return None


def apply_lose_load(game: Game, a: LoseLoad) -> list[str]:
    m = memo(game)
    loss = _open_loss(game, a.player)
    assert loss is not None
    m.pending.remove(loss)
    p = game.state.players[a.player]
    p.loads.remove(a.good)
    m.pending = [x for x in m.pending if x.player != a.player or _choosable(game, x)]
    return [translate("IronDragonRules", "{who} loses their {good} ({event}).").format(
        who=p.name, good=good_name(a.good), event=event_title(loss.title))]


HANDLERS: dict[str, Any] = {"LoseLoad": (check_lose_load, apply_lose_load)}
