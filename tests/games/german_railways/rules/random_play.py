"""Random legal play for the tests: the kind of action first (pass, offer, bid, build...), then one
of that kind, so games move on instead of drowning in bids."""

from __future__ import annotations

import random
from collections.abc import Callable

from irondragon_qt.games.german_railways.board.hexboard import HexBoard
from irondragon_qt.games.german_railways.rules.game import Game
from irondragon_qt.games.german_railways.rules.legal import legal_actions

from .helpers import NAMES

MAX_ACTIONS = 5000
PROPOSE_SHARE = 0.02  # how often a person's slot may propose the end (GR-Q8) when it can


def play(board: HexBoard, seed: int, players: int = 3, upto: int | None = None,
         each: Callable[[Game], None] | None = None) -> Game:
    game = Game(board, NAMES[:players], seed=seed)
    rng = random.Random(seed)
    for _ in range(MAX_ACTIONS if upto is None else upto):
        if game.is_over():
            break
        kinds: dict[str, list[object]] = {}
        for action in legal_actions(game):
            kinds.setdefault(type(action).__name__, []).append(action)
        if "ProposeEnd" in kinds and rng.random() > PROPOSE_SHARE:
            del kinds["ProposeEnd"]  # now and then, so that most games end by GR-E1/E2
        kind = rng.choice(sorted(kinds))
        if kind == "Bid":
            choice = kinds[kind][min(len(kinds[kind]) - 1, rng.randrange(4))]  # modest raises
        else:
            choice = rng.choice(kinds[kind])
        result = game.process(choice)
        assert result.ok, f"seed {seed}: a legal action was refused: {result.reason}"
        if each is not None:
            each(game)
    return game
