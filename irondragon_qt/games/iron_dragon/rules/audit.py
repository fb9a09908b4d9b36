"""The books of a game, checked: money, load chips, cards, foremen, ships, locos, the track's
access limits, and a finished game's winner (rules.md C1-C5, S5, B3, B7-B10, V1, V2).

``audit(game)`` lists what is wrong, in sentences (empty when all is well); the simulator runs
it after every action of every game it plays, and the tests run it over random games."""

from __future__ import annotations

from collections import Counter
from typing import TYPE_CHECKING

from ..track.building import BuildOptions
from ..track.places import place_table, players_at_place
from .holdings import build_options, networks
from .phases import victory_links
from .setup import demand_key, event_key
from .state import Phase

if TYPE_CHECKING:
    from .game import Game


def audit(game: Game) -> list[str]:
    return _money(game) + _pieces(game) + _cards(game) + _track(game, build_options(game))


def _money(game: Game) -> list[str]:
    s = game.state
    out = []
    start = s.options.number("start_cash")
    if sum(p.cash for p in s.players) != len(s.players) * start + s.bank_paid_out - s.bank_received:
        out.append("C1: money appeared or vanished (players' cash does not match the bank's books)")
    out += [f"B3: {p.name} is in debt ({p.cash} GP)" for p in s.players if p.cash < 0]
    return out


def _pieces(game: Game) -> list[str]:
    s, comp = game.state, game.board.components
    out = []
    carried = Counter(g for p in s.players for g in p.loads)
    out += [f"C2: {n} {g} on trains, only {comp.goods[g].chips} chips" for g, n in carried.items()
            if n > comp.goods[g].chips]
    locos = {lo.name: lo for lo in comp.locos}
    out += [f"M8: {p.name} carries {len(p.loads)} loads on a {p.loco}" for p in s.players
            if len(p.loads) > locos[p.loco].loads]
    out += [f"C4: {n} {name} in use, only {locos[name].count} made"
            for name, n in Counter(p.loco for p in s.players).items() if n > locos[name].count]
    foremen = (s.foreman_deck + s.foreman_discard + [p.foreman for p in s.players if p.foreman is not None]
               + [c for offer in s.draft.values() for c in offer] + s.draft_aside)
    if sorted(foremen) != sorted(f.card for f in comp.foremen):
        out.append("C5: a foreman card is missing or counted twice")
    ships = s.ship_deck + s.ship_discard + [p.ship.ship for p in s.players if p.ship]
    if sorted(ships) != sorted(sh.name for sh in comp.ships):
        out.append("C5: a ship card is missing or counted twice")
    return out


def _cards(game: Game) -> list[str]:
    s, comp = game.state, game.board.components
    cards = s.demand_deck + s.demand_discard + [k for p in s.players for k in p.hand] + [e.card for e in s.events]
    expected = [demand_key(c.number) for c in comp.demand_cards]
    if not s.options.events_off:
        expected += [event_key(s.options.event_deck, e.id) for e in comp.events[s.options.event_deck]]
    out = [] if Counter(cards) == Counter(expected) else ["C3: a demand or event card is missing or counted twice"]
    hand = int(comp.rules.get("hand_size", 3))
    out += [f"S5: {p.name} holds {len(p.hand)} demand cards" for p in s.players
            if len(p.hand) != hand and s.phase != Phase.FOREMAN_DRAFT]
    return out


def _track(game: Game, options: BuildOptions) -> list[str]:
    """B8-B10: no place holds track of more players than it may, nor a player more sections."""
    board, track = game.board, game.state.track
    out = []
    done: set[tuple[int, ...]] = set()
    for i, place in enumerate(place_table(board, options)):
        if place is None or place.group in done:
            continue
        done.add(place.group)
        if place.limit is not None and len(players_at_place(track, place.group)) > place.limit:
            out.append(f"B8/B9: {board.mileposts[i].id} has track of more than {place.limit} players")
        if place.counts_sections:
            over = [p for p, n in track.players_at(i).items() if n > options.sections_into_limited]
            out += [f"B10: player {p} has more than {options.sections_into_limited} sections into "
                    f"{board.mileposts[i].id}" for p in over]
    return out


def qualification_problems(game: Game, player: int) -> list[str]:
    """V1, when a player has just qualified (at the end of his turn): his network links enough
    major cities and he holds the cash."""
    s = game.state
    needed = int(game.board.components.rules.get("win_major_cities", 7))
    either = game.edition.magic_link_counts_either_city
    linked = networks(game).connected_majors(player, victory_links(game), either_city=either)
    out = []
    if len(linked) < needed:
        out.append(f"V1: {s.players[player].name} qualified linking only {len(linked)} major cities")
    if s.players[player].cash < s.win_cash:
        out.append(f"V1: {s.players[player].name} qualified with {s.players[player].cash} GP")
    return out


def winner_problems(game: Game, qualified: list[int]) -> list[str]:
    """V2, when the game is over: the round was played out and the richest of those who
    qualified in it won."""
    s = game.state
    out = []
    if s.winner not in qualified:
        out.append("V2: the winner had not qualified")
    elif any(s.players[i].cash > s.players[s.winner].cash for i in qualified):
        out.append("V2: a richer player qualified too")
    if s.position_in_order != 0:
        out.append("V2: the game ended before the round was played out")
    return out
