"""Shared fixtures. Qt tests run offscreen; the board is loaded once per session."""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
# the tests read English words whatever the machine's language; the German tests choose German themselves
os.environ["LANGUAGE"] = "en"
if "IRONDRAGON_CACHE_DIR" not in os.environ:  # the board's drawing cache: never the user's own
    import tempfile

    os.environ["IRONDRAGON_CACHE_DIR"] = tempfile.mkdtemp(prefix="irondragon-test-cache-")

import sys
from pathlib import Path

import pytest

from irondragon_qt.engine import i18n
from irondragon_qt.games.iron_dragon.board.board import Board
from irondragon_qt.games.iron_dragon.board.map_loader import load_map

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from tools.translations import FOLDER, read_ts

# every message the code asks for must be one of the translation sources: a message edited in the
# code but not in `make translations`, or a mutant's changed context or words, fails its test
i18n.require_sources(frozenset((m.context, m.source) for ts in FOLDER.glob("*.ts") for m in read_ts(ts)))


@pytest.fixture(scope="session")
def board() -> Board:
    return load_map()


@pytest.fixture(scope="session")
def translations_built() -> None:
    """The compiled translations (.qm) up to date with their sources, so the German tests run
    with ``pytest`` alone, not only after ``make qm`` (issue 48)."""
    from tools import translations

    translations.build()



def pytest_xdist_auto_num_workers(config: pytest.Config) -> int:
    """``-n auto``: a worker more than the cores, as the whole games at an animated speed spend
    most of their minute waiting on the animation's timers, not computing."""
    cores = len(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else os.cpu_count() or 1
    return cores + 1

