"""Never stuck: the cash trap (issue 22). Hard once spent itself nearly broke and then could only
discard, turn after turn (B3 leaves no credit). The positions are the games' own saves, each
played by the simulator's bots of before the fix (commit 3c572e9) from its seed up to the
decision that led into the trap:

- solo seed 70052, round 18: it delivers, then builds 20 GP towards Railla over the Rainbow
  Bridge, which leaves play at the end of the turn (E1, X5 by the FAQ); cut off with 18 GP, it
  discarded 17 hands, then 58;
- solo seed 70096, round 10: 29 GP and a tiny network after two loco upgrades; it spent 16 GP
  of track on an 11 GP delivery, then discarded 23 hands;
- Hard vs Standard, seed 80158, round 16: 6 GP and Armor on the train for 50 GP at Bluefeld,
  3 GP of track away; building it would leave less than the 4 GP margin, so it discarded and
  stood still for 105 turns.

From each, every level's way on is now: a build judged by the payout it unlocks, no plan over a
link that ends, money kept for the ways to the next payout."""

from __future__ import annotations

import copy
from dataclasses import dataclass, field, replace
from pathlib import Path

import pytest

from irondragon_qt.games.iron_dragon.board.board import Board
from irondragon_qt.games.iron_dragon.bots import spending, stuck
from irondragon_qt.games.iron_dragon.bots.bot import STILL_LAST, Bot
from irondragon_qt.games.iron_dragon.bots.levels import LEVELS
from irondragon_qt.games.iron_dragon.bots.reach import FAR
from irondragon_qt.games.iron_dragon.bots.trips import Stop
from irondragon_qt.games.iron_dragon.bots.view import observe
from irondragon_qt.games.iron_dragon.rules.actions import DiscardHand, EndOperations
from irondragon_qt.games.iron_dragon.rules.game import Game
from irondragon_qt.games.iron_dragon.rules.options import GameOptions
from irondragon_qt.games.iron_dragon.rules.state import Phase
from irondragon_qt.games.iron_dragon.saves import load_game
from irondragon_qt.games.iron_dragon.track.build_turn import BuildTrack

FIXTURES = Path(__file__).parent / "fixtures"


@dataclass
class Turn:
    cash: int
    done: set[str] = field(default_factory=set)

    @property
    def still(self) -> bool:
        """Neither moving nor earning."""
        return not self.done & {"moved", "earned"}


def _own_turns(game: Game, levels: list[str], count: int, seat: int = 0, bots: dict[int, Bot] | None = None
               ) -> list[Turn]:
    """The seat's next ``count`` turns, played by fresh bots (as a loaded game goes on) unless
    ``bots`` names some, turns lost to an event among them (done: "lost")."""
    bots = {i: Bot(i, level, game.seed) for i, level in enumerate(levels)} | (bots or {})
    turns: list[Turn] = []
    number = None
    while game.state.phase != "over":
        s = game.state
        me = s.current
        if me == seat and s.turn_number != number:
            if number is not None and s.players[seat].position is not None:  # T3: turns lost stood still
                turns += [Turn(s.players[seat].cash, {"lost"}) for _ in range(stuck.lost_turns(s, number))]
            if len(turns) >= count:
                del turns[count:]
                break
            number = s.turn_number
            turns.append(Turn(s.players[seat].cash))
        position, paid = s.players[me].position, s.bank_paid_out
        action = bots[me].next_action(game)
        assert game.process(action), action
        if me == seat:
            if game.state.players[seat].position != position:
                turns[-1].done.add("moved")
            if game.state.bank_paid_out > paid:
                turns[-1].done.add("earned")
            turns[-1].done.add(type(action).__name__)
    return turns


def _first_income(turns: list[Turn]) -> int | None:
    return next((k + 1 for k, t in enumerate(turns) if "earned" in t.done), None)


