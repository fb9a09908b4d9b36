"""ways.ways_to: the way to a destination beyond this turn's movement (issue 43), cut where the
rules of moving end this turn's move (M1 speed and half rate, M5 fees, E7 events that stop
trains), with the turns the rest takes; and the choice between the shortest way and the one
without fees (M5), as a player would make it."""

from __future__ import annotations

import pytest

from irondragon_qt.games.iron_dragon.board.board import Board
from irondragon_qt.games.iron_dragon.rules import events
from irondragon_qt.games.iron_dragon.rules.actions import Move, PlaceTrain
from irondragon_qt.games.iron_dragon.rules.editions import CURRENT_RULES
from irondragon_qt.games.iron_dragon.rules.game import Game
from irondragon_qt.games.iron_dragon.rules.operations import plan_move, speed
from irondragon_qt.games.iron_dragon.rules.ways import later_turns, ways_to

from .test_legal import lay, operating
from .test_move_path import ids
from .test_rules_events import INTO_BRIGHT, _snow_on_a_line, draw
from .test_rules_turns_and_freight import NORTH_DOWN, NORTH_UP, at, foreman
from .test_rules_turns_and_freight import operating as operating_3

# Kola's east milepost to Ghassouf along the way the planner builds: 24 sections
TO_GHASSOUF = ["s:3,14", "s:4,14", "s:5,14", "s:6,14", "s:7,14", "s:7,15", "s:8,15", "s:9,15", "s:10,15",
               "s:11,15", "s:12,15", "s:13,15", "s:13,16", "s:13,17", "s:14,17", "s:15,17", "s:15,18", "s:15,19",
               "s:15,20", "s:15,21", "s:15,22", "s:15,23", "s:15,24", "s:16,24", "s:17,24"]
RIVALS_TO_KUTNO = TO_GHASSOUF[:7]  # 6 sections from Kola's east milepost
OWN_TO_KUTNO = ["s:3,14", "s:4,13", "s:5,13", "s:6,13", "s:7,13", "s:8,13", "s:9,13", "s:9,14", "s:8,15"]  # 8


def _at_kola(board: Board, own: list[str] | None = None, rivals: list[str] | None = None) -> tuple[Game, int]:
    """The player to act with his train at Kola's centre (Teapot, 10 mileposts a turn), his
    track along ``own`` and his rival's along ``rivals``."""
    g = operating(board)
    cur = g.state.current
    if own:
        lay(g, cur, own)
    if rivals:
        lay(g, 1 - cur, rivals)
    assert g.process(PlaceTrain(cur, board.cities["Kola"].center))
    assert speed(g, cur) == 10
    return g, cur


def _city(board: Board, name: str) -> list[int]:
    return [board.by_id[m].index for m in board.cities[name].mileposts]


def test_R_M1_a_city_beyond_this_turns_movement_the_train_goes_as_far_as_its_speed(board: Board) -> None:
    g, cur = _at_kola(board, own=TO_GHASSOUF)
    (way,) = ways_to(g, cur, _city(board, "Ghassouf"))
    assert ids(board, way.path) == [board.cities["Kola"].center, *TO_GHASSOUF]
    assert way.mileposts == 25 and way.stop == 10 and ids(board, way.this_turn)[-1] == "s:11,15"  # type: ignore[index]
    assert way.more_turns == 2 and way.blocked is None and way.fees_gp == 0 and not way.arrives
    assert way.rest[0] == way.this_turn[-1] and way.rest[-1] == way.path[-1]
    assert plan_move(g, cur, way.this_turn)[0] is None  # what a second click moves: legal now
    assert g.process(Move(cur, tuple(board.mileposts[i].id for i in way.this_turn)))
    (later,) = ways_to(g, cur, _city(board, "Ghassouf"))
    assert later.path == way.path[10:] and later.stop == 0 and later.more_turns == 2  # no movement left now


