"""The bundled Iron Dragon map against the checked facts (shared/data/iron_dragon/VALIDATION.md).

Rule IDs are those of rules.md; ``board`` is conftest.py's session fixture (the bundled map).
The last part checks every milepost, crossing, city and component against the fact dataset:
always against its digests kept in the repository, and record by record where the dataset is
checked out next to the repository (fact_records.py).
"""

from __future__ import annotations

import json
from collections import Counter
from pathlib import Path
from typing import Any

import pytest

from irondragon_qt.games.iron_dragon.board.board import Board
from tests.games.iron_dragon.board.fact_records import DIGESTS, ERRATA, board_records, digests, fact_records, load_facts

SHARED_DATA = Path(__file__).resolve().parents[5] / "shared" / "data" / "iron_dragon"


def lattice(board: Board, layer: str) -> list[Any]:
    return [m for m in board.layer_mileposts(layer) if not m.channel]


# --- C: components --------------------------------------------------------------------------

def test_R_B8_57_cities_8_major_17_medium_32_small(board: Board) -> None:
    """Printed 18 medium and 31 small; the FAQ errata make Piggnytz small (B8)."""
    sizes = Counter(c.size for c in board.cities.values())
    assert len(board.cities) == 57
    assert sizes == {"major": 8, "medium": 17, "small": 32}


def test_major_city_is_centre_and_six_neighbours(board: Board) -> None:
    """Rules M4/B6: a major city's seven mileposts are its centre and the six around it."""
    for city in board.cities.values():
        centre = board.by_id[city.center]
        if city.is_major:
            ring = {board.mileposts[n].id for n in board.neighbors(centre.index)}
            assert set(city.mileposts) == ring | {city.center}, city.name
            assert len(city.mileposts) == 7
        else:
            assert city.mileposts == (city.center,)
        for mid in city.mileposts:
            assert board.by_id[mid].city == city.name
            assert board.by_id[mid].terrain == f"{city.size}_city"


def test_R_C2_26_goods_95_chips(board: Board) -> None:
    goods = board.components.goods
    assert len(goods) == 26
    assert board.components.chip_total == 95
    assert all(g.chips >= 1 for g in goods.values())


def test_R_C2_every_good_is_supplied_by_a_city(board: Board) -> None:
    for good in board.components.goods.values():
        assert good.sources, good.name
        for city in good.sources:
            assert good.name in board.cities[city].loads


def test_R_C3_120_demand_cards_of_three_demands(board: Board) -> None:
    cards = board.components.demand_cards
    assert len(cards) == 120
    assert sorted(c.number for c in cards) == list(range(1, 121))
    assert all(len(c.demands) == 3 for c in cards)
    payouts = [d.payout for c in cards for d in c.demands]
    assert len(payouts) == 360
    assert min(payouts) == 7 and max(payouts) == 73


def test_R_C3_demands_name_existing_cities_and_supplied_goods(board: Board) -> None:
    goods = board.components.goods
    for card in board.components.demand_cards:
        for d in card.demands:
            assert d.city in board.cities, (card.number, d.city)
            assert d.good in goods and goods[d.good].sources, (card.number, d.good)
            assert d.good not in board.cities[d.city].loads, (card.number, d)  # VALIDATION 6
            assert d.payout > 0


def test_R_C4_locos(board: Board) -> None:
    locos = {loco.name: loco for loco in board.components.locos}
    assert list(locos) == ["Teapot", "Sardar", "Salamander", "Fire Drake", "White Dragon",
                           "Black Dragon", "Red Dragon", "Iron Dragon"]
    assert [loco.count for loco in locos.values()] == [6, 3, 3, 3, 3, 3, 3, 6]
    assert sorted({loco.level for loco in locos.values()}) == [1, 2, 3, 4, 5]
    # M1: half rate Teapot/Sardar 5, Salamander/Fire Drake 6, White/Black 7, Red/Iron 8
    assert [loco.half_rate_speed for loco in locos.values()] == [5, 5, 6, 6, 7, 7, 8, 8]
    assert board.components.loco_rules["start_loco"] == "Teapot"


