"""map.toml's legend ([terrain], [countries]) and the grid files its [layers] name: the
mileposts of every layer with their terrain and country."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from ..board import Milepost
from ..errors import MapError
from .reader import MapReader, get, parse_grid

LAKE_KEY, BLANK_KEY = "lake", "land"
META = "map.toml"


@dataclass
class Legend:
    """What the characters of the grid files mean, and what each terrain costs to build to."""

    char_to_terrain: dict[str, str] = field(default_factory=dict)
    terrain_costs: dict[str, int | None] = field(default_factory=dict)
    terrain_names: dict[str, str] = field(default_factory=dict)
    char_to_country: dict[str, str] = field(default_factory=dict)
    countries: dict[str, str] = field(default_factory=dict)  # code -> printed name


@dataclass
class Grids:
    """The mileposts read from the grids, with the land printed without one and the lakes."""

    mileposts: list[Milepost] = field(default_factory=list)
    blank_land: list[tuple[str, int, int]] = field(default_factory=list)
    lake_cells: list[tuple[int, int]] = field(default_factory=list)
    layer_of_prefix: dict[str, str] = field(default_factory=dict)


def read_legend(meta: dict[str, Any]) -> Legend:
    f = META
    legend = Legend()
    for key, spec in get(meta, "terrain", dict, f, "[terrain]").items():
        rec = f"[terrain.{key}]"
        ch = get(spec, "char", str, f, rec)
        if len(ch) != 1 or ch == " ":
            raise MapError(f, rec, f"char should be one visible character, not {ch!r}")
        if ch in legend.char_to_terrain:
            raise MapError(f, rec, f"char {ch!r} is already used by {legend.char_to_terrain[ch]}")
        legend.char_to_terrain[ch] = key
        legend.terrain_names[key] = get(spec, "name", str, f, rec, key)
        if key not in (LAKE_KEY, BLANK_KEY):
            legend.terrain_costs[key] = get(spec, "cost", int, f, rec, None)
    for needed in ("sea", "major_city"):
        if needed not in legend.terrain_costs:
            raise MapError(f, f"[terrain.{needed}]", "is missing")
    for code, spec in get(meta, "countries", dict, f, "[countries]", {}).items():
        rec = f"[countries.{code}]"
        ch = get(spec, "char", str, f, rec)
        if ch in legend.char_to_country:
            raise MapError(f, rec, f"char {ch!r} is already used by {legend.char_to_country[ch]}")
        legend.char_to_country[ch] = code
        legend.countries[code] = get(spec, "name", str, f, rec, code)
    return legend


def read_grids(rd: MapReader, meta: dict[str, Any], legend: Legend) -> Grids:
    """Every layer's terrain grid (and country grid, or one country for the whole layer)."""
    f = META
    layers = get(meta, "layers", dict, f, "[layers]")
    if not layers:
        raise MapError(f, "[layers]", "no layer is defined")
    grids = Grids()
    for layer, spec in layers.items():
        rec = f"[layers.{layer}]"
        prefix = get(spec, "prefix", str, f, rec)
        if prefix in grids.layer_of_prefix:
            raise MapError(f, rec, f"prefix {prefix!r} is already used by layer {grids.layer_of_prefix[prefix]!r}")
        grids.layer_of_prefix[prefix] = layer
        first_row = get(spec, "first_row", int, f, rec)
        first_col = get(spec, "first_column", int, f, rec)
        tfile = get(spec, "terrain", str, f, rec)
        terrain_cells = parse_grid(rd.text(tfile), tfile, first_row)
        cfile = get(spec, "countries", str, f, rec) if "countries" in spec else ""
        country_cells = parse_grid(rd.text(cfile), cfile, first_row) if "countries" in spec else None
        fixed = get(spec, "country", str, f, rec, None) if country_cells is None else None
        if fixed is not None and fixed not in legend.countries:
            raise MapError(f, rec, f"country {fixed!r} is not in [countries]")
        for (col, r), ch in terrain_cells.items():  # row by row, west to east (parse_grid's order)
            q = first_col + col - r // 2
            terrain = legend.char_to_terrain.get(ch)
            if terrain is None:
                raise MapError(tfile, f"row r={r}, q={q}", f"unknown terrain character {ch!r}")
            if terrain == BLANK_KEY:
                grids.blank_land.append((layer, q, r))
            elif terrain == LAKE_KEY:
                grids.lake_cells.append((q, r))
            else:
                country = fixed if country_cells is None or terrain == "sea" else _country(
                    legend, country_cells.get((col, r)), cfile, r, q)
                grids.mileposts.append(Milepost(len(grids.mileposts), f"{prefix}:{q},{r}", layer, q, r, terrain,
                                                None if terrain == "sea" else country))
    return grids


def _country(legend: Legend, ch: str | None, file: str, r: int, q: int) -> str:
    if ch is None or ch not in legend.char_to_country:
        raise MapError(file, f"row r={r}, q={q}", f"land milepost needs a country, found {ch!r}")
    return legend.char_to_country[ch]
