"""Railways of England & Wales' computer players play whole games on the simulator (the one
``irondragon simulate`` plays): every level, 2 to 5 players, no illegal action, the books balanced
after every action (the audit), and each game ends by its own rule (EW-10: enough empty cities)
long before any turn cap. The same seed gives the same game; the levels are data."""

from __future__ import annotations

import pytest

from irondragon_qt.games.railways_of_england_wales.bots import LEVELS, RoewBot, make_player
from irondragon_qt.games.railways_of_england_wales.rules.actions import Bid, ChooseBaron, Inspect, PassBid
from irondragon_qt.games.railways_of_england_wales.rules.components import load_components
from irondragon_qt.games.railways_of_england_wales.rules.game import SEAT_KINDS
from irondragon_qt.games.railways_of_england_wales.tools.simulation import play_game

from .tables import board, play

NO_CAP = 1000  # turns: games end in 6 to 10 (EW-10); the simulator's cap must never be what stops one
TABLES = [["greedy", "hard"], ["easy", "standard", "hard"], ["hard", "greedy", "standard", "easy"],
          ["standard", "easy", "hard", "greedy", "standard"]]


@pytest.mark.parametrize("levels", TABLES, ids=["-".join(t) for t in TABLES])
def test_EW_10_every_level_plays_whole_games_legally_with_a_clean_audit(levels: list[str]) -> None:
    record = play_game(board(), levels, seed=33, turn_cap=NO_CAP, keep_save=True)
    assert record.problems == [] and sum(seat.illegal for seat in record.seats) == 0
    assert not record.capped and record.rounds < 15  # ended by its own rule, long before any cap
    assert record.empty_cities >= load_components().end.empty_cities[len(levels)]  # EW-10
    assert record.winners and all(seat.deliveries > 0 for seat in record.seats)
    assert record.save is not None
    kinds = {raw["type"] for raw in record.save["actions"]}
    assert {"choose_baron", "pass_bid", "build", "deliver", "upgrade"} <= kinds, kinds


def test_every_phase_is_decided_the_auction_and_the_rail_inspector_too() -> None:
    """Every kind of question is answered: the Baron card, bids and passes in the auction (RW-9),
    and a Rail Inspector's holder (each holds one from the start) asked at once (EW-9)."""
    played = play(["standard", "hard"], seed=1, cards={0: ["rail-inspector"], 1: ["rail-inspector-2"]})
    assert played.problems == [] and played.game.is_over()
    kinds = {type(a) for a in played.actions}
    assert {ChooseBaron, Bid, PassBid, Inspect} <= kinds, kinds


def test_same_seed_same_game() -> None:
    levels = ["standard", "easy"]  # Easy picks among near-best choices by its seeded chance
    first = play_game(board(), levels, seed=5, keep_save=True, audited=False)
    again = play_game(board(), levels, seed=5, keep_save=True, audited=False)
    assert first.save is not None and not first.capped and first.save == again.save
    other = play(levels, seed=6, upto=40, audited=False)
    assert other.game.to_dict()["actions"] != first.save["actions"][:40]
    looked = play(["hard", "easy"], seed=5, upto=50, audited=False)  # Hard plays its choices on copies
    assert looked.game.to_dict() == play(["hard", "easy"], seed=5, upto=50, audited=False).game.to_dict()


def test_levels_are_data_with_labels_and_help() -> None:
    assert list(LEVELS) == ["greedy", "easy", "standard", "hard"]
    assert set(LEVELS) == set(SEAT_KINDS) - {"human"}
    assert LEVELS["greedy"].label == "Baseline"
    assert all(level.help and level.label and "\n" not in level.help for level in LEVELS.values())
    assert [LEVELS[k].label for k in LEVELS] == ["Baseline", "Easy", "Standard", "Hard"]
    assert isinstance(make_player(2, "hard", 9), RoewBot) and make_player(2, "hard", 9).seat == 2
    with pytest.raises(ValueError, match="brutal"):
        make_player(0, "brutal", 1)
