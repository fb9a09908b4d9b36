"""``irondragon export --game german-railways`` (issue 24): the board, and a saved game's board
with its cubes and a legend, as PNG and SVG, without a window; a damaged save refused in one line."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtGui import QImage

from irondragon_qt.cli.main import main
from irondragon_qt.games.german_railways.saves import save_game
from tests.games.german_railways.rules.helpers import new_game, play_initial

KEY = "german-railways"


def test_the_board_is_drawn(qapp, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:  # type: ignore[no-untyped-def]
    out = tmp_path / "board.png"
    assert main(["export", "--game", KEY, "-o", str(out), "--width", "600"]) == 0
    image = QImage(str(out))
    assert image.width() == 600 and image.height() > 300


def test_a_saved_game_is_drawn_with_its_cubes(qapp, tmp_path: Path, gr_board) -> None:  # type: ignore[no-untyped-def]
    game = play_initial(new_game(3, board=gr_board))
    save = tmp_path / "g.json"
    save_game(game, save)
    for suffix in ("png", "svg"):
        out = tmp_path / f"game.{suffix}"
        assert main(["export", "--game", KEY, "--save", str(save), "-o", str(out), "--width", "800"]) == 0
        assert out.stat().st_size > 1000
    text = (tmp_path / "game.svg").read_text(encoding="utf-8")
    assert "German Railways: after action" in text or "<svg" in text
    assert main(["export", "--game", KEY, "--save", str(save), "--at", "0", "-o", str(tmp_path / "a.png")]) == 0


def test_a_damaged_save_is_refused(qapp, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:  # type: ignore[no-untyped-def]
    save = tmp_path / "bad.json"
    save.write_text('{"format": "german-railways-game", "actions": [', encoding="utf-8")
    assert main(["export", "--game", KEY, "--save", str(save), "-o", str(tmp_path / "x.png")]) == 2
    err = capsys.readouterr().err
    assert "cannot read the game" in err and "bad.json" in err and err.count("\n") == 1


def test_play_opens_the_window(tmp_path: Path) -> None:
    """``irondragon play --game german-railways`` opens its window (and quits once it is painted)."""
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "XDG_DATA_HOME": str(tmp_path),
           "XDG_CONFIG_HOME": str(tmp_path)}
    out = subprocess.run([sys.executable, "-m", "irondragon_qt.cli.main", "play", "--game", KEY, "--exit-after-paint"],
                         capture_output=True, text=True, timeout=120, env=env)
    assert out.returncode == 0, out.stderr
