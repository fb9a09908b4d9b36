"""German Railways' tools for the command line (tools/parts.py), before the pack is registered:
every name the command line asks for is there and loads no Qt; saves round-trip and hostile ones
are refused in one line; replay's summary holds the whole public state; the map report gives the
counts; the save format's document holds an example that replays."""

from __future__ import annotations

import json
import re
from functools import cache
from pathlib import Path
from typing import Any

import pytest

from irondragon_qt.engine.registry import game_pack
from irondragon_qt.games.german_railways.board.hexboard import HexBoard
from irondragon_qt.games.german_railways.board.map_loader import BoardError, load_board
from irondragon_qt.games.german_railways.rules.actions import Bid, Build, OfferShare, PassBid
from irondragon_qt.games.german_railways.rules.building import legal_cells
from irondragon_qt.games.german_railways.rules.game import Game
from irondragon_qt.games.german_railways.saves import MAX_FILE_BYTES, dumps, loads, save_game
from irondragon_qt.games.german_railways.tools import parts

from ..rules.random_play import play

REPO = Path(__file__).resolve().parents[4]
NAMES = ["Ada", "Bert", "Cleo"]


@cache
def _board() -> HexBoard:
    return load_board()


@cache
def _played() -> Game:
    return play(_board(), 4, upto=150)


def test_the_tools_are_the_games_own() -> None:
    """The names the command line knows are German Railways' board loader and its error; the game has no
    ``route`` of its own."""
    assert parts.MapError is BoardError and parts.load_map is load_board
    assert issubclass(parts.SaveFileError, Exception)
    assert game_pack("german-railways").route is None


# --- saves ----------------------------------------------------------------------------------------
def test_a_save_of_the_rules_model_round_trips(tmp_path: Path) -> None:
    game = _played()
    path = tmp_path / "game.json"
    save_game(game, path)
    again = parts.load_game(_board(), path)
    assert again.digest() == game.digest()
    assert again.to_dict() == game.to_dict()
    raw = json.dumps(game.to_dict())  # any JSON layout loads, not only the program's own
    assert loads(_board(), raw).digest() == game.digest()


def test_a_game_that_could_not_be_loaded_again_is_not_saved(tmp_path: Path) -> None:
    """The rules take a name of 41 characters through the API, but a save's header may name a
    player in at most 40: saving refuses rather than write a file that cannot be read back."""
    game = Game(_board(), ["A" * 41, "Bea", "Cid"], seed=3)
    path = tmp_path / "game.json"
    path.write_text("the old save", encoding="utf-8")
    with pytest.raises(parts.SaveFileError, match=r"^game\.json: cannot be saved, it could not be loaded again "
                                                  r"\(players must be a list of 3 to 5 names\)$"):
        save_game(game, path)
    assert path.read_text(encoding="utf-8") == "the old save"


def _damaged(tmp_path: Path, text: str | bytes) -> str:
    path = tmp_path / "bad.json"
    if isinstance(text, bytes):
        path.write_bytes(text)
    else:
        path.write_text(text, encoding="utf-8")
    with pytest.raises(parts.SaveFileError) as caught:
        parts.load_game(_board(), path)
    message: str = caught.value.message
    assert message.startswith("bad.json: ") and "\n" not in message and len(message) <= 300
    return message


def _with(**fields: Any) -> str:
    data = _played().to_dict()
    data.update(fields)
    return json.dumps({k: v for k, v in data.items() if v is not ...})


@pytest.mark.parametrize(("text", "expected"), [
    ("", "empty"),
    ("this is not a save", "not valid JSON"),
    ('{"format": "german-railways-game", "actions": [', "not valid JSON"),
    (b"\xff\xfe\x00garbage", "not UTF-8"),
    ("[1, 2, 3]", "not an object"),
    ('{"format": "german-railways-game", "seed": NaN}', "NaN is not a number"),
    ('{"format": "german-railways-game", "seed": 1.5}', "not a whole number"),
    ('{"format": "german-railways-game", "format": "x"}', "appears twice"),
    ('{"a": ' * 50 + "1" + "}" * 50, "nested too deeply"),
    ("[" * 200_000, "too many lists"),
])
def test_a_damaged_file_is_refused_in_one_line(tmp_path: Path, text: str | bytes, expected: str) -> None:
    assert expected in _damaged(tmp_path, text)


def test_a_huge_file_is_refused_unread(tmp_path: Path) -> None:
    assert "too big to be a saved game" in _damaged(tmp_path, " " * (MAX_FILE_BYTES + 1))


