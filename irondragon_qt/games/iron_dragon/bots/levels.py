"""The levels of computer player, from a greedy baseline kept for measuring to Hard. They differ
in how far they search and how well they judge (trips of one, two or three deliveries, each
city's way planned alone or one after another, the trip after this one, when to discard a hand
or buy a faster loco), never in random blunders: the lower levels only pick now and then among
their few best plans."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Level:
    name: str
    help: str  # for the new-game dialog
    pairs: int = 0  # the best single deliveries combined two by two (0: single deliveries only)
    triples: int = 0  # the best pairs given a third delivery (needs a 3-load loco)
    refine: int = 0  # the best trips judged again with their cities' ways planned one after another
    follow_up: bool = False  # judges a trip with the best trip after it
    discard: bool = False  # discards a hand worth less than a fresh one (T2); all discard one with no trip
    ride: bool = False  # rides other players' track (M5) to what it cannot afford to build; no preset does:
    # paying a rival in a race measured weaker (Hard with it beat Standard in 57.5% of 200 paired games, 63.5% without)
    build_weight: float = 0.6  # new track counted at this part of its price (it stays and serves again)
    upgrade_cash: int | None = None  # the greedy baseline upgrades at this much cash
    upgrade_cushion: int = 25  # GP a faster loco must leave beyond the trip's building (measured best: 15-30)
    soft_reserve: int = 15  # GP a trip should leave (the reserve, then nothing, only when no trip does): when poor,
    # cheaper trips come first
    race: bool = False  # near victory, judges trips by how soon they bring in the money still lacking
    double_upgrade: bool = False  # two loco levels at once when nothing else is to be spent
    temperature: float = 0.0  # 0: always the best plan; more: now and then one of the few next best
    commit: float = 0.15  # keeps its plan unless another scores this much better (a fraction)
    # units of search a decision may use (``budget.py``: a trip judged is one); the best plan found by then is played.
    # Sized on a busy 2-core machine (issue 22): a unit takes 0.12 ms at the median, 0.4 ms at worst, so Hard's
    # 6000 stay within 2.5 s and the others' 3000 within 1.2 s; in solo seeds 1-100 no decision came near
    budget: int = 3000
    safety_net: float = 10.0  # seconds (10x the decision time aimed at) after which the clock cuts a search short
    # all the same: then the game may differ by machine, so that is counted (``BotStats.clock_stops``) and logged
    keeps_the_win: bool = True  # spends nothing at the win line (V1 met): the turn's end wins (V2)
    label: str = ""  # its name for players


LEVELS: dict[str, Level] = {
    # the yardstick stays as it was measured: it spends as it goes, even from the win line (solo seeds 90001-90010:
    # 4 of 10 games a few turns longer); every other level keeps the win
    "greedy": Level("greedy", "The measuring baseline: the best single delivery by payout per turn (it discards "
                    "only a hand with which it can do nothing at all or only gamble its last money on the "
                    "event deck, and spends as it goes even when it could win).", build_weight=0.0,
                    upgrade_cash=100, commit=0.0, keeps_the_win=False, label="Baseline"),
    "easy": Level("easy", "One delivery at a time, and not always the best one.", build_weight=0.7,
                  upgrade_cushion=50, temperature=0.35, label="Easy"),
    # pairs=3 sets Standard midway between Easy and Hard (paired 2-player games, 600 a pair): with 5, Hard beat
    # it only 63.7% of the time; with 3, Hard beats it in 67.2% and it still beats Easy in 70.7%
    "standard": Level("standard", "Carries two loads at once and discards hands it can do nothing with.", pairs=3,
                      upgrade_cushion=45, temperature=0.1, label="Standard"),
    # upgrade_cushion 15 (was 25; issue 22): solo medians 67.5 -> 66 on seeds 60001-60100 (mean -0.79 +- 0.53 turns,
    # paired) and 66 -> 65 on 90001-90200, where Baseline's is 94; the search's budget left as it was.
    # build_weight 0.8 (was 0.6; issue 47): Hard spent about 300 GP on track a solo game, 180 of it after its last
    # loco, as much as the win's 250; counting new track at 0.8 of its price took the median of solo seeds
    # 300001-300020 from 67 to 64 (mean -3.3 +- 1.9 turns, paired); 1.0 measured no better than 0.8
    # soft_reserve 8 (was 15; issue 47): a poor Hard took long trips on the track it had rather than build a little
    # for a better one, 8 turns for 28 GP with a Teapot (solo seed 300015). Measured on solo seeds 300001-300060
    # (paired), with a faster loco bought without keeping the next trip's track: -2.73 +- 1.16 turns (the loco rule
    # alone -1.53 +- 0.91; a reserve of 4 alike, 3-load locos first +2.5, racing from 100 GP short +1.3 worse).
    # Both together gave solo median 62 on fresh seeds 174001-174200, but the loco rule left Hard broke at the
    # tables (four-player seed 184087: a loco, then 47 turns discarding); the reserve alone was kept, and later the
    # loco rule for a player alone (``spending.upgrade``; issue 47: -2.53 +- 1.05 turns on those seeds)
    "hard": Level("hard", "Plans two or three deliveries with their track, judges the trip after, discards "
                  "hands worth less than a fresh one, buys faster locos as early as it pays, and near victory "
                  "takes the trips that bring in the missing money soonest.",
                  pairs=12, triples=8, refine=8, follow_up=True, discard=True, build_weight=0.8, upgrade_cushion=15,
                  soft_reserve=8, double_upgrade=True, race=True,
                  commit=0.1, budget=6000, safety_net=20.0, label="Hard"),
}
