"""Draw German Railways' board once from public geography (issue 24).

    python tools/draw_german_railways_board.py [--write] [CSV] [GEOGRAPHY] [OUT]

defaults: ../shared/data/german_railways/cities.csv, tools/german_railways_geography.toml,
maps/german_railways. Without ``--write`` it only prints the drawing and its counts.

Each hex's centre is projected back to latitude/longitude (near-equirectangular: rows ``dlat``
apart, hexes ``dlon`` across); a hex is land if its centre lies inside the outline, and hill or
mountain if it lies inside an upland (the last one listed wins). Each city goes on the hex its
true place falls in (``[moves]`` names the few put on a neighbour) and keeps its terrain from
cities.csv. The output is the format of maps/FORMAT.md ("Hex boards"); after the drawing,
maps/german_railways/ is the source of truth and is edited by hand (check it with the map check).
The printed board was never used: no printed-board transcription, only the fact list.
"""

from __future__ import annotations

import csv
import sys
import tomllib
from collections import Counter
from pathlib import Path
from typing import Any

from hex_geography import (  # the drawing tools' shared helpers
    LAYOUT,
    ROOT,
    Cell,
    centre,
    inside,
    notes_and_layout,
    toml_str,
    true_cell,
)

CHARS = {"plain": "p", "hill": "h", "mountain": "m"}
SEA = "."
NAMES = {"plain": "Plain", "hill": "Hill", "mountain": "Mountain", "sea": "Sea or off the map"}
COMPANIES = {"PO": "Preußische Ostbahn", "NME": "Niederschlesisch-Märkische Eisenbahn",
             "KSS": "Königlich-Sächsische Staatseisenbahnen", "KBS": "Königlich-Bayerische Staatseisenbahnen",
             "MWB": "Main-Weser-Bahn", "GBS": "Großherzoglich Badische Staatseisenbahnen",
             "CME": "Cöln-Mindener Eisenbahn-Gesellschaft", "BHE": "Berlin-Hamburger Eisenbahn-Gesellschaft"}


def draw(cities: list[dict[str, str]], geo: dict[str, Any]) -> tuple[dict[Cell, str], dict[str, Cell], list[str]]:
    proj = geo["projection"]
    grid: dict[Cell, str] = {}
    for r in range(proj["rows"]):
        for c in range(proj["columns"]):
            lat, lon = centre((c, r), proj)
            if not any(inside(lat, lon, land["points"]) for land in geo["land"]):
                continue
            terrain = "plain"
            for upland in geo["upland"]:
                if inside(lat, lon, upland["points"]):
                    terrain = upland["terrain"]
            grid[(c, r)] = terrain
    for key, terrain in geo.get("cells", {}).items():
        c, r = (int(v) for v in key.split(","))
        grid[(c, r)] = terrain
    where: dict[str, Cell] = {}
    notes: list[str] = []
    for city in cities:
        name = city["name"]
        at = true_cell(float(city["lat"]), float(city["lon"]), proj)
        if name in geo["moves"]:
            move = geo["moves"][name]
            new = (move["cell"][0], move["cell"][1])
            notes.append(f"{name} is on [{new[0]}, {new[1]}], not its true hex [{at[0]}, {at[1]}]: {move['why']}.")
            at = new
        if at not in grid:
            print(f"warning: {name} at {at} is off the land; made land", file=sys.stderr)
        if name != geo["berlin"]["name"]:
            grid[at] = city["terrain"]
        where[name] = at
    for at in geo["berlin"]["metro"]:
        grid[(at[0], at[1])] = "plain"
    return grid, where, notes


def ring(metro: list[Cell], grid: dict[Cell, str]) -> list[Cell]:
    return sorted({n for at in metro for n in LAYOUT.neighbours(*at) if n in grid and n not in metro})


def preview(grid: dict[Cell, str], where: dict[str, Cell], proj: dict[str, Any]) -> str:
    cities = {at for at in where.values()}
    lines = []
    for r in range(proj["rows"]):
        cells = []
        for c in range(proj["columns"]):
            ch = CHARS[grid[(c, r)]] if (c, r) in grid else SEA
            cells.append(ch.upper() if (c, r) in cities else ch)
        lines.append((" " if r & 1 else "") + " ".join(cells))
    return "\n".join(lines)


def terrain_file(grid: dict[Cell, str], proj: dict[str, Any]) -> str:
    head = ["# German Railways: the board's terrain. Format: maps/FORMAT.md, \"Hex boards\".",
            "# Drawn once by tools/draw_german_railways_board.py; this file is now the source of truth.",
            "# One line per row (row 0 the northernmost), one character per hex, separated by single",
            "# spaces; odd rows are indented one space (odd-r: half a hex further east).",
            "# p plain, h hill, m mountain, . sea or off the map (legend in map.toml [terrain])."]
    rows = []
    for r in range(proj["rows"]):
        cells = [CHARS[grid[(c, r)]] if (c, r) in grid else SEA for c in range(proj["columns"])]
        rows.append((" " if r & 1 else "") + " ".join(cells))
    return "\n".join(head + rows) + "\n"


