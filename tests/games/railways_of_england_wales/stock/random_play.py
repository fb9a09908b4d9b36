"""Random legal play of the share game on the real board, for the tests (and a bench): the kind of
action first, then one of that kind over ``legal_actions``. Pure chance would rarely deliver and the
game would not end, so a delivery, when there is one, is taken more often than the other kinds, and
a build more often than a pass; a build sometimes adds a second listed link to the first (ST-13),
kept only if the rules accept it. Every game must end by the rules (ST-25)."""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

from irondragon_qt.games.railways_of_england_wales.board.hexboard import RoewBoard
from irondragon_qt.games.railways_of_england_wales.stock import actions as a
from irondragon_qt.games.railways_of_england_wales.stock.game import StockGame
from irondragon_qt.games.railways_of_england_wales.stock.legal import legal_actions

NAMES = ["Ada", "Brunel", "Cubitt", "Locke", "Stephenson"]
MAX_ACTIONS = 20_000
DELIVER_SHARE = 0.7
BUILD_SHARE = 0.5
TWO_LINKS_SHARE = 0.3


def choose(game: StockGame, rng: random.Random) -> Any:
    kinds: dict[str, list[Any]] = {}
    for action in legal_actions(game):
        kinds.setdefault(type(action).__name__, []).append(action)
    assert kinds, f"nothing legal at action {len(game.log)}"
    if "Deliver" in kinds and rng.random() < DELIVER_SHARE:
        kind = "Deliver"
    elif "Build" in kinds and rng.random() < BUILD_SHARE:
        kind = "Build"
    else:
        kind = rng.choice(sorted(kinds))
    action = rng.choice(kinds[kind])
    if kind == "Build" and rng.random() < TWO_LINKS_SHARE:
        two = a.Build(action.player, (action.links[0], rng.choice(kinds[kind]).links[0]))
        if game.check(two) is None:
            return two
    return action


def play(board: RoewBoard, seed: int, players: int = 3, each: Callable[[StockGame], None] | None = None) -> StockGame:
    game = StockGame(board, NAMES[:players], seed=seed)
    rng = random.Random(seed)
    for _ in range(MAX_ACTIONS):
        if game.is_over():
            break
        action = choose(game, rng)
        result = game.process(action)
        assert result, f"seed {seed}: a listed action was refused: {action}: {result.reason}"
        if each is not None:
            each(game)
    return game
