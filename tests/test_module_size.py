"""No module over 600 lines (issue 23): a module that grows past it is split into smaller ones
whose names say what they do."""

from __future__ import annotations

from pathlib import Path

PACKAGE = Path(__file__).resolve().parents[1] / "irondragon_qt"
MOST_LINES = 600


def test_every_module_is_at_most_600_lines() -> None:
    modules = sorted(PACKAGE.rglob("*.py"))
    assert modules, "no modules found"
    lengths = {path.relative_to(PACKAGE.parent).as_posix(): len(path.read_text(encoding="utf-8").splitlines())
               for path in modules}
    too_long = {name: n for name, n in lengths.items() if n > MOST_LINES}
    assert too_long == {}, f"modules over {MOST_LINES} lines: split them"
