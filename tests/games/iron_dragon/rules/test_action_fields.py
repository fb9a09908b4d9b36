"""Every field of an action counts, and the state as data leaves nothing out: a value the rules
would ignore is refused (it would otherwise stay in the save, meaning nothing), and
``GameState.to_dict`` (what loads, undos and replays are compared by) holds every field."""

from __future__ import annotations

import copy
import json
import random
from dataclasses import fields, replace
from typing import Any

import pytest

from irondragon_qt.games.iron_dragon import saves
from irondragon_qt.games.iron_dragon.board.board import Board
from irondragon_qt.games.iron_dragon.rules.actions import Action, ChangeForeman, KeepForeman, action_to_dict, kinds_of
from irondragon_qt.games.iron_dragon.rules.game import Game
from irondragon_qt.games.iron_dragon.rules.legal import legal_actions
from irondragon_qt.games.iron_dragon.rules.options import GameOptions
from irondragon_qt.games.iron_dragon.rules.state import EventMemo, GameState, PlayerState
from irondragon_qt.games.iron_dragon.track.build_turn import BuildTrack
from tests.random_player import Player


def drafted(board: Board, names: int = 2) -> Game:
    g = Game(board, ["Ann", "Bob", "Cy"][:names], seed=3)
    while g.state.phase == "foreman_draft":
        cur = g.state.current
        assert g.process(KeepForeman(cur, g.state.draft[cur][0]))
    return g


@pytest.mark.parametrize("source", ["deck", "discard"])
def test_R_F2_the_top_card_of_the_deck_or_discard_pile_is_not_named(board: Board, source: str) -> None:
    g = drafted(board)
    cur = g.state.current
    g.state.foreman_discard.append(g.state.foreman_deck.pop())  # something on each pile
    card = g.state.foreman_deck[0]
    before = json.dumps(g.state.to_dict())
    result = g.process(ChangeForeman(cur, source, card))
    assert not result and "a card is named only when picking one (F2)" in result.reason
    assert json.dumps(g.state.to_dict()) == before and not g.log[-1:] == [ChangeForeman(cur, source, card)]
    assert g.process(ChangeForeman(cur, source))  # without a card it is the ordinary change
    assert g.check(ChangeForeman(cur, "pick", card)) is not None  # (one change a turn)


def test_a_save_naming_the_card_drawn_from_the_deck_is_refused(board: Board) -> None:
    g = drafted(board)
    data = g.to_dict()
    data["actions"].append({"type": "change_foreman", "player": g.state.current, "source": "deck", "card": 4})
    with pytest.raises(saves.SaveFileError) as info:
        saves.loads(board, json.dumps(data))
    assert info.value.message.startswith(f"action {len(data['actions'])} (change_foreman) is not legal: The top card")


# --- no field is accepted and ignored -------------------------------------------------------------
def _alternatives(action: Action, name: str, offered: list[Action]) -> list[Any]:
    """Other values for one field: what the other actions of its kind on offer have there, and
    a few plain ones (no card, 0, 1, 5)."""
    value = getattr(action, name)
    kind = kinds_of(type(action))[name]
    others = {getattr(a, name) for a in offered if type(a) is type(action)}
    plain = {0, 1, 5} if kind.startswith("int") else set()
    return sorted((others | plain | ({None} if kind.endswith("?") else set())) - {value}, key=repr)


def _after(game: Game, action: Action) -> dict[str, Any]:
    trial = copy.deepcopy(game, {id(game.board): game.board})
    assert trial.process(action)
    return trial.state.to_dict()


def test_no_field_of_any_action_is_accepted_and_then_ignored(board: Board) -> None:
    """On states from random games, every field (but the player, and the paths and sections
    the rules check step by step) of actions on offer is changed to other values: whenever the
    changed action is accepted too, it must lead somewhere else."""
    rng = random.Random(12)
    checked: set[tuple[str, str]] = set()
    for players, seed in ((2, 104), (3, 202)):
        game = Game(board, [f"P{i}" for i in range(players)], GameOptions(start_cash=150), seed)
        for _ in range(70):
            offered = legal_actions(game)
            if not offered:
                break
            for action in rng.sample(offered, min(4, len(offered))):
                if isinstance(action, BuildTrack):
                    continue
                for f in fields(action):
                    if f.name in ("player", "path"):
                        continue
                    alternatives = _alternatives(action, f.name, offered)
                    for other in rng.sample(alternatives, min(3, len(alternatives))):
                        changed = replace(action, **{f.name: other})
                        if game.check(changed) is None:
                            checked.add((type(action).__name__, f.name))
                            assert _after(game, changed) != _after(game, action), (
                                action_to_dict(action), action_to_dict(changed))
            game.process(Player(game, rng).choose(offered))
    assert {("ChangeForeman", "source"), ("UpgradeLoco", "loco"), ("KeepForeman", "card")} <= checked, checked


# --- the state as data -----------------------------------------------------------------------------
@pytest.mark.parametrize(("cls", "renamed"), [(GameState, {"map_id": "map"}), (PlayerState, {}), (EventMemo, {})])
def test_to_dict_holds_every_field_of_the_state(board: Board, cls: type, renamed: dict[str, str]) -> None:
    g = Game(board, ["Ann", "Bob", "Cy"], seed=4)
    obj = {GameState: g.state, PlayerState: g.state.players[0], EventMemo: g.state.event_memo}[cls]
    keys = set(obj.to_dict())
    assert {renamed.get(f.name, f.name) for f in fields(cls)} <= keys


def test_the_foremen_set_aside_in_the_draft_are_part_of_the_state(board: Board) -> None:
    g = Game(board, ["Ann", "Bob", "Cy"], seed=4)
    cur = g.state.current
    assert g.process(KeepForeman(cur, g.state.draft[cur][0]))
    assert g.state.draft_aside and g.state.to_dict()["draft_aside"] == g.state.draft_aside
    other = Game.replay(board, g.to_dict())
    assert other.state.to_dict() == g.state.to_dict()
    other.state.draft_aside.reverse()  # tests only: the same game but for the cards set aside
    assert other.state.to_dict() != g.state.to_dict()