def test_R_M1_the_turns_the_rest_takes_count_half_rate_areas(board: Board) -> None:
    """8 steps along a line into Bright under Snow: 3 outside, then half rate (M1): 7 mileposts
    this turn, the last one in a second turn begun in the area; without Snow, one turn."""
    g, cur = _snow_on_a_line(board, INTO_BRIGHT)
    line = [board.by_id[m].index for m in INTO_BRIGHT]
    assert later_turns(g, cur, line) == (2, 0)
    (way,) = ways_to(g, cur, [line[-1]])
    assert (way.stop, way.more_turns) == (7, 1)
    g.state.events.clear()
    assert later_turns(g, cur, line) == (1, 0)
    assert ways_to(g, cur, [line[-1]])[0].arrives


def test_R_M1_the_rest_is_halved_after_the_step_into_the_area_as_the_rules_edition_has_it(board: Board) -> None:
    """7 steps into Bright under Snow, 8 movement left at the step in: 4 after it (M1, this
    edition), enough for the 4 still to go, so one turn; rules edition 2 halves before the step
    (3 after it), so the last step takes a second turn, as the move itself has it."""
    for rules, turns in ((CURRENT_RULES, 1), (2, 2)):
        g, cur = _snow_on_a_line(board, INTO_BRIGHT, rules)
        assert later_turns(g, cur, [board.by_id[m].index for m in INTO_BRIGHT[:8]]) == (turns, 0)


def test_R_M1_a_later_turn_begun_in_a_half_rate_area_runs_at_the_half_rate(board: Board) -> None:
    """Out of Bright under Snow, 6 steps from inside: 5 at the half rate (M1), the last in a
    second turn, though the train leaves the area on the 6th."""
    g, cur = _snow_on_a_line(board, INTO_BRIGHT)
    out = [board.by_id[m].index for m in reversed(INTO_BRIGHT[2:])]
    assert [events.half_rate(g, m) for m in out] == [True] * 6 + [False]
    assert later_turns(g, cur, out) == (2, 0)
    assert later_turns(g, cur, out[:6]) == (1, 0)


def test_R_E7_an_event_that_stops_trains_ends_this_turns_move_before_it(board: Board) -> None:
    g, cur = _at_kola(board, own=TO_GHASSOUF)
    draw(g, "classic", "129")  # Ice Storm: no train moves onto or off mountains within 10 of Kola
    (way,) = ways_to(g, cur, _city(board, "Kutno"))
    assert ids(board, way.this_turn) == [board.cities["Kola"].center, "s:3,14", "s:4,14"]  # s:5,14 is a mountain
    assert way.blocked == "ICE STORM: no train moves onto mountain mileposts now (E7)."
    assert way.more_turns == 1


def test_R_M5_within_this_turn_the_way_without_fees_comes_first_and_the_shorter_one_is_named(board: Board) -> None:
    """Own track 2 mileposts longer than the rival's to Kutno, both within the 10 mileposts."""
    g, cur = _at_kola(board, own=OWN_TO_KUTNO, rivals=RIVALS_TO_KUTNO)
    free, paid = ways_to(g, cur, _city(board, "Kutno"))
    assert ids(board, free.path)[1:] == OWN_TO_KUTNO and free.arrives  # type: ignore[index]
    assert (free.mileposts, free.fees_gp, free.owners, free.fees_to) == (9, 0, (), ())
    assert ids(board, paid.path)[1:] == RIVALS_TO_KUTNO and paid.arrives  # type: ignore[index]
    assert (paid.mileposts, paid.fees_gp, paid.owners, paid.fees_to) == (7, 4, (1 - cur,), (1 - cur,))


def test_R_M5_the_shorter_way_with_fees_comes_first_when_it_saves_a_turn(board: Board) -> None:
    g, cur = _at_kola(board, own=OWN_TO_KUTNO, rivals=RIVALS_TO_KUTNO)
    g.state.turn.move_left = 8  # tests only: enough for the rival's way (7), not for his own (9)
    paid, free = ways_to(g, cur, _city(board, "Kutno"))
    assert paid.owners == (1 - cur,) and paid.arrives and paid.more_turns == 0
    assert free.owners == () and (free.stop, free.more_turns) == (8, 1)


