"""Company abilities (GR-C1..C8), read from the companies file's data keys."""

from __future__ import annotations

from irondragon_qt.games.german_railways.rules import abilities
from irondragon_qt.games.german_railways.rules.actions import Build
from irondragon_qt.games.german_railways.rules.building import quote
from irondragon_qt.games.german_railways.rules.dividends import dividend_per_share
from irondragon_qt.games.german_railways.rules.game import bundled_companies

from .boards import FRANKFURT, HALLE, HAMBURG, METRO_CELLS, START
from .helpers import act, builder, give, place, refuse


def test_GR_C1_po_places_up_to_four_cubes() -> None:
    game = builder(cid="PO")
    assert refuse(game, Build(0, "PO", ((12, 0), (11, 0), (10, 0), (9, 0), (8, 0)))) == (
        "The Preußische Ostbahn may place at most 4 cubes in a build (GR-B2, C1, C3)")
    act(game, Build(0, "PO", ((12, 0), (11, 0), (10, 0), (9, 0))))


def test_GR_C2_nme_never_pays_the_surcharge() -> None:
    game = builder(cid="NME")
    place(game, "KSS", HALLE)
    place(game, "NME", (5, 5))
    place(game, "MWB", (4, 5))
    assert quote(game, "NME", [HALLE]).costs == [2]  # KSS is there: no surcharge for NME
    assert quote(game, "MWB", [HALLE]).costs == [2 + 1]
    place(game, "NME", HALLE)
    assert quote(game, "MWB", [HALLE]).costs == [2 + 2]  # NME's cube counts for the others


def test_GR_C3_kss_places_at_most_two_cubes() -> None:
    game = builder(cid="KSS")
    assert "at most 2 cubes" in refuse(game, Build(0, "KSS", ((7, 4), (8, 4), (9, 4))))
    act(game, Build(0, "KSS", ((7, 4), (8, 4))))


def test_GR_C4_kbs_one_less_per_hex_after_surcharge_never_below_zero() -> None:
    game = builder(cid="KBS")
    assert quote(game, "KBS", [(8, 9), (8, 8)]).costs == [2 - 1, 4 - 1]
    place(game, "NME", (9, 7))
    place(game, "KBS", (9, 8))
    assert quote(game, "KBS", [(9, 7)]).costs == [2 + 1 - 1]  # Dresden with NME there
    kbs = bundled_companies().company("KBS")
    assert abilities.cube_cost(kbs, 0, 0, False) == 0


def test_GR_C5_mwb_best_city_twice_2_then_5_after_frankfurt() -> None:
    game = builder(cid="MWB")
    assert game.state.companies["MWB"].income == 2  # Kassel 1 x 2
    act(game, Build(0, "MWB", ((2, 5), FRANKFURT)))
    assert game.state.companies["MWB"].income == 5  # 1 + 2 + 2
    assert game.state.players[0].income == 5


def test_GR_C6_and_GR_Q4_gbs_first_non_city_cube_of_each_build_discounted() -> None:
    game = builder(cid="GBS")
    assert quote(game, "GBS", [(2, 8), (3, 8)]).costs == [0, 2]  # plain free, then full price
    assert quote(game, "GBS", [(0, 7)]).costs == [1]  # a mountain costs 1
    place(game, "GBS", (1, 7))
    assert quote(game, "GBS", [FRANKFURT, (2, 5)]).costs == [2, 0]  # the order chosen: the city first
    assert quote(game, "GBS", [(2, 7), (1, 6)]).costs == [0, 2]
    act(game, Build(0, "GBS", ((2, 8), (3, 8))))
    game.state.slot = 0
    assert quote(game, "GBS", [(4, 8)]).costs == [0]  # once per build: the next build has it again


def test_GR_C7_and_GR_Q5_cme_build_over_5_is_illegal() -> None:
    game = builder(cid="CME")
    assert refuse(game, Build(0, "CME", ((1, 1), (1, 2), (0, 2)))) == (
        "A build of the Cöln-Mindener Eisenbahn-Gesellschaft may cost at most 5; this one costs 6 (GR-C7)")
    act(game, Build(0, "CME", ((1, 2), (2, 2))))  # 2 + 3 = 5 is allowed
    assert game.state.bank_paid_in == 5


def test_GR_C8_bhe_pays_nothing_until_berlin_and_hamburg() -> None:
    game = builder(cid="BHE")
    give(game, 1, "NME")
    place(game, "BHE", (5, 0), HAMBURG)
    assert dividend_per_share(game, "BHE", "BHE") == 0
    place(game, "BHE", (7, 1), (8, 1))
    place(game, "NME", (10, 3), METRO_CELLS[1])
    cash = [p.cash for p in game.state.players]
    act(game, Build(0, "BHE", (METRO_CELLS[0],)))  # completes Berlin + Hamburg and meets NME there
    income = game.state.companies["BHE"].income
    assert income == 1 + 3 + 3
    assert game.state.players[0].cash == cash[0] + 2 * income  # pays in the very phase it completes
    assert game.state.players[1].cash == cash[1] + game.state.companies["NME"].income


def test_GR_C8_bhe_connection_still_triggers_a_phase_paying_others() -> None:
    game = builder(cid="BHE")
    give(game, 1, "KSS")
    place(game, "BHE", (6, 2), (6, 3))
    cash = [p.cash for p in game.state.players]
    act(game, Build(0, "BHE", (START["KSS"],)))  # meets KSS in Leipzig, no Berlin nor Hamburg yet
    assert game.state.players[0].cash == cash[0]
    assert game.state.players[1].cash == cash[1] + 1
    assert game.state.players[0].income == game.state.companies["BHE"].income == 2  # GR-Q6: counts in full


def test_GR_Q6_option_unpaying_company_counts_zero_in_player_income() -> None:
    game = builder(cid="BHE", unpaying_income_zero=True)
    assert game.state.players[0].income == 0
    place(game, "BHE", (5, 0), HAMBURG, (7, 1), (8, 1), METRO_CELLS[0])
    assert game.state.players[0].income == game.state.companies["BHE"].income == 7