@pytest.mark.parametrize(("fields", "expected"), [
    ({"format": "irondragon-game"}, "not a German Railways saved game"),
    ({"format": ...}, "not a German Railways saved game"),
    ({"cheat": True}, "unknown field 'cheat'"),
    ({"seed": ...}, "missing field 'seed'"),
    ({"version": 9}, "unknown save version 9"),
    ({"rules": "1"}, "unknown rules edition"),
    ({"board": 7}, "board must be a board's name"),
    ({"board": "Atlantis"}, "this game is for the board 'Atlantis'"),
    ({"players": ["Ada"]}, "players must be a list of 3 to 5 names"),
    ({"players": "Ada, Bert, Cleo"}, "players must be a list of 3 to 5 names"),
    ({"seed": "7"}, "the seed must be a whole number"),
    ({"seed": -1}, "the seed must be a whole number"),
    ({"options": []}, "options must be a table"),
    ({"options": {"turbo": True}}, "unknown rule option 'turbo'"),
    ({"options": {"leipzig_value": 3}}, "leipzig_value must be 1 or 2"),
    ({"seats": ["human", "robot", "human"]}, "seat 2 is played by 'robot'"),
    ({"actions": {"0": "pass"}}, "actions must be a list"),
    ({"actions": [{"type": "teleport", "player": 0}]}, "action 1: unknown action type 'teleport'"),
    ({"actions": [{"type": "bid", "player": 0, "amount": "5"}]}, "action 1: amount must be a whole number"),
    ({"actions": [{"type": "bid", "player": 0, "amount": 5, "x": 1}]}, "action 1: bid has unknown fields: x"),
    ({"actions": [{"type": "build", "player": 0, "company": "PO", "cells": [[1]]}]}, "action 1: cells must hold"),
    ({"actions": [{"type": "pass", "player": 0}]}, "action 1 (pass) is not legal"),
    ({"actions": [{"type": "bid", "player": 0, "amount": 999}]}, "action 1 (bid) is not legal"),
])
def test_a_hostile_save_is_refused_naming_what_is_wrong(tmp_path: Path, fields: dict[str, Any],
                                                         expected: str) -> None:
    assert expected in _damaged(tmp_path, _with(**fields))


def test_a_file_that_is_not_there_or_not_a_file(tmp_path: Path) -> None:
    with pytest.raises(parts.SaveFileError, match=r"^nothing\.json: cannot be read"):
        parts.load_game(_board(), tmp_path / "nothing.json")
    with pytest.raises(parts.SaveFileError, match="a folder, not a file"):
        parts.load_game(_board(), tmp_path)


# --- replay's summary -----------------------------------------------------------------------------
def _act(game: Game, action: Any) -> None:
    result = game.process(action)
    assert result.ok, result.reason


def _short_game() -> Game:
    """Initial auctions with known prices, then a build of the first slot."""
    game = Game(_board(), NAMES, seed=1)
    for n in range(8):  # the first bidder passes, the next bids 3 + n, the others pass
        auction = game.state.auction
        assert auction is not None
        _act(game, PassBid(auction.to_bid))
        _act(game, Bid(auction.to_bid, 3 + n))
        while game.state.auction is auction:
            _act(game, PassBid(game.current_seat()))
    return game


def test_the_summary_holds_the_whole_public_state() -> None:
    game = _short_game()
    assert game.state.round == 1
    seat = game.current_seat()
    cid = next(c for c in game.state.companies if game.state.players[seat].shares.get(c))
    first, cost = legal_cells(game, cid)[0]
    _act(game, Build(seat, cid, (first,)))
    data = json.loads(json.dumps(parts.summary(game)))  # plain JSON data
    s = game.state
    assert {"round", "slots", "slot", "to_act", "players", "companies", "over", "standings", "auction",
            "phase", "actions", "seed", "board", "options", "end_reason", "winners"} <= set(data)
    assert data["round"] == 1 and data["actions"] == len(game.log) and data["over"] is False
    assert data["slots"] == [NAMES[i] for i in s.slots] and data["slot"] == 2
    assert data["to_act"] == NAMES[game.current_seat()]
    assert data["standings"] == [] and data["winners"] == []
    for p, state in zip(data["players"], s.players, strict=True):
        assert (p["name"], p["cash"], p["income"], p["shares"]) == (state.name, state.cash, state.income,
                                                                    state.shares)
    assert sum(p["cash"] for p in data["players"]) == 3 * 40 - sum(3 + n for n in range(8))
    assert [c["id"] for c in data["companies"]] == list(s.companies)
    for c, state in zip(data["companies"], s.companies.values(), strict=True):
        assert (c["treasury"], c["income"], c["cubes_left"], c["connected"]) == (
            state.treasury, state.income, state.cubes_left, sorted(state.connected))
        assert c["network"] == [list(at) for at in state.network]
    built = next(c for c in data["companies"] if c["id"] == cid)
    assert built["network"][-1] == list(first) and len(built["network"]) == 2
    treasuries = {c["id"]: c["treasury"] for c in data["companies"]}
    paid = {c: 3 + n for n, c in enumerate(s.companies)}  # each initial share's price
    assert treasuries == {c: paid[c] - (cost if c == cid else 0) for c in s.companies}
    assert built["cubes_left"] == s.companies[cid].cubes_left and built["cubes_left"] > 0
    lines = parts.format_summary(data)
    assert lines[0] == f"{len(game.log)} actions replayed; round 1, slot 2 of 3."
    assert any(line.startswith(f"{NAMES[0]}: {s.players[0].cash} Thaler, income {s.players[0].income}")
               for line in lines)
    assert parts.log_lines(game) == game.history


