"""Building track, rule by rule (RW-12, RW-13, RW-14, EW-3, EW-8, RW-Q2, RW-Q3, RW-Q15, RW-Q16): what a
build costs, what it lays, and each refusal's words."""

from __future__ import annotations

import pytest

from irondragon_qt.games.railways_of_england_wales.board.hexboard import Coord, RoewBoard
from irondragon_qt.games.railways_of_england_wales.rules.building import (
    BuildPlan,
    BuildStep,
    Refusal,
    lose_stale_links,
    plan_build,
)
from irondragon_qt.games.railways_of_england_wales.rules.costs import Costs
from irondragon_qt.games.railways_of_england_wales.rules.track import Track

from .boards import city, make_board, printed, town

C = Costs()
NAMES = ("Ann", "Bob", "Cat")
ANN, BOB = 0, 1

# one row of terrain between Leeds and York, a second row of open land beneath
TERRAIN_ROW = make_board("""
    L . ~ w m M Y
     . . . . . . .
""", places={"L": city("Leeds", "red"), "Y": city("York", "blue")})
# a long open row: 5 tiles between Leeds and York
LONG = make_board("""
    L . . . . . Y
     . . . . . . .
""", places={"L": city("Leeds", "red"), "Y": city("York", "blue")})
# a mountain hex x ringed by six places: links cross on it
CROSS = make_board("""
    _ A B _
     E m F
    _ C D _
""", places={k: city(f"City {k}", "red") for k in "ABCDEF"})
X = (1, 1)


def new(start: Coord, *cells: Coord) -> BuildStep:
    return BuildStep(None, start, tuple(cells))


def cont(link: int, *cells: Coord) -> BuildStep:
    return BuildStep(link, None, tuple(cells))


def plan(board: RoewBoard, track: Track, *steps: BuildStep, seat: int = ANN, turn: int = 1,
         **kw: object) -> BuildPlan | Refusal:
    kw.setdefault("colour_of", printed(board))
    return plan_build(board, track, seat, turn, list(steps), names=NAMES, **kw)  # type: ignore[arg-type]


def build(board: RoewBoard, track: Track, *steps: BuildStep, **kw: object) -> BuildPlan:
    result = plan(board, track, *steps, **kw)
    assert isinstance(result, BuildPlan), result
    result.apply(track)
    return result


def refused(board: RoewBoard, track: Track, *steps: BuildStep, **kw: object) -> str:
    before = track.to_dict()
    result = plan(board, track, *steps, **kw)
    assert isinstance(result, Refusal), f"expected a refusal, got a plan costing {result.cost}"
    assert track.to_dict() == before  # a refusal changes nothing
    return result.reason


def row(board: RoewBoard, first: int, last: int, r: int = 0) -> list[Coord]:
    return [(c, r) for c in range(first, last + 1)]


# --- RW-13 / EW-3 / EW-8: costs ----------------------------------------------------------------------

def test_rw13_ew3_tile_prices_by_terrain_and_river() -> None:
    """RW-13, EW-3: open, open with a river (water price), water, mountain, mountain with a river
    (mountain price); finishing into a city costs nothing more."""
    track = Track()
    first = build(TERRAIN_ROW, track, new((0, 0), *row(TERRAIN_ROW, 1, 4)))
    assert first.cost == C.open + C.water + C.water + C.mountain
    assert first.tiles == 4 and first.completes == ()
    second = build(TERRAIN_ROW, track, cont(0, (5, 0), (6, 0)), turn=2)
    assert second.cost == C.mountain and second.tiles == 1 and second.completes == (0,)


def test_rw13_each_ridge_crossed_costs_more_even_into_the_end_place() -> None:
    """RW-13: +$4,000 a ridge edge, the edge into the end place included."""
    board = make_board("L . . Y", places={"L": city("Leeds", "red"), "Y": city("York", "blue")},
                       ridges=[((1, 0), (2, 0)), ((2, 0), "Y")])
    result = plan(board, Track(), new((0, 0), (1, 0), (2, 0), (3, 0)))
    assert isinstance(result, BuildPlan)
    assert result.cost == 2 * C.open + 2 * C.ridge


