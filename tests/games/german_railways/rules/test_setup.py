"""Components and set-up (GR-S1..S9), the companies file, and the options GR-Q1, Q12, Q13."""

from __future__ import annotations

from pathlib import Path

import pytest

from irondragon_qt.games.german_railways.rules.bag import tokens
from irondragon_qt.games.german_railways.rules.companies import CompanyDataError, load_companies
from irondragon_qt.games.german_railways.rules.game import Game, bundled_companies
from irondragon_qt.games.german_railways.rules.state import Phase

from .boards import START, rules_board
from .helpers import NAMES, auction_to, new_game, play_initial

ORDER = ["PO", "NME", "KSS", "KBS", "MWB", "GBS", "CME", "BHE"]


def test_GR_S1_three_to_five_players() -> None:
    for n in (3, 4, 5):
        assert len(new_game(n).state.players) == n
    for n in (2, 6):
        with pytest.raises(ValueError, match="3 to 5 players"):
            Game(rules_board(), [f"P{i}" for i in range(n)])
    # 5 turn-order tokens each: no rank ever needs more than 5
    assert max(tokens([9, 7, 5, 3, 1])) == 5


def test_GR_S2_start_cash_by_player_count() -> None:
    for n, cash in ((3, 40), (4, 30), (5, 24)):
        game = new_game(n)
        assert [p.cash for p in game.state.players] == [cash] * n
        assert game.state.start_total == 120


def test_GR_S3_eight_companies_in_auction_order_with_counts_and_colours() -> None:
    book = bundled_companies()
    assert list(book.ids) == ORDER
    assert [c.cubes for c in book.companies] == [20, 17, 11, 16, 14, 15, 12, 13]
    assert [c.colour for c in book.companies] == ["black", "brown", "orange", "blue", "yellow", "red", "purple",
                                                  "green"]
    assert [c.cubes_per_build for c in book.companies] == [4, 3, 2, 3, 3, 3, 3, 3]
    assert [c.start for c in book.companies] == ["Königsberg", "Breslau", "Leipzig", "München", "Kassel",
                                                 "Mannheim", "Essen", "Wittenberge"]


def test_GR_Q1_winsome_cube_counts_option() -> None:
    game = new_game(winsome_cubes=True)
    assert [c.cubes_left + 1 for c in game.state.companies.values()] == [20, 17, 16, 15, 14, 13, 12, 11]
    assert game.to_dict()["options"]["winsome_cubes"] is True


def test_GR_S4_three_shares_treasury_zero() -> None:
    game = new_game()
    assert bundled_companies().constants.shares == 3
    assert all(c.treasury == 0 and c.owners == [] for c in game.state.companies.values())


def test_GR_S5_start_cube_and_start_income() -> None:
    game = new_game()
    for cid, company in game.state.companies.items():
        assert company.network == [START[cid]]
        assert company.cubes_left == bundled_companies().company(cid).cubes - 1
    incomes = {cid: c.income for cid, c in game.state.companies.items()}
    assert incomes == {"PO": 3, "NME": 2, "KSS": 1, "KBS": 3, "MWB": 2, "GBS": 1, "CME": 1, "BHE": 1}


def test_GR_S6_player_incomes_start_at_zero_and_are_integers() -> None:
    game = new_game()
    assert [p.income for p in game.state.players] == [0, 0, 0]
    play_initial(game)
    assert all(isinstance(p.income, int) for p in game.state.players)


def test_GR_S7_banker_is_a_seeded_random_seat_and_bids_first() -> None:
    bankers = {new_game(seed=s).state.banker for s in range(40)}
    assert bankers == {0, 1, 2}
    for s in range(5):
        game = new_game(seed=s)
        assert game.state.banker == new_game(seed=s).state.banker
        assert game.current_seat() == game.state.banker
        assert game.state.auction is not None and game.state.auction.first_bidder == game.state.banker


def test_GR_S8_initial_auctions_one_share_each_in_order() -> None:
    game = new_game()
    seen = []
    while game.state.phase == Phase.INITIAL:
        assert game.state.auction is not None and game.state.auction.initial
        seen.append(game.state.auction.company)
        auction_to(game, None, 0)
    assert seen == ORDER
    assert all(len(c.owners) == 1 for c in game.state.companies.values())
    assert game.state.round == 1


def test_GR_S9_information_is_open_and_GR_Q12_hidden_cash_option() -> None:
    game = new_game()
    assert game.cash_seen_by(1, 0) == 40
    assert game.state.to_dict()["players"][0]["cash"] == 40
    hidden = new_game(hidden_cash=True)
    assert hidden.cash_seen_by(1, 0) is None and hidden.cash_seen_by(0, 0) == 40
    assert hidden.cash_seen_by(None, 0) == 40


def test_GR_Q13_leipzig_value_option() -> None:
    assert new_game().state.companies["KSS"].income == 1
    assert new_game(leipzig_value=2).state.companies["KSS"].income == 2


def test_companies_file_errors_name_the_entry(tmp_path: Path) -> None:
    text = (Path(__file__).resolve().parents[4] / "maps" / "german_railways" / "companies.toml").read_text("utf-8")
    bad = tmp_path / "companies.toml"
    bad.write_text(text.replace("cubes = 20", "cubes = -2"), "utf-8")
    with pytest.raises(CompanyDataError, match=r"company 1 \(PO\): cubes"):
        load_companies(bad)
    bad.write_text(text.replace("no_city_surcharge = true", "no_city_surcharge = 3"), "utf-8")
    with pytest.raises(CompanyDataError, match="no_city_surcharge must be true or false"):
        load_companies(bad)
    bad.write_text(text.replace("build_cost_cap", "build_cap"), "utf-8")
    with pytest.raises(CompanyDataError, match="unknown keys build_cap"):
        load_companies(bad)
    bad.write_text("[constants\n", "utf-8")
    with pytest.raises(CompanyDataError, match="not valid TOML"):
        load_companies(bad)
    with pytest.raises(CompanyDataError, match="cannot read"):
        load_companies(tmp_path / "missing.toml")


def test_a_board_without_a_start_city_is_refused() -> None:
    board = rules_board()
    cells = dict(board.cells)
    at = START["BHE"]
    cells[at] = type(cells[at])(at, "plain", None)
    with pytest.raises(ValueError, match="no start city for the Berlin-Hamburger"):
        Game(type(board)(board.name, board.layout, cells), NAMES[:3])