def test_R_C5_13_ships_and_13_foremen(board: Board) -> None:
    ships = board.components.ships
    assert len(ships) == 13
    assert {s.fee for s in ships} == {1, 2, 3}
    assert min(s.speed for s in ships) == 8 and max(s.speed for s in ships) == 13
    foremen = board.components.foremen
    assert len(foremen) == 13
    assert Counter(f.kind for f in foremen) == {
        "catman": 2, "dwarf": 3, "elf_half_elf": 3, "human": 2, "orc": 1, "troll": 1, "wee_folk": 1}
    assert sorted(f.card for f in foremen) == list(range(1, 14))


def test_R_X4_event_decks_of_26_and_20_cards(board: Board) -> None:
    events = board.components.events
    assert {deck: len(cards) for deck, cards in events.items()} == {"classic": 26, "later": 20}
    for cards in events.values():
        assert len({e.id for e in cards}) == len(cards)


def test_R_E4_flood_cards_name_existing_rivers(board: Board) -> None:
    rivers = {x.river for x in board.crossings.values() if x.river}
    floods = [e for cards in board.components.events.values() for e in cards if "rivers" in e.scope]
    assert floods
    for e in floods:
        assert set(e.scope["rivers"]) <= rivers, e.id


def test_R_B1_build_costs_per_terrain(board: Board) -> None:
    assert board.terrain_costs == {
        "sea": None, "plain": 1, "desert": 1, "forest": 2, "mountain": 2, "jungle": 3, "alpine": 5,
        "volcano": 5, "rock": 5, "entrance": 2, "port": 2, "small_city": 3, "medium_city": 3,
        "major_city": 5,
    }
    rules = board.components.rules
    assert rules["river_surcharge"] == 2 and rules["inlet_surcharge"] == 3
    assert rules["build_limit_per_turn"] == 20  # B2
    assert rules["start_cash"] == 60 and rules["win_cash"] == 250  # C1, V1


# --- the board: mileposts ------------------------------------------------------------------

SECTION_1 = {  # VALIDATION.md section 1: terrain -> (surface, underground), Piggnytz small (B8)
    "plain": (880, 189), "desert": (133, 0), "forest": (405, 0), "mountain": (568, 0),
    "jungle": (165, 0), "alpine": (203, 0), "volcano": (3, 0), "rock": (0, 289),
    "entrance": (4, 4), "port": (22, 0), "small_city": (31, 1), "medium_city": (17, 0),
    "major_city": (49, 7), "sea": (1816, 0),
}


@pytest.mark.parametrize("terrain", sorted(SECTION_1))
def test_milepost_count_per_terrain_and_layer(board: Board, terrain: str) -> None:
    surface = Counter(m.terrain for m in lattice(board, "surface"))
    underground = Counter(m.terrain for m in lattice(board, "underground"))
    assert (surface[terrain], underground[terrain]) == SECTION_1[terrain]


def test_milepost_totals_and_extent(board: Board) -> None:
    surface, underground = lattice(board, "surface"), lattice(board, "underground")
    assert len(surface) == 4296 and len(underground) == 490
    assert (min(m.q for m in surface), max(m.q for m in surface)) == (-33, 64)
    assert (min(m.r for m in surface), max(m.r for m in surface)) == (2, 67)
    assert (min(m.q for m in underground), max(m.q for m in underground)) == (-14, 16)
    assert (min(m.r for m in underground), max(m.r for m in underground)) == (22, 49)
    assert len({m.id for m in board.mileposts}) == len(board.mileposts)


def test_sea_channel_points_lakes_and_blank_land(board: Board) -> None:
    """VALIDATION 9.3 and 10: 38 strait sea points, three lakes, the removed islet."""
    channels = [m for m in board.mileposts if m.channel]
    assert len(channels) == 38
    assert all(m.is_sea and m.id.startswith("c:") for m in channels)
    assert {lk.name: len(lk.cells) for lk in board.lakes} == {
        "Orc Wastes lake": 17, "Northern Wastes lake": 3, "Dul-Ul-Dur lake": 4}
    assert sorted(board.blank_land) == [("surface", 29, 9), ("surface", 30, 7), ("surface", 30, 8)]


def test_adjacency_is_symmetric_and_within_a_layer(board: Board) -> None:
    for m in board.mileposts:
        for n in board.neighbors(m.index):
            assert m.index in board.neighbors(n)
            assert board.mileposts[n].layer == m.layer
    lattice_links = sum(1 for m in board.mileposts if not m.channel for n in board.neighbors(m.index)
                        if not board.mileposts[n].channel)
    assert lattice_links == 27944  # VALIDATION 7: directed neighbour entries


# --- crossings ------------------------------------------------------------------------------

