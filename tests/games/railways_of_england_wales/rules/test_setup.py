"""A new game (RW-2..RW-7, EW-1, EW-2, EW-Q1, EW-Q7): the cubes on the cities, the players' start,
the Baron cards dealt and kept in secret, the Operations display, the New City tiles."""

from __future__ import annotations

import dataclasses
from collections import Counter

import pytest

from irondragon_qt.games.railways_of_england_wales.rules import actions as a
from irondragon_qt.games.railways_of_england_wales.rules.game import Game
from irondragon_qt.games.railways_of_england_wales.rules.setup import card_kind
from irondragon_qt.games.railways_of_england_wales.rules.state import Phase

from .boards import city, make_board, town
from .positions import ANN, BOB, CAT, act, balanced, board, components, fresh, refused


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_rw2_125_cubes_25_of_each_colour_between_the_cities_and_the_bag(players: int) -> None:
    """RW-2: 125 cubes, 25 of each of the five colours, drawn blind from one bag."""
    s = fresh(players, seed=players).state
    seen = Counter(s.bag)
    for cubes in s.cubes.values():
        seen.update(cubes)
    assert seen == dict.fromkeys(("red", "blue", "yellow", "purple", "black"), 25)
    assert sum(seen.values()) == 125


@pytest.mark.parametrize(("players", "less"), [(2, 1), (3, 1), (4, 0), (5, 0)])
def test_rw3_each_city_gets_its_number_of_cubes_one_fewer_with_2_or_3_players(players: int, less: int) -> None:
    """RW-3: each city gets the number printed on it; with 2 or 3 players one fewer, never fewer than 1."""
    s = fresh(players).state
    for where, place in board().cities().items():
        assert len(s.cubes[where]) == max(1, place.cubes - less), place.name
    assert all(where not in s.cubes for where in board().towns())


def test_rw3_a_city_printed_1_keeps_its_cube_with_2_players() -> None:
    """RW-3: "never fewer than 1": a city printed 1 still gets one cube with 2 or 3 players."""
    small = make_board("A . B . T", places={"A": city("Alpha", "red", 1), "B": city("Beta", "blue", 3),
                                            "T": town("Tee")})
    comp = components()
    plain = dataclasses.replace(comp, operations=tuple(c for c in comp.operations if c.kind in ("cash", "points_now")),
                                setup=dataclasses.replace(comp.setup, display_per_player=1))
    for players, alpha, beta in ((2, 1, 2), (3, 1, 2), (4, 1, 3)):
        s = Game(small, ["Ann", "Bob", "Cat", "Dan"][:players], seed=3, components=plain).state
        assert (len(s.cubes[(0, 0)]), len(s.cubes[(2, 0)])) == (alpha, beta)


def test_rw3_the_cubes_are_drawn_at_random_by_the_seed() -> None:
    """RW-3: the cubes are random (drawn from the shuffled bag): another seed, other cubes; the same
    seed, the same game."""
    assert fresh(3, seed=1).state.cubes != fresh(3, seed=2).state.cubes
    assert fresh(3, seed=7).digest() == fresh(3, seed=7).digest()


@pytest.mark.parametrize("players", [2, 5])
def test_rw4_every_player_starts_with_0_dollars_engine_1_marker_0_and_no_bonds(players: int) -> None:
    """RW-4: $0, an engine of level 1, the marker at 0, no bonds."""
    for p in fresh(players).state.players:
        assert (p.cash, p.engine, p.score, p.bonds) == (0, 1, 0, 0)
        assert p.cards == [] and p.hotels == [] and p.delivered == {}


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_rw6_the_display_is_every_start_card_and_2_per_player(players: int) -> None:
    """RW-6: every card with the gold "S" face up, then 2 x players from the shuffled deck."""
    comp = components()
    s = fresh(players, seed=10 + players).state
    starts = [c.id for c in comp.start_cards()]
    assert s.display[:len(starts)] == starts
    assert len(s.display) == len(starts) + 2 * players
    drawn = s.display[len(starts):]
    assert not any(comp.card(card_kind(comp, c)).start for c in drawn + s.deck)
    assert len(s.display) + len(s.deck) == len(comp.operations_deck())


