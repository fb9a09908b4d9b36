"""Convert the checked Iron Dragon fact dataset into the project's map format.

Run once when the shared dataset changes:

    python tools/import_shared_data.py ../shared/data/iron_dragon maps/iron_dragon

The output is the format documented in ``maps/FORMAT.md``. After that, ``maps/iron_dragon`` is
the project's own copy: edit it by hand and check it with ``irondragon map-check``.

The dataset keeps the board as printed; the official FAQ errata that RULES.md adopts are
applied here (``SMALL_CITY_ERRATA``, ``ABILITY_ERRATA``), so a new import does not undo them.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any

TERRAIN_CHARS = {
    "sea": "~", "plain": ".", "desert": "d", "forest": "f", "mountain": "m", "jungle": "j",
    "alpine": "a", "volcano": "v", "rock": "r", "entrance": "e", "port": "p",
    "small_city": "S", "medium_city": "M", "major_city": "C",
}
LAKE, NO_MILEPOST = "=", "_"
# land printed without a milepost (VALIDATION.md section 10: removed islets)
REMOVED_ISLETS = {(30, 7), (30, 8), (29, 9)}
COUNTRY_CHARS = {
    "BRIGHT": ("B", "Bright"), "CAICENDEN": ("C", "Caicenden"), "DUL_UL_DUR": ("D", "Dul-Ul-Dur"),
    "EUSARCH": ("E", "Eusarch"), "GLYTH_GAMEL": ("G", "Glyth Gamel"),
    "IRON_HOLM": ("H", "Iron Holm"), "JANOSHAL": ("J", "Janoshal"), "KOLAND": ("K", "Koland"),
    "NORTHERN_WASTES": ("N", "Northern Wastes"), "OLDE_WORLD": ("Y", "Olde World"),
    "ORC_WASTES": ("O", "Orc Wastes"), "PIRATE_ISLES": ("P", "Pirate Isles"),
    "RAKHATZ": ("R", "Rakhatz"), "SILVARRE": ("S", "Silvarre"), "WISLANDOR": ("W", "Wislandor"),
    "UNDERGROUND": ("U", "Underground"),
}
TERRAIN_NAMES = {
    "sea": "Sea point", "plain": "Plain", "desert": "Desert", "forest": "Forest",
    "mountain": "Mountain", "jungle": "Jungle", "alpine": "Alpine", "volcano": "Volcano",
    "rock": "Underground rock", "entrance": "Tunnel entrance", "port": "Port",
    "small_city": "Small city", "medium_city": "Medium city", "major_city": "Major city",
}
DURATIONS = {
    "once (acts when drawn, then discarded)": "once",
    "until the end of the drawing player's next turn": "until_next_turn_end",
    "rest of the game (Wizards Strike suspends it)": "rest_of_game",
}
LAYERS = {"surface": ("s", 0, 65), "underground": ("u", 10, 27)}
# FAQ errata (RULES.md B8): printed medium, played as small
SMALL_CITY_ERRATA = {"Piggnytz": "printed (and encoded in the fact dataset) as medium; the official FAQ "
                                 "errata make it a small city (RULES.md B8)"}
# FAQ (RULES.md M6): the Troll avoids the building bribe only
ABILITY_ERRATA = {"troll": "Every Underground milepost costs 2 GP to build to and no building bribe is paid "
                           "(the move bribe is, FAQ), but this player may build only inside the Underground."}


def toml_value(v: Any) -> str:
    if isinstance(v, bool):
        return "true" if v else "false"
    if isinstance(v, (int, float)):
        return repr(v)
    if isinstance(v, str):
        return json.dumps(v, ensure_ascii=False)
    if isinstance(v, list):
        return "[" + ", ".join(toml_value(x) for x in v) + "]"
    if isinstance(v, dict):
        return "{ " + ", ".join(f"{toml_key(k)} = {toml_value(x)}" for k, x in v.items()) + " }"
    raise TypeError(type(v))


def toml_key(k: str) -> str:
    return k if k.replace("_", "").replace("-", "").isalnum() and k.isascii() else json.dumps(k)


def toml_table(header: str, d: dict[str, Any]) -> str:
    lines = [header] if header else []
    for k, v in d.items():
        if v is None:
            continue
        lines.append(f"{toml_key(k)} = {toml_value(v)}")
    return "\n".join(lines) + "\n"


def wrapped_list(key: str, items: list[str], per_line: int = 4) -> str:
    rows = [", ".join(json.dumps(x) for x in items[i:i + per_line]) for i in range(0, len(items), per_line)]
    if not rows:
        return f"{key} = []\n"
    return f"{key} = [\n" + "".join(f"  {row},\n" for row in rows) + "]\n"


def grid_text(title: str, cells: dict[tuple[int, int], str], r_min: int, r_max: int,
              c_min: int, c_max: int) -> str:
    out = [f"# {title}", "# one line per row r (north at the top); odd rows are indented by one space",
           "# (the lattice is offset), cells are one character each, separated by a space.",
           f"# first row: r = {r_min}; first column: q = {c_min} - floor(r/2)"]
    for r in range(r_min, r_max + 1):
        row = [cells.get((c, r), " ") for c in range(c_min, c_max + 1)]
        out.append((" " if r % 2 else "") + " ".join(row).rstrip())
    return "\n".join(out) + "\n"


def convert(src: Path, dst: Path) -> None:
    board = json.loads((src / "iron_dragon_board.json").read_text())
    cities = json.loads((src / "iron_dragon_cities.json").read_text())["cities"]
    comp = json.loads((src / "iron_dragon_components.json").read_text())
    dst.mkdir(parents=True, exist_ok=True)

    lake_cells = {(q, r) for lake in board["lakes"] for q, r in lake["cells"]}
    for layer, (_prefix, c_min, c_max) in LAYERS.items():
        mps = [m for m in board["mileposts"] if m["layer"] == layer]
        r_min, r_max = min(m["r"] for m in mps), max(m["r"] for m in mps)
        terrain: dict[tuple[int, int], str] = {}
        country: dict[tuple[int, int], str] = {}
        for m in mps:
            col = m["q"] + m["r"] // 2
            kind = "small_city" if m.get("city") in SMALL_CITY_ERRATA else m["terrain"]
            terrain[(col, m["r"])] = TERRAIN_CHARS[kind]
            country[(col, m["r"])] = COUNTRY_CHARS[m["country"]][0] if m["country"] else "~"
        if layer == "surface":
            for q, r in lake_cells | REMOVED_ISLETS:
                mark = LAKE if (q, r) in lake_cells else NO_MILEPOST
                terrain[(q + r // 2, r)] = country[(q + r // 2, r)] = mark
        (dst / f"{layer}.terrain").write_text(grid_text(
            f"Iron Dragon, {layer} layer: terrain (legend in map.toml [terrain])",
            terrain, r_min, r_max, c_min, c_max))
        if layer == "surface":
            (dst / f"{layer}.countries").write_text(grid_text(
                f"Iron Dragon, {layer} layer: countries (legend in map.toml [countries])",
                country, r_min, r_max, c_min, c_max))

    costs = comp["build_costs"]
    parts = ['# Iron Dragon: the board. Format: maps/FORMAT.md. Facts: NOTICE.txt in this folder.\n',
             toml_table("", {"id": "iron_dragon", "name": "Iron Dragon",
                             "edition": "Mayfair Games, 2nd edition (1994, 2001)", "format": 1})]
    for layer, (prefix, c_min, _c_max) in LAYERS.items():
        mps = [m for m in board["mileposts"] if m["layer"] == layer]
        entry = {"prefix": prefix, "terrain": f"{layer}.terrain", "first_row": min(m["r"] for m in mps),
                 "first_column": c_min}
        if layer == "surface":
            entry["countries"] = f"{layer}.countries"
        else:
            entry["country"] = "UNDERGROUND"
        parts.append(toml_table(f"\n[layers.{layer}]", entry))
    parts.append("\n# terrain legend: grid character, name, GP to build a section TO it (sea: not allowed)\n")
    for t, ch in TERRAIN_CHARS.items():
        parts.append(toml_table(f"[terrain.{t}]", {"char": ch, "name": TERRAIN_NAMES[t],
                                                   "cost": costs["terrain_gp"][t]}))
    parts.append(toml_table("[terrain.lake]", {"char": LAKE, "name": "Lake (no milepost)"}))
    parts.append(toml_table("[terrain.land]", {"char": NO_MILEPOST, "name": "Land without a milepost"}))
    parts.append("\n# country legend: grid character and the name printed on the board\n")
    for code, (ch, name) in COUNTRY_CHARS.items():
        parts.append(toml_table(f"[countries.{code}]", {"char": ch, "name": name}))
    parts.append("\n")
    for lake in board["lakes"]:
        q, r = lake["cells"][len(lake["cells"]) // 2]
        parts.append(toml_table("[[lakes]]", {"name": lake["name"], "at": f"s:{q},{r}"}))
    for t in board["tunnels"]:
        parts.append(toml_table("\n[[tunnels]]", {"name": t["name"], "surface": t["surface"],
                                                 "underground": t["underground"],
                                                 "movement_points": t["movement_points"]}))
    for link in board["magic_links"]:
        always = link["active"] == "always"
        parts.append(toml_table("\n[[magic_links]]", {
            "name": link["name"], "a": link["a_city"], "b": link["b_city"],
            "movement_points": link["movement_points"], "always_active": always,
            "activated_by_event": None if always else "RAINBOW BRIDGE",
            "suspended_by_event": link["suspended_by_event"],
            "counts_for_victory": link["counts_as_connected_for_victory"]}))
    parts.append("\n# ports: the milepost, and the city it serves (none if no city is near).\n"
                 "# Its sea points are its lattice neighbours that are sea points.\n")
    for p in board["ports"]:
        parts.append(toml_table("[[ports]]", {"at": p["id"], "city": p["city"]}))
    parts.append("\n# sea points printed in narrow straits, off the lattice: id c:q,r and the sea\n"
                 "# points a ship may sail to from there (links are symmetric).\n")
    for c in board["sea_channels"]["points"]:
        parts.append(toml_table("[[sea_channels]]", {"id": c["id"], "links": c["neighbors"]}))
    (dst / "map.toml").write_text("".join(parts))

    # rivers, inlets, impassable pairs
    out = ["# Water crossings, each an undirected pair of adjacent mileposts \"a|b\".\n"
           "# A section across a river costs +2 GP, across an ocean inlet +3 GP.\n"]
    for river in board["rivers"]:
        out.append(f"\n[[rivers]]\nname = {json.dumps(river['name'])}\n")
        out.append(wrapped_list("crossings", [f"{a}|{b}" for a, b in river["crossings"]]))
    out.append("\n[inlets]\n")
    out.append(wrapped_list("crossings", [f"{a}|{b}" for a, b in board["inlets"]["crossings"]]))
    out.append("\n[impassable]\n")
    out.append(wrapped_list("crossings", [f"{a}|{b}" for a, b in board["impassable"]["crossings"]]))
    (dst / "crossings.toml").write_text("".join(out))

    out = ["# The 57 cities. A major city's seven mileposts are its centre and the six around it.\n"
           "# Loads are the goods it supplies. Notes record where the sources disagree.\n"]
    for c in sorted(cities, key=lambda c: c["name"]):
        small = c["name"] in SMALL_CITY_ERRATA
        out.append(toml_table("\n[[cities]]", {
            "name": c["name"], "size": "small" if small else c["size"], "at": c["center"], "loads": c["loads"],
            "grid": c["rulebook_grid"], "aliases": c["aliases"] or None,
            "note": SMALL_CITY_ERRATA[c["name"]] if small else c.get("note")}))
    (dst / "cities.toml").write_text("".join(out))

    out = ["# Goods, locos, ships, foremen and the cost chart. Which cities supply a good is in\n"
           "# cities.toml (their loads).\n\n[goods]\n"]
    out += [f"{toml_key(g['name'])} = {{ chips = {g['chips']} }}\n" for g in comp["goods"]]
    for loco in comp["locos"]:
        out.append(toml_table("\n[[locos]]", {k: loco[k] for k in
                                             ("name", "level", "loads", "speed", "half_rate_speed", "count")}))
    lr = comp["loco_rules"]
    out.append(toml_table("\n[loco_rules]", {"start_loco": lr["start_loco"],
                                            "upgrade_gp_per_level": lr["upgrade_cost_gp_per_level"],
                                            "upgrade_max_levels_per_turn": lr["upgrade_max_levels_per_turn"]}))
    for s in comp["ships"]:
        out.append(toml_table("\n[[ships]]", {"name": s["name"], "fee": s["fee_gp"],
                                             "speed": s["speed_sea_points"]}))
    fr = comp["foreman_rules"]
    out.append(toml_table("\n[foreman_rules]", {"redraw_gp": fr["redraw_cost_gp"],
                                               "pick_any_gp": fr["pick_any_cost_gp"]}))
    for f in comp["foremen"]:
        out.append(toml_table("\n[[foremen]]", {"card": f["card"], "name": f["name"],
                                               "kind": f["kind"].replace(" ", "_"),
                                               "race": f["race"],
                                               "ability": ABILITY_ERRATA.get(f["kind"], f["ability"])}))
        out.append(toml_table("[foremen.effects]", f["effects"]))
    out.append(toml_table("\n[rules]", {
        "river_surcharge": costs["river_surcharge_gp"], "inlet_surcharge": costs["inlet_surcharge_gp"],
        "underground_build_bribe": costs["underground_build_bribe_gp_per_turn"],
        "underground_move_bribe": costs["underground_move_bribe_gp_per_turn"],
        "build_limit_per_turn": costs["max_build_gp_per_turn"],
        "sections_out_of_major_cities_per_turn": costs["major_city_sections_from_per_turn"],
        "opponent_track_fee": costs["use_opponent_track_gp_per_opponent_per_turn"],
        "start_cash": costs["start_cash_gp"], "opening_build_turns": costs["initial_build_turns"],
        "win_major_cities": costs["win"]["major_cities_connected"],
        "win_cash": costs["win"]["cash_gp"], "hand_size": 3}))
    out.append(toml_table("\n[rules.entry_limits]", {
        "medium_city": 3, "small_city": 2, "port": 2, "tunnel_entrance": 2,
        "sections_per_player": 3}))
    (dst / "components.toml").write_text("".join(out))

    ev = comp["events"]
    out = ["# Event cards. Two decks (rule X4): the rulebook's 20-card later printing (default) and the\n"
           "# 26-card classic deck. duration: once | until_next_turn_end | rest_of_game.\n"
           "# scope says where or whom it hits, effects what it does (see FORMAT.md).\n"]
    for deck, key, idkey in (("classic", "deck_26_draukadin_1994", "number"),
                             ("later", "deck_20_illusivesunrae_2nd_edition", "id")):
        for e in ev[key]:
            out.append(toml_table(f"\n[[{deck}]]", {"id": str(e[idkey]), "title": e["title"],
                                                    "description": e["description"],
                                                    "duration": DURATIONS[e["duration"]],
                                                    "note": e.get("note")}))
            out.append(toml_table(f"[{deck}.scope]", e["scope"]))
            effects = dict(e["effects"])
            if "tax_brackets_gp" in effects:  # [min, max|null, tax] -> [cash from, tax]
                effects["tax_brackets"] = [[lo, tax] for lo, _hi, tax in effects.pop("tax_brackets_gp")]
            out.append(toml_table(f"[{deck}.effects]", effects))
    (dst / "events.toml").write_text("".join(out))

    lines = ["card,city1,good1,payout1,city2,good2,payout2,city3,good3,payout3"]
    for card in comp["demand_deck"]["cards"]:
        cells = [str(card["card"])]
        for d in card["demands"]:
            cells += [d["city"], d["good"], str(d["payout"])]
        lines.append(",".join(cells))
    (dst / "demand_cards.csv").write_text("\n".join(lines) + "\n")


if __name__ == "__main__":
    if len(sys.argv) != 3:
        sys.exit(__doc__)
    convert(Path(sys.argv[1]), Path(sys.argv[2]))