def _longest_still(turns: list[Turn]) -> int:
    run = longest = 0
    for t in turns:
        run = run + 1 if t.still else 0
        longest = max(longest, run)
    return longest


@pytest.mark.parametrize(("save", "levels", "income_by"), [
    ("cash_trap_70052_round18.json", ["hard"], 3),
    ("cash_trap_70096_round10.json", ["hard"], 3),
    # the way to Bluefeld is four turns of a Teapot: the payout cannot come sooner than the fifth
    ("cash_trap_80158_round16.json", ["hard", "standard"], 5),
    # Easy, 27 GP, Lumber to deliver: it then built 31 GP of track for a 10 GP Fish and stood still 12 turns at 17
    ("cash_trap_90124_round3.json", ["easy"], 1),
])
def test_R_B3_a_cash_trap_position_leads_back_to_income(board: Board, save: str, levels: list[str],
                                                        income_by: int) -> None:
    """B3 (no credit): from the position that once led into the trap, the bot earns again
    within ``income_by`` turns and never stands still more than 3 turns in a row over the next 10."""
    game = load_game(board, FIXTURES / save)
    turns = _own_turns(game, levels, 10)
    first = _first_income(turns)
    assert first is not None and first <= income_by, [sorted(t.done) for t in turns]
    assert _longest_still(turns) <= 3, [sorted(t.done) for t in turns]
    assert not any("DiscardHand" in t.done for t in turns[:first])


def test_R_B3_with_6_gp_hard_builds_the_3_gp_to_a_50_gp_delivery(board: Board) -> None:
    """A build is judged by the payout it unlocks, not by a fixed margin: 6 GP and Armor on the
    train, 3 GP of track from Bluefeld's 50 GP. It heads there and builds the way, leaving 3 GP."""
    game = load_game(board, FIXTURES / "cash_trap_80158_round16.json")
    me = game.state.players[0]
    assert (me.cash, me.loads) == (6, ["Armor"])
    turns = _own_turns(game, ["hard", "standard"], 5)
    assert [t.cash for t in turns][:3] == [6, 6, 3]  # the 3 GP way built in its second turn
    assert "BuildTrack" in turns[1].done and "earned" in turns[4].done


def test_R_T2_after_two_turns_standing_still_hard_takes_the_trip_in_hand(board: Board,
                                                                         monkeypatch: pytest.MonkeyPatch) -> None:
    """T2 lets a player discard his hand instead of moving; Hard does when a fresh hand promises
    more. Turn after turn that is a train standing still: after two turns standing still for any
    reason (two hands traded, a turn lost to an event, track rebuilt), it takes the trip it has
    rather than trade again, so that a forced discard after it still leaves it at 3 (solo seed 24
    once discarded six in a row; seed 20 lost a turn, rebuilt, then traded twice). Solo seed 1: since
    Hard counts new track at 0.8 of its price (issue 47), seed 4's first trip after the opening is
    no longer the one the opening built for."""
    game = Game(board, ["Solo"], options=GameOptions(solo=True), seed=1)
    bot = Bot(0, "hard", 1)
    while not (game.state.phase == "operate" and game.state.players[0].position is not None
               and bot.trip is not None and bot.trip.stops[0].pick):
        assert game.process(bot.next_action(game))
    monkeypatch.setattr(Bot, "_fresh_hand_value", lambda *_: 1000.0)  # any fresh hand looks far better
    view = observe(game, 0)
    assert bot._laid[1] == tuple(bot.trip.stops)  # the opening laid its track: that hand is kept
    assert not bot._should_discard(game, view)
    bot._laid = (-1, ())  # as if laid longer ago
    assert bot._should_discard(game, view)
    bot._still = 1
    assert bot._should_discard(game, view)
    bot._forced = True  # ... unless that still turn was a hand with no trip at all
    assert not bot._should_discard(game, view)
    bot._forced = False
    bot._still = 2
    assert not bot._should_discard(game, view)
    bot.trip = None  # a hand with which nothing can be done is still traded, whatever came before
    assert bot._should_discard(game, view)


