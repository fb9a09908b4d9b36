"""Every rule and decision of the base game on the England & Wales board (RW-1..26, EW-1..10,
RW-Q1..20, EW-Q1..10) and every fact the board must keep (MAP-1..6) has a test naming it, in its name
or its docstring, in the pack's tests."""

from __future__ import annotations

import ast
import re
from pathlib import Path

ROOT = Path(__file__).parents[1]
IDS = ([f"RW-{n}" for n in range(1, 27)] + [f"EW-{n}" for n in range(1, 11)]
       + [f"RW-Q{n}" for n in range(1, 21)] + [f"EW-Q{n}" for n in range(1, 11)] + [f"MAP-{n}" for n in range(1, 7)])
NO_RULE_OF_ITS_OWN = {"EW-5"}  # "all other RotW rules are unchanged": every other test is its test


def named_ids(root: Path = ROOT, prefixes: str = "RW|EW|MAP") -> set[str]:
    """The rule IDs with one of ``prefixes`` that a test under ``root`` names, in its name or docstring."""
    named = re.compile(rf"\b({prefixes})[-_ ]?(Q?)(\d+)(?![\d])", re.IGNORECASE)
    found = set()
    for path in root.rglob("test_*.py"):
        for node in ast.walk(ast.parse(path.read_text("utf-8"))):
            if isinstance(node, ast.FunctionDef) and node.name.startswith("test_"):
                words = node.name.replace("_", " ") + " " + (ast.get_docstring(node) or "")
                found |= {f"{m[1].upper()}-{m[2].upper()}{m[3]}" for m in named.finditer(words)}
    return found


def test_every_rule_id_has_a_test_naming_it() -> None:
    named = named_ids()
    missing = [rule for rule in IDS if rule not in named and rule not in NO_RULE_OF_ITS_OWN]
    assert missing == []
