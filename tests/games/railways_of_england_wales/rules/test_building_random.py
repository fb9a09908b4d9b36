"""Random builds on random boards (RW-12, RW-13, RW-14, RW-Q2, RW-Q3, RW-Q15): whatever is tried, an
accepted build never breaks the track's rules and costs what the table says; a refused one changes
nothing."""

from __future__ import annotations

import random

import pytest

from irondragon_qt.games.railways_of_england_wales.board.hexboard import (
    COLOURS,
    GREY,
    Cell,
    Coord,
    Place,
    RoewBoard,
)
from irondragon_qt.games.railways_of_england_wales.rules.building import (
    BuildPlan,
    BuildStep,
    lose_stale_links,
    plan_build,
)
from irondragon_qt.games.railways_of_england_wales.rules.costs import Costs
from irondragon_qt.games.railways_of_england_wales.rules.track import Track

from .boards import LAYOUT, printed

COSTS = Costs()


def random_board(rng: random.Random, columns: int = 9, rows: int = 7) -> RoewBoard:
    cells: dict[Coord, Cell] = {}
    for r in range(rows):
        for c in range(columns):
            if rng.random() < 0.08:
                continue  # sea
            terrain = rng.choice(["open"] * 5 + ["water", "mountain", "mountain"])
            cells[(c, r)] = Cell((c, r), terrain, rng.random() < 0.2)
    for n, at in enumerate(rng.sample(sorted(cells), 12)):
        colour = GREY if n % 4 == 3 else rng.choice(COLOURS)
        old = cells[at]
        cells[at] = Cell(at, old.terrain, old.river, Place(f"P{n}", colour, 0 if colour == GREY else 2))
    ridges = frozenset(frozenset((a, b)) for a in cells for b in LAYOUT.neighbours(*a)
                       if b in cells and a < b and rng.random() < 0.1)
    return RoewBoard("random", LAYOUT, cells, ridges)


def random_step(rng: random.Random, board: RoewBoard, track: Track, seat: int) -> BuildStep:
    """Mostly plausible (a walk from a place or an open end, sometimes into a place), now and then wild."""
    mine = [k for k in track.links if not k.complete and k.owner in (seat, None)]
    been: set[Coord] = set()
    if mine and rng.random() < 0.5:
        link = rng.choice(mine)
        at, ident, start, been = link.cells[-1], link.id, None, set(link.cells)
    else:
        start = at = rng.choice(sorted(board.places()))
        ident = None
        if rng.random() < 0.05:
            ident = rng.choice([k.id for k in track.links] or [0])  # both: refused
    cells: list[Coord] = []
    for _ in range(rng.randint(1, 5)):
        options = sorted(set(board.neighbours(at)) - been) or sorted(board.neighbours(at))
        if rng.random() < 0.03:
            options = sorted(board.cells)  # a jump
        at = rng.choice(options)
        cells.append(at)
        been.add(at)
        if board.place(at) is not None:
            break
    return BuildStep(ident, start, tuple(cells))


def expected_cost(board: RoewBoard, track: Track, plan: BuildPlan, colour_of: object) -> int:
    """The table's price of the plan's cells and edges, worked out from the rules' words."""
    assert callable(colour_of)
    paid = {at for k in track.links for at in (k.cells[0], k.cells[-1]) if board.place(at) is not None}
    total = 0
    for step in plan.steps:
        cells = ([step.start] if step.start is not None else []) + list(step.cells)
        for at in cells:
            if board.place(at) is None or (colour_of(at) == GREY and at not in paid):
                total += COSTS.hex_price(board.cells[at])  # a tile, or a town's hex paid once (RW-Q15)
            if board.place(at) is not None:
                paid.add(at)
        total += sum(COSTS.ridge for edge in step.edges if edge in board.ridges)
    return total


@pytest.mark.parametrize("seed", range(8))
def test_random_builds_keep_every_rule(seed: int) -> None:
    rng = random.Random(seed)
    board = random_board(rng)
    colour_of = printed(board)
    track = Track()
    accepted = 0
    for turn in range(1, 40):
        for seat in range(3):
            steps = [random_step(rng, board, track, seat) for _ in range(rng.randint(1, 2))]
            before = track.to_dict()
            plan = plan_build(board, track, seat, turn, steps, colour_of=colour_of)
            assert track.to_dict() == before  # planning changes nothing
            if not isinstance(plan, BuildPlan):
                assert plan.reason.endswith(")") or plan.reason.endswith(".")
                continue
            assert plan.tiles <= 4
            assert plan.cost == expected_cost(board, track, plan, colour_of)
            plan.apply(track)
            accepted += 1
            assert track.problems(board) == []
            assert all(len([k for k in track.links if at in k.tiles]) <= 2 for at in board.cells)
            assert all(k.owner == seat and k.last_built == turn for k in track.links
                       if k.id in {s.link for s in plan.steps})
        lose_stale_links(board, track, turn)
        assert all(k.owner is None for k in track.links if not k.complete and k.last_built < turn)
    assert accepted > 15 and any(k.complete for k in track.links)
    assert any(len([k for k in track.links if at in k.tiles]) == 2 for at in board.cells)  # crossovers were tried
    assert Track.from_dict(track.to_dict(), board) == track
