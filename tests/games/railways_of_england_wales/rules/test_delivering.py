"""Delivering goods through the Game (RW-17, RW-18, RW-19, RW-Q8, RW-Q9) and the Rail Inspector
(EW-9, EW-Q6, EW-Q9): the cube leaves play, each link scores its owner, an emptied city gets its
marker; a Rail Inspector's holders are asked in turn from the deliverer's left, and the first to
play it blocks the delivery."""

from __future__ import annotations

from irondragon_qt.games.railways_of_england_wales.rules import actions as a
from irondragon_qt.games.railways_of_england_wales.rules.game import Game
from irondragon_qt.games.railways_of_england_wales.rules.state import Phase

from .positions import ANN, BOB, CAT, DAN, act, at, balanced, give, link, refused, set_cubes, show, started

LIVERPOOL = at("Liverpool")


def position(players: int = 3) -> tuple[Game, int]:
    """Liverpool with a purple and a red cube, a link of Bob's from Liverpool to Manchester (purple),
    no card on the display; the link's id."""
    game = started(players)
    show(game)
    set_cubes(game, "Liverpool", "purple", "red")
    return game, link(game, "Liverpool", "Manchester", BOB)


# --- RW-17, RW-18, RW-19 ------------------------------------------------------------------------------
def test_rw17_rw18_rwq9_the_cube_leaves_play_and_the_link_scores_its_owner_not_the_deliverer() -> None:
    """RW-17: one cube to a city of its colour over complete links; it leaves play (not back into the
    bag). RW-18: each link scores 1 point for its owner; RW-Q9: the deliverer needs no link of his own."""
    game, to_manchester = position()
    s = game.state
    bag, manchester = list(s.bag), list(s.cubes[at("Manchester")])
    lines = act(game, a.Deliver(ANN, LIVERPOOL, "purple", (to_manchester,)))
    assert s.cubes[LIVERPOOL] == ["red"] and s.bag == bag and s.cubes[at("Manchester")] == manchester
    assert [p.score for p in s.players] == [0, 1, 0]
    assert s.players[ANN].delivered == {"purple": 1}
    assert lines[0] == "Ann delivers purple from Liverpool to Manchester over 1 link: points to Bob 1 (RW-17, RW-18)."
    assert game.current_seat() == BOB
    balanced(game)


def test_rw18_each_link_of_the_route_scores_its_own_owner() -> None:
    """RW-18: a route over two links owned by two players scores each of them 1 (the deliverer too)."""
    game = started(3)
    show(game)
    set_cubes(game, "Liverpool", "red")
    game.state.players[ANN].engine = 2
    route = (link(game, "Liverpool", "Crewe", ANN), link(game, "Crewe", "Birmingham", CAT))
    lines = act(game, a.Deliver(ANN, LIVERPOOL, "red", route))
    assert [p.score for p in game.state.players] == [1, 0, 1]
    assert "over 2 links: points to Ann 1, Cat 1" in lines[0]


def test_rw17_the_route_is_at_most_the_engine_level_in_links() -> None:
    """RW-17: the number of links used may not exceed the engine level."""
    game = started(3)
    show(game)
    set_cubes(game, "Liverpool", "red")
    route = (link(game, "Liverpool", "Crewe", ANN), link(game, "Crewe", "Birmingham", CAT))
    deliver = a.Deliver(ANN, LIVERPOOL, "red", route)
    assert refused(game, deliver) == ("An engine of level 1 carries goods over at most 1 link; this route uses 2 "
                                      "(RW-17).")
    game.state.players[ANN].engine = 2
    assert game.check(deliver) is None


def test_rwq8_the_cube_stops_at_the_first_city_of_its_colour() -> None:
    """RW-Q8: a purple cube reaching purple Manchester goes no further (not on to purple Leeds)."""
    game, to_manchester = position()
    game.state.players[ANN].engine = 3
    on = link(game, "Manchester", "Leeds", ANN)
    reason = refused(game, a.Deliver(ANN, LIVERPOOL, "purple", (to_manchester, on)))
    assert reason == "The cube stops at Manchester, the first purple city on its way, and goes no further (RW-Q8)."


def test_rw17_only_a_cube_there_over_complete_links_to_its_colour() -> None:
    """RW-17: a cube that is there, over complete links, to a city of the cube's colour."""
    game, to_manchester = position()
    no_cube = refused(game, a.Deliver(ANN, LIVERPOOL, "black", (to_manchester,)))
    assert no_cube == "There is no cube of that colour there (RW-17)."
    assert "not a red city" in refused(game, a.Deliver(ANN, LIVERPOOL, "red", (to_manchester,)))
    unfinished = link(game, "Liverpool", "Wigan", ANN, complete=False)
    assert "no complete link" in refused(game, a.Deliver(ANN, LIVERPOOL, "purple", (unfinished,)))
    assert "at least one link" in refused(game, a.Deliver(ANN, LIVERPOOL, "purple", ()))


def test_rw19_the_last_cube_taken_leaves_an_empty_city_marker() -> None:
    """RW-19: when a city's last cube is removed an empty-city marker goes on it."""
    game, to_manchester = position()
    set_cubes(game, "Liverpool", "purple")
    lines = act(game, a.Deliver(ANN, LIVERPOOL, "purple", (to_manchester,)))
    assert game.state.empty == [LIVERPOOL] and game.state.cubes[LIVERPOOL] == []
    assert "Liverpool is empty: an empty-city marker goes on it (1 in all, RW-19)." in lines
    balanced(game)


