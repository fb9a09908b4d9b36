"""The refusal book: what the rules answer to a fixed set of actions, legal and not, at positions
of the golden games, and the log lines of their actions, word for word (issue 25: a mutant that
changes a refusal's words, its rule ID, a value filled into it or the check itself changes the
book).

    python -m tests.games.iron_dragon.rules.refusal_book     # record it anew (after a wording change)
"""

from __future__ import annotations

import gzip
import json
import random
from pathlib import Path
from typing import Any

from irondragon_qt.games.iron_dragon.board.board import Board
from irondragon_qt.games.iron_dragon.rules.actions import (
    Action,
    BoardShip,
    ChangeForeman,
    Deliver,
    DiscardHand,
    DrawShip,
    Drop,
    EndOperations,
    EndTurn,
    KeepForeman,
    LoseLoad,
    Move,
    PickUp,
    PlaceTrain,
    RefuseShip,
    Sail,
    UpgradeLoco,
)
from irondragon_qt.games.iron_dragon.rules.game import Game
from irondragon_qt.games.iron_dragon.track.build_turn import BuildTrack

ROOT = Path(__file__).resolve().parents[4]
GOLDEN = ROOT / "tests" / "golden" / "games.json.gz"
BOOK = Path(__file__).with_name("fixtures") / "refusal_book.json.gz"
GAMES = (0, 40, 41, 120, 121, 160)  # solo, two players, four players (golden games)
EVERY = 23  # a position every this many actions


def candidates(game: Game, rng: random.Random) -> list[Action]:
    """The actions asked at a position: for the player to act and for another, every good, card
    and loco, and moves, sails and builds to neighbouring and far mileposts."""
    board, s = game.board, game.state
    me = s.current
    other = (me + 1) % len(s.players)
    p = s.players[me]
    goods = sorted(board.components.goods)[::3] + sorted(set(p.loads))
    ids = [m.id for m in board.mileposts]
    here = p.position
    out: list[Action] = [EndTurn(other), PickUp(other, goods[0]), EndOperations(me), EndTurn(me), DiscardHand(me),
                         DrawShip(me), RefuseShip(me), KeepForeman(me, None), KeepForeman(me, 0),
                         ChangeForeman(me, "deck"), ChangeForeman(me, "discard"), ChangeForeman(me, "pick", 0)]
    out += [PickUp(me, g) for g in goods] + [Drop(me, g) for g in goods] + [LoseLoad(me, g) for g in goods[:3]]
    out += [Deliver(me, card, k) for card in p.hand for k in range(3)] + [Deliver(me, "D999", 0)]
    out += [UpgradeLoco(me, loco.name) for loco in board.components.locos]
    out += [PlaceTrain(me, rng.choice(ids)) for _ in range(2)]
    if here is not None:
        start = board.mileposts[here]
        near = [board.mileposts[n].id for n in board.adjacency[here]]
        out += [Move(me, (start.id, n)) for n in near] + [Move(me, (start.id, rng.choice(ids)))]
        out += [Sail(me, (start.id, near[0]))] if near else []
        out += [BoardShip(me, ship.name) for ship in board.components.ships[:2]]
    a = rng.randrange(len(ids))
    nbrs = sorted(board.adjacency[a])
    out += [BuildTrack(me, ((ids[a], board.mileposts[nbrs[0]].id),))] if nbrs else []
    out += [BuildTrack(me, ((ids[a], rng.choice(ids)),))]
    return out


def entries(board: Board) -> list[list[Any]]:
    """[game, action number, the action, the answer (None: allowed)] for every question asked,
    and [game, action number, the action played, its log lines] for every action of the games."""
    saves = json.loads(gzip.decompress(GOLDEN.read_bytes()))
    out: list[list[Any]] = []
    for k in GAMES:
        data = saves[k]
        game = Game.from_header(board, data)
        rng = random.Random(k)
        for n, raw in enumerate(data["actions"]):
            if n % EVERY == 0:
                for action in candidates(game, rng):
                    out.append([k, n, Game.codec.to_dict(action), game.check(action)])
            result = game.process(Game.codec.from_dict(raw))
            assert result, result.reason
            out.append([k, n, raw, result.log])
    return out


def read() -> list[list[Any]]:
    book: list[list[Any]] = json.loads(gzip.decompress(BOOK.read_bytes()))
    return book


def record(board: Board) -> int:
    book = entries(board)
    BOOK.write_bytes(gzip.compress(json.dumps(book, ensure_ascii=False).encode("utf-8"), mtime=0))
    return len(book)


if __name__ == "__main__":
    from irondragon_qt.games.iron_dragon.board.map_loader import load_map

    print(f"{record(load_map())} answers recorded in {BOOK.relative_to(ROOT)}")
