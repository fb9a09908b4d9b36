"""Iron Dragon's map report for people (``irondragon map-check``): tables of numbers (mileposts per
terrain, reachability, cities, water crossings, tunnels, components), then errors and warnings."""

from __future__ import annotations

from typing import Any

from ....engine.map_report import MapReport, findings


def _table(title: str, header: list[str], rows: list[list[Any]]) -> list[str]:
    cells = [header] + [[str(c) for c in row] for row in rows]
    widths = [max(len(row[i]) for row in cells) for i in range(len(header))]

    def line(row: list[str]) -> str:
        first = row[0].ljust(widths[0])
        rest = "  ".join(c.rjust(w) for c, w in zip(row[1:], widths[1:], strict=True))
        return ("  " + first + "  " + rest).rstrip()

    out = [title, line(header), "  " + "-" * (sum(widths) + 2 * (len(widths) - 1))]
    out += [line(row) for row in cells[1:]]
    return out


def format_report(report: MapReport) -> str:
    """The human-readable report: tables of numbers, then errors and warnings."""
    s = report.stats
    info = s["map"]
    out = [f"Map {info['name']!r} (id {info['id']}), {info['edition']}", f"Folder: {report.folder}", ""]

    mp: dict[str, dict[str, int]] = s["mileposts"]
    layers = list(mp)
    terrains = sorted({t for counts in mp.values() for t in counts if t != "total"})
    rows: list[list[Any]] = [[t, *(mp[layer].get(t, 0) for layer in layers)] for t in terrains]
    rows.append(["total", *(mp[layer]["total"] for layer in layers)])
    out += _table("Mileposts per terrain", ["terrain", *layers], rows)
    reach = s["reachability"]
    lakes = ", ".join(f"{k} ({v} cells)" for k, v in s["lakes"].items()) or "none"
    out += [
        f"  sea channel points (off the lattice): {s['sea_channel_points']}",
        f"  land cells without a milepost: {s['land_without_milepost']}; lakes: {lakes}",
        "",
    ]
    out += _table("Reachability (possible track, tunnels included)", ["", "mileposts"], [
        ["land mileposts", s["land_mileposts"]],
        ["main landmass", reach["main_landmass"]],
        ["unreachable", len(reach["unreachable"])],
        ["land components", reach["land_components"]],
        ["sea points", s["sea"]["sea_points"]],
        ["sea basins", s["sea"]["basins"]],
        ["max distance to the coast", s["coast_distance_max"]],
    ])
    out.append("")

    cities = s["cities"]
    sizes = ("small", "medium", "major", "total")
    out += _table("Cities", ["size", "count"], [[k, cities[k]] for k in sizes])
    if s["cities_supplying_nothing"]:
        out.append(f"  supplying nothing: {', '.join(s['cities_supplying_nothing'])}")
    if s.get("cities_never_demanded"):
        out.append(f"  never demanded: {', '.join(s['cities_never_demanded'])}")
    ports = s["ports"]
    out.append(f"  ports: {ports['total']} ({ports['in_major_cities']} inside major cities"
               + (f"; serving no city: {', '.join(ports['without_city'])}" if ports["without_city"] else "")
               + ")")
    out.append("")

    rivers: dict[str, int] = s["rivers"]
    rows = [[name, n] for name, n in rivers.items()]
    rows += [["total river crossings", s["river_crossings"]], ["ocean inlet crossings", s["inlet_crossings"]],
             ["impassable pairs", s["impassable_pairs"]]]
    out += _table("Water crossings", ["river", "crossings"], rows)
    out.append("")

    rows = [[name, pair] for name, pair in s["tunnels"].items()]
    out += _table("Tunnels", ["name", "surface|underground"], rows) if rows else ["Tunnels: none"]
    rows = [[name, what] for name, what in s["magic_links"].items()]
    out += _table("Magic links", ["name", "cities"], rows) if rows else ["Magic links: none"]
    out.append("")

    payout = s.get("payout", {})
    rows = [["goods", s["goods"]], ["load chips", s["chips"]], ["demand cards", s["demand_cards"]],
            ["demands", s["demands"]]]
    if payout:
        rows.append(["payouts (GP)", f"{payout['min']}..{payout['max']}, mean {payout['mean']}"])
    rows += [[f"events: {deck}", n] for deck, n in s["events"].items()]
    rows += [["loco types", s["locos"]], ["loco cards", s["loco_copies"]], ["ships", s["ships"]],
             ["foremen", s["foremen"]]]
    out += _table("Components", ["", "count"], rows)
    out.append("")

    out += findings(report)
    return "\n".join(out)
