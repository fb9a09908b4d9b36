"""No module imports, through others, a module that imports it (issue 23: no import circles).

Every import is counted, those only for type checking and those inside functions too: a circle
hidden that way is still two modules that cannot be understood (or moved) apart. There were
four (issue 23); none is left, and a new one fails.
"""

from __future__ import annotations

import networkx as nx

from tests.test_import_directions import PACKAGE, module_name, project_imports

LEFT: set[frozenset[str]] = set()  # the last (the window and its desks) went with DeskHost (uikit/host.py)


def import_graph() -> nx.DiGraph:
    graph = nx.DiGraph()
    for path in PACKAGE.rglob("*.py"):
        name = module_name(path)
        graph.add_edges_from((name, target) for _, target in project_imports(path) if target != name)
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
    pack = "irondragon_qt.games.iron_dragon"
    assert graph.has_edge(f"{pack}.rules.phases", f"{pack}.rules.events")  # in a function
    assert graph.has_edge(f"{pack}.board.geometry", f"{pack}.board.board")  # TYPE_CHECKING
