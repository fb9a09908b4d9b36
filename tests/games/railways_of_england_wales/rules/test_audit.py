"""The audit finds every kind of imbalance: a game played by the rules is balanced; each state broken
by hand is found, in a line naming what does not add up."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from irondragon_qt.games.railways_of_england_wales.rules import actions as a
from irondragon_qt.games.railways_of_england_wales.rules.audit import audit
from irondragon_qt.games.railways_of_england_wales.rules.building import BuildStep
from irondragon_qt.games.railways_of_england_wales.rules.game import Game
from irondragon_qt.games.railways_of_england_wales.rules.state import GameState

from .positions import ANN, BOB, CAT, act, at, give_cash, set_cubes, show, started


def played() -> Game:
    """A turn's start: bonds issued, a link built, a town urbanized, a cube delivered, a card taken."""
    game = started(3)
    show(game, "capital-charter", "railroad-era-begins", "major-line-leeds-hull")
    set_cubes(game, "Liverpool", "purple")
    give_cash(game, CAT, 10000)
    act(game, a.Build(ANN, (BuildStep(None, at("Liverpool"), ((10, 15), at("Manchester"))),)))
    act(game, a.Upgrade(BOB))
    act(game, a.Urbanize(CAT, at("Crewe"), "blue"))
    act(game, a.Deliver(ANN, at("Liverpool"), "purple", (0,)))
    act(game, a.TakeCard(BOB, "capital-charter"))
    return game


def test_a_game_played_by_the_rules_is_balanced() -> None:
    game = played()
    s = game.state
    assert s.empty == [at("Liverpool")] and s.players[ANN].bonds == 1 and s.track.links
    assert s.claimed_cards == {"railroad-era-begins": ANN}
    assert (s.players[BOB].cash, s.players[BOB].bonds) == (5000 - 2000 + 10000, 1)
    assert audit(game) == []


def _other_city(s: GameState) -> tuple[int, int]:
    return next(where for where, cubes in sorted(s.cubes.items()) if cubes and where != at("Crewe"))


BREAKS: list[tuple[str, Callable[[GameState], None], str]] = [
    ("cash from nowhere", lambda s: setattr(s.players[BOB], "cash", s.players[BOB].cash + 1000),
     "money: $"),
    ("a bond without its money", lambda s: setattr(s.players[CAT], "bonds", s.players[CAT].bonds + 1),
     "bonds: $"),
    ("a cube lost", lambda s: s.cubes[_other_city(s)].pop(), "the box has 25 (RW-2)"),
    ("a cube of no colour", lambda s: s.bag.append("green"), "cubes: green is no colour of the game"),
    ("a delivery not recorded", lambda s: s.deliveries.clear(),
     "cubes: the deliveries made and the cubes delivered differ"),
    ("a marker on a city with cubes", lambda s: s.empty.append(_other_city(s)), "has an empty-city marker and cubes"),
    ("two markers on a city", lambda s: s.empty.append(s.empty[0]), "cubes: a city has two empty-city markers"),
    ("a New City tile lost", lambda s: s.new_cities.pop(), "New City tiles:"),
    ("a town made a city without a tile", lambda s: s.colour_of.__setitem__(at("Oxford"), "red"), "New City tiles:"),
    ("a card lost", lambda s: s.display.pop(), "Operations cards: missing ["),
    ("a card twice", lambda s: s.deck.append(s.display[0]), "twice or unknown ["),
    ("a link that jumps", lambda s: s.track.links[0].cells.insert(1, (20, 20)), "track: link 0 jumps"),
    ("an engine past the top", lambda s: setattr(s.players[BOB], "engine", 9), "engine level 9 (RW-Q7: 1 to 8)"),
    ("cash below 0, the books balanced", lambda s: (setattr(s.players[BOB], "cash", -1000),
                                                    setattr(s.players[CAT], "cash", s.players[CAT].cash + 14000)),
     "Bob: cash -$1,000, but bonds cover every payment (EW-6)"),
    ("a score below 0", lambda s: setattr(s.players[CAT], "score", -1), "Cat: 0 bonds, score -1"),
    ("a Baron card not dealt", lambda s: setattr(s.players[ANN], "baron", s.players[BOB].barons_dealt[1]),
     "Ann: keeps a Baron card not dealt to him (EW-Q1)"),
]


@pytest.mark.parametrize(("what", "spoil", "words"), BREAKS, ids=[b[0] for b in BREAKS])
def test_each_imbalance_is_found_in_words(what: str, spoil: Callable[[GameState], None], words: str) -> None:
    game = played()
    spoil(game.state)
    found = audit(game)
    assert any(words in line for line in found), found