def test_R_T2_after_a_forced_discard_hard_does_not_trade_by_choice(board: Board) -> None:
    """T2: four-player seed 150185, round 9. Hard, with 32 GP, has no trip in its hand and trades it.
    With that forced discard behind it, the next hand looked worse than a fresh one and was traded
    by choice; two hands with no trip followed, and it stood still 4 turns. After a hand with no
    trip, the trip in the next hand is taken: it moves on."""
    game = load_game(board, FIXTURES / "traded_150185_round9.json")
    turns = _own_turns(game, ["greedy", "greedy", "greedy", "hard"], 4, seat=3)
    assert turns[0].cash == 32 and "DiscardHand" in turns[0].done
    assert "moved" in turns[1].done, [sorted(t.done) for t in turns]
    assert _longest_still(turns) <= 3


def test_R_T2_B3_after_three_turns_standing_still_a_trip_that_costs_more_than_it_pays_is_taken(
        board: Board) -> None:
    """T2, B3: solo seed 110146, round 10, 36 GP. Hard traded two hands by choice, then drew a hand
    with no trip at all, then one whose only trip builds more than it brings in and would leave it
    below 30 GP (``judging.sound``): it discarded that too, a fourth turn standing still. After three
    such turns any trip it can pay for now beats a fourth (``STILL_LAST``). The three hands are
    traded here as they were then (Hard now takes the second hand's trip, issue 47)."""
    game = load_game(board, FIXTURES / "still_run_110146_round10.json")
    for _ in range(3):
        assert game.process(DiscardHand(0))
    assert game.state.players[0].cash == 36
    for still, takes in ((STILL_LAST - 1, False), (STILL_LAST, True)):
        played = copy.deepcopy(game)
        bot = Bot(0, "hard", played.seed)
        bot._still = still
        assert isinstance(bot.next_action(played), DiscardHand) != takes, still
    bot = Bot(0, "hard", game.seed)
    bot._still = STILL_LAST
    turns = _own_turns(game, ["hard"], 10, bots={0: bot})
    assert "BuildTrack" in turns[0].done and turns[1].cash < 30  # the trip it would not take before
    assert _first_income(turns) is not None


def _upgrade_turn(board: Board, level: str, players: int) -> tuple[Game, Bot]:
    """Seed 4 played by ``level`` in seat 0 (Baselines in the others) up to its first build phase
    from turn 3 with a trip in hand, its cash then set to what a loco (10 GP), the trip's track
    still to build and its cushion need, and 5 GP more."""
    names = ["Solo"] if players == 1 else [f"P{i + 1}" for i in range(players)]
    game = Game(board, names, options=GameOptions(solo=players == 1), seed=4)
    bots = [Bot(0, level, 4)] + [Bot(i, "greedy", 4) for i in range(1, players)]
    bot = bots[0]
    while not (game.state.current == 0 and game.state.phase == "build" and game.state.turn_number >= 3
               and bot.trip is not None):
        assert game.process(bots[game.state.current].next_action(game))
    need = bot._track_still_needed(game, observe(game, 0))
    game.state.players[0].cash = 10 + need + bot.level.upgrade_cushion + 5
    return game, bot


@pytest.mark.parametrize("level", ["standard", "hard"])
def test_R_F3_at_a_table_a_faster_loco_must_leave_the_next_trips_track(board: Board, monkeypatch: pytest.MonkeyPatch,
                                                                       level: str) -> None:
    """F3 (10 GP a level): a computer player buys a faster loco once the money for the trip's track and its
    cushion are set aside, and (issue 22) at a table only if what is left also builds the next trip: solo
    seed 24 upgraded at 35 GP in its first turn, then could build none of the next three hands
    (issue 47: a Hard without this rule at a table bought a loco, rode three rivals' lines in one turn
    (M5) and then discarded 47 turns, four-player seed 184087)."""
    game, bot = _upgrade_turn(board, level, 2)
    cushion = bot.level.upgrade_cushion
    monkeypatch.setattr(Bot, "_next_trip_track", lambda *_: 0)
    assert bot._upgrade(game, observe(game, 0)) is not None
    monkeypatch.setattr(Bot, "_next_trip_track", lambda *_: cushion + 6)  # the next trip's track: more than the cushion
    assert bot._upgrade(game, observe(game, 0)) is None
    monkeypatch.setattr(Bot, "_next_trip_track", lambda *_: cushion + 5)
    assert bot._upgrade(game, observe(game, 0)) is not None


