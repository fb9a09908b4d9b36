"""Every rule and decision of the share game (ST-1..26, ST-Q1..16) has a test naming it, in its name
or its docstring, in the share game's tests (the rules text's test checks that every ID the code
cites has a paragraph)."""

from __future__ import annotations

from pathlib import Path

from ..rules.test_rule_ids import named_ids

IDS = [f"ST-{n}" for n in range(1, 27)] + [f"ST-Q{n}" for n in range(1, 17)]


def test_every_st_rule_and_decision_has_a_test_naming_it() -> None:
    named = named_ids(Path(__file__).parent, "ST")
    assert [rule for rule in IDS if rule not in named] == []
