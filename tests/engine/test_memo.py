"""The engine's ``Memo``: derived data kept with its owner by name (issue 23: caches with an owner,
not private attributes hung on a board, a track or a game)."""

from __future__ import annotations

import copy
import re
from pathlib import Path

from irondragon_qt.engine.memo import Memo

PACKAGE = Path(__file__).resolve().parents[2] / "irondragon_qt"


def test_a_value_is_made_once_per_version() -> None:
    memo = Memo()
    made: list[int] = []

    def make() -> int:
        made.append(1)
        return len(made)

    assert memo.value("x", make, version=1) == 1
    assert memo.value("x", make, version=1) == 1
    assert memo.value("x", make, version=2) == 2  # the owner changed: made again
    assert memo.value("y", make) == 3  # another name, another slot
    assert len(made) == 3


def test_a_slot_starts_empty_again_when_the_version_moves_on() -> None:
    memo = Memo()
    memo.slot("masks", 7)["a"] = 1
    assert memo.slot("masks", 7) == {"a": 1}
    assert memo.slot("masks", 8) == {}


def test_drop_forgets_only_the_named_slots() -> None:
    memo = Memo()
    memo.slot("a")[1] = 1
    memo.slot("b")[2] = 2
    memo.drop("a", "missing")
    assert memo.slot("a") == {} and memo.slot("b") == {2: 2}


def test_a_copy_of_the_owner_derives_everything_again() -> None:
    memo = Memo()
    memo.slot("a")[1] = object()
    assert len(copy.deepcopy(memo)) == 0 and len(memo) == 1


def test_no_module_hangs_private_caches_on_an_object() -> None:
    """Every cache has an owner: a ``memo`` the owner declares, never an attribute slipped into
    its ``__dict__`` (14 modules did, issue 23)."""
    hidden = re.compile(r"__dict__\s*(\.setdefault|\.get|\[)")
    found = [f"{p.relative_to(PACKAGE)}:{n}" for p in PACKAGE.rglob("*.py")
             for n, line in enumerate(p.read_text(encoding="utf-8").splitlines(), 1) if hidden.search(line)]
    assert found == []
