"""A new share game (ST-1..4, ST-Q11): what is not used, the starting cash, each company's shares,
price and income markers, the way shares flow, and the cubes on the cities."""

from __future__ import annotations

import pytest

from irondragon_qt.games.railways_of_england_wales.stock import actions as a
from irondragon_qt.games.railways_of_england_wales.stock.state import Board, Phase

from .positions import board, give, new_game, play_until, started


def test_st1_no_baron_or_operations_cards_no_new_city_tiles_no_engines() -> None:
    game = new_game()
    data = game.state.to_dict()
    assert not {"barons_dealt", "display", "deck", "new_cities", "engine"} & (set(data) | set(data["players"][0]))
    for kind in ("choose_baron", "take_card", "urbanize", "upgrade"):
        with pytest.raises(ValueError, match="unknown action type"):
            a.action_from_dict({"type": kind, "player": 0})


@pytest.mark.parametrize(("players", "cash"), [(2, 25000), (3, 25000), (4, 20000), (5, 20000)])
def test_st2_starting_cash_by_the_number_of_players(players: int, cash: int) -> None:
    game = new_game(players)
    assert [p.cash for p in game.state.players] == [cash] * players
    assert game.state.start_total == cash * players


def test_st3_each_company_has_5_shares_on_its_tableau_5_on_the_stock_board_its_start_price_income_0() -> None:
    game = new_game()
    for n, c in enumerate(game.state.companies):
        assert (c.tableau, c.stock_board, c.issued, c.owners, c.treasury) == (5, 5, 0, [], 0)
        assert game.data.prices[c.price] == game.data.companies[n].start_price
        assert c.income == 0 and c.director is None and c.loans == 0


def test_st4_shares_flow_from_the_tableau_to_the_issued_board_to_a_player_and_from_the_stock_board() -> None:
    game = started({0: ["lnwr"]})
    c = game.state.companies[0]
    assert (c.stock_board, c.owners) == (4, [0])  # stock board -> player
    assert game.process(a.IssueShares(0, 2))
    assert (c.tableau, c.issued) == (3, 2)  # tableau -> issued board
    play_until(game, Phase.STOCK)
    seat = game.current_seat()
    assert game.process(a.Offer(seat, "lnwr", Board.ISSUED, game.data.prices[c.price]))
    while game.state.sale is not None:
        game.process(a.PassBid(game.current_seat()))
    assert c.issued == 1 and c.owners == [0, seat]  # issued board -> player


@pytest.mark.parametrize("players", [2, 3, 4])
def test_st_q11_cubes_go_on_the_cities_by_rw3_one_fewer_with_2_or_3_players(players: int) -> None:
    game = new_game(players)
    fewer = 1 if players <= 3 else 0
    for at, place in board().cities().items():
        assert len(game.state.cubes[at]) == max(1, place.cubes - fewer), place.name
    assert sum(map(len, game.state.cubes.values())) + len(game.state.bag) == 125


def test_st_a_company_floats_with_its_first_share_sold() -> None:
    game = new_game()
    give(game, 1, "gwr")
    assert game.state.companies[1].floated and game.state.companies[1].director == 1