def test_R_F3_alone_a_faster_loco_leaves_only_its_cushion(board: Board, monkeypatch: pytest.MonkeyPatch) -> None:
    """F3, issue 47: alone, no rival's fee (M5) falls due on the way to the next trip, and Hard buys the
    loco once the trip's track and its cushion are set aside, the next trip's track not kept as well
    (solo seeds 300001-300060, paired: 2.5 turns sooner to victory)."""
    game, bot = _upgrade_turn(board, "hard", 1)
    monkeypatch.setattr(Bot, "_next_trip_track", lambda *_: bot.level.upgrade_cushion + 6)
    assert bot._upgrade(game, observe(game, 0)) is not None
    game.state.players[0].cash -= 6  # the cushion itself is still kept
    assert bot._upgrade(game, observe(game, 0)) is None


def test_R_B3_a_trip_that_costs_more_than_it_pays_may_not_leave_the_bot_poor(board: Board) -> None:
    """B3: Easy solo seed 90124 at 38 GP once chose a 10 GP Fish whose track cost 31 and was left
    with 17, too little for the track of any trip its next twelve hands held. A trip that builds
    more than it brings in may not take the cash below 30 GP (``END_FLOOR``)."""
    game = load_game(board, FIXTURES / "cash_trap_90124_round3.json")
    turns = _own_turns(game, ["easy"], 12)
    assert min(t.cash for t in turns[2:]) >= 12  # it builds its next trip's track, then is paid
    after_pay = [turns[k + 1].cash for k, t in enumerate(turns[:-1]) if "Deliver" in t.done]
    assert len(after_pay) >= 2 and min(after_pay) >= 30, after_pay  # each trip's end leaves at least 30 GP


def test_R_O5_the_opening_keeps_the_money_to_reach_its_first_payout(board: Board) -> None:
    """O1/O5, M6: solo seed 90121's opening once built all 60 GP into the ways of a three-city trip,
    the third city's way before the first delivery, and was left with 0 GP: too little for the
    Underground's bribe (M6) on the way to its first load, so it discarded hand after hand. A way
    needed only after the first payout now waits for that payout. The save is taken after its
    first building turn out of Kola (today's choice of start, ``opening``, would start elsewhere)."""
    game = load_game(board, FIXTURES / "opening_90121_turn2.json")
    turns = _own_turns(game, ["hard"], 8)
    assert turns[0].done >= {"BuildTrack"} and "PlaceTrain" in turns[2].done  # two building turns left (O1)
    assert turns[2].cash >= 15  # what the opening left
    assert not any("DiscardHand" in t.done for t in turns)
    assert _first_income(turns[2:]) is not None and _longest_still(turns[2:]) == 0
    assert any("BuildTrack" in t.done for t in turns[2:])  # the rest of the trip's ways, after the opening


