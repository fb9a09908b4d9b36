"""Turn structure (T1-T3), the opening (O1-O5), the foreman draft (S4), building-phase
spending (B2, F2, F3), drawing cards (S5, C6) and victory (V1, V2)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..track.build_turn import BuildTrack
from ..track.build_turn import apply_build as build_sections
from ..track.network import active_links
from ..words import IronDragonRules, foreman_kind, good_name, goods_names, translate
from .actions import ChangeForeman, DiscardHand, EndTurn, KeepForeman, UpgradeLoco
from .holdings import build_options, foreman_of, loco_of, networks, orc_holder, pay, rule
from .setup import deal_draft, hand_size, is_event
from .state import Phase, TurnState

if TYPE_CHECKING:
    from .context import RuleGame as Game


def drawn_event_titles(game: Game) -> list[str]:
    from .events import event_card

    return [event_card(game, e.card).title.upper() for e in game.state.events]


# --- cards ---------------------------------------------------------------------------------------
def draw_card(game: Game) -> str:
    """The top demand card; the discard pile is shuffled back when the deck runs out (C6)."""
    s = game.state
    if not s.demand_deck:
        s.demand_deck, s.demand_discard = s.demand_discard, []
        game.rng.shuffle(s.demand_deck)
    if not s.demand_deck:
        raise RuntimeError("every demand card is in the players' hands")
    game.reveal()
    return s.demand_deck.pop()


def fill_hand(game: Game, player: int, events_act: bool = True) -> list[str]:
    """S5: draw until three demand cards; each event drawn takes effect at once (unless the
    opening's discard, O4) and the player keeps drawing."""
    from .events import draw_event

    lines = []
    p = game.state.players[player]
    while len(p.hand) < hand_size(game.board):
        key = draw_card(game)
        if is_event(key):
            lines += draw_event(game, key, player, takes_effect=events_act)
        else:
            p.hand.append(key)
    return lines


# --- the foreman draft (S4) ---------------------------------------------------------------------
def check_keep_foreman(game: Game, a: KeepForeman) -> str | None:
    s = game.state
    if s.phase != Phase.FOREMAN_DRAFT:
        return translate("IronDragonRules", "The foreman draft is over (S4).")
    offer = s.draft.get(a.player, [])
    if a.card is None:
        if not game.edition.keep_no_foreman_in_every_deal:
            if s.draft_round > 1:
                return translate("IronDragonRules", "In this deal you must keep one of your foreman cards (S4).")
            return None
        if list(s.draft) == [a.player] and s.draft_kept == 0:
            return translate("IronDragonRules", "Yours are the last cards left in this deal (nobody else kept one): "
                             "keep one, so the draft ends (S4).")
        return None
    if a.card not in offer:
        return translate("IronDragonRules", "Foreman card {card} was not dealt to you (S4).").format(card=a.card)
    return None


def apply_keep_foreman(game: Game, a: KeepForeman) -> list[str]:
    s = game.state
    p = s.players[a.player]
    offer = s.draft.pop(a.player)
    if a.card is not None:
        p.foreman = a.card
        offer.remove(a.card)
        s.draft_kept += 1
    s.draft_aside += offer
    f = foreman_of(game, a.player)
    line = (translate("IronDragonRules", "{who} keeps {foreman} ({kind}).").format(
        who=p.name, foreman=f.name, kind=foreman_kind(f.race)) if f else
        translate("IronDragonRules", "{who} keeps no foreman for now.").format(who=p.name))
    waiting = [i for i in s.order if i in s.draft]
    if waiting:
        s.current = waiting[0]
        return [line]
    without = [i for i in s.order if s.players[i].foreman is None]
    if without:
        s.draft_round += 1
        s.draft_kept = 0
        s.foreman_deck = []
        deal_draft(game.state, without, game.rng)
        game.reveal()
        s.current = without[0]
        return [line, translate("IronDragonRules", "The foreman cards are dealt again to the players without one.")]
    s.foreman_deck = s.draft_aside
    s.draft_aside = []
    game.rng.shuffle(s.foreman_deck)
    s.phase = Phase.OPENING
    s.opening_round = 1
    s.order = [(s.first_player + i) % len(s.players) for i in range(len(s.players))]
    s.position_in_order = 0
    s.current = s.order[0]
    s.turn = TurnState()
    return [line, translate("IronDragonRules", "Every player has a foreman. The opening: three building turns.")]


# --- building phase ------------------------------------------------------------------------------
def only_the_upgrade() -> str:
    return translate("IronDragonRules", "After upgrading more than one level this turn nothing else may be spent (F3).")


def _building_now(game: Game) -> str | None:
    from .events import pending_choice

    s = game.state
    if s.phase not in (Phase.OPENING, Phase.BUILD):
        return translate("IronDragonRules", "Track is built in the building phase (after operating) (T1).")
    if s.turn.discarded_hand:
        return translate("IronDragonRules", "You discarded your hand instead of this turn (T2).")
    return pending_choice(game, s.current)


def check_build(game: Game, a: BuildTrack) -> str | None:
    from .events import build_blocked, spending_blocked

    reason = _building_now(game) or spending_blocked(game, a.player, "build")
    if reason:
        return reason
    if not a.sections:
        return translate("IronDragonRules", "Draw at least one section (B1).")
    for x, y in a.sections:
        if x in game.board.by_id and y in game.board.by_id:
            blocked = build_blocked(game, game.board.by_id[x].index, game.board.by_id[y].index)
            if blocked:
                return blocked
    s = game.state
    trial = s.track.copy()
    _spent, reason = build_sections(game.board, trial, a, cash=s.players[a.player].cash + s.turn.spent,
                                 players=len(s.players), foreman=foreman_of(game, a.player),
                                 options=build_options(game), already_spent=s.turn.spent,
                                 turn_state=_turn_build(game))
    if reason is None and s.turn.loco_levels > 1:
        return only_the_upgrade()
    return reason


def section_allowed(game: Game, player: int, a: int, b: int) -> str | None:
    """The game's own limits on one more section, beyond the building rules: events in effect,
    a discarded hand, and nothing more after a two-level upgrade (F3)."""
    from .events import build_blocked, spending_blocked

    s = game.state
    if s.turn.loco_levels > 1:
        return only_the_upgrade()
    return _building_now(game) or spending_blocked(game, player, "build") or build_blocked(game, a, b)


def _turn_build(game: Game) -> Any:
    from ..track.building import TurnBuild

    t = game.state.turn
    return TurnBuild(spent=t.spent, major_exits=t.major_exits, underground_bribe_paid=t.underground_build_bribe_paid)


def apply_build(game: Game, a: BuildTrack) -> list[str]:
    from ..track.building import TurnBuild

    s = game.state
    turn = _turn_build(game)
    assert isinstance(turn, TurnBuild)
    spent, _ = build_sections(game.board, s.track, a, cash=s.players[a.player].cash + s.turn.spent,
                     players=len(s.players), foreman=foreman_of(game, a.player), options=build_options(game),
                     already_spent=s.turn.spent, turn_state=turn)
    bribe = 1 if (turn.underground_bribe_paid and not s.turn.underground_build_bribe_paid) else 0
    orc = orc_holder(game)
    pay(game, a.player, spent - bribe)
    if bribe:
        pay(game, a.player, bribe, to=orc if orc is not None and orc != a.player else None)
    s.turn.spent += spent
    s.turn.major_exits = turn.major_exits
    s.turn.underground_build_bribe_paid = turn.underground_bribe_paid
    s.turn.other_spending = True
    p = s.players[a.player]
    return [IronDragonRules.tr("{who} builds %n section(s) for {cost} GP.", None, len(a.sections)).format(
        who=p.name, cost=spent)]


def check_change_foreman(game: Game, a: ChangeForeman) -> str | None:
    from .events import spending_blocked

    reason = _building_now(game) or spending_blocked(game, a.player, "foreman")
    if reason:
        return reason
    s = game.state
    if s.turn.foreman_changed:
        return translate("IronDragonRules", "Only one change of foreman per turn (F2).")
    cost = foreman_change_cost(game, a.source)
    if a.source in ("deck", "discard") and a.card is not None:  # it would be ignored, and kept in the save
        if a.source == "deck":
            return translate("IronDragonRules", "The top card of the deck comes as it is; a card is named only when "
                             "picking one (F2).")
        return translate("IronDragonRules", "The top card of the discard pile comes as it is; a card is named only "
                         "when picking one (F2).")
    if a.source == "deck" and not s.foreman_deck and not s.foreman_discard:
        return translate("IronDragonRules", "The foreman deck and discard pile are both empty (F2).")
    if a.source == "discard" and not s.foreman_discard:
        return translate("IronDragonRules", "The foreman discard pile is empty (F2).")
    if a.source == "pick" and (a.card is None or a.card not in s.foreman_deck + s.foreman_discard):
        return translate("IronDragonRules", "Pick a foreman card from the deck or the discard pile (F2).")
    if a.source not in ("deck", "discard", "pick"):
        return translate("IronDragonRules", "Take the top card of the deck or the discard pile, or pick one (F2).")
    return _can_spend(game, a.player, cost)


def foreman_change_cost(game: Game, source: str) -> int:
    """F2: the top card of the deck or the discard pile, or any card picked (the map's prices)."""
    return rule(game, "pick_any_gp" if source == "pick" else "redraw_gp", "foreman_rules")


def _can_spend(game: Game, player: int, cost: int) -> str | None:
    s = game.state
    if s.turn.loco_levels > 1:
        return only_the_upgrade()
    limit = game.options.number("build_limit")
    if s.turn.spent + cost > limit:
        left = limit - s.turn.spent
        return IronDragonRules.tr("That costs {cost} GP; only %n GP of the building limit (is|are) left (B2).", None,
                                  left).format(cost=cost)
    if cost > s.players[player].cash:
        return translate("IronDragonRules", "That costs {cost} GP and you have {cash} GP: no credit (B3).").format(
            cost=cost, cash=s.players[player].cash)
    return None


def apply_change_foreman(game: Game, a: ChangeForeman) -> list[str]:
    s = game.state
    cost = foreman_change_cost(game, a.source)
    if a.source == "deck":
        if not s.foreman_deck:  # C6: the discard pile is shuffled into a new deck
            s.foreman_deck, s.foreman_discard = s.foreman_discard, []
            game.rng.shuffle(s.foreman_deck)
        card = s.foreman_deck.pop()
    elif a.source == "discard":
        card = s.foreman_discard.pop()
    else:
        assert a.card is not None
        card = a.card
        (s.foreman_deck if card in s.foreman_deck else s.foreman_discard).remove(card)
        game.rng.shuffle(s.foreman_deck)
    p = s.players[a.player]
    if p.foreman is not None:
        s.foreman_discard.append(p.foreman)
    p.foreman = card
    pay(game, a.player, cost)
    s.turn.spent += cost
    s.turn.foreman_changed = True
    s.turn.other_spending = True
    game.reveal()
    f = foreman_of(game, a.player)
    return [translate("IronDragonRules", "{who} changes foreman for {cost} GP: now {foreman} ({kind}).").format(
        who=p.name, cost=cost, foreman=f.name if f else card, kind=foreman_kind(f.race) if f else "")]


def check_upgrade(game: Game, a: UpgradeLoco) -> str | None:
    from .events import spending_blocked

    reason = _building_now(game) or spending_blocked(game, a.player, "upgrade")
    if reason:
        return reason
    s = game.state
    locos = {lo.name: lo for lo in game.board.components.locos}
    new = locos.get(a.loco)
    if new is None:
        return translate("IronDragonRules", "There is no loco called {loco} (F3).").format(loco=a.loco)
    old = loco_of(game, a.player)
    levels = new.level - old.level
    if levels < 1:
        return translate("IronDragonRules", "The {new} is not a higher level than your {old} (F3).").format(
            new=new.name, old=old.name)
    most = rule(game, "upgrade_max_levels_per_turn", "loco_rules")
    if levels + s.turn.loco_levels > most:
        return IronDragonRules.tr("At most %n level(s) of upgrade in one turn (F3).", None, most)
    if levels + s.turn.loco_levels > 1 and s.turn.other_spending:
        return translate("IronDragonRules", "More than one level in one turn only if nothing else is spent (F3).")
    in_use = sum(1 for p in s.players if p.loco == new.name)
    if in_use >= new.count:
        return translate("IronDragonRules", "Every {loco} is taken (F3).").format(loco=new.name)
    return _drop_refusal(game, a, new.name, new.loads) or _can_spend(game, a.player, upgrade_cost(game, levels))


def upgrade_cost(game: Game, levels: int) -> int:
    return levels * rule(game, "upgrade_gp_per_level", "loco_rules")


def loads_to_drop(game: Game, player: int, loco: str) -> int:
    """F3: how many of his loads would not fit on the new loco."""
    new = next(lo for lo in game.board.components.locos if lo.name == loco)
    return max(0, len(game.state.players[player].loads) - new.loads)


def upgrade_drop_choices(game: Game, player: int, loco: str) -> list[str]:
    """F3: the loads the player chooses among when upgrading to ``loco`` would leave one without
    room (empty when nothing has to go, or when the rules edition leaves no choice)."""
    if not game.edition.upgrade_drops_chosen_load or loads_to_drop(game, player, loco) != 1:
        return []
    return sorted(set(game.state.players[player].loads))


def _drop_refusal(game: Game, a: UpgradeLoco, name: str, room: int) -> str | None:
    """F3 (FAQ): going down to fewer load spaces the player chooses the load that goes (edition 1:
    the last picked up went, and nobody chose)."""
    loads = game.state.players[a.player].loads
    excess = len(loads) - room
    if not game.edition.upgrade_drops_chosen_load:
        if a.drop is not None:
            return translate("IronDragonRules", "In this game (rules edition 1) the last load picked up is the one "
                             "dropped; none is chosen (F3).")
        return None
    if excess <= 0:
        if a.drop is None:
            return None
        return translate("IronDragonRules", "All your loads fit on the {loco}: there is nothing to drop (F3).").format(
            loco=name)
    if excess > 1:
        return translate("IronDragonRules", "The {loco} has room for {room} of your {loads} loads: drop some in a city "
                         "first (F3).").format(loco=name, room=room, loads=len(loads))
    if a.drop is None:
        return translate("IronDragonRules", "The {loco} carries {room} loads: choose which of yours to drop: {goods} "
                         "(F3).").format(loco=name, room=room, goods=", ".join(goods_names(sorted(set(loads)))))
    if a.drop not in loads:
        return translate("IronDragonRules", "You carry no {good} to drop (F3).").format(good=good_name(a.drop))
    return None


def apply_upgrade(game: Game, a: UpgradeLoco) -> list[str]:
    s = game.state
    new = next(lo for lo in game.board.components.locos if lo.name == a.loco)
    old = loco_of(game, a.player)
    levels = new.level - old.level
    cost = upgrade_cost(game, levels)
    p = s.players[a.player]
    pay(game, a.player, cost)
    p.loco = new.name
    s.turn.spent += cost
    s.turn.loco_levels += levels
    lines = [translate("IronDragonRules", "{who} upgrades to the {loco} for {cost} GP.").format(
        who=p.name, loco=new.name, cost=cost)]
    if a.drop is not None and len(p.loads) > new.loads:
        p.loads.remove(a.drop)  # F3 (FAQ): the player's choice
        lines.append(_drops(p.name, new.loads, a.drop))
    while len(p.loads) > new.loads:  # edition 1: the last load picked up goes
        lost = p.loads.pop()
        lines.append(_drops(p.name, new.loads, lost))
    return lines


def _drops(who: str, room: int, good: str) -> str:
    return translate("IronDragonRules", "{who} has room for {room} loads and drops {good}.").format(
        who=who, room=room, good=good_name(good))


def check_discard(game: Game, a: DiscardHand) -> str | None:
    from .events import pending_choice

    s = game.state
    choice = pending_choice(game, a.player)
    if choice:
        return choice
    fresh = TurnState(started_at=s.turn.started_at)
    if s.phase not in (Phase.OPENING, Phase.OPERATE):
        return translate("IronDragonRules", "The hand is discarded at the start of a turn, instead of the turn (T2).")
    if s.turn.acted or s.turn != fresh:
        return translate("IronDragonRules", "You have already done something this turn; discarding replaces the whole "
                         "turn (T2).")
    return None


def apply_discard(game: Game, a: DiscardHand) -> list[str]:
    s = game.state
    p = s.players[a.player]
    s.demand_discard += p.hand
    p.hand = []
    lines = [translate("IronDragonRules", "{who} discards their hand and draws three new demand cards.").format(
        who=p.name)]
    lines += fill_hand(game, a.player, events_act=s.phase != Phase.OPENING)  # O4: no effect in the opening
    s.turn.discarded_hand = True
    return lines + end_turn(game)


def check_end_turn(game: Game, a: EndTurn) -> str | None:
    from .events import pending_choice

    s = game.state
    choice = pending_choice(game, a.player)
    if choice:
        return choice
    if s.phase == Phase.OPERATE and not s.turn.discarded_hand:
        return translate("IronDragonRules", "Finish operating first (end your movement), then build (T1).")
    if s.phase not in (Phase.OPENING, Phase.BUILD, Phase.OPERATE):
        return translate("IronDragonRules", "There is no turn to end now (T1).")
    return None


def apply_end_turn(game: Game, a: EndTurn) -> list[str]:
    """A building turn that spent nothing says so (issue 43: a computer player's opening turn
    that built nothing left only the next player's "Bram's turn." in the log)."""
    s = game.state
    idle = s.phase in (Phase.OPENING, Phase.BUILD) and s.turn.spent == 0
    nothing = [translate("IronDragonRules", "{who} builds nothing.").format(who=s.player().name)]
    return (nothing if idle else []) + end_turn(game)


# --- the turn order -------------------------------------------------------------------------------
def end_turn(game: Game) -> list[str]:
    """The current player's turn is over: victory (V1), then the next player, round or phase."""
    from .events import expire_events

    s = game.state
    lines: list[str] = []
    s.turn_number += 1
    lines += expire_events(game)
    if s.phase in (Phase.OPERATE, Phase.BUILD) and s.current not in s.qualified and qualifies(game, s.current):
        s.qualified.append(s.current)  # V1 is checked after every turn; an event later cannot undo it
        lines.append(translate("IronDragonRules", "{who} has linked {majors} major cities with {cash} GP or more: the "
                               "round is played out (V2).").format(who=s.players[s.current].name,
                                                                    majors=rule(game, "win_major_cities"),
                                                                    cash=s.win_cash))
    s.position_in_order += 1
    if s.position_in_order >= len(s.order):
        lines += _end_of_round(game)
        if s.phase == Phase.OVER:
            return lines
    s.current = s.order[s.position_in_order]
    s.turn = TurnState()
    if s.phase == Phase.BUILD:
        s.phase = Phase.OPERATE
    return lines + start_turn(game)


def start_turn(game: Game) -> list[str]:
    """T3: a player with a lost turn pending loses this one (and still fills his hand)."""
    s = game.state
    p = s.player()
    if s.phase == Phase.OPERATE and p.lost_turns > 0:
        p.lost_turns -= 1
        lines = [translate("IronDragonRules", "{who} loses this turn.").format(who=p.name)]
        lines += fill_hand(game, s.current)
        s.turn.discarded_hand = True  # nothing else may happen in it
        return lines + end_turn(game)
    return [translate("IronDragonRules", "{who}'s turn.").format(who=p.name)]


def _end_of_round(game: Game) -> list[str]:
    s = game.state
    n = len(s.players)
    clockwise = [(s.first_player + i) % n for i in range(n)]
    s.position_in_order = 0
    if s.phase == Phase.OPENING:
        s.opening_round += 1
        if s.opening_round <= rule(game, "opening_build_turns"):
            s.order = clockwise[::-1] if s.opening_round == 2 else clockwise  # O2
            return [translate("IronDragonRules", "Opening turn {turn}.").format(turn=s.opening_round)]
        s.phase = Phase.OPERATE
        s.order = clockwise
        return [translate("IronDragonRules", "The opening is over: place your trains and run them (O5).")]
    s.round += 1
    s.order = clockwise
    finalists = list(s.qualified)
    s.qualified = []
    if not finalists:
        return []
    top = max(s.players[p].cash for p in finalists)
    best = [p for p in finalists if s.players[p].cash == top]
    if len(best) == 1:
        s.winner = best[0]
        s.phase = Phase.OVER
        return [translate("IronDragonRules", "{who} wins with {cash} GP and {majors} major cities linked!").format(
            who=s.players[best[0]].name, cash=top, majors=rule(game, "win_major_cities"))]
    s.win_cash = max(s.win_cash + 50, 300)  # V2: a tie plays on for 300 GP (or 50 more if already there)
    names = translate("IronDragonRules", " and ").join(s.players[p].name for p in best)
    return [translate("IronDragonRules", "{names} tie with {cash} GP: play goes on to {target} GP.").format(
        names=names, cash=top, target=s.win_cash)]


def qualifies(game: Game, player: int) -> bool:
    """V1: 7 of the 8 major cities on one continuous network, and the winning cash."""
    s = game.state
    return len(connected_majors(game, player)) >= rule(game, "win_major_cities") and \
        s.players[player].cash >= s.win_cash


def money_public(game: Game) -> bool:
    """S6: money is private until the War Tax makes it public, and public once the game is over."""
    return game.state.cash_public or game.state.phase == Phase.OVER


def victory_links(game: Game) -> frozenset[str]:
    """M7, V1: the magic links that count for victory now: those in effect, and also those a
    Wizards Strike suspends (it stops movement over a link, not its counting; rules editions 1
    and 2 counted only the links in effect)."""
    return active_links(game.board, drawn_event_titles(game), suspensions=not game.edition.links_count_during_strike)


def connected_majors(game: Game, player: int) -> set[str]:
    """V1, M7: the major cities one continuous network of the player links, with the magic links
    that count now (edition 1: a link joined only networks that reached both its cities)."""
    either = game.edition.magic_link_counts_either_city
    return networks(game).connected_majors(player, victory_links(game), either_city=either)


HANDLERS: dict[str, Any] = {
    "KeepForeman": (check_keep_foreman, apply_keep_foreman),
    "BuildTrack": (check_build, apply_build),
    "ChangeForeman": (check_change_foreman, apply_change_foreman),
    "UpgradeLoco": (check_upgrade, apply_upgrade),
    "DiscardHand": (check_discard, apply_discard),
    "EndTurn": (check_end_turn, apply_end_turn),
}
