"""What a player at the table may know (rules.md S1, S6): everything on the board and every
hand of demand cards (face up), but not the order of any deck, nor other players' money before
the War Tax makes it public. Computer players plan from a ``PlayerView`` only."""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass

from ..board.board import Board
from ..board.components import DemandCard, Foreman, Loco
from ..rules.events import active_cards
from ..rules.game import Game
from ..rules.holdings import build_options, foreman_of, loco_of
from ..rules.phases import victory_links
from ..rules.setup import event_key, is_event
from ..track.building import BuildOptions
from ..track.track import Track


@dataclass(frozen=True)
class Seat:
    """One player as the others see him."""

    index: int
    name: str
    position: int | None
    loads: tuple[str, ...]
    hand: tuple[str, ...]  # demand card keys, face up (S1)
    loco: Loco
    foreman: Foreman | None
    cash: int | None  # None while money is private (S6)
    on_ship: bool
    heading: tuple[int, int] | None = None  # the train's last step (from, to): where it may turn, M3


@dataclass(frozen=True)
class PlayerView:
    """The game as player ``me`` sees it when he is to act."""

    board: Board
    me: int
    phase: str
    turn_number: int
    opening_round: int
    seats: tuple[Seat, ...]
    track: Track  # on the board for all to see
    events: tuple[str, ...]  # event cards in play (face up)
    unseen_cards: tuple[int, ...]  # demand card numbers in the deck or not yet seen, in no order
    build: BuildOptions
    win_cash: int
    draft_offer: tuple[int, ...]  # foreman cards dealt to me in the draft
    foremen_available: tuple[int, ...]  # foreman cards in the deck and discard pile (picking, F2)
    victory_links: frozenset[str] = frozenset()  # the magic links that count for victory now (M7, V1)
    link_joins_either_city: bool = True  # a link counts for a network at either city (edition 1: at both)
    passing_links: frozenset[str] = frozenset()  # magic links an event switched on until a turn's end (E1, X5)
    event_deck: tuple[str, ...] = ()  # the game's event cards (X4, X9: public), in play or not

    @property
    def seat(self) -> Seat:
        return self.seats[self.me]

    @property
    def cash(self) -> int:
        cash = self.seats[self.me].cash
        assert cash is not None
        return cash

    def card(self, key: str) -> DemandCard:
        card = self.board.components.demand_card(key)
        assert card is not None, key  # keys come from the player's own hand
        return card

    def free_chips(self, good: str) -> int:
        """C2: chips of a good on no train (every train's loads are on view)."""
        carried = sum(s.loads.count(good) for s in self.seats)
        return self.board.components.goods[good].chips - carried


def observe(game: Game, me: int) -> PlayerView:
    """The view of player ``me``: nothing hidden from him reaches it."""
    s, board = game.state, game.board
    seats = []
    for i, p in enumerate(s.players):
        seats.append(Seat(i, p.name, p.position, tuple(p.loads), tuple(p.hand), loco_of(game, i), foreman_of(game, i),
                          p.cash if (i == me or s.cash_public) else None, p.ship is not None, p.heading))
    seen = Counter(int(k[1:]) for k in s.demand_discard if not is_event(k))
    for p in s.players:
        seen.update(int(k[1:]) for k in p.hand)
    unseen = tuple(sorted(c.number for c in board.components.demand_cards if not seen[c.number]))
    return PlayerView(board=board, me=me, phase=s.phase, turn_number=s.turn_number, opening_round=s.opening_round,
                      seats=tuple(seats), track=s.track, events=tuple(e.card for e in s.events), unseen_cards=unseen,
                      build=build_options(game), win_cash=s.win_cash, draft_offer=tuple(s.draft.get(me, ())),
                      foremen_available=tuple(sorted(set(s.foreman_deck) | set(s.foreman_discard))),
                      victory_links=victory_links(game),
                      link_joins_either_city=game.edition.magic_link_counts_either_city,
                      passing_links=passing_links(game),
                      event_deck=event_deck(game))


def event_deck(game: Game) -> tuple[str, ...]:
    """The game's event cards, which its options make public (X4, X9)."""
    options = game.state.options
    if options.events_off:
        return ()
    return tuple(event_key(options.event_deck, e.id) for e in game.board.components.events.get(options.event_deck, ()))


def passing_links(game: Game) -> frozenset[str]:
    """The magic links switched on by an event card that leaves play at a turn's end (the
    Rainbow Bridge read by the FAQ, X5): a plan of several turns must not count on them."""
    ending = {card.title.upper() for e, card in active_cards(game) if e.until_turn is not None}
    return frozenset(link.name for link in game.board.magic_links
                     if link.activated_by_event is not None and link.activated_by_event in ending)
