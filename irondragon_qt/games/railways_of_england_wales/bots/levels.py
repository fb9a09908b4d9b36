"""Railways of England & Wales' computer levels, as data: a greedy yardstick kept for measuring
("Baseline"), then Easy, Standard and Hard. They differ in how far they look and how much they
weigh, never in random blunders: Easy only picks now and then among choices within
``temperature`` points of the best."""

from __future__ import annotations

from dataclasses import dataclass

from ..words import translate


@dataclass(frozen=True)
class Level:
    name: str  # a key of LEVELS: its help and label (``level_words``) follow
    greedy: bool = False  # the yardstick: one step at a time (greedy.py)
    future: float = 0.5  # the weight of deliveries the network makes possible but not yet made
    decay: float = 0.7  # each cube of the network's promise counts this much of the better one before it
    ahead: float = 0.3  # the weight of deliveries an engine one level up would make possible
    rivals: float = 0.3  # how much the points a route gives others count against it (0..1)
    money: float = 0.25  # points a $1,000 is worth early in the game (less towards the end)
    options: int = 8  # the best single links kept to pair up into one build
    detours: bool = True  # tries two links through a place between instead of one (more links score more)
    cards: bool = True  # takes Operations cards by their worth
    urbanize: bool = False  # weighs putting New City tiles on towns its links reach (RW-15)
    main_lines: bool = False  # counts the main lines a build would claim (EW-4)
    plan: bool = False  # works towards goals a few links off: main lines, Major Line cards, its Baron card
    baron: bool = False  # works towards its own Baron card (EW-2)
    bid: int = 0  # dollars it may bid for first player when going first is worth it (RW-9)
    lookahead: int = 0  # Hard: its best choices played on with its own next actions this turn
    inspector: int = 3  # the points a rival's delivery must bring him before a Rail Inspector is played (EW-9)
    temperature: float = 0.0  # points: a choice this close to the best may be taken instead

    @property
    def label(self) -> str:
        """Its name for players."""
        return level_words(self.name)[0]

    @property
    def help(self) -> str:
        """One line for the new-game dialog."""
        return level_words(self.name)[1]


LEVELS: dict[str, Level] = {
    "greedy": Level("greedy", greedy=True, cards=False, inspector=2),
    "easy": Level("easy", future=0.4, ahead=0.15, rivals=0.2, options=5, temperature=1.0),
    # against 2 Standards, 90 three-player games (seeds 400001-400090): ahead 0.6 won 33.3% (parity), mean 43.4
    # points against 41.4: no better than 0.3
    "standard": Level("standard", urbanize=True, main_lines=True, bid=2000),
    # its look-ahead, at a table with a Hard without it and a Standard, 60 games (seeds 200001-200060): 60% of
    # the wins, mean 53.8 points against 50.9 and 36.7
    "hard": Level("hard", urbanize=True, main_lines=True, plan=True, baron=True, bid=3000, options=14, lookahead=3),
}


def level_words(name: str) -> tuple[str, str]:
    """A level's name for players and its line for the new-game dialog, in the player's language."""
    words = {
        "greedy": (translate("RoewBots", "Baseline"),
                   translate("RoewBots", "The measuring baseline: delivers the cube that scores it most now, "
                             "otherwise builds the cheapest link that makes a delivery possible.")),
        "easy": (translate("RoewBots", "Easy"),
                 translate("RoewBots", "Delivers and builds for the points in reach, not always the very best "
                           "choice.")),
        "standard": (translate("RoewBots", "Standard"),
                     translate("RoewBots", "Weighs deliveries now against the network they open, upgrades its "
                               "engine for longer routes, claims main lines and bids for first player when a cube "
                               "is contested.")),
        "hard": (translate("RoewBots", "Hard"),
                 translate("RoewBots", "Plans its network ahead: works towards main lines and its Baron card, and "
                           "tries its best choices followed by its next action of the turn.")),
    }
    return words.get(name, (name, ""))
