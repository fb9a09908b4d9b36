"""The Railroad Operations cards through the Game (RW-20, RW-Q4, RW-Q17, EW-7, EW-8, EW-Q4, EW-Q5,
EW-Q8, EW-Q10): taking a card as an action and the display refilled at once; the goal cards won
without an action while face up (Major Line after any action, the acting player first; Service
Bounty; Speed Record; Passenger Line scored at the end); the Tunnel Engineer; hotels."""

from __future__ import annotations

from irondragon_qt.games.railways_of_england_wales.rules import actions as a
from irondragon_qt.games.railways_of_england_wales.rules.building import BuildStep
from irondragon_qt.games.railways_of_england_wales.rules.game import Game
from irondragon_qt.games.railways_of_england_wales.rules.state import Phase

from .positions import (
    ANN,
    BOB,
    act,
    at,
    balanced,
    chain,
    give,
    give_cash,
    link,
    passes,
    refused,
    show,
    started,
    to_turn_end,
)


def deliver(game: Game, seat: int, start: str, end: str, colour: str, owner: int | None = None) -> list[str]:
    """``seat`` delivers a ``colour`` cube put on ``start`` over a new link of ``owner``'s (the
    deliverer's if None) to ``end``; the others pass (in the auction too) until it is the seat's turn."""
    while game.current_seat() != seat or game.state.phase != Phase.ACTIONS:
        kind = a.PassBid if game.state.phase == Phase.AUCTION else a.Pass
        act(game, kind(game.current_seat()))
    game.state.bag.remove(colour)
    game.state.cubes[at(start)].append(colour)
    lk = link(game, start, end, seat if owner is None else owner)
    return act(game, a.Deliver(seat, at(start), colour, (lk,)))


# --- RW-20, RW-Q4: taking a card -------------------------------------------------------------------------
def test_rw20_rwq4_taking_a_card_is_an_action_and_the_display_is_refilled_at_once() -> None:
    """RW-20: take a card from the display (Capital Charter: $10,000 at once); RW-Q4: the deck's top
    card is turned up in its place at once."""
    game = started(2)
    show(game, "capital-charter", "railway-mania")
    top = game.state.deck[0]
    lines = act(game, a.TakeCard(ANN, "capital-charter"))
    s = game.state
    assert s.players[ANN].cash == 10000 and s.display == ["railway-mania", top]
    assert lines[:2] == ["Ann takes Capital Charter (RW-20).", "Ann receives $10,000."]
    assert lines[2].endswith("is turned up on the display (RW-Q4).")
    assert game.current_seat() == BOB and "capital-charter" in s.discard
    balanced(game)


def test_rwq4_no_card_is_turned_up_once_the_deck_is_spent() -> None:
    """RW-Q4: the display is refilled while the deck lasts."""
    game = started(2)
    show(game, "railway-mania")
    s = game.state
    s.discard += s.deck
    s.deck = []
    lines = act(game, a.TakeCard(ANN, "railway-mania"))
    assert s.display == [] and len(lines) == 2
    balanced(game)


def test_rw20_points_now_and_engine_cards_act_at_once() -> None:
    """RW-20: Railway Mania scores 3 points at once (and so raises the income, RW-22); Locomotive
    Trials raises the engine one level, free."""
    game = started(2)
    show(game, "railway-mania", "locomotive-trials")
    act(game, a.TakeCard(ANN, "railway-mania"))
    act(game, a.TakeCard(BOB, "locomotive-trials"))
    s = game.state
    assert s.players[ANN].score == 3 and s.players[BOB].engine == 2 and s.players[BOB].cash == 0
    to_turn_end(game)
    assert s.players[ANN].cash == 3000


def test_rw20_rwq4_only_a_card_on_the_display_and_no_goal_card_is_taken() -> None:
    """RW-20: a card on the display; RW-Q4: the goal cards are won by meeting them, never taken."""
    game = started(2)
    show(game, "major-line-leeds-hull", "speed-record-5", "service-bounty-norwich", "passenger-line-express")
    for goal in game.state.display:
        assert "it is won by meeting it, not taken (RW-Q4)" in refused(game, a.TakeCard(ANN, goal))
    assert refused(game, a.TakeCard(ANN, "capital-charter")) == "That card is not on the display (RW-20)."


# --- RW-Q17: goal cards ------------------------------------------------------------------------------------
def test_rwq17_a_major_line_is_won_after_any_action_by_own_links_the_acting_player_first() -> None:
    """RW-Q17: Major Lines are checked after every action (a pass too), the acting player first: Bob
    acts, and both Ann and Bob join Liverpool and Birmingham with own links: Bob wins it; its points
    go on the score track at once; RW-Q4: the display is refilled at once."""
    game = started(3)
    show(game, "major-line-liverpool-birmingham")
    act(game, a.Pass(ANN))
    chain(game, ANN, "Liverpool", "Crewe", "Birmingham")
    chain(game, BOB, "Liverpool", "Chester", "Shrewsbury", "Birmingham")
    top = game.state.deck[0]
    lines = act(game, a.Pass(BOB))
    s = game.state
    assert s.claimed_cards == {"major-line-liverpool-birmingham": BOB}
    assert s.players[BOB].score == 6 and s.players[ANN].score == 0
    assert ("Bob wins Major Line: Liverpool to Birmingham: Liverpool and Birmingham joined by own links; 6 points "
            "(RW-Q17).") in lines
    assert s.display == [top]
    balanced(game)


