"""The cheapest track the computer players build along (RW-13, EW-3, RW-14, RW-Q3, RW-Q15): each
way a path search finds is a build the rules accept at the price they ask, over terrain, rivers and
ridges; and the searches kept from an earlier track (for the places a build is too far to touch)
are the very ones a fresh search finds on the new track."""

from __future__ import annotations

from collections.abc import Sequence

from irondragon_qt.games.railways_of_england_wales.board.hexboard import Coord
from irondragon_qt.games.railways_of_england_wales.bots.builds import path_finder
from irondragon_qt.games.railways_of_england_wales.bots.paths import MAX_TILES, LinkPath, PathFinder, occupancy
from irondragon_qt.games.railways_of_england_wales.rules.actions import Build
from irondragon_qt.games.railways_of_england_wales.rules.building import BuildStep, plan_build
from irondragon_qt.games.railways_of_england_wales.rules.costs import Costs, costs_of
from irondragon_qt.games.railways_of_england_wales.rules.track import Track

from ..rules.boards import city, make_board, town
from .tables import board, play


def test_RW_13_every_way_found_is_a_build_the_rules_price_alike_and_kept_searches_stay_true() -> None:
    played = play(["standard", "hard", "easy"], seed=21, upto=90, audited=False)
    game = played.game
    s = game.state
    assert sum(isinstance(a, Build) for a in played.actions) >= 10 and len(s.track.links) >= 10
    kept = path_finder(game)
    fresh = PathFinder(board(), costs_of(game.comp), occupancy(s.track, s.colour_of))
    checked = 0
    for start in sorted(board().places()):
        ways = kept.from_place(start)
        assert ways == fresh.from_place(start), start
        for end, way in ways.items():
            plan = plan_build(board(), s.track, 0, s.turn, [BuildStep(None, start, way.cells)],
                              colour_of=s.colour_of.__getitem__, max_tiles=MAX_TILES, costs=costs_of(game.comp))
            assert not hasattr(plan, "reason"), (start, end, plan)
            assert plan.cost == way.cost and plan.tiles == way.tiles and plan.completes, (start, end)
            checked += 1
    assert checked > 500


def ways(picture: str, ridges: Sequence[tuple[Coord, Coord]] = ()) -> dict[Coord, LinkPath]:
    """The cheapest ways from Aton (A) on a small board drawn as ``rules/boards.make_board`` reads it."""
    places = {k: p for k, p in {"A": city("Aton", "red"), "B": city("Bury", "blue"), "T": town("Tewby")}.items()
              if k in picture.split()}
    small = make_board(picture, places, ridges)
    colours = {at: p.colour for at, p in small.places().items()}
    return PathFinder(small, Costs(), occupancy(Track(), colours)).from_place(small.at_name("Aton"))


def test_RW_13_EW_3_the_cheapest_way_goes_round_ridges_and_mountains() -> None:
    """Straight on from Aton to Bury costs two open tiles and a ridge ($8,000); round it, three open
    tiles ($6,000). Through two mountains ($8,000) or round them by open land with a river ($9,000)."""
    way = ways("""
        A . . B
         . . . .
    """, ridges=[((1, 0), (2, 0))])[(3, 0)]
    assert (way.cost, way.tiles) == (6000, 3) and (2, 0) in way.cells and (1, 1) in way.cells
    way = ways("""
        A m m B
         ~ ~ ~ .
    """)[(3, 0)]
    assert (way.cost, way.tiles, way.cells) == (8000, 2, ((1, 0), (2, 0), (3, 0)))
    way = ways("""
        A m m B
         . . . .
    """)[(3, 0)]
    assert (way.cost, way.tiles) == (6000, 3) and (1, 0) not in way.cells and (2, 0) not in way.cells


def test_RW_Q15_a_town_is_paid_by_the_first_link_and_two_places_need_a_tile_between() -> None:
    found = ways("""
        A T . B
         . . . .
    """)
    assert (1, 0) in found and found[(1, 0)].tiles == 2 and found[(1, 0)].cost == 4000  # a tile and the town's hex
    assert all(len(w.cells) >= 2 for w in found.values())  # never straight from place to place