def test_ew8_tunnel_prices_mountains_at_2000_and_ridges_still_cost() -> None:
    """EW-8, EW-Q5: with the Tunnel Engineer each mountain hex (with a river too) costs $2,000; a
    ridge still costs."""
    board = make_board("L m M . Y", places={"L": city("Leeds", "red"), "Y": city("York", "blue")},
                       ridges=[((1, 0), (2, 0))])
    steps = new((0, 0), (1, 0), (2, 0), (3, 0), (4, 0))
    with_tunnel, without = plan(board, Track(), steps, tunnel=True), plan(board, Track(), steps)
    assert isinstance(with_tunnel, BuildPlan) and isinstance(without, BuildPlan)
    assert with_tunnel.cost == 2 * C.tunnel + C.open + C.ridge
    assert without.cost == 2 * C.mountain + C.open + C.ridge


def test_costs_are_a_parameter() -> None:
    """The numbers come from ``Costs`` (later data): other numbers, other prices."""
    cheap = Costs(open=1000, water=1500, mountain=2500, ridge=500, tunnel=100, river=1500)
    result = plan(TERRAIN_ROW, Track(), new((0, 0), *row(TERRAIN_ROW, 1, 4)), costs=cheap)
    assert isinstance(result, BuildPlan) and result.cost == 1000 + 1500 + 1500 + 2500


def test_discount_comes_off_the_total_never_below_zero() -> None:
    steps = new((0, 0), *row(TERRAIN_ROW, 1, 2))
    some = plan(TERRAIN_ROW, Track(), steps, discount=1000)
    all_of_it = plan(TERRAIN_ROW, Track(), steps, discount=99000)
    assert isinstance(some, BuildPlan) and isinstance(all_of_it, BuildPlan)
    assert (some.gross, some.cost) == (C.open + C.water, C.open + C.water - 1000)
    assert (all_of_it.cost, all_of_it.discount) == (0, C.open + C.water)
    assert some.lines[-1] == "A card takes $1,000 off: Ann pays $4,000."


# --- RW-12: four tiles, links continued later ------------------------------------------------------

def test_rw12_at_most_four_tiles_a_build() -> None:
    steps = new((0, 0), *row(LONG, 1, 5))
    assert refused(LONG, Track(), steps) == "Only 4 tiles a build (RW-12)."
    assert isinstance(plan(LONG, Track(), steps, max_tiles=5), BuildPlan)  # a card raises the limit


def test_rw12_the_limit_counts_every_step_of_the_build() -> None:
    result = plan(LONG, Track(), new((0, 0), *row(LONG, 1, 3)), new((6, 0), (5, 0), (4, 0)))
    assert isinstance(result, Refusal) and result.step == 1
    assert result.reason == "Only 4 tiles a build (RW-12)."


def test_rw12_a_link_started_earlier_is_continued_later() -> None:
    track = Track()
    build(LONG, track, new((0, 0), *row(LONG, 1, 4)), turn=1)
    link = track.link(0)
    assert (link.complete, link.owner, link.last_built) == (False, ANN, 1)
    build(LONG, track, cont(0, (5, 0), (6, 0)), turn=2)
    assert (link.complete, link.cells[-1], link.last_built) == (True, (6, 0), 2)
    assert link.tiles == row(LONG, 1, 5)


def test_rw12_a_link_started_in_this_build_may_be_continued_by_a_later_step() -> None:
    result = build(LONG, Track(), new((0, 0), (1, 0), (2, 0)), cont(0, (3, 0)))
    assert result.tiles == 3 and [s.link for s in result.steps] == [0, 0]


def test_rw12_nothing_to_build_is_refused() -> None:
    assert refused(LONG, Track()) == (
        "Nothing to build: a build lays track from a place or on an unfinished link (RW-12).")
    assert refused(LONG, Track(), new((0, 0))) == "A build step lays at least one hex (RW-12)."


# --- RW-14: from place to place, hex by hex --------------------------------------------------------

def test_rw14_a_link_starts_at_a_place() -> None:
    assert refused(LONG, Track(), new((1, 0), (2, 0))) == (
        "The open hex east of Leeds is no city or town: a link starts at a place (RW-14).")
    assert refused(LONG, Track(), BuildStep(None, None, ((1, 0),))) == "A new link starts from a city or town (RW-14)."


