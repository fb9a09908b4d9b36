"""Where a saved game of Railways of England & Wales stands, for ``irondragon replay --game
railways-of-england-wales``: the whole public state as plain data (``--json``) and as lines for
people: the turn, its phase and who acts, each player's cash, engine, score marker, bonds and the
cards in front of him, the cubes left on each city, the empty cities, the links with their owners,
the Operations display, the main lines claimed and, at the end, the final scores. Hidden things stay
hidden (the Baron cards kept, a Rail Inspector in hand, the deck's and the bag's order) until the end,
when the Barons are shown with the scores."""

from __future__ import annotations

from typing import Any

from ..rules.cards import card_of
from ..rules.game import Game
from ..rules.money import money
from ..rules.scoring import score_parts
from ..rules.state import Phase
from ..stock.game import StockGame
from ..words import RoewTools, and_list, translate
from . import stock_summary


def log_lines(game: Game | StockGame) -> list[str]:
    """The game's log: what happened, a line per event."""
    return list(game.history)


def _player(game: Game, seat: int) -> dict[str, Any]:
    p = game.state.players[seat]
    over = game.is_over()
    shown = [c for c in p.cards if over or card_of(game, c).kind != "rail_inspector"]
    return {"name": p.name, "seat": seat, "cash": p.cash, "engine": p.engine, "score": p.score, "bonds": p.bonds,
            "cards": [card_of(game, c).name for c in shown], "secret_cards": len(p.cards) - len(shown),
            "hotels": [card_of(game, c).name for c in p.hotels], "inspected": p.inspected,
            "delivered": dict(sorted(p.delivered.items())),
            "baron": game.comp.baron(p.baron).name if over and p.baron else None}


def summary(game: Game | StockGame) -> dict[str, Any]:
    """The public state as plain data (what ``replay --json`` prints); a share game's its own."""
    if isinstance(game, StockGame):
        return stock_summary.summary(game)
    s = game.state
    over = game.is_over()
    name = game.place_name
    auction = None
    if s.auction is not None:
        a = s.auction
        high = None if a.high_bidder is None else s.players[a.high_bidder].name
        auction = {"high_bid": a.high_bid, "high_bidder": high, "to_bid": s.players[a.to_bid].name,
                   "still_in": [s.players[i].name for i in a.still_in]}
    return {
        "game": "railways-of-england-wales",
        "board": game.board.name,
        "seed": game.seed,
        "options": game.options.to_dict(),
        "actions": len(game.log),
        "phase": str(s.phase),
        "turn": s.turn,
        "action_round": s.action_round if s.phase == Phase.ACTIONS else None,
        "first": s.players[s.first].name,
        "to_act": None if over else game.seat_name(game.current_seat()),
        "auction": auction,
        "players": [_player(game, seat) for seat in range(len(s.players))],
        "cubes": {name(at): list(cubes) for at, cubes in sorted(s.cubes.items()) if cubes},
        "empty": [name(at) for at in s.empty],
        "urbanized": {name(at): c for at, c in sorted(s.colour_of.items())
                      if (p := game.board.place(at)) is not None and p.is_town and c != "grey"},
        "links": [{"id": link.id, "owner": None if link.owner is None else s.players[link.owner].name,
                   "from": name(link.cells[0]), "to": name(link.cells[-1]) if link.complete else None,
                   "cells": [list(at) for at in link.cells], "complete": link.complete} for link in s.track.links],
        "display": [card_of(game, c).name for c in s.display],
        "deck_left": len(s.deck),
        "main_lines": {game.board.main_lines[i].name: s.players[seat].name for i, seat in sorted(s.main_lines.items())},
        "over": over,
        "final": [{"name": s.players[seat].name, "score": s.final[seat], **score_parts(game, seat)}
                  for seat in range(len(s.players))] if over else [],
        "winners": [s.players[seat].name for seat in s.winners],
    }


def format_summary(data: dict[str, Any]) -> list[str]:
    """The summary as lines of text for people."""
    if data.get("mode") == "share":
        return stock_summary.format_summary(data)
    if data["over"]:
        when = translate("RoewTools", "the game is over after turn {turn}").format(turn=data["turn"])
    elif data["phase"] == Phase.BARONS:
        when = translate("RoewTools", "the Baron cards are being chosen")
    elif data["phase"] == Phase.AUCTION:
        when = translate("RoewTools", "turn {turn}, the auction for first player").format(turn=data["turn"])
    else:
        when = translate("RoewTools", "turn {turn}, action round {round} of 3").format(turn=data["turn"],
                                                                         round=data["action_round"] or 3)
    out = [RoewTools.tr("%n action(s) replayed; {when}.", None, data["actions"]).format(when=when)]
    a = data["auction"]
    if a:
        high = (translate("RoewTools", "high bid {amount} by {who}").format(
            amount=money(a["high_bid"]), who=a["high_bidder"])
                if a["high_bidder"] else translate("RoewTools", "no bid yet"))
        out.append(translate("RoewTools", "Auction for first player: {high}; {who} to bid.").format(
            high=high, who=a["to_bid"]))
    if data["to_act"]:
        out.append(translate("RoewTools", "To act: {who} (first player {first}).").format(
            who=data["to_act"], first=data["first"]))
    out.append("")
    for p in data["players"]:
        kept = ", ".join(p["cards"] + p["hotels"]) or translate("RoewTools", "no cards")
        if p["secret_cards"]:
            kept = translate("RoewTools", "{cards} and {secret} secret").format(cards=kept, secret=p["secret_cards"])
        out.append(RoewTools.tr("{who}: {cash}, engine {engine}, score {score}, %n bond(s); {cards}", None,
                                p["bonds"]).format(who=p["name"], cash=money(p["cash"]), engine=p["engine"],
                                                   score=p["score"], cards=kept))
    out.append("")
    out.append(translate("RoewTools", "Links: {links} ({complete} complete); empty cities: {empty} ({names}).").format(
        links=len(data["links"]), complete=sum(link["complete"] for link in data["links"]), empty=len(data["empty"]),
        names=", ".join(data["empty"]) or translate("RoewTools", "none")))
    out.append(translate("RoewTools", "On display: {cards}; {left} cards in the deck.").format(
        cards=", ".join(data["display"]) or translate("RoewTools", "nothing"), left=data["deck_left"]))
    if data["main_lines"]:
        out.append(translate("RoewTools", "Main lines: {lines}.").format(
            lines="; ".join(f"{line} ({who})" for line, who in data["main_lines"].items())))
    if data["over"]:
        out.append("")
        out.append(translate("RoewTools", "Final scores: {scores}. Won by {winners}.").format(
            scores="; ".join(f"{r['name']} {r['score']}" for r in data["final"]), winners=and_list(data["winners"])))
    return out
