"""Simple choosers of legal actions for the share game's table tests (no Qt): the computer players
at the table until the pack's own land, and the person's choices made through the table. Seeded;
no clock. Quick to an end: a delivery when there is one (the longest route first, so cities empty), else a
build, else shares issued or a loan taken to pay for one; in the auctions an offer at the price of a
share of a company nobody holds yet (until three shares are held), else a decline; a pass in a
bidding war (a raise a fifth of the time); no dividend (the money builds); a merger proposed half
the time; yes to a vote."""

from __future__ import annotations

import random
from typing import Any

from irondragon_qt.games.railways_of_england_wales.stock import actions as a
from irondragon_qt.games.railways_of_england_wales.stock.game import StockGame
from irondragon_qt.games.railways_of_england_wales.stock.legal import legal_actions

MERGE_SHARE = 0.5
BID_SHARE = 0.2


def choose(game: StockGame, rng: random.Random) -> Any:
    """The next action for the seat to act, from ``legal_actions``."""
    legal = legal_actions(game)
    assert legal, f"nothing legal at action {len(game.log)}"
    kinds: dict[type, list[Any]] = {}
    for action in legal:
        kinds.setdefault(type(action), []).append(action)
    s = game.state
    if a.Offer in kinds:
        fresh = [x for x in kinds[a.Offer] if not s.companies[game.data.index_of(x.company)].owners]
        held = sum(s.players[game.current_seat()].shares.values())
        if fresh and held < 3:
            return rng.choice(fresh)
        return kinds[a.DeclineOffer][0]
    if a.PassBid in kinds:
        raise_it = a.Bid in kinds and rng.random() < BID_SHARE
        return kinds[a.Bid if raise_it else a.PassBid][0]
    if a.Deliver in kinds:
        return max(kinds[a.Deliver], key=lambda x: (len(x.links), x.links))
    if a.Build in kinds:
        return rng.choice(kinds[a.Build])
    for kind in (a.IssueShares, a.TakeLoan):  # money for a build next
        if kind in kinds:
            return max(kinds[kind], key=lambda x: getattr(x, "count", 0))
    if a.Dividend in kinds:
        return kinds[a.Dividend][0]
    if a.ProposeMerger in kinds and rng.random() < MERGE_SHARE:
        return rng.choice(kinds[a.ProposeMerger])
    for kind in (a.SkipMerger, a.Pass):
        if kind in kinds:
            return kinds[kind][0]
    return kinds.get(a.Vote, legal)[0]


class SimplePlayer:
    """A computer player for the driver: ``next_action(game)``, ``reason``, ``reckoning``."""

    def __init__(self, seat: int, level: str, seed: int) -> None:
        self.seat, self.level = seat, level
        self.rng = random.Random(seed + seat)  # its own chance: the game's seed and its seat
        self.reason = ""
        self.reckoning = ""

    def next_action(self, game: StockGame) -> Any:
        action = choose(game, self.rng)
        self.reason = f"chooses {action.type.replace('_', ' ')}"
        return action


def make_simple(seat: int, level: str, seed: int) -> SimplePlayer:
    return SimplePlayer(seat, level, seed)