def test_R_M3_a_leg_from_a_city_reached_by_a_new_way_turns_there(board: Board) -> None:
    """M3: a train may turn back at a city. Four-player seed 100100, round 62: a Sand Storm had
    erased Hard's track to Kutno, and its train stood at the end of what was left, facing the gap,
    with 4 GP. Lumber from Kutno to Kola needed just the 4 GP way to Kutno, but the planner measured
    the leg on from Kutno as the train faced, into the gap (no way on): it saw no trip, could not pay
    for a way on elsewhere, and stood still 35 turns until the game ended. The leg from Kutno now
    starts as a train turned at Kutno starts: back along the new way."""
    game = load_game(board, FIXTURES / "dead_end_100100_round62.json")
    bot = Bot(0, "hard", game.seed)
    view = observe(game, 0)
    reach = bot.reach(game, view)
    assert reach.connection("Kutno") is not None and reach.connection("Kutno").cost == 4  # type: ignore[union-attr]
    assert reach.travel(view.seat.position, "Kola") >= FAR  # facing the gap, Kola is not ahead (M3)
    assert reach.travel("Kutno", "Kola") < FAR
    turns = _own_turns(game, ["hard", "greedy", "greedy", "greedy"], 4)
    assert "BuildTrack" in turns[0].done and _first_income(turns) == 3


@pytest.mark.parametrize("level", ["easy", "standard", "hard"])
def test_R_V2_at_the_win_line_a_bot_spends_nothing_and_wins(board: Board, level: str) -> None:
    """V1/V2: the majors linked and 250 GP at the end of a turn win. Hard solo seed 90012 reached
    250 GP at round 63 with its majors long linked, then built 19 GP of track for its next trip,
    and did so twice more: it won 16 turns later. Every level but the Baseline (the yardstick,
    measured as it was) now ends such a turn without spending, and wins."""
    game = load_game(board, FIXTURES / "win_line_90012_round63.json")
    bots = {0: Bot(0, level, game.seed)}
    while game.state.winner is None and game.state.round == 63:
        assert game.process(bots[0].next_action(game))
    assert game.state.winner == 0 and game.state.players[0].cash == 250
    assert not any(type(a).__name__ in ("BuildTrack", "UpgradeLoco", "ChangeForeman") for a in game.log[-6:])


def test_the_baseline_does_not_look_for_the_win_line(board: Board) -> None:
    """The Baseline stays the yardstick it was measured as (``Level.keeps_the_win``): at the same
    moment, Hard sees the win and the Baseline does not."""
    game = load_game(board, FIXTURES / "win_line_90012_round63.json")
    hard = Bot(0, "hard", game.seed)
    while game.state.phase != Phase.BUILD:
        assert game.process(hard.next_action(game))
    view = observe(game, 0)
    assert view.cash == 250
    assert spending.has_won(game, view, hard.level) and not spending.has_won(game, view, LEVELS["greedy"])


def test_R_M5_a_train_out_on_a_rivals_track_rides_on_to_its_delivery(board: Board) -> None:
    """M5: a train may use another player's track for 4 GP a turn. Four-player seed 100044, round 9:
    Standard, too poor to build its trip's way, set out on a Baseline's track towards Dobra-Dyn with
    Lumber for 27 GP. Standing on that track at the turn's end, it took itself for cut off and built 28 GP of track to
    its own train, leaving 2 GP: too little for the fee, so it stood still to the end of the game.
    Now it rides on, measured from where it stands, and is paid in its third turn."""
    game = load_game(board, FIXTURES / "riding_100044_round9.json")
    me = game.state.players[0]
    assert (me.cash, me.loads) == (30, ["Lumber"])
    turns = _own_turns(game, ["standard", "greedy", "greedy", "greedy"], 6)
    first = _first_income(turns)
    assert first is not None and first <= 3, [sorted(t.done) for t in turns]
    assert not any("BuildTrack" in t.done for t in turns[:first - 1])  # no track to its own riding train
    assert min(t.cash for t in turns[:first]) >= 4  # the fee (M5) was always there


