"""The audit finds what is wrong in the books, naming the rule, and nothing in a sound game."""

from __future__ import annotations

from irondragon_qt.games.german_railways.rules.actions import Build
from irondragon_qt.games.german_railways.rules.audit import audit

from .boards import HALLE
from .helpers import act, builder, place


def _sound():  # type: ignore[no-untyped-def]
    game = builder(cid="MWB", treasury=20)
    place(game, "KSS", HALLE)
    act(game, Build(0, "MWB", ((4, 4), HALLE)))
    assert audit(game) == []
    return game


def test_audit_money() -> None:
    game = _sound()
    game.state.players[1].cash += 5
    assert any(p.startswith("GR-S2: money appeared or vanished") for p in audit(game))
    game = _sound()
    game.state.companies["MWB"].treasury = -1
    game.state.players[0].cash += 14
    assert "GR-B7: the MWB's treasury holds -1" in audit(game)


def test_audit_cubes_conserved_one_company_per_hex_and_one_access_cube() -> None:
    game = _sound()
    game.state.companies["MWB"].cubes_left += 1
    assert any(p.startswith("GR-S3: the MWB") for p in audit(game))
    game = _sound()
    game.state.companies["PO"].network.append((4, 4))
    game.state.companies["PO"].cubes_left -= 1
    problems = audit(game)
    assert "GR-B4: 2 companies in the hex (4, 4)" in problems
    assert any(p.startswith("GR-B2: the PO's cube") for p in problems)
    game = _sound()
    place(game, "PO", (12, 1), (11, 1), (10, 1), (9, 1), (11, 2))
    assert "GR-B8: the PO has more than one cube in Berlin's access ring" in audit(game)


def test_audit_incomes_recomputed_from_the_board() -> None:
    game = _sound()
    game.state.companies["MWB"].income += 1
    assert "GR-B9: the MWB's income is 4, its network gives 3" in audit(game)  # Kassel, Halle, the best twice
    game = _sound()
    game.state.players[0].income = 0
    assert "GR-T2: Ada's income is 0, the shares give 3" in audit(game)


def test_audit_shares_and_connections() -> None:
    game = _sound()
    game.state.companies["MWB"].owners += [1, 1, 1]
    problems = audit(game)
    assert "GR-S4: 4 shares of the MWB sold, only 3 exist" in problems
    assert "GR-A4: Bert holds 0 shares of the MWB, its books say 3" in problems
    game = _sound()
    game.state.companies["MWB"].connected.append("PO")
    assert any(p.startswith("GR-D1") for p in audit(game))
