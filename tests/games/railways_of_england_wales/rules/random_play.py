"""Random legal play on the real board, for the tests and ``benchmarks/bench_random_games.py``: the
kind of action first (pass, bid, build, deliver, urbanize, upgrade, take a card), then one of that
kind over ``legal_actions``. Pure chance would lay tiles in circles and never finish a link, so a
build leans towards finishing: a tile that continues a link goes, more often than not, to the
neighbour nearest a place the link has not reached; and a delivery, when there is one, is taken
more often than the other kinds. Every game must end by the rules (EW-10)."""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

from irondragon_qt.games.railways_of_england_wales.board.hexboard import GREY, RoewBoard
from irondragon_qt.games.railways_of_england_wales.rules import actions as a
from irondragon_qt.games.railways_of_england_wales.rules.game import Game
from irondragon_qt.games.railways_of_england_wales.rules.legal import deliveries, legal_actions, one_tile_builds
from irondragon_qt.games.railways_of_england_wales.rules.state import Phase

NAMES = ["Ada", "Brunel", "Cubitt", "Locke", "Stephenson"]
MAX_ACTIONS = 20_000
DELIVER_SHARE = 0.5  # how often a delivery is taken when there is one
TOWARDS_SHARE = 0.8  # how often a continued link heads for the nearest place it has not reached


def _candidates(game: Game) -> dict[str, list[Any]]:
    """The candidates of each kind, not yet checked (checking all of them, as ``legal_actions``
    does, would take most of the time: a build's check plans it)."""
    s, seat = game.state, game.current_seat()
    if s.phase != Phase.ACTIONS:
        return {"any": legal_actions(game)}
    towns = [at for at, c in sorted(s.colour_of.items()) if c == GREY]
    builds = list(one_tile_builds(game, seat))
    return {"Pass": [a.Pass(seat)], "Upgrade": [a.Upgrade(seat)],
            "TakeCard": [a.TakeCard(seat, card) for card in s.display],
            "Urbanize": [a.Urbanize(seat, at, colour) for at in towns for colour in sorted(set(s.new_cities))],
            "Deliver": list(deliveries(game, seat)),
            "start": [b for b in builds if b.steps[0].link is None],
            "continue": [b for b in builds if b.steps[0].link is not None]}


def _nearest_first(game: Game, builds: list[a.Build]) -> list[a.Build]:
    """Builds continuing links, those whose tile is nearest a place their link has not reached first."""
    links = {link.id: link for link in game.state.track.links}

    def distance(build: a.Build) -> int:
        step = build.steps[0]
        visited = set(links[step.link].cells) if step.link is not None else set()
        return next((d for d, p in game.board.places_by_distance(step.cells[-1]) if p not in visited), 99)

    return sorted(builds, key=distance)


def choose(game: Game, rng: random.Random) -> Any:
    """The kind first, then a legal action of that kind (a kind with none is dropped)."""
    kinds = {k: v for k, v in _candidates(game).items() if v}
    while kinds:
        if "Deliver" in kinds and rng.random() < DELIVER_SHARE:
            kind = "Deliver"
        else:
            kind = rng.choice(sorted(kinds))
        options = kinds.pop(kind)
        rng.shuffle(options)
        if kind == "continue" and rng.random() < TOWARDS_SHARE:
            options = _nearest_first(game, options)
        for action in options:
            if game.check(action) is None:
                return action
    raise AssertionError(f"nothing legal at action {len(game.log)}")


def play(board: RoewBoard, seed: int, players: int = 3, upto: int | None = None,
         each: Callable[[Game], None] | None = None) -> Game:
    game = Game(board, NAMES[:players], seed=seed)
    rng = random.Random(seed)
    for _ in range(MAX_ACTIONS if upto is None else upto):
        if game.is_over():
            break
        choice = choose(game, rng)
        result = game.process(choice)
        assert result, f"seed {seed}: a checked action was refused: {choice}"
        if each is not None:
            each(game)
    return game