def test_rw6_the_deck_is_shuffled_by_the_seed() -> None:
    """RW-6: the cards beside the start cards come from a shuffled deck."""
    assert fresh(4, seed=1).state.display != fresh(4, seed=2).state.display or \
        fresh(4, seed=1).state.deck != fresh(4, seed=2).state.deck


def test_rw7_twelve_new_city_tiles_three_of_each_colour_but_red() -> None:
    """RW-7: 12 New City tiles to urbanize with, 3 each of yellow, black, blue and purple, no red."""
    tiles = Counter(fresh().state.new_cities)
    assert tiles == {"yellow": 3, "black": 3, "blue": 3, "purple": 3}


@pytest.mark.parametrize("players", [2, 5])
def test_ew2_rw5_ew1_two_baron_cards_dealt_to_each_from_the_england_and_wales_deck(players: int) -> None:
    """EW-2 (RW-5 as E&W changes it; EW-1: the E&W Baron cards, not the base game's): every player is
    dealt two different Baron cards, nobody the same card as another, and keeps none yet."""
    s = fresh(players).state
    dealt = [b for p in s.players for b in p.barons_dealt]
    assert all(len(p.barons_dealt) == 2 for p in s.players)
    assert len(set(dealt)) == len(dealt) == 2 * players
    assert set(dealt) <= {b.id for b in components().barons}
    assert all(p.baron is None for p in s.players) and s.phase == Phase.BARONS


def test_ewq1_each_keeps_one_of_his_two_clockwise_from_the_start_player_in_secret() -> None:
    """EW-Q1: each player looks at both and keeps one, in turn from the start player; the log never
    says which (the card stays secret), the other is out of play; then the auction (RW-8)."""
    game = fresh(3, first=BOB)
    s = game.state
    comp = components()
    order = []
    for _ in range(3):
        seat = game.current_seat()
        order.append(seat)
        kept = s.players[seat].barons_dealt[1]
        lines = act(game, a.ChooseBaron(seat, kept))
        assert s.players[seat].baron == kept
        words = " ".join(lines)
        assert comp.baron(kept).name not in words and kept not in words
        assert "keeps a Baron card" in words
    assert order == [BOB, CAT, ANN]
    assert s.phase == Phase.AUCTION and game.current_seat() == BOB
    balanced(game)


def test_ewq1_a_baron_card_not_dealt_to_the_player_is_refused() -> None:
    """EW-Q1: the card kept is one of the two dealt to that player, not another's, and only once."""
    game = fresh(3, first=ANN)
    s = game.state
    bobs = s.players[BOB].barons_dealt[0]
    assert "EW-Q1" in refused(game, a.ChooseBaron(ANN, bobs))
    assert "EW-Q1" in refused(game, a.ChooseBaron(ANN, "no-such-baron"))
    assert "turn" in refused(game, a.ChooseBaron(BOB, bobs))  # Ann chooses first
    act(game, a.ChooseBaron(ANN, s.players[ANN].barons_dealt[0]))
    assert "turn" in refused(game, a.ChooseBaron(ANN, s.players[ANN].barons_dealt[1]))


def test_ewq1_no_baron_choice_after_the_start() -> None:
    """EW-Q1: the Baron cards are chosen once, at the start."""
    game = fresh(2, first=ANN)
    for seat in (ANN, BOB):
        act(game, a.ChooseBaron(seat, game.state.players[seat].barons_dealt[0]))
    assert "at the start" in refused(game, a.ChooseBaron(ANN, game.state.players[ANN].barons_dealt[1]))


@pytest.mark.parametrize("players", [1, 6])
def test_ewq7_two_to_five_players_only(players: int) -> None:
    """EW-Q7: 2 to 5 players; six (or one) are refused, naming the rule."""
    with pytest.raises(ValueError, match="EW-Q7"):
        Game(board(), [f"P{k}" for k in range(players)], seed=1)


def test_the_start_player_is_drawn_by_the_seed_and_chooses_first() -> None:
    """RW-9's start player (who stays first if everyone passes in turn 1) is drawn at random."""
    firsts = {fresh(4, seed=seed).state.first for seed in range(12)}
    assert len(firsts) > 1
    game = fresh(4, seed=5)
    assert game.current_seat() == game.state.first
    assert f"{game.names[game.state.first]} is the start player" in game.history[0]
