"""Where a saved German Railways game stands, for ``irondragon replay --game german-railways``: the
whole public state as plain data (``--json``) and as lines for people: the round and its slots,
each player's cash, shares and income, each company's treasury, income, cubes left, network and
connections, the auction under way, and whether the game is over with its standings. The command
line shows the whole table, so cash is shown even under the hidden-cash option (GR-Q12); the
summary says when that option is on."""

from __future__ import annotations

from typing import Any

from ..board.words import counted
from ..rules.ending import WHY
from ..rules.game import Game
from ..rules.income import cities_of, may_pay
from ..rules.state import Phase


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
    if data["over"]:
        why = WHY.get(data["end_reason"] or "", "")
        when = f"the game is over after round {data['round']}" + (f" ({data['end_reason']}: {why})" if why else "")
    elif data["phase"] == Phase.INITIAL:
        when = "the initial auctions"
    else:
        when = f"round {data['round']}, slot {data['slot']} of {len(data['slots'])}"
    out = [f"{data['actions']} actions replayed; {when}."]
    if data["slots"] and not data["over"]:
        out.append("Slots: " + ", ".join(f"{n} {name}" for n, name in enumerate(data["slots"], start=1)) + ".")
    a = data["auction"]
    if a:
        high = f"high bid {a['high_bid']} by {a['high_bidder']}" if a["high_bidder"] else "no bid yet"
        out.append(f"Auction of a {a['company']} share: {high}; {a['to_bid']} to bid.")
    elif data["end_vote"]:
        v = data["end_vote"]
        out.append(f"{v['proposer']} proposes to end the game (GR-Q8); {v['to_answer'][0]} to answer.")
    elif data["to_act"]:
        out.append(f"To act: {data['to_act']}.")
    if data["end_agreed"] and not data["over"]:
        out.append("The players agreed to end the game: it ends at the start of the next round (GR-Q8).")
    if data["options"].get("hidden_cash"):
        out.append("(Hidden cash is on: the whole table is shown here.)")
    out.append("")
    for p in data["players"]:
        shares = ", ".join(f"{cid} {n}" for cid, n in p["shares"].items()) or "no shares"
        out.append(f"{p['name']}: {p['cash']} Thaler, income {p['income']}; {shares}")
    out.append("")
    for c in data["companies"]:
        linked = ", ".join(c["connected"]) or "nobody"
        pays = "" if c["pays_dividends"] else ", pays no dividends yet"
        out.append(f"{c['id']} ({c['name']}): treasury {c['treasury']}, income {c['income']}, "
                   f"{counted(c['cubes_left'], 'cube')} left, {counted(len(c['network']), 'hex', 'hexes')}{pays}")
        out.append(f"  cities: {', '.join(c['cities'])}; connected to {linked}; "
                   f"shares sold {c['shares_sold']} ({', '.join(c['owners']) or 'none'})")
    if data["over"]:
        out.append("")
        out.append("Standings: " + "; ".join(f"{r['rank']}. {r['name']} {r['cash']} Thaler"
                                             + (" (wins)" if r["winner"] else "") for r in data["standings"]))
    return out
