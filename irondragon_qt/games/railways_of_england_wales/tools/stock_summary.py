"""Where a saved share game stands (``irondragon replay --game railways-of-england-wales`` on a share
game's save): the whole public state as plain data (``--json``) and as lines for people: the round,
its phase and who decides, each player's cash and shares, each company's price, shares (tableau,
stock board, issued board), treasury, loans, income marker and director, the cubes, the empty
cities, the links by company and, at the end, the final money. Nothing in the share game is secret
but the bag's order, which is left out."""

from __future__ import annotations

from typing import Any

from ..rules.money import money
from ..stock.game import StockGame
from ..stock.state import Phase, phase_words


def _company(game: StockGame, index: int) -> dict[str, Any]:
    c, s = game.state.companies[index], game.state
    return {"key": c.key, "name": game.data.companies[index].name, "short": game.company_name(index),
            "price": game.data.prices[c.price], "price_step": c.price, "tableau": c.tableau,
            "stock_board": c.stock_board, "issued": c.issued,
            "held": len(c.owners), "director": None if c.director is None else s.players[c.director].name,
            "treasury": c.treasury, "loans": c.loans, "income_marker": c.income}


def summary(game: StockGame) -> dict[str, Any]:
    """The public state as plain data (what ``replay --json`` prints for a share game)."""
    s = game.state
    over = game.is_over()
    name = game.place_name
    sale = None
    if s.sale is not None:
        a = s.sale.auction
        sale = {"company": game.company_name(s.sale.company), "board": s.sale.board.value,
                "offerer": s.players[s.sale.offerer].name, "high_bid": a.high_bid,
                "high_bidder": None if a.high_bidder is None else s.players[a.high_bidder].name,
                "to_bid": s.players[a.to_bid].name}
    operating = game.operating_company()
    return {
        "game": "railways-of-england-wales", "mode": "share", "board": game.board.name, "seed": game.seed,
        "actions": len(game.log), "phase": str(s.phase), "round": s.round,
        "start": s.players[s.start].name, "to_act": None if over else game.seat_name(game.current_seat()),
        "company_to_act": None if operating is None else game.company_name(operating), "sale": sale,
        "players": [{"name": p.name, "seat": seat, "cash": p.cash, "shares": dict(sorted(p.shares.items()))}
                    for seat, p in enumerate(s.players)],
        "companies": [_company(game, i) for i in range(len(s.companies))],
        "cubes": {name(at): list(cubes) for at, cubes in sorted(s.cubes.items()) if cubes},
        "empty": [name(at) for at in s.empty],
        "links": [{"id": link.id, "company": None if link.owner is None else game.company_name(link.owner),
                   "from": name(link.cells[0]), "to": name(link.cells[-1]),
                   "cells": [list(at) for at in link.cells]} for link in s.track.links],
        "over": over,
        "final": [{"name": p.name, "money": s.final[seat]} for seat, p in enumerate(s.players)] if over else [],
        "winners": [s.players[seat].name for seat in s.winners],
    }


def format_summary(data: dict[str, Any]) -> list[str]:
    """The summary as lines of text for people."""
    phase = phase_words(Phase(data["phase"])) if data["phase"] in set(Phase) else data["phase"]
    when = f"the game is over after round {data['round']}" if data["over"] else f"round {data['round']}, {phase}"
    out = [f"{data['actions']} actions replayed; the share game, {when}."]
    if data["sale"]:
        a = data["sale"]
        high = f"high bid {money(a['high_bid'])} by {a['high_bidder']}" if a["high_bidder"] else "no bid yet"
        out.append(f"For sale: a {a['company']} share from the {a['board']} board, offered by {a['offerer']}; "
                   f"{high}; {a['to_bid']} to bid.")
    if data["to_act"]:
        company = f" for the {data['company_to_act']}" if data["company_to_act"] else ""
        out.append(f"To act: {data['to_act']}{company} (start player {data['start']}).")
    out.append("")
    for p in data["players"]:
        held = ", ".join(f"{n} {key.upper()}" for key, n in p["shares"].items() if n) or "no shares"
        out.append(f"{p['name']}: {money(p['cash'])}; {held}")
    out.append("")
    for c in data["companies"]:
        director = f"director {c['director']}" if c["director"] else "no director"
        out.append(f"{c['short']}: price {money(c['price'])}, treasury {money(c['treasury'])}, {c['loans']} "
                   f"loan{'s' if c['loans'] != 1 else ''}, income marker {c['income_marker']}; shares: "
                   f"{c['held']} held, {c['stock_board']} on the stock board, {c['issued']} issued, "
                   f"{c['tableau']} on the tableau; {director}")
    out.append("")
    empty = ", ".join(data["empty"]) or "none"
    out.append(f"Links: {len(data['links'])}; empty cities: {len(data['empty'])} ({empty}).")
    if data["over"]:
        out.append("")
        out.append("Final money: " + "; ".join(f"{r['name']} {money(r['money'])}" for r in data["final"])
                   + f". Won by {' and '.join(data['winners'])}.")
    return out
