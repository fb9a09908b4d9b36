"""Turn structure (T1-T3), the opening (O1-O5), the foreman draft (S4), building-phase
spending (B2, F2, F3), drawing cards (S5, C6) and victory (V1, V2)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..track.build_turn import BuildTrack
from ..track.build_turn import apply_build as build_sections
from ..track.network import active_links
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
        return "The foreman draft is over."
    offer = s.draft.get(a.player, [])
    if a.card is None:
        if not game.edition.keep_no_foreman_in_every_deal:
            return "In this deal you must keep one of your foreman cards." if s.draft_round > 1 else None
        if list(s.draft) == [a.player] and s.draft_kept == 0:
            return ("Yours are the last cards left in this deal (nobody else kept one): keep one, "
                    "so the draft ends (S4).")
        return None
    if a.card not in offer:
        return f"Foreman card {a.card} was not dealt to you."
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
    line = f"{p.name} keeps {f.name} ({f.race})." if f else f"{p.name} keeps no foreman for now."
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
        return [line, "The foreman cards are dealt again to the players without one."]
    s.foreman_deck = s.draft_aside
    s.draft_aside = []
    game.rng.shuffle(s.foreman_deck)
    s.phase = Phase.OPENING
    s.opening_round = 1
    s.order = [(s.first_player + i) % len(s.players) for i in range(len(s.players))]
    s.position_in_order = 0
    s.current = s.order[0]
    s.turn = TurnState()
    return [line, "Every player has a foreman. The opening: three building turns."]


# --- building phase ------------------------------------------------------------------------------
ONLY_THE_UPGRADE = "After upgrading more than one level this turn nothing else may be spent (F3)."


def _building_now(game: Game) -> str | None:
    from .events import pending_choice

    s = game.state
    if s.phase not in (Phase.OPENING, Phase.BUILD):
        return "Track is built in the building phase (after operating)."
    if s.turn.discarded_hand:
        return "You discarded your hand instead of this turn."
    return pending_choice(game, s.current)


def check_build(game: Game, a: BuildTrack) -> str | None:
    from .events import build_blocked, spending_blocked

    reason = _building_now(game) or spending_blocked(game, a.player, "build")
    if reason:
        return reason
    if not a.sections:
        return "Draw at least one section."
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
        return ONLY_THE_UPGRADE
    return reason


def section_allowed(game: Game, player: int, a: int, b: int) -> str | None:
    """The game's own limits on one more section, beyond the building rules: events in effect,
    a discarded hand, and nothing more after a two-level upgrade (F3)."""
    from .events import build_blocked, spending_blocked

    s = game.state
    if s.turn.loco_levels > 1:
        return ONLY_THE_UPGRADE
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
    return [f"{p.name} builds {len(a.sections)} section{'s' if len(a.sections) != 1 else ''} for {spent} GP."]


def check_change_foreman(game: Game, a: ChangeForeman) -> str | None:
    from .events import spending_blocked

    reason = _building_now(game) or spending_blocked(game, a.player, "foreman")
    if reason:
        return reason
    s = game.state
    if s.turn.foreman_changed:
        return "Only one change of foreman per turn (F2)."
    cost = foreman_change_cost(game, a.source)
    if a.source in ("deck", "discard") and a.card is not None:  # it would be ignored, and kept in the save
        pile = "deck" if a.source == "deck" else "discard pile"
        return f"The top card of the {pile} comes as it is; a card is named only when picking one (F2)."
    if a.source == "deck" and not s.foreman_deck and not s.foreman_discard:
        return "The foreman deck and discard pile are both empty."
    if a.source == "discard" and not s.foreman_discard:
        return "The foreman discard pile is empty."
    if a.source == "pick" and (a.card is None or a.card not in s.foreman_deck + s.foreman_discard):
        return "Pick a foreman card from the deck or the discard pile."
    if a.source not in ("deck", "discard", "pick"):
        return "Take the top card of the deck or the discard pile, or pick one."
    return _can_spend(game, a.player, cost)


def foreman_change_cost(game: Game, source: str) -> int:
    """F2: the top card of the deck or the discard pile, or any card picked (the map's prices)."""
    return rule(game, "pick_any_gp" if source == "pick" else "redraw_gp", "foreman_rules")


def _can_spend(game: Game, player: int, cost: int) -> str | None:
    s = game.state
    if s.turn.loco_levels > 1:
        return ONLY_THE_UPGRADE
    limit = game.options.number("build_limit")
    if s.turn.spent + cost > limit:
        left = limit - s.turn.spent
        return f"That costs {cost} GP; only {left} GP of the building limit {'is' if left == 1 else 'are'} left."
    if cost > s.players[player].cash:
        return f"That costs {cost} GP and you have {s.players[player].cash} GP (no credit)."
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
    return [f"{p.name} changes foreman for {cost} GP: now {f.name if f else card} ({f.race if f else ''})."]


def check_upgrade(game: Game, a: UpgradeLoco) -> str | None:
    from .events import spending_blocked

    reason = _building_now(game) or spending_blocked(game, a.player, "upgrade")
    if reason:
        return reason
    s = game.state
    locos = {lo.name: lo for lo in game.board.components.locos}
    new = locos.get(a.loco)
    if new is None:
        return f"There is no loco called {a.loco}."
    old = loco_of(game, a.player)
    levels = new.level - old.level
    if levels < 1:
        return f"The {new.name} is not a higher level than your {old.name}."
    most = rule(game, "upgrade_max_levels_per_turn", "loco_rules")
    if levels + s.turn.loco_levels > most:
        return f"At most {most} level{'s' if most != 1 else ''} of upgrade in one turn (F3)."
    if levels + s.turn.loco_levels > 1 and s.turn.other_spending:
        return "More than one level in one turn only if nothing else is spent (F3)."
    in_use = sum(1 for p in s.players if p.loco == new.name)
    if in_use >= new.count:
        return f"Every {new.name} is taken."
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
            return "In this game (rules edition 1) the last load picked up is the one dropped; none is chosen."
        return None
    if excess <= 0:
        return None if a.drop is None else f"All your loads fit on the {name}: there is nothing to drop."
    if excess > 1:
        return f"The {name} has room for {room} of your {len(loads)} loads: drop some in a city first."
    if a.drop is None:
        return f"The {name} carries {room} loads: choose which of yours to drop ({', '.join(sorted(set(loads)))})."
    if a.drop not in loads:
        return f"You carry no {a.drop} to drop."
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
    lines = [f"{p.name} upgrades to the {new.name} for {cost} GP."]
    if a.drop is not None and len(p.loads) > new.loads:
        p.loads.remove(a.drop)  # F3 (FAQ): the player's choice
        lines.append(f"{p.name} has room for {new.loads} loads and drops {a.drop}.")
    while len(p.loads) > new.loads:  # edition 1: the last load picked up goes
        lost = p.loads.pop()
        lines.append(f"{p.name} has room for {new.loads} loads and drops {lost}.")
    return lines


def check_discard(game: Game, a: DiscardHand) -> str | None:
    from .events import pending_choice

    s = game.state
    choice = pending_choice(game, a.player)
    if choice:
        return choice
    fresh = TurnState(started_at=s.turn.started_at)
    if s.phase not in (Phase.OPENING, Phase.OPERATE):
        return "The hand is discarded at the start of a turn, instead of the turn."
    if s.turn.acted or s.turn != fresh:
        return "You have already done something this turn; discarding replaces the whole turn (T2)."
    return None


def apply_discard(game: Game, a: DiscardHand) -> list[str]:
    s = game.state
    p = s.players[a.player]
    s.demand_discard += p.hand
    p.hand = []
    lines = [f"{p.name} discards their hand and draws three new demand cards."]
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
        return "Finish operating first (end your movement), then build."
    if s.phase not in (Phase.OPENING, Phase.BUILD, Phase.OPERATE):
        return "There is no turn to end now."
    return None


def apply_end_turn(game: Game, a: EndTurn) -> list[str]:
    """A building turn that spent nothing says so (issue 43: a computer player's opening turn
    that built nothing left only the next player's "Bram's turn." in the log)."""
    s = game.state
    idle = s.phase in (Phase.OPENING, Phase.BUILD) and s.turn.spent == 0
    return ([f"{s.player().name} builds nothing."] if idle else []) + end_turn(game)


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
        lines.append(f"{s.players[s.current].name} has linked {rule(game, 'win_major_cities')} major cities "
                     f"with {s.win_cash} GP or more: the round is played out (V2).")
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
        lines = [f"{p.name} loses this turn."]
        lines += fill_hand(game, s.current)
        s.turn.discarded_hand = True  # nothing else may happen in it
        return lines + end_turn(game)
    return [f"{p.name}'s turn."]


def _end_of_round(game: Game) -> list[str]:
    s = game.state
    n = len(s.players)
    clockwise = [(s.first_player + i) % n for i in range(n)]
    s.position_in_order = 0
    if s.phase == Phase.OPENING:
        s.opening_round += 1
        if s.opening_round <= rule(game, "opening_build_turns"):
            s.order = clockwise[::-1] if s.opening_round == 2 else clockwise  # O2
            return [f"Opening turn {s.opening_round}."]
        s.phase = Phase.OPERATE
        s.order = clockwise
        return ["The opening is over: place your trains and run them (O5)."]
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
        return [f"{s.players[best[0]].name} wins with {top} GP and {rule(game, 'win_major_cities')} major "
                "cities linked!"]
    s.win_cash = max(s.win_cash + 50, 300)  # V2: a tie plays on for 300 GP (or 50 more if already there)
    return [f"{' and '.join(s.players[p].name for p in best)} tie with {top} GP: play goes on to {s.win_cash} GP."]


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
