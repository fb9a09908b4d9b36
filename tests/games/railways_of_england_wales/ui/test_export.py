"""A position as a picture (File > Export's and ``irondragon export``'s path): the board with the
game's track and cubes, and a legend with each player's figures (money is open, RW-4)."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtGui import QImage

from irondragon_qt.engine.registry import GamePack
from irondragon_qt.games.railways_of_england_wales.board.hexboard import RoewBoard
from irondragon_qt.games.railways_of_england_wales.ui.game.picture import legend_rows
from irondragon_qt.ui.board.export import export_game_headless

from .conftest import KEY
from .test_history import finished_game


def test_a_saved_game_exports_with_its_legend(qapp, tmp_path: Path, roew_board: RoewBoard,  # type: ignore[no-untyped-def]
                                              registered: GamePack) -> None:
    game = finished_game(roew_board, 5)
    rows = legend_rows(game, True)
    assert [r.name for r in rows] == game.names
    assert all(f"score {p.score}" in r.text and f"${p.cash:,}" in r.text for r, p in zip(rows, game.state.players,
                                                                                         strict=True))
    save = tmp_path / "game.json"
    registered.tools().save_game(game, save)
    out = export_game_headless(roew_board, save, tmp_path / "end.png", 900, game_key=KEY)
    image = QImage(str(out))
    assert image.width() == 900 and image.height() > 900  # the board and the legend under it
    mid = export_game_headless(roew_board, save, tmp_path / "mid.png", 900, at=len(game.log) // 2, game_key=KEY)
    assert QImage(str(mid)).width() == 900
