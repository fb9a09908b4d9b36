"""The map's facts as comparable records, from the bundled map or from the fact dataset.

``board_records`` and ``fact_records`` give the same keys ("mileposts surface r=12", "river Kut",
"city Kola", ...) with the same plain-data records, so the two can be compared record by record.
The dataset keeps the board as printed; ``fact_records`` applies the FAQ errata that rules.md
adopts (``ERRATA``), as tools/import_shared_data.py does.

``iron_dragon_facts.json`` (next to this module) holds a short digest of every record of the
dataset. The map-fact tests compare the bundled map with those digests, so they run in any
clone; where the dataset is checked out next to the repository they also check that the
digests are the dataset's and compare record by record. Remake the digests after a change of
the dataset (and its import) with::

    python -m tests.games.iron_dragon.board.fact_records ../shared/data/iron_dragon
"""

from __future__ import annotations

import hashlib
import json
import sys
from pathlib import Path
from typing import Any

from irondragon_qt.games.iron_dragon.board.board import Board

DIGESTS = Path(__file__).with_name("iron_dragon_facts.json")
ERRATA = {"small_cities": ["Piggnytz"]}  # rules.md B8: printed medium, played small
Records = dict[str, Any]


def _pair(a: str, b: str) -> list[str]:
    return sorted([a, b])


# --- from the bundled map -------------------------------------------------------------------------
def board_records(board: Board) -> Records:
    ms = board.mileposts
    out: Records = {}
    for m in ms:
        if m.channel:
            continue
        nbrs = sorted(ms[n].id for n in board.neighbors(m.index) if not ms[n].channel)
        out.setdefault(f"mileposts {m.layer} r={m.r}", []).append(
            [m.id, m.q, m.r, m.terrain, m.country, m.city, m.port, board.build_cost(m.index), nbrs])
    out["sea channels"] = [[m.id, float(m.q), float(m.r), sorted(ms[n].id for n in board.neighbors(m.index))]
                           for m in ms if m.channel]
    out["lakes"] = [[lk.name, sorted([q, r] for q, r in lk.cells)] for lk in board.lakes]
    out["tunnels"] = [[t.name, ms[t.surface].id, ms[t.underground].id, t.movement_points] for t in board.tunnels]
    out["magic links"] = [[lk.name, lk.a, lk.b, lk.always_active, lk.counts_for_victory,
                           sorted(board.cities[lk.a].mileposts), sorted(board.cities[lk.b].mileposts)]
                          for lk in board.magic_links]
    for (a, b), x in board.crossings.items():
        pair = _pair(ms[a].id, ms[b].id)
        for key, on in ((f"river {x.river}", x.river), ("inlets", x.inlet), ("impassable", x.impassable)):
            if on:
                out.setdefault(key, []).append(pair)
    for c in board.cities.values():
        out[f"city {c.name}"] = [c.size, c.center, c.country, list(c.loads), sorted(c.mileposts), sorted(c.ports)]
    out["ports"] = [[ms[i].id, p.city, sorted(ms[s].id for s in p.sea)] for i, p in board.ports.items()]
    comp = board.components
    out["goods"] = [[g.name, g.chips, sorted(g.sources)] for g in comp.goods.values()]
    out["demand cards"] = [[c.number, [[d.city, d.good, d.payout] for d in c.demands]] for c in comp.demand_cards]
    out["locos"] = [[lo.name, lo.level, lo.loads, lo.speed, lo.half_rate_speed, lo.count] for lo in comp.locos]
    out["ships"] = [[s.name, s.fee, s.speed] for s in comp.ships]
    out["foremen"] = [[f.card, f.name, f.kind, f.effects] for f in comp.foremen]
    used = {m.terrain for m in ms}
    out["terrain costs"] = {k: v for k, v in sorted(board.terrain_costs.items()) if k in used}
    for deck, cards in comp.events.items():
        out[f"event titles {deck}"] = [e.title for e in cards]
    return _sorted(out)


# --- from the fact dataset ------------------------------------------------------------------------
def load_facts(folder: Path) -> dict[str, Any]:
    return {name: json.loads((folder / f"iron_dragon_{name}.json").read_text(encoding="utf-8"))
            for name in ("board", "cities", "components")}


