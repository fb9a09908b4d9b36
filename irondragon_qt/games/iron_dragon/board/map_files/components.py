"""components.toml: goods and their chips, locos, ships, foremen, and the rules' numbers."""

from __future__ import annotations

from typing import Any

from ..components import City, Foreman, Good, Loco, Ship
from ..errors import MapError
from .reader import get, table_list

FILE = "components.toml"
# the numbers the rules read (C7): a map must give every one, so no rule falls back on a constant
RULE_NUMBERS = {
    "rules": ("river_surcharge", "inlet_surcharge", "underground_build_bribe", "underground_move_bribe",
              "build_limit_per_turn", "sections_out_of_major_cities_per_turn", "opponent_track_fee",
              "start_cash", "opening_build_turns", "win_major_cities", "win_cash", "hand_size"),
    "rules.entry_limits": ("medium_city", "small_city", "port", "tunnel_entrance", "sections_per_player"),
    "loco_rules": ("upgrade_gp_per_level", "upgrade_max_levels_per_turn"),
    "foreman_rules": ("redraw_gp", "pick_any_gp"),
}


def read_goods(data: dict[str, Any], cities: dict[str, City]) -> dict[str, Good]:
    f = FILE
    goods: dict[str, Good] = {}
    for name, spec in get(data, "goods", dict, f, "[goods]").items():
        rec = f"good {name!r}"
        if not isinstance(spec, dict):
            raise MapError(f, rec, "should be a table like { chips = 4 }")
        chips = get(spec, "chips", int, f, rec)
        if chips < 1:
            raise MapError(f, rec, "needs at least one chip")
        sources = tuple(sorted(c.name for c in cities.values() if name in c.loads))
        goods[name] = Good(name, chips, sources)
    for c in cities.values():
        for load in c.loads:
            if load not in goods:
                raise MapError("cities.toml", f"city {c.name!r}", f"load {load!r} is not a good in {f}")
    return goods


def read_locos(data: dict[str, Any]) -> tuple[Loco, ...]:
    f = FILE
    return tuple(Loco(get(x, "name", str, f, "[[locos]]"), *(
        get(x, k, int, f, f"loco {x.get('name')!r}") for k in ("level", "loads", "speed", "half_rate_speed", "count")
    )) for x in table_list(data, "locos", f))


def read_ships(data: dict[str, Any]) -> tuple[Ship, ...]:
    f = FILE
    return tuple(Ship(get(x, "name", str, f, "[[ships]]"), *(
        get(x, k, int, f, f"ship {x.get('name')!r}") for k in ("fee", "speed"))) for x in table_list(data, "ships", f))


def read_foremen(data: dict[str, Any]) -> tuple[Foreman, ...]:
    f = FILE
    foremen = []
    for x in table_list(data, "foremen", f):
        rec = f"foreman {x.get('name')!r}"
        foremen.append(Foreman(get(x, "card", int, f, rec), get(x, "name", str, f, rec),
                               get(x, "kind", str, f, rec), get(x, "race", str, f, rec, ""),
                               get(x, "ability", str, f, rec, ""), get(x, "effects", dict, f, rec, {})))
    return tuple(foremen)


def read_rule_tables(data: dict[str, Any]) -> tuple[dict[str, Any], dict[str, Any], dict[str, Any]]:
    """[rules] (with [rules.entry_limits]), [loco_rules] and [foreman_rules], each number the
    rules read checked to be there and a whole number (0 or more)."""
    f = FILE
    rules = get(data, "rules", dict, f, "[rules]")
    tables = {"rules": rules, "rules.entry_limits": get(rules, "entry_limits", dict, f, "[rules]"),
              "loco_rules": get(data, "loco_rules", dict, f, "[loco_rules]"),
              "foreman_rules": get(data, "foreman_rules", dict, f, "[foreman_rules]")}
    for table, keys in RULE_NUMBERS.items():
        for key in keys:
            if get(tables[table], key, int, f, f"[{table}]") < 0:
                raise MapError(f, f"[{table}]", f"'{key}' should be 0 or more")
    return rules, tables["loco_rules"], tables["foreman_rules"]
