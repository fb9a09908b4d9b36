"""Iron Dragon's map report for people (``irondragon map-check``): tables of numbers (mileposts per
terrain, reachability, cities, water crossings, tunnels, components), then errors and warnings."""

from __future__ import annotations

from typing import Any

from ....engine.map_report import MapReport, findings
from ..words import translate


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
    out = [translate("IronDragonTools", "Map {name} (id {id}), {edition}").format(
        name=repr(info["name"]), id=info["id"], edition=info["edition"]),
           translate("IronDragonTools", "Folder: {folder}").format(folder=report.folder), ""]

    mp: dict[str, dict[str, int]] = s["mileposts"]
    layers = list(mp)
    terrains = sorted({t for counts in mp.values() for t in counts if t != "total"})
    rows: list[list[Any]] = [[t, *(mp[layer].get(t, 0) for layer in layers)] for t in terrains]
    rows.append([translate("IronDragonTools", "total"), *(mp[layer]["total"] for layer in layers)])
    out += _table(translate("IronDragonTools", "Mileposts per terrain"), [translate("IronDragonTools", "terrain"),
                                                                          *layers], rows)
    reach = s["reachability"]
    lakes = ", ".join(translate("IronDragonTools", "{lake} ({cells} cells)").format(lake=k, cells=v)
                      for k, v in s["lakes"].items()) or translate("IronDragonTools", "none")
    out += [
        "  " + translate("IronDragonTools", "sea channel points (off the lattice): {count}").format(
            count=s["sea_channel_points"]),
        "  " + translate("IronDragonTools", "land cells without a milepost: {count}; lakes: {lakes}").format(
            count=s["land_without_milepost"], lakes=lakes),
        "",
    ]
    out += _table(translate("IronDragonTools", "Reachability (possible track, tunnels included)"),
                  ["", translate("IronDragonTools", "mileposts")], [
        [translate("IronDragonTools", "land mileposts"), s["land_mileposts"]],
        [translate("IronDragonTools", "main landmass"), reach["main_landmass"]],
        [translate("IronDragonTools", "unreachable"), len(reach["unreachable"])],
        [translate("IronDragonTools", "land components"), reach["land_components"]],
        [translate("IronDragonTools", "sea points"), s["sea"]["sea_points"]],
        [translate("IronDragonTools", "sea basins"), s["sea"]["basins"]],
        [translate("IronDragonTools", "max distance to the coast"), s["coast_distance_max"]],
    ])
    out.append("")

    cities = s["cities"]
    sizes = ("small", "medium", "major", "total")
    size_words = {"small": translate("IronDragonTools", "small"), "medium": translate("IronDragonTools", "medium"),
                  "major": translate("IronDragonTools", "major"), "total": translate("IronDragonTools", "total")}
    out += _table(translate("IronDragonTools", "Cities"), [translate("IronDragonTools", "size"),
                                                           translate("IronDragonTools", "count")],
                  [[size_words[k], cities[k]] for k in sizes])
    if s["cities_supplying_nothing"]:
        out.append("  " + translate("IronDragonTools", "supplying nothing: {cities}").format(
            cities=", ".join(s["cities_supplying_nothing"])))
    if s.get("cities_never_demanded"):
        out.append("  " + translate("IronDragonTools", "never demanded: {cities}").format(
            cities=", ".join(s["cities_never_demanded"])))
    ports = s["ports"]
    if ports["without_city"]:
        out.append("  " + translate("IronDragonTools", "ports: {total} ({majors} inside major cities; serving no city: "
                                    "{ports})").format(total=ports["total"], majors=ports["in_major_cities"],
                                                       ports=", ".join(ports["without_city"])))
    else:
        out.append("  " + translate("IronDragonTools", "ports: {total} ({majors} inside major cities)").format(
            total=ports["total"], majors=ports["in_major_cities"]))
    out.append("")

    rivers: dict[str, int] = s["rivers"]
    rows = [[name, n] for name, n in rivers.items()]
    rows += [[translate("IronDragonTools", "total river crossings"), s["river_crossings"]],
             [translate("IronDragonTools", "ocean inlet crossings"), s["inlet_crossings"]],
             [translate("IronDragonTools", "impassable pairs"), s["impassable_pairs"]]]
    out += _table(translate("IronDragonTools", "Water crossings"), [translate("IronDragonTools", "river"),
                                                                    translate("IronDragonTools", "crossings")], rows)
    out.append("")

    rows = [[name, pair] for name, pair in s["tunnels"].items()]
    name = translate("IronDragonTools", "name")
    out += (_table(translate("IronDragonTools", "Tunnels"), [name, translate("IronDragonTools", "surface|underground")],
                   rows) if rows else [translate("IronDragonTools", "Tunnels: none")])
    rows = [[link, what] for link, what in s["magic_links"].items()]
    out += (_table(translate("IronDragonTools", "Magic links"), [name, translate("IronDragonTools", "cities")], rows)
            if rows else [translate("IronDragonTools", "Magic links: none")])
    out.append("")

    payout = s.get("payout", {})
    rows = [[translate("IronDragonTools", "goods"), s["goods"]],
            [translate("IronDragonTools", "load chips"), s["chips"]],
            [translate("IronDragonTools", "demand cards"), s["demand_cards"]],
            [translate("IronDragonTools", "demands"), s["demands"]]]
    if payout:
        rows.append([translate("IronDragonTools", "payouts (GP)"), translate("IronDragonTools", "{least}..{most}, mean "
                                                                            "{mean}").format(
            least=payout["min"], most=payout["max"], mean=payout["mean"])])
    rows += [[translate("IronDragonTools", "events: {deck}").format(deck=deck), n] for deck, n in s["events"].items()]
    rows += [[translate("IronDragonTools", "loco types"), s["locos"]],
             [translate("IronDragonTools", "loco cards"), s["loco_copies"]],
             [translate("IronDragonTools", "ships"), s["ships"]],
             [translate("IronDragonTools", "foremen"), s["foremen"]]]
    out += _table(translate("IronDragonTools", "Components"), ["", translate("IronDragonTools", "count")], rows)
    out.append("")

    out += findings(report)
    return "\n".join(out)
