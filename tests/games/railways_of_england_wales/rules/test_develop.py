"""The actions that grow a railway, through the Game (RW-12..RW-16, RW-Q5..RW-Q7, EW-3): building
track paid at the terrain's price (with the build cards), urbanizing a town, upgrading the engine."""

from __future__ import annotations

import pytest

from irondragon_qt.games.railways_of_england_wales.board.hexboard import Coord
from irondragon_qt.games.railways_of_england_wales.rules import actions as a
from irondragon_qt.games.railways_of_england_wales.rules.building import BuildStep

from .positions import ANN, BOB, act, at, balanced, board, give, give_cash, link, refused, set_cubes, show, started

RIVER_TILE = (10, 15)  # the open hex with a river between Liverpool and Manchester (EW-3: $3,000)
RIVER_MOUNTAIN = (12, 15)  # the mountain hex with a river east of Manchester (EW-3: $4,000)
RIDGE_OPEN = (19, 29)  # the open hex south of London, over a ridge (RW-13: $2,000 + $4,000)


def liverpool_to_manchester(seat: int = ANN, *cards: str) -> a.Build:
    return a.Build(seat, (BuildStep(None, at("Liverpool"), (RIVER_TILE, at("Manchester"))),), cards)


def walk(start: str, tiles: int) -> tuple[Coord, ...]:
    """``tiles`` open hexes in a row from the place ``start``, no place, river or ridge among them."""
    b = board()

    def extend(path: list[Coord]) -> list[Coord] | None:
        if len(path) == tiles + 1:
            return path
        for n in b.neighbours(path[-1]):
            cell = b.cells[n]
            if n in path or cell.place is not None or cell.terrain != "open" or cell.river or b.ridge(path[-1], n):
                continue
            found = extend([*path, n])
            if found:
                return found
        return None

    found = extend([at(start)])
    assert found is not None
    return tuple(found[1:])


# --- RW-12, RW-13, RW-14: building --------------------------------------------------------------------
def test_rw12_rw13_rw14_ew3_a_build_pays_the_terrain_and_the_builder_owns_the_link() -> None:
    """RW-13/EW-3: an open hex with a river costs the water price, $3,000; RW-14: the finished link
    is the builder's; RW-12: paid to the bank at once."""
    game = started(2)
    give_cash(game, ANN, 10000)
    lines = act(game, liverpool_to_manchester())
    new = game.state.track.links[-1]
    assert new.complete and new.owner == ANN and new.cells == [at("Liverpool"), RIVER_TILE, at("Manchester")]
    assert game.state.players[ANN].cash == 7000
    assert "Ann builds 1 tile from Liverpool to Manchester ($3,000)." in lines
    assert game.current_seat() == BOB
    balanced(game)


def test_rw13_ew3_a_mountain_costs_4000_with_a_river_too_and_a_ridge_adds_4000() -> None:
    """RW-13: a mountain hex costs $4,000 (EW-3: with a river too) and each ridge edge crossed adds
    $4,000 to the hex's price."""
    game = started(2)
    give_cash(game, ANN, 20000)
    assert board().ridge(at("London"), RIDGE_OPEN) and not board().ridge(at("Manchester"), RIVER_MOUNTAIN)
    act(game, a.Build(ANN, (BuildStep(None, at("Manchester"), (RIVER_MOUNTAIN,)),)))
    assert game.state.players[ANN].cash == 16000
    act(game, a.Pass(BOB))
    act(game, a.Build(ANN, (BuildStep(None, at("London"), (RIDGE_OPEN,)),)))
    assert game.state.players[ANN].cash == 10000


def test_rw12_at_most_4_tiles_a_build_and_a_link_continued_later() -> None:
    """RW-12: up to 4 tiles an action; a link begun may be continued in a later action."""
    game = started(2)
    give_cash(game, ANN, 40000)
    cells = walk("Ipswich", 5)
    assert "Only 4 tiles a build (RW-12)." in refused(game, a.Build(ANN, (BuildStep(None, at("Ipswich"), cells),)))
    act(game, a.Build(ANN, (BuildStep(None, at("Ipswich"), cells[:4]),)))
    new = game.state.track.links[-1]
    act(game, a.Pass(BOB))
    act(game, a.Build(ANN, (BuildStep(new.id, None, cells[4:]),)))
    assert new.tiles == list(cells) and game.state.players[ANN].cash == 40000 - 5 * 2000


def test_rw12_perfect_engineering_lays_2_tiles_more_and_is_spent() -> None:
    """RW-20's build cards: Perfect Engineering lets one build lay 6 tiles; spent on it."""
    game = started(2)
    give(game, ANN, "perfect-engineering")
    give_cash(game, ANN, 20000)
    lines = act(game, a.Build(ANN, (BuildStep(None, at("Ipswich"), walk("Ipswich", 6)),), ("perfect-engineering",)))
    assert game.state.players[ANN].cards == [] and "perfect-engineering" in game.state.discard
    assert "Perfect Engineering is spent." in lines and game.state.players[ANN].cash == 8000
    balanced(game)


@pytest.mark.parametrize(("card", "cash_left"), [("civil-engineers", 10000 - 1000),
                                                 ("government-land-grant", 10000)])
def test_rw20_a_discount_card_takes_dollars_off_one_build_never_below_0(card: str, cash_left: int) -> None:
    """RW-20's build discounts: $2,000 off (the $3,000 build costs $1,000); $4,000 off (it costs $0)."""
    game = started(2)
    give(game, ANN, card)
    give_cash(game, ANN, 10000)
    act(game, liverpool_to_manchester(ANN, card))
    assert game.state.players[ANN].cash == cash_left and game.state.players[ANN].bonds == 0
    balanced(game)


