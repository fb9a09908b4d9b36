"""Direct connections and dividends (GR-D1..D6, Q3, Q11)."""

from __future__ import annotations

from irondragon_qt.games.german_railways.rules.actions import Build

from .boards import DRESDEN, HALLE, HAMBURG, POSEN, START
from .helpers import act, builder, fund, give, place


def _cash(game):  # type: ignore[no-untyped-def]
    return [p.cash for p in game.state.players]


def test_GR_D1_and_GR_Q3_connection_is_a_shared_city_not_adjacency_nor_a_third_company() -> None:
    game = builder(cid="MWB")
    place(game, "KSS", HALLE)
    act(game, Build(0, "MWB", ((4, 4), (4, 3))))  # (4, 3) is next to Halle: adjacent is not connected
    assert game.state.companies["MWB"].connected == []
    place(game, "CME", HALLE)  # CME meets KSS in Halle
    assert game.state.companies["CME"].connected == ["KSS"]
    place(game, "CME", (5, 5))
    assert "MWB" not in game.state.companies["KSS"].connected  # no link through a third company
    game.state.slot = 0
    act(game, Build(0, "MWB", (HALLE,)))
    assert sorted(game.state.companies["MWB"].connected) == ["CME", "KSS"]
    assert "MWB" in game.state.companies["KSS"].connected  # kept on both sides, for good


def test_GR_D2_a_build_with_no_new_pair_pays_nothing_and_reconnecting_does_nothing() -> None:
    game = builder(cid="MWB", treasury=40)
    give(game, 1, "KSS")
    place(game, "KSS", HALLE, (5, 5))
    before = _cash(game)
    act(game, Build(0, "MWB", ((4, 4), (4, 3))))  # next to KSS's track, in no shared city
    assert _cash(game) == before and game.state.bank_paid_out == 40  # no dividend (40: the test's funding)
    game.state.slot = 0
    act(game, Build(0, "MWB", (HALLE,)))
    assert _cash(game) != before
    after = _cash(game)
    game.state.slot = 0
    act(game, Build(0, "MWB", (START["KSS"],)))  # meets KSS again, in Leipzig: an old pair
    assert _cash(game) == after


def test_GR_D2_one_phase_even_with_two_new_partners() -> None:
    game = builder(cid="MWB", treasury=40)
    give(game, 1, "KSS")
    give(game, 2, "CME")
    place(game, "KSS", HALLE)
    place(game, "CME", HALLE)
    place(game, "MWB", (4, 4))
    before = _cash(game)
    act(game, Build(0, "MWB", (HALLE,)))
    mwb = game.state.companies["MWB"].income
    assert _cash(game) == [before[0] + 2 * mwb, before[1] + 2, before[2] + 2]  # KSS and CME: 1 + Halle 1, once
    assert "connected to the Königlich-Sächsische Staatseisenbahnen, the Cöln-Mindener" in game.history[-2]


def test_GR_D3_all_companies_pay_unsold_shares_nothing_treasuries_untouched() -> None:
    game = builder(cid="MWB", treasury=40)
    give(game, 1, "KBS")
    give(game, 2, "GBS")
    give(game, 2, "PO")
    fund(game, "KBS", 9)
    place(game, "KSS", HALLE)
    place(game, "MWB", (4, 4))
    treasuries = {cid: c.treasury for cid, c in game.state.companies.items()}
    before = _cash(game)
    paid_out = game.state.bank_paid_out
    act(game, Build(0, "MWB", (HALLE,)))
    after = _cash(game)
    assert after[1] - before[1] == 3  # KBS: München 3
    assert after[2] - before[2] == 1 + 3  # GBS: Mannheim 1, PO: Königsberg 3
    assert game.state.bank_paid_out - paid_out == sum(after) - sum(before)  # from the bank
    treasuries["MWB"] -= 3
    assert {cid: c.treasury for cid, c in game.state.companies.items()} == treasuries


def test_GR_D4_double_only_for_the_builder_and_only_once() -> None:
    game = builder(cid="MWB", treasury=40)
    give(game, 0, "MWB")  # two shares of the builder
    give(game, 1, "KSS")
    place(game, "KSS", HALLE)
    place(game, "MWB", (4, 4))
    before = _cash(game)
    act(game, Build(0, "MWB", (HALLE,)))
    mwb = game.state.companies["MWB"].income
    assert mwb == 1 + 1 + 1  # Kassel, Halle, the best twice
    assert _cash(game)[0] - before[0] == 2 * 2 * mwb  # two shares, each double
    assert _cash(game)[1] - before[1] == 2  # the partner single


def test_GR_D5_every_share_pays_the_full_income() -> None:
    game = builder(cid="PO", treasury=40)
    give(game, 1, "NME")
    give(game, 2, "NME")
    give(game, 2, "NME")
    place(game, "NME", POSEN)
    place(game, "PO", (12, 3))
    before = _cash(game)
    act(game, Build(0, "PO", (POSEN,)))
    nme = game.state.companies["NME"].income
    assert nme == 2 + 1
    assert _cash(game)[1] - before[1] == nme and _cash(game)[2] - before[2] == 2 * nme  # never split


def test_GR_D6_and_GR_Q11_po_into_posen_pays_18_a_share() -> None:
    game = builder(cid="PO", treasury=40)
    give(game, 0, "PO")
    give(game, 1, "NME")
    give(game, 2, "KBS")
    place(game, "PO", HAMBURG, DRESDEN)  # by hand: Königsberg 3 + Hamburg 3 + Dresden 2 = 8
    place(game, "PO", (12, 3))
    place(game, "NME", POSEN)
    assert game.state.companies["PO"].income == 8
    before = _cash(game)
    act(game, Build(0, "PO", (POSEN,)))
    assert game.state.companies["PO"].income == 9
    assert _cash(game)[0] - before[0] == 2 * 18  # two PO shares, 18 each
    assert _cash(game)[1] - before[1] == 2 + 1  # NME single: Breslau 2 + Posen 1
    assert _cash(game)[2] - before[2] == 3  # GR-Q11: every other share pays its own company's income


def test_GR_D2_a_build_through_two_cities_meets_the_companies_in_each_and_pays_once() -> None:
    game = builder(cid="MWB", treasury=40)
    give(game, 1, "CME")
    give(game, 2, "KSS")
    place(game, "CME", HALLE)
    place(game, "MWB", (4, 4))
    before = _cash(game)
    act(game, Build(0, "MWB", (HALLE, START["KSS"])))  # Halle (CME), then Leipzig (KSS)
    assert sorted(game.state.companies["MWB"].connected) == ["CME", "KSS"]
    mwb = game.state.companies["MWB"].income
    paid = [2 * mwb, 1 + 1, 1]  # the builder double; CME: Essen + Halle; KSS: Leipzig
    assert _cash(game) == [b + p for b, p in zip(before, paid, strict=True)]
    assert game.history[-1] == f"Dividends (MWB pays double): Ada {paid[0]}, Bert 2, Cleo 1."
