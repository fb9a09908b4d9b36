"""What every game's golden-games test checks alike: which fixture saves are its own, and that
the digest sees each part of a game (its log, its lines, its random source)."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from irondragon_qt.engine.logged_game import LoggedGame

REPO = Path(__file__).resolve().parents[1]


def fixture_saves(save_format: str) -> dict[str, dict[str, Any]]:
    """Every save of ``save_format`` among the tests' files, by its path from the repository."""
    saves: dict[str, dict[str, Any]] = {}
    for path in (REPO / "tests").rglob("*.json"):
        try:
            data = json.loads(path.read_text(encoding="utf-8"))
        except (OSError, ValueError):
            continue
        if isinstance(data, dict) and data.get("format") == save_format:
            saves[str(path.relative_to(REPO))] = data
    return saves


def assert_the_digest_sees_every_part(game_type: type[LoggedGame], board: Any, save: dict[str, Any], at: int) -> None:
    """One more action, a changed log line or a moved random source each change the digest."""
    game = game_type.replay(board, save, upto=at)
    before = game.digest()
    assert game_type.replay(board, save, upto=at).digest() == before
    game.history.append("one more line")
    assert game.digest() != before
    game.history.pop()
    assert game.digest() == before
    game.rng.random()
    assert game.digest() != before
    other = game_type.replay(board, save, upto=at + 1)
    assert other.digest() not in (before, game.digest())