def fact_records(facts: dict[str, Any]) -> Records:
    fb, fc = facts["board"], facts["components"]
    small = set(ERRATA["small_cities"])
    out: Records = {}
    for m in fb["mileposts"]:
        terrain = "small_city" if m["city"] in small else m["terrain"]
        out.setdefault(f"mileposts {m['layer']} r={m['r']}", []).append(
            [m["id"], m["q"], m["r"], terrain, m["country"], m["city"], m["port"], m["build_cost"],
             sorted(m["neighbors"])])
    out["sea channels"] = [[c["id"], float(c["q"]), float(c["r"]), sorted(c["neighbors"])]
                           for c in fb["sea_channels"]["points"]]
    out["lakes"] = [[lk["name"], sorted(list(c) for c in lk["cells"])] for lk in fb["lakes"]]
    out["tunnels"] = [[t["name"], t["surface"], t["underground"], t["movement_points"]] for t in fb["tunnels"]]
    out["magic links"] = [[lk["name"], lk["a_city"], lk["b_city"], lk["active"] == "always",
                           lk["counts_as_connected_for_victory"], sorted(lk["a"]), sorted(lk["b"])]
                          for lk in fb["magic_links"]]
    for river in fb["rivers"]:
        out[f"river {river['name']}"] = [_pair(a, b) for a, b in river["crossings"]]
    for key in ("inlets", "impassable"):
        if fb[key]["crossings"]:
            out[key] = [_pair(a, b) for a, b in fb[key]["crossings"]]
    for c in facts["cities"]["cities"]:
        size = "small" if c["name"] in small else c["size"]
        out[f"city {c['name']}"] = [size, c["center"], c["country"], c["loads"], sorted(c["mileposts"]),
                                   sorted(c["ports"])]
    out["ports"] = [[p["id"], p["city"], sorted(p["adjacent_sea"])] for p in fb["ports"]]
    out["goods"] = [[g["name"], g["chips"], sorted(g["sources"])] for g in fc["goods"]]
    out["demand cards"] = [[c["card"], [[d["city"], d["good"], d["payout"]] for d in c["demands"]]]
                           for c in fc["demand_deck"]["cards"]]
    out["locos"] = [[lo[k] for k in ("name", "level", "loads", "speed", "half_rate_speed", "count")]
                    for lo in fc["locos"]]
    out["ships"] = [[s["name"], s["fee_gp"], s["speed_sea_points"]] for s in fc["ships"]]
    out["foremen"] = [[f["card"], f["name"], f["kind"].replace(" ", "_"), f["effects"]] for f in fc["foremen"]]
    used = {m["terrain"] for m in fb["mileposts"]}  # costs of terrains on the board (not "plain_underground")
    out["terrain costs"] = {k: v for k, v in sorted(fc["build_costs"]["terrain_gp"].items()) if k in used}
    for deck, key in (("classic", "deck_26_draukadin_1994"), ("later", "deck_20_illusivesunrae_2nd_edition")):
        out[f"event titles {deck}"] = [e["title"] for e in fc["events"][key]]
    return _sorted(out)


# --- digests --------------------------------------------------------------------------------------
def _sorted(records: Records) -> Records:
    """Sets of records in a fixed order (the order of the source does not matter there); where
    order is a fact (demand cards, locos, ships, foremen, event decks, tunnels, links) it stays."""
    unordered = ("mileposts ", "sea channels", "lakes", "river ", "inlets", "impassable", "ports", "goods")
    out: Records = {}
    for key in sorted(records):
        value = records[key]
        if key.startswith(unordered):
            value = sorted(value, key=lambda r: json.dumps(r, sort_keys=True))
        out[key] = json.loads(json.dumps(value, sort_keys=True))  # tuples as lists, like the file
    return out


def digests(records: Records) -> dict[str, str]:
    return {key: hashlib.sha256(json.dumps(value, sort_keys=True).encode()).hexdigest()[:16]
            for key, value in records.items()}


def main(folder: str) -> None:
    table = digests(fact_records(load_facts(Path(folder))))
    DIGESTS.write_text(json.dumps({"errata": ERRATA, "digests": table}, indent=1, sort_keys=True) + "\n",
                       encoding="utf-8")
    print(f"{len(table)} digests written to {DIGESTS}")


if __name__ == "__main__":
    main(sys.argv[1])