def test_the_summary_of_an_auction_and_of_a_finished_game() -> None:
    game = _short_game()
    seat = game.current_seat()
    _act(game, OfferShare(seat, "KSS"))
    data = parts.summary(game)
    assert data["auction"]["company"] == "KSS" and data["auction"]["to_bid"] == NAMES[seat]
    assert any("Auction of a KSS share: no bid yet" in line for line in parts.format_summary(data))
    over = play(_board(), 2)
    assert over.is_over()
    data = parts.summary(over)
    assert data["over"] is True and data["to_act"] is None and data["end_reason"] in ("GR-E1", "GR-E2", "GR-Q8")
    best = max(p.cash for p in over.state.players)
    assert data["winners"] == [p.name for p in over.state.players if p.cash == best]
    assert [r["cash"] for r in data["standings"]] == sorted((p.cash for p in over.state.players), reverse=True)
    assert parts.format_summary(data)[-1].startswith("Standings: 1. ")


# --- map-check ------------------------------------------------------------------------------------
def test_the_map_report_gives_the_counts() -> None:
    report = parts.check_map(None)
    assert report.loaded and report.errors == [] and report.warnings == []
    data = json.loads(json.dumps(report.to_dict()))
    assert data["stats"]["land_hexes"] == {"total": 251, "plain": 149, "hill": 49, "mountain": 53}
    assert data["stats"]["cities"] == {"total": 63, "plain": 38, "hill": 16, "mountain": 9}
    assert data["stats"]["berlin"] == {"value": 3, "metro": 3, "access": 9}
    assert len(data["stats"]["start_cities"]) == 8 and data["stats"]["land_parts"] == 1
    text = parts.format_report(report)
    for line in ("  plain     149", "  hill      49", "  mountain  53", "  total     251", "  value 1  56",
                 "  metro hexes   3", "  access hexes  9", "Connected land parts: 1",
                 "map-check OK: 0 errors, 0 warnings"):
        assert line in text.splitlines(), line
    assert "PO   Königsberg (plain, value 3)" in text


def test_a_board_that_cannot_be_loaded_is_a_report_with_its_error(tmp_path: Path) -> None:
    report = parts.check_map(tmp_path / "nowhere")
    assert not report.loaded and len(report.errors) == 1 and "is not a board folder" in report.errors[0]
    assert report.to_dict()["loaded"] is False


# --- the save format's document -------------------------------------------------------------------
def test_the_documents_example_replays() -> None:
    doc = (REPO / "docs" / "GERMAN_RAILWAYS_SAVES.md").read_text(encoding="utf-8")
    blocks = re.findall(r"```json\n(.*?)\n```", doc, re.DOTALL)
    assert len(blocks) == 1
    game = loads(_board(), blocks[0])
    data = parts.summary(game)
    assert data["round"] == 2 and data["to_act"] == "Ada"
    assert [p["cash"] for p in data["players"]] == [30, 26, 32]
    mwb = next(c for c in data["companies"] if c["id"] == "MWB")
    assert (len(mwb["network"]), mwb["cubes_left"], mwb["treasury"], mwb["income"]) == (3, 11, 0, 3)
    assert dumps(game).strip() == blocks[0].strip()  # the program writes it the same way
    kinds = {a["type"] for a in json.loads(blocks[0])["actions"]}
    assert kinds == {"pass", "offer_share", "bid", "pass_bid", "build"}  # every action shown
    for kind in kinds:
        assert f"| `{kind}` |" in doc
    for field in game.to_dict():
        assert f"| `{field}` |" in doc
    for option in game.options.to_dict():
        assert f"| `{option}` |" in doc
