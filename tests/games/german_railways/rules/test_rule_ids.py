"""Every rule of GR_RULES.md has a test named after its ID, and the companies file agrees with the
real board where one exists (start cities, the cities GR-C8 and GR-Q13 name)."""

from __future__ import annotations

import importlib
from pathlib import Path

import pytest

from irondragon_qt.games.german_railways.rules.game import bundled_companies

COUNTS = {"S": 9, "T": 7, "A": 9, "B": 11, "D": 6, "C": 8, "E": 4, "Q": 14}
HERE = Path(__file__).parent


def test_every_rule_id_has_a_test() -> None:
    names = " ".join(line.split("(")[0] for path in HERE.glob("test_*.py")
                     for line in path.read_text("utf-8").splitlines() if line.startswith("def test_"))
    missing = [f"GR-{k}{n}" for k, count in COUNTS.items() for n in range(1, count + 1)
               if not any(f"GR_{k}{n}{end}" in names for end in ("_", " "))]
    assert missing == []


def test_the_companies_file_agrees_with_the_real_board() -> None:
    try:
        loader = importlib.import_module("irondragon_qt.games.german_railways.board.map_loader")
    except ImportError:
        pytest.skip("the real board's loader (board/map_loader.py) is not written yet")
    board = loader.load_board()
    book = bundled_companies()
    names = {c.name for c in board.cities().values()}
    for company in book.companies:
        city = board.cells[board.start_hex(company.id)].city
        assert city is not None and city.name == company.start
        assert set(company.abilities.get("pays_only_with", ())) <= names
    assert book.constants.q13_city in names