SECTION_4 = {  # VALIDATION.md section 4, "crossings here"
    "Kut": 5, "Klegar": 21, "Nairnkyl": 14, "Nord": 10, "Nestor": 20, "Bright": 20, "Green": 25,
    "Oskall": 9, "Oryll": 8, "River of Death": 48, "L. Ssylvan": 6, "Ssylvan": 19, "Juul": 17,
    "West Fork": 3, "Winding": 14, "Caetish": 33, "Dannash": 23, "Oanau": 13, "Oxaiaxo": 18,
    "Tribune": 10, "Octossian": 22, "Underground": 72,
}


def test_river_crossings_per_river(board: Board) -> None:
    counts = Counter(x.river for x in board.crossings.values() if x.river)
    assert dict(counts) == SECTION_4
    assert sum(counts.values()) == 430


def test_47_inlet_crossings_and_no_impassable_pairs(board: Board) -> None:
    """Rule B1 (+3 GP inlets) and B6 (impassable pairs): VALIDATION 9.1, 9.2."""
    assert sum(1 for x in board.crossings.values() if x.inlet) == 47
    assert not any(x.impassable for x in board.crossings.values())


def test_R_B1_crossings_are_symmetric(board: Board) -> None:
    """A section costs the same both ways: crossing(a, b) == crossing(b, a)."""
    assert all(a < b for a, b in board.crossings)
    for (a, b), x in board.crossings.items():
        assert board.crossing(a, b) == board.crossing(b, a) == x
        assert b in board.neighbors(a)
        assert board.mileposts[a].is_land and board.mileposts[b].is_land
    for m in board.mileposts:
        for n in board.neighbors(m.index):
            assert board.crossing(m.index, n) == board.crossing(n, m.index)


def test_crossings_file_lists_each_pair_once(board: Board) -> None:
    import tomllib

    raw = tomllib.loads((Path(board.source) / "crossings.toml").read_text(encoding="utf-8"))
    seen: set[frozenset[str]] = set()
    lists = [r["crossings"] for r in raw["rivers"]] + [raw["inlets"]["crossings"]]
    for items in lists:
        for item in items:
            pair = frozenset(p.strip() for p in item.split("|"))
            assert pair not in seen, item
            seen.add(pair)


# --- reachability, tunnels, magic links, ports ----------------------------------------------

def test_R_B14_every_land_milepost_reachable_except_the_edge_milepost(board: Board) -> None:
    """Possible track (inlets included, tunnels included) joins all land but s:55,20."""
    start = board.by_id[board.cities["Bluefeld"].center].index
    reached = board.rail_reachable(start)
    land = {m.index for m in board.mileposts if m.is_land}
    assert reached <= land
    assert {board.mileposts[i].id for i in land - reached} == {"s:55,20"}  # VALIDATION 10
    assert any(board.mileposts[i].layer == "underground" for i in reached)


def test_R_B14_the_underground_is_reached_only_through_tunnels(board: Board) -> None:
    underground = {m.index for m in board.mileposts if m.layer == "underground"}
    some = next(iter(underground))
    assert not any(board.mileposts[n].layer == "surface" for i in underground for n in board.neighbors(i))
    assert board.by_id["s:0,47"].index in board.rail_reachable(some)


def test_R_B14_four_tunnels(board: Board) -> None:
    tunnels = {t.name: (board.mileposts[t.surface].id, board.mileposts[t.underground].id)
               for t in board.tunnels}
    assert tunnels == {
        "north": ("s:-1,24", "u:-1,24"), "east": ("s:13,26", "u:13,26"),
        "south": ("s:0,47", "u:0,47"), "west": ("s:-12,47", "u:-12,47"),
    }
    for t in board.tunnels:
        assert board.mileposts[t.surface].terrain == board.mileposts[t.underground].terrain == "entrance"
        assert board.mileposts[t.surface].layer == "surface"
        assert board.mileposts[t.underground].layer == "underground"
        assert t.movement_points == 1  # M6
        assert board.tunnel_links[t.surface] == t.underground
    entrances = {m.index for m in board.mileposts if m.terrain == "entrance"}
    assert entrances == set(board.tunnel_links)


