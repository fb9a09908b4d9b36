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
from ..words import RoewTools, and_list, translate


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
    if data["over"]:
        when = translate("RoewTools", "the game is over after round {round}").format(round=data["round"])
    else:
        when = translate("RoewTools", "round {round}, {phase}").format(round=data["round"], phase=phase)
    out = [RoewTools.tr("%n action(s) replayed; the share game, {when}.", None, data["actions"]).format(when=when)]
    if data["sale"]:
        a = data["sale"]
        high = (translate("RoewTools", "high bid {amount} by {who}").format(
            amount=money(a["high_bid"]), who=a["high_bidder"])
                if a["high_bidder"] else translate("RoewTools", "no bid yet"))
        words = (translate("RoewTools",
                           "For sale: a {company} share from the stock board, offered by {who}; {high}; {bidder} to "
                           "bid.") if a["board"] == "stock" else
                 translate("RoewTools",
                           "For sale: a {company} share from the issued board, offered by {who}; {high}; {bidder} to "
                           "bid."))
        out.append(words.format(company=a["company"], who=a["offerer"], high=high, bidder=a["to_bid"]))
    if data["to_act"]:
        if data["company_to_act"]:
            out.append(translate("RoewTools", "To act: {who} for the {company} (start player {start}).").format(
                who=data["to_act"], company=data["company_to_act"], start=data["start"]))
        else:
            out.append(translate("RoewTools", "To act: {who} (start player {start}).").format(
                who=data["to_act"], start=data["start"]))
    out.append("")
    for p in data["players"]:
        held = ", ".join(f"{n} {key.upper()}" for key, n in p["shares"].items() if n) or translate("RoewTools",
                                                                                                   "no shares")
        out.append(f"{p['name']}: {money(p['cash'])}; {held}")
    out.append("")
    for c in data["companies"]:
        director = (translate("RoewTools", "director {who}").format(who=c["director"]) if c["director"]
                    else translate("RoewTools", "no director"))
        out.append(RoewTools.tr("{company}: price {price}, treasury {treasury}, %n loan(s), income marker {income}; "
                                "shares: {held} held, {stock} on the stock board, {issued} issued, {tableau} on the "
                                "tableau; {director}", None, c["loans"]).format(
            company=c["short"], price=money(c["price"]), treasury=money(c["treasury"]), income=c["income_marker"],
            held=c["held"], stock=c["stock_board"], issued=c["issued"], tableau=c["tableau"], director=director))
    out.append("")
    empty = ", ".join(data["empty"]) or translate("RoewTools", "none")
    out.append(translate("RoewTools", "Links: {links}; empty cities: {count} ({names}).").format(
        links=len(data["links"]), count=len(data["empty"]), names=empty))
    if data["over"]:
        out.append("")
        out.append(translate("RoewTools", "Final money: {money}. Won by {winners}.").format(
            money="; ".join(f"{r['name']} {money(r['money'])}" for r in data["final"]),
            winners=and_list(data["winners"])))
    return out
