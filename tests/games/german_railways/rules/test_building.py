"""Building track (GR-B1..B11) and the options GR-Q2, Q14."""

from __future__ import annotations

from irondragon_qt.games.german_railways.rules.actions import Build, OfferShare, Pass, ProposeEnd
from irondragon_qt.games.german_railways.rules.building import legal_cells, quote
from irondragon_qt.games.german_railways.rules.legal import legal_actions

from .boards import FRANKFURT, HALLE, METRO_CELLS, POSEN, START
from .helpers import act, builder, give, place, refuse


def test_GR_B1_only_a_shareholder_builds_and_for_one_company() -> None:
    game = builder(seat=0, cid="PO")
    assert refuse(game, Build(0, "NME", ((11, 8),))) == (
        "Only a holder of a share of the Niederschlesisch-Märkische Eisenbahn may build for it (GR-B1)")
    act(game, Build(0, "PO", ((12, 0),)))
    assert game.state.companies["PO"].network[-1] == (12, 0)


def test_GR_B2_adjacent_to_the_network_including_this_build() -> None:
    game = builder(cid="PO")
    assert refuse(game, Build(0, "PO", ((10, 0),))) == "Not adjacent to the Preußische Ostbahn's network (GR-B2)"
    assert "(GR-B2)" in refuse(game, Build(0, "PO", ((12, 0), (10, 0))))
    act(game, Build(0, "PO", ((12, 0), (11, 0), (12, 1))))  # a chain and a branch
    assert game.state.companies["PO"].cubes_left == 16


def test_GR_B2_no_cubes_left_and_never_more_than_left() -> None:
    game = builder(cid="MWB")
    game.state.companies["MWB"].cubes_left = 2
    assert refuse(game, Build(0, "MWB", ((2, 5), (2, 4), (2, 3)))) == (
        "The Main-Weser-Bahn has only 2 cubes left (GR-B2)")
    game.state.companies["MWB"].cubes_left = 0
    assert refuse(game, Build(0, "MWB", ((2, 5),))) == "The Main-Weser-Bahn has no cubes left (GR-B2)"
    assert all(not isinstance(a, Build) or a.company != "MWB" for a in legal_actions(game))


def test_GR_B3_no_two_cubes_in_one_hex_and_no_building_off_the_map() -> None:
    game = builder(cid="PO")
    assert "already has a cube" in refuse(game, Build(0, "PO", ((12, 0), (12, 0))))
    assert "already has a cube in Königsberg" in refuse(game, Build(0, "PO", (START["PO"],)))
    assert refuse(game, Build(0, "PO", ((14, 0),))) == (
        "A hex off the board east of Königsberg is not land: no building at sea or off the board (GR-B3)")


def test_GR_B4_a_non_city_hex_takes_one_company_a_city_any_number() -> None:
    game = builder(cid="PO")
    place(game, "NME", (12, 0))
    assert "takes one company only (GR-B4)" in refuse(game, Build(0, "PO", ((12, 0),)))
    place(game, "NME", (12, 4))
    place(game, "PO", (12, 3))
    act(game, Build(0, "PO", (POSEN,)))  # a city takes both


def test_GR_B5_costs_by_terrain_city_by_its_terrain_and_metro_2() -> None:
    game = builder(cid="MWB")
    assert quote(game, "MWB", [(2, 5)]).costs == [2]
    assert quote(game, "MWB", [(2, 3), (2, 2)]).costs == [2, 3]
    assert quote(game, "MWB", [(4, 4)]).costs == [4]
    place(game, "MWB", (0, 7))  # next to Mannheim, a hill city (GBS there: +1)
    assert quote(game, "MWB", [START["GBS"]]).costs == [3 + 1]
    place(game, "MWB", (8, 8))  # next to München, a mountain city (KBS there: +1)
    assert quote(game, "MWB", [START["KBS"]]).costs == [4 + 1]
    place(game, "MWB", (8, 1))  # an access hex: the metro costs 2
    assert quote(game, "MWB", [METRO_CELLS[0]]).costs == [2]


def test_GR_Q2_flat_city_cost_option() -> None:
    game = builder(cid="MWB", flat_city_cost=True)
    place(game, "MWB", (8, 8))
    assert quote(game, "MWB", [START["KBS"]]).costs == [2 + 1]
    assert quote(game, "MWB", [(7, 8)]).costs == [2]  # not a city: its terrain


def test_GR_B6_city_surcharge_counts_start_cubes() -> None:
    game = builder(cid="MWB")
    place(game, "MWB", (5, 5))
    assert quote(game, "MWB", [START["KSS"]]).costs == [2 + 1]  # KSS's start cube
    place(game, "CME", START["KSS"])
    assert quote(game, "MWB", [START["KSS"]]).costs == [2 + 2]


def test_GR_B6_rulebook_example_mwb_into_halle_costs_7() -> None:
    game = builder(cid="MWB", treasury=10)
    place(game, "KSS", HALLE)  # orange is already in Halle
    act(game, Build(0, "MWB", ((4, 4), HALLE)))
    assert game.state.companies["MWB"].treasury == 3
    assert game.state.bank_paid_in == 7


