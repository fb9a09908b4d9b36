"""The end (RW-26, RW-Q11, RW-Q19, EW-2, EW-4): each player's final score is the marker's points,
plus the kept Baron card's points if its goal is met, plus the points of cards scored at the end
(Passenger Line), plus the main lines claimed, less one point a bond. Ties: most links, then most
money, then fewest bonds; still equal, a shared win."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..words import card_name, translate
from .routes import joined_by_own
from .state import Phase

if TYPE_CHECKING:
    from .components import BaronCard
    from .context import RuleGame as Game


def links_owned(game: Game, seat: int) -> int:
    return sum(1 for link in game.state.track.links if link.complete and link.owner == seat)


def baron_met(game: Game, seat: int, baron: BaronCard) -> bool:
    """Whether the seat meets a Baron card's goal now (ties in a "most" goal: every tied player)."""
    s = game.state
    n = len(s.players)
    if baron.kind == "most_links":
        counts = [links_owned(game, i) for i in range(n)]
        return counts[seat] > 0 and counts[seat] == max(counts)
    if baron.kind == "links_into":
        at = game.board.at_name(baron.place)
        ends = sum(1 for link in s.track.links if link.complete and link.owner == seat
                   and at in (link.cells[0], link.cells[-1]))
        return ends >= baron.count
    if baron.kind == "connect":
        ats = [game.board.at_name(name) for name in baron.places]
        return all(joined_by_own(game.board, s.track, seat, ats[0], b) for b in ats[1:])
    if baron.kind == "most_deliveries":
        def made(i: int) -> int:
            d = s.players[i].delivered
            return sum(d.values()) if baron.colour == "any" else d.get(baron.colour, 0)
        counts = [made(i) for i in range(n)]
        return counts[seat] > 0 and counts[seat] == max(counts)
    if baron.kind == "engine":
        return s.players[seat].engine >= baron.level
    if baron.kind == "most_cash":  # as the other "most" goals: nobody has the most of nothing
        cash = s.players[seat].cash
        return cash > 0 and cash == max(p.cash for p in s.players)
    raise ValueError(f"unknown Baron goal {baron.kind!r}")


def score_parts(game: Game, seat: int) -> dict[str, int]:
    """RW-26: what a seat's final score is made of, by part."""
    s = game.state
    p = s.players[seat]
    baron = game.comp.baron(p.baron) if p.baron else None
    return {"track": p.score,
            "baron": baron.points if baron is not None and baron_met(game, seat, baron) else 0,
            "cards": p.card_points,
            "main_lines": sum(game.board.main_lines[i].points for i, who in s.main_lines.items() if who == seat),
            "bonds": -p.bonds * game.comp.money.bond_points}


def final_scores(game: Game) -> list[str]:
    s = game.state
    s.final = [sum(score_parts(game, seat).values()) for seat in range(len(s.players))]

    def rank(seat: int) -> tuple[int, int, int, int]:  # RW-Q11: score, links, money, fewest bonds
        return (s.final[seat], links_owned(game, seat), s.players[seat].cash, -s.players[seat].bonds)

    best = max(rank(seat) for seat in range(len(s.players)))
    s.winners = [seat for seat in range(len(s.players)) if rank(seat) == best]
    s.phase = Phase.OVER
    lines = []
    for seat, p in enumerate(s.players):
        parts = score_parts(game, seat)
        baron = card_name(game.comp.baron(p.baron).name) if p.baron else translate("RoewRules", "no Baron card")
        lines.append(translate("RoewRules", "{who}: {points} points (track {track}, {baron} {baron_points}, cards "
                               "{cards}, main lines {main_lines}, bonds {bonds}).").format(
            who=p.name, points=s.final[seat], track=parts["track"], baron=baron, baron_points=parts["baron"],
            cards=parts["cards"], main_lines=parts["main_lines"], bonds=parts["bonds"]))
    names = [s.players[w].name for w in s.winners]
    if len(names) > 1:
        lines.append(translate("RoewRules", "{names} and {last} share the win (RW-26, RW-Q11).").format(
            names=translate("RoewRules", " and ").join(names[:-1]), last=names[-1]))
    else:
        lines.append(translate("RoewRules", "{who} wins (RW-26, RW-Q11).").format(who=names[0]))
    return lines
