"""Every rule and decision of the share game (ST-1..26, ST-Q1..16) has a test naming it, in its name
or its docstring, in the share game's tests (the rules text's test checks that every ID the code
cites has a paragraph)."""

from __future__ import annotations

import ast
import re
from pathlib import Path

ROOT = Path(__file__).parent
IDS = [f"ST-{n}" for n in range(1, 27)] + [f"ST-Q{n}" for n in range(1, 17)]
NAMED = re.compile(r"\bST[-_ ]?(Q?)(\d+)(?![\d])", re.IGNORECASE)


def named_ids() -> set[str]:
    found = set()
    for path in ROOT.glob("test_*.py"):
        for node in ast.walk(ast.parse(path.read_text("utf-8"))):
            if isinstance(node, ast.FunctionDef) and node.name.startswith("test_"):
                words = node.name.replace("_", " ") + " " + (ast.get_docstring(node) or "")
                found |= {f"ST-{m[1].upper()}{m[2]}" for m in NAMED.finditer(words)}
    return found


def test_every_st_rule_and_decision_has_a_test_naming_it() -> None:
    assert [rule for rule in IDS if rule not in named_ids()] == []
