"""Railways of England & Wales' numbers and cards (maps/railways_of_england_wales/components.toml,
rules/components.py): the bundled file loads, its numbers are the rules' (RW-2, RW-3, RW-7, EW-10,
RW-Q7 ...), every table says where its numbers come from, every card is of a known kind, and each
broken copy is refused in one line naming the file and the record."""

from __future__ import annotations

import re
from functools import cache
from pathlib import Path

import pytest

from irondragon_qt.games.railways_of_england_wales.board.hexboard import COLOURS
from irondragon_qt.games.railways_of_england_wales.rules.components import (
    ANY_COLOUR,
    BARON_KINDS,
    FILE,
    OPERATIONS_KINDS,
    Components,
    ComponentsError,
    default_folder,
    load_components,
)

SOURCE = (default_folder() / FILE).read_text(encoding="utf-8")


@cache
def bundled() -> Components:
    return load_components()


def test_the_bundled_file_loads_from_any_folder(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(tmp_path)
    assert load_components() == bundled()
    assert load_components(default_folder()) == bundled()


def test_rw2_goods_are_125_cubes_25_of_each_of_the_5_colours() -> None:
    goods = bundled().goods
    assert goods.colours == COLOURS == ("red", "blue", "yellow", "purple", "black")
    assert goods.cubes_each == 25 and goods.total == 125


def test_rw3_with_2_or_3_players_each_city_gets_1_cube_fewer_but_at_least_1() -> None:
    players = bundled().players
    for n in (2, 3):
        assert [players.start_cubes(printed, n) for printed in (1, 2, 3)] == [1, 1, 2]
    for n in (4, 5):
        assert [players.start_cubes(printed, n) for printed in (1, 2, 3)] == [1, 2, 3]


def test_rw4_rw21_rw23_rw26_money_starts_at_0_and_bonds_are_5000_with_1000_interest_and_a_point() -> None:
    money = bundled().money
    assert (money.start_cash, money.bond, money.bond_interest, money.bond_points) == (0, 5000, 1000, 1)
    assert money.urbanize == 10000  # RW-15
    assert money.bid_step == 1000  # RW-Q12


def test_rw13_ew3_ew8_tile_costs() -> None:
    tiles = bundled().money.tiles
    assert (tiles.open, tiles.river, tiles.water, tiles.mountain) == (2000, 3000, 3000, 4000)
    assert tiles.river == tiles.water  # EW-3: open land with a river costs as water
    assert tiles.ridge == 4000  # RW-13: each ridge edge crossed
    assert tiles.tunnel == 2000  # EW-8: a mountain with the Tunnel Engineer


def test_rw4_rwq6_rwq7_engines_start_at_1_and_go_to_8_at_1000_a_level() -> None:
    engine = bundled().engine
    assert (engine.start_level, engine.top_level) == (1, 8)
    assert {level: engine.cost_to(level) for level in range(2, 9)} == {n: 1000 * n for n in range(2, 9)}
    with pytest.raises(KeyError):
        engine.cost_to(9)


def test_rw8_rw11_rw12_three_action_rounds_and_four_tiles_a_build() -> None:
    actions = bundled().actions
    assert (actions.rounds, actions.tiles_per_build) == (3, 4)


def test_rw22_rwq1_income_is_1000_a_point_up_to_the_tracks_end_without_a_cut() -> None:
    income = bundled().income
    assert income.track_end == 100
    assert [income.at(p) for p in (0, 1, 10, 37, 100)] == [0, 1000, 10000, 37000, 100000]
    assert income.at(130) == income.at(100) and income.at(-2) == 0


def test_rwq1_the_income_reduction_option_cuts_by_band_never_below_0() -> None:
    income = bundled().income
    assert [(b.start, b.less) for b in income.reduction] == [(11, 2000), (21, 4000), (31, 6000), (41, 8000),
                                                             (50, 10000)]
    assert [income.at(p, reduced=True) for p in (10, 11, 20, 21, 49, 50, 100)] == [
        10000, 9000, 18000, 17000, 41000, 40000, 90000]


def test_rwq1_a_printed_table_can_replace_the_rule(tmp_path: Path) -> None:
    """A player who owns the game corrects the income in the data: 101 values for positions 0..100."""
    printed = [p * 1000 + (500 if p % 2 else 0) for p in range(101)]
    income = load_components(broken(tmp_path, "per_point = 1000", f"table = {printed}")).income
    assert [income.at(p) for p in (0, 1, 2, 99, 100, 140)] == [0, 1500, 2000, 99500, 100000, 100000]


def test_rw7_twelve_new_city_tiles_three_of_each_colour_but_red_and_24_markers() -> None:
    comps = bundled()
    assert dict(comps.new_cities.tiles) == {"yellow": 3, "black": 3, "blue": 3, "purple": 3}
    assert comps.new_cities.count == 12
    assert comps.new_cities.cubes_drawn == 2  # RW-Q5 (a)
    assert comps.end.markers == 24


def test_ew10_ewq7_empty_cities_ending_the_game_for_2_to_5_players() -> None:
    comps = bundled()
    assert list(comps.players.counts) == [2, 3, 4, 5]
    assert dict(comps.end.empty_cities) == {2: 9, 3: 11, 4: 13, 5: 15}


def test_rw6_ew2_the_display_and_the_baron_deal() -> None:
    comps = bundled()
    assert comps.setup.display_per_player == 2
    assert (comps.setup.barons_dealt, comps.setup.barons_kept) == (2, 1)
    assert comps.start_cards() and all(card.start for card in comps.start_cards())
    # the most players still find cards to lay out and Barons to be dealt
    assert len(comps.start_cards()) + 2 * comps.players.most <= len(comps.operations_deck())
    assert comps.setup.barons_dealt * comps.players.most <= len(comps.barons)


def test_map5_the_decks_are_sized_as_railways_of_great_britains() -> None:
    comps = bundled()
    assert len(comps.operations_deck()) == 27
    assert len(comps.barons) == 10
    assert comps.operations_deck().count(comps.card("rail-inspector")) == 2


def test_every_card_is_of_a_known_kind_and_every_kind_is_dealt() -> None:
    comps = bundled()
    assert {card.kind for card in comps.operations} == set(OPERATIONS_KINDS)
    assert {baron.kind for baron in comps.barons} == set(BARON_KINDS)
    assert len({card.id for card in comps.operations}) == len(comps.operations)
    assert len({baron.id for baron in comps.barons}) == len(comps.barons)
    for card in comps.operations:
        if "points" in OPERATIONS_KINDS[card.kind]:
            assert card.points >= 1, card.id
        else:
            assert card.points == 0, card.id
    for baron in comps.barons:
        if baron.kind == "most_deliveries":
            assert baron.colour in (*COLOURS, ANY_COLOUR)


def test_rw20_ew7_ew8_ew9_the_named_cards_are_in_the_deck() -> None:
    comps = bundled()
    names = " / ".join(card.name for card in comps.operations)
    for named in ("Major Line", "Service Bounty", "Hotel", "Passenger Lines", "Speed Record", "Railroad Era Begins",
                  "Perfect Engineering", "Government Land Grant", "Tunnel Engineer", "Civil Engineers",
                  "Capital Charter", "Rail Inspector"):
        assert named in names, named
    kinds = {card.kind for card in comps.operations}
    assert {"passenger_line", "tunnel_engineer", "rail_inspector"} <= kinds  # EW-7, EW-8, EW-9
    for card in comps.operations:
        if card.kind == "passenger_line":  # EW-7, EW-Q4: 4 of 6 targets, colours or places
            assert (len(card.targets), card.needed) == (6, 4)


def test_the_places_the_cards_name_are_listed_in_the_files_notes() -> None:
    """The lead checks these against the board once both exist: the list must be whole."""
    m = re.search(r"^# places named: (.*?)\n(?!#  )", SOURCE, re.MULTILINE | re.DOTALL)
    assert m
    listed = [name.strip() for name in m.group(1).replace("#", " ").split(",")]
    assert listed == sorted(listed)
    assert set(listed) == bundled().place_names()
    assert not set(listed) & set(COLOURS)


TABLE_HEADER = re.compile(r"^\[\[?([a-z_.]+)\]\]?\s*(?:#.*)?$", re.MULTILINE)
RECONSTRUCTED = {"money", "engine", "income", "income.reduction", "new_cities", "operations", "barons"}


def test_every_table_says_where_its_numbers_come_from_and_the_reconstructed_ones_say_verify() -> None:
    """The R-marked facts of the rules are data with a provenance line and VERIFY."""
    seen: set[str] = set()
    last = 0
    for m in TABLE_HEADER.finditer(SOURCE):
        name, before = m.group(1), SOURCE[last:m.start()]
        last = m.end()
        if name in seen:
            continue
        seen.add(name)
        assert "# source:" in before, name
        if name in RECONSTRUCTED:
            assert "VERIFY" in before, name
    assert {"money", "money.tiles", "engine", "actions", "income", "income.reduction", "goods", "new_cities",
            "players", "setup", "end", "operations", "barons"} <= seen


# --- refusals -------------------------------------------------------------------------------------
def broken(tmp_path: Path, old: str, new: str, count: int = 1) -> Path:
    """A copy of the bundled file in tmp_path with ``old`` (found exactly ``count`` times) made ``new``."""
    assert SOURCE.count(old) == count, old
    (tmp_path / FILE).write_text(SOURCE.replace(old, new), encoding="utf-8")
    return tmp_path


BROKEN = [
    ('kind = "hotel"\ncity = "London"', 'kind = "hotle"\ncity = "London"',
     "components.toml, operations card 'hotel-london': unknown kind 'hotle' (the kinds: major_line, "),
    ("bid_step = 1000", "bid_step = 1000\nbid_stpe = 1000", "components.toml, [money]: unknown key 'bid_stpe'"),
    ("bond = 5000", 'bond = "5000"',
     "components.toml, [money]: 'bond' must be a whole number of at least 1, not '5000'"),
    ("mountain = 4000\n", "", "components.toml, [money.tiles]: 'mountain' is missing"),
    ("[actions]", "[acitons]", "components.toml: unknown table [acitons]"),
    (", 8 = 8000 }", " }", "components.toml, [engine]: 'upgrade_cost' must give a cost for each level from 2 to 8"),
    (", 5 = 15 }", " }", "components.toml, [end]: 'empty_cities' must give a number for each player count from 2 to 5"),
    ("per_point = 1000", "per_point = 1000\ntable = [0, 1000]",
     "components.toml, [income]: give either 'per_point' (a rule) or 'table'"),
    ("per_point = 1000", "table = [0, 1000]",
     "components.toml, [income]: 'table' must give 101 incomes of $0 or more (positions 0 to 100), not 2"),
    ('ends = ["Leeds", "Hull"]', 'ends = ["Leeds", "Leeds"]',
     "components.toml, operations card 'major-line-leeds-hull': 'ends' names one twice (Leeds, Leeds)"),
    ('city = "Norwich"', 'city = "Norwich"\nlinks = 3',
     "components.toml, operations card 'service-bounty-norwich': unknown key 'links' (it takes: "),
    ('id = "speed-record-7"', 'id = "speed-record-5"',
     "components.toml, operations card 'speed-record-5': its id is used by another card"),
    ("links = 7", "links = 9",
     "components.toml, operations card 'speed-record-7': 'links' (9) is more than the top engine level (8) allows"),
    ('colour = "black"', 'colour = "coal"',
     "components.toml, baron card 'coal-carrier': unknown colour 'coal' (a colour of the goods or 'any')"),
    ("level = 6", "level = 9", "components.toml, baron card 'locomotive-works': 'level' (9) is no level an engine"),
    ("barons_dealt = 2", "barons_dealt = 3",
     "components.toml, [setup]: 5 players are dealt 15 Baron cards, but there are 10"),
    ('tiles = { yellow = 3, black = 3, blue = 3, purple = 3 }', 'tiles = { yellow = 3, green = 3 }',
     "components.toml, [new_cities]: 'tiles' has the colour 'green', which is no colour of the goods"),
    ("start_cash = 0", "start_cash = 0 +", "components.toml: not valid TOML: "),
]


@pytest.mark.parametrize(("old", "new", "message"), BROKEN, ids=[b[2].split(":")[1][:30] for b in BROKEN])
def test_a_broken_copy_is_refused_in_one_line_naming_the_file_and_record(tmp_path: Path, old: str, new: str,
                                                                         message: str) -> None:
    folder = broken(tmp_path, old, new)
    with pytest.raises(ComponentsError) as caught:
        load_components(folder)
    said = str(caught.value)
    assert said.startswith(message), said
    assert "\n" not in said and said.startswith(f"{FILE}")


def test_a_missing_or_unreadable_file_is_refused_in_one_line(tmp_path: Path) -> None:
    with pytest.raises(ComponentsError, match=r"^components\.toml: cannot be read \(.*looked in "):
        load_components(tmp_path)
    (tmp_path / FILE).write_bytes(b"[money]\nstart_cash = 0 # \xff\n")
    with pytest.raises(ComponentsError, match=r"^components\.toml: not UTF-8 text"):
        load_components(tmp_path)
    (tmp_path / FILE).write_bytes(b"#" * 300_000)
    with pytest.raises(ComponentsError, match=r"^components\.toml: 300,000 bytes, more than"):
        load_components(tmp_path)


def test_every_kind_refuses_a_key_of_another_kind(tmp_path: Path) -> None:
    """A card takes exactly its kind's keys: a hotel with a Major Line's ends is refused."""
    folder = broken(tmp_path, 'city = "Manchester"\nper_delivery = 1',
                    'city = "Manchester"\nper_delivery = 1\nends = ["A", "B"]')
    with pytest.raises(ComponentsError, match=r"'hotel-manchester': unknown key 'ends' \(it takes: id, name, kind, "
                                              r"count, start, city, per_delivery\)$"):
        load_components(folder)
