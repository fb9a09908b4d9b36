"""Rules editions and old saves: a game keeps the rules it was started under (editions.py).

The fixtures (tests/games/iron_dragon/rules/fixtures, see its README) were written by the code before the
rules pass of issue 8, in save-file version 1. They must replay to the very state that code
reached, and go on under the same rules; where the map has changed since (Piggnytz, B8) the
refusal is one clear line.
"""

from __future__ import annotations

import json
from dataclasses import fields
from pathlib import Path
from typing import Any

import pytest

from irondragon_qt.games.iron_dragon.board.board import Board
from irondragon_qt.games.iron_dragon.rules.actions import EndOperations, EndTurn, KeepForeman, UpgradeLoco
from irondragon_qt.games.iron_dragon.rules.editions import CURRENT_RULES, RULE_EDITIONS, RuleEdition
from irondragon_qt.games.iron_dragon.rules.game import Game
from irondragon_qt.games.iron_dragon.rules.options import GameOptions
from irondragon_qt.games.iron_dragon.saves import SaveFileError, dumps, load_game, loads

FIXTURES = Path(__file__).with_name("fixtures")
ADDED_SINCE_1 = {"draft_kept", "draft_aside"}  # state fields that edition 1's code did not write


def fixture(name: str) -> dict[str, Any]:
    data: dict[str, Any] = json.loads((FIXTURES / name).read_text(encoding="utf-8"))
    return data


def state_as_in_edition_1(game: Game) -> dict[str, Any]:
    """The state as edition 1's code wrote it: its X5 option was a bool (card text = false)."""
    state = json.loads(json.dumps(game.state.to_dict()))
    for key in ADDED_SINCE_1:
        del state[key]
    options = state["options"]
    options["rainbow_bridge_ends_at_wizards_strike"] = options.pop("rainbow_bridge") == "tournament"
    assert options.pop("solo") is False  # an option added since (a one-player game, for measuring bots)
    return state


def test_a_version_1_save_replays_to_the_state_its_own_code_reached(board: Board) -> None:
    """Troll moving in the Underground, a step up out of it, an upgrade from three loads to two:
    all as edition 1 played them (M6, F3), so cash, loads and positions are the same."""
    game = load_game(board, FIXTURES / "rules1_game.json")
    assert game.rules == 1 and game.edition is RULE_EDITIONS[1]
    assert state_as_in_edition_1(game) == fixture("rules1_state.json")
    tess = game.state.players[0]
    assert tess.loads == ["Ale", "Furs"]  # edition 1 dropped the last load picked up


def test_the_same_log_under_edition_2_charges_the_bribes_and_asks_for_the_load(board: Board) -> None:
    """The flags make the difference: relabelled as edition 2, the Troll pays the move bribe and
    the step up is charged (M6), and the upgrade needs the load to drop (F3)."""
    data = fixture("rules1_game.json")
    upgrade = next(n for n, a in enumerate(data["actions"]) if a.get("loco") == "White Dragon")
    old = Game.replay(board, data, upto=upgrade)
    new = Game.replay(board, {**data, "version": 2, "rules": 2}, upto=upgrade)
    tess, otto, cleo = 0, 1, 2
    diff = [n.cash - o.cash for n, o in zip(new.state.players, old.state.players, strict=True)]
    assert diff[tess] == -2  # two turns moving in the Underground with the Troll
    assert diff[cleo] == -1  # her step up out of the Underground
    assert diff[otto] == 3  # the Orc holder receives all three
    with pytest.raises(SaveFileError) as refused:
        loads(board, json.dumps({**data, "version": 2, "rules": 2}))
    assert f"action {upgrade + 1} (upgrade_loco) is not legal" in refused.value.message
    assert "choose which of yours to drop" in refused.value.message


def test_an_old_game_goes_on_under_its_edition_and_saves_as_version_2(board: Board) -> None:
    game = load_game(board, FIXTURES / "rules1_game.json")
    cur = game.state.current
    assert game.process(EndOperations(cur))
    assert game.undo() == EndOperations(cur) and game.rules == 1  # undo replays under edition 1 too
    assert game.process(EndOperations(cur)) and game.process(EndTurn(cur))
    data = json.loads(dumps(game))
    assert data["version"] == 2 and data["rules"] == 1
    assert data["options"]["rainbow_bridge"] == "card" and data["options"]["event_deck"] == "classic"
    again = loads(board, dumps(game))
    assert again.rules == 1 and again.state.to_dict() == game.state.to_dict()


