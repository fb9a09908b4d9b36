"""Draw Railways of England & Wales' board once from public geography (issue 45).

    python tools/draw_roew_board.py [--write] [GEOGRAPHY] [OUT] [PLACES_CSV]

defaults: tools/roew_geography.toml, maps/railways_of_england_wales,
../shared/data/railways_of_england_wales/places.csv (only compared with, if it is there).
Without ``--write`` it only prints the drawing and its counts.

Each hex's centre is projected back to latitude/longitude (tools/hex_geography.py); a hex is land
if its centre lies inside the outline and mountain if it lies inside an upland. Every hex an
estuary's line passes through is water, every hex a river's line passes through has a river
(EW-3); an edge between two land hexes is a ridge where the segment between their centres
crosses a scarp's line. Each place goes on the hex its true place falls in (``[moves]`` names
the few put on a neighbour) and that hex is never water. The output is the format of
maps/FORMAT.md ("Hex boards", England & Wales); after the drawing, the folder is the source of
truth and is edited by hand (check it with the map check). No printed board was used.
"""

from __future__ import annotations

import csv
import itertools
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
    plane,
    toml_str,
    true_cell,
)

CHARS = {"open": "o", "open_river": "r", "water": "w", "mountain": "m", "mountain_river": "v", "sea": "."}
NAMES = {"open": "Open", "open_river": "Open, with a river (costs as water, EW-3)", "water": "Water: an estuary",
         "mountain": "Mountain", "mountain_river": "Mountain, with a river (costs as mountain, EW-3)",
         "sea": "Sea or off the map"}
COLOUR_MARKS = {"red": "R", "blue": "B", "yellow": "Y", "purple": "P", "black": "K", "grey": "G"}
STEP = 0.05  # how finely a line is followed, in hexes
BAG = 125  # RW-2: 25 cubes in each of 5 colours
Point = tuple[float, float]


def line_cells(line: list[list[float]], proj: dict[str, Any]) -> set[Cell]:
    """Every hex a line (latitude/longitude points) passes through."""
    cells: set[Cell] = set()
    points = [plane(lat, lon, proj) for lat, lon in line]
    for (x1, y1), (x2, y2) in itertools.pairwise(points):
        steps = max(1, int(max(abs(x2 - x1), abs(y2 - y1)) / STEP))
        cells |= {LAYOUT.nearest(x1 + (x2 - x1) * i / steps, y1 + (y2 - y1) * i / steps) for i in range(steps + 1)}
    return cells


def _crosses(a: Point, b: Point, c: Point, d: Point) -> bool:
    """Segments ab and cd cross."""
    def side(p: Point, q: Point, r: Point) -> float:
        return (q[0] - p[0]) * (r[1] - p[1]) - (q[1] - p[1]) * (r[0] - p[0])
    return side(a, b, c) * side(a, b, d) < 0 and side(c, d, a) * side(c, d, b) < 0


def ridge_edges(line: list[list[float]], grid: dict[Cell, str], proj: dict[str, Any]) -> list[tuple[Cell, Cell]]:
    """The edges between neighbouring land hexes whose centres lie on both sides of a scarp."""
    points = [plane(lat, lon, proj) for lat, lon in line]
    edges = []
    for at in sorted(grid, key=lambda c: (c[1], c[0])):
        for n in LAYOUT.neighbours(*at):
            if n in grid and (n[1], n[0]) > (at[1], at[0]):
                a, b = LAYOUT.center(*at), LAYOUT.center(*n)
                if any(_crosses(a, b, p, q) for p, q in itertools.pairwise(points)):
                    edges.append((at, n))
    return edges


def draw(geo: dict[str, Any]) -> tuple[dict[Cell, str], dict[str, Cell], list[str]]:
    """The grid (cell -> legend key), each place's cell, and the notes on moved places."""
    proj = geo["projection"]
    grid: dict[Cell, str] = {}
    for r in range(proj["rows"]):
        for c in range(proj["columns"]):
            lat, lon = centre((c, r), proj)
            if any(inside(lat, lon, land["points"]) for land in geo["land"]):
                mountain = any(inside(lat, lon, u["points"]) for u in geo["upland"])
                grid[(c, r)] = "mountain" if mountain else "open"
    for water in geo["water"]:
        for at in line_cells(water["line"], proj):
            grid[at] = "water"
    for river in geo["river"]:
        for at in line_cells(river["line"], proj):
            if grid.get(at) in ("open", "mountain"):
                grid[at] += "_river"
    where: dict[str, Cell] = {}
    notes: list[str] = []
    for name, place in geo["places"].items():
        at = true_cell(place["lat"], place["lon"], proj)
        if name in geo["moves"]:
            move = geo["moves"][name]
            new = (move["cell"][0], move["cell"][1])
            notes.append(f"{name} is on [{new[0]}, {new[1]}], not its true hex [{at[0]}, {at[1]}]: {move['why']}.")
            at = new
        if grid.get(at, "water") == "water":
            print(f"warning: {name} at {at} is {grid.get(at, 'sea')}; made open land", file=sys.stderr)
            grid[at] = "open"
        where[name] = at
    for key, terrain in geo.get("cells", {}).items():
        c, r = (int(v) for v in key.split(","))
        if terrain == "sea":
            grid.pop((c, r), None)
        else:
            grid[(c, r)] = terrain
    return grid, where, notes


