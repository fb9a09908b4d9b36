"""The engine's contract, for every registered game (issue 23): what the shell, the command line
and the simulator rely on of a pack. Random legal play keeps the audit clean; every legal action
passes ``check``; actions legal earlier are either legal still or refused with a reason; a game
saved and replayed reaches the same digest; undo and redo come back to the same place; computer
players play a game with no illegal action."""

from __future__ import annotations

import dataclasses
import random
import re
from functools import cache
from pathlib import Path
from typing import Any

import pytest

import irondragon_qt.games  # noqa: F401  (registers the bundled games)
from irondragon_qt.engine.io.bundled import bundled_dir
from irondragon_qt.engine.registry import GamePack, game_keys, game_pack, pack_for_save

KEYS = game_keys()
RANDOM_ACTIONS = 300  # a random game's length: through the opening, moving, delivering and events


@cache
def _board(key: str) -> Any:
    return game_pack(key).load_board()


def _new(pack: GamePack, seed: int, seats: int | None = None) -> Any:
    count = seats or min(pack.players)
    return pack.new_game(_board(pack.key), [f"P{i + 1}" for i in range(count)], seed,
                         [pack.seat_kinds[0]] * count)


def _random_play(pack: GamePack, seed: int, actions: int) -> tuple[Any, list[Any]]:
    """A game played by picking uniformly among the legal actions; each is checked, processed
    and audited. Returns the game and every action that was legal at some point."""
    game = _new(pack, seed, 3 if 3 in pack.players else None)
    rng = random.Random(seed)
    seen: list[Any] = []
    for _ in range(actions):
        if game.is_over():
            break
        legal = pack.legal_actions(game)
        assert legal, f"seed {seed}: no legal action, and the game is not over"
        for action in legal:
            assert game.check(action) is None, (action, game.check(action))
        seen += rng.sample(legal, min(3, len(legal)))
        action = rng.choice(legal)
        result = game.process(action)
        assert result, (action, result.reason)
        problems = pack.audit(game)
        assert problems == [], (seed, len(game.log), action, problems)
    return game, seen


@pytest.fixture(scope="module", params=KEYS)
def played(request: pytest.FixtureRequest) -> tuple[GamePack, Any, list[Any]]:
    pack = game_pack(request.param)
    game, seen = _random_play(pack, 7, RANDOM_ACTIONS)
    return pack, game, seen


def test_every_bundled_game_is_registered() -> None:
    assert "iron-dragon" in KEYS
    for key in KEYS:
        pack = game_pack(key)
        assert pack.key == key and pack.title and pack.seat_kinds[0] == "human"
        assert pack.players and min(pack.players) >= 1


@pytest.mark.parametrize("key", KEYS)
def test_each_game_has_its_own_board_and_rules_text(key: str) -> None:
    """Its board in maps/FOLDER/, its rules text in resources/rules/FOLDER/, numbered by rule ID."""
    folder = game_pack(key).folder
    assert (bundled_dir("maps") / folder).is_dir()
    rules = (bundled_dir("resources") / "rules" / folder / "rules.md").read_text(encoding="utf-8")
    assert re.search(r"^\{[A-Z][A-Z-]*[0-9]+", rules, re.MULTILINE), "no numbered rule"
    assert len({game_pack(k).folder for k in KEYS}) == len(KEYS)  # no two games share a folder


@pytest.mark.parametrize("key", KEYS)
def test_each_games_autosave_is_known_without_its_saves_and_is_its_own(key: str, tmp_path: Path) -> None:
    """The window asks for every game's autosave at start without loading their rules: the pack's
    autosave_name is its saves' own, and no two games share a file (issue 43)."""
    pack = game_pack(key)
    saves = pack.tools()
    assert pack.autosave_path(tmp_path) == saves.autosave_path(tmp_path) == tmp_path / pack.autosave_name
    assert len({game_pack(k).autosave_name for k in KEYS}) == len(KEYS)


@pytest.mark.parametrize("key", KEYS)
def test_the_skeleton_finds_every_part_of_every_pack(key: str) -> None:
    """Each part the skeleton names (engine/skeleton.py) is where it says, for every bundled pack."""
    pack = game_pack(key)
    board = pack.load_board()
    seats = min(pack.players)
    game = pack.new_game(board, [f"P{i + 1}" for i in range(seats)], 3, [pack.seat_kinds[-1]] * seats)
    assert game.seed == 3 and pack.replay(board, game.to_dict()).digest() == game.digest()
    assert pack.legal_actions(game) and pack.audit(game) == []
    assert game.check(pack.make_player(game.current_seat(), pack.seat_kinds[-1], 3).next_action(game)) is None
    assert callable(pack.simulation().play_game) and callable(pack.tools().check_map)
    assert pack.ui is None or pack.ui() is not None  # None: a game whose table is not written yet


