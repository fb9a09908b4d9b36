"""What the table says about the game, in words (no Qt): where a train is, where a good can be
picked up (nearest first), a player's money as far as the one looking may know it (S6), the
results' standings. The rules stay in the model; this only reads it."""

from __future__ import annotations

from dataclasses import dataclass

from ...board.coords import distance
from ...rules.actions import Deliver, DiscardHand, EndTurn
from ...rules.game import HUMAN, Game
from ...rules.holdings import rule
from ...rules.phases import connected_majors, money_public
from ...rules.wording import place_name
from ...words import IronDragonTable, translate


def where(game: Game, player: int) -> str:
    """"at Kola", "3 mileposts from Railla", "at sea on the Kraken, 2 sea points off Bluefeld"."""
    p = game.state.players[player]
    if p.position is None:
        return translate("IronDragonTable", "not on the board yet")
    board = game.board
    if p.ship is not None and board.mileposts[p.position].is_sea:
        return translate("IronDragonTable", "at sea on the {ship}, {place}").format(
            ship=p.ship.ship, place=place_name(board, p.position))
    name = place_name(board, p.position)
    here = translate("IronDragonTable", "at {city}").format(city=name) if board.mileposts[p.position].city else name
    if p.ship is not None:
        return translate("IronDragonTable", "{place} with the {ship}").format(place=here, ship=p.ship.ship)
    return here


def cash_text(game: Game, player: int, revealed: int | None) -> str:
    """A player's money if the one looking may see it: his own, everyone's once public (S6) or
    the game is over, and everyone's when nobody at the table plays (a demonstration)."""
    s = game.state
    if money_public(game) or player == revealed or HUMAN not in game.seats:
        return translate("IronDragonTable", "{amount} GP").format(amount=s.players[player].cash)
    return translate("IronDragonTable", "money hidden")


def _points(game: Game, player: int) -> list[int]:
    """Where distances are counted from: the train, else the player's track."""
    p = game.state.players[player]
    if p.position is not None:
        return [p.position]
    return sorted(game.state.track.network(player))[:400]


def supply_cities(game: Game, good: str, player: int) -> list[tuple[str, int | None]]:
    """The cities a good can be picked up at, nearest the player's train (or track) first, with
    the distance in mileposts as the crow flies (None when there is nothing to count from)."""
    board = game.board
    points = [board.mileposts[i] for i in _points(game, player)]
    out: list[tuple[str, int | None]] = []
    for city in board.cities.values():
        if good not in city.loads:
            continue
        c = board.by_id[city.center]
        d = None
        same = [m for m in points if m.layer == c.layer]
        if same:
            d = int(min(distance(m.q, m.r, c.q, c.r) for m in same))
        out.append((city.name, d))
    return sorted(out, key=lambda x: (x[1] is None, x[1] or 0, x[0]))


@dataclass(frozen=True)
class Standing:
    name: str
    cash: int
    majors: int
    deliveries: int
    paid: int  # GP earned by deliveries
    turns: int  # turns played after the opening
    winner: bool


def standings(game: Game) -> list[Standing]:
    """Every player, the winner first, then by cash and major cities linked."""
    s = game.state
    opening = rule(game, "opening_build_turns")
    rows = []
    for i, p in enumerate(s.players):
        delivered = [a for a in game.log if isinstance(a, Deliver) and a.player == i]
        paid = sum(card.demands[a.demand].payout for a in delivered
                   if (card := game.board.components.demand_card(a.card)) is not None)
        ends = sum(1 for a in game.log if isinstance(a, EndTurn | DiscardHand) and a.player == i)
        rows.append(Standing(p.name, p.cash, len(connected_majors(game, i)), len(delivered), paid,
                             max(0, ends - opening), s.winner == i))
    return sorted(rows, key=lambda r: (not r.winner, -r.cash, -r.majors))


def rounds_text(rounds: int) -> str:
    """"After N rounds", N from ``history.rounds_played``: the count the history viewer and its
    charts give too."""
    return IronDragonTable.tr("After %n round(s)", None, rounds)
