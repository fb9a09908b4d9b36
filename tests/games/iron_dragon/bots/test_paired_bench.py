"""The paired comparison a change to a computer level is measured with (issue 47:
``benchmarks/bench_bots_paired.py``): its settings read strictly, applied to the level or the
module they name, and the per-seed differences' mean with its standard error."""

from __future__ import annotations

import importlib.util
import statistics
import sys
from pathlib import Path
from types import ModuleType

import pytest

from irondragon_qt.games.iron_dragon.bots import judging, levels
from irondragon_qt.games.iron_dragon.bots.bot import Bot

SCRIPT = Path(__file__).resolve().parents[4] / "benchmarks" / "bench_bots_paired.py"


@pytest.fixture(scope="module")
def bench() -> ModuleType:
    spec = importlib.util.spec_from_file_location("bench_bots_paired", SCRIPT)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module
    spec.loader.exec_module(module)
    return module


def test_a_setting_is_read_as_json_for_a_level_field_or_a_bots_constant(bench: ModuleType) -> None:
    assert bench.parse_setting("hard.upgrade_cushion=5") == ("hard", "upgrade_cushion", 5)
    assert bench.parse_setting("judging.RACE_GAP=220") == ("judging", "RACE_GAP", 220)
    assert bench.parse_setting("hard.double_upgrade=false") == ("hard", "double_upgrade", False)


@pytest.mark.parametrize(("text", "words"), [
    ("upgrade_cushion=5", "LEVEL.FIELD=VALUE"),
    ("hard.upgrade_cushion", "LEVEL.FIELD=VALUE"),
    ("hard.cushion=5", "no field 'cushion'"),
    ("judging.RACE=5", "has no 'RACE'"),
    ("nowhere.RACE_GAP=5", "neither a level nor a module"),
    ("hard.upgrade_cushion=five", "not JSON"),
])
def test_a_bad_setting_is_refused_with_what_is_wrong(bench: ModuleType, text: str, words: str) -> None:
    with pytest.raises(ValueError, match=words):
        bench.parse_setting(text)


def test_the_settings_change_the_level_a_bot_plays_and_the_constant_it_reads(
        bench: ModuleType, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setitem(levels.LEVELS, "hard", levels.LEVELS["hard"])  # restored after the test
    monkeypatch.setattr(judging, "RACE_GAP", judging.RACE_GAP)
    bench.apply([bench.parse_setting("hard.upgrade_cushion=40"), bench.parse_setting("judging.RACE_GAP=220")])
    assert Bot(0, "hard").level.upgrade_cushion == 40
    assert Bot(0, "standard").level.upgrade_cushion == levels.LEVELS["standard"].upgrade_cushion != 40
    assert judging.RACE_GAP == 220


def test_the_difference_is_paired_by_seed(bench: ModuleType) -> None:
    before = {1: 60, 2: 70, 3: 65, 4: 80}
    after = {1: 58, 2: 71, 3: 60, 4: 80, 5: 99}  # a seed played only once is left out
    out = bench.paired(before, after)
    diff = [-2, 1, -5, 0]
    assert out["seeds"] == 4
    assert out["mean_difference"] == pytest.approx(-1.5)
    assert out["standard_error"] == pytest.approx(statistics.stdev(diff) / 2)
    assert (out["median_before"], out["median_after"]) == (67.5, 65.5)
    assert (out["faster"], out["slower"]) == (2, 1)
    assert bench.seed_range("300001-300003") == [300001, 300002, 300003]
