"""What an Iron Dragon computer player remembers between decisions is saved with the game (issue
47, ``bots/memory.py``): every attribute a bot has is declared memory (saved), a cache, set afresh
each decision, given by its seat, or words; the memory comes back from a save's JSON exactly (its
random source's state too); the caches never change a decision; and a damaged memory in a save is
refused with one line naming the seat and the field, as any other field of a save."""

from __future__ import annotations

import copy
import json
import random
import re
from pathlib import Path
from typing import Any

import pytest

from irondragon_qt.games.iron_dragon.board.board import Board
from irondragon_qt.games.iron_dragon.bots import memory
from irondragon_qt.games.iron_dragon.bots.bot import Bot
from irondragon_qt.games.iron_dragon.rules.actions import action_to_dict
from irondragon_qt.games.iron_dragon.rules.game import Game
from irondragon_qt.games.iron_dragon.saves import SAVES, SaveFileError, load_game, loads, save_game

LEVELS = ["easy", "standard", "hard"]
SEED = 4721
DECLARED = set(memory.MEMORY) | set(memory.CACHES) | set(memory.PER_DECISION) | set(memory.GIVEN) | set(memory.WORDS)


@pytest.fixture(scope="module")
def played(board: Board) -> tuple[list[Bot], list[tuple[int, dict[str, Any], dict[str, Any]]]]:
    """A seeded game of every level for 100 actions, and after each decision the seat, what its bot
    remembered (as the save writes it) and a copy of its remembered attributes."""
    game = Game(board, ["Ann", "Bram", "Cora"], seed=SEED, seats=LEVELS)
    bots = [Bot(i, level, SEED) for i, level in enumerate(LEVELS)]
    seen = []
    while len(game.log) < 100:
        me = game.state.current
        action = bots[me].next_action(game)
        seen.append((me, json.loads(json.dumps(memory.remember(bots[me]))),
                     {name: copy.deepcopy(getattr(bots[me], name)) for name in memory.MEMORY}))
        assert game.process(action)
    return bots, seen


def test_every_attribute_of_a_bot_is_saved_or_declared_a_cache(played: Any) -> None:
    """A new attribute must be saved (``memory.MEMORY``, with its writer and reader) or declared a
    cache that only speeds a decision up (``memory.CACHES``, and the loaded-game test must still
    pass): otherwise a loaded game's computer player would forget it and play on otherwise."""
    bots, _ = played
    for bot in bots:
        undeclared = set(vars(bot)) - DECLARED
        assert not undeclared, f"Bot attributes neither saved nor declared: {sorted(undeclared)}"
        assert not DECLARED - set(vars(bot)), f"declared but gone: {sorted(DECLARED - set(vars(bot)))}"
    assert len(set(memory.FIELDS)) == len(memory.MEMORY)  # a field a saved attribute


def test_the_memory_comes_back_from_the_save_exactly(played: Any, board: Board) -> None:
    """After every decision: what the bot remembered, through JSON, gives a new bot the same
    attributes (the random source's whole state too), and remembering again writes the same."""
    _, seen = played
    for seat, saved, remembered in seen:
        again = Bot(seat, LEVELS[seat], 0)
        memory.recall(again, board, saved)
        for name, mine in remembered.items():
            theirs = getattr(again, name)
            if isinstance(mine, random.Random):
                assert mine.getstate() == theirs.getstate()
            elif name == "_done":  # only this turn's are kept: the turn number never goes back
                latest = max((turn for turn, _, _ in mine), default=None)
                assert theirs == {d for d in mine if d[0] == latest}
            else:
                assert mine == theirs, name
        assert memory.remember(again) == saved


def test_the_caches_never_change_a_decision(board: Board) -> None:
    """The caches a bot keeps (``memory.CACHES``: the network as its train uses it, the plan to
    victory) only speed it up: dropped before every decision, the game is the same."""
    def actions(drop: bool) -> list[dict[str, Any]]:
        game = Game(board, ["Ann", "Cora"], seed=SEED + 1, seats=["hard", "standard"])
        bots = [Bot(i, level, SEED + 1) for i, level in enumerate(game.seats)]
        while len(game.log) < 70:
            bot = bots[game.state.current]
            if drop:
                for name in memory.CACHES:
                    setattr(bot, name, None)
            assert game.process(bot.next_action(game))
        return [action_to_dict(a) for a in game.log]

    assert actions(drop=True) == actions(drop=False)


