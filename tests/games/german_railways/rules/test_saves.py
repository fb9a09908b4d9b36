"""Saves (the header and the action log), hostile saves, refusals that change nothing, undo."""

from __future__ import annotations

import copy
import json
from typing import Any

import pytest

from irondragon_qt.games.german_railways.rules.actions import (
    AnswerEnd,
    Bid,
    Build,
    OfferShare,
    Pass,
    PassBid,
    ProposeEnd,
    action_from_dict,
)
from irondragon_qt.games.german_railways.rules.game import Game

from .boards import play_board, rules_board
from .helpers import act, new_game, play_initial, refuse
from .random_play import play


def _reloaded(game: Game) -> Game:
    return Game.replay(game.board, json.loads(json.dumps(game.to_dict())))


def test_save_then_load_gives_the_same_digest() -> None:
    board = play_board()
    for seed, upto in ((1, 10), (2, 60), (3, None)):
        game = play(board, seed, upto=upto)
        again = _reloaded(game)
        assert again.digest() == game.digest()
        assert again.state.to_dict() == game.state.to_dict()


def test_the_save_header() -> None:
    game = play_initial(new_game(4, seed=5, leipzig_value=2))
    data = game.to_dict()
    assert data["format"] == "german-railways-game" and data["rules"] == 1 and data["version"] == 1
    assert data["board"] == "rules test board" and data["seed"] == 5 and data["players"] == ["Ada", "Bert", "Cleo",
                                                                                              "Dora"]
    assert data["options"]["leipzig_value"] == 2 and data["seats"] == ["human"] * 4
    assert len(data["actions"]) == len(game.log) and data["actions"][0]["type"] == "pass_bid"
    assert Game.replay(game.board, data).options.leipzig_value == 2


def test_every_action_round_trips() -> None:
    for action in (Pass(1), OfferShare(2, "KSS"), Bid(0, 17), PassBid(4), Build(1, "PO", ((3, 4), (4, 4))),
                   ProposeEnd(2), AnswerEnd(0, True), AnswerEnd(1, False)):
        assert action_from_dict(json.loads(json.dumps(action.to_dict()))) == action


@pytest.mark.parametrize(("raw", "message"), [
    ([], "an action must be a table"),
    ({"type": "teleport", "player": 0}, "unknown action type"),
    ({"type": "bid", "player": 0, "amount": -3}, "amount must be a whole number"),
    ({"type": "bid", "player": 0, "amount": 10**30}, "amount must be a whole number"),
    ({"type": "bid", "player": 0, "amount": "5"}, "amount must be a whole number"),
    ({"type": "bid", "player": True, "amount": 5}, "player must be a whole number"),
    ({"type": "pass", "player": 0, "extra": 1}, "unknown fields: extra"),
    ({"type": "offer_share", "player": 0, "company": 7}, "company must be"),
    ({"type": "build", "player": 0, "company": "PO", "cells": []}, "cells must be a list"),
    ({"type": "build", "player": 0, "company": "PO", "cells": [[1, 2, 3]]}, "cells must hold"),
    ({"type": "build", "player": 0, "company": "PO", "cells": [[1, 10**9]]}, "cells must hold"),
    ({"type": "build", "player": 0, "company": "PO", "cells": [[1, 2]] * 50}, "cells must be a list"),
    ({"type": "answer_end", "player": 0, "agree": "yes"}, "agree must be true or false"),
    ({"type": "answer_end", "player": 0}, "agree must be true or false"),
    ({"type": "propose_end", "player": 0, "agree": True}, "unknown fields: agree"),
])
def test_hostile_actions_are_refused_naming_the_field(raw: object, message: str) -> None:
    with pytest.raises(ValueError, match=message):
        action_from_dict(raw)


def _save() -> dict[str, Any]:
    return play_initial(new_game()).to_dict()