def test_R_M5_a_fee_already_paid_this_turn_makes_the_rivals_track_free(board: Board) -> None:
    g, cur = _at_kola(board, own=OWN_TO_KUTNO, rivals=RIVALS_TO_KUTNO)
    g.state.turn.fees_paid_to.add(1 - cur)  # paid once this turn: his track is free until it ends
    (way,) = ways_to(g, cur, _city(board, "Kutno"))
    assert ids(board, way.path)[1:] == RIVALS_TO_KUTNO and way.fees_to == () and way.fees_gp == 0  # type: ignore[index]


@pytest.mark.parametrize("own", [True, False])
def test_R_M5_without_the_fee_the_rivals_way_stops_where_his_track_begins(board: Board, own: bool) -> None:
    g, cur = _at_kola(board, own=OWN_TO_KUTNO if own else None, rivals=RIVALS_TO_KUTNO)
    g.state.players[cur].cash = 3
    ways = ways_to(g, cur, _city(board, "Kutno"))
    if own:  # the rival's way is not named: it cannot be taken now
        assert [ids(board, w.path)[1:] for w in ways] == [OWN_TO_KUTNO]  # type: ignore[index]
        return
    (way,) = ways
    rival = g.state.players[1 - cur].name
    assert way.stop == 1 and way.blocked == f"Using {rival}'s track costs 4 GP, which you do not have (M5)."


def test_nothing_when_no_track_leads_there(board: Board) -> None:
    g = operating(board)
    lay(g, g.state.current, OWN_TO_KUTNO)
    assert ways_to(g, g.state.current, _city(board, "Kutno")) == []  # no train on the map yet
    g, cur = _at_kola(board, own=OWN_TO_KUTNO)
    assert ways_to(g, cur, _city(board, "Ghassouf")) == []
    assert ways_to(g, cur, [board.by_id["s:5,16"].index]) == []  # no track at all there
    assert ways_to(g, cur, [g.state.players[cur].position]) == []  # where it stands



def test_R_M5_fees_on_later_turns_are_due_again_each_turn(board: Board) -> None:
    """All the way to Ghassouf on the rival's track: 4 GP this turn and 4 GP in each of the two
    turns the rest takes (M5: once per turn, to each opponent whose track the turn uses)."""
    g, cur = _at_kola(board, rivals=TO_GHASSOUF)
    (way,) = ways_to(g, cur, _city(board, "Ghassouf"))
    assert (way.stop, way.more_turns, way.blocked) == (10, 2, None)
    assert way.fees_to == (1 - cur,) and way.owners == (1 - cur,) and way.fees_gp == 12
    assert later_turns(g, cur, way.rest) == (2, 8)


def test_R_M5_a_fee_paid_this_turn_is_due_again_next_turn_so_the_way_keeps_to_own_track(board: Board) -> None:
    """Own track to Ghassouf, and beside it, beyond this turn's movement, two sections of the
    rival's as long as the own pair they pass (s:13,16-s:14,16-s:14,17). He is paid this turn,
    but next turn his track would cost 4 GP again (M5): the way keeps to the player's own."""
    g, cur = _at_kola(board, own=TO_GHASSOUF, rivals=["s:13,16", "s:14,16", "s:14,17"])
    g.state.turn.fees_paid_to.add(1 - cur)
    (way,) = ways_to(g, cur, _city(board, "Ghassouf"))
    assert ids(board, way.path)[1:] == TO_GHASSOUF  # type: ignore[index]
    assert way.owners == () and way.fees_gp == 0 and way.stop == 10


