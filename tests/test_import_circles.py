"""No module imports, through others, a module that imports it (issue 23: no import circles).

Every import is counted, those only for type checking and those inside functions too: a circle
hidden that way is still two modules that cannot be understood (or moved) apart. The circles
still left are listed below, to be taken apart as the engine is lifted out; the list may only
shrink: a new circle fails, and so does one taken apart but still listed.
"""

from __future__ import annotations

import ast
from pathlib import Path

import networkx as nx

REPO = Path(__file__).resolve().parents[1]
PACKAGE = REPO / "irondragon_qt"
LEFT = {
    frozenset({"model.board.board", "model.board.geometry"}),
    frozenset({"model.game.events", "model.game.game", "model.game.operations", "model.game.phases",
               "model.game.ships"}),
    frozenset({"ui.game.menus", "ui.help.desk", "ui.history.desk", "ui.main_window", "ui.tutorial.desk"}),
}


def module_name(path: Path) -> str:
    parts = list(path.relative_to(REPO).with_suffix("").parts)
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def import_graph() -> nx.DiGraph:
    modules = {module_name(p): p for p in PACKAGE.rglob("*.py")}
    graph = nx.DiGraph()
    for name, path in modules.items():
        package = name if path.name == "__init__.py" else name.rsplit(".", 1)[0]
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            targets: list[str] = []
            if isinstance(node, ast.Import):
                targets = [a.name for a in node.names]
            elif isinstance(node, ast.ImportFrom):
                if node.level:
                    base = package.split(".")[:len(package.split(".")) - node.level + 1]
                    source = ".".join(base + ([node.module] if node.module else []))
                else:
                    source = node.module or ""
                targets = [source] + [f"{source}.{a.name}" for a in node.names]
            graph.add_edges_from((name, t) for t in targets if t in modules and t != name)
    return graph


def circles() -> set[frozenset[str]]:
    return {frozenset(m.removeprefix("irondragon_qt.") for m in part)
            for part in nx.strongly_connected_components(import_graph()) if len(part) > 1}


def test_no_new_import_circles_and_the_left_ones_are_listed() -> None:
    found = circles()
    assert found - LEFT == set(), "a new import circle"
    assert LEFT - found == set(), "a circle taken apart: take it off the list"


def test_the_graph_sees_imports_inside_functions_and_for_type_checking() -> None:
    graph = import_graph()
    assert graph.has_edge("irondragon_qt.model.board.board", "irondragon_qt.model.board.geometry")  # in a function
    assert graph.has_edge("irondragon_qt.model.board.geometry", "irondragon_qt.model.board.board")  # TYPE_CHECKING
