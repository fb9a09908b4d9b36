"""The game turn (RW-8): the auction for first player (RW-9, RW-Q12, RW-Q13, RW-Q20), three
action rounds of one action each (RW-11), then income and expenses (RW-22, RW-23, RW-Q10), the
unfinished links' owners checked (RW-Q2), and the end check (RW-25, EW-10, RW-Q18)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ....engine.parts.auction import OpenAuction, Refusal
from ..words import RoewRules, translate
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
    return [translate("RoewRules", "Turn {turn}: the auction for first player; {who} bids first (RW-9).").format(
        turn=s.turn, who=s.players[s.first].name)]


def check_bid(game: Game, action: Bid) -> str | None:
    s = game.state
    if s.phase != Phase.AUCTION or s.auction is None:
        return translate("RoewRules", "There is no auction for first player now (RW-9).")
    step = game.comp.money.bid_step
    if action.amount % step:
        return translate("RoewRules", "Bids go in steps of {amount} (RW-Q12).").format(amount=money(step))
    if action.amount > MAX_AMOUNT:  # RW-Q20 sets no limit, but a save must hold the bid to load it again
        return translate("RoewRules", "A bid goes up to {amount}: a saved game holds no more (RW-Q20).").format(
            amount=money(MAX_AMOUNT))
    refused = s.auction.refusal(action.amount, minimum=step, step=step, cash=None)
    if refused is None:
        return None
    if refused.kind == Refusal.BELOW_MINIMUM:
        return translate("RoewRules", "The least bid is {amount} (RW-Q12).").format(amount=money(step))
    return translate("RoewRules", "Bid at least {least}: the high bid is {high} (RW-9).").format(
        least=money(refused.number + step), high=money(refused.number))


def apply_bid(game: Game, action: Bid) -> list[str]:
    s = game.state
    assert s.auction is not None
    over = s.auction.bid(action.player, action.amount)
    lines = [translate("RoewRules", "{who} bids {amount} for first player.").format(
        who=s.players[action.player].name, amount=money(action.amount))]
    return lines + (_auction_won(game) if over else _next_bidder(game))


def check_pass_bid(game: Game, action: PassBid) -> str | None:
    if game.state.phase == Phase.AUCTION:
        return None
    return translate("RoewRules", "There is no auction for first player now (RW-9).")


def apply_pass_bid(game: Game, action: PassBid) -> list[str]:
    s = game.state
    assert s.auction is not None
    over = s.auction.pass_bid(action.player)
    lines = [translate("RoewRules", "{who} passes in the auction (for good, RW-Q13).").format(
        who=s.players[action.player].name)]
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
        lines.append(translate("RoewRules", "{who} pays {amount} and plays first (RW-9).").format(
            who=s.players[winner].name, amount=money(a.high_bid)))
    elif s.turn == 1:
        winner = s.first
        lines = [translate("RoewRules", "Everyone passed: {who} stays first player (RW-Q13).").format(
            who=s.players[winner].name)]
    else:
        winner = (s.first + 1) % n
        lines = [translate("RoewRules", "Everyone passed: {who}, left of the last first player, plays first "
                           "(RW-9).").format(who=s.players[winner].name)]
    s.auction = None
    s.first = winner
    s.phase, s.action_round, s.acting = Phase.ACTIONS, 1, winner
    game.new_turn_record()
    return [*lines, _round_line(1, game.comp.actions.rounds)]


def _round_line(n: int, rounds: int) -> str:
    return translate("RoewRules", "Action round {round} of {rounds}.").format(round=n, rounds=rounds)


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
        return [_round_line(s.action_round, game.comp.actions.rounds)]
    return end_of_turn(game)


def end_of_turn(game: Game) -> list[str]:
    """RW-22/23: income by the marker's position, then $1,000 a bond (bonds issued for what cannot
    be paid, RW-Q10); unfinished links that were not continued lose their owners (RW-Q2); then the
    end check (EW-10, RW-Q18), or the next turn's auction."""
    s = game.state
    lines = [translate("RoewRules", "Turn {turn} ends: income and expenses.").format(turn=s.turn)]
    for seat, p in enumerate(s.players):
        income = game.comp.income.at(p.score, reduced=game.options.income_reduction)
        receive(s, seat, income)
        held = p.bonds  # the bonds the interest is for (not those issued to pay it, RW-Q10)
        due = held * game.comp.money.bond_interest
        if due:
            lines += pay(s, seat, due, game.comp)
            words = RoewRules.tr("{who} receives {income} (marker at {position}) and pays {cost} for %n bond(s).",
                                 None, held).format(cost=money(due), who=p.name, income=money(income),
                                                    position=p.score)
        else:
            words = translate("RoewRules", "{who} receives {income} (marker at {position}).").format(
                who=p.name, income=money(income), position=p.score)
        lines.append(words)
    lines += lose_stale_links(game.board, s.track, s.turn, game.names)
    limit = game.comp.end.empty_cities[len(s.players)]
    if len(s.empty) >= limit:
        lines.append(translate("RoewRules", "{empty} empty cities: the game ends (EW-10: {limit} with {players} "
                               "players).").format(empty=len(s.empty), limit=limit, players=len(s.players)))
        return lines + final_scores(game)
    s.turn += 1
    return lines + open_auction(game)
