"""The packages import each other in one direction only (each package's ``__init__`` says which).

Every ``import`` in every module is read with ``ast`` (function-level ones too), resolved to the
project module it names, and checked against the table below. ``engine`` (what every game shares,
its files and strict JSON too) imports nothing of the project and is used by all. A game's pack
(``games.<title>``) never imports ``ui``, ``cli`` or another pack; in Iron Dragon's, ``board``
imports nothing above it, ``track`` may use ``board``, ``rules`` and ``practice`` may use ``board``
and ``track``, ``saves`` the rules, ``bots`` may use the rules and saves, and the pack's ``__init__``
declares them to the engine.
The command line names no pack either: it asks the registry for a game's tools,
``game_pack(key).tools()`` (``games.<title>.tools``: no Qt). A pack's table in Qt (``games.<title>.ui``)
uses the Qt kit (``uikit``: the view, the cached board, the log, the window as desks see it) and
never the shell. The shell (``ui``) names no pack: it imports ``games`` (which registers them) and
asks the registry, ``game_pack(key).ui()``, for a game's parts. In the shell, ``ui.board`` (export)
knows nothing of the menus or the history, ``ui.help`` nothing of the board or the game.
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[1]
PACKAGE = REPO / "irondragon_qt"
ROOT = "irondragon_qt"

ID = "irondragon_qt.games.iron_dragon"  # Iron Dragon's pack
WORDS = f"{ID}.words"  # its words in the player's language (issue 48): every room may use them, they use the engine
MODEL_ROOMS = {ID, f"{ID}.board", f"{ID}.track", f"{ID}.rules", f"{ID}.saves", f"{ID}.practice", f"{ID}.bots", WORDS}
TOOLS = f"{ID}.tools"  # the pack's tools for the command line (replay, map-check, simulate, route), no Qt
TABLE = f"{ID}.ui"  # the pack's table in Qt: its board painter, game panels, practice, tutorial
KIT = "irondragon_qt.uikit"  # Qt parts with no game in them: the shell and the packs' tables use them
GR = "irondragon_qt.games.german_railways"  # German Railways' pack (issue 24): board <- rules <- bots
GR_WORDS = f"{GR}.words"  # its words in the player's language, as Iron Dragon's
GR_ROOMS = {GR, f"{GR}.board", f"{GR}.rules", f"{GR}.saves", f"{GR}.bots", GR_WORDS}
TABLE_ROOMS = {TABLE, f"{TABLE}.board", f"{TABLE}.game", f"{TABLE}.practice", f"{TABLE}.tutorial", f"{TABLE}.history"}
# room -> the other rooms it may import; a module's room is the longest prefix listed here
ALLOWED: dict[str, set[str]] = {
    "irondragon_qt.engine": set(),
    WORDS: set(),
    f"{ID}.board": {WORDS},
    f"{ID}.track": {f"{ID}.board", WORDS},
    f"{ID}.rules": {f"{ID}.board", f"{ID}.track", WORDS},
    f"{ID}.saves": {f"{ID}.board", f"{ID}.track", f"{ID}.rules", WORDS},
    f"{ID}.practice": {f"{ID}.board", f"{ID}.track", WORDS},
    f"{ID}.bots": {f"{ID}.board", f"{ID}.track", f"{ID}.rules", f"{ID}.saves", WORDS},
    f"{TABLE}.board": MODEL_ROOMS | {KIT, "irondragon_qt"},  # the top level: the version (disk cache)
    f"{TABLE}.game": MODEL_ROOMS | {KIT, f"{TABLE}.board"},
    f"{TABLE}.practice": MODEL_ROOMS | {KIT, f"{TABLE}.board"},
    f"{TABLE}.tutorial": MODEL_ROOMS | {KIT, f"{TABLE}.board", f"{TABLE}.game"},
    f"{TABLE}.history": MODEL_ROOMS | {KIT, f"{TABLE}.board", f"{TABLE}.game"},
    TABLE: MODEL_ROOMS | TABLE_ROOMS | {KIT},  # parts: what the pack's table gives the shell
    TOOLS: MODEL_ROOMS,
    ID: MODEL_ROOMS | {TABLE, TOOLS},  # the pack's declaration names its parts
    GR_WORDS: set(),
    f"{GR}.board": {GR_WORDS},
    f"{GR}.rules": {f"{GR}.board", GR_WORDS},
    f"{GR}.saves": {f"{GR}.board", f"{GR}.rules", GR_WORDS},
    f"{GR}.bots": {f"{GR}.board", f"{GR}.rules", f"{GR}.saves", GR_WORDS},
    f"{GR}.tools": {f"{GR}.board", f"{GR}.rules", f"{GR}.saves", f"{GR}.bots", GR_WORDS},  # no Qt
    f"{GR}.ui": GR_ROOMS | {KIT},  # its table in Qt: the hex board's painter, the cubes, the tooltips
    GR: GR_ROOMS | {f"{GR}.tools", f"{GR}.ui"},  # the pack's declaration names its tools and its table
    "irondragon_qt.games": set(),  # every pack, found below
    KIT: set(),
    "irondragon_qt.ui.board": {"irondragon_qt.ui", "irondragon_qt"},
    "irondragon_qt.ui.help": {"irondragon_qt.ui", "irondragon_qt"},
    "irondragon_qt.ui.game": {"irondragon_qt.ui.board", "irondragon_qt.ui.help", "irondragon_qt.ui", "irondragon_qt"},
    "irondragon_qt.ui.history": {"irondragon_qt.ui.board", "irondragon_qt.ui.game", "irondragon_qt.ui.help",
                                 "irondragon_qt.ui", "irondragon_qt"},
    "irondragon_qt.ui": {"irondragon_qt.ui.board", "irondragon_qt.ui.game", "irondragon_qt.ui.help",
                         "irondragon_qt.ui.history", "irondragon_qt"},
    "irondragon_qt.cli": {"irondragon_qt.ui", "irondragon_qt.ui.board", "irondragon_qt", "irondragon_qt.games"},
    "irondragon_qt": {"irondragon_qt.cli"},
}
# every pack in games/ (found, not listed: issue 44); one without rooms of its own above keeps the rules
# every pack keeps: its model (board, rules, saves, bots) imports no tools and no table, its tools no Qt
PACKS = sorted(f"{ROOT}.games.{d.name}" for d in (PACKAGE / "games").iterdir() if (d / "__init__.py").is_file())
ALLOWED["irondragon_qt.games"] = set(PACKS)
for _pack in PACKS:
    if _pack not in ALLOWED:
        _model = {_pack, f"{_pack}.board", f"{_pack}.rules", f"{_pack}.saves", f"{_pack}.bots"} | {
            f"{_pack}.{d.name}" for d in (PACKAGE / "games" / _pack.rsplit(".", 1)[1]).iterdir()
            if (d / "__init__.py").is_file() and d.name not in ("tools", "ui")}  # a second mode's rules (stock/)
        ALLOWED.update({room: _model - {room} for room in _model - {_pack}})
        ALLOWED.update({f"{_pack}.tools": _model, f"{_pack}.ui": _model | {KIT},
                        _pack: _model | {f"{_pack}.tools", f"{_pack}.ui"}})
for _room in ALLOWED:  # the engine is for everyone, and imports no one (issue 23)
    if _room != "irondragon_qt.engine":
        ALLOWED[_room].add("irondragon_qt.engine")
    if _room.startswith(("irondragon_qt.ui.", "irondragon_qt.cli")) or _room == "irondragon_qt.ui":
        # the shell: the Qt kit, and the games through the registry (importing ``games`` registers them)
        ALLOWED[_room] |= {KIT, "irondragon_qt.games"}


def module_name(path: Path) -> str:
    parts = list(path.relative_to(REPO).with_suffix("").parts)
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def room_of(module: str) -> str:
    """The longest prefix of ``module`` that is a room in the table."""
    best = ""
    for room in ALLOWED:
        if (module == room or module.startswith(room + ".")) and len(room) > len(best):
            best = room
    return best


def project_imports(path: Path) -> list[tuple[int, str]]:
    """(line, absolute module) of every import of a project module in this file."""
    module = module_name(path)
    package = module if path.name == "__init__.py" else module.rsplit(".", 1)[0]
    out: list[tuple[int, str]] = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            out += [(node.lineno, a.name) for a in node.names if a.name.split(".")[0] == ROOT]
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = package.split(".")
                base = base[:len(base) - (node.level - 1)]
                target = ".".join(base + ([node.module] if node.module else []))
            else:
                target = node.module or ""
            if target.split(".")[0] != ROOT:
                continue
            # ``from pkg import module`` names a module of its own room
            for a in node.names:
                full = f"{target}.{a.name}"
                is_module = (REPO / Path(*full.split("."))).with_suffix(".py").exists() or (
                    REPO / Path(*full.split("."))).is_dir()
                out.append((node.lineno, full if is_module else target))
    return out


def allowed(importer: str, imported: str) -> bool:
    here, there = room_of(importer), room_of(imported)
    return here == there or there in ALLOWED[here]


FILES = sorted(PACKAGE.rglob("*.py"))


@pytest.mark.parametrize("path", FILES, ids=[str(p.relative_to(PACKAGE)) for p in FILES])
def test_imports_follow_the_rooms(path: Path) -> None:
    importer = module_name(path)
    wrong = [f"line {line}: {importer} imports {target}" for line, target in project_imports(path)
             if not allowed(importer, target)]
    assert wrong == []


# shell modules that may still import a pack by name, each with its reason; none is left (issue 23)
SHELL_EXCEPTIONS: dict[str, str] = {}


@pytest.mark.parametrize("path", sorted((PACKAGE / "ui").rglob("*.py")),
                         ids=[str(p.relative_to(PACKAGE)) for p in sorted((PACKAGE / "ui").rglob("*.py"))])
def test_the_shell_asks_the_registry_for_a_game_and_names_no_pack(path: Path) -> None:
    """The window, its desks, menus, help and export get a game's parts from ``game_pack(key).ui()``:
    a second game plugs its table in without the shell changing."""
    importer = module_name(path)
    named = [f"line {line}: {target}" for line, target in project_imports(path)
             if target.startswith("irondragon_qt.games.")]
    assert named == [] or importer in SHELL_EXCEPTIONS


def test_every_package_says_what_it_may_import() -> None:
    for init in PACKAGE.rglob("__init__.py"):
        doc = ast.get_docstring(ast.parse(init.read_text(encoding="utf-8")))
        assert doc and "import" in doc.lower(), f"{init.relative_to(REPO)} needs a docstring saying what it may import"


@pytest.mark.parametrize(("importer", "imported", "ok"), [
    ("irondragon_qt.games.iron_dragon.board.board", "irondragon_qt.games.iron_dragon.track.track", False),
    ("irondragon_qt.games.iron_dragon.track.planner", "irondragon_qt.games.iron_dragon.board.board", True),
    ("irondragon_qt.games.iron_dragon.track.planner", "irondragon_qt.games.iron_dragon.rules.game", False),
    ("irondragon_qt.games.iron_dragon.rules.game", "irondragon_qt.games.iron_dragon.track.track", True),
    ("irondragon_qt.games.iron_dragon.rules.game", "irondragon_qt.games.iron_dragon.practice.solver", False),
    ("irondragon_qt.games.iron_dragon.practice.solver", "irondragon_qt.games.iron_dragon.rules.state", False),
    ("irondragon_qt.engine.io.atomic_file", "irondragon_qt.games.iron_dragon.board.board", False),
    ("irondragon_qt.games.iron_dragon.saves", "irondragon_qt.engine.io.atomic_file", True),
    ("irondragon_qt.games.iron_dragon.board.board", "irondragon_qt.ui.app", False),
    ("irondragon_qt.games.iron_dragon.bots.engine", "irondragon_qt.games.iron_dragon.rules.game", True),
    ("irondragon_qt.games.iron_dragon.rules.game", "irondragon_qt.games.iron_dragon.bots.engine", False),
    ("irondragon_qt.games.iron_dragon.ui.board.scene", "irondragon_qt.games.iron_dragon.board.board", True),
    ("irondragon_qt.games.iron_dragon.ui.board.scene", "irondragon_qt.games.iron_dragon.ui.game.panel", False),
    ("irondragon_qt.games.iron_dragon.ui.game.panel", "irondragon_qt.uikit.view", True),
    ("irondragon_qt.games.iron_dragon.ui.game.panel", "irondragon_qt.games.iron_dragon.ui.practice.panel", False),
    ("irondragon_qt.games.iron_dragon.ui.practice.panel", "irondragon_qt.games.iron_dragon.ui.game.session", False),
    ("irondragon_qt.games.iron_dragon.ui.game.panel", "irondragon_qt.ui.help.rules_text", False),
    ("irondragon_qt.uikit.view", "irondragon_qt.games.iron_dragon.ui.board.scene", False),
    ("irondragon_qt.uikit.view", "irondragon_qt.ui.main_window", False),
    ("irondragon_qt.ui.main_window", "irondragon_qt.games.iron_dragon.ui.game.panel", False),
    ("irondragon_qt.ui.main_window", "irondragon_qt.games.iron_dragon.saves", False),
    ("irondragon_qt.ui.main_window", "irondragon_qt.games", True),
    ("irondragon_qt.ui.main_window", "irondragon_qt.engine.registry", True),
    ("irondragon_qt.ui.history.desk", "irondragon_qt.games.iron_dragon.ui.history.panel", False),
    ("irondragon_qt.uikit.host", "irondragon_qt.games", False),
    ("irondragon_qt.uikit.view", "irondragon_qt.ui.main_window", False),
    ("irondragon_qt.games.iron_dragon.ui.game.panel", "irondragon_qt.uikit.log_view", True),
    ("irondragon_qt.games.iron_dragon.ui.tutorial.desk", "irondragon_qt.uikit.host", True),
    ("irondragon_qt.games.iron_dragon.ui.tutorial.desk", "irondragon_qt.ui.help.rules_text", False),
    ("irondragon_qt.cli.main", "irondragon_qt.ui.app", True),
    ("irondragon_qt.games.iron_dragon.rules.game", "irondragon_qt.cli.main", False),
    ("irondragon_qt.games.iron_dragon", "irondragon_qt.games.iron_dragon.rules.game", True),
    ("irondragon_qt.games.iron_dragon", "irondragon_qt.ui.app", False),
    ("irondragon_qt.games.iron_dragon.rules.game", "irondragon_qt.games.iron_dragon", False),
    ("irondragon_qt.engine.registry", "irondragon_qt.games.iron_dragon", False),
    ("irondragon_qt.cli.main", "irondragon_qt.games", True),
    ("irondragon_qt.cli.replay", "irondragon_qt.games.iron_dragon.saves", False),
    ("irondragon_qt.cli.simulate", "irondragon_qt.games.iron_dragon.tools.simulation", False),
    ("irondragon_qt.games.iron_dragon.tools.route", "irondragon_qt.games.iron_dragon.track.planner", True),
    ("irondragon_qt.games.iron_dragon.tools.route", "irondragon_qt.cli.main", False),
    ("irondragon_qt.games.iron_dragon.tools.parts", "irondragon_qt.games.iron_dragon.ui.board.scene", False),
])
def test_the_table_says_what_it_should(importer: str, imported: str, ok: bool) -> None:
    assert allowed(importer, imported) is ok
