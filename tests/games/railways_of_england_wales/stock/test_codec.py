"""The share game's actions to and from a save's plain data: every kind round-trips, and a hostile
or broken save is refused with a message naming the bad field (never eval, never pickle); a saved
game replays to the same digest, and a save from another game or with a bad header is refused."""

from __future__ import annotations

from typing import Any

import pytest

from irondragon_qt.games.railways_of_england_wales.stock import actions as a
from irondragon_qt.games.railways_of_england_wales.stock.game import StockGame
from irondragon_qt.games.railways_of_england_wales.stock.state import Board

from .positions import board, link, new_game

EVERY = [a.Offer(1, "gwr", Board.ISSUED, 7000), a.Bid(0, 8000), a.PassBid(2), a.DeclineOffer(1), a.IssueShares(0, 3),
         a.TakeLoan(2), a.Build(0, (link("Liverpool", "Manchester"), link("Manchester", "Chester"))),
         a.Deliver(1, (9, 15), "blue", (3, 7)), a.Pass(0), a.Dividend(1, 700), a.ProposeMerger(0, "ner"),
         a.SkipMerger(1), a.Vote(2, False)]


@pytest.mark.parametrize("action", EVERY, ids=lambda x: type(x).__name__)
def test_every_action_round_trips(action: Any) -> None:
    assert a.action_from_dict(action.to_dict()) == action


BAD = [
    ("not a table", "an action must be a table"),
    ({"type": "sell", "player": 0}, "unknown action type 'sell'"),
    ({"type": "pass", "player": 0, "eval": "__import__('os')"}, "pass has unknown fields: eval"),
    ({"type": "bid", "player": 0, "amount": "1000"}, "amount must be a whole number"),
    ({"type": "bid", "player": True, "amount": 1000}, "player must be a whole number"),
    ({"type": "offer", "player": 0, "company": "gwr", "board": "bank", "amount": 7000}, "board must be 'stock' or"),
    ({"type": "issue_shares", "player": 0, "count": 0}, "count must be a whole number from 1"),
    ({"type": "build", "player": 0, "links": []}, "links must be a list of 1 to 2"),
    ({"type": "build", "player": 0, "links": [[[9, 15], [10, 15], [11, 15]]] * 3}, "links must be a list of 1 to 2"),
    ({"type": "build", "player": 0, "links": [[[9, 15], [10, 15]]]}, "link must be a list of 3 to 60"),
    ({"type": "deliver", "player": 0, "start": [9, 15], "colour": "blue", "links": ["1"]}, "link must be a whole"),
    ({"type": "vote", "player": 0, "yes": 1}, "yes must be true or false"),
    ({"type": "dividend", "player": 0, "per_share": -100}, "per_share must be a whole number from 0"),
]


@pytest.mark.parametrize(("raw", "words"), BAD)
def test_a_hostile_or_broken_action_is_refused_naming_the_field(raw: Any, words: str) -> None:
    with pytest.raises(ValueError, match=None) as e:
        a.action_from_dict(raw)
    assert words in str(e.value)


def test_a_save_replays_to_the_same_digest_and_a_bad_one_is_refused() -> None:
    game = new_game(seed=7)
    seat = game.current_seat()
    assert game.process(a.Offer(seat, "gwr", Board.STOCK, 7000))
    assert game.process(a.Bid(game.current_seat(), 9000))
    save = game.to_dict()
    assert StockGame.replay(board(), save).digest() == game.digest()
    with pytest.raises(ValueError, match="not a saved game of the Railways of England & Wales share game"):
        StockGame.replay(board(), {**save, "format": "railways-of-england-wales-game"})
    late = {"type": "bid", "player": game.current_seat(), "amount": 9000}
    with pytest.raises(ValueError, match=r"action 3 \(bid\) is not legal: Bid at least \$10,000"):
        StockGame.replay(board(), {**save, "actions": [*save["actions"], late]})
    with pytest.raises(ValueError, match="action 1: unknown action type 'sell'"):
        StockGame.replay(board(), {**save, "actions": [{"type": "sell", "player": 0}]})


def test_undo_takes_back_a_directors_issue_within_his_turn() -> None:
    from .positions import started

    game = started({0: ["lnwr"]})
    assert game.process(a.IssueShares(0, 2))
    assert game.can_undo() and game.undo() == a.IssueShares(0, 2)
    assert game.state.companies[0].tableau == 5
