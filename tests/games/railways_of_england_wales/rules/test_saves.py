"""The save: the header and the action log replay to the same game (the same digest), through
``saves.py``'s text and files too; a hostile header or action is refused in one line naming what is
wrong; a legal game is always one its save can load again."""

from __future__ import annotations

import dataclasses
import json
from functools import cache
from pathlib import Path
from typing import Any

import pytest

from irondragon_qt.games.railways_of_england_wales import saves
from irondragon_qt.games.railways_of_england_wales.rules import actions as a
from irondragon_qt.games.railways_of_england_wales.rules.building import BuildStep
from irondragon_qt.games.railways_of_england_wales.rules.game import Game
from irondragon_qt.games.railways_of_england_wales.rules.options import GameOptions
from irondragon_qt.games.railways_of_england_wales.rules.track import Link

from .boards import city, make_board
from .positions import ANN, act, at, board, components, refused, started


@cache
def played() -> Game:
    """Three players (seed 17: Ann starts, Liverpool holds a purple cube, the Rail Inspector and the
    Tunnel Engineer are on the display), the income reduction option, computer seats named; a turn and
    a half of bids and bonds, cards taken, a main line claimed, a town urbanized, a delivery the Rail
    Inspector's holder lets go, a Tunnel Engineer spent, income and interest, and the next auction."""
    game = Game(board(), ["Ann", "Bob", "Cat"], options=GameOptions(income_reduction=True), seed=17,
                seats=["human", "easy", "hard"])
    s = game.state
    for seat in (0, 1, 2):
        act(game, a.ChooseBaron(seat, s.players[seat].barons_dealt[1]))
    for action in (a.Bid(0, 2000), a.Bid(1, 3000), a.PassBid(2), a.PassBid(0),  # Bob plays first
                   a.TakeCard(1, "rail-inspector"), a.TakeCard(2, "tunnel-engineer"),
                   a.Build(0, (BuildStep(None, at("Liverpool"), ((10, 15), at("Manchester"))),)),
                   a.TakeCard(1, "civil-engineers"), a.Urbanize(2, at("Crewe"), "yellow"),
                   a.Deliver(0, at("Liverpool"), "purple", (0,)), a.Inspect(1, False),
                   a.Upgrade(1), a.Build(2, (BuildStep(None, at("Manchester"), ((12, 15),)),), ("tunnel-engineer",)),
                   a.Pass(0), a.PassBid(1), a.PassBid(2), a.PassBid(0), a.Pass(2), a.Pass(0)):
        act(game, action)
    assert s.main_lines and s.claimed_cards == {"railroad-era-begins": 0} and s.players[0].delivered == {"purple": 1}
    assert s.turn == 2 and s.first == 2 and s.players[2].cards == [] and sum(p.bonds for p in s.players) > 0
    return game