def test_rw20_only_cards_held_and_meant_for_building_are_spent_on_a_build() -> None:
    """A build spends only build cards its player holds, one of a kind."""
    game = started(2)
    give(game, BOB, "civil-engineers")
    give(game, ANN, "rail-inspector")
    give(game, ANN, "government-land-grant")
    assert refused(game, liverpool_to_manchester(ANN, "civil-engineers")) == "You do not hold that card (RW-20)."
    assert "not spent on a build" in refused(game, liverpool_to_manchester(ANN, "rail-inspector"))
    assert "not spent on a build" not in refused(game, a.Build(ANN, (BuildStep(None, at("Liverpool"), ()),),
                                                               ("government-land-grant",)))


def test_rw14_a_build_refused_by_the_track_rules_changes_nothing() -> None:
    """RW-14: track ends at a place and never passes through one; the refusal says why."""
    game = started(2)
    link(game, "Liverpool", "Manchester", BOB)
    reason = refused(game, liverpool_to_manchester())
    assert "RW-Q15" in reason or "RW-Q3" in reason


# --- RW-15, RW-Q5: urbanizing -----------------------------------------------------------------------------
def test_rw15_rwq5_urbanize_pays_10000_makes_a_city_of_the_tile_colour_and_draws_2_cubes() -> None:
    """RW-15: pay $10,000 and put a New City tile on a grey town, now a city of the tile's colour;
    RW-Q5: 2 cubes are drawn from the bag onto it."""
    game = started(2)
    s = game.state
    crewe = at("Crewe")
    give_cash(game, ANN, 12000)
    top = s.bag[:2]
    bag = len(s.bag)
    lines = act(game, a.Urbanize(ANN, crewe, "yellow"))
    assert s.players[ANN].cash == 2000
    assert s.colour_of[crewe] == "yellow" and s.new_cities.count("yellow") == 2
    assert s.cubes[crewe] == top and len(s.bag) == bag - 2
    assert lines[-1] == (f"Ann urbanizes Crewe into a yellow city for $10,000; cubes drawn onto it: "
                         f"{top[0]}, {top[1]} (RW-15, RW-Q5).")
    balanced(game)


def test_rw15_an_urbanized_town_takes_goods_of_its_colour() -> None:
    """RW-15: the town becomes a city of the tile's colour: a yellow cube may now be delivered to it."""
    game = started(2)
    set_cubes(game, "Liverpool", "yellow")
    show(game)  # no goal card in the way
    to_crewe = link(game, "Liverpool", "Crewe", ANN)
    deliver = a.Deliver(ANN, at("Liverpool"), "yellow", (to_crewe,))
    assert "Crewe is not a yellow city" in refused(game, deliver)
    give_cash(game, ANN, 10000)
    act(game, a.Urbanize(ANN, at("Crewe"), "yellow"))
    act(game, a.Pass(BOB))
    act(game, deliver)
    assert game.state.players[ANN].delivered == {"yellow": 1}
    balanced(game)


def test_rw15_rw7_only_a_grey_town_with_a_tile_left_of_a_colour_with_tiles() -> None:
    """RW-15: only grey towns are urbanized; RW-7: no red tile, and three of each other colour."""
    game = started(2)
    give_cash(game, ANN, 200000)
    give_cash(game, BOB, 200000)
    assert "Only a grey town" in refused(game, a.Urbanize(ANN, at("Liverpool"), "yellow"))
    assert "No New City tile of red" in refused(game, a.Urbanize(ANN, at("Crewe"), "red"))
    towns = ["Crewe", "Lancaster", "Doncaster", "Oxford"]
    for k, town in enumerate(towns[:3]):
        act(game, a.Urbanize(ANN if k % 2 == 0 else BOB, at(town), "black"))
    assert "Only a grey town" in refused(game, a.Urbanize(BOB, at("Crewe"), "blue"))
    assert "No New City tile of black" in refused(game, a.Urbanize(BOB, at("Oxford"), "black"))
    balanced(game)


# --- RW-16, RW-Q6, RW-Q7: the engine ---------------------------------------------------------------------
def test_rw16_rwq6_an_upgrade_raises_the_engine_one_level_for_1000_times_the_new_level() -> None:
    """RW-16: the engine one level up, paying its cost; RW-Q6: $1,000 x the new level."""
    game = started(2)
    give_cash(game, ANN, 10000)
    lines = act(game, a.Upgrade(ANN))
    assert game.state.players[ANN].engine == 2 and game.state.players[ANN].cash == 8000
    assert "Ann upgrades the engine to level 2 for $2,000 (RW-16)." in lines
    act(game, a.Pass(BOB))
    act(game, a.Upgrade(ANN))
    assert game.state.players[ANN].engine == 3 and game.state.players[ANN].cash == 5000


def test_rwq7_the_engine_tops_out_at_level_8() -> None:
    """RW-Q7: the highest level is 8: no upgrade (nor Locomotive Trials) beyond it."""
    game = started(2)
    game.state.players[ANN].engine = 7
    give_cash(game, ANN, 10000)
    act(game, a.Upgrade(ANN))
    assert game.state.players[ANN].engine == 8
    act(game, a.Pass(BOB))
    assert "top level already (8, RW-Q7)" in refused(game, a.Upgrade(ANN))
    game.state.deck.remove("locomotive-trials")
    game.state.display.append("locomotive-trials")
    assert "top level already (8, RW-Q7)" in refused(game, a.TakeCard(ANN, "locomotive-trials"))