def test_R_X4_X5_options_a_version_1_save_leaves_out_mean_what_they_meant_then(board: Board) -> None:
    data = fixture("rules1_game.json")
    for key in ("event_deck", "rainbow_bridge_ends_at_wizards_strike"):
        del data["options"][key]
    game = loads(board, json.dumps(data))
    assert game.options.event_deck == "classic" and game.options.rainbow_bridge == "card"
    assert state_as_in_edition_1(game) == fixture("rules1_state.json")
    assert Game(board, ["Ann", "Bob"], seed=1).options.event_deck == "later"  # today's default


def test_R_X5_the_old_true_false_option_maps_onto_the_three_readings() -> None:
    """Edition 1's false kept the card's own duration (the rest of the game); true ended the
    bridge at the next Wizard's Strike (the tournament reading)."""
    old = "rainbow_bridge_ends_at_wizards_strike"
    assert GameOptions.from_dict({old: False}).rainbow_bridge == "card"
    assert GameOptions.from_dict({old: True}).rainbow_bridge == "tournament"
    assert GameOptions().rainbow_bridge == "faq"
    with pytest.raises(ValueError, match="cannot both be given"):
        GameOptions.from_dict({old: True, "rainbow_bridge": "faq"})
    with pytest.raises(ValueError, match="rainbow_bridge must be"):
        GameOptions.from_dict({"rainbow_bridge": "forever"})
    assert "rainbow_bridge_ends_at_wizards_strike" not in GameOptions().to_dict()


def test_an_edition_1_game_the_map_no_longer_allows_is_refused_in_one_line(board: Board) -> None:
    """Rule B8: three players built into Piggnytz while it was medium; it is small now."""
    with pytest.raises(SaveFileError) as refused:
        load_game(board, FIXTURES / "rules1_piggnytz.json")
    message = refused.value.message
    assert "\n" not in message and message.startswith("rules1_piggnytz.json: action 8 (build_track)")
    assert "Piggnytz already has track from 2 players" in message
    assert "rules edition 1" in message and "Piggnytz is a small city" in message


def test_new_games_are_played_under_the_current_edition_and_say_so(board: Board) -> None:
    game = Game(board, ["Ann", "Bob"], seed=2)
    assert game.rules == CURRENT_RULES == max(RULE_EDITIONS) and game.to_dict()["rules"] == CURRENT_RULES
    flags = [f.name for f in fields(RuleEdition) if f.type in (bool, "bool")]
    assert len(flags) == 11  # M6 (two), E5, F3, M7/V1, S4, T2, E7, M1, B15, M7: all on today, all off in edition 1
    for name in flags:
        assert getattr(RULE_EDITIONS[CURRENT_RULES], name) is True and getattr(RULE_EDITIONS[1], name) is False
    with pytest.raises(ValueError, match="rules edition 9 is unknown"):
        Game(board, ["Ann", "Bob"], seed=2, rules=9)


def test_edition_3_changed_only_the_four_rules_of_issue_21() -> None:
    """E7, M1, B15 and M7 as rules.md settles them now; a game of edition 2 keeps its old readings."""
    two, three = RULE_EDITIONS[2], RULE_EDITIONS[3]
    changed = {f.name for f in fields(RuleEdition) if getattr(two, f.name) != getattr(three, f.name)}
    assert changed == {"number", "one_load_per_event", "half_rate_after_entering_step",
                       "rebuild_priority_by_owner_turns", "links_count_during_strike"}


def test_R_F3_an_edition_1_game_names_no_load_to_drop(board: Board) -> None:
    game = Game(board, ["Ann", "Bob"], seed=3, rules=1)
    while game.state.phase == "foreman_draft":
        cur = game.state.current
        assert game.process(KeepForeman(cur, game.state.draft[cur][0]))
    cur = game.state.current
    game.state.players[cur].loco = "Sardar"
    game.state.players[cur].loads = ["Ale", "Furs", "Fish"]
    refused = game.process(UpgradeLoco(cur, "White Dragon", "Ale"))
    assert not refused and "rules edition 1" in refused.reason
    assert game.process(UpgradeLoco(cur, "White Dragon"))
    assert game.state.players[cur].loads == ["Ale", "Furs"]
