"""The merger phase (ST-20..22, ST-Q5, ST-Q14): lowest price first, partners joined by their
networks, the two votes with their ties, the purchase at price + $1,000 with shares issued to pay,
the target's cash, loans and links passing, and the target set up afresh."""

from __future__ import annotations

from irondragon_qt.games.railways_of_england_wales.stock import actions as a
from irondragon_qt.games.railways_of_england_wales.stock.audit import audit
from irondragon_qt.games.railways_of_england_wales.stock.game import StockGame
from irondragon_qt.games.railways_of_england_wales.stock.networks import joined, merger_price, merger_targets
from irondragon_qt.games.railways_of_england_wales.stock.state import Phase

from .positions import lay, play_until, started


def _mergers(holdings: dict[int, list[str]] | None = None) -> StockGame:
    """LNWR (Ada 2) and GWR (Brunel, then Cubitt) joined at Manchester, both at $5,000, LNWR first."""
    game = started(holdings or {0: ["lnwr", "lnwr"], 1: ["gwr"], 2: ["gwr"]})
    lay(game, "lnwr", ("Liverpool", "Manchester"))
    lay(game, "gwr", ("Manchester", "Wigan"))
    play_until(game, Phase.MERGERS)
    return game


def test_st20_lowest_price_first_and_only_a_company_whose_network_joins() -> None:
    game = _mergers()
    s = game.state
    assert s.queue[0] == 0 and game.current_seat() == 0  # LNWR reached $5,000 first (ST-Q8)
    assert game.check(a.ProposeMerger(0, "mr")) == "No player holds a share of Midland: it takes no part (ST-9)."
    assert game.check(a.ProposeMerger(0, "gwr")) is None


def test_st21_st22_st_q5_both_votes_pass_on_the_target_directors_tie_and_the_purchase_follows() -> None:
    game = _mergers()
    s = game.state
    lnwr, gwr = s.companies[0], s.companies[1]
    cash = [p.cash for p in s.players]
    assert game.process(a.ProposeMerger(0, "gwr"))  # Ada alone holds LNWR: it passes at once
    assert s.ballot is not None and s.ballot.stage == 1 and game.current_seat() == 1  # GWR's director first
    assert game.process(a.Vote(1, True)) and game.process(a.Vote(2, False))  # 1 to 1: the director's way
    assert s.ballot is None
    assert [p.cash - before for p, before in zip(s.players, cash, strict=True)] == [0, 6000, 6000]
    # $30,000 for 2 held and 3 stock-board shares at $6,000: $14,000 and 4 issued shares at $5,000 (ST-Q14)
    assert (lnwr.tableau, lnwr.issued) == (1, 4)
    assert lnwr.treasury == 14000 + 20000 - 30000 + 14000  # then GWR's $14,000 passes (ST-Q5)
    assert {link.owner for link in s.track.links} == {0}
    assert (gwr.owners, gwr.stock_board, gwr.tableau, gwr.treasury, gwr.director) == ([], 5, 5, 0, None)
    assert game.data.prices[gwr.price] == 7000 and gwr.resets == 1
    assert "gwr" not in s.players[1].shares and audit(game) == []


def test_st21_a_tie_in_the_target_goes_against_when_its_director_votes_no() -> None:
    game = _mergers()
    assert game.process(a.ProposeMerger(0, "gwr"))
    assert game.process(a.Vote(1, False)) and game.process(a.Vote(2, True))
    assert game.state.companies[1].owners == [1, 2]
    assert "GWR's shareholders vote 1 to 1: no merger (ST-21)." in game.history


def test_st21_the_active_companys_shareholders_vote_first_the_director_yes_deciding_a_tie() -> None:
    game = _mergers({0: ["lnwr"], 1: ["gwr", "lnwr"], 2: ["gwr"]})
    s = game.state
    assert game.process(a.ProposeMerger(0, "gwr"))
    assert s.ballot is not None and s.ballot.stage == 0 and game.current_seat() == 1
    assert game.process(a.Vote(1, False))  # 1 to 1 in LNWR: its director's yes carries it
    assert s.ballot is not None and s.ballot.stage == 1


def test_st_q5_a_merger_the_company_cannot_pay_even_issuing_every_share_is_not_allowed() -> None:
    game = started({0: ["gnr"], 1: ["lnwr", "lnwr", "lnwr"]})
    lay(game, "gnr", ("Liverpool", "Manchester"))
    lay(game, "lnwr", ("Manchester", "Wigan"))
    play_until(game, Phase.DIVIDENDS)
    # GNR: $5,000 and 5 shares at $5,000 to issue; LNWR's 3 held and 2 stock-board shares cost 5 x $8,000
    assert joined(game.state, 4, 0) and merger_price(game, 0) == 40000
    assert merger_targets(game, 4) == [] and merger_targets(game, 0) == [4]
    game.state.companies[4].treasury += 10000  # now it can (books apart: no action is taken)
    assert merger_targets(game, 4) == [0]


def test_st_q5_st_q14_one_merger_a_phase_and_a_company_without_a_partner_is_skipped() -> None:
    game = _mergers({0: ["lnwr", "lnwr", "mr"], 1: ["gwr"], 2: ["gwr"]})
    lay(game, "mr", ("Wigan", "Liverpool"))
    s = game.state
    assert game.process(a.ProposeMerger(0, "gwr"))
    assert game.process(a.Vote(1, True)) and game.process(a.Vote(2, True))
    assert s.merged == [0, 1]
    assert s.phase == Phase.STOCK  # Midland's only partners merged this phase: skipped, no decision


def test_st_q14_with_no_partners_the_phase_passes_without_a_decision() -> None:
    game = started({0: ["lnwr"], 1: ["gwr"]})
    play_until(game, Phase.STOCK)
    assert not any(type(x).__name__ in ("SkipMerger", "ProposeMerger") for x in game.log)
