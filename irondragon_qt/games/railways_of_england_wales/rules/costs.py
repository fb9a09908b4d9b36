"""What track costs (RW-13, EW-3, EW-8): the price of a tile by its hex, and of crossing a ridge.

The numbers live in one place, ``Costs``, which every build takes as a parameter, so that the game
can later read them from its data (``maps/railways_of_england_wales/``) without touching the rules.
Money is whole dollars; a player reads it as "$2,000" (``dollars``)."""

from __future__ import annotations

from dataclasses import dataclass

from .. import words
from ..board.hexboard import Cell
from .components import Components


@dataclass(frozen=True)
class Costs:
    """RW-13 and EW-3's table. An open hex with a river costs the water price and a mountain hex
    the mountain price with or without one (EW-3); a Tunnel Engineer prices every mountain hex at
    ``tunnel`` for one build (EW-8, EW-Q5), and ridges still cost."""

    open: int = 2000  # RW-13
    water: int = 3000  # RW-13
    mountain: int = 4000  # RW-13; with or without a river (EW-3)
    ridge: int = 4000  # RW-13: each ridge edge crossed, the edge into the end place too
    tunnel: int = 2000  # EW-8: a mountain hex in a build with the Tunnel Engineer
    river: int = 3000  # EW-3: an open hex with a river, as water

    def __post_init__(self) -> None:
        for name in ("open", "water", "mountain", "ridge", "tunnel", "river"):
            value = getattr(self, name)
            if isinstance(value, bool) or not isinstance(value, int) or value < 0:
                raise ValueError(f"the {name} cost must be a whole number of dollars, 0 or more, not {value!r:.20}")

    def hex_price(self, cell: Cell, tunnel: bool = False) -> int:
        """The price of laying track on ``cell`` by its terrain and river (ridges apart)."""
        if cell.terrain == "mountain":
            return self.tunnel if tunnel else self.mountain
        if cell.terrain == "water":
            return self.water
        if cell.terrain == "open":
            return self.river if cell.river else self.open
        raise ValueError(f"no price for terrain {cell.terrain!r:.20}")


_LAST: list[tuple[Components, Costs]] = []  # the last table asked for (a game's checks ask it thousands of times)


def costs_of(comp: Components) -> Costs:
    """The table as components.toml gives it (``[money.tiles]``)."""
    kept = _LAST[0] if _LAST else None  # read once: a computer player's thread may replace it meanwhile
    if kept is not None and kept[0] is comp:
        return kept[1]
    t = comp.money.tiles
    costs = Costs(open=t.open, water=t.water, mountain=t.mountain, ridge=t.ridge, tunnel=t.tunnel, river=t.river)
    _LAST[:] = [(comp, costs)]
    return costs


def dollars(amount: int) -> str:
    """An amount as players read it: "$12,000" ("12.000 $" in German)."""
    return words.money(amount)