def test_GR_B7_the_treasury_pays_and_limits_the_build() -> None:
    game = builder(cid="MWB", treasury=6)
    place(game, "KSS", HALLE)
    cash = [p.cash for p in game.state.players]
    assert refuse(game, Build(0, "MWB", ((4, 4), HALLE))) == (
        "This build costs 7 and the Main-Weser-Bahn's treasury holds only 6 (GR-B7)")
    act(game, Build(0, "MWB", ((4, 4), (3, 3))))
    assert game.state.companies["MWB"].treasury == 0
    assert [p.cash for p in game.state.players] == cash  # players never add their own cash


def test_GR_B7_every_build_pays_the_bank_and_the_log_gives_each_cube_its_cost() -> None:
    game = builder(cid="MWB", treasury=20)
    lines = act(game, Build(0, "MWB", ((4, 4), (4, 3))))  # a mountain 4, a plain 2
    assert lines == ["Ada builds for the Main-Weser-Bahn: the mountain west of Halle 4, the plain north-west of "
                     "Halle 2; 6 paid, income now 2."]  # Kassel 1, counted twice (GR-C5)
    assert game.state.bank_paid_in == 6
    game.state.slot = 0
    act(game, Build(0, "MWB", ((3, 3),)))
    assert game.state.bank_paid_in == 6 + 2  # the bank keeps what every build paid
    assert game.state.companies["MWB"].treasury == 20 - 8


def test_GR_T5_no_build_while_an_auction_or_a_vote_to_end_runs() -> None:
    game = builder(cid="PO")
    act(game, OfferShare(0, "NME"))  # seat 0, a PO holder, bids first
    assert refuse(game, Build(0, "PO", ((12, 0),))) == "An auction is running: bid or pass (GR-A2)"
    game = builder(cid="PO")
    give(game, 1, "PO")
    act(game, ProposeEnd(0))  # seat 1, a PO holder too, answers first
    assert refuse(game, Build(1, "PO", ((12, 0),))) == "A vote to end the game is running: answer it first (GR-Q8)"


def test_GR_B8_metro_is_one_city_and_one_access_cube_per_game() -> None:
    game = builder(cid="PO")
    place(game, "PO", (7, 1))
    place(game, "NME", (10, 3), METRO_CELLS[1])  # NME in Berlin through its own access hex
    act(game, Build(0, "PO", ((8, 1), METRO_CELLS[0])))
    assert game.state.bank_paid_in == 2 + 2 + 1  # one surcharge for NME, though in another metro cell
    assert "NME" in game.state.companies["PO"].connected  # one city: a direct connection
    game.state.slot = 0
    assert refuse(game, Build(0, "PO", (METRO_CELLS[2],))) == (
        "The Preußische Ostbahn already has a cube in Berlin (GR-B3, B8)")
    assert refuse(game, Build(0, "PO", ((9, 1),))) == (
        "The Preußische Ostbahn already has its one cube in Berlin's access ring (GR-B8)")
    # two access cubes in one build are refused too
    game2 = builder(cid="PO")
    place(game2, "PO", (7, 2))
    assert "one cube in Berlin's access ring (GR-B8)" in refuse(game2, Build(0, "PO", ((8, 2), (8, 3))))


def test_GR_B9_a_city_raises_income_at_once() -> None:
    game = builder(cid="PO")
    place(game, "PO", (12, 3))
    assert game.state.players[0].income == 3
    act(game, Build(0, "PO", (POSEN,)))
    assert game.state.companies["PO"].income == 4
    assert game.state.players[0].income == 4


def test_GR_B10_stop_before_k_and_pass_is_always_legal() -> None:
    game = builder(cid="PO", treasury=2)
    act(game, Build(0, "PO", ((12, 0),)))  # one cube of four
    assert Pass(1) in legal_actions(game)
    assert not any(isinstance(a, Build) for a in legal_actions(game))  # seat 1 holds no share
    give(game, 1, "PO")
    assert not any(isinstance(a, Build) for a in legal_actions(game))  # an empty treasury builds nothing
    act(game, Pass(1))


def test_GR_B11_place_and_pay_then_incomes_then_connections() -> None:
    game = builder(cid="PO", treasury=10)
    place(game, "NME", POSEN)
    place(game, "PO", (12, 3))
    cash = game.state.players[0].cash
    act(game, Build(0, "PO", (POSEN,)))
    assert game.state.companies["PO"].treasury == 10 - 3  # paid before
    assert game.state.players[0].cash == cash + 2 * 4  # the double dividend uses the new income (3 + Posen 1)


def test_GR_Q14_access_hexes_cost_their_terrain() -> None:
    game = builder(cid="PO")
    place(game, "PO", (7, 1))
    assert quote(game, "PO", [(8, 1)]).costs == [2]  # plain access


def test_legal_cells_lists_next_cubes_with_their_costs() -> None:
    game = builder(cid="MWB", treasury=6)
    place(game, "KSS", HALLE)
    first = dict(legal_cells(game, "MWB"))
    assert first[(4, 4)] == 4 and first[(2, 5)] == 2
    after = dict(legal_cells(game, "MWB", [(4, 4)]))
    assert HALLE not in after  # 4 + 3 > 6
    assert after[(4, 3)] == 2
    assert legal_cells(game, "MWB", [(4, 4), (4, 3), (4, 2)]) == []  # three cubes: the build is full
    assert FRANKFURT not in first
