"""Railways of England & Wales' computer players play whole games: every level, 2 to 5 players,
no illegal action, the books balanced after every action (the audit), and each game ends by its
own rule (EW-10: enough empty cities) with no turn cap. The same seed gives the same game; the
levels are data."""

from __future__ import annotations

import pytest

from irondragon_qt.games.railways_of_england_wales.bots import LEVELS, RoewBot, make_player
from irondragon_qt.games.railways_of_england_wales.rules.actions import (
    Bid,
    Build,
    ChooseBaron,
    Deliver,
    Inspect,
    PassBid,
    Upgrade,
)
from irondragon_qt.games.railways_of_england_wales.rules.game import SEAT_KINDS

from .tables import play

TABLES = [["greedy", "hard"], ["easy", "standard", "hard"], ["hard", "greedy", "standard", "easy"],
          ["standard", "easy", "hard", "greedy", "standard"]]


@pytest.mark.parametrize("levels", TABLES, ids=["-".join(t) for t in TABLES])
def test_EW_10_every_level_plays_whole_games_legally_with_a_clean_audit(levels: list[str]) -> None:
    played = play(levels, seed=33)
    assert played.problems == []
    game = played.game
    s = game.state
    assert game.is_over() and len(s.empty) >= game.comp.end.empty_cities[len(levels)]  # EW-10, no cap
    assert s.winners and len(s.final) == len(levels)
    kinds = {type(a) for a in played.actions}
    assert {ChooseBaron, PassBid, Build, Deliver, Upgrade} <= kinds, kinds


def test_every_phase_is_decided_the_auction_and_the_rail_inspector_too() -> None:
    """Over a few games every kind of question is answered: the Baron card, bids and passes in the
    auction (RW-9), and a Rail Inspector's holder asked at once (EW-9)."""
    played = play(["standard", "hard"], seed=1, audited=False)
    assert played.problems == [] and played.game.is_over()
    kinds = {type(a) for a in played.actions}
    assert {ChooseBaron, Bid, PassBid, Inspect} <= kinds, kinds


def test_same_seed_same_game() -> None:
    levels = ["hard", "easy"]  # Easy picks among near-best choices by its seeded chance
    first = play(levels, seed=5, audited=False)
    again = play(levels, seed=5, audited=False)
    assert first.game.is_over() and first.game.to_dict() == again.game.to_dict()
    assert first.game.digest() == again.game.digest()
    other = play(levels, seed=6, upto=40, audited=False)
    assert other.game.to_dict()["actions"] != first.game.to_dict()["actions"]


def test_levels_are_data_with_labels_and_help() -> None:
    assert list(LEVELS) == ["greedy", "easy", "standard", "hard"]
    assert set(LEVELS) == set(SEAT_KINDS) - {"human"}
    assert LEVELS["greedy"].label == "Baseline"
    assert all(level.help and level.label and "\n" not in level.help for level in LEVELS.values())
    assert [LEVELS[k].label for k in LEVELS] == ["Baseline", "Easy", "Standard", "Hard"]
    assert isinstance(make_player(2, "hard", 9), RoewBot) and make_player(2, "hard", 9).seat == 2
    with pytest.raises(ValueError, match="brutal"):
        make_player(0, "brutal", 1)
