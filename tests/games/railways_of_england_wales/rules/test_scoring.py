"""The end and the final score (RW-26, RW-Q11, RW-Q19, EW-2, EW-4, EW-7): the marker's points, the
kept Baron card revealed and scored if met, the cards scored at the end, the main lines claimed,
less a point a bond; ties broken by most links, then most money, then fewest bonds; still equal, a
shared win."""

from __future__ import annotations

import pytest

from irondragon_qt.games.railways_of_england_wales.rules.game import Game
from irondragon_qt.games.railways_of_england_wales.rules.state import Phase

from .positions import (
    ANN,
    BOB,
    CAT,
    balanced,
    chain,
    components,
    empty_cities,
    give_bonds,
    give_cash,
    link,
    show,
    started,
    to_turn_end,
)


def ending(players: int = 2) -> Game:
    """A game in its last turn (the empty cities of EW-10 are there), nobody holding a Baron card,
    no card on the display."""
    game = started(players)
    show(game)
    empty_cities(game, components().end.empty_cities[players], keep=("Liverpool", "Manchester", "Leeds", "York",
                                                                      "Hull", "Wigan", "Preston", "Birmingham"))
    for p in game.state.players:
        p.baron = None
    return game


def finish(game: Game) -> list[str]:
    lines = to_turn_end(game)
    assert game.state.phase == Phase.OVER
    return lines


def keep_baron(game: Game, seat: int, baron: str) -> None:
    p = game.state.players[seat]
    p.barons_dealt = (baron, p.barons_dealt[1] if p.barons_dealt[0] == baron else p.barons_dealt[0])
    p.baron = baron


def test_rw26_the_final_score_is_track_baron_cards_and_main_lines_less_a_point_a_bond() -> None:
    """RW-26: final score = the marker's points + the Baron card if met + the cards scored at the end
    + (EW-4) the main lines claimed - 1 point per bond."""
    game = ending()
    s = game.state
    ann = s.players[ANN]
    ann.score, ann.engine = 10, 6
    keep_baron(game, ANN, "locomotive-works")  # an engine of level 6: met, 8 points
    s.deck.remove("passenger-line-express")
    s.claimed_cards["passenger-line-express"] = ANN
    ann.card_points = 6
    link(game, "Liverpool", "Manchester", ANN)  # the Liverpool and Manchester Railway: 2 points
    give_bonds(game, ANN, 3)
    give_cash(game, ANN, 3000)
    lines = finish(game)
    assert s.final[ANN] == 10 + 8 + 6 + 2 - 3
    assert "Ann: 23 points (track 10, The Locomotive Works 8, cards 6, main lines 2, bonds -3)." in lines
    assert s.winners == [ANN] and lines[-1] == "Ann wins (RW-26, RW-Q11)."
    balanced(game)


def test_ew2_the_baron_card_is_revealed_at_the_end_and_scores_only_if_met() -> None:
    """EW-2: the kept card is revealed at the end (named in the score) and scored if its goal is met."""
    game = ending()
    keep_baron(game, ANN, "locomotive-works")  # engine 1: not met
    keep_baron(game, BOB, "network-builder")  # the most links: met
    chain(game, BOB, "Leeds", "York")
    lines = finish(game)
    assert "Ann: 0 points (track 0, The Locomotive Works 0, cards 0, main lines 0, bonds 0)." in lines
    assert "Bob: 10 points (track 0, The Network Builder 10, cards 0, main lines 0, bonds 0)." in lines


@pytest.mark.parametrize(("baron", "met"), [
    ("network-builder", True), ("london-terminus", False), ("across-the-pennines", True),
    ("great-north-road", False), ("coal-carrier", False), ("freight-master", True), ("locomotive-works", False),
    ("financier", True)])
def test_ew2_each_kind_of_baron_goal_is_judged_at_the_end(baron: str, met: bool) -> None:
    """EW-2: Ann holds 3 links (Liverpool - Leeds - Hull by Manchester), has delivered a purple cube
    and has the most cash; Bob has nothing."""
    game = ending()
    s = game.state
    keep_baron(game, ANN, baron)
    chain(game, ANN, "Liverpool", "Manchester", "Leeds", "Hull")
    s.players[ANN].delivered = {"purple": 1}
    s.bag.remove("purple")  # the delivered cube left play
    give_cash(game, ANN, 1000)
    finish(game)
    points = components().baron(baron).points
    assert s.final[ANN] - 2 - 4 == (points if met else 0)  # two main lines are Ann's: 2 + 4 points


def test_ew2_nobody_has_the_most_cash_with_no_cash() -> None:
    """EW-2: a "most" goal is met by every player tied for the most, but, as with links and
    deliveries, not by players who have none: with everyone at $0 The Financier scores nothing."""
    game = ending()
    keep_baron(game, ANN, "financier")
    finish(game)
    assert game.state.players[ANN].cash == 0 and game.state.final[ANN] == 0


def test_rwq11_a_tie_goes_to_the_most_links() -> None:
    """RW-Q11: equal scores: the player with more links wins, whatever the money."""
    game = ending()
    chain(game, ANN, "Wigan", "Preston")
    chain(game, ANN, "Leeds", "York")
    chain(game, BOB, "Leeds", "Hull")
    give_cash(game, BOB, 9000)
    finish(game)
    assert game.state.final == [0, 0] and game.state.winners == [ANN]


def test_rwq11_then_the_most_money() -> None:
    """RW-Q11: equal scores and links: the richer player wins."""
    game = ending()
    chain(game, ANN, "Wigan", "Preston")
    chain(game, BOB, "Leeds", "Hull")
    give_cash(game, BOB, 1000)
    finish(game)
    assert game.state.winners == [BOB]


def test_rwq11_then_the_fewest_bonds() -> None:
    """RW-Q11: equal scores, links and money: the player with fewer bonds wins (Bob's bond costs him a
    point and $1,000 a turn, which his extra point of income makes up)."""
    game = ending()
    s = game.state
    s.players[BOB].score = 1
    give_bonds(game, BOB, 1)
    lines = finish(game)
    assert s.final == [0, 0] and [p.cash for p in s.players] == [0, 0]
    assert s.winners == [ANN] and lines[-1] == "Ann wins (RW-26, RW-Q11)."


def test_rwq19_equal_in_score_links_money_and_bonds_is_a_shared_win() -> None:
    """RW-Q19: still equal: a shared win, said so."""
    game = ending(3)
    s = game.state
    s.players[ANN].score = s.players[CAT].score = 2
    lines = finish(game)
    assert s.winners == [ANN, CAT]
    assert lines[-1] == "Ann and Cat share the win (RW-26, RW-Q11)."