def preview(grid: dict[Cell, str], where: dict[str, Cell], geo: dict[str, Any]) -> str:
    """The terrain with each place as its colour's capital letter (K black, G a grey town)."""
    marks = {at: COLOUR_MARKS[geo["places"][name]["colour"]] for name, at in where.items()}
    proj = geo["projection"]
    lines = []
    for r in range(proj["rows"]):
        cells = [marks.get((c, r)) or CHARS[grid.get((c, r), "sea")] for c in range(proj["columns"])]
        lines.append((" " if r & 1 else "") + " ".join(cells))
    return "\n".join(lines)


HEAD = "# Railways of England & Wales: {what}. Format: maps/FORMAT.md, \"Hex boards\". Sources: NOTICE.txt."
DRAWN = ["# Drawn once by tools/draw_roew_board.py from public geography (tools/roew_geography.toml); this",
         "# file is now the source of truth: edit it by hand, then run the map check."]


def terrain_file(grid: dict[Cell, str], proj: dict[str, Any]) -> str:
    head = [HEAD.format(what="the board's terrain"), *DRAWN,
            "# One line per row (row 0 the northernmost), one character per hex, separated by single",
            "# spaces; odd rows are indented one space (odd-r: half a hex further east).",
            "# " + ", ".join(f"{ch} {key.replace('_', ' with a ')}" for key, ch in CHARS.items())
            + " (legend in map.toml [terrain])."]
    rows = []
    for r in range(proj["rows"]):
        cells = [CHARS[grid.get((c, r), "sea")] for c in range(proj["columns"])]
        rows.append((" " if r & 1 else "") + " ".join(cells).rstrip(" ."))
    return "\n".join(head + rows) + "\n"


def places_file(geo: dict[str, Any], where: dict[str, Cell]) -> str:
    out = [HEAD.format(what="the places"), *DRAWN,
           "# cell = [column, row]; colour: red, blue, yellow, purple or black for a city (cubes = the",
           "# number printed on it, RW-3), grey for a town (no cubes; a New City tile makes it a city,",
           "# RW-15); lat/lon: the place's real position (public geography), for reference.",
           "# source: colours and cubes are this project's choice by each town's trade (map.toml notes);",
           "# VERIFY: the publisher's cities, colours and cube numbers are not public."]
    for name in sorted(where, key=lambda n: (where[n][1], where[n][0])):
        place, at = geo["places"][name], where[name]
        out += ["", "[[places]]", f"name = {toml_str(name)}", f"cell = [{at[0]}, {at[1]}]",
                f"colour = {toml_str(place['colour'])}"]
        if place["colour"] != "grey":
            out.append(f"cubes = {place['cubes']}")
        out += [f"lat = {place['lat']:.2f}", f"lon = {place['lon']:.2f}", f"note = {toml_str(place['note'])}"]
    return "\n".join(out) + "\n"


def ridges_file(geo: dict[str, Any], grid: dict[Cell, str]) -> str:
    out = [HEAD.format(what="the ridges"), *DRAWN,
           "# A ridge lies on the edge between two neighbouring land hexes (RW-13: +$4,000 to cross).",
           "# source: the scarps of public geography (each ridge's note); VERIFY: whether the printed",
           "# board has ridges at all is not public (MAP-1)."]
    for ridge in geo["ridge"]:
        edges = ridge_edges(ridge["line"], grid, geo["projection"])
        out += ["", "[[ridges]]", f"name = {toml_str(ridge['name'])}", f"note = {toml_str(ridge['note'])}",
                "edges = ["]
        out += [f"  [[{a[0]}, {a[1]}], [{b[0]}, {b[1]}]]," for a, b in edges]
        out.append("]")
    return "\n".join(out) + "\n"


def points(line: dict[str, Any], where: dict[str, Cell]) -> int:
    """A main line's points: 1, one for every two hexes between its ends, one for its obstacle."""
    a, b = (where[end] for end in line["ends"])
    return 1 + LAYOUT.distance(*a, *b) // 2 + (1 if "bonus" in line else 0)


def main_lines_file(geo: dict[str, Any], where: dict[str, Cell]) -> str:
    out = [HEAD.format(what="the main lines (EW-4)"), *DRAWN,
           "# Each a real historical route between two places of the board; whoever first joins its ends",
           "# with only their own links claims it and scores its points at the end (EW-4, EW-Q2).",
           "# source: the routes and years are railway history; the points are this project's: 1, one for",
           "# every two hexes between the ends (rounded down), one more where the real line crossed a hard",
           "# obstacle (its note says which). VERIFY: the publisher's panel of main lines and its points are",
           "# not public."]
    for line in geo["main_line"]:
        out += ["", "[[main_lines]]", f"name = {toml_str(line['name'])}", f"year = {line['year']}",
                "ends = [" + ", ".join(toml_str(e) for e in line["ends"]) + "]", f"points = {points(line, where)}"]
        if "bonus" in line:
            out.append(f"note = {toml_str('one point more for ' + line['bonus'])}")
    return "\n".join(out) + "\n"


