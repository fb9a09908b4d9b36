"""The share game's saves beside the base game's (issue 46): one pack, two formats. A save is read by
the game its format names, written by its game's own frame, and both games share the pack's one
autosave; the shell finds the pack from either format, and the Open dialog takes either."""

from __future__ import annotations

import random
from functools import cache
from pathlib import Path

import pytest

from irondragon_qt.engine.registry import game_pack, pack_for_save
from irondragon_qt.games.railways_of_england_wales import saves
from irondragon_qt.games.railways_of_england_wales.board.hexboard import RoewBoard
from irondragon_qt.games.railways_of_england_wales.board.map_loader import load_board
from irondragon_qt.games.railways_of_england_wales.rules.game import Game
from irondragon_qt.games.railways_of_england_wales.stock.game import FORMAT, StockGame

from .random_play import choose

KEY = "railways-of-england-wales"


@cache
def board() -> RoewBoard:
    return load_board()


@cache
def played() -> StockGame:
    game = StockGame(board(), ["Ada", "Brunel", "Cubitt"], 46)
    rng = random.Random(46)
    for _ in range(80):
        game.process(choose(game, rng))
    return game


def test_a_share_game_saves_and_loads_as_a_share_game(tmp_path: Path) -> None:
    game = played()
    path = tmp_path / "share.json"
    saves.save_game(game, path)
    assert f'"format": "{FORMAT}"' in path.read_text(encoding="utf-8")
    again = saves.load_game(board(), path)
    assert isinstance(again, StockGame) and again.digest() == game.digest() and again.log == game.log


def test_the_base_game_still_saves_as_the_base_game() -> None:
    game = Game(board(), ["Ada", "Brunel"], None, 3)
    again = saves.loads(board(), saves.dumps(game))
    assert type(again) is Game and again.digest() == game.digest()


def test_both_games_share_the_packs_one_autosave(tmp_path: Path) -> None:
    path = saves.autosave(played(), tmp_path)
    assert path == game_pack(KEY).autosave_path(tmp_path)
    assert isinstance(saves.load_game(board(), saves.find_autosave(tmp_path) or path), StockGame)


def test_a_share_game_save_finds_its_pack_and_replays_there() -> None:
    pack = pack_for_save({"format": FORMAT})
    assert pack.key == KEY and pack.formats == ("railways-of-england-wales-game", FORMAT)
    again = pack.replay(board(), played().to_dict())
    assert isinstance(again, StockGame) and again.digest() == played().digest()


@pytest.mark.parametrize("change", [
    ("share-game", "other-game"),  # a format neither game has
    ('"type": "offer"', '"type": "build"'),  # an action the save cannot hold
])
def test_a_bad_share_save_is_refused_in_words(change: tuple[str, str]) -> None:
    text = saves.dumps(played()).replace(*change, 1)
    with pytest.raises(saves.SaveFileError) as e:
        saves.loads(board(), text)
    assert "Traceback" not in e.value.message and e.value.message


def test_the_open_dialog_knows_a_share_game_as_a_game(tmp_path: Path) -> None:
    from irondragon_qt.ui.game.menus import file_kind

    path = tmp_path / "share.json"
    saves.save_game(played(), path)
    assert file_kind(str(path), KEY) == "game"