def test_a_game_replays_from_its_save_to_the_same_digest() -> None:
    game = played()
    data = json.loads(json.dumps(game.to_dict()))
    again = Game.replay(board(), data)
    assert again.digest() == game.digest() and again.state.to_dict() == game.state.to_dict()
    assert again.history == game.history
    half = Game.replay(board(), data, upto=len(game.log) // 2)
    assert len(half.log) == len(game.log) // 2


def test_the_save_header() -> None:
    data = played().to_dict()
    assert (data["format"], data["version"], data["rules"]) == ("railways-of-england-wales-game", 1, 1)
    assert data["board"] == board().name and data["seed"] == 17 and data["players"] == ["Ann", "Bob", "Cat"]
    assert data["options"] == {"income_reduction": True} and data["seats"] == ["human", "easy", "hard"]
    again = Game.replay(board(), data)
    assert again.options.income_reduction and again.seats == data["seats"]


def test_saves_text_and_files_round_trip(tmp_path: Path) -> None:
    game = played()
    assert saves.loads(board(), saves.dumps(game)).digest() == game.digest()
    path = tmp_path / "game.json"
    saves.save_game(game, path)
    assert saves.load_game(board(), path).digest() == game.digest()


def _header(**changes: Any) -> str:
    data = {**started(2).to_dict(), **changes}
    return json.dumps(data)


@pytest.mark.parametrize(("changes", "words"), [
    ({"format": "german-railways-game"}, "not a Railways of England & Wales saved game"),
    ({"version": 2}, "unknown save version 2"),
    ({"rules": 9}, "unknown rules edition 9"),
    ({"board": "another board"}, "this game is for the board 'another board'"),
    ({"players": ["Solo"]}, "players must be a list of 2 to 5 names"),
    ({"players": ["A", "B", "C", "D", "E", "F"]}, "players must be a list of 2 to 5 names"),
    ({"players": ["A", ""]}, "players must be a list of 2 to 5 names"),
    ({"seed": -1}, "the seed must be a whole number"),
    ({"seed": "45"}, "the seed must be a whole number"),
    ({"seats": ["human"]}, "seats must name who plays each of the 2 seats"),
    ({"seats": ["human", "genius"]}, "seat 2 is played by 'genius'"),
    ({"options": {"income_reduction": "yes"}}, "rule option income_reduction must be true or false"),
    ({"options": {"share_game": True}}, "unknown rule option 'share_game'"),
    ({"cheat": 1}, "unknown field 'cheat'"),
    ({"actions": "none"}, "actions must be a list"),
])
def test_a_hostile_header_is_refused_naming_what_is_wrong(changes: dict[str, Any], words: str) -> None:
    with pytest.raises(saves.SaveFileError) as caught:
        saves.loads(board(), _header(**changes))
    assert words in str(caught.value)


def test_a_missing_field_is_refused() -> None:
    data = started(2).to_dict()
    del data["seed"]
    with pytest.raises(saves.SaveFileError, match="missing field 'seed'"):
        saves.loads(board(), json.dumps(data))


def test_a_hostile_or_illegal_action_is_refused_naming_it() -> None:
    data = started(2).to_dict()
    bad = {**data, "actions": [*data["actions"], {"type": "bid", "player": 0, "amount": "lots"}]}
    with pytest.raises(saves.SaveFileError, match=r"action 5: amount must be a whole number"):
        saves.loads(board(), json.dumps(bad))
    illegal = {**data, "actions": [*data["actions"], {"type": "bid", "player": 0, "amount": 1000}]}
    with pytest.raises(saves.SaveFileError, match=r"action 5 \(bid\) is not legal: There is no auction"):
        saves.loads(board(), json.dumps(illegal))


def test_rwq20_a_bid_the_save_cannot_hold_is_refused_so_no_game_is_lost() -> None:
    """RW-Q20's open bids end where the save's numbers end: a bid over the codec's largest amount,
    which would make a save that cannot be loaded, is refused by the rules."""
    game = Game(board(), ["Ann", "Bob"], seed=3)
    for _ in range(2):
        seat = game.current_seat()
        act(game, a.ChooseBaron(seat, game.state.players[seat].barons_dealt[0]))
    too_much = a.Bid(game.current_seat(), a.MAX_AMOUNT + 1000)
    with pytest.raises(ValueError):
        a.action_from_dict(too_much.to_dict())
    assert "a saved game holds no more" in refused(game, too_much)


def test_a_build_the_save_cannot_hold_is_refused() -> None:
    """A build finishing more unfinished links than a save's build holds steps (each step into a city
    lays no tile, so RW-12's 4 tiles do not limit them) is refused by the rules, so no game is
    played that its save cannot load."""
    n = a.MAX_STEPS + 1
    row = make_board(" ".join(f"P{k} ." for k in range(n)) + f" P{n}",
                     places={f"P{k}": city(f"Town {k}", "red" if k % 2 else "blue") for k in range(n + 1)})
    comp = components()
    plain = dataclasses.replace(comp, operations=tuple(c for c in comp.operations if c.kind in ("cash", "points_now")))
    game = started(2, game_board=row, comp=plain)
    for k in range(n):
        game.state.track.links.append(Link(k, ANN, [(2 * k, 0), (2 * k + 1, 0)], False, 1))
    steps = tuple(BuildStep(k, None, ((2 * k + 2, 0),)) for k in range(n))
    assert "a saved game holds no more" in refused(game, a.Build(ANN, steps))
    act(game, a.Build(ANN, steps[:-1]))
    assert sum(link.complete for link in game.state.track.links) == n - 1
