"""What the computer players remember goes with the game at the table (issue 47): the autosave
after a computer player's action holds its memory, a game continued from that autosave (after a
crash) gives its computer players that memory and plays on exactly as the unbroken game, and an
undo that takes a computer player's decision back (the foreman draft, S4, lets the next person
undo the card kept before his) gives it back what it knew before that decision."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

from irondragon_qt.games.iron_dragon.board.board import Board
from irondragon_qt.games.iron_dragon.bots import memory
from irondragon_qt.games.iron_dragon.rules.actions import action_to_dict
from irondragon_qt.games.iron_dragon.rules.game import Game

from .conftest import MakeWindow, wait_for

SEATS = ["easy", "standard"]


def _play_to(window, game: Game, actions: int) -> None:  # type: ignore[no-untyped-def]
    panel = window.game_panel
    assert panel is not None
    panel.bots.set_paused(False)
    wait_for(lambda: len(game.log) >= actions or game.state.phase == "over", 90)
    panel.bots.set_paused(True)
    wait_for(lambda: not panel.bots.busy, 30)


def test_a_game_continued_from_its_autosave_plays_on_as_the_unbroken_one(make_window: MakeWindow, board: Board,
                                                                           tmp_path: Path) -> None:
    first = make_window()
    game = Game(board, ["Ann", "Bram"], seed=4731, seats=SEATS)
    first.start_game(game)
    _play_to(first, game, 50)
    panel = first.game_panel
    assert panel is not None
    autosave = tmp_path / "data" / "autosave.json"
    saved = json.loads(autosave.read_text())
    assert len(saved["actions"]) == len(game.log)  # the pause saved the game as it stands
    assert saved["memory"] == {str(s): memory.remember(bot) for s, bot in panel.bots.bots.items()}
    crash = tmp_path / "crash.json"
    shutil.copy(autosave, crash)  # the window is gone here: what is left is the autosave
    at = len(game.log)
    _play_to(first, game, at + 25)
    unbroken = [action_to_dict(a) for a in game.log]

    second = make_window()
    second.table_menus.pause.setChecked(True)  # Game > Pause computer players: a game opened now waits
    assert second.open_game(str(crash))
    loaded = second.game_panel.game if second.game_panel is not None else None
    assert loaded is not None and len(loaded.log) == at and second.game_panel.bots.paused
    assert {s: memory.remember(bot) for s, bot in second.game_panel.bots.bots.items()} == {
        int(s): m for s, m in saved["memory"].items()}  # its computer players remember what the saved ones did
    _play_to(second, loaded, len(unbroken))
    assert [action_to_dict(a) for a in loaded.log][:len(unbroken)] == unbroken


def test_undo_of_a_computer_players_decision_gives_it_back_what_it_knew_before(make_window: MakeWindow,
                                                                               board: Board) -> None:
    w = make_window()
    game = Game(board, ["Ann", "Cora"], seed=2, seats=["human", "easy"])  # Cora keeps her foreman first (S4)
    w.start_game(game)
    panel = w.game_panel
    assert panel is not None
    wait_for(lambda: game.state.current == 0 and not panel.bots.busy)
    kept, remembered = list(game.log), dict(game.memory)
    assert [type(a).__name__ for a in kept] == ["KeepForeman"] and set(remembered) == {1}
    panel.undo()  # Ann's undo takes Cora's card back: her memory goes back with it, and she keeps one again
    wait_for(lambda: game.state.current == 0 and not panel.bots.busy and len(game.log) == 1)
    assert game.log == kept and game.memory == remembered
    assert memory.remember(panel.bots.bots[1]) == remembered[1]
