"""The engine's turn actions: the same JSON in every title's saves."""

from __future__ import annotations

from irondragon_qt.engine.parts.turn_actions import Bid, Pass, PassBid


def test_each_action_is_its_type_and_its_fields() -> None:
    assert Pass(2).to_dict() == {"type": "pass", "player": 2}
    assert Bid(1, 3000).to_dict() == {"type": "bid", "player": 1, "amount": 3000}
    assert PassBid(0).to_dict() == {"type": "pass_bid", "player": 0}
    assert Bid(1, 3) == Bid(1, 3) and hash(Pass(1)) == hash(Pass(1))  # frozen: kept in sets and logs
