"""Every game in the registry has golden games on record (issue 44): ``tools/golden_games.py``
plays each pack's plan, and each pack's ``test_golden_games.py`` replays them. A game registered
without its records, or a plan changed without recording anew, fails here."""

from __future__ import annotations

import gzip
import importlib.util
import json
import sys
from pathlib import Path
from types import ModuleType

import pytest

import irondragon_qt.games  # noqa: F401  (registers every bundled game)
from irondragon_qt.engine.registry import game_keys, game_pack

REPO = Path(__file__).resolve().parents[1]


def _tool() -> ModuleType:
    spec = importlib.util.spec_from_file_location("golden_games", REPO / "tools" / "golden_games.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules["golden_games"] = module  # its dataclasses look their module up
    spec.loader.exec_module(module)
    return module


TOOL = _tool()


@pytest.mark.parametrize("key", game_keys())
def test_every_game_has_its_planned_golden_games_on_record(key: str) -> None:
    folder = TOOL.folder_of(key)
    saves = json.loads(gzip.decompress((folder / "games.json.gz").read_bytes()))
    digests = json.loads((folder / "digests.json").read_text(encoding="utf-8"))
    planned = TOOL.plan(key)
    assert len(saves) == len(digests["games"]) == len(planned)
    fmt = game_pack(key).save_format
    for save, (_key, levels, seed, _cap, options) in zip(saves, planned, strict=True):
        assert (save["format"], save["seed"], save["seats"]) == (fmt, seed, levels)
        assert {k: v for k, v in save["options"].items() if k in options} == options


def test_each_game_has_a_test_replaying_its_golden_games() -> None:
    for key in game_keys():
        test = REPO / "tests" / "games" / game_pack(key).folder / "rules" / "test_golden_games.py"
        assert test.is_file(), f"{key} has no {test.relative_to(REPO)}"


def test_the_seats_mix_every_level_and_rotate() -> None:
    levels = ("a", "b", "c", "d")
    assert [TOOL.seats(levels, 1, k) for k in range(5)] == [["a"], ["b"], ["c"], ["d"], ["a"]]
    assert TOOL.seats(levels, 2, 0) == ["a", "b"] and TOOL.seats(levels, 2, 1) == ["c", "a"]
    assert TOOL.seats(levels, 3, 3) == ["d", "a", "b"]
    assert TOOL.seats(levels, 5, 2) == ["c", "d", "a", "b", "c"]