def test_R_M5_of_two_equally_long_ways_the_one_over_track_already_paid_for_is_taken(board: Board) -> None:
    """Three players. From Kola to Kutno, 7 mileposts either way: over Bob's track (paid this
    turn, so free) or mostly over the player's own and then Cy's (4 GP): Bob's way is the one
    (M5), though it uses more of others' track, and the one with a fee is not named."""
    g = operating_3(board)
    me = g.state.current
    bob, cy = (me + 1) % 3, (me + 2) % 3
    lay(g, me, ["s:3,14", "s:4,14", "s:5,14", "s:6,14", "s:7,14"])
    lay(g, bob, ["s:6,14", "s:6,15", "s:7,15", "s:8,15"])
    lay(g, cy, ["s:7,14", "s:8,14", "s:8,15"])
    at(g, me, board.cities["Kola"].center)
    g.state.turn.fees_paid_to.add(bob)
    (way,) = ways_to(g, me, _city(board, "Kutno"))
    assert ids(board, way.path)[4:] == ["s:6,14", "s:6,15", "s:7,15", "s:8,15"]  # type: ignore[index]
    assert way.arrives and way.owners == (bob,) and way.fees_to == () and way.fees_gp == 0
    g.state.turn.fees_paid_to.clear()  # Bob not paid: Cy's way has fewer sections of others' track
    (way,) = ways_to(g, me, _city(board, "Kutno"))
    assert ids(board, way.path)[4:] == ["s:6,14", "s:7,14", "s:8,14", "s:8,15"]  # type: ignore[index]
    assert way.owners == (cy,) and way.fees_to == (cy,) and way.fees_gp == 4


def test_R_M5_a_way_wholly_over_the_rivals_track_still_names_the_free_one(board: Board) -> None:
    """On Kola's east milepost, where both lines begin: the rival's way (every section his)
    and the player's own, 2 longer, both within the movement left (M5)."""
    g, cur = _at_kola(board, own=OWN_TO_KUTNO, rivals=RIVALS_TO_KUTNO)
    assert g.process(Move(cur, (board.cities["Kola"].center, "s:3,14")))
    free, paid = ways_to(g, cur, _city(board, "Kutno"))
    assert ids(board, free.path) == OWN_TO_KUTNO and free.fees_gp == 0 and free.arrives
    assert ids(board, paid.path) == RIVALS_TO_KUTNO and paid.fees_to == (1 - cur,) and paid.arrives


def test_R_M5_the_way_without_fees_passes_where_the_rivals_track_joins_it(board: Board) -> None:
    """A section of the rival's joins his line to the player's own at s:6,13: the way without
    fees goes on past it, and is still offered first (M5)."""
    g, cur = _at_kola(board, own=OWN_TO_KUTNO, rivals=RIVALS_TO_KUTNO)
    lay(g, 1 - cur, ["s:6,14", "s:6,13"])
    free, paid = ways_to(g, cur, _city(board, "Kutno"))
    assert ids(board, free.path)[1:] == OWN_TO_KUTNO and free.fees_gp == 0  # type: ignore[index]
    assert ids(board, paid.path)[1:] == RIVALS_TO_KUTNO and paid.fees_gp == 4  # type: ignore[index]


def test_R_M6_a_way_into_the_underground_counts_the_bribe(board: Board) -> None:
    """Down the north tunnel: a 1 GP bribe for the player who pays it (a Human's foreman), none
    for the holder of the Orc, who collects them (M6)."""
    g = operating_3(board)
    me = g.state.current
    orc = (me + 1) % 3
    g.state.players[me].foreman = foreman(board, "human")
    g.state.players[orc].foreman = foreman(board, "orc")
    at(g, me, NORTH_UP)
    (way,) = ways_to(g, me, [board.by_id[NORTH_DOWN].index])
    assert way.arrives and way.bribe == 1 and way.fees_gp == 0
    g.state.players[me].foreman, g.state.players[orc].foreman = foreman(board, "orc"), foreman(board, "human")
    (way,) = ways_to(g, me, [board.by_id[NORTH_DOWN].index])
    assert way.arrives and way.bribe == 0