def map_file(geo: dict[str, Any], notes: list[str]) -> str:
    proj = geo["projection"]
    scale = (f"A hex spans {proj['hex_km']} km from side to side ({proj['hex_km']} km between neighbouring "
             f"centres): England and Wales fill {proj['rows']} rows of at most {proj['columns']} hexes.")
    cities = [p for p in geo["places"].values() if p["colour"] != "grey"]
    cubes = sum(p["cubes"] for p in cities)
    colours = ("Colours follow each place's trade in the railway age: black coal (pits and coal ports), red iron, "
               "steel and metal, purple textiles (wool, worsted, cotton, lace, hosiery), yellow farm produce "
               "and food, blue the sea trade (the great ports and packet harbours). Each colour has 7 or 8 cities, "
               "some north and some south of Birmingham, so a cube has somewhere to go from anywhere (the map "
               "check gives how far any place lies from a city of each colour).")
    numbers = (f"Cubes: 4 for London, 3 for the great towns, ports and junctions of the age, 2 for the others: "
               f"{cubes} cubes on {len(cities)} cities at the start (RW-3), {BAG - cubes} of the bag's {BAG} (RW-2) "
               "left for New City tiles. Grey towns are market, resort, railway and county towns a New City tile "
               "can make a city (RW-15). VERIFY: the publisher's cities, colours and cube numbers are not public.")
    out = [HEAD.format(what="the board"),
           "# Drawn once by tools/draw_roew_board.py from public geography (tools/roew_geography.toml); the",
           "# files of this folder are now the source of truth (edit them by hand, then run the map check).",
           'id = "railways_of_england_wales"', 'name = "England & Wales"', 'kind = "hex"', "format = 1",
           'grid = "board.terrain"', 'places = "places.toml"', 'ridges = "ridges.toml"',
           'main_lines = "main_lines.toml"', f"hex_km = {proj['hex_km']}   # a hex's width in kilometres",
           "# the scale, how colours and cubes were chosen, where the drawing moved a place, and why"]
    out += notes_and_layout([scale, colours, numbers, *notes], proj, 3)
    out += ["", "# the terrain legend: each key's character in board.terrain; sea is no cell at all"]
    for key, char in CHARS.items():
        out += [f"[terrain.{key}]", f"char = {toml_str(char)}", f"name = {toml_str(NAMES[key])}"]
    return "\n".join(out) + "\n"


def compare_candidates(path: Path, geo: dict[str, Any]) -> None:
    """Say where places.csv's candidates differ from the geography's places."""
    if not path.is_file():
        return
    places = {p.get("candidate", name): p for name, p in geo["places"].items()}
    with path.open(encoding="utf-8-sig", newline="") as f:
        for row in csv.DictReader(f):
            place = places.get(row["name"])
            if place is None:
                print(f"candidate {row['name']} is not a place of the board", file=sys.stderr)
            elif abs(place["lat"] - float(row["lat"])) > 0.01 or abs(place["lon"] - float(row["lon"])) > 0.01:
                print(f"candidate {row['name']} lies elsewhere in places.csv", file=sys.stderr)


def main(argv: list[str]) -> int:
    write = "--write" in argv
    args = [a for a in argv if a != "--write"]
    geo_path = Path(args[0]) if args else ROOT / "tools" / "roew_geography.toml"
    out = Path(args[1]) if len(args) > 1 else ROOT / "maps" / "railways_of_england_wales"
    shared = ROOT.parent / "shared" / "data" / "railways_of_england_wales"
    csv_path = Path(args[2]) if len(args) > 2 else shared / "places.csv"
    geo = tomllib.loads(geo_path.read_text(encoding="utf-8"))
    compare_candidates(csv_path, geo)
    grid, where, notes = draw(geo)
    print(preview(grid, where, geo))
    clash = [at for at, n in Counter(where.values()).items() if n > 1]
    clashes = {at: [name for name, w in where.items() if w == at] for at in clash}
    colours = Counter(geo["places"][name]["colour"] for name in where)
    ridges = {r["name"]: len(ridge_edges(r["line"], grid, geo["projection"])) for r in geo["ridge"]}
    print(f"land {len(grid)} {dict(Counter(grid.values()))}; places {len(where)} {dict(colours)}; ridges {ridges}")
    print(f"clashes {clashes}")
    for line in geo["main_line"]:
        a, b = (where[e] for e in line["ends"])
        print(f"  {line['name']}: {LAYOUT.distance(*a, *b)} hexes, {points(line, where)} points")
    if write:
        out.mkdir(parents=True, exist_ok=True)
        files = {"board.terrain": terrain_file(grid, geo["projection"]), "places.toml": places_file(geo, where),
                 "ridges.toml": ridges_file(geo, grid), "main_lines.toml": main_lines_file(geo, where),
                 "map.toml": map_file(geo, notes)}
        for name, text in files.items():
            (out / name).write_text(text, encoding="utf-8")
        print(f"wrote {out}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