def test_a_save_holds_the_computer_seats_memory_and_a_hot_seat_save_none(board: Board, tmp_path: Path) -> None:
    game = Game(board, ["Ann", "Cora"], seed=5, seats=["human", "easy"])
    game.remember(1, {"x": 1})  # the engine keeps whatever it is handed; the frame reads it back strictly
    with pytest.raises(SaveFileError, match=r"could not be loaded again.*seat 2 .*'easy'.*unknown field 'x'"):
        save_game(game, tmp_path / "g.json")
    bot = Bot(1, "easy", 5)
    game.remember(1, memory.remember(bot))
    save_game(game, tmp_path / "g.json")
    data = json.loads((tmp_path / "g.json").read_text())
    assert list(data["memory"]) == ["1"] and set(data["memory"]["1"]) == set(memory.FIELDS)
    assert load_game(board, tmp_path / "g.json").memory == {1: data["memory"]["1"]}
    save_game(Game(board, ["Ann", "Bram"], seed=5), tmp_path / "h.json")
    assert "memory" not in json.loads((tmp_path / "h.json").read_text())  # saved as before


def _damaged(board: Board, change: Any) -> str:
    game = Game(board, ["Ann", "Cora"], seed=5, seats=["human", "hard"])
    data = json.loads(json.dumps(game.to_dict()))
    data["memory"] = {"1": memory.remember(Bot(1, "hard", 5))}
    change(data)
    with pytest.raises(SaveFileError) as refused:
        loads(board, json.dumps(data))
    return refused.value.message


@pytest.mark.parametrize(("change", "words"), [
    (lambda d: d["memory"]["1"].pop("still"), "seat 2 ('hard'): the memory lacks the field 'still'"),
    (lambda d: d["memory"]["1"].update(mood="glad"), "unknown field 'mood'"),
    (lambda d: d["memory"]["1"].update(still=-1), "still must be a whole number from 0"),
    (lambda d: d["memory"]["1"].update(still=True), "still must be a whole number"),
    (lambda d: d["memory"]["1"].update(start_city="Atlantis"), "start_city must be a city of the map"),
    (lambda d: d["memory"]["1"].update(stops=[["Kola", ["Plutonium"], []]]), "must be a good, not 'Plutonium'"),
    (lambda d: d["memory"]["1"].update(stops=[["Kola", [], [["D999", 0]]]]), "must be a demand card"),
    (lambda d: d["memory"]["1"].update(stops=[["Kola", [], [["D1", 3]]]]), "one of the card's 3 demands"),
    (lambda d: d["memory"]["1"].update(stops=[["Kola"]] * 30), "must be a list of at most 24"),
    (lambda d: d["memory"]["1"]["rng"].pop(), "Mersenne Twister"),
    (lambda d: d["memory"]["1"]["rng"].__setitem__(0, 2**32), "words must be whole numbers from 0 to 2\\*\\*32"),
    (lambda d: d["memory"]["1"]["rng"].__setitem__(624, 625), "position must be a whole number from 0 to 624"),
    (lambda d: d["memory"]["1"]["rng"].append("nan"), "written as float.hex"),
    (lambda d: d["memory"]["1"].update(trip={"stops": []}), "trip lacks the field 'payout'"),
    (lambda d: d["memory"]["1"].update(planned=[1, [], [], 0, "dozing"]), "planned's phase must be one of"),
    (lambda d: d["memory"]["1"].update(blocked=[0, [[0, 10**7]]]), "must name mileposts of the map"),
    (lambda d: d["memory"].update({"0": {}}), "names seat 1, which a person plays"),
    (lambda d: d.update(memory=[1]), "memory must be a table"),
])
def test_a_damaged_memory_is_refused_with_one_line_naming_the_seat_and_the_field(board: Board, change: Any,
                                                                                  words: str) -> None:
    message = _damaged(board, change)
    assert words in message or re.search(words, message), message
    assert "\n" not in message and len(message) <= 300


def test_a_trip_with_its_fraction_of_a_score_comes_back_exactly(board: Board) -> None:
    game = Game(board, ["Ann", "Cora"], seed=SEED, seats=["hard", "hard"])
    bot = Bot(0, "hard", SEED)
    while bot.trip is None:
        assert game.process(bot.next_action(game) if game.state.current == 0 else Bot(1, "hard", 1).next_action(game))
    saved = json.loads(json.dumps(memory.remember(bot)))
    again = Bot(0, "hard", 0)
    memory.recall(again, board, saved)
    assert again.trip == bot.trip and isinstance(saved["trip"]["score"], str)
    assert again.trip is not None and again.trip.score == bot.trip.score  # to the last bit (float.hex)


def test_the_save_formats_document_names_every_field() -> None:
    """docs/IRON_DRAGON_SAVES.md names every field of the header and of a computer player's memory."""
    doc = (Path(__file__).resolve().parents[4] / "docs" / "IRON_DRAGON_SAVES.md").read_text(encoding="utf-8")
    missing = [f for f in (*SAVES.header, *memory.FIELDS) if f"`{f}`" not in doc]
    assert missing == []