def cities_file(cities: list[dict[str, str]], where: dict[str, Cell], berlin: str) -> str:
    out = ["# German Railways: the cities (Berlin is in map.toml [berlin]). Format: maps/FORMAT.md,",
           "# \"Hex boards\". Drawn once by tools/draw_german_railways_board.py from",
           "# ../shared/data/german_railways/cities.csv; this file is now the source of truth.",
           "# cell = [column, row]; lat/lon: the city's real place (public geography), for reference."]
    for city in sorted(cities, key=lambda c: (where[c["name"]][1], where[c["name"]][0])):
        if city["name"] == berlin:
            continue
        at = where[city["name"]]
        out += ["", "[[cities]]", f"name = {toml_str(city['name'])}", f"cell = [{at[0]}, {at[1]}]",
                f"value = {int(city['value'])}", f"terrain = {toml_str(city['terrain'])}"]
        if city["start_company"]:
            out.append(f"start = {toml_str(city['start_company'])}")
        out.append(f"lat = {float(city['lat']):.2f}")
        out.append(f"lon = {float(city['lon']):.2f}")
    return "\n".join(out) + "\n"


def map_file(grid: dict[Cell, str], where: dict[str, Cell], cities: list[dict[str, str]], notes: list[str],
             geo: dict[str, Any]) -> str:
    proj, berlin = geo["projection"], geo["berlin"]
    metro = [(m[0], m[1]) for m in berlin["metro"]]
    access = ring(metro, grid)
    by_name = {c["name"]: c for c in cities}
    b = by_name[berlin["name"]]
    land = Counter(grid.values())
    named = {c["name"]: int(c["value"]) for c in cities if c["value"] != "1"}
    values = Counter(int(c["value"]) for c in cities if c["name"] != berlin["name"])
    city_terrain = Counter(c["terrain"] for c in cities if c["name"] != berlin["name"])
    starts = {c["start_company"]: c["name"] for c in cities if c["start_company"]}

    def cells(xs: list[Cell]) -> str:
        return "[" + ", ".join(f"[{c}, {r}]" for c, r in xs) + "]"

    out = ["# German Railways: the board. Format: maps/FORMAT.md, \"Hex boards\". Sources: NOTICE.txt.",
           "# Drawn once by tools/draw_german_railways_board.py from public geography; the files of",
           "# this folder are now the source of truth (edit them by hand, then run the map check).",
           'id = "german_railways"', 'name = "German Railways"', 'kind = "hex"', "format = 1",
           'grid = "board.terrain"', 'cities = "cities.toml"',
           "# where the drawing moved a city off its true hex, and other remarks"]
    out += notes_and_layout(notes, proj, 2)
    out += ["", "# the terrain legend: each key's character in board.terrain; sea is no cell at all (GR-B3)"]
    for key, char in [*CHARS.items(), ("sea", SEA)]:
        out += [f"[terrain.{key}]", f"char = {toml_str(char)}", f"name = {toml_str(NAMES[key])}"]
    out += [
            "", "# the three metro hexes are one city (GR-B8); the access hexes are their land neighbours,",
            "# plain like the metro (GR-Q14)",
            "[berlin]", f"name = {toml_str(berlin['name'])}", f"value = {int(b['value'])}",
            f"terrain = {toml_str(b['terrain'])}", f"metro = {cells(metro)}", f"access = {cells(access)}",
            "", "# the companies that may start in a city (GR-S3): ID = name", "[companies]"]
    out += [f"{k} = {toml_str(v)}" for k, v in COMPANIES.items()]
    out += ["", "# what the map check compares the board with (GR_RULES.md, \"Board facts\")", "[facts]",
            f"land = {len(grid)}",
            "terrain = { " + ", ".join(f"{t} = {land[t]}" for t in CHARS) + " }",
            f"cities = {sum(values.values())}   # besides Berlin",
            "city_terrain = { " + ", ".join(f"{t} = {city_terrain[t]}" for t in CHARS) + " }",
            "values = { " + ", ".join(f'"{v}" = {n}' for v, n in sorted(values.items()))
            + " }   # value = how many cities",
            "named_values = { " + ", ".join(f"{toml_str(k)} = {v}" for k, v in named.items()) + " }",
            f"metro = {len(metro)}", f"access = {len(access)}",
            "starts = { " + ", ".join(f"{k} = {toml_str(starts[k])}" for k in COMPANIES) + " }   # company = city"]
    return "\n".join(out) + "\n"


def main(argv: list[str]) -> int:
    write = "--write" in argv
    args = [a for a in argv if a != "--write"]
    csv_path = Path(args[0]) if args else ROOT.parent / "shared" / "data" / "german_railways" / "cities.csv"
    geo_path = Path(args[1]) if len(args) > 1 else ROOT / "tools" / "german_railways_geography.toml"
    out = Path(args[2]) if len(args) > 2 else ROOT / "maps" / "german_railways"
    with csv_path.open(encoding="utf-8-sig", newline="") as f:
        cities = list(csv.DictReader(f))
    geo = tomllib.loads(geo_path.read_text(encoding="utf-8"))
    grid, where, notes = draw(cities, geo)
    print(preview(grid, where, geo["projection"]))
    clash = [at for at, n in Counter(where.values()).items() if n > 1]
    metro = [(m[0], m[1]) for m in geo["berlin"]["metro"]]
    on_access = [n for n, at in where.items() if at in ring(metro, grid)]
    print(f"land {len(grid)} {dict(Counter(grid.values()))}; clashes {clash}; cities on access {on_access}")
    if write:
        out.mkdir(parents=True, exist_ok=True)
        (out / "board.terrain").write_text(terrain_file(grid, geo["projection"]), encoding="utf-8")
        (out / "cities.toml").write_text(cities_file(cities, where, geo["berlin"]["name"]), encoding="utf-8")
        (out / "map.toml").write_text(map_file(grid, where, cities, notes, geo), encoding="utf-8")
        print(f"wrote {out}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
