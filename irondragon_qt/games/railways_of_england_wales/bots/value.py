"""What things are worth to a seat, in points at the end (RW-26).

- How many turns are left: the game ends when enough cities are empty (EW-10), so the turns left
  are estimated from the cubes on the cities nearest to emptying.
- A point on the score track is worth itself plus the income it pays at each turn's end still to
  come (RW-22, RW-Q1: $1,000 a point); money is worth less as the end nears (only to tie-break
  and, for one Baron card, to count).
- A payment with too little cash issues bonds (EW-6): each costs a point at the end and $1,000 at
  every turn's end (RW-23, RW-26).
- Where the players stand, from what is on the table: the score track, the points of cards and
  main lines claimed, the bonds; never a Baron card."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from ..rules.game import Game
    from .levels import Level

# cubes delivered per player and turn, and the part of all cubes taken before the cities that will
# end the game are empty (they are not taken cheapest first): guessed, see the benchmark's notes
DELIVERIES_PER_PLAYER = 1.2
CUBES_BEFORE_END = 2.0
MONEY_FULL_TURNS = 4.0  # money keeps its full worth while this many turns are left
MONEY_FLOOR = 0.01  # points a $1,000 is worth in the last turn: a tie-break (RW-Q11)
CASH_BARON_FLOOR = 0.1  # ... to a seat whose Baron card asks for the most cash


@dataclass(frozen=True)
class Outlook:
    turns: float  # turns left, this one included (income payments still to come)
    money: float  # points a $1,000 is worth now
    bond: int  # dollars a bond brings (RW-21)
    bond_points: int  # points a bond costs at the end (RW-26)
    interest: int  # dollars a bond costs at each turn's end (RW-23)
    per_point: int  # income a point on the track pays (RW-22)

    @property
    def point(self) -> float:
        """A point scored now on the track: itself and its income to come."""
        return 1.0 + self.money * self.turns * self.per_point / 1000

    def dollars(self, amount: int) -> float:
        """``amount`` of cash in points."""
        return self.money * amount / 1000

    def payment(self, cash: int, amount: int) -> float:
        """What paying ``amount`` with ``cash`` in hand costs in points, bonds included (EW-6)."""
        short = amount - cash
        bonds = 0 if short <= 0 else -(-short // self.bond)
        per_bond = self.bond_points + self.dollars(self.interest) * self.turns
        return self.dollars(amount - bonds * self.bond) + bonds * per_bond


def turns_left(game: Game) -> float:
    """The game turns still to come, this one included (at least 1)."""
    s = game.state
    n = len(s.players)
    needed = game.comp.end.empty_cities[n] - len(s.empty)
    if needed <= 0:
        return 1.0
    counts = sorted(len(cubes) for cubes in s.cubes.values() if cubes)
    cubes = sum(counts[:needed]) + 3 * max(0, needed - len(counts))
    return max(1.0, cubes * CUBES_BEFORE_END / (DELIVERIES_PER_PLAYER * n))


def outlook(game: Game, level: Level, seat: int | None = None) -> Outlook:
    """The worth of points and money to ``seat``: a seat working towards the most cash (its Baron
    card, EW-2) keeps money worth more at the end."""
    turns = turns_left(game)
    floor = MONEY_FLOOR
    kept = None if seat is None else game.state.players[seat].baron
    if level.baron and kept is not None and game.comp.baron(kept).kind == "most_cash":
        floor = CASH_BARON_FLOOR
    money = floor + level.money * min(1.0, (turns - 1) / (MONEY_FULL_TURNS - 1))
    m, income = game.comp.money, game.comp.income
    return Outlook(turns, money, m.bond, m.bond_points, m.bond_interest, income.at(1) - income.at(0))


def standings(game: Game) -> list[int]:
    """Each seat's points as the table shows them: track, cards and main lines, less the bonds."""
    s = game.state
    out = []
    for seat, p in enumerate(s.players):
        lines = sum(game.board.main_lines[i].points for i, who in s.main_lines.items() if who == seat)
        out.append(p.score + p.card_points + lines - p.bonds * game.comp.money.bond_points)
    return out


def lead(game: Game, seat: int) -> int:
    """How far ``seat`` is ahead of the best of the others (behind: below 0)."""
    points = standings(game)
    return points[seat] - max(p for k, p in enumerate(points) if k != seat)
