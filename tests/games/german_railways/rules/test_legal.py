"""What the player to act may do: every listed action passes the check, and the lists are complete
(every bid, every offer, every single-cube build; ``legal_cells`` agrees with the build check)."""

from __future__ import annotations

from irondragon_qt.games.german_railways.rules.actions import Bid, Build, OfferShare, Pass, PassBid
from irondragon_qt.games.german_railways.rules.building import legal_cells, quote
from irondragon_qt.games.german_railways.rules.legal import legal_actions

from .boards import HALLE, play_board
from .helpers import act, builder, give, new_game, place, play_initial
from .random_play import play


def test_auction_lists_every_bid_within_cash_and_the_pass() -> None:
    game = new_game()
    seat = game.current_seat()
    act(game, Bid(seat, 10))
    nxt = game.current_seat()
    assert legal_actions(game) == [PassBid(nxt), *(Bid(nxt, x) for x in range(11, 41))]


def test_slot_lists_pass_offers_and_single_cube_builds() -> None:
    game = builder(cid="MWB", treasury=6)
    give(game, 0, "KSS")
    actions = legal_actions(game)
    assert actions[0] == Pass(0)
    offers = {a.company for a in actions if isinstance(a, OfferShare)}
    assert offers == set(game.state.companies)  # no company has two shares sold yet
    builds = {(a.company, a.cells) for a in actions if isinstance(a, Build)}
    assert builds == {(cid, (at,)) for cid in ("MWB",) for at, _ in legal_cells(game, cid)}  # KSS: empty treasury
    assert all(game.check(a) is None for a in actions)


def test_legal_cells_agree_with_the_check_everywhere() -> None:
    game = builder(cid="MWB", treasury=7)
    place(game, "KSS", HALLE)
    place(game, "MWB", (4, 4))
    for placed in ([], [(4, 3)], [(4, 3), (4, 2)]):
        listed = dict(legal_cells(game, "MWB", placed))
        for at in game.board.cells:
            q = quote(game, "MWB", [*placed, at])
            assert (q.reason is None) == (at in listed), (placed, at, q.reason)
            if at in listed:
                assert q.costs[-1] == listed[at]


def test_nothing_to_do_when_the_game_is_over() -> None:
    game = play(play_board(), 4)
    assert game.is_over() and legal_actions(game) == []
    assert play_initial(new_game()).is_over() is False
