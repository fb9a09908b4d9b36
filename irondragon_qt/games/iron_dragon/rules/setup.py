"""Setting up a game (rules.md S1-S4): money, locos, decks, the first player, hands, the
foreman draft. Everything random comes from the game's seeded RNG, so a replay is identical."""

from __future__ import annotations

import random

from ..board.board import Board
from ..words import translate
from .options import GameOptions
from .state import GameState, Phase, PlayerState

MAX_PLAYERS, MIN_PLAYERS = 6, 2


def demand_key(number: int) -> str:
    return f"D{number}"


def event_key(deck: str, card_id: str) -> str:
    return f"E:{deck}:{card_id}"


def is_event(key: str) -> bool:
    return key.startswith("E:")


def hand_size(board: Board) -> int:
    """S5: the demand cards a player always holds (the map's number, C7)."""
    return int(board.components.rules["hand_size"])


def new_state(board: Board, names: list[str], options: GameOptions, seed: int, rng: random.Random,
              colors: list[int] | None = None) -> GameState:
    """S1-S3 and the first deal of S4; the draft itself is played as KeepForeman actions."""
    fewest = 1 if options.solo else MIN_PLAYERS  # S1; a solo game measures a computer player
    if not fewest <= len(names) <= MAX_PLAYERS:
        raise ValueError(translate("IronDragonRules", "Iron Dragon is for {fewest} to {most} players, not "
                                   "{count}.").format(fewest=fewest, most=MAX_PLAYERS, count=len(names)))
    if len({n.strip().casefold() for n in names}) != len(names) or any(not n.strip() for n in names):
        raise ValueError(translate("IronDragonRules", "Every player needs a name of their own."))
    comp = board.components
    start_loco = str(comp.loco_rules.get("start_loco", comp.locos[0].name))
    colors = colors or list(range(len(names)))
    players = [PlayerState(name=n.strip(), color=c, cash=options.number("start_cash"), loco=start_loco)
               for n, c in zip(names, colors, strict=True)]
    state = GameState(map_id=board.map_id, options=options, seed=seed, players=players,
                      win_cash=options.number("win_cash"))
    deck = [demand_key(c.number) for c in comp.demand_cards]
    if not options.events_off:  # X9
        deck += [event_key(options.event_deck, e.id) for e in comp.events.get(options.event_deck, ())]
    rng.shuffle(deck)
    state.demand_deck = deck
    state.first_player = _first_player(state, board, rng)
    _deal_hands(state, rng, hand_size(board))
    ships = [s.name for s in comp.ships]
    rng.shuffle(ships)
    state.ship_deck = ships
    foremen = [f.card for f in comp.foremen]
    rng.shuffle(foremen)
    state.foreman_deck = foremen
    deal_draft(state, list(range(len(players))), rng)
    state.phase = Phase.FOREMAN_DRAFT
    state.order = [(state.first_player + i) % len(players) for i in range(len(players))]
    state.current = state.order[0]
    return state


def _card_value(board: Board, key: str, by_number: bool) -> int:
    if is_event(key):
        return 0  # S2: an event counts as nothing
    number = int(key[1:])
    if by_number:
        return number
    card = board.components.demand_card(number)
    assert card is not None, key  # only keys of the deck reach here
    return max(d.payout for d in card.demands)


def _first_player(state: GameState, board: Board, rng: random.Random) -> int:
    """S2: everyone cuts the deck; the highest payout shown goes first (X2: highest number).
    Ties cut again among themselves."""
    contenders = list(range(len(state.players)))
    by_number = state.options.first_player_by_card_number
    while len(contenders) > 1:
        cuts = {p: _card_value(board, rng.choice(state.demand_deck), by_number) for p in contenders}
        best = max(cuts.values())
        contenders = [p for p in contenders if cuts[p] == best]
    return contenders[0]


def _deal_hands(state: GameState, rng: random.Random, size: int) -> None:
    """S3: three demand cards each; events drawn now are set aside, then shuffled back."""
    aside: list[str] = []
    for p in state.players:
        while len(p.hand) < size:
            key = state.demand_deck.pop()
            (aside if is_event(key) else p.hand).append(key)
    state.demand_deck += aside
    rng.shuffle(state.demand_deck)


def deal_draft(state: GameState, players: list[int], rng: random.Random) -> None:
    """S4: deal the foreman cards in play evenly among ``players``; the extras wait aside."""
    cards = state.foreman_deck + state.draft_aside + [c for hand in state.draft.values() for c in hand]
    rng.shuffle(cards)
    each = len(cards) // len(players)
    state.draft = {p: cards[i * each:(i + 1) * each] for i, p in enumerate(players)}
    state.draft_aside = cards[len(players) * each:]
    state.foreman_deck = []