def test_rw14_tiles_are_laid_next_to_the_last_cell_on_land() -> None:
    assert refused(LONG, Track(), new((0, 0), (2, 0))) == (
        "The open hex 2 hexes east of Leeds is not next to Leeds, where the track ends: "
        "a link is laid hex by hex (RW-14).")
    board = make_board("L . _ Y", places={"L": city("Leeds", "red"), "Y": city("York", "blue")})
    assert refused(board, Track(), new((0, 0), (1, 0), (2, 0))) == (
        "A hex off the board is not land: track is laid on land only (RW-14).")


def test_rw14_track_never_passes_through_a_place() -> None:
    board = make_board("L . T . Y", places={"L": city("Leeds", "red"), "T": town("Tadcaster"),
                                            "Y": city("York", "blue")})
    assert refused(board, Track(), new((0, 0), (1, 0), (2, 0), (3, 0))) == (
        "Track ends at Tadcaster: a link never passes through a city or town (RW-14).")


def test_rw14_a_link_never_uses_a_cell_twice() -> None:
    # (1, 1) touches both (1, 0) and (2, 0): the link would come back to (1, 0)
    assert refused(LONG, Track(), new((0, 0), (1, 0), (2, 0), (1, 1), (1, 0))) == (
        "The link already runs through the open hex east of Leeds: a link never uses a hex twice (RW-14).")


def test_rw14_a_finished_link_is_not_continued() -> None:
    track = Track()
    build(CROSS, track, new((1, 0), X, (2, 2)))
    assert refused(CROSS, track, cont(0, (2, 1))) == (
        "The link from City A to City D is complete: there is nothing to continue (RW-14).")
    assert refused(CROSS, track, cont(7, (2, 1))) == "There is no link 7 to continue (RW-14)."
    assert refused(CROSS, track, BuildStep(0, (1, 0), (X,))) == (
        "A step either continues a link or starts a new one, not both (RW-12).")


def test_rw14_completing_makes_the_link_and_says_so() -> None:
    track = Track()
    result = build(LONG, track, new((0, 0), *row(LONG, 1, 4)), turn=3)
    assert result.lines == ("Ann builds 4 tiles from Leeds toward York ($8,000).",)
    lines = build(LONG, track, cont(0, (5, 0), (6, 0)), turn=4).lines
    assert lines == ("Ann builds 1 more tile from Leeds to York ($2,000).",)


# --- RW-Q15: at least one tile, towns, cities, places' edges ---------------------------------------

def test_rwq15_every_link_has_a_tile() -> None:
    assert refused(CROSS, Track(), new((1, 0), (2, 0))) == (
        "A link needs at least one tile: City A cannot be joined straight to City B (RW-Q15).")


def test_rwq15_a_town_is_one_tile_at_its_terrain_price_paid_once() -> None:
    """RW-Q15: the first link into a town pays its hex and counts it as a tile; the next does not."""
    board = make_board("L . T/m . Y", places={"L": city("Leeds", "red"), "T": town("Tadcaster"),
                                              "Y": city("York", "blue")})
    track = Track()
    into = build(board, track, new((0, 0), (1, 0), (2, 0)))
    assert (into.tiles, into.cost) == (2, C.open + C.mountain)
    out = build(board, track, new((2, 0), (3, 0), (4, 0)))
    assert (out.tiles, out.cost) == (1, C.open)


def test_rwq15_the_first_link_starting_from_a_town_pays_for_it() -> None:
    """Our decision (building.py): a link that starts from an unpaid town pays its hex too."""
    board = make_board("L . T/m . Y", places={"L": city("Leeds", "red"), "T": town("Tadcaster"),
                                              "Y": city("York", "blue")})
    track = Track()
    first = build(board, track, new((2, 0), (3, 0), (4, 0)))
    assert (first.tiles, first.cost) == (2, C.mountain + C.open)
    second = build(board, track, new((0, 0), (1, 0), (2, 0)))
    assert (second.tiles, second.cost) == (1, C.open)


def test_rwq15_a_town_counts_against_the_four_tiles() -> None:
    board = make_board("L . . . . T", places={"L": city("Leeds", "red"), "T": town("Tadcaster")})
    assert refused(board, Track(), new((0, 0), *row(board, 1, 5))) == "Only 4 tiles a build (RW-12)."


