"""Shared fixtures. Qt tests run offscreen; the board is loaded once per session."""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
if "IRONDRAGON_CACHE_DIR" not in os.environ:  # the board's drawing cache: never the user's own
    import tempfile

    os.environ["IRONDRAGON_CACHE_DIR"] = tempfile.mkdtemp(prefix="irondragon-test-cache-")

import pytest

from irondragon_qt.games.iron_dragon.board.board import Board
from irondragon_qt.games.iron_dragon.board.map_loader import load_map


@pytest.fixture(scope="session")
def board() -> Board:
    return load_map()