def test_R_M7_magic_link_wikkedde_ozu_zarkh_always_active(board: Board) -> None:
    links = {link.name: link for link in board.magic_links}
    wo = links["Wikkedde-Ozu-Zarkh"]
    assert {wo.a, wo.b} == {"Wikkedde", "Ozu-Zarkh"}
    assert wo.always_active and wo.activated_by_event is None
    assert wo.movement_points == 1 and wo.counts_for_victory
    assert board.cities["Wikkedde"].is_major and board.cities["Ozu-Zarkh"].is_major


def test_R_M7_rainbow_bridge_is_activated_by_its_event(board: Board) -> None:
    """Rule M7 / E1: Rainbow Bridge links Bluefeld and Octomare from its event on."""
    bridge = next(link for link in board.magic_links if link.name == "Rainbow Bridge")
    assert {bridge.a, bridge.b} == {"Bluefeld", "Octomare"}
    assert not bridge.always_active
    assert bridge.activated_by_event is not None
    for deck, cards in board.components.events.items():
        card = next(e for e in cards if e.effects.get("magic_link") == "Rainbow Bridge")
        assert card.title.upper() == bridge.activated_by_event, deck
        assert card.duration == "rest_of_game"


def test_R_P1_25_ports_each_touching_the_sea(board: Board) -> None:
    assert len(board.ports) == 25
    assert sum(1 for i in board.ports if board.mileposts[i].terrain == "major_city") == 3
    for i, port in board.ports.items():
        assert board.mileposts[i].port
        assert port.sea and all(board.mileposts[s].is_sea for s in port.sea)
    no_city = [board.mileposts[i].id for i, p in board.ports.items() if p.city is None]
    assert no_city == ["s:36,16"]  # VALIDATION 5


def test_R_E3_coast_distance(board: Board) -> None:
    """Coast distance: ports at 0, every surface land milepost counted, Underground left out."""
    dist = board.coast_distance
    for i in board.ports:
        assert dist[i] == 0
    surface_land = [m.index for m in board.mileposts if m.layer == "surface" and m.is_land]
    assert all(i in dist for i in surface_land)
    assert not any(board.mileposts[i].layer == "underground" or board.mileposts[i].is_sea for i in dist)
    assert 5 <= max(dist.values()) <= 20
    for i in surface_land:  # a milepost next to the sea is coastal, others are 1 + a neighbour
        near_sea = any(board.mileposts[n].is_sea for n in board.neighbors(i))
        if near_sea:
            assert dist[i] == 0
        else:
            assert dist[i] == 1 + min(dist[n] for n in board.land_neighbors(i))


# --- the facts: every record of the map against the fact dataset ----------------------------
# Always against the dataset's digests kept in the repository (iron_dragon_facts.json, errata
# applied); where the dataset is checked out next to the repository, also record by record.

needs_shared = pytest.mark.skipif(not SHARED_DATA.is_dir(), reason=f"{SHARED_DATA} not present")


@pytest.fixture(scope="module")
def records(board: Board) -> dict[str, Any]:
    return board_records(board)


def test_every_milepost_crossing_city_and_component_matches_the_fact_dataset(records: dict[str, Any]) -> None:
    """Each milepost row, river, city, port and component table against the dataset's digest."""
    kept = json.loads(DIGESTS.read_text(encoding="utf-8"))
    assert kept["errata"] == ERRATA
    want, got = kept["digests"], digests(records)
    assert sorted(got) == sorted(want)
    wrong = [key for key in want if got[key] != want[key]]
    assert not wrong, f"these records differ from the fact dataset: {', '.join(wrong[:12])}"
    assert len([k for k in want if k.startswith("mileposts ")]) == (67 - 2 + 1) + (49 - 22 + 1)  # every row


def test_R_B8_piggnytz_is_a_small_city_by_the_faq_errata(board: Board, records: dict[str, Any]) -> None:
    piggnytz = board.cities["Piggnytz"]
    assert piggnytz.size == "small" and board.by_id[piggnytz.center].terrain == "small_city"
    assert records["city Piggnytz"][0] == "small"


@needs_shared
def test_the_kept_digests_are_the_fact_datasets() -> None:
    kept = json.loads(DIGESTS.read_text(encoding="utf-8"))["digests"]
    assert digests(fact_records(load_facts(SHARED_DATA))) == kept


@needs_shared
def test_crosscheck_every_record_with_the_fact_dataset(records: dict[str, Any]) -> None:
    facts = fact_records(load_facts(SHARED_DATA))
    assert sorted(records) == sorted(facts)
    for key, value in facts.items():
        assert records[key] == value, key
