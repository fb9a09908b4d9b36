"""The game turn (RW-8): the auction for first player (RW-9, RW-Q12, RW-Q13, RW-Q20), three
action rounds of one action each (RW-11), then income and expenses (RW-22, RW-23, RW-Q10), the
unfinished links' owners checked (RW-Q2), and the end check (RW-25, EW-10, RW-Q18)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ....engine.parts.auction import OpenAuction, Refusal
from .actions import MAX_AMOUNT
from .building import lose_stale_links
from .money import money, pay, receive
from .scoring import final_scores
from .state import Phase

if TYPE_CHECKING:
    from .actions import Bid, PassBid
    from .context import RuleGame as Game



# --- the auction for first player ---------------------------------------------------------------
def open_auction(game: Game) -> list[str]:
    s = game.state
    s.phase = Phase.AUCTION
    s.auction = OpenAuction(**OpenAuction.opening(s.first, len(s.players)))
    s.acting = s.first
    return [f"Turn {s.turn}: the auction for first player; {s.players[s.first].name} bids first (RW-9)."]


def check_bid(game: Game, action: Bid) -> str | None:
    s = game.state
    if s.phase != Phase.AUCTION or s.auction is None:
        return "There is no auction for first player now."
    step = game.comp.money.bid_step
    if action.amount % step:
        return f"Bids go in steps of {money(step)} (RW-Q12)."
    if action.amount > MAX_AMOUNT:  # RW-Q20 sets no limit, but a save must hold the bid to load it again
        return f"A bid goes up to {money(MAX_AMOUNT)}: a saved game holds no more (RW-Q20)."
    refused = s.auction.refusal(action.amount, minimum=step, step=step, cash=None)
    if refused is None:
        return None
    if refused.kind == Refusal.BELOW_MINIMUM:
        return f"The least bid is {money(step)} (RW-Q12)."
    return f"Bid at least {money(refused.number + step)}: the high bid is {money(refused.number)} (RW-9)."


def apply_bid(game: Game, action: Bid) -> list[str]:
    s = game.state
    assert s.auction is not None
    over = s.auction.bid(action.player, action.amount)
    lines = [f"{s.players[action.player].name} bids {money(action.amount)} for first player."]
    return lines + (_auction_won(game) if over else _next_bidder(game))


def check_pass_bid(game: Game, action: PassBid) -> str | None:
    return None if game.state.phase == Phase.AUCTION else "There is no auction for first player now."


def apply_pass_bid(game: Game, action: PassBid) -> list[str]:
    s = game.state
    assert s.auction is not None
    over = s.auction.pass_bid(action.player)
    lines = [f"{s.players[action.player].name} passes in the auction (for good, RW-Q13)."]
    return lines + (_auction_won(game) if over else _next_bidder(game))


def _next_bidder(game: Game) -> list[str]:
    """The next bidder's turn: a turn record of its own, so undo takes back no other player's bid."""
    s = game.state
    assert s.auction is not None
    s.acting = s.auction.to_bid
    game.new_turn_record()
    return []


def _auction_won(game: Game) -> list[str]:
    s = game.state
    a = s.auction
    assert a is not None
    n = len(s.players)
    if a.high_bidder is not None:
        winner = a.high_bidder
        lines = pay(s, winner, a.high_bid, game.comp)
        lines.append(f"{s.players[winner].name} pays {money(a.high_bid)} and plays first (RW-9).")
    elif s.turn == 1:
        winner = s.first
        lines = [f"Everyone passed: {s.players[winner].name} stays first player (RW-Q13)."]
    else:
        winner = (s.first + 1) % n
        lines = [f"Everyone passed: {s.players[winner].name}, left of the last first player, plays first (RW-9)."]
    s.auction = None
    s.first = winner
    s.phase, s.action_round, s.acting = Phase.ACTIONS, 1, winner
    game.new_turn_record()
    return [*lines, f"Action round 1 of {game.comp.actions.rounds}."]


# --- the action rounds --------------------------------------------------------------------------
def action_done(game: Game) -> list[str]:
    """After a player's action: the next player, the next round, or the turn's end."""
    s = game.state
    order = s.order()
    at = order.index(s.acting)
    game.new_turn_record()
    if at + 1 < len(order):
        s.acting = order[at + 1]
        return []
    if s.action_round < game.comp.actions.rounds:
        s.action_round += 1
        s.acting = order[0]
        return [f"Action round {s.action_round} of {game.comp.actions.rounds}."]
    return end_of_turn(game)


def end_of_turn(game: Game) -> list[str]:
    """RW-22/23: income by the marker's position, then $1,000 a bond (bonds issued for what cannot
    be paid, RW-Q10); unfinished links that were not continued lose their owners (RW-Q2); then the
    end check (EW-10, RW-Q18), or the next turn's auction."""
    s = game.state
    lines = [f"Turn {s.turn} ends: income and expenses."]
    for seat, p in enumerate(s.players):
        income = game.comp.income.at(p.score, reduced=game.options.income_reduction)
        receive(s, seat, income)
        held = p.bonds  # the bonds the interest is for (not those issued to pay it, RW-Q10)
        due = held * game.comp.money.bond_interest
        words = f"{p.name} receives {money(income)} (marker at {p.score})"
        if due:
            lines += pay(s, seat, due, game.comp)
            words += f" and pays {money(due)} for {held} bond{'s' if held != 1 else ''}"
        lines.append(words + ".")
    lines += lose_stale_links(game.board, s.track, s.turn, game.names)
    limit = game.comp.end.empty_cities[len(s.players)]
    if len(s.empty) >= limit:
        lines.append(f"{len(s.empty)} empty cities: the game ends (EW-10: {limit} with {len(s.players)} players).")
        return lines + final_scores(game)
    s.turn += 1
    return lines + open_auction(game)