def test_R_M6_M5_what_the_turn_already_paid_is_not_charged_again_for_its_rest(board: Board) -> None:
    """M6, M5: the Underground's bribe and a rival's fee are paid once a turn. Four-player seed
    214102, Hard in the third seat: with 4 GP it set out for Ale at Uloggh for Bluefeld (42 GP), and
    picked it up with 1 GP, that turn's bribe paid. Planned again for the rest of the turn, the
    bribe was charged once more, the way out looked unpayable, and it stood at Uloggh trading
    hands for 114 turns (issue 47). The rest of a turn owes only what it has not paid: it carries
    the Ale out and is paid."""
    levels = ["greedy", "greedy", "hard", "greedy"]
    game = Game(board, [f"P{i}" for i in range(4)], seed=214102, seats=levels)
    turns = _own_turns(game, levels, 24, seat=2)
    assert _longest_still(turns[3:]) <= 3, [(t.cash, sorted(t.done)) for t in turns]
    assert sum("earned" in t.done for t in turns[12:]) >= 1, [(t.cash, sorted(t.done)) for t in turns]


def test_R_M6_the_reserve_is_the_bribe_money(board: Board) -> None:
    """M6: a turn moving in the Underground costs a 1 GP bribe. Four-player seed 100107, round 13:
    Hard stood in the Underground with 8 GP, 4 GP of track (bribe included, B14) from the Ale it
    would carry to Railla for 24 GP. It kept back its 4 GP reserve and then 3 GP more for the bribes,
    so it built nothing and stood still for 35 turns. The reserve is there for the bribes: it now keeps
    the larger of the two, builds the way and is paid in its fourth turn."""
    game = load_game(board, FIXTURES / "bribe_floor_100107_round13.json")
    me = game.state.players[1]
    assert me.cash == 8 and board.mileposts[me.position].layer == "underground"
    turns = _own_turns(game, ["greedy", "hard", "greedy", "greedy"], 8, seat=1)
    assert "BuildTrack" in turns[0].done
    first = _first_income(turns)
    assert first is not None and first <= 4, [sorted(t.done) for t in turns]
    assert _longest_still(turns) <= 3


def test_R_B11_a_way_the_never_block_rule_refuses_is_planned_round(board: Board) -> None:
    """B11: no section may take away the last way into a limited city for a player not yet there.
    Four-player seed 100008, round 29: Hard at Elmsworth (medium city) with 28 GP planned its way to
    Dawuuj out by the one free way a third player still had into Elmsworth. The planner prices ways
    without the never-block rules, so each turn it chose the same way, the build was refused, and
    the train stood there for 60 turns. A refused section is now left out of the plans while it
    would still block, and the way is planned round it."""
    game = load_game(board, FIXTURES / "never_block_100008_round29.json")
    assert game.process(EndOperations(0))  # to the building phase, the train left at Elmsworth
    bot = Bot(0, "hard", game.seed)
    view = observe(game, 0)
    way = bot.reach(game, view).connection("Dawuuj").build  # type: ignore[union-attr]
    assert board.mileposts[way[0][0]].city == "Elmsworth"
    assert stuck.blocks(view, *way[0])  # refused by B11
    assert game.check(BuildTrack(0, ((board.mileposts[way[0][0]].id, board.mileposts[way[0][1]].id),))) is not None
    bot.stops = [Stop("Dawuuj", pick=("Spice",))]  # the trip it was on
    sections = bot._sections(game, view)
    assert bot._blocked[1] == {way[0]}
    if sections:
        ids = board.mileposts
        assert game.check(BuildTrack(0, tuple((ids[a].id, ids[b].id) for a, b in sections))) is None
    round_it = bot.reach(game, view).connection("Dawuuj")
    assert round_it is not None and way[0] not in round_it.build
    assert not any(stuck.blocks(view, *s) for s in round_it.build)


def test_R_B11_a_refused_section_is_forgotten_once_it_blocks_no_one(board: Board) -> None:
    """B11 refuses a section only while it would block: once the track changes, each remembered
    section is checked again, and one that blocks no one may be planned once more."""
    game = load_game(board, FIXTURES / "never_block_100008_round29.json")
    bot = Bot(0, "hard", game.seed)
    view = observe(game, 0)
    way = bot.reach(game, view).connection("Dawuuj").build  # type: ignore[union-attr]
    free = way[1]  # a section in open country: it blocks no one
    assert stuck.blocks(view, *way[0]) and not stuck.blocks(view, *free)
    bot._blocked = (view.track.version - 1, frozenset({way[0], free}))
    assert bot._still_blocked(view) == {way[0]}