def test_rwq17_a_major_line_joined_by_two_players_links_is_nobodys() -> None:
    """RW-Q17: "own links": a route of Ann's link and Bob's link wins no Major Line."""
    game = started(2)
    show(game, "major-line-liverpool-birmingham")
    link(game, "Liverpool", "Crewe", ANN)
    link(game, "Crewe", "Birmingham", BOB)
    passes(game, 2)
    assert game.state.claimed_cards == {} and game.state.display == ["major-line-liverpool-birmingham"]


def test_rwq17_a_service_bounty_goes_to_the_first_delivery_into_its_city() -> None:
    """RW-Q17: a delivery into Norwich while Service Bounty: Norwich is face up wins it; the points go
    on the score track at once and so raise the income (RW-22)."""
    game = started(2)
    show(game, "service-bounty-norwich")
    lines = deliver(game, ANN, "Ipswich", "Norwich", "purple")
    assert game.state.claimed_cards == {"service-bounty-norwich": ANN}
    assert game.state.players[ANN].score == 1 + 3
    assert "Ann wins Service Bounty: Norwich: the first delivery into Norwich; 3 points (RW-Q17)." in lines
    to_turn_end(game)
    assert game.state.players[ANN].cash == 4000
    balanced(game)


def test_rwq17_a_goal_card_not_face_up_is_not_won() -> None:
    """RW-Q17: only while the card is face up: a delivery into Norwich with the card in the deck wins nothing."""
    game = started(2)
    show(game)
    deliver(game, ANN, "Ipswich", "Norwich", "purple")
    assert game.state.claimed_cards == {} and game.state.players[ANN].score == 1


def test_rwq17_a_speed_record_needs_a_delivery_over_at_least_its_links() -> None:
    """RW-Q17: Speed Record: 5 Links is won by a delivery over 5 links or more, not over 4."""
    game = started(2)
    show(game, "speed-record-5")
    s = game.state
    s.players[ANN].engine = s.players[BOB].engine = 5
    route = chain(game, BOB, "Liverpool", "Wigan", "Manchester", "Huddersfield", "Leeds", "York")
    for start in ("Wigan", "Liverpool"):
        s.bag.remove("yellow")
        s.cubes[at(start)].append("yellow")
    act(game, a.Deliver(ANN, at("Wigan"), "yellow", tuple(route[1:])))
    assert s.claimed_cards == {}
    lines = act(game, a.Deliver(BOB, at("Liverpool"), "yellow", tuple(route)))
    assert s.claimed_cards == {"speed-record-5": BOB}
    assert "Bob wins Speed Record: 5 Links: a delivery over 5 links; 4 points (RW-Q17)." in lines
    balanced(game)


def test_rwq17_railroad_era_begins_goes_to_the_first_delivery() -> None:
    """RW-Q17 (the start card, a speed record over 1 link): the game's first delivery wins it."""
    game = started(2)
    show(game, "railroad-era-begins")
    deliver(game, ANN, "Liverpool", "Manchester", "purple")
    assert game.state.claimed_cards == {"railroad-era-begins": ANN} and game.state.players[ANN].score == 1 + 2


# --- EW-7, EW-Q4, EW-Q8: Passenger Line ---------------------------------------------------------------------
EXPRESS = "passenger-line-express"  # red, blue, yellow, purple, black, London; 4 needed, 6 points


def test_ew7_the_first_to_deliver_4_of_the_6_targets_wins_the_passenger_line_scored_at_the_end() -> None:
    """EW-7: the first player to deliver 4 of the card's 6 goods takes it; it scores at the end
    (``card_points``), not on the score track."""
    game = started(2)
    show(game, EXPRESS)
    deliver(game, ANN, "Liverpool", "Manchester", "purple")
    deliver(game, ANN, "Wigan", "Birmingham", "red")
    deliver(game, BOB, "Swansea", "Cardiff", "black")  # Bob's own progress is his
    deliver(game, ANN, "Leeds", "York", "yellow")
    p = game.state.players[ANN]
    assert game.state.claimed_cards == {} and len(p.passenger[EXPRESS]) == 3
    lines = deliver(game, ANN, "Darlington", "Stockton-on-Tees", "black")
    assert game.state.claimed_cards == {EXPRESS: ANN}
    assert p.card_points == 6 and p.score == 4
    assert any("Ann wins Passenger Lines: Express Service: 4 of its targets delivered; 6 points at the end" in x
               for x in lines)
    balanced(game)


def test_ewq8_one_delivery_fills_one_target_even_when_it_meets_two() -> None:
    """EW-Q8: a blue cube into London meets two targets (blue, London) and fills one."""
    game = started(2)
    show(game, EXPRESS)
    lines = deliver(game, ANN, "Ipswich", "London", "blue")
    assert len(game.state.players[ANN].passenger[EXPRESS]) == 1
    assert "Ann fills 1 of Passenger Lines: Express Service's targets (blue)." in lines