def test_rw19_a_city_with_cubes_left_gets_no_marker() -> None:
    """RW-19: only the last cube leaves the marker."""
    game, to_manchester = position()
    act(game, a.Deliver(ANN, LIVERPOOL, "purple", (to_manchester,)))
    assert game.state.empty == []


# --- EW-9, EW-Q6, EW-Q9: the Rail Inspector --------------------------------------------------------------
def inspector_position() -> tuple[Game, a.Deliver]:
    """Four players; Cat and Dan hold a Rail Inspector; Ann is about to deliver purple to Manchester."""
    game, to_manchester = position(4)
    give(game, CAT, "rail-inspector")
    give(game, DAN, "rail-inspector-2")
    return game, a.Deliver(ANN, LIVERPOOL, "purple", (to_manchester,))


def test_ew9_ewq9_the_holders_are_asked_in_turn_and_the_first_to_play_blocks_the_delivery() -> None:
    """EW-9: played when another player delivers: the delivery fails, the cube stays, the action is
    spent, the card lies in front of the victim. EW-Q9: the holders are asked in turn from the
    deliverer's left; one who lets it go passes the question on."""
    game, deliver = inspector_position()
    s = game.state
    lines = act(game, deliver)
    assert s.phase == Phase.INSPECTOR and game.current_seat() == CAT
    assert "Rail Inspectors' holders may block it (EW-9)" in lines[0]
    assert s.cubes[LIVERPOOL] == ["purple", "red"] and s.players[BOB].score == 0  # nothing scored yet
    assert act(game, a.Inspect(CAT, False)) == []
    assert game.current_seat() == DAN
    lines = act(game, a.Inspect(DAN, True))
    assert lines[0] == ("Dan plays a Rail Inspector: Ann's delivery fails, the cube stays and the action is spent; "
                        "the card lies in front of Ann (EW-9).")
    assert s.cubes[LIVERPOOL] == ["purple", "red"] and s.players[BOB].score == 0 and s.players[ANN].delivered == {}
    assert s.players[DAN].cards == [] and s.players[CAT].cards == ["rail-inspector"]
    assert s.players[ANN].inspected and s.phase == Phase.ACTIONS
    assert game.current_seat() == BOB  # Ann's action is spent
    balanced(game)


def test_ewq9_asked_from_the_deliverers_left_not_from_the_first_seat() -> None:
    """EW-Q9: Bob delivers; Ann and Dan hold Inspectors: Dan (two seats to Bob's left) is asked before Ann."""
    game, to_manchester = position(4)
    give(game, ANN, "rail-inspector")
    give(game, DAN, "rail-inspector-2")
    act(game, a.Pass(ANN))
    act(game, a.Deliver(BOB, LIVERPOOL, "purple", (to_manchester,)))
    assert game.current_seat() == DAN
    act(game, a.Inspect(DAN, False))
    assert game.current_seat() == ANN


def test_ew9_when_every_holder_lets_it_go_the_delivery_is_made() -> None:
    """EW-9: the delivery waits for the answers, then scores as usual; the deliverer's turn is over."""
    game, deliver = inspector_position()
    act(game, deliver)
    act(game, a.Inspect(CAT, False))
    lines = act(game, a.Inspect(DAN, False))
    s = game.state
    assert s.cubes[LIVERPOOL] == ["red"] and s.players[BOB].score == 1 and s.players[ANN].delivered == {"purple": 1}
    assert "Ann delivers purple" in lines[0] and game.current_seat() == BOB
    assert s.players[CAT].cards == ["rail-inspector"] and s.players[DAN].cards == ["rail-inspector-2"]
    balanced(game)


def test_ewq6_a_player_with_an_inspector_in_front_is_never_blocked_again() -> None:
    """EW-Q6: the card in front of the victim is an immunity marker: nobody is asked on their later
    deliveries."""
    game, deliver = inspector_position()
    act(game, deliver)
    act(game, a.Inspect(CAT, True))
    for seat in (BOB, CAT, DAN):
        act(game, a.Pass(seat))
    act(game, deliver)
    s = game.state
    assert s.phase == Phase.ACTIONS and s.players[ANN].delivered == {"purple": 1} and game.current_seat() == BOB
    assert s.players[DAN].cards == ["rail-inspector-2"]


def test_ew9_nobody_is_asked_about_a_delivery_but_the_other_holders() -> None:
    """EW-9: the deliverer's own Rail Inspector is not asked; without another holder the delivery is made."""
    game, to_manchester = position(3)
    give(game, ANN, "rail-inspector")
    act(game, a.Deliver(ANN, LIVERPOOL, "purple", (to_manchester,)))
    assert game.state.phase == Phase.ACTIONS and game.state.players[ANN].delivered == {"purple": 1}


def test_ew9_while_a_delivery_waits_only_the_holder_asked_answers() -> None:
    """EW-Q6: played out of turn only after a delivery is declared: no answer without one, and while
    one waits nobody else acts."""
    game, deliver = inspector_position()
    assert refused(game, a.Inspect(ANN, True)) == "No delivery waits for a Rail Inspector now (EW-9)."
    act(game, deliver)
    assert "Cat's turn" in refused(game, a.Inspect(DAN, True))
    assert "Cat's turn" in refused(game, a.Pass(BOB))
    assert "action rounds" in refused(game, a.Pass(CAT))