def test_R_B15_a_way_back_to_the_train_is_built_only_for_a_trip_that_pays_for_it(board: Board) -> None:
    """B15 lets the owner rebuild erased track first; it still costs GP (B3). Four-player seed
    100102, round 29: a Sand Storm (E) erased desert track and left a Baseline's train cut off with
    12 GP. No trip of its hand could pay for the way back and its own track as well, yet it built
    the way back: 12 GP, then 3, 1 and 0, and it stood still for the rest of the game. A trip
    planned from the rest of the track now has the way back to pay first; with no such trip the way
    back is built only if it leaves 15 GP for the next one (a flood's bridge, ``test_cut_off``), and
    here the money is kept (the hand is traded for one that may hold a trip)."""
    game = load_game(board, FIXTURES / "cut_off_100102_round29.json")
    turns = _own_turns(game, ["greedy", "greedy", "hard", "greedy"], 6, seat=1)
    assert [t.cash for t in turns] == [12] * 6
    assert not any("BuildTrack" in t.done for t in turns)


def test_R_M6_B14_standing_still_in_the_underground_the_reserve_gives_way(board: Board) -> None:
    """Four-player seed 100177, round 49: Standard's train is in the Underground one 3 GP section
    from Uderyn (Ale, for Eabannet 22 GP, whose way costs 3 more), with 8 GP. Keeping three turns'
    bribes (M6) and the way to Eabannet back, it built nothing and stood still 58 turns. Standing
    still again, it keeps back only one turn's bribe: it builds to Uderyn and goes on."""
    game = load_game(board, FIXTURES / "underground_100177_round49.json")
    turns = _own_turns(game, ["greedy", "greedy", "greedy", "standard"], 6, seat=3)
    done = [sorted(t.done) for t in turns]
    assert turns[0].cash == 8
    assert _longest_still(turns) <= 3, done
    assert _first_income(turns) is not None, done


def test_R_M6_only_turns_moving_in_the_underground_pay_its_bribe(board: Board) -> None:
    """M6: a turn of moving in the Underground costs 1 GP. Four-player seed 100111, round 12: a
    Baseline with 3 GP carries Arms for Kola (38 GP), 24 steps in the Underground and 10 on the
    surface, at 10 a turn: three turns pay the bribe, the fourth runs on the surface. It counted a
    bribe for every turn of the way, found no trip it could pay for, threw the hand away with the
    load on board and stood still 91 turns. Now it delivers in its fourth turn."""
    game = load_game(board, FIXTURES / "underground_bribes_100111_round12.json")
    view = observe(game, 2)
    assert (view.cash, view.seat.loads, board.mileposts[view.seat.position].layer) == (3, ("Arms",), "underground")
    reach = Bot(2, "greedy", game.seed).reach(game, view)
    first, last = reach.leg_underground(view.seat.position, "Kola") or (-1, -1)
    assert (first, last, reach.travel(view.seat.position, "Kola")) == (0, 23, 34)
    turns = _own_turns(game, ["greedy", "standard", "greedy", "greedy"], 4, seat=2)
    assert not any("DiscardHand" in t.done for t in turns), [sorted(t.done) for t in turns]
    assert _first_income(turns) == 4 and turns[3].cash == 0