def test_an_unknown_game_is_named_with_the_games_there_are() -> None:
    with pytest.raises(ValueError, match=r"no game called 'chess'.*iron-dragon"):
        game_pack("chess")


def test_random_legal_play_keeps_the_audit_clean(played: tuple[GamePack, Any, list[Any]]) -> None:
    _, game, _ = played
    assert len(game.log) >= min(RANDOM_ACTIONS, 60), "the random game ended too soon to test much"


def test_actions_legal_before_are_legal_now_or_refused_with_a_reason(
        played: tuple[GamePack, Any, list[Any]]) -> None:
    pack, game, seen = played
    legal_now = pack.legal_actions(game)
    before = game.digest()
    refused = 0
    for action in seen:
        reason = game.check(action)
        if reason is None:
            continue
        refused += 1
        assert isinstance(reason, str) and reason.strip(), action
        assert action not in legal_now
    assert refused > 0
    assert game.digest() == before, "check changed the game"


def test_another_seat_may_not_act(played: tuple[GamePack, Any, list[Any]]) -> None:
    """Every action names its seat (``player``); the engine refuses one for a seat not to act."""
    pack, game, _ = played
    if game.is_over():  # a short game may end within the random actions: the position before its end
        game = type(game).replay(_board(pack.key), game.to_dict(), upto=len(game.log) - 1)
    current = game.current_seat()
    other = (current + 1) % len(game.names)
    legal = pack.legal_actions(game)
    for action in legal[:5]:
        reason = game.check(dataclasses.replace(action, player=other))
        assert reason and game.seat_name(current) in reason, (action, reason)
    assert legal


def test_a_saved_game_replays_to_the_same_digest(played: tuple[GamePack, Any, list[Any]]) -> None:
    pack, game, _ = played
    save = game.to_dict()
    assert save["format"] == pack.save_format and pack_for_save(save) is pack
    again = pack.replay(_board(pack.key), save)
    assert again.digest() == game.digest()


def test_a_save_with_an_illegal_action_is_refused_naming_it(played: tuple[GamePack, Any, list[Any]]) -> None:
    pack, game, _ = played
    save = game.to_dict()
    actions = save["actions"]
    bad = {**save, "actions": [*actions[:1], actions[0], *actions[1:]]}  # the first action twice
    with pytest.raises(ValueError, match="action 2"):
        pack.replay(_board(pack.key), bad)


# games whose every action is a player's whole turn (the next one is another player's): undo never takes
# back what another player has seen; their tables undo a draft before it is sent (Railways of England &
# Wales' build, RW-12)
NO_UNDO = {"railways-of-england-wales"}


def test_undo_then_redo_comes_back_to_the_same_game(played: tuple[GamePack, Any, list[Any]]) -> None:
    pack, played_game, _ = played
    upto = max(0, len(played_game.log) - 60) if played_game.is_over() else None  # some way before a short game's end
    game = type(played_game).replay(_board(pack.key), played_game.to_dict(), upto=upto)
    rng = random.Random(3)
    undone = 0
    for _ in range(40):
        if game.is_over():
            break
        before = game.digest()
        action = rng.choice(pack.legal_actions(game))
        assert game.process(action)
        if game.can_undo():
            after = game.digest()
            assert game.undo() == action
            assert game.digest() == before
            assert game.redo() == action
            assert game.digest() == after
            undone += 1
    assert undone == 0 if pack.key in NO_UNDO else undone > 0


@pytest.mark.parametrize("key", KEYS)
def test_computer_players_play_a_game(key: str) -> None:
    """Every computer level of the game in one game; each action it chooses is legal."""
    pack = game_pack(key)
    levels = list(pack.seat_kinds[1:])
    count = max(n for n in pack.players if n <= max(len(levels), min(pack.players)))
    seats = [levels[i % len(levels)] for i in range(count)]
    game = pack.new_game(_board(key), [f"P{i + 1}" for i in range(count)], 11, seats)
    players = {i: pack.make_player(i, level, 11) for i, level in enumerate(seats)}
    for _ in range(600):  # whole games of every level are each pack's own tests: here, 600 actions at most
        if game.is_over():
            break
        seat = game.current_seat()
        action = players[seat].next_action(game)
        result = game.process(action)
        assert result, (seats[seat], action, result.reason)
    assert pack.audit(game) == []
    assert game.is_over() or len(game.log) > 300  # a whole game, or a long way into one
