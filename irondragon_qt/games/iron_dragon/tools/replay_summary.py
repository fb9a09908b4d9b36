"""Where a saved Iron Dragon game stands, for ``irondragon replay``: as plain data (``--json``) and
as lines for people: each player's cash, loco, foreman, loads, demand cards and the major cities
his network links, the turn, round and phase, and the winner if there is one."""

from __future__ import annotations

from typing import Any

from ..rules import holdings, phases
from ..rules.game import Game
from ..rules.history import round_number
from ..rules.state import Phase
from ..words import foreman_kind, good_name, translate


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
    phases = {Phase.FOREMAN_DRAFT: translate("IronDragonTools", "the foreman draft"),
              Phase.OPENING: translate("IronDragonTools", "opening turn {turn}").format(turn=data["opening_round"]),
              Phase.OVER: translate("IronDragonTools", "the game is over after round {round}").format(round=rounds)}
    when = phases.get(phase) or translate("IronDragonTools", "round {round}, {phase}").format(round=rounds, phase=phase)
    out = [translate("IronDragonTools", "{actions} actions replayed; {when}.").format(actions=data["actions"],
                                                                                      when=when)]
    if data["current"]:
        out.append(translate("IronDragonTools", "To act: {who}.").format(who=data["current"]))
    out.append(translate("IronDragonTools", "Winner: {who}.").format(who=data["winner"]) if data["winner"]
               else translate("IronDragonTools", "No winner yet (target {cash} GP).").format(cash=data["win_cash"]))
    none = translate("IronDragonTools", "none")
    for p in data["players"]:
        foreman = p["foreman"]
        out.append("")
        out.append(translate("IronDragonTools", "{who}: {cash} GP, {loco}, foreman {foreman}").format(
            who=p["name"], cash=p["cash"], loco=p["loco"],
            foreman=f"{foreman['name']} ({foreman_kind(foreman['race'])})" if foreman else none))
        where = p["position"]
        if where:
            at = where["city"] or where["milepost"]
            train = (translate("IronDragonTools", "train at {place} on the {ship}") if p["ship"]
                     else translate("IronDragonTools", "train at {place}"))
            out.append("  " + train.format(place=at, ship=p["ship"]))
        out.append("  " + translate("IronDragonTools", "loads: {goods}").format(
            goods=", ".join(good_name(g) for g in p["loads"]) or none))
        majors = p["majors_connected"]
        out.append("  " + translate("IronDragonTools", "major cities connected ({count}): {cities}").format(
            count=len(majors), cities=", ".join(majors) or none))
        for card in p["demands"]:
            demands = "; ".join(translate("IronDragonTools", "{good} to {city} {payout} GP").format(
                good=good_name(d["good"]), city=d["city"], payout=d["payout"]) for d in card["demands"])
            out.append(f"  {card['card']}: {demands}")
    if data["events"]:
        out.append("")
        out.append(translate("IronDragonTools", "Events in effect: {events}").format(events=", ".join(data["events"])))
    return out
