"""The operating phase (ST-9..15, ST-Q2, ST-Q6, ST-Q8, ST-Q11, ST-Q13): the order, money for the
company, exactly one action, whole links with the second's surcharge, deliveries over own and foreign
links, and the income paid and reset."""

from __future__ import annotations

import itertools

from irondragon_qt.games.railways_of_england_wales.board.hexboard import Coord
from irondragon_qt.games.railways_of_england_wales.rules.costs import costs_of
from irondragon_qt.games.railways_of_england_wales.stock import actions as a
from irondragon_qt.games.railways_of_england_wales.stock.audit import audit
from irondragon_qt.games.railways_of_england_wales.stock.flow import by_price
from irondragon_qt.games.railways_of_england_wales.stock.game import StockGame
from irondragon_qt.games.railways_of_england_wales.stock.state import Phase

from .positions import at, clear_cubes, cube, decline_all, give, lay, link, play_until, started


def test_st10_highest_price_first_and_the_director_acts() -> None:
    game = started({0: ["mr"], 1: ["gnr"], 2: ["lnwr"]})
    assert [game.data.companies[i].key for i in game.state.queue] == ["lnwr", "mr", "gnr"]
    assert game.current_seat() == 2
    assert game.process(a.Pass(2))
    assert game.current_seat() == 0


def test_st_q8_equal_prices_go_by_who_reached_the_price_first_then_tableau_order() -> None:
    game = started({0: ["gwr"]})
    play_until(game, Phase.DIVIDENDS)
    assert game.process(a.Dividend(0, 100))  # $500 < $7,000: one step down, to $6,000
    play_until(game, Phase.STOCK)
    give(game, 1, "mr")  # on $6,000 since the start
    decline_all(game)
    assert [game.data.companies[i].key for i in game.state.queue] == ["mr", "gwr"]
    s = game.state
    s.companies[1].price_since = s.companies[2].price_since = 0
    assert by_price(s, highest_first=True) == [1, 2]  # reached together: tableau order


def test_st9_a_company_no_player_holds_takes_no_action_and_its_price_never_moves() -> None:
    game = started({0: ["gwr"]})
    assert game.state.queue == [1]
    prices = [c.price for c in game.state.companies]
    play_until(game, Phase.STOCK)
    assert [c.price for n, c in enumerate(game.state.companies) if n != 1] == prices[:1] + prices[2:]


def test_st11_issuing_shares_pays_the_company_its_price_and_loans_only_with_the_tableau_empty() -> None:
    game = started({0: ["lnwr"]})
    c = game.state.companies[0]
    assert game.check(a.TakeLoan(0)) == ("LNWR still has 5 shares on its tableau: a loan only once every share "
                                         "is issued (ST-11, ST-Q6).")
    assert game.check(a.IssueShares(0, 6)) == "LNWR has 5 shares left on its tableau to issue (ST-11)."
    assert game.process(a.IssueShares(0, 5))
    assert c.treasury == 7000 + 5 * 7000 and (c.tableau, c.issued) == (0, 5)
    assert game.process(a.TakeLoan(0)) and game.process(a.TakeLoan(0))
    assert c.loans == 2 and c.treasury == 42000 + 10000 and audit(game) == []


def test_st_q6_st_q13_shares_are_issued_and_loans_taken_only_in_the_companys_own_turn() -> None:
    game = started({0: ["lnwr"], 1: ["gwr"]})
    assert game.check(a.IssueShares(1, 1)) == "It is Ada's turn, not Brunel's (ST-10, ST-23)."
    play_until(game, Phase.DIVIDENDS)
    why = "Companies build, deliver, issue shares and take loans in the operating phase (ST-10, ST-Q13)."
    assert game.check(a.IssueShares(0, 1)) == why and game.check(a.TakeLoan(0)) == why


def test_st12_exactly_one_action_then_the_next_company() -> None:
    game = started({0: ["lnwr", "gwr"]})
    assert game.process(a.IssueShares(0, 1))  # no action: still LNWR's turn
    assert game.state.queue[0] == 0
    assert game.process(a.Build(0, (link("Liverpool", "Manchester"),)))
    assert game.state.queue == [1]  # the build was its one action


def test_st13_the_first_link_from_any_city_later_ones_joined_to_the_network() -> None:
    game = started({0: ["lnwr", "lnwr"], 1: ["gwr", "gwr"]})
    assert game.process(a.Build(0, (link("Liverpool", "Manchester"),)))
    assert game.process(a.Build(1, (link("Leeds", "York"),)))  # its first link: anywhere
    play_until(game, Phase.OPERATING)
    assert game.check(a.Build(0, (link("Huddersfield", "Leeds"),))) == (
        "The link must join LNWR's network: start or end it at a place its links reach (ST-13).")
    assert game.check(a.Build(0, (link("Huddersfield", "Manchester"),))) is None  # ends on it: laid from it
    s = game.state
    assert game.process(a.Build(0, (link("Manchester", "Huddersfield"), link("Huddersfield", "Leeds"))))
    owners = {(s.track.links[n].cells[0], s.track.links[n].cells[-1]): s.track.links[n].owner
              for n in range(len(s.track.links))}
    assert owners[at("Manchester"), at("Huddersfield")] == 0 == owners[at("Huddersfield"), at("Leeds")]


def _price(game: StockGame, cells: tuple[Coord, ...]) -> int:
    """RW-13/EW-3's price of a link's tiles and ridges."""
    costs = costs_of(game.comp)
    ridges = sum(costs.ridge for x, y in itertools.pairwise(cells) if game.board.ridge(x, y))
    return sum(costs.hex_price(game.board.cells[x]) for x in cells[1:-1]) + ridges