def test_R_M5_B4_stranded_on_other_players_track_it_builds_the_way_back_after_three_still_turns(
        board: Board) -> None:
    """M5, B4, T2: four-player seed 120137, round 20. A Baseline rode other players' track for its
    fee (M5) and was left on it with 12 GP, its own track a 6 GP way off; the way back was built
    only if it left the 15 GP soft reserve, so it discarded 33 hands in a row. After three still
    turns any way back it can pay for is built (``Bot._rejoin_floor``), and from its own track it
    earns again."""
    game = load_game(board, FIXTURES / "stranded_120137_round20.json")
    view = observe(game, 2)
    assert view.cash == 12 and stuck.off_its_track(view, Bot(2, "greedy", game.seed).reach(game, view).graph)
    turns = _own_turns(game, ["greedy", "greedy", "greedy", "hard"], 10, seat=2)
    assert [t.still for t in turns[:3]] == [True, True, True], [sorted(t.done) for t in turns]
    assert "BuildTrack" in turns[3].done and turns[4].cash == 6  # the 6 GP way back, at the fourth turn
    assert "moved" in turns[6].done and _first_income(turns) == 9  # two hands with no trip at 6 GP, then on


def test_R_T2_a_hand_whose_track_was_laid_last_turn_is_not_traded_by_choice(board: Board) -> None:
    """T2, B3: solo seed 140036, round 15. Hard delivers, then lays track for a 15-turn trip of
    Sheep and Fish (68 GP) with the money it just earned; at the next turn's start a fresh hand
    promised more than that long trip, so it traded the hand and the track it had just paid for
    (and, after a second trade, a Flood made it four turns standing still). A trip whose track was
    laid in its last turn is now kept: trading it throws that money away."""
    game = load_game(board, FIXTURES / "laid_140036_round15.json")
    turns = _own_turns(game, ["hard"], 3)
    assert {"BuildTrack", "earned"} <= turns[0].done, [sorted(t.done) for t in turns]
    assert "DiscardHand" not in turns[1].done and "moved" in turns[1].done, [sorted(t.done) for t in turns]


def test_B3_hard_builds_down_to_its_soft_reserve_of_8_for_a_better_trip(board: Board) -> None:
    """B3 leaves no credit, so a trip keeps some cash back: Hard keeps 8 GP (issue 47: with 15 it took
    long trips on the track it had, 8 turns for 28 GP with a Teapot). Solo seed 4, turn 16, 26 GP:
    Hard plans Iron to Caldeen as well as the two Golds, 21 GP of track; keeping 15 it would plan
    only the Golds."""
    game = Game(board, ["Solo"], options=GameOptions(solo=True), seed=4)
    bot = Bot(0, "hard", 4)
    while not (game.state.turn_number == 16 and game.state.phase == "operate"):
        assert game.process(bot.next_action(game))
    view = observe(game, 0)
    reach, start = bot.reach(game, view), bot._start(view, game)
    assert start.cash == 26
    hard = Bot(0, "hard", 4)._ranked(view, reach, start)[0]
    assert "Iron from Railla to Caldeen" in hard.describe(view) and hard.build == 21
    keeping_15 = Bot(0, replace(bot.level, soft_reserve=15), 4)._ranked(view, reach, start)[0]
    assert "Caldeen" not in keeping_15.describe(view) and keeping_15.build < 26 - 15


def test_R_B3_a_train_that_has_not_moved_builds_for_the_trip_it_stopped_for(board: Board) -> None:
    """B3, issue 47: four-player seed 274032, round 30. Hard, 48 GP, stands at the end of its line;
    its best trip needs 29 GP of track towards Kenare, so it does not move. Planned anew for building,
    the trip on the track it has (Furs from Kola) came first and it built nothing; planned anew at the
    next turn, the Kenare trip came first again and it did not move: 55 turns standing still. Now it
    builds for the trip it stopped for and is under way within two turns."""
    game = load_game(board, FIXTURES / "swapped_trips_274032_round30.json")
    assert game.state.players[0].cash == 48
    turns = _own_turns(game, ["hard", "greedy", "greedy", "greedy"], 4)
    assert "BuildTrack" in turns[0].done, [sorted(t.done) for t in turns]
    assert _longest_still(turns) <= 2, [sorted(t.done) for t in turns]
