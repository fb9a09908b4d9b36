"""The share game's computer levels, as data, under the base game's keys and labels (``bots/levels``):
a greedy yardstick kept for measuring ("Baseline"), then Easy, Standard and Hard. They differ in
how far they look and what they weigh; Easy alone takes, now and then, a choice within
``temperature`` dollars of the best."""

from __future__ import annotations

from dataclasses import dataclass

from ...words import translate
from ..levels import LEVELS


@dataclass(frozen=True)
class StockLevel:
    name: str  # a key of the base game's levels, whose label it shows; its help follows (``help``)
    greedy: bool = False  # the yardstick (baseline.py)
    depth: int = 7  # the most links of a delivery route it walks (ST-14 sets no limit)
    decay: float = 0.85  # each cube of a network's promise counts this much of the one before
    options: int = 6  # the best single links it pairs into two-link builds (ST-13)
    last_round: bool = False  # Hard: borrows and issues for the last dividend when the last round comes
    reserve: float = 0.25  # the part of its starting cash it keeps through the preparation round
    margin: int = 500  # dollars a share must be worth above its bid
    rivals: float = 0.0  # how much the leading rival's gain counts against its own (0..1)
    control: float = 0.0  # the part of a company's worth it adds for directing it (ST-9)
    temperature: int = 0  # dollars: a choice this close to the best may be taken instead

    @property
    def label(self) -> str:
        """Its name for players: the base game's level of the same key ("Baseline" for "greedy")."""
        return LEVELS[self.name].label

    @property
    def help(self) -> str:
        """One line for the new-game dialog, in the player's language."""
        words = {
            "greedy": translate("RoewBots", "The measuring baseline: buys the cheapest shares it can, delivers the "
                                "longest route, builds the cheapest link that lets it deliver and pays out every "
                                "dollar."),
            "easy": translate("RoewBots", "Values shares and builds like Standard, but not always the very best "
                              "choice."),
            "standard": translate("RoewBots", "Values a share by its company's routes and dividends, builds the "
                                  "links that open deliveries, and keeps money for later rounds."),
            "hard": translate("RoewBots", "Pays for control of companies, weighs what its choices give the leading "
                              "rival, and borrows for a big last dividend when the last round comes."),
        }
        return words.get(self.name, "")


STOCK_LEVELS: dict[str, StockLevel] = {
    "greedy": StockLevel("greedy", greedy=True),
    "easy": StockLevel("easy", depth=5, options=3, temperature=1500, reserve=0.1),
    "standard": StockLevel("standard"),
    # against 2 Standards, 90 games (seeds 2000-2089): 48% of the wins; the same Hard keeping all its
    # companies' money for the last dividend, 150 games (seeds 1000-1149): 25%
    "hard": StockLevel("hard", options=10, last_round=True, rivals=0.5, control=0.15, reserve=0.1),
}