def test_st13_st_q13_the_second_link_costs_2000_more_a_tile() -> None:
    game = started({0: ["lnwr", "lnwr", "lnwr"]})
    c = game.state.companies[0]
    one = game.state.bank_paid_in
    assert game.process(a.Build(0, (link("Liverpool", "Chester"),)))
    assert game.state.bank_paid_in - one == _price(game, link("Liverpool", "Chester"))  # one link: no surcharge
    play_until(game, Phase.OPERATING)
    before, treasury = game.state.bank_paid_in, c.treasury
    assert game.process(a.Build(0, (link("Liverpool", "Manchester"), link("Manchester", "Chester"))))
    cost = _price(game, link("Liverpool", "Manchester")) + _price(game, link("Manchester", "Chester")) + 2 * 2000
    assert game.state.bank_paid_in - before == treasury - c.treasury == cost
    assert any("The second link costs $2,000 more a tile: $4,000 (ST-13)." == line for line in game.history)


def test_st13_a_build_lays_one_or_two_links_never_three() -> None:
    game = started({0: ["lnwr", "lnwr", "lnwr"]})
    three = (link("Liverpool", "Manchester"), link("Manchester", "Chester"), link("Liverpool", "Chester"))
    assert game.check(a.Build(0, three)) == "A build lays one or two whole links, not 3 (ST-13)."
    assert game.check(a.Build(0, ())) == "A build lays one or two whole links, not 0 (ST-13)."


def test_st13_st_q9_only_whole_links_are_built() -> None:
    game = started({0: ["lnwr"]})
    half = link("Manchester", "Chester")[:-1]
    why = game.check(a.Build(0, (half,)))
    assert why == "Build the link whole, from a city or town to a city or town (ST-13, ST-Q9)."


def test_st13_a_build_the_treasury_cannot_pay_is_refused() -> None:
    game = started({0: ["gnr"]})
    game.state.companies[4].treasury = 1000
    game.state.bank_paid_in += 4000  # the books kept for the audit
    why = game.check(a.Build(0, (link("Liverpool", "Manchester"),)))
    assert _price(game, link("Liverpool", "Manchester")) == 3000
    assert why == ("The build costs $3,000 and GNR holds $1,000: issue shares or take a loan first (ST-11, ST-13).")


def test_st14_st15_a_delivery_over_own_and_foreign_links_moves_the_income_marker_per_link_then_pays() -> None:
    game = started({0: ["lnwr"], 1: ["gwr"]})
    lay(game, "lnwr", ("Liverpool", "Manchester"))
    lay(game, "gwr", ("Manchester", "Wigan"))
    cube(game, "Liverpool", "black")
    s = game.state
    lnwr, gwr = s.companies[0], s.companies[1]
    before = (lnwr.treasury, gwr.treasury)
    assert game.process(a.Deliver(0, at("Liverpool"), "black", (0, 1)))  # 1 own of 2: half
    assert lnwr.treasury == before[0] + 2000 and gwr.treasury == before[1]  # +1 a link, own or foreign; ST-Q2
    assert lnwr.income == 0  # the marker back to 0 (ST-15)
    assert any("its income marker moves to 2 (ST-14)" in line for line in game.history)
    assert audit(game) == []


def test_st14_at_least_half_the_links_are_the_companys_own() -> None:
    game = started({0: ["lnwr"], 1: ["gwr"]})
    lay(game, "lnwr", ("Liverpool", "Manchester"))
    lay(game, "gwr", ("Manchester", "Huddersfield"), ("Huddersfield", "Leeds"), ("Leeds", "York"))
    cube(game, "Liverpool", "yellow")
    assert game.check(a.Deliver(0, at("Liverpool"), "yellow", (0, 1, 2, 3))) == (
        "At least half the links a delivery uses must be LNWR's own: 1 of 4 are (ST-14).")


def test_st14_st1_any_distance_and_the_empty_city_marker() -> None:
    game = started({0: ["lnwr"]})
    lay(game, "lnwr", ("Liverpool", "Manchester"), ("Manchester", "Huddersfield"), ("Huddersfield", "Leeds"),
        ("Leeds", "York"))
    clear_cubes(game, "Liverpool")
    cube(game, "Liverpool", "yellow")
    assert game.process(a.Deliver(0, at("Liverpool"), "yellow", (0, 1, 2, 3)))
    assert game.state.empty == [at("Liverpool")] and game.state.companies[0].treasury == 7000 + 4000


def test_st14_the_cube_starts_on_the_network() -> None:
    game = started({0: ["lnwr"]})
    lay(game, "lnwr", ("Liverpool", "Manchester"))
    why = game.check(a.Deliver(0, at("Chester"), "red", (0,)))
    assert why == "The cube starts at a city on LNWR's network (ST-14)."


def test_st_q11_the_cube_stops_at_the_first_city_of_its_colour() -> None:
    game = started({0: ["lnwr"]})
    lay(game, "lnwr", ("Liverpool", "Manchester"), ("Manchester", "Huddersfield"))
    why = game.check(a.Deliver(0, at("Liverpool"), "purple", (0, 1)))
    assert why is not None and "first purple city" in why and "(RW-Q8)" in why


def test_st15_st12_a_pass_pays_the_marker_at_0() -> None:
    game = started({0: ["lnwr"]})
    treasury = game.state.companies[0].treasury
    assert game.process(a.Pass(0))
    assert game.state.companies[0].treasury == treasury and game.state.phase == Phase.DIVIDENDS
