"""The games' rules (every pack but its ``ui`` folder) and the engine never import Qt (DESIGN.md:
the model is pure Python).

Two ways: the source of every such module under irondragon_qt/games and irondragon_qt/engine is
scanned with ``ast`` for imports of PySide/PyQt/shiboken (also through ``importlib.import_module``
/ ``__import__``), and a fresh interpreter imports every one of them and must end with no Qt
module loaded.
"""

from __future__ import annotations

import ast
import json
import subprocess
import sys
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[1]
GAMES = REPO / "irondragon_qt" / "games"  # every pack's rules; a pack's table (its ``ui`` folder) may use Qt
MODEL = GAMES / "iron_dragon"
ENGINE = REPO / "irondragon_qt" / "engine"
QT_ROOTS = ("PySide2", "PySide6", "PyQt4", "PyQt5", "PyQt6", "shiboken2", "shiboken6", "qtpy", "sip")


def is_qt(name: str) -> bool:
    return name.split(".")[0] in QT_ROOTS


def qt_imports(source: str) -> list[tuple[int, str]]:
    """(line, module) of every Qt import in a module's source."""
    found: list[tuple[int, str]] = []
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Import):
            found += [(node.lineno, a.name) for a in node.names if is_qt(a.name)]
        elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module and is_qt(node.module):
            found.append((node.lineno, node.module))
        elif isinstance(node, ast.Call) and node.args and isinstance(node.args[0], ast.Constant):
            func = node.func
            called = func.attr if isinstance(func, ast.Attribute) else getattr(func, "id", "")
            value = node.args[0].value
            if called in ("import_module", "__import__") and isinstance(value, str) and is_qt(value):
                found.append((node.lineno, value))
    return sorted(found)


MODEL_FILES = sorted(p for p in GAMES.rglob("*.py") if "ui" not in p.relative_to(GAMES).parts[1:-1]) + sorted(
    ENGINE.rglob("*.py"))


def test_model_package_has_modules() -> None:
    assert (MODEL / "board" / "board.py") in MODEL_FILES and (MODEL / "board" / "map_check.py") in MODEL_FILES


@pytest.mark.parametrize("path", MODEL_FILES, ids=[str(p.relative_to(GAMES.parent)) for p in MODEL_FILES])
def test_model_source_does_not_import_qt(path: Path) -> None:
    assert qt_imports(path.read_text(encoding="utf-8")) == [], path


def test_the_scanner_finds_qt_imports() -> None:
    probe = (
        "import os\nimport PySide6.QtCore\nfrom PyQt6 import QtGui\nfrom shiboken6 import isValid\n"
        "import importlib\nimportlib.import_module('PySide6.QtWidgets')\n__import__('PyQt5')\n"
        "from .board import Board\ndef f():\n    from PySide6.QtGui import QColor\n"
    )
    assert [name for _, name in qt_imports(probe)] == [
        "PySide6.QtCore", "PyQt6", "shiboken6", "PySide6.QtWidgets", "PyQt5", "PySide6.QtGui"]


IMPORT_ALL = r"""
import importlib, json, pkgutil, sys
import irondragon_qt.engine as engine
import irondragon_qt.games as games
names = []
for package in (engine, games):
    names.append(package.__name__)
    for info in pkgutil.walk_packages(package.__path__, package.__name__ + "."):
        if ".ui." not in info.name + ".":
            names.append(info.name)
for name in names:
    importlib.import_module(name)
roots = %r
qt = sorted(m for m in sys.modules if m.split(".")[0] in roots)
print(json.dumps({"modules": names, "qt": qt}))
"""


def test_importing_every_model_module_loads_no_qt() -> None:
    proc = subprocess.run([sys.executable, "-c", IMPORT_ALL % (QT_ROOTS,)], capture_output=True,
                          text=True, cwd=REPO, timeout=120)
    assert proc.returncode == 0, proc.stderr
    result = json.loads(proc.stdout.strip().splitlines()[-1])
    assert "irondragon_qt.games.iron_dragon.board.map_check" in result["modules"]
    assert "irondragon_qt.games.iron_dragon.board.board" in result["modules"]
    assert "irondragon_qt.engine.digest" in result["modules"]
    assert result["qt"] == []
