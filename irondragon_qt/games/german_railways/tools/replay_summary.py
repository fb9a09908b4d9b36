"""Where a saved German Railways game stands, for ``irondragon replay --game german-railways``: the
whole public state as plain data (``--json``) and as lines for people: the round and its slots,
each player's cash, shares and income, each company's treasury, income, cubes left, network and
connections, the auction under way, and whether the game is over with its standings. The command
line shows the whole table, so cash is shown even under the hidden-cash option (GR-Q12); the
summary says when that option is on."""

from __future__ import annotations

from typing import Any

from ..rules.ending import why_over
from ..rules.game import Game
from ..rules.income import cities_of, may_pay
from ..rules.state import Phase
from ..words import GermanRailwaysTools, thaler, translate


def log_lines(game: Game) -> list[str]:
    """The game's log: what happened, a line per event."""
    return list(game.history)


def _company(game: Game, cid: str) -> dict[str, Any]:
    c, info = game.state.companies[cid], game.book.company(cid)
    names = game.state.players
    return {
        "id": cid,
        "name": info.name,
        "colour": info.colour,
        "treasury": c.treasury,
        "income": c.income,
        "cubes_left": c.cubes_left,
        "network": [list(at) for at in c.network],  # its cubes' hexes [column, row], in placement order
        "cities": sorted(city.name for city in cities_of(game, cid).values()),
        "connected": sorted(c.connected),
        "shares_sold": len(c.owners),
        "owners": [names[seat].name for seat in c.owners],
        "pays_dividends": may_pay(game, cid),  # GR-C8
    }


def summary(game: Game) -> dict[str, Any]:
    """The state as plain data (what ``replay --json`` prints)."""
    s = game.state
    over = game.is_over()
    auction = None
    if s.auction is not None:
        a = s.auction
        auction = {"company": a.company, "initial": a.initial, "high_bid": a.high_bid,
                   "high_bidder": None if a.high_bidder is None else s.players[a.high_bidder].name,
                   "to_bid": s.players[a.to_bid].name, "still_in": [s.players[i].name for i in a.still_in]}
    return {
        "game": "german-railways",
        "board": game.board.name,
        "seed": game.seed,
        "options": game.options.to_dict(),
        "actions": len(game.log),
        "phase": str(s.phase),
        "round": s.round,
        "banker": s.players[s.banker].name,
        "slots": [s.players[seat].name for seat in s.slots],  # this round's slots 1..N, by player
        "slot": s.slot + 1 if s.phase == Phase.SLOTS else None,  # the slot acting now
        "to_act": None if over else game.seat_name(game.current_seat()),
        "auction": auction,
        "end_vote": None if s.end_vote is None else {  # a player proposed the end; the others answer (GR-Q8)
            "proposer": s.players[s.end_vote.proposer].name,
            "to_answer": [s.players[seat].name for seat in s.end_vote.to_answer]},
        "end_agreed": s.end_agreed,  # every player agreed: the game ends at the next round's start (GR-Q8)
        "players": [{"name": p.name, "seat": i, "cash": p.cash, "income": p.income,
                     "shares": {cid: n for cid, n in p.shares.items() if n}}
                    for i, p in enumerate(s.players)],
        "companies": [_company(game, cid) for cid in s.companies],
        "over": over,
        "end_reason": s.end_reason or None,  # "GR-E1", "GR-E2" or, agreed by the players, "GR-Q8"
        "standings": [dict(row) for row in s.standings],  # seat, name, cash, rank, winner (GR-E3/E4)
        "winners": [s.players[seat].name for seat in s.winners()],
    }


def format_summary(data: dict[str, Any]) -> list[str]:
    """The summary as lines of text for people."""
    reason = data["end_reason"] or ""
    if data["over"]:
        when = translate("GermanRailwaysTools", "the game is over after round {round}").format(round=data["round"])
        if reason:
            when += f" ({reason}: {why_over(reason)})"
    elif data["phase"] == Phase.INITIAL:
        when = translate("GermanRailwaysTools", "the initial auctions")
    else:
        when = translate("GermanRailwaysTools", "round {round}, slot {slot} of {slots}").format(
            round=data["round"], slot=data["slot"],
                                                                              slots=len(data["slots"]))
    out = [GermanRailwaysTools.tr("%n action(s) replayed; {when}.", None, data["actions"]).format(when=when)]
    if data["slots"] and not data["over"]:
        out.append(translate("GermanRailwaysTools", "Slots: {slots}.").format(
            slots=", ".join(f"{n} {name}" for n, name in enumerate(data["slots"], start=1))))
    a = data["auction"]
    if a:
        high = (translate("GermanRailwaysTools", "high bid {amount} by {player}").format(
            amount=a["high_bid"], player=a["high_bidder"])
                if a["high_bidder"] else translate("GermanRailwaysTools", "no bid yet"))
        out.append(translate("GermanRailwaysTools", "Auction of a {company} share: {high}; {player} to bid.").format(
            company=a["company"], high=high, player=a["to_bid"]))
    elif data["end_vote"]:
        v = data["end_vote"]
        out.append(translate("GermanRailwaysTools", "{player} proposes to end the game (GR-Q8); {other} to answer."
                             ).format(player=v["proposer"], other=v["to_answer"][0]))
    elif data["to_act"]:
        out.append(translate("GermanRailwaysTools", "To act: {player}.").format(player=data["to_act"]))
    if data["end_agreed"] and not data["over"]:
        out.append(translate("GermanRailwaysTools", "The players agreed to end the game: it ends at the start of the "
                                                    "next round (GR-Q8)."))
    if data["options"].get("hidden_cash"):
        out.append(translate("GermanRailwaysTools", "(Hidden cash is on: the whole table is shown here.)"))
    out.append("")
    for p in data["players"]:
        shares = (", ".join(f"{cid} {n}" for cid, n in p["shares"].items())
                  or translate("GermanRailwaysTools", "no shares"))
        out.append(translate("GermanRailwaysTools", "{player}: {cash}, income {income}; {shares}").format(
            player=p["name"], cash=thaler(p["cash"]), income=p["income"], shares=shares))
    out.append("")
    for c in data["companies"]:
        linked = ", ".join(c["connected"]) or translate("GermanRailwaysTools", "nobody")
        pays = translate("GermanRailwaysTools", ", pays no dividends yet") if not c["pays_dividends"] else ""
        cubes = GermanRailwaysTools.tr("%n cube(s) left", None, c["cubes_left"])
        hexes = GermanRailwaysTools.tr("%n hex(es)", None, len(c["network"]))
        out.append(translate("GermanRailwaysTools", "{company} ({name}): treasury {treasury}, income {income}, "
                                                    "{cubes}, {hexes}").format(
            company=c["id"], name=c["name"], treasury=c["treasury"], income=c["income"], cubes=cubes,
            hexes=hexes) + pays)
        out.append(translate("GermanRailwaysTools", "  cities: {cities}; connected to {companies}; shares sold {sold} "
                                                    "({owners})").format(
            cities=", ".join(c["cities"]), companies=linked, sold=c["shares_sold"],
            owners=", ".join(c["owners"]) or translate("GermanRailwaysTools", "none")))
    if data["over"]:
        out.append("")
        wins = " " + translate("GermanRailwaysTools", "(wins)")
        rows = [f"{r['rank']}. {r['name']} {thaler(r['cash'])}" + (wins if r["winner"] else "")
                for r in data["standings"]]
        out.append(translate("GermanRailwaysTools", "Standings: {rows}").format(rows="; ".join(rows)))
    return out