def test_rw15_an_urbanized_town_is_a_city_free_and_no_tile() -> None:
    """RW-15 with RW-Q15: ``colour_of`` decides, not the printed colour."""
    board = make_board("L . T/m . Y", places={"L": city("Leeds", "red"), "T": town("Tadcaster"),
                                              "Y": city("York", "blue")})
    result = plan(board, Track(), new((0, 0), (1, 0), (2, 0)), colour_of=printed(board, {(2, 0): "blue"}))
    assert isinstance(result, BuildPlan) and (result.tiles, result.cost) == (1, C.open)


def test_rwq15_a_place_takes_one_link_per_hex_edge() -> None:
    track = Track()
    build(CROSS, track, new((1, 0), X, (2, 2)))
    assert refused(CROSS, track, new((0, 1), X, (1, 0))) == (
        "City A already has a link on that side: a city or town takes one link per hex edge (RW-Q15).")


def test_rwq15_two_links_between_the_same_places() -> None:
    track = Track()
    build(LONG, track, new((0, 0), *row(LONG, 1, 4)), cont(0, (5, 0), (6, 0)), max_tiles=10)
    build(LONG, track, new((0, 0), *row(LONG, 0, 5, r=1), (6, 0)), max_tiles=10)
    assert [k.id for k in track.links_between((6, 0), (0, 0))] == [0, 1]


# --- RW-Q3 / RW-Q15: crossovers --------------------------------------------------------------------

def test_rwq3_two_links_cross_on_a_hex_sharing_no_edge_each_at_its_price() -> None:
    track = Track()
    first = build(CROSS, track, new((1, 0), X, (2, 2)))
    second = build(CROSS, track, new((2, 0), X, (1, 2)))
    assert first.cost == second.cost == C.mountain
    assert {k.id for k in track.links_at(X)} == {0, 1}
    assert track.problems(CROSS) == []


def test_rwq3_a_hex_takes_at_most_two_links() -> None:
    track = Track()
    build(CROSS, track, new((1, 0), X, (2, 2)), new((2, 0), X, (1, 2)))
    assert refused(CROSS, track, new((0, 1), X, (2, 1))) == (
        "The mountain hex east of City E already holds two links crossing: "
        "a hex takes at most two (RW-Q3, RW-Q15).")


def test_rwq3_crossing_links_share_no_hex_edge() -> None:
    track = Track()
    build(LONG, track, new((0, 0), (1, 0), (2, 0), (3, 0)))
    # a second link from Leeds below, then up into the first link's hexes and along its edge
    assert refused(LONG, track, new((0, 0), (0, 1), (1, 0), (2, 0))) == (
        "Track already runs between the open hex east of Leeds and the open hex 2 hexes east of Leeds: "
        "links that cross share no hex edge (RW-Q3, RW-Q15).")
    assert isinstance(plan(LONG, track, new((0, 0), (0, 1), (1, 0), (1, 1))), BuildPlan)


def test_rwq3_an_open_end_is_not_crossed_over_the_edge_it_will_take() -> None:
    """An unfinished link's open end may be crossed; it then continues over a free edge only."""
    track = Track()
    build(CROSS, track, new((1, 0), X))
    build(CROSS, track, new((0, 1), X, (2, 1)), seat=BOB)
    assert refused(CROSS, track, cont(0, (2, 1))) == (
        "City F already has a link on that side: a city or town takes one link per hex edge (RW-Q15).")
    assert isinstance(plan(CROSS, track, cont(0, (2, 2))), BuildPlan)


# --- RW-Q2 / RW-Q16: who continues an unfinished link -----------------------------------------------

def test_rwq2_only_the_owner_continues_an_unfinished_link() -> None:
    track = Track()
    build(LONG, track, new((0, 0), (1, 0), (2, 0)), turn=1)
    assert refused(LONG, track, cont(0, (3, 0)), seat=BOB, turn=1) == (
        "The unfinished link from Leeds is Ann's: only its owner may continue it (RW-Q2).")


def test_rwq2_a_link_not_continued_by_the_next_turn_is_lost() -> None:
    """RW-Q2: built in turn 1, still Ann's at the end of turn 1; not continued in turn 2, it is lost
    at the end of turn 2."""
    track = Track()
    build(LONG, track, new((0, 0), (1, 0), (2, 0)), turn=1)
    assert lose_stale_links(LONG, track, 1, NAMES) == []
    assert track.link(0).owner == ANN
    assert lose_stale_links(LONG, track, 2, NAMES) == [
        "Ann lets the unfinished link from Leeds lapse: anyone may continue it now (RW-Q2, RW-Q16)."]
    assert track.link(0).owner is None