@pytest.mark.parametrize(("change", "message"), [
    ({"format": "irondragon-game"}, "not a saved game of German Railways"),
    ({"version": 9}, "unknown save version"),
    ({"rules": "1"}, "unknown rules edition"),
    ({"board": "elsewhere"}, "for the board"),
    ({"players": "Ada"}, "players must be a list"),
    ({"players": ["A", "B"]}, "players must be a list of 3 to 5"),
    ({"players": ["A", "B", 3]}, "players must be a list"),
    ({"seed": "7"}, "seed must be a whole number"),
    ({"seed": True}, "seed must be a whole number"),
    ({"seed": 10**40}, "seed must be a whole number"),
    ({"options": {"fast": True}}, "unknown rule option"),
    ({"options": {"hidden_cash": 1}}, "must be true or false"),
    ({"options": {"leipzig_value": 3}}, "leipzig_value must be 1 or 2"),
    ({"seats": ["human", "robot", "human"]}, "seat 2 is played by"),
    ({"actions": {"0": 1}}, "actions must be a list"),
    ({"actions": [{"type": "bid", "player": 0, "amount": -1}]}, "action 1: amount"),
    ({"actions": [{"type": "explode"}]}, "action 1: unknown action type"),
])
def test_hostile_saves_are_refused_with_a_reason(change: dict[str, Any], message: str) -> None:
    data = {**_save(), **change}
    with pytest.raises(ValueError, match=message):
        Game.replay(rules_board(), data)


def test_a_save_with_an_illegal_action_names_it() -> None:
    data = _save()
    data["actions"] = copy.deepcopy(data["actions"])
    first = data["actions"][0]["player"]
    data["actions"][0] = {"type": "bid", "player": first, "amount": 41}
    with pytest.raises(ValueError, match=r"action 1 \(bid\) is not legal: Bids may not exceed your cash of 40"):
        Game.replay(rules_board(), data)


def test_refusals_change_nothing() -> None:
    game = play_initial(new_game())
    state = game.state.to_dict()
    seat = game.current_seat()
    other = (seat + 1) % 3
    assert refuse(game, Pass(other)).startswith("It is ")
    assert "turn" in refuse(game, Build(other, "PO", ((12, 0),)))
    reason = refuse(game, Build(seat, "PO", ((12, 0),)))
    assert reason.endswith("(GR-B7)" if seat == game.state.banker else "(GR-B1)")  # all shares went free
    assert "no auction" in refuse(game, Bid(seat, 1))
    assert game.state.to_dict() == state


def _same_player_twice() -> Game:
    for seed in range(200):
        game = play_initial(new_game(seed=seed))
        if game.state.slots[0] == game.state.slots[1]:
            return game
    raise AssertionError("no seed gives a player two slots in a row")


def test_undo_within_a_players_own_turn_and_never_past_another_player() -> None:
    game = _same_player_twice()
    seat = game.current_seat()
    before = game.digest()
    assert not game.can_undo()  # the bag was drawn: nothing before it comes back
    act(game, Pass(seat))
    assert game.current_seat() == seat and game.can_undo()
    game.undo()
    assert game.digest() == before
    game.redo()
    act(game, Pass(seat))
    assert game.current_seat() != seat or game.state.slot == 0
    assert not game.can_undo()  # another player's turn: the actions before are his to keep


def test_an_auction_bid_cannot_be_taken_back_once_the_next_bidder_is_to_act() -> None:
    game = new_game()
    act(game, Bid(game.current_seat(), 3))
    assert not game.can_undo()


def test_an_offer_may_be_taken_back_before_anyone_else_acts() -> None:
    game = play_initial(new_game())
    seat = game.current_seat()
    before = game.digest()
    act(game, OfferShare(seat, "KSS"))
    assert game.current_seat() == seat and game.can_undo()  # he bids first: still his turn
    assert game.undo() == OfferShare(seat, "KSS")
    assert game.digest() == before


def test_undo_then_redo_comes_back_to_the_same_digest_in_random_games() -> None:
    checked = 0

    def undo_redo(game: Game) -> None:
        nonlocal checked
        if game.can_undo() and not game.is_over():
            after = game.digest()
            game.undo()
            assert game.redo() is not None
            assert game.digest() == after
            checked += 1

    for seed in range(4):
        play(play_board(), 300 + seed, each=undo_redo)
    assert checked > 10
