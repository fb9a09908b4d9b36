"""Where a saved Iron Dragon game stands, for ``irondragon replay``: as plain data (``--json``) and
as lines for people: each player's cash, loco, foreman, loads, demand cards and the major cities
his network links, the turn, round and phase, and the winner if there is one."""

from __future__ import annotations

from typing import Any

from ..rules import holdings, phases
from ..rules.game import Game
from ..rules.history import round_number
from ..rules.state import Phase


def log_lines(game: Game) -> list[str]:
    """The game's log: what happened, a line per event."""
    return list(game.history)


def summary(game: Game) -> dict[str, Any]:
    """The final state as plain data (what ``--json`` prints)."""
    s, board = game.state, game.board
    players = []
    for i, p in enumerate(s.players):
        foreman = holdings.foreman_of(game, i)
        where = None if p.position is None else board.mileposts[p.position]
        players.append({
            "name": p.name,
            "cash": p.cash,
            "loco": p.loco,
            "foreman": None if foreman is None else {"card": foreman.card, "name": foreman.name,
                                                     "race": foreman.race},
            "loads": list(p.loads),
            "demands": [{"card": key, "demands": [{"city": d.city, "good": d.good, "payout": d.payout}
                                                  for d in card.demands]}
                        for key in p.hand if (card := board.components.demand_card(key)) is not None],
            "majors_connected": sorted(phases.connected_majors(game, i)),
            "position": None if where is None else {"milepost": where.id, "city": where.city},
            "ship": None if p.ship is None else p.ship.ship,
            "lost_turns": p.lost_turns,
        })
    return {
        "map": board.map_id,
        "seed": game.seed,
        "actions": len(game.log),
        "phase": s.phase,
        "opening_round": s.opening_round,
        "round": s.round,
        "turn_number": s.turn_number,
        "current": None if s.phase == Phase.OVER else s.players[s.current].name,
        "winner": None if s.winner is None else s.players[s.winner].name,
        "win_cash": s.win_cash,
        "events": [e.card for e in s.events],
        "players": players,
    }


def format_summary(data: dict[str, Any]) -> list[str]:
    """The summary as lines of text for people."""
    phase = data["phase"]
    rounds = round_number(phase, data["round"])  # the count the results and the history give
    when = {Phase.FOREMAN_DRAFT: "the foreman draft", Phase.OPENING: f"opening turn {data['opening_round']}",
            Phase.OVER: f"the game is over after round {rounds}"}.get(phase, f"round {rounds}, {phase}")
    out = [f"{data['actions']} actions replayed; {when}."]
    if data["current"]:
        out.append(f"To act: {data['current']}.")
    out.append(f"Winner: {data['winner']}." if data["winner"] else f"No winner yet (target {data['win_cash']} GP).")
    for p in data["players"]:
        foreman = p["foreman"]
        out.append("")
        out.append(f"{p['name']}: {p['cash']} GP, {p['loco']}, foreman "
                   + (f"{foreman['name']} ({foreman['race']})" if foreman else "none"))
        where = p["position"]
        if where:
            aboard = f" on the {p['ship']}" if p["ship"] else ""
            out.append(f"  train at {where['city'] or where['milepost']}{aboard}")
        out.append(f"  loads: {', '.join(p['loads']) or 'none'}")
        majors = p["majors_connected"]
        out.append(f"  major cities connected ({len(majors)}): {', '.join(majors) or 'none'}")
        for card in p["demands"]:
            demands = "; ".join(f"{d['good']} to {d['city']} {d['payout']} GP" for d in card["demands"])
            out.append(f"  {card['card']}: {demands}")
    if data["events"]:
        out.append("")
        out.append(f"Events in effect: {', '.join(data['events'])}")
    return out
