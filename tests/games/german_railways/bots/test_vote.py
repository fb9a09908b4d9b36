"""Computer players in the vote to end the game (GR-Q8, issue 47): every table of them ends by the
rules. A computer player agrees once no connection is left that it would pay for (a path its
company's treasury pays, GR-B7, or a share on offer it would bid for, GR-A7/A8), or once nothing has
changed for two rounds; it proposes only after a round with nothing changed."""

from __future__ import annotations

from functools import cache

from irondragon_qt.games.german_railways.board.hexboard import HexBoard
from irondragon_qt.games.german_railways.board.map_loader import load_board
from irondragon_qt.games.german_railways.bots import LEVELS, GRBot
from irondragon_qt.games.german_railways.bots.vote import IDLE_ROUNDS, agrees, connection_to_pay_for
from irondragon_qt.games.german_railways.rules.actions import AnswerEnd, Pass, ProposeEnd
from irondragon_qt.games.german_railways.rules.ending import end_reason
from irondragon_qt.games.german_railways.rules.game import Game
from irondragon_qt.games.german_railways.tools.simulation import play_game

from ..rules.boards import island_board
from ..rules.helpers import act, fund, give, new_game, play_initial, slot_for


@cache
def board() -> HexBoard:
    return load_board()


def test_GR_Q8_five_easy_players_no_longer_play_to_the_round_cap() -> None:
    """Seeds 97800 and 97802: the last BHE share unsold, its treasury empty, and nobody willing to
    pay for it; the table played to the 150-round cap. Now the computer players vote the end."""
    for seed in (97800, 97802):
        record = play_game(board(), ["easy"] * 5, seed, audited=False)
        assert not record.capped and record.end_reason == "GR-Q8", (seed, record.rounds)
        assert record.rounds < 40 and sum(seat.illegal for seat in record.seats) == 0


def _linked(po_treasury: int) -> Game:
    """The island board's one meeting: the PO (Königsberg) may reach the NME's Breslau for 7 (two
    plain hexes, Breslau 2 + 1). Ada holds 2 PO shares (the third may not be offered yet, GR-A8),
    Bert the NME's 3; nobody else holds anything."""
    game = play_initial(new_game(board=island_board(linked=True)))
    for company in game.state.companies.values():
        company.owners.clear()
    for p in game.state.players:
        p.shares.clear()
    give(game, 0, "PO", 2)
    give(game, 1, "NME", 3)
    fund(game, "PO", po_treasury)
    slot_for(game, 0, 1, 2)
    return game


def test_GR_Q8_a_computer_player_disagrees_while_its_treasury_pays_a_connection() -> None:
    game = _linked(po_treasury=7)
    easy = LEVELS["easy"]
    assert end_reason(game) == ""
    assert connection_to_pay_for(game, 0, easy) == "PO to NME"
    assert agrees(game, 0, easy) == (False, "it would still pay for a connection (PO to NME)")
    assert agrees(game, 2, easy)[0]  # Cleo holds nothing and no share she would buy is on offer
    game.state.companies["PO"].treasury = 6  # one short: Ada's company cannot pay the way
    assert connection_to_pay_for(game, 0, easy) == ""
    assert end_reason(game) == ""  # the check still sees the last PO share's money to come (GR-Q8)


def test_GR_Q8_everyone_agrees_once_nothing_changed_for_two_rounds() -> None:
    game = _linked(po_treasury=7)
    for _ in range(IDLE_ROUNDS * 3):
        assert not agrees(game, 0, LEVELS["hard"])[0]
        act(game, Pass(game.current_seat()))
    assert agrees(game, 0, LEVELS["hard"]) == (True, "nothing has changed for 2 rounds")


def test_GR_Q8_a_computer_player_proposes_only_after_a_round_with_nothing_changed() -> None:
    game = _linked(po_treasury=0)
    game.seats = ["easy", "easy", "easy"]
    bots = [GRBot(seat, "easy", seat) for seat in range(3)]
    assert not isinstance(bots[0].next_action(game), ProposeEnd)  # nothing idle yet
    for _ in range(3):
        act(game, Pass(game.current_seat()))
    seat = game.current_seat()
    action = bots[seat].next_action(game)
    assert action == ProposeEnd(seat) and bots[seat].reason == "proposes to end the game"
    act(game, action)
    while game.state.end_vote is not None:
        answer = bots[game.current_seat()].next_action(game)
        assert answer == AnswerEnd(game.current_seat(), True)
        act(game, answer)
    assert game.state.end_agreed