def test_rwq2_a_link_continued_each_turn_stays() -> None:
    track = Track()
    build(LONG, track, new((0, 0), (1, 0)), turn=1)
    build(LONG, track, cont(0, (2, 0)), turn=2)
    assert lose_stale_links(LONG, track, 2, NAMES) == [] and track.link(0).owner == ANN
    build(LONG, track, cont(0, (3, 0), (4, 0), (5, 0), (6, 0)), turn=3)
    assert lose_stale_links(LONG, track, 9, NAMES) == []  # a complete link is never lost


def test_rwq16_a_lost_link_is_continued_by_anyone_who_then_owns_it() -> None:
    track = Track()
    build(LONG, track, new((0, 0), (1, 0), (2, 0)), turn=1)
    lose_stale_links(LONG, track, 2)
    assert [k.id for k in track.continuable(BOB)] == [0] == [k.id for k in track.continuable(ANN)]
    result = build(LONG, track, cont(0, (3, 0)), seat=BOB, turn=3)
    assert result.steps[0].takes_over
    assert result.lines[0] == "Bob takes over the unfinished link from Leeds (RW-Q16)."
    assert (track.link(0).owner, track.link(0).last_built) == (BOB, 3)
    assert track.continuable(ANN) == []
    assert refused(LONG, track, cont(0, (4, 0)), seat=ANN, turn=3) == (
        "The unfinished link from Leeds is Bob's: only its owner may continue it (RW-Q2).")


# --- the plan and its application ------------------------------------------------------------------

def test_a_plan_changes_nothing_until_applied_and_only_on_its_track() -> None:
    track = Track()
    before = track.to_dict()
    result = plan(LONG, track, new((0, 0), (1, 0)))
    assert isinstance(result, BuildPlan) and track.to_dict() == before
    build(LONG, track, new((6, 0), (5, 0)))
    with pytest.raises(ValueError, match="changed since"):
        result.apply(track)


def test_a_plan_says_the_cells_and_edges_of_each_step() -> None:
    result = plan(LONG, Track(), new((0, 0), (1, 0), (2, 0)))
    assert isinstance(result, BuildPlan)
    step = result.steps[0]
    assert step.cells == ((1, 0), (2, 0)) and step.start == (0, 0)
    assert step.edges == (frozenset({(0, 0), (1, 0)}), frozenset({(1, 0), (2, 0)}))


def test_several_steps_say_the_total() -> None:
    result = build(LONG, Track(), new((0, 0), (1, 0)), new((6, 0), (5, 0)), seat=2)
    assert result.lines == ("Cat builds 1 tile from Leeds toward York ($2,000).",
                            "Cat builds 1 tile from York toward Leeds ($2,000).", "Cat pays $4,000 in all.")


def test_finishing_without_a_tile_is_a_build() -> None:
    track = Track()
    build(LONG, track, new((0, 0), *row(LONG, 1, 4)), cont(0, (5, 0)), max_tiles=5)
    result = build(LONG, track, cont(0, (6, 0)), turn=2)
    assert (result.tiles, result.cost, result.completes) == (0, 0, (0,))
    assert result.lines == ("Ann finishes the link from Leeds into York ($0).",)


@pytest.mark.parametrize(("kw", "word"), [({"seat": -1}, "seat"), ({"turn": -1}, "turn"),
                                          ({"max_tiles": 0}, "max_tiles"), ({"discount": -5}, "discount")])
def test_bad_arguments_are_named(kw: dict[str, int], word: str) -> None:
    with pytest.raises(ValueError, match=word):
        plan(LONG, Track(), new((0, 0), (1, 0)), **kw)


@pytest.mark.parametrize("step", [BuildStep(None, (0, 0), ([1, 0],)),  # type: ignore[arg-type]
                                  BuildStep(None, [0, 0], ((1, 0),)),  # type: ignore[arg-type]
                                  BuildStep("0", None, ((1, 0),)),  # type: ignore[arg-type]
                                  ((0, 0), (1, 0))])
def test_malformed_steps_are_named(step: BuildStep) -> None:
    """Bad input (not a player's mistake) is a ValueError naming the step, and changes nothing."""
    with pytest.raises(ValueError, match="build step #1"):
        plan(LONG, Track(), step)