def test_ew7_ewq8_the_targets_filled_are_the_most_the_deliveries_can_fill() -> None:
    """EW-7, EW-Q8: a blue cube into London, then a blue cube elsewhere: two of the six goods are
    delivered (London and blue), one target each, whichever the first delivery was counted for."""
    game = started(2)
    show(game, EXPRESS)
    deliver(game, ANN, "Ipswich", "London", "blue")
    deliver(game, ANN, "Leeds", "Hull", "blue")
    assert len(game.state.players[ANN].passenger[EXPRESS]) == 2


def test_ewq4_only_deliveries_while_the_card_is_face_up_count() -> None:
    """EW-Q4: deliveries made before the Passenger Line is turned up count for nothing."""
    game = started(2)
    show(game)
    deliver(game, ANN, "Liverpool", "Manchester", "purple")
    deliver(game, ANN, "Wigan", "Birmingham", "red")
    show(game, EXPRESS)
    deliver(game, ANN, "Leeds", "York", "yellow")
    assert len(game.state.players[ANN].passenger[EXPRESS]) == 1


def test_ewq4_a_passenger_line_turned_up_by_the_refill_counts_only_later_deliveries() -> None:
    """EW-Q4 with RW-Q4: a Passenger Line turned up when a card is taken counts the deliveries made
    from then on, not those before."""
    game = started(2)
    show(game, "capital-charter")
    s = game.state
    s.deck.remove(EXPRESS)
    s.deck.insert(0, EXPRESS)
    deliver(game, ANN, "Liverpool", "Manchester", "purple")
    deliver(game, ANN, "Wigan", "Birmingham", "red")
    act(game, a.Pass(BOB))
    act(game, a.TakeCard(ANN, "capital-charter"))
    assert s.display == [EXPRESS]
    deliver(game, ANN, "Leeds", "York", "yellow")
    assert s.players[ANN].passenger[EXPRESS] == ["2"]
    balanced(game)


# --- EW-8, EW-Q5, EW-Q10: the Tunnel Engineer ---------------------------------------------------------------
def test_ewq5_taking_the_tunnel_engineer_costs_an_action_and_it_is_kept() -> None:
    """EW-Q5: taking it is an action; the card is kept for a later build."""
    game = started(2)
    show(game, "tunnel-engineer")
    act(game, a.TakeCard(ANN, "tunnel-engineer"))
    assert game.state.players[ANN].cards == ["tunnel-engineer"] and game.current_seat() == BOB


def test_ew8_ewq5_a_mountain_costs_2000_with_the_tunnel_engineer_the_ridge_still_costs() -> None:
    """EW-8: in the build action it is used, each mountain hex costs $2,000; EW-Q5: the ridge surcharge
    still applies; used during the build at no action cost; single use."""
    game = started(2)
    give(game, ANN, "tunnel-engineer")
    give_cash(game, ANN, 20000)
    steps = (BuildStep(None, at("Manchester"), ((12, 15),)), BuildStep(None, at("London"), ((19, 29),)))
    lines = act(game, a.Build(ANN, steps, ("tunnel-engineer",)))
    p = game.state.players[ANN]
    assert p.cash == 20000 - 2000 - (2000 + 4000)  # the mountain at $2,000; the open hex and its ridge as ever
    assert p.cards == [] and "Tunnel Engineer is spent." in lines
    assert game.current_seat() == BOB
    balanced(game)


def test_ewq10_the_tunnel_engineer_is_spent_even_on_a_build_without_mountains() -> None:
    """EW-Q10: used on a build without a mountain hex, it is spent all the same."""
    game = started(2)
    give(game, ANN, "tunnel-engineer")
    give_cash(game, ANN, 10000)
    act(game, a.Build(ANN, (BuildStep(None, at("London"), ((19, 29),)),), ("tunnel-engineer",)))
    assert game.state.players[ANN].cards == [] and game.state.players[ANN].cash == 4000
    assert "tunnel-engineer" in game.state.discard


# --- hotels -------------------------------------------------------------------------------------------------
def test_rw20_a_hotel_needs_a_link_into_its_city_and_scores_every_later_delivery_there() -> None:
    """RW-20's Hotel (our reconstruction): taken by a player with a link of their own into its city;
    every later delivery into the city, by anyone, scores its holder 1 point."""
    game = started(2)
    show(game, "hotel-manchester")
    assert "needs a link of yours into Manchester" in refused(game, a.TakeCard(ANN, "hotel-manchester"))
    link(game, "Wigan", "Manchester", ANN)
    act(game, a.TakeCard(ANN, "hotel-manchester"))
    assert game.state.players[ANN].hotels == ["hotel-manchester"]
    lines = deliver(game, BOB, "Liverpool", "Manchester", "purple")
    assert [p.score for p in game.state.players] == [1, 1]
    assert "Ann's Hotel: Manchester scores 1 point." in lines
    balanced(game)
