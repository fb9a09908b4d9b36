"""The review of the rules model against GR_RULES.md: each test names the rule it proves and
closes a gap a deliberate change of the code (a mutant) slipped through, or a defect found."""

from __future__ import annotations

import pytest

from irondragon_qt.games.german_railways.board.hexboard import ACCESS, Cell, City, HexBoard
from irondragon_qt.games.german_railways.rules.actions import Build, OfferShare
from irondragon_qt.games.german_railways.rules.ending import all_linked, end_reason, finish
from irondragon_qt.games.german_railways.rules.options import GameOptions

from .boards import HALLE, METRO_CELLS, START, make_board
from .helpers import act, builder, fund, give, new_game, place, play_initial, refuse

ISLANDS = {"PO": "Königsberg", "NME": "Breslau", "KSS": "Leipzig", "KBS": "München", "MWB": "Kassel",
           "GBS": "Mannheim", "CME": "Essen", "BHE": "Wittenberge"}


def _row_board(land: str, at: dict[str, int]) -> HexBoard:
    """One row: ``land`` (a letter per column) holding the start cities ``at`` gives by column;
    every other company's start city on an island of its own to the east."""
    row, cities, column = land, {}, len(land) + 1
    for cid, name in ISLANDS.items():
        if cid in at:
            cities[(at[cid], 0)] = City(name, 1, cid)
        else:
            row += " " * (column - len(row)) + "."
            cities[(column, 0)] = City(name, 1, cid)
            column += 2
    return make_board([row], cities, name="review board")


def _all_sold(game, *cids: str) -> None:  # type: ignore[no-untyped-def]
    for cid in cids:
        give(game, 1, cid, 3 - len(game.state.companies[cid].owners))


def test_GR_E1_a_company_with_one_partner_only_does_not_end_the_game() -> None:
    game = builder(cid="PO")
    for cid in list(game.state.companies)[:-1]:
        place(game, cid, HALLE)  # seven companies meet in Halle
    place(game, "BHE", (6, 2), (6, 3), START["KSS"])  # the BHE meets the KSS only, in Leipzig
    assert game.state.companies["BHE"].connected == ["KSS"]
    assert not all_linked(game)
    assert end_reason(game) == ""


def test_GR_B8_another_metro_cell_is_the_same_city_for_surcharge_value_and_connection() -> None:
    game = builder(cid="PO")
    place(game, "NME", (8, 3), METRO_CELLS[0])  # the NME in Berlin's first metro cell
    place(game, "PO", (12, 1), (11, 1))
    act(game, Build(0, "PO", ((11, 2), METRO_CELLS[1])))  # the PO enters through another metro cell
    assert game.state.bank_paid_in == 2 + 2 + 1  # access 2, metro 2, +1 for the NME already in Berlin
    assert game.state.companies["PO"].income == 3 + 3  # Königsberg, Berlin
    assert game.state.companies["PO"].connected == ["NME"]  # one city: a direct connection (GR-D1)


def test_GR_Q8_the_end_check_counts_gbs_discount_on_every_non_city_cube() -> None:
    # Mannheim . . Essen: the GBS reaches Essen in three builds for 0 + 0 + (2 + 1 for the CME) = 3
    game = play_initial(new_game(board=_row_board("....", {"GBS": 0, "CME": 3})))
    assert not game.is_over()
    _all_sold(game, "GBS", "CME")  # the treasuries are the limit now
    fund(game, "GBS", 2)
    assert end_reason(game) == "GR-E2"
    fund(game, "GBS", 1)
    assert end_reason(game) == ""  # 3 Thaler do it: the game must go on


def test_GR_Q8_the_end_check_counts_cubes_whatever_the_money() -> None:
    # a mountain . Königsberg . . Breslau: three cubes from the PO to Breslau
    game = play_initial(new_game(board=_row_board("m....", {"PO": 1, "NME": 4})))
    _all_sold(game, "PO", "NME")
    fund(game, "PO", 100)
    assert end_reason(game) == ""
    game.state.companies["PO"].cubes_left = 2
    assert end_reason(game) == "GR-E2"


def test_GR_Q8_the_end_check_keeps_berlins_one_access_cube_a_game() -> None:
    # access . Königsberg . access . Breslau (two cells of Berlin's ring, no metro needed here)
    board = _row_board("......", {"PO": 1, "NME": 5})
    cells = dict(board.cells)
    for at in ((0, 0), (3, 0)):
        cells[at] = Cell(at, "plain", None, ACCESS)
    board = HexBoard(board.name, board.layout, cells)
    for used in (False, True):
        game = play_initial(new_game(board=board))
        _all_sold(game, "PO", "NME")
        fund(game, "PO", 100)
        if used:
            place(game, "PO", (0, 0))  # the PO's one access cube: the way east is shut
        assert end_reason(game) == ("GR-E2" if used else "")


def test_GR_Q13_leipzig_value_must_be_a_whole_1_or_2() -> None:
    assert GameOptions.from_dict({"leipzig_value": 2}).leipzig_value == 2
    for bad in (1.0, 2.0, True, 3):  # 1.0 made incomes and then cash floats, and the bids' range() fail
        with pytest.raises(ValueError, match="leipzig_value must be 1 or 2"):
            GameOptions.from_dict({"leipzig_value": bad})


def test_GR_S3_an_unknown_company_is_refused_naming_the_rule() -> None:
    game = builder(cid="PO")
    assert refuse(game, OfferShare(0, "XYZ")) == "There is no company 'XYZ' (GR-S3)"
    assert refuse(game, Build(0, "XYZ", ((12, 0),))) == "There is no company 'XYZ' (GR-S3)"


def test_GR_Q12_hidden_cash_is_shown_to_all_once_the_game_is_over() -> None:
    game = builder(cid="PO", hidden_cash=True)
    assert game.cash_seen_by(1, 0) is None
    finish(game, "GR-E1")
    assert game.cash_seen_by(1, 0) == game.state.players[0].cash  # the standings are by cash (GR-E3)
