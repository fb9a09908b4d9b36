"""The board's main lines (EW-4, EW-Q2): a listed connection joined only by one player's own links is
that player's, the first to do it, checked after every action with the acting player first; nobody
else can take it later; its points count at the end, not on the score track."""

from __future__ import annotations

from irondragon_qt.games.railways_of_england_wales.rules import actions as a
from irondragon_qt.games.railways_of_england_wales.rules.building import BuildStep
from irondragon_qt.games.railways_of_england_wales.rules.game import Game

from .positions import ANN, BOB, CAT, act, at, balanced, board, chain, give_cash, link, passes, show, started


def line_index(name: str) -> int:
    return next(i for i, line in enumerate(board().main_lines) if line.name == name)


L_AND_M = "Liverpool and Manchester Railway"  # 2 points
GRAND_JUNCTION = "Grand Junction Railway"  # Birmingham and Liverpool, 4 points


def quiet(players: int = 3) -> Game:
    game = started(players)
    show(game)  # no Major Line card to win beside
    return game


def test_ew4_a_main_line_built_with_own_links_is_claimed_by_the_build() -> None:
    """EW-4: the build that joins Liverpool and Manchester with the builder's own link claims the main
    line; EW-Q2: its points are scored at the end, not on the score track now."""
    game = quiet()
    give_cash(game, ANN, 5000)
    lines = act(game, a.Build(ANN, (BuildStep(None, at("Liverpool"), ((10, 15), at("Manchester"))),)))
    assert game.state.main_lines == {line_index(L_AND_M): ANN}
    assert "Ann claims the main line Liverpool and Manchester Railway (2 points at the end, EW-4)." in lines
    assert game.state.players[ANN].score == 0
    balanced(game)


def test_ewq2_a_main_line_may_run_through_other_places_on_own_links() -> None:
    """EW-Q2: "entirely own links": Liverpool to Birmingham by Crewe, both links Ann's, is the Grand Junction."""
    game = quiet()
    chain(game, ANN, "Liverpool", "Crewe", "Birmingham")
    act(game, a.Pass(ANN))
    assert game.state.main_lines == {line_index(GRAND_JUNCTION): ANN}


def test_ew4_links_of_two_players_claim_nothing() -> None:
    """EW-4: only with their own links: Ann's link to Crewe and Bob's on to Birmingham join the
    places for nobody."""
    game = quiet()
    link(game, "Liverpool", "Crewe", ANN)
    link(game, "Crewe", "Birmingham", BOB)
    passes(game, 3)
    assert game.state.main_lines == {}


def test_ewq2_the_first_claims_it_and_later_links_of_others_do_not_remove_the_claim() -> None:
    """EW-Q2: first to complete claims it; another player who joins the same places later gets nothing."""
    game = quiet()
    link(game, "Liverpool", "Manchester", BOB)
    act(game, a.Pass(ANN))
    assert game.state.main_lines == {line_index(L_AND_M): BOB}
    link(game, "Liverpool", "Manchester", CAT)  # a second link between them (RW-Q15)
    lines = passes(game, 2)
    assert game.state.main_lines == {line_index(L_AND_M): BOB}
    assert not any("claims" in line for line in lines)


def test_ew4_joined_by_two_players_at_once_the_acting_player_claims_it() -> None:
    """EW-4 with RW-Q17's order: checked after every action, the acting player first."""
    game = quiet()
    act(game, a.Pass(ANN))
    link(game, "Liverpool", "Manchester", ANN)
    link(game, "Liverpool", "Manchester", CAT)  # a second link between them (RW-Q15)
    act(game, a.Pass(BOB))  # Bob acts: Cat is next clockwise after him, before Ann
    assert game.state.main_lines == {line_index(L_AND_M): CAT}
